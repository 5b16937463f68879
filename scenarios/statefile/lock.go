package statefile

import (
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// DefaultLockTimeout is how long an update waits for another process's
// read-merge-write (which takes milliseconds) before giving up.
const DefaultLockTimeout = 10 * time.Second

// LoadLockTimeout bounds a load's wait for the lock: a load needs it only
// to tidy up (temporary files, a corrupt file moved aside) and reads
// safely without it.
const LoadLockTimeout = time.Second

// LockSuffix is appended to a state file's name to name its lock file
// (progress.json.lock). The lock file holds the process id of the last
// process that took the lock (so that a process that finds it taken can
// say who holds it) and is never removed: removing it could let two
// processes lock two different files.
const LockSuffix = ".lock"

// Patience is the one wait for a lock that a session allows itself,
// shared by its files (File.Patience): once a wait ran out, every later
// load and update of those files tries the lock once, without waiting,
// and the session goes on in memory until the lock is free. The zero
// value has its wait still to spend.
type Patience struct{ spent atomic.Bool }

// Spent reports whether the wait was spent.
func (p *Patience) Spent() bool { return p != nil && p.spent.Load() }

// fileLock is a held advisory lock on a lock file.
type fileLock struct {
	f      *os.File
	locked bool // false when the file system has no locks
}

// release unlocks and closes the lock file.
func (l *fileLock) release() {
	if l == nil {
		return
	}
	if l.locked {
		unlock(l.f)
	}
	l.f.Close()
}

// busyError is a lock that stayed taken: who holds it, how long this
// process waited.
type busyError struct {
	holder int
	waited time.Duration
}

func (e *busyError) Error() string { return ErrBusy.Error() }
func (e *busyError) Unwrap() error { return ErrBusy }

// acquire takes the exclusive lock on the lock file at path, creating it
// (0600) when create is set, waiting up to timeout (a single try when
// timeout is 0 or less). It fails with a *busyError (wrapping ErrBusy)
// when the lock stays taken. The lock file then gets this process's id.
func acquire(path string, create bool, timeout time.Duration) (*fileLock, error) {
	flag := os.O_RDWR
	if create {
		flag |= os.O_CREATE
	}
	f, err := os.OpenFile(path, flag, 0o600)
	writable := err == nil
	if err != nil {
		// A lock file we may not write (or create) can still be locked
		// if it exists.
		var rerr error
		if f, rerr = os.Open(path); rerr != nil {
			return nil, err
		}
	}
	start := time.Now()
	deadline := start.Add(timeout)
	wait := time.Millisecond
	for {
		busy, unsupported, err := tryLock(f)
		switch {
		case err != nil:
			f.Close()
			return nil, err
		case unsupported:
			return &fileLock{f: f}, nil
		case !busy:
			if writable {
				notePID(f)
			}
			return &fileLock{f: f, locked: true}, nil
		}
		left := time.Until(deadline)
		if left <= 0 {
			holder := readPID(f)
			f.Close()
			return nil, &busyError{holder: holder, waited: max(timeout, 0)}
		}
		time.Sleep(min(wait, left))
		wait = min(2*wait, 20*time.Millisecond)
	}
}

// notePID writes this process's id into the held lock file.
func notePID(f *os.File) {
	id := strconv.Itoa(os.Getpid()) + "\n"
	if _, err := f.WriteAt([]byte(id), 0); err == nil {
		_ = f.Truncate(int64(len(id)))
	}
}

// readPID reads the process id in a lock file (0 when there is none).
func readPID(f *os.File) int {
	b := make([]byte, 24)
	n, err := f.ReadAt(b, 0)
	if err != nil && err != io.EOF {
		return 0
	}
	id, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || id <= 0 {
		return 0
	}
	return id
}
