package statefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile writes data to path atomically with the given permissions:
// a temporary file beside it, synced, renamed over it, the directory
// synced; a kill at any moment leaves the old or the new file, and no
// temporary file is left behind on any error. It takes no lock (it is for
// the user's own files, e.g. croupier fill's scenario). Errors are
// *Error.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	if err := (writer{file: path}).put(data, perm, false); err != nil {
		return err
	}
	return nil
}

// WriteNew is WriteFile that refuses to replace an existing file (an
// *Error with ReasonExists): the file appears complete or not at all
// (the free play's "speichern").
func WriteNew(path string, data []byte, perm fs.FileMode) error {
	if err := (writer{file: path}).put(data, perm, true); err != nil {
		return err
	}
	return nil
}

// writer writes one file through a temporary file.
type writer struct {
	file  string
	fault func(Op) error
}

// put writes data to a new temporary file in the file's directory, syncs
// and closes it, then renames it over the file (or, exclusive, links it
// to the file's name, failing if that exists), and syncs the directory.
// The temporary file is removed on every path where it is not renamed.
func (w writer) put(data []byte, perm fs.FileMode, exclusive bool) *Error {
	dir := filepath.Dir(w.file)
	var tmp *os.File
	if err := runStep(w.fault, OpCreate, func() (err error) {
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
	if err := fail(OpSync, tmp.Sync); err != nil {
		return err
	}
	if err := fail(OpClose, tmp.Close); err != nil {
		return err
	}
	if exclusive {
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
	if _, serr := os.Lstat(w.file); serr == nil {
		return &Error{Op: OpRename, File: w.file, Path: w.file, Reason: ReasonExists, Err: fs.ErrExist}
	}
	if err := os.Rename(tmp, w.file); err != nil {
		return newError(OpRename, w.file, w.file, err)
	}
	return nil
}
