//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos)

package statefile

import (
	"errors"
	"io/fs"
	"os"
	"sync"
)

// classifyOS finds the reason of an OS error, as far as the portable
// errors tell.
func classifyOS(err error) Reason {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return ReasonPermission
	case errors.Is(err, fs.ErrExist):
		return ReasonExists
	}
	return ReasonOther
}

// held are the lock files locked in this process. Without flock the lock
// only serializes the goroutines of one process; docs/state.md says so.
var held sync.Map // lock file path -> struct{}

// tryLock takes the lock on f without waiting (in this process only).
func tryLock(f *os.File) (busy, unsupported bool, err error) {
	if _, loaded := held.LoadOrStore(f.Name(), struct{}{}); loaded {
		return true, false, nil
	}
	return false, false, nil
}

// unlock releases the lock taken on f.
func unlock(f *os.File) { held.Delete(f.Name()) }

// syncDir does nothing where directories cannot be synced.
func syncDir(string) error { return nil }

// errIsDirOS is the error of a directory opened as a file.
var errIsDirOS = errors.New("is a directory")

// isLoop: no link loops are told apart here.
func isLoop(error) bool { return false }

// hardLinks: unknown here.
func hardLinks(fs.FileInfo) uint64 { return 1 }

// keepOwner: owners are not kept here.
func keepOwner(*os.File, fs.FileInfo) error { return nil }

// mayWrite reports (nil) whether path may be opened for writing.
func mayWrite(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	return f.Close()
}

// openNonBlocking opens path for reading.
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }
