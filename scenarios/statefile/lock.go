package statefile

import (
	"os"
	"time"
)

// DefaultLockTimeout is how long a load or an update waits for another
// process's read-merge-write (which takes milliseconds) before giving up.
const DefaultLockTimeout = 10 * time.Second

// LockSuffix is appended to a state file's name to name its lock file
// (progress.json.lock). The lock file is empty and never removed:
// removing it could let two processes lock two different files.
const LockSuffix = ".lock"

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

// acquire takes the exclusive lock on the lock file at path, creating it
// (0600) when create is set, waiting up to timeout (a single try when
// timeout is 0 or less). It fails with ErrBusy when the lock stays taken.
func acquire(path string, create bool, timeout time.Duration) (*fileLock, error) {
	flag := os.O_RDWR
	if create {
		flag |= os.O_CREATE
	}
	f, err := os.OpenFile(path, flag, 0o600)
	if err != nil {
		// A lock file we may not write (or create) can still be locked
		// if it exists.
		var rerr error
		if f, rerr = os.Open(path); rerr != nil {
			return nil, err
		}
	}
	deadline := time.Now().Add(timeout)
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
			return &fileLock{f: f, locked: true}, nil
		}
		left := time.Until(deadline)
		if left <= 0 {
			f.Close()
			return nil, ErrBusy
		}
		time.Sleep(min(wait, left))
		wait = min(2*wait, 20*time.Millisecond)
	}
}
