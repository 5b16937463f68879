//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package statefile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestUpdateFaults: whichever step of the write fails (a full disk, a
// read-only file system), the error names the step and the reason, the
// old file is untouched and no temporary file is left; after the rename
// only the directory sync can fail, and then the new file is in place
// and the error says so (Written).
func TestUpdateFaults(t *testing.T) {
	cases := []struct {
		op      Op
		err     error
		reason  Reason
		written bool
	}{
		{OpMkdir, syscall.EROFS, ReasonReadOnly, false},
		{OpLock, syscall.EACCES, ReasonPermission, false},
		{OpRead, syscall.EIO, ReasonOther, false},
		{OpCreate, syscall.EROFS, ReasonReadOnly, false},
		{OpCreate, syscall.EDQUOT, ReasonNoSpace, false},
		{OpWrite, syscall.ENOSPC, ReasonNoSpace, false},
		{OpSync, syscall.EIO, ReasonOther, false},
		{OpClose, syscall.ENOSPC, ReasonNoSpace, false},
		{OpRename, syscall.EACCES, ReasonPermission, false},
		{OpSyncDir, syscall.EIO, ReasonOther, true},
	}
	for _, c := range cases {
		dir := t.TempDir()
		f := &File{Path: filepath.Join(dir, "progress.json")}
		put(t, f.Path, "old")
		f.fault = func(op Op) error {
			if op == c.op {
				return c.err
			}
			return nil
		}
		_, err := f.Update(replaceWith("new"))
		var e *Error
		if !errors.As(err, &e) || e.Op != c.op || e.Reason != c.reason || !errors.Is(err, c.err) || e.File != f.Path {
			t.Errorf("%s %v: got %v (%+v)", c.op, c.err, err, e)
			continue
		}
		if e.Written() != c.written {
			t.Errorf("%s: Written %v", c.op, e.Written())
		}
		want := "old"
		if c.written {
			want = "new"
		}
		if s, _ := content(f.Path); s != want {
			t.Errorf("%s: file %q, want %q", c.op, s, want)
		}
		if ts := temps(t, dir); len(ts) != 0 {
			t.Errorf("%s: temporary files left: %v", c.op, ts)
		}
		// The lock was released: the next update goes through.
		f.fault = nil
		f.LockTimeout = 1
		if _, err := f.Update(replaceWith("after")); err != nil {
			t.Errorf("%s: next update: %v", c.op, err)
		}
	}
}

// TestKeepFault: a corrupt file that cannot be moved aside stays where it
// is; load says Unavailable with the reason, update writes nothing.
func TestKeepFault(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "progress.json"), Version: 1}
	f.fault = func(op Op) error {
		if op == OpKeep {
			return syscall.EROFS
		}
		return nil
	}
	put(t, f.Path, "garbage")
	rep := f.Load(strictJSON)
	if rep.Status != Unavailable || rep.Err == nil || rep.Err.Op != OpKeep || rep.Err.Reason != ReasonReadOnly {
		t.Errorf("load: %+v", rep)
	}
	_, err := f.Update(func(cur []byte, exists bool) ([]byte, error) {
		if exists {
			return nil, strictJSON(cur)
		}
		return []byte(`{"version":1}`), nil
	})
	var e *Error
	if !errors.As(err, &e) || e.Op != OpKeep {
		t.Errorf("update: %v", err)
	}
	if s, _ := content(f.Path); s != "garbage" {
		t.Errorf("file %q", s)
	}
}

// TestReadOnlyDirectory: in a directory the user may not write, a load
// still reads the file, and an update fails with ReasonPermission (at the
// lock when there is no lock file yet, at the temporary file when there
// is one the user may lock) and leaves the file as it was. Root may write
// anywhere, so as root the updates run in a child process as the user
// nobody.
func TestReadOnlyDirectory(t *testing.T) {
	for _, withLock := range []bool{false, true} {
		var got string
		dir := t.TempDir()
		path := filepath.Join(dir, "progress.json")
		put(t, path, "old")
		if os.Geteuid() == 0 {
			got = updateAsNobody(t, dir, path, withLock)
		} else {
			if withLock {
				put(t, path+LockSuffix, "")
			}
			if err := os.Chmod(dir, 0o500); err != nil {
				t.Fatal(err)
			}
			f := &File{Path: path, Version: 1}
			rep := f.Load(func([]byte) error { return nil })
			_, err := f.Update(replaceWith("new"))
			var e *Error
			errors.As(err, &e)
			got = fmt.Sprint(rep.Status, " ", e.Op, " ", e.Reason)
			os.Chmod(dir, 0o700)
		}
		want := "loaded lock permission denied"
		if withLock {
			want = "loaded create permission denied"
		}
		if got != want {
			t.Errorf("lock file %v: got %q, want %q", withLock, got, want)
		}
		if s, _ := content(path); s != "old" {
			t.Errorf("lock file %v: file %q", withLock, s)
		}
		if ts := temps(t, dir); len(ts) != 0 {
			t.Errorf("lock file %v: temporary files left: %v", withLock, ts)
		}
	}
}

// updateAsNobody runs childUpdateOnce as the user nobody on a state
// directory it may read but not write, from a copy of the test binary
// that nobody may run, and returns what it printed.
func updateAsNobody(t *testing.T, dir, path string, withLock bool) string {
	const nobody = 65534
	for d := dir; d != filepath.Dir(d) && d != os.TempDir(); d = filepath.Dir(d) {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if withLock {
		put(t, path+LockSuffix, "")
		if err := os.Chown(path+LockSuffix, nobody, nobody); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(t.TempDir(), "statefile.test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	for d := filepath.Dir(bin); d != filepath.Dir(d) && d != os.TempDir(); d = filepath.Dir(d) {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cmd := child("update-once", path, "nobody")
	cmd.Path, cmd.Args[0] = bin, bin
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: nobody, Gid: nobody}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child as nobody: %v: %s", err, out)
	}
	return strings.TrimSpace(string(out))
}
