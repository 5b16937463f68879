package statefile

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Options say how Write treats the file it writes.
type Options struct {
	// Perm is a new file's permissions (0: 0600). An existing file keeps
	// its own mode (and owner).
	Perm fs.FileMode
	// New refuses to replace an existing file (ReasonExists): the file
	// appears complete or not at all (croupier new -o, the free play's
	// "speichern").
	New bool
	// Unchanged, when set, is the file as it was read (ReadRegular): the
	// write is refused (ReasonChanged) when the file is no longer that
	// content just before the rename, so that an edit made meanwhile is
	// never lost (croupier fill).
	Unchanged *Snapshot
}

// WriteFile writes data to path atomically (see Write), keeping an
// existing file's mode and owner, perm for a new one. It takes no lock
// (it is for the user's own files). Errors are *Error.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return Write(path, data, Options{Perm: perm})
}

// WriteNew is WriteFile that refuses to replace an existing file (an
// *Error with ReasonExists): the file appears complete or not at all
// (the free play's "speichern").
func WriteNew(path string, data []byte, perm fs.FileMode) error {
	return Write(path, data, Options{Perm: perm, New: true})
}

// Write is croupier's one writer of files, its state and the user's own
// alike. It writes data to a temporary file created exclusively (a fresh
// random name, never through a link planted there) in the directory of
// the file, syncs and closes it, and renames it over the file, then syncs
// the directory: a kill at any moment leaves the old file or the new one,
// and on any error nothing is left but the old file, as it was.
//
// Before it writes it checks the file (see docs/state.md, "The one
// writer"): a link is followed to the file it names (the link stays); a
// link loop (ReasonLoop), a dangling link, a FIFO, a device or a socket
// (ReasonNotRegular), a directory (ReasonIsDir), a file read-only to the
// user (ReasonFileReadOnly) and a file with other hard links
// (ReasonHardLinks: replacing it would part it from them) are refused; a
// missing directory is ReasonNoDir. The new file gets the old one's mode
// and owner (ReasonOwner when the owner cannot be kept). Errors are
// *Error.
func Write(path string, data []byte, o Options) error {
	return writeWith(path, data, o, nil)
}

// writeWith is Write with a test's fault injected before each step.
func writeWith(path string, data []byte, o Options, fault func(Op) error) error {
	if err := (writer{file: path, fault: fault}).write(data, o); err != nil {
		return err
	}
	return nil
}

// writer writes one file through a temporary file.
type writer struct {
	file  string
	fault func(Op) error
}

// write checks the target, then puts data in place.
func (w writer) write(data []byte, o Options) *Error {
	perm := o.Perm
	if perm == 0 {
		perm = 0o600
	}
	if _, err := os.Lstat(w.file); err == nil && o.New {
		// whatever it is (a directory, a link): a new file never replaces it
		return &Error{Op: OpCheck, File: w.file, Path: w.file, Reason: ReasonExists, Err: fs.ErrExist}
	}
	t, err := w.target()
	if err != nil {
		return err
	}
	w.file = t.path
	return w.put(data, perm, t.info, o)
}

// target is what a path names once its links are followed.
type target struct {
	path string      // the file to replace (a link's final target)
	info fs.FileInfo // nil when there is no file yet
}

// target follows w.file's links and checks what it finds.
func (w writer) target() (target, *Error) {
	fail := func(reason Reason, path string, err error) (target, *Error) {
		return target{}, &Error{Op: OpCheck, File: w.file, Path: path, Reason: reason, Err: err}
	}
	path := w.file
	if descriptorLink(path) {
		return fail(ReasonNotRegular, path, errNotRegular)
	}
	fi, err := os.Lstat(path)
	if err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		resolved, rerr := filepath.EvalSymlinks(path)
		if rerr != nil {
			if _, serr := os.Stat(path); isLoop(rerr) || isLoop(serr) { // EvalSymlinks says "too many links"
				return fail(ReasonLoop, path, rerr)
			}
			if errors.Is(rerr, fs.ErrNotExist) {
				return fail(ReasonNotRegular, path, rerr) // a link to nothing
			}
			return target{}, newError(OpCheck, w.file, path, rerr)
		}
		path = resolved
		fi, err = os.Lstat(path)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(path)
		if st, derr := os.Stat(dir); derr != nil {
			if errors.Is(derr, fs.ErrNotExist) {
				return fail(ReasonNoDir, dir, derr)
			}
			return target{}, newError(OpCheck, w.file, dir, derr)
		} else if !st.IsDir() {
			return fail(ReasonNotDir, dir, errNotDir)
		}
		return target{path: path}, nil
	case err != nil:
		if isLoop(err) {
			return fail(ReasonLoop, path, err)
		}
		return target{}, newError(OpCheck, w.file, path, err)
	case fi.IsDir():
		return fail(ReasonIsDir, path, errIsDir)
	case !fi.Mode().IsRegular():
		return fail(ReasonNotRegular, path, errNotRegular)
	case hardLinks(fi) > 1:
		return fail(ReasonHardLinks, path, errHardLinks)
	}
	return target{path: path, info: fi}, nil
}

