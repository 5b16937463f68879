package statefile

import (
	"errors"
	"fmt"
	"time"
)

// Op names the step of a load or a write that failed.
type Op string

// The steps.
const (
	// OpCheck: looking at the file before writing it (what it is, its
	// links, its rights), for Write.
	OpCheck Op = "check"
	// OpMkdir: creating the state directory.
	OpMkdir Op = "mkdir"
	// OpLock: opening the lock file or taking the lock.
	OpLock Op = "lock"
	// OpRead: reading the state file (or finding a directory in its place,
	// or a file of a newer format version).
	OpRead Op = "read"
	// OpKeep: moving a corrupt state file aside.
	OpKeep Op = "keep"
	// OpMerge: the caller's merge refused.
	OpMerge Op = "merge"
	// OpCreate: creating the temporary file.
	OpCreate Op = "create"
	// OpWrite: writing the temporary file.
	OpWrite Op = "write"
	// OpSync: syncing the temporary file to the disk.
	OpSync Op = "sync"
	// OpClose: closing the temporary file.
	OpClose Op = "close"
	// OpRename: renaming the temporary file over the state file (or, for
	// WriteNew, linking it to its name).
	OpRename Op = "rename"
	// OpSyncDir: syncing the directory after the rename. The new file is
	// in place when this fails, but may not survive a power cut.
	OpSyncDir Op = "syncdir"
	// OpClean: removing a stale temporary file.
	OpClean Op = "clean"
)

// Reason classifies a failure so that the upper layers can say what to
// do in the learner's language.
type Reason uint8

// The reasons.
const (
	// ReasonOther: any other failure; Err says what.
	ReasonOther Reason = iota
	// ReasonPermission: permission denied (the rights of the directory or
	// the file forbid it).
	ReasonPermission
	// ReasonReadOnly: the file system is mounted read-only.
	ReasonReadOnly
	// ReasonNoSpace: the disk or the user's quota is full.
	ReasonNoSpace
	// ReasonIsDir: a directory stands where the file should be.
	ReasonIsDir
	// ReasonNotDir: a file stands where a directory of the path should be.
	ReasonNotDir
	// ReasonBusy: another process held the lock for longer than the
	// timeout.
	ReasonBusy
	// ReasonNewer: the file was written by a newer croupier (Error.Version
	// says which format version); it is left untouched.
	ReasonNewer
	// ReasonExists: WriteNew found a file of that name already.
	ReasonExists
	// ReasonNotRegular: the path is no regular file: a FIFO, a device, a
	// socket or a link to nothing. It is never opened or replaced.
	ReasonNotRegular
	// ReasonLoop: the path's symbolic links form a loop.
	ReasonLoop
	// ReasonNoDir: the directory the file should be in does not exist.
	ReasonNoDir
	// ReasonFileReadOnly: the file itself is read-only to the user (its
	// mode, or another user's file): it is not replaced.
	ReasonFileReadOnly
	// ReasonHardLinks: the file has other names (hard links); replacing it
	// would part it from them, so it is not replaced.
	ReasonHardLinks
	// ReasonChanged: the file changed since it was read (Options.Unchanged);
	// nothing was written, so the change made meanwhile is kept.
	ReasonChanged
	// ReasonOwner: the file belongs to someone else, and the new file could
	// not be given its owner; the file is not replaced.
	ReasonOwner
)

// String names the reason (for logs and tests; users get translated
// text).
func (r Reason) String() string {
	switch r {
	case ReasonPermission:
		return "permission denied"
	case ReasonReadOnly:
		return "read-only file system"
	case ReasonNoSpace:
		return "no space left"
	case ReasonIsDir:
		return "is a directory"
	case ReasonNotDir:
		return "not a directory"
	case ReasonBusy:
		return "locked by another process"
	case ReasonNewer:
		return "written by a newer version"
	case ReasonExists:
		return "file exists"
	case ReasonNotRegular:
		return "not a regular file"
	case ReasonLoop:
		return "symbolic link loop"
	case ReasonNoDir:
		return "no such directory"
	case ReasonFileReadOnly:
		return "read-only file"
	case ReasonHardLinks:
		return "file has other hard links"
	case ReasonChanged:
		return "file changed since it was read"
	case ReasonOwner:
		return "owner cannot be kept"
	}
	return "failed"
}

// Sentinel errors, found with errors.Is in an *Error.
var (
	// ErrBusy: the lock was not free within the timeout.
	ErrBusy = errors.New("state file locked by another process")
	// ErrNewer: the file's format version is newer than this program's.
	ErrNewer = errors.New("state file written by a newer version")
	// ErrCorrupt is what a caller's parse or merge wraps to say that the
	// current content is not a state file it can read; Update then keeps
	// the file aside and merges with no file (see File.Update).
	ErrCorrupt = errors.New("corrupt state file")
)

// Error is a failed step of a load or a write.
type Error struct {
	// Op is the step that failed.
	Op Op
	// File is the state file (or the file WriteFile and WriteNew write).
	File string
	// Path is what the step worked on: the file, its directory, the lock
	// file or the temporary file.
	Path string
	// Reason classifies the failure.
	Reason Reason
	// Version is the format version found, for ReasonNewer.
	Version int
	// Holder is the process id of the croupier holding the lock, for
	// ReasonBusy (0: unknown).
	Holder int
	// Waited is how long this process waited for the lock, for ReasonBusy
	// (0: it did not wait, an earlier wait of this process ran out).
	Waited time.Duration
	// Err is the underlying error (an OS error, ErrBusy, ErrNewer, or the
	// merge's error).
	Err error
}

// Error renders the error in English (the tutor renders its own text
// from the fields).
func (e *Error) Error() string {
	if e.Reason == ReasonNewer {
		return fmt.Sprintf("%s %s: format version %d is newer than this program's", e.Op, e.Path, e.Version)
	}
	return fmt.Sprintf("%s %s: %v", e.Op, e.Path, e.Err)
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// Written reports whether the new content is in place despite the error
// (only the directory sync after the rename failed): a caller that merges
// deltas must then treat its changes as saved, lest the next update
// count them twice.
func (e *Error) Written() bool { return e.Op == OpSyncDir }

// newError builds the error of a failed step, classifying err.
func newError(op Op, file, path string, err error) *Error {
	e := &Error{Op: op, File: file, Path: path, Reason: classify(err), Err: err}
	var b *busyError
	if errors.As(err, &b) {
		e.Holder, e.Waited = b.holder, b.waited
	}
	return e
}

// classify finds the reason of an error.
func classify(err error) Reason {
	switch {
	case errors.Is(err, ErrBusy):
		return ReasonBusy
	case errors.Is(err, ErrNewer):
		return ReasonNewer
	}
	return classifyOS(err)
}
