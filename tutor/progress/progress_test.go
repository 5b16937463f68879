package progress

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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

// TestProgressRoundTrip saves and loads progress, and checks that the
// save leaves no temporary file behind.
func TestProgressRoundTrip(t *testing.T) {
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, "sub", ProgressFile)}
	p, status := st.Load()
	if status != Fresh || len(p.Lessons) != 0 {
		t.Fatalf("missing file: %v %v", status, p)
	}
	p.Lesson("a").Done = true
	p.Lesson("b").Mistakes = 3
	p.Lesson("b").Position = 7
	p.Last = "b"
	if err := st.Save(p); err != nil {
		t.Fatal(err)
	}
	q, status := st.Load()
	if status != Loaded || !q.Done("a") || q.Lessons["b"].Mistakes != 3 || q.Lessons["b"].Position != 7 || q.Last != "b" {
		t.Fatalf("round trip: %v %+v", status, q)
	}
	if n := q.CountDone([]string{"a", "b", "c"}); n != 1 {
		t.Errorf("CountDone = %d, want 1", n)
	}
	entries, _ := os.ReadDir(filepath.Dir(st.Path))
	if len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
	q.Reset("a")
	if q.Done("a") || q.Lessons["b"] == nil {
		t.Errorf("reset one: %+v", q.Lessons)
	}
	q.Reset("")
	if len(q.Lessons) != 0 || q.Last != "" {
		t.Errorf("reset all: %+v", q)
	}
}

// TestProgressCorrupt: a corrupt, truncated or nonsensical file never
// crashes; it is kept as .bak and progress starts afresh.
func TestProgressCorrupt(t *testing.T) {
	for _, content := range []string{"{", "", "null", `{"version":99,"lessons":{}}`, `{"version":1,"lessons":{"a":{"mistakes":-1}}}`, "\x00\xff"} {
		dir := t.TempDir()
		st := &Store{Path: filepath.Join(dir, ProgressFile)}
		if err := os.WriteFile(st.Path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		p, status := st.Load()
		if status != Recovered || len(p.Lessons) != 0 {
			t.Errorf("%q: status %v, %+v", content, status, p)
		}
		bak, err := os.ReadFile(st.Path + ".bak")
		if err != nil || string(bak) != content {
			t.Errorf("%q: backup %q %v", content, bak, err)
		}
		if err := st.Save(p); err != nil {
			t.Errorf("%q: save after recovery: %v", content, err)
		}
	}
}

// TestProgressAtomic: whatever is in the directory while a save runs, the
// progress file is the old or the new one, never a mixture: the new data
// is written to a temporary file that is renamed over the old.
func TestProgressAtomic(t *testing.T) {
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, ProgressFile)}
	p := NewProgress()
	for i := 0; i < 50; i++ {
		p.Lesson("lesson-" + strings.Repeat("x", i)).Mistakes = i
		if err := st.Save(p); err != nil {
			t.Fatal(err)
		}
		q, status := st.Load()
		if status != Loaded || len(q.Lessons) != i+1 {
			t.Fatalf("save %d: %v %d lessons", i, status, len(q.Lessons))
		}
	}
	// A temporary file left by a kill before the rename does not matter.
	if err := os.WriteFile(filepath.Join(dir, ".croupier-123.tmp"), []byte("{half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, status := st.Load(); status != Loaded {
		t.Errorf("a stray temporary file disturbed loading: %v", status)
	}
}
