package progress

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/scenarios/statefile"
)

// TestStateDir follows the XDG base directory specification: an absolute
// $XDG_STATE_HOME, else ~/.local/state.
func TestStateDir(t *testing.T) {
	env := map[string]string{"XDG_STATE_HOME": "/x/state", "HOME": "/home/l"}
	get := func(k string) string { return env[k] }
	if d, _ := StateDir(get); d != "/x/state/croupier" {
		t.Errorf("got %q", d)
	}
	env["XDG_STATE_HOME"] = "relative/ignored"
	if d, _ := StateDir(get); d != "/home/l/.local/state/croupier" {
		t.Errorf("relative XDG_STATE_HOME: got %q", d)
	}
	delete(env, "XDG_STATE_HOME")
	if d, _ := StateDir(get); d != "/home/l/.local/state/croupier" {
		t.Errorf("unset: got %q", d)
	}
}

// TestProgressRoundTrip saves and opens progress, and checks that the
// save leaves nothing behind but the file and its lock.
func TestProgressRoundTrip(t *testing.T) {
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, "sub", ProgressFile)}
	p, rep := st.Open()
	if rep.Status != statefile.Fresh || len(p.Lessons) != 0 {
		t.Fatalf("missing file: %v %v", rep.Status, p)
	}
	base := p.Clone()
	p.Lesson("a").Done = true
	p.Lesson("b").Mistakes = 3
	p.Lesson("b").Position = 7
	p.Last = "b"
	merged, _, err := st.Sync(base, p)
	if err != nil || !merged.Equal(p) {
		t.Fatalf("sync: %v %+v", err, merged)
	}
	q, rep := st.Open()
	if rep.Status != statefile.Loaded || !q.Equal(p) || !q.Done("a") || q.Lessons["b"].Mistakes != 3 || q.Lessons["b"].Position != 7 || q.Last != "b" {
		t.Fatalf("round trip: %v %+v", rep.Status, q)
	}
	if n := q.CountDone([]string{"a", "b", "c"}); n != 1 {
		t.Errorf("CountDone = %d, want 1", n)
	}
	entries, _ := os.ReadDir(filepath.Dir(st.Path))
	if len(entries) != 2 {
		t.Errorf("files left: %v", entries)
	}
	q.Reset("a")
	if q.Done("a") || q.Lessons["b"] == nil || q.Equal(p) {
		t.Errorf("reset one: %+v", q.Lessons)
	}
	q.Reset("")
	if len(q.Lessons) != 0 || q.Last != "" {
		t.Errorf("reset all: %+v", q)
	}
}

// TestProgressEqual: Equal tells every difference a save would write.
func TestProgressEqual(t *testing.T) {
	a := NewProgress()
	a.Lesson("x").Mistakes = 1
	for name, change := range map[string]func(p *Progress){
		"last":     func(p *Progress) { p.Last = "x" },
		"mistakes": func(p *Progress) { p.Lesson("x").Mistakes++ },
		"done":     func(p *Progress) { p.Lesson("x").Done = true },
		"position": func(p *Progress) { p.Lesson("x").Position = 2 },
		"new":      func(p *Progress) { p.Lesson("y") },
		"gone":     func(p *Progress) { p.Reset("x") },
	} {
		b := a.Clone()
		if !a.Equal(b) {
			t.Fatalf("a clone differs")
		}
		change(b)
		if a.Equal(b) || b.Equal(a) {
			t.Errorf("%s: not told apart", name)
		}
	}
}

// TestProgressCorrupt: a corrupt, truncated or nonsensical file never
// crashes; it is kept under a name of its own and progress starts
// afresh; a newer version's file is left alone.
func TestProgressCorrupt(t *testing.T) {
	for _, content := range []string{"{", "", "null", `{"version":0,"lessons":{}}`, `{"version":1,"lessons":{"a":{"mistakes":-1}}}`, "\x00\xff"} {
		dir := t.TempDir()
		st := &Store{Path: filepath.Join(dir, ProgressFile)}
		if err := os.WriteFile(st.Path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		p, rep := st.Open()
		if rep.Status != statefile.Recovered || len(p.Lessons) != 0 {
			t.Errorf("%q: status %v, %+v", content, rep.Status, p)
		}
		kept, err := os.ReadFile(rep.Kept)
		if err != nil || string(kept) != content || !strings.HasPrefix(rep.Kept, st.Path+".corrupt-") {
			t.Errorf("%q: copy %s %q %v", content, rep.Kept, kept, err)
		}
		if _, _, err := st.Sync(p.Clone(), p); err != nil {
			t.Errorf("%q: save after recovery: %v", content, err)
		}
	}
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, ProgressFile)}
	newer := `{"version":2,"lessons":{"a":{"done":true}}}`
	if err := os.WriteFile(st.Path, []byte(newer), 0o644); err != nil {
		t.Fatal(err)
	}
	p, rep := st.Open()
	if rep.Status != statefile.Newer || rep.Version != 2 || len(p.Lessons) != 0 {
		t.Errorf("newer: %v %d %+v", rep.Status, rep.Version, p)
	}
	p.Lesson("b").Done = true
	if _, _, err := st.Sync(NewProgress(), p); err == nil {
		t.Error("a newer version's file was written over")
	}
	if data, _ := os.ReadFile(st.Path); string(data) != newer {
		t.Errorf("newer file changed: %s", data)
	}
}

// TestProgressAtomic: whatever is in the directory while a save runs, the
// progress file is the old or the new one, never a mixture: the new data
// is written to a temporary file that is renamed over the old.
func TestProgressAtomic(t *testing.T) {
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, ProgressFile)}
	p := NewProgress()
	base := p.Clone()
	for i := 0; i < 50; i++ {
		p.Lesson("lesson-" + strings.Repeat("x", i)).Mistakes = i + 1
		merged, _, err := st.Sync(base, p)
		if err != nil {
			t.Fatal(err)
		}
		p, base = merged, merged.Clone()
		q, rep := st.Open()
		if rep.Status != statefile.Loaded || len(q.Lessons) != i+1 {
			t.Fatalf("save %d: %v %d lessons", i, rep.Status, len(q.Lessons))
		}
	}
	// A temporary file left by a kill before the rename does not matter.
	if err := os.WriteFile(filepath.Join(dir, ".croupier-123.tmp"), []byte("{half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, rep := st.Open(); rep.Status != statefile.Loaded {
		t.Errorf("a stray temporary file disturbed loading: %v", rep.Status)
	}
}
