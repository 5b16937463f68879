//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package statefile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// within fails the test when do does not return within 5 s (a FIFO opened
// the wrong way blocks forever).
func within(t *testing.T, what string, do func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { do(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s hangs", what)
	}
}

// reasonOf is the reason of a writer's error (or -1).
func reasonOf(err error) Reason {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	return 255
}

// TestWriteRefuses: the one writer refuses what it must not replace, with
// the real cause, and leaves it as it was: a FIFO (without blocking), a
// directory, a link loop, a dangling link, a file with another hard link,
// a read-only file, a missing directory; no temporary file is left.
func TestWriteRefuses(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o700)
	loop := filepath.Join(dir, "loop")
	os.Symlink(loop, loop)
	dangling := filepath.Join(dir, "dangling")
	os.Symlink(filepath.Join(dir, "nothing"), dangling)
	linked := filepath.Join(dir, "linked.yaml")
	put(t, linked, "mine")
	os.Link(linked, filepath.Join(dir, "other-name.yaml"))
	ro := filepath.Join(dir, "ro.yaml")
	put(t, ro, "mine")
	os.Chmod(ro, 0o444)
	for _, c := range []struct {
		path string
		want Reason
	}{
		{fifo, ReasonNotRegular},
		{sub, ReasonIsDir},
		{loop, ReasonLoop},
		{dangling, ReasonNotRegular},
		{linked, ReasonHardLinks},
		{ro, ReasonFileReadOnly},
		{filepath.Join(dir, "missing", "r.xml"), ReasonNoDir},
	} {
		var err error
		within(t, c.path, func() { err = WriteFile(c.path, []byte("new"), 0o644) })
		if got := reasonOf(err); got != c.want {
			t.Errorf("%s: %v (%v), want %v", filepath.Base(c.path), got, err, c.want)
		}
	}
	if fi, _ := os.Lstat(fifo); fi.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
	if fi, _ := os.Lstat(dangling); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the dangling link was replaced")
	}
	for _, f := range []string{linked, filepath.Join(dir, "other-name.yaml"), ro} {
		if s, _ := content(f); s != "mine" {
			t.Errorf("%s: %q", f, s)
		}
	}
	if ts := temps(t, dir); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
}

// TestWriteDevFull: /dev/full, a device, is refused and stays a device
// (it was once replaced by a regular file when written as root).
func TestWriteDevFull(t *testing.T) {
	fi, err := os.Lstat("/dev/full")
	if err != nil {
		t.Skip("no /dev/full here")
	}
	if os.Geteuid() == 0 && fi.Mode()&os.ModeDevice == 0 {
		t.Skip("/dev/full is no device here")
	}
	if got := reasonOf(WriteFile("/dev/full", []byte("x"), 0o644)); got != ReasonNotRegular {
		t.Errorf("reason %v", got)
	}
	if fi, err := os.Lstat("/dev/full"); err != nil || fi.Mode()&os.ModeDevice == 0 {
		t.Errorf("/dev/full is no longer a device: %v %v", fi.Mode(), err)
	}
}