// descriptorLink reports whether path is, or leads through links to, a
// name of an open descriptor (/dev/stdout, /dev/fd/1, /proc/self/fd/1):
// what it names is a stream, even when that is a regular file the shell
// redirected to, and replacing it would take the output away from the
// shell's file. Such a path is no regular file to the writer.
func descriptorLink(path string) bool {
	p := filepath.Clean(path)
	for range 40 {
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		if p == "/dev/stdout" || p == "/dev/stderr" || p == "/dev/stdin" ||
			strings.HasPrefix(p, "/dev/fd/") || (strings.HasPrefix(p, "/proc/") && strings.Contains(p, "/fd/")) {
			return true
		}
		fi, err := os.Lstat(p)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return false
		}
		t, err := os.Readlink(p)
		if err != nil {
			return false
		}
		if !filepath.IsAbs(t) {
			t = filepath.Join(filepath.Dir(p), t)
		}
		p = t
	}
	return false
}

// mayReplace refuses a file the user may not write: read-only for
// everyone (root too), or not writable to this user (another user's
// file in a shared directory, whose directory would allow the rename).
// It runs once the temporary file exists, so that a directory the user
// may not write is said as such first.
func (w writer) mayReplace(fi fs.FileInfo) *Error {
	err := error(fs.ErrPermission)
	if fi.Mode().Perm()&0o222 != 0 {
		err = mayWrite(w.file)
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrPermission):
		return &Error{Op: OpCheck, File: w.file, Path: w.file, Reason: ReasonFileReadOnly, Err: err}
	}
	return newError(OpCheck, w.file, w.file, err)
}

// The errors of a refused target.
var (
	errNotRegular = errors.New("not a regular file")
	errIsDir      = errors.New("is a directory")
	errHardLinks  = errors.New("has other hard links")
	errNotDir     = errors.New("not a directory")
	errChanged    = errors.New("changed since it was read")
)

// put writes data to a new temporary file in the file's directory, gives
// it the old file's mode and owner (old nil: perm), syncs and closes it,
// checks that the file is still as read (o.Unchanged), then renames it
// over the file (or, o.New, links it to the file's name, failing if that
// exists), and syncs the directory. The temporary file is removed on
// every path where it is not renamed.
func (w writer) put(data []byte, perm fs.FileMode, old fs.FileInfo, o Options) *Error {
	dir := filepath.Dir(w.file)
	var tmp *os.File
	if err := runStep(w.fault, OpCreate, func() (err error) {
		// CreateTemp opens with O_CREATE|O_EXCL: a link planted at the
		// name makes it try another name, it never writes through one.
		tmp, err = os.CreateTemp(dir, tempPattern(filepath.Base(w.file)))
		return err
	}); err != nil {
		return newError(OpCreate, w.file, dir, err)
	}
	name := tmp.Name()
	placed := false
	defer func() {
		if !placed {
			tmp.Close()
			os.Remove(name)
		}
	}()
	fail := func(op Op, do func() error) *Error {
		if err := runStep(w.fault, op, do); err != nil {
			return newError(op, w.file, name, err)
		}
		return nil
	}
	if old != nil {
		if err := w.mayReplace(old); err != nil {
			return err
		}
		perm = old.Mode().Perm()
	}
	if err := fail(OpWrite, func() error {
		if _, err := tmp.Write(data); err != nil {
			return err
		}
		if perm != 0o600 {
			return tmp.Chmod(perm)
		}
		return nil
	}); err != nil {
		return err
	}
	if old != nil {
		if err := keepOwner(tmp, old); err != nil {
			return &Error{Op: OpWrite, File: w.file, Path: w.file, Reason: ReasonOwner, Err: err}
		}
	}
	if err := fail(OpSync, tmp.Sync); err != nil {
		return err
	}
	if err := fail(OpClose, tmp.Close); err != nil {
		return err
	}
	if o.Unchanged != nil && !o.Unchanged.still(w.file) {
		return &Error{Op: OpRename, File: w.file, Path: w.file, Reason: ReasonChanged, Err: errChanged}
	}
	if o.New {
		if err := w.link(name); err != nil {
			return err
		}
	} else if err := runStep(w.fault, OpRename, func() error { return os.Rename(name, w.file) }); err != nil {
		return newError(OpRename, w.file, w.file, err)
	}
	placed = true
	if err := runStep(w.fault, OpSyncDir, func() error { return syncDir(dir) }); err != nil {
		return newError(OpSyncDir, w.file, dir, err)
	}
	return nil
}

