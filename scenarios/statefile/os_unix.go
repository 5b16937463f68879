//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package statefile

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// classifyOS finds the reason of an OS error.
func classifyOS(err error) Reason {
	var en syscall.Errno
	if !errors.As(err, &en) {
		if errors.Is(err, fs.ErrPermission) {
			return ReasonPermission
		}
		if errors.Is(err, fs.ErrExist) {
			return ReasonExists
		}
		return ReasonOther
	}
	switch en {
	case syscall.EACCES, syscall.EPERM:
		return ReasonPermission
	case syscall.EROFS:
		return ReasonReadOnly
	case syscall.ENOSPC, syscall.EDQUOT:
		return ReasonNoSpace
	case syscall.EISDIR:
		return ReasonIsDir
	case syscall.ENOTDIR:
		return ReasonNotDir
	case syscall.EEXIST:
		return ReasonExists
	}
	return ReasonOther
}

// tryLock takes the exclusive lock on f without waiting. busy is true
// when another open file holds it; unsupported when the file system has
// no locks (then the caller goes on without one).
func tryLock(f *os.File) (busy, unsupported bool, err error) {
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return false, false, nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return true, false, nil
		case errors.Is(err, syscall.ENOLCK), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.ENOTSUP):
			return false, true, nil
		}
		return false, false, err
	}
}

// unlock releases the lock taken on f (closing f would too).
func unlock(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// syncDir syncs a directory so that a rename in it survives a power cut.
// File systems that cannot sync a directory are not an error.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	d.Close()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) || errors.Is(err, syscall.EOPNOTSUPP) {
		return nil
	}
	return err
}