// TestWriteThroughLink: a link to a regular file is written through; the
// link stays a link. A link planted where an old croupier put its fixed
// temporary name is not written through.
func TestWriteThroughLink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.yaml")
	put(t, real, "old")
	link := filepath.Join(dir, "link.yaml")
	os.Symlink(real, link)
	victim := filepath.Join(dir, "victim")
	put(t, victim, "victim")
	os.Symlink(victim, link+".croupier-fill")
	if err := WriteFile(link, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, _ := content(real); s != "new" {
		t.Errorf("target %q", s)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if s, _ := content(victim); s != "victim" {
		t.Errorf("written through a planted link: %q", s)
	}
}

// TestWriteKeepsModeAndOwner: the new file has the old one's mode, and
// (as root) its owner and group.
func TestWriteKeepsModeAndOwner(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.yaml")
	put(t, path, "old")
	os.Chmod(path, 0o640)
	if os.Geteuid() == 0 {
		if err := os.Chown(path, 65534, 65534); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteFile(path, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v", fi.Mode())
	}
	if st := fi.Sys().(*syscall.Stat_t); os.Geteuid() == 0 && (st.Uid != 65534 || st.Gid != 65534) {
		t.Errorf("owner %d:%d", st.Uid, st.Gid)
	}
}

// TestWriteUnchanged: a file changed after it was read is not replaced
// (ReasonChanged) and keeps the change; unchanged, it is replaced.
func TestWriteUnchanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.yaml")
	put(t, path, "read")
	_, snap, err := ReadRegular(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	put(t, path, "edit")
	if got := reasonOf(Write(path, []byte("filled"), Options{Unchanged: snap})); got != ReasonChanged {
		t.Errorf("reason %v", got)
	}
	if s, _ := content(path); s != "edit" {
		t.Errorf("file %q", s)
	}
	_, snap, _ = ReadRegular(path, 0)
	if err := Write(path, []byte("filled"), Options{Unchanged: snap}); err != nil {
		t.Fatal(err)
	}
	if s, _ := content(path); s != "filled" {
		t.Errorf("file %q", s)
	}
}

// TestWriteNewFullDisk: a new file whose write fails for a full disk
// leaves nothing behind, and the retry writes it.
func TestWriteNewFullDisk(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lesson.yaml")
	full := func(op Op) error {
		if op == OpWrite {
			return syscall.ENOSPC
		}
		return nil
	}
	if got := reasonOf(writeWith(path, []byte("x"), Options{New: true}, full)); got != ReasonNoSpace {
		t.Errorf("reason %v", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
	if err := WriteNew(path, []byte("x"), 0o644); err != nil {
		t.Errorf("retry: %v", err)
	}
}

// TestReadRegularFIFO: a FIFO where a state file should be is reported
// (ReasonNotRegular, Unavailable) at once, never opened to block, and is
// left as it is; an update refuses it too.
func TestReadRegularFIFO(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.json")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	f := &File{Path: path, Version: 1}
	var rep Report
	within(t, "load", func() { rep = f.Load(func([]byte) error { return nil }) })
	if rep.Status != Unavailable || rep.Err == nil || rep.Err.Reason != ReasonNotRegular {
		t.Errorf("load: %v %v", rep.Status, rep.Err)
	}
	var err error
	within(t, "update", func() { _, err = f.Update(replaceWith("x")) })
	if got := reasonOf(err); got != ReasonNotRegular {
		t.Errorf("update: %v", err)
	}
	if fi, _ := os.Lstat(path); fi.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
}

// TestLockOneWait: with a lock held elsewhere, the first update of a
// session waits its timeout and says who holds the lock (the pid in the
// lock file); every later load and update of the session's files tries
// once, without waiting.
func TestLockOneWait(t *testing.T) {
	dir := t.TempDir()
	p := &Patience{}
	a := &File{Path: filepath.Join(dir, "progress.json"), LockTimeout: 200 * time.Millisecond, Patience: p}
	b := &File{Path: filepath.Join(dir, "quiz.json"), LockTimeout: 200 * time.Millisecond, Patience: p}
	held := make([]*fileLock, 0, 2)
	for _, f := range []*File{a, b} {
		l, err := acquire(f.lockPath(), true, 0)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, l)
	}
	defer func() {
		for _, l := range held {
			l.release()
		}
	}()
	_, err := a.Update(replaceWith("x"))
	var e *Error
	if !errors.As(err, &e) || e.Reason != ReasonBusy || e.Holder != os.Getpid() || e.Waited != 200*time.Millisecond {
		t.Fatalf("first update: %+v", e)
	}
	start := time.Now()
	for range 5 {
		_, err = b.Update(replaceWith("x"))
		if !errors.As(err, &e) || e.Reason != ReasonBusy || e.Waited != 0 {
			t.Fatalf("later update: %+v", e)
		}
		a.Load(func([]byte) error { return nil })
	}
	if d := time.Since(start); d > 150*time.Millisecond {
		t.Errorf("five later updates and loads took %v: they waited", d)
	}
}

// TestWriteDescriptorLinks: /dev/stdout and its like name an open
// descriptor, not a file: even when the shell redirected the output to a
// regular file, that file is not replaced.
func TestWriteDescriptorLinks(t *testing.T) {
	if _, err := os.Lstat("/dev/stdout"); err != nil {
		t.Skip("no /dev/stdout here")
	}
	link := filepath.Join(t.TempDir(), "out")
	os.Symlink("/dev/stdout", link)
	for _, p := range []string{"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", link} {
		if got := reasonOf(WriteFile(p, []byte("x"), 0o644)); got != ReasonNotRegular {
			t.Errorf("%s: %v", p, got)
		}
	}
}