// link gives the complete temporary file the file's name, refusing to
// replace an existing file, and removes the temporary name. Where hard
// links are not supported it checks and renames (not atomic against
// another writer, which is acceptable for the user's own files).
func (w writer) link(tmp string) *Error {
	err := runStep(w.fault, OpRename, func() error { return os.Link(tmp, w.file) })
	if err == nil {
		os.Remove(tmp)
		return nil
	}
	if errors.Is(err, fs.ErrExist) {
		return &Error{Op: OpRename, File: w.file, Path: w.file, Reason: ReasonExists, Err: err}
	}
	if classify(err) != ReasonOther && classify(err) != ReasonPermission {
		return newError(OpRename, w.file, w.file, err)
	}
	if _, serr := os.Lstat(w.file); serr == nil {
		return &Error{Op: OpRename, File: w.file, Path: w.file, Reason: ReasonExists, Err: fs.ErrExist}
	}
	if err := os.Rename(tmp, w.file); err != nil {
		return newError(OpRename, w.file, w.file, err)
	}
	return nil
}

// Snapshot is a file as it was read: its identity, size, modification
// time and a hash of its content (see Options.Unchanged).
type Snapshot struct {
	info fs.FileInfo
	sum  [sha256.Size]byte
}

// still reports whether path is still the file and content of s.
func (s *Snapshot) still(path string) bool {
	fi, err := os.Stat(path)
	if err != nil || !os.SameFile(fi, s.info) || fi.Size() != s.info.Size() || !fi.ModTime().Equal(s.info.ModTime()) {
		return false
	}
	data, _, err := ReadRegular(path, fi.Size()+1)
	return err == nil && sha256.Sum256(data) == s.sum
}

// ReadRegular reads the file at path (through links), at most max bytes
// (0: DefaultMaxSize; a longer file gives its first max+1 bytes, so that
// the caller sees it is too long). It checks what it opens first: a FIFO,
// a device or a socket is an error wrapping ErrNotRegular, a directory
// one that says it is a directory (syscall.EISDIR where the system has
// it), and neither is ever opened in a way that could block. The
// Snapshot is what Options.Unchanged compares with before a rewrite.
func ReadRegular(path string, max int64) ([]byte, *Snapshot, error) {
	if max <= 0 {
		max = DefaultMaxSize
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if err := regular(path, fi); err != nil {
		return nil, nil, err
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, nil, err
	}
	if err := regular(path, fi); err != nil { // swapped since the Stat
		return nil, nil, err
	}
	var b bytes.Buffer
	if _, err := io.Copy(&b, io.LimitReader(f, max+1)); err != nil {
		return nil, nil, err
	}
	return b.Bytes(), &Snapshot{info: fi, sum: sha256.Sum256(b.Bytes())}, nil
}

// ErrNotRegular is wrapped by ReadRegular's error for a FIFO, a device or
// a socket.
var ErrNotRegular = errNotRegular

// regular refuses what is not a regular file.
func regular(path string, fi fs.FileInfo) error {
	switch {
	case fi.IsDir():
		return &fs.PathError{Op: "read", Path: path, Err: errIsDirOS}
	case !fi.Mode().IsRegular():
		return &fs.PathError{Op: "read", Path: path, Err: errNotRegular}
	}
	return nil
}
