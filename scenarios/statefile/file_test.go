package statefile

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// put writes a file for a test.
func put(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}

// content returns a file's content ("" with ok false when it cannot be
// read).
func content(path string) (string, bool) {
	b, err := os.ReadFile(path)
	return string(b), err == nil
}

// temps returns the croupier temporary files in dir.
func temps(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if _, ok := tempTarget(e.Name()); ok {
			out = append(out, e.Name())
		}
	}
	return out
}

// replaceWith is a merge that writes data whatever is there.
func replaceWith(data string) func([]byte, bool) ([]byte, error) {
	return func([]byte, bool) ([]byte, error) { return []byte(data), nil }
}

// strictJSON accepts only a JSON object with "version": 1, as the
// tutor's and the quiz's parsers do.
func strictJSON(data []byte) error {
	v, ok := PeekVersion(data)
	if !ok || v != 1 {
		return ErrCorrupt
	}
	return nil
}

// TestFileLoad: each way a load goes, with the file left, moved or read
// as the status says.
func TestFileLoad(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json"), Version: 1}
	called := false
	if rep := f.Load(func([]byte) error { called = true; return nil }); rep.Status != Fresh || called || rep.Err != nil {
		t.Errorf("missing file: %+v, parse called %v", rep, called)
	}
	put(t, f.Path, `{"version":1,"lessons":{}}`)
	var got string
	rep := f.Load(func(b []byte) error { got = string(b); return strictJSON(b) })
	if rep.Status != Loaded || got != `{"version":1,"lessons":{}}` {
		t.Errorf("good file: %+v %q", rep, got)
	}
	// A version 2 file is a newer croupier's: not parsed, not moved.
	put(t, f.Path, `{"version":2,"whatever":[1,2]}`)
	called = false
	rep = f.Load(func([]byte) error { called = true; return nil })
	if rep.Status != Newer || rep.Version != 2 || called || rep.Err == nil || rep.Err.Reason != ReasonNewer {
		t.Errorf("newer file: %+v, parse called %v", rep, called)
	}
	if s, _ := content(f.Path); s != `{"version":2,"whatever":[1,2]}` {
		t.Errorf("newer file touched: %q", s)
	}
	// Without a version to check, the same file goes to parse.
	g := &File{Path: f.Path}
	if rep := g.Load(func([]byte) error { return nil }); rep.Status != Loaded {
		t.Errorf("no version check: %+v", rep)
	}
}

// TestFileLoadCorruptTwice: two corrupt files in a row are both kept,
// byte for byte, under names of their own, even within one millisecond.
func TestFileLoadCorruptTwice(t *testing.T) {
	dir := t.TempDir()
	stamp := time.Date(2026, 12, 1, 8, 47, 0, 123_000_000, time.Local)
	f := &File{Path: filepath.Join(dir, "progress.json"), Version: 1, now: func() time.Time { return stamp }}
	put(t, f.Path, "first garbage")
	rep1 := f.Load(strictJSON)
	put(t, f.Path, `{"version":1,"lessons":`)
	rep2 := f.Load(strictJSON)
	want1 := f.Path + ".corrupt-20261201T084700.123"
	want2 := want1 + "-2"
	if rep1.Status != Recovered || rep1.Kept != want1 {
		t.Errorf("first: %+v, want kept as %s", rep1, want1)
	}
	if rep2.Status != Recovered || rep2.Kept != want2 {
		t.Errorf("second: %+v, want kept as %s", rep2, want2)
	}
	if s, _ := content(want1); s != "first garbage" {
		t.Errorf("first copy: %q", s)
	}
	if s, _ := content(want2); s != `{"version":1,"lessons":` {
		t.Errorf("second copy: %q", s)
	}
	if _, ok := content(f.Path); ok {
		t.Error("corrupt file left in place")
	}
	// With the real clock the name carries the time of the move.
	g := &File{Path: f.Path, Version: 1}
	put(t, g.Path, "third")
	rep3 := g.Load(strictJSON)
	if rep3.Status != Recovered || !strings.HasPrefix(rep3.Kept, g.Path+".corrupt-") || rep3.Kept == want1 || rep3.Kept == want2 {
		t.Errorf("third: %+v", rep3)
	}
}

// TestFileLoadTooLarge: a file over MaxSize is not parsed; it is kept.
func TestFileLoadTooLarge(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "quiz.json"), Version: 1, MaxSize: 10}
	put(t, f.Path, `{"version":1,"x":"long"}`)
	called := false
	rep := f.Load(func([]byte) error { called = true; return nil })
	if rep.Status != Recovered || called {
		t.Errorf("%+v, parse called %v", rep, called)
	}
}

