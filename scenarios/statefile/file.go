package statefile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// DefaultMaxSize bounds the state file read; a bigger file is treated as
// corrupt (and kept).
const DefaultMaxSize = 16 << 20

// File is one state file (progress.json, quiz.json) shared by every
// croupier process of the user. Loads and updates take an advisory lock
// on a lock file beside it (Path+LockSuffix), so that processes running
// side by side read, merge and write one after the other. The zero value
// of every field but Path is a sensible default.
type File struct {
	// Path is the state file.
	Path string
	// Version is the newest format version this program reads. A file
	// whose top-level JSON "version" is a higher integer is Newer: it is
	// never parsed, moved or replaced. 0 turns the check off.
	Version int
	// LockTimeout bounds an update's wait for the lock (0:
	// DefaultLockTimeout); a load waits at most LoadLockTimeout.
	LockTimeout time.Duration
	// Patience, when set, is the session's one wait for a lock, shared
	// with its other files: once a wait ran out, no load or update of
	// them waits again (a single try each).
	Patience *Patience
	// MaxSize bounds the file read (0: DefaultMaxSize).
	MaxSize int64

	// fault, when set (by tests), is asked before each step and fails it
	// with the error it returns, as if the OS had.
	fault func(Op) error
	// now names the copies of corrupt files (nil: time.Now).
	now func() time.Time
}

// Report says what a load (or the read inside an update) found.
type Report struct {
	// Status is how it went.
	Status Status
	// Path is the state file.
	Path string
	// Kept is where a corrupt file was moved (Recovered): Path plus
	// ".corrupt-" and the local time, e.g.
	// progress.json.corrupt-20261201T084700.123, with "-2", "-3" … when
	// that name is taken. Earlier copies are never overwritten.
	Kept string
	// Version is the format version of a Newer file.
	Version int
	// Err says why the file is Unavailable (or why a Newer file is left
	// alone).
	Err *Error
}

// Load reads the state file under the lock and hands its content to
// parse. It never fails; the Report says what happened:
//
//   - Fresh: there is no file (parse is not called);
//   - Loaded: parse accepted the content;
//   - Recovered: parse refused it (or it is over MaxSize); the file was
//     moved to Report.Kept and the state starts empty;
//   - Newer: the file is of a newer format version (Report.Version); it
//     is left as it is, parse is not called, and Update will refuse to
//     write over it;
//   - Unavailable: the file cannot be read (Report.Err says why: a
//     directory in its place, permissions …), or it is corrupt and cannot
//     be moved aside; it is left as it is.
//
// Load also removes the temporary files a killed process left for this
// state file. It does not create the directory; where the lock file
// cannot be created (a read-only or missing directory) it reads without
// the lock, which is safe, but then leaves a corrupt file in place.
func (f *File) Load(parse func(data []byte) error) Report {
	rep := Report{Path: f.Path}
	l, lerr := f.lock(min(f.lockTimeout(), LoadLockTimeout))
	defer l.release()
	if lerr == nil {
		removeTemps(filepath.Dir(f.Path), filepath.Base(f.Path), 0)
	}
	data, exists, rerr := f.read()
	switch {
	case rerr != nil:
		rep.Status, rep.Err = Unavailable, rerr
		return rep
	case !exists:
		rep.Status = Fresh
		return rep
	}
	if v, ok := f.newer(data); ok {
		rep.Status, rep.Version = Newer, v
		rep.Err = &Error{Op: OpRead, File: f.Path, Path: f.Path, Reason: ReasonNewer, Version: v, Err: ErrNewer}
		return rep
	}
	if int64(len(data)) <= f.maxSize() && parse(data) == nil {
		rep.Status = Loaded
		return rep
	}
	if lerr != nil {
		rep.Status, rep.Err = Unavailable, newError(OpLock, f.Path, f.lockPath(), lerr)
		return rep
	}
	kept, kerr := f.keep()
	if kerr != nil {
		rep.Status, rep.Err = Unavailable, kerr
		return rep
	}
	rep.Status, rep.Kept = Recovered, kept
	return rep
}

