package statefile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestLoadStatuses: each way loading can go, and a corrupt file kept
// byte for byte as .bak (the tutor's and the quiz's promise that a bad
// state file never stops croupier and is never lost).
func TestLoadStatuses(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state.json")
	called := false
	ok := func([]byte) error { called = true; return nil }
	if st := Load(path, ok); st != Fresh || called {
		t.Errorf("missing file: %v, parse called %v", st, called)
	}
	if err := os.WriteFile(path, []byte("good"), 0o644); err != nil {
		t.Fatal(err)
	}
	var got string
	if st := Load(path, func(b []byte) error { got = string(b); return nil }); st != Loaded || got != "good" {
		t.Errorf("good file: %v %q", st, got)
	}
	bad := errors.New("bad")
	if st := Load(path, func([]byte) error { return bad }); st != Recovered {
		t.Errorf("corrupt file: %v", st)
	}
	if b, err := os.ReadFile(path + ".bak"); err != nil || string(b) != "good" {
		t.Errorf("backup: %q %v", b, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("corrupt file left in place: %v", err)
	}
	// A directory where the file should be cannot be read.
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	called = false
	if st := Load(path, ok); st != Unavailable || called {
		t.Errorf("unreadable: %v, parse called %v", st, called)
	}
}

// TestSaveJSON: the directory is made, the file is indented JSON with a
// final newline, and no temporary file is left behind.
func TestSaveJSON(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "state.json")
	if err := SaveJSON(path, map[string]int{"a": 1}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if want := "{\n  \"a\": 1\n}\n"; err != nil || string(b) != want {
		t.Errorf("got %q %v, want %q", b, err, want)
	}
	if err := SaveJSON(path, map[string]int{"b": 2}); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
	if err := SaveJSON(path, func() {}); err == nil {
		t.Error("unmarshalable value saved")
	}
	if b2, _ := os.ReadFile(path); string(b2) != "{\n  \"b\": 2\n}\n" {
		t.Errorf("a failed save touched the file: %q", b2)
	}
}

// TestWriteAtomicFailure: a write into a missing directory fails and
// creates nothing.
func TestWriteAtomicFailure(t *testing.T) {
	dir := t.TempDir()
	if err := WriteAtomic(filepath.Join(dir, "missing", "f"), []byte("x")); err == nil {
		t.Error("write into a missing directory succeeded")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("files left: %v", entries)
	}
}