// TestFileDirInPlace: a directory where the file should be is reported
// (ReasonIsDir) by load and update, never renamed over or removed.
func TestFileDirInPlace(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json"), Version: 1}
	if err := os.Mkdir(f.Path, 0o755); err != nil {
		t.Fatal(err)
	}
	put(t, filepath.Join(f.Path, "inside"), "x")
	called := false
	rep := f.Load(func([]byte) error { called = true; return nil })
	if rep.Status != Unavailable || called || rep.Err == nil || rep.Err.Reason != ReasonIsDir || rep.Err.Path != f.Path {
		t.Errorf("load: %+v (err %v), parse called %v", rep, rep.Err, called)
	}
	_, err := f.Update(replaceWith("new"))
	var e *Error
	if !errors.As(err, &e) || e.Reason != ReasonIsDir || e.Op != OpRead || e.File != f.Path {
		t.Errorf("update: %v", err)
	}
	if s, _ := content(filepath.Join(f.Path, "inside")); s != "x" {
		t.Error("the directory was touched")
	}
	if ts := temps(t, dir); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
}

// TestUpdateCreatesDirectory: a missing state directory is created,
// private (0700), and the file holds what merge returned, which saw no
// file.
func TestUpdateCreatesDirectory(t *testing.T) {
	root := t.TempDir()
	f := &File{Path: filepath.Join(root, "state", "croupier", "progress.json"), Version: 1}
	var sawExists bool
	var sawCur []byte
	rep, err := f.Update(func(cur []byte, exists bool) ([]byte, error) {
		sawCur, sawExists = cur, exists
		return []byte(`{"version":1}`), nil
	})
	if err != nil || rep.Status != Fresh || sawExists || sawCur != nil {
		t.Fatalf("update: %v %+v, merge saw %q %v", err, rep, sawCur, sawExists)
	}
	for _, d := range []string{filepath.Join(root, "state"), filepath.Dir(f.Path)} {
		fi, err := os.Stat(d)
		if err != nil || fi.Mode().Perm() != 0o700 {
			t.Errorf("%s: %v %v, want 0700", d, fi.Mode(), err)
		}
	}
	if s, _ := content(f.Path); s != `{"version":1}` {
		t.Errorf("file: %q", s)
	}
	fi, _ := os.Stat(f.Path)
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("file mode %v, want 0600", fi.Mode())
	}
	// The second update sees the first's content.
	rep, err = f.Update(func(cur []byte, exists bool) ([]byte, error) {
		sawCur, sawExists = cur, exists
		return []byte(`{"version":1,"n":2}`), nil
	})
	if err != nil || rep.Status != Loaded || !sawExists || string(sawCur) != `{"version":1}` {
		t.Errorf("second update: %v %+v, merge saw %q %v", err, rep, sawCur, sawExists)
	}
	if ts := temps(t, filepath.Dir(f.Path)); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
}

// TestUpdateNotADirectory: a file where the state directory should be
// gives ReasonNotDir at the mkdir step.
func TestUpdateNotADirectory(t *testing.T) {
	root := t.TempDir()
	put(t, filepath.Join(root, "croupier"), "a file")
	f := &File{Path: filepath.Join(root, "croupier", "progress.json")}
	_, err := f.Update(replaceWith("x"))
	var e *Error
	if !errors.As(err, &e) || e.Op != OpMkdir || e.Reason != ReasonNotDir {
		t.Errorf("got %v", err)
	}
	if rep := f.Load(strictJSON); rep.Status != Unavailable || rep.Err.Reason != ReasonNotDir {
		t.Errorf("load: %+v", rep)
	}
}

// TestUpdateNewerRefused: a newer version's file is never written over:
// merge is not called, the file keeps its bytes.
func TestUpdateNewerRefused(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "quiz.json"), Version: 1}
	const newer = "{\"version\": 3, \"topics\": {}}\n"
	put(t, f.Path, newer)
	called := false
	rep, err := f.Update(func([]byte, bool) ([]byte, error) { called = true; return []byte("x"), nil })
	var e *Error
	if !errors.As(err, &e) || e.Reason != ReasonNewer || e.Version != 3 || !errors.Is(err, ErrNewer) || called {
		t.Errorf("got %v (merge called %v)", err, called)
	}
	if rep.Status != Newer || rep.Version != 3 {
		t.Errorf("report %+v", rep)
	}
	if s, _ := content(f.Path); s != newer {
		t.Errorf("file changed: %q", s)
	}
	if ts := temps(t, dir); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
}

// TestUpdateCorrupt: a file that merge calls corrupt is kept and merge
// runs again with no file; the report says where the copy is.
func TestUpdateCorrupt(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json"), Version: 1}
	put(t, f.Path, "garbage")
	var calls []string
	rep, err := f.Update(func(cur []byte, exists bool) ([]byte, error) {
		calls = append(calls, string(cur))
		if exists {
			if err := strictJSON(cur); err != nil {
				return nil, err
			}
		}
		return []byte(`{"version":1}`), nil
	})
	if err != nil || rep.Status != Recovered || rep.Kept == "" {
		t.Fatalf("%v %+v", err, rep)
	}
	if len(calls) != 2 || calls[0] != "garbage" || calls[1] != "" {
		t.Errorf("merge calls %q", calls)
	}
	if s, _ := content(rep.Kept); s != "garbage" {
		t.Errorf("kept copy %q", s)
	}
	if s, _ := content(f.Path); s != `{"version":1}` {
		t.Errorf("file %q", s)
	}
}