// Update is a read-merge-write under the lock: it creates the directory
// (0700) when it is missing, takes the lock, reads the file and calls
// merge with its content (exists false and current nil when there is no
// file), writes what merge returns to a temporary file beside it, syncs
// it, renames it over the file, syncs the directory, and only then
// releases the lock and returns nil. A caller announces "saved" only
// after Update returned nil.
//
// When merge returns an error that wraps ErrCorrupt (the current content
// is not a state file it can read) the file is moved aside as Load does
// and merge is called again with no file; the Report then says Recovered
// and where the copy is. A Newer file is not read: Update returns an
// *Error with ReasonNewer and writes nothing.
//
// Every error is an *Error naming the failed step; the file is then as it
// was (except after OpSyncDir, see Error.Written), and no temporary file
// is left behind.
func (f *File) Update(merge func(current []byte, exists bool) ([]byte, error)) (Report, error) {
	rep := Report{Path: f.Path, Status: Fresh}
	dir := filepath.Dir(f.Path)
	if err := f.step(OpMkdir, func() error { return os.MkdirAll(dir, 0o700) }); err != nil {
		return rep, newError(OpMkdir, f.Path, dir, err)
	}
	var l *fileLock
	if err := f.step(OpLock, func() (err error) {
		l, err = f.lock(f.lockTimeout())
		return err
	}); err != nil {
		return rep, newError(OpLock, f.Path, f.lockPath(), err)
	}
	defer l.release()
	removeTemps(dir, filepath.Base(f.Path), 0)
	data, exists, rerr := f.read()
	if rerr != nil {
		return rep, rerr
	}
	var out []byte
	var merr error
	if exists {
		rep.Status = Loaded
		if v, ok := f.newer(data); ok {
			rep.Status, rep.Version = Newer, v
			return rep, &Error{Op: OpRead, File: f.Path, Path: f.Path, Reason: ReasonNewer, Version: v, Err: ErrNewer}
		}
		merr = ErrCorrupt
		if int64(len(data)) <= f.maxSize() {
			out, merr = merge(data, true)
		}
	}
	if exists && errors.Is(merr, ErrCorrupt) {
		kept, kerr := f.keep()
		if kerr != nil {
			return rep, kerr
		}
		rep.Status, rep.Kept = Recovered, kept
		exists = false
	}
	if !exists {
		out, merr = merge(nil, false)
	}
	if merr != nil {
		return rep, &Error{Op: OpMerge, File: f.Path, Path: f.Path, Reason: classify(merr), Err: merr}
	}
	if err := (writer{file: f.Path, fault: f.fault}).write(out, Options{}); err != nil {
		return rep, err
	}
	return rep, nil
}

// read reads the state file: exists is false when there is none. It
// looks before it opens (ReadRegular): a directory is ReasonIsDir, a
// FIFO, a device or a socket ReasonNotRegular, and neither is opened in a
// way that could block.
func (f *File) read() (data []byte, exists bool, e *Error) {
	err := f.step(OpRead, func() (err error) {
		data, _, err = ReadRegular(f.Path, f.maxSize())
		return err
	})
	switch {
	case err == nil:
		return data, true, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, false, nil
	case errors.Is(err, errIsDirOS):
		return nil, false, &Error{Op: OpRead, File: f.Path, Path: f.Path, Reason: ReasonIsDir, Err: err}
	case errors.Is(err, errNotRegular):
		return nil, false, &Error{Op: OpRead, File: f.Path, Path: f.Path, Reason: ReasonNotRegular, Err: err}
	}
	return nil, false, newError(OpRead, f.Path, f.Path, err)
}

// newer reports whether data is a JSON object whose "version" is an
// integer above f.Version, and which.
func (f *File) newer(data []byte) (int, bool) {
	if f.Version <= 0 {
		return 0, false
	}
	v, ok := PeekVersion(data)
	return v, ok && v > f.Version
}

// PeekVersion returns the integer "version" of a JSON object, if data is
// one with such a member. It never panics.
func PeekVersion(data []byte) (int, bool) {
	var head struct {
		Version json.RawMessage `json:"version"`
	}
	if json.Unmarshal(data, &head) != nil {
		return 0, false
	}
	v, err := strconv.Atoi(string(head.Version)) // an integer literal, not "2" or 2.0
	if err != nil {
		return 0, false
	}
	return v, true
}

// keep moves the corrupt state file to a name of its own and returns it.
func (f *File) keep() (string, *Error) {
	now := time.Now
	if f.now != nil {
		now = f.now
	}
	stem := f.Path + ".corrupt-" + now().Format("20060102T150405.000")
	dir := filepath.Dir(f.Path)
	for i := 1; i <= 10000; i++ {
		name := stem
		if i > 1 {
			name = fmt.Sprintf("%s-%d", stem, i)
		}
		_, err := os.Lstat(name)
		if err == nil {
			continue
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", newError(OpKeep, f.Path, name, err)
		}
		if err := f.step(OpKeep, func() error { return os.Rename(f.Path, name) }); err != nil {
			return "", newError(OpKeep, f.Path, name, err)
		}
		syncDir(dir) // the copy is made; its name surviving a power cut matters less
		return name, nil
	}
	return "", newError(OpKeep, f.Path, stem, fs.ErrExist)
}

// lock takes the file's lock, waiting up to timeout unless the session's
// patience is spent; a wait that runs out spends it.
func (f *File) lock(timeout time.Duration) (*fileLock, error) {
	if f.Patience.Spent() {
		timeout = 0
	}
	l, err := acquire(f.lockPath(), true, timeout)
	if err != nil && f.Patience != nil && errors.Is(err, ErrBusy) {
		f.Patience.spent.Store(true)
	}
	return l, err
}

// lockPath is the lock file's path.
func (f *File) lockPath() string { return f.Path + LockSuffix }

// lockTimeout is the lock timeout in force.
func (f *File) lockTimeout() time.Duration {
	if f.LockTimeout > 0 {
		return f.LockTimeout
	}
	return DefaultLockTimeout
}

// maxSize is the size limit in force.
func (f *File) maxSize() int64 {
	if f.MaxSize > 0 {
		return f.MaxSize
	}
	return DefaultMaxSize
}

// step runs do unless the test fault fails the step first.
func (f *File) step(op Op, do func() error) error {
	return runStep(f.fault, op, do)
}

// runStep runs do unless fault fails op first.
func runStep(fault func(Op) error, op Op, do func() error) error {
	if fault != nil {
		if err := fault(op); err != nil {
			return err
		}
	}
	return do()
}
