package statefile

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestTempTarget: the temporary files' names and the state file each is
// for.
func TestTempTarget(t *testing.T) {
	for _, c := range []struct {
		name, base string
		ok         bool
	}{
		{".croupier-progress.json.123456.tmp", "progress.json", true},
		{".croupier-quiz.json.9.tmp", "quiz.json", true},
		{".croupier-a.b.c.42.tmp", "a.b.c", true},
		{".croupier-123456.tmp", "", true},           // an older croupier's
		{".croupier-progress.json.x1.tmp", "", true}, // not digits: by age only
		{".croupier-.tmp", "", false},
		{".croupier-notes", "", false},
		{"progress.json", "", false},
		{"croupier-progress.json.1.tmp", "", false},
	} {
		if base, ok := tempTarget(c.name); base != c.base || ok != c.ok {
			t.Errorf("%q: %q %v, want %q %v", c.name, base, ok, c.base, c.ok)
		}
	}
}

// TestClean: the temporary files of a free lock go, as do those older
// than StaleAge; a fresh one of a held lock (a write in progress), a
// fresh one without a lock file, a fresh older-style one and other files
// stay.
func TestClean(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-StaleAge - time.Minute)
	mk := func(name string, mtime time.Time) {
		p := filepath.Join(dir, name)
		put(t, p, "x")
		if !mtime.IsZero() {
			if err := os.Chtimes(p, mtime, mtime); err != nil {
				t.Fatal(err)
			}
		}
	}
	put(t, filepath.Join(dir, "progress.json"+LockSuffix), "")
	put(t, filepath.Join(dir, "quiz.json"+LockSuffix), "")
	mk(".croupier-progress.json.1.tmp", time.Time{}) // lock free
	mk(".croupier-progress.json.2.tmp", time.Time{})
	mk(".croupier-history.3.tmp", time.Time{})   // no lock file, fresh
	mk(".croupier-history.4.tmp", old)           // no lock file, stale
	mk(".croupier-quiz.json.4.tmp", time.Time{}) // lock held, fresh
	mk(".croupier-quiz.json.5.tmp", old)         // lock held, stale
	mk(".croupier-777.tmp", time.Time{})         // older style, fresh
	mk(".croupier-778.tmp", old)                 // older style, stale
	mk("progress.json", old)
	mk(".croupier-notes", old)
	l, err := acquire(filepath.Join(dir, "quiz.json"+LockSuffix), false, 0)
	if err != nil {
		t.Fatal(err)
	}
	removed, err := Clean(dir)
	l.release()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range removed {
		got = append(got, filepath.Base(p))
	}
	slices.Sort(got)
	want := []string{".croupier-778.tmp", ".croupier-history.4.tmp", ".croupier-progress.json.1.tmp",
		".croupier-progress.json.2.tmp", ".croupier-quiz.json.5.tmp"}
	if !slices.Equal(got, want) {
		t.Errorf("removed %v, want %v", got, want)
	}
	left := temps(t, dir)
	if want := []string{".croupier-777.tmp", ".croupier-history.3.tmp", ".croupier-quiz.json.4.tmp"}; !slices.Equal(left, want) {
		t.Errorf("left %v, want %v", left, want)
	}
	for _, n := range []string{"progress.json", ".croupier-notes", "quiz.json" + LockSuffix} {
		if _, ok := content(filepath.Join(dir, n)); !ok {
			t.Errorf("%s removed", n)
		}
	}
	if r, err := Clean(filepath.Join(dir, "missing")); r != nil || err != nil {
		t.Errorf("missing directory: %v %v", r, err)
	}
}

// TestWriteFile: the file gets the content and the mode, an existing one
// is replaced, nothing else is left; WriteNew refuses an existing file
// and leaves it as it was.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.yaml")
	if err := WriteFile(path, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("two"), 0o644); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if s, _ := content(path); err != nil || s != "two" || fi.Mode().Perm() != 0o644 {
		t.Errorf("WriteFile: %q %v", s, fi.Mode())
	}
	err = WriteNew(path, []byte("three"), 0o644)
	e, ok := err.(*Error)
	if !ok || e.Reason != ReasonExists || e.Op != OpCheck {
		t.Errorf("WriteNew over a file: %v", err)
	}
	if s, _ := content(path); s != "two" {
		t.Errorf("WriteNew changed the file: %q", s)
	}
	fresh := filepath.Join(dir, "new.yaml")
	if err := WriteNew(fresh, []byte("four"), 0o640); err != nil {
		t.Fatal(err)
	}
	fi, _ = os.Stat(fresh)
	if s, _ := content(fresh); s != "four" || fi.Mode().Perm() != 0o640 {
		t.Errorf("WriteNew: %q %v", s, fi.Mode())
	}
	if err := WriteFile(filepath.Join(dir, "missing", "x.yaml"), []byte("x"), 0o644); err == nil {
		t.Error("write into a missing directory succeeded")
	} else if e, ok := err.(*Error); !ok || e.Op != OpCheck || e.Reason != ReasonNoDir {
		t.Errorf("missing directory: %v", err)
	}
	if ts := temps(t, dir); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
}