// TestUpdateMergeError: a merge that refuses (other than ErrCorrupt)
// writes nothing and is reported as OpMerge with its error.
func TestUpdateMergeError(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json")}
	put(t, f.Path, "old")
	bad := errors.New("cannot marshal")
	_, err := f.Update(func([]byte, bool) ([]byte, error) { return nil, bad })
	var e *Error
	if !errors.As(err, &e) || e.Op != OpMerge || !errors.Is(err, bad) {
		t.Errorf("got %v", err)
	}
	if s, _ := content(f.Path); s != "old" {
		t.Errorf("file changed: %q", s)
	}
}

// TestUpdateBusy: while another holder keeps the lock, an update gives
// up after its timeout with ReasonBusy and writes nothing; once the lock
// is free it goes through.
func TestUpdateBusy(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json"), LockTimeout: 30 * time.Millisecond}
	put(t, f.Path, "old")
	l, err := acquire(f.Path+LockSuffix, true, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.Update(replaceWith("new"))
	var e *Error
	if !errors.As(err, &e) || e.Op != OpLock || e.Reason != ReasonBusy || !errors.Is(err, ErrBusy) || e.Path != f.Path+LockSuffix {
		t.Errorf("got %v", err)
	}
	if s, _ := content(f.Path); s != "old" {
		t.Errorf("file changed: %q", s)
	}
	// A load still reads (without the lock).
	if rep := f.Load(func([]byte) error { return nil }); rep.Status != Loaded {
		t.Errorf("load while locked: %+v", rep)
	}
	l.release()
	if _, err := f.Update(replaceWith("new")); err != nil {
		t.Fatal(err)
	}
	if s, _ := content(f.Path); s != "new" {
		t.Errorf("file %q", s)
	}
}

// TestLoadRemovesOwnTemps: loading removes the temporary files a killed
// process left for this state file, and only those.
func TestLoadRemovesOwnTemps(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json")}
	put(t, filepath.Join(dir, ".croupier-progress.json.123.tmp"), "torn")
	put(t, filepath.Join(dir, ".croupier-quiz.json.456.tmp"), "other")
	f.Load(func([]byte) error { return nil })
	if ts := temps(t, dir); len(ts) != 1 || ts[0] != ".croupier-quiz.json.456.tmp" {
		t.Errorf("left %v", ts)
	}
}

// TestPeekVersion: the version member of JSON objects, and nothing else.
func TestPeekVersion(t *testing.T) {
	for _, c := range []struct {
		in   string
		v    int
		want bool
	}{
		{`{"version":1}`, 1, true},
		{`{"lessons":{},"version": 7}`, 7, true},
		{`{"version":"2"}`, 0, false},
		{`{"version":2.5}`, 0, false},
		{`{"version":1e400}`, 0, false},
		{`{"version":99999999999999999999}`, 0, false},
		{`{"other":1}`, 0, false},
		{`[1]`, 0, false},
		{`{"version":2`, 0, false},
		{``, 0, false},
	} {
		if v, ok := PeekVersion([]byte(c.in)); v != c.v || ok != c.want {
			t.Errorf("%q: %d %v, want %d %v", c.in, v, ok, c.v, c.want)
		}
	}
}

// FuzzPeekVersion: never panics; a version it finds is an integer
// literal written as a top-level "version" member (JSON object members
// match field names regardless of case, as everywhere in encoding/json),
// and a lone exact "version" member holding an integer literal is found.
func FuzzPeekVersion(f *testing.F) {
	for _, s := range []string{`{"version":1}`, `{"version":-3,"x":[]}`, `{"version":"1"}`, `[]`, `{`,
		`{"version":1,"version":2}`, `{"VERSION":4}`, `{"version":-0}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, ok := PeekVersion(data)
		var obj map[string]json.RawMessage
		isObj := json.Unmarshal(data, &obj) == nil && obj != nil
		if ok {
			found := false
			for k, raw := range obj {
				if n, err := strconv.Atoi(string(raw)); err == nil && n == v && strings.EqualFold(k, "version") {
					found = true
				}
			}
			if !isObj || !found {
				t.Errorf("%q: found version %d that is not there", data, v)
			}
			return
		}
		if raw, has := obj["version"]; isObj && has && len(obj) == 1 {
			if _, err := strconv.Atoi(string(raw)); err == nil {
				t.Errorf("%q: version %s not found", data, raw)
			}
		}
	})
}
