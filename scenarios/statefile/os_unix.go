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
	case syscall.ELOOP:
		return ReasonLoop
	case syscall.ENOENT:
		return ReasonNoDir
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

// errIsDirOS is the system's error of a directory opened as a file.
var errIsDirOS error = syscall.EISDIR

// isLoop reports whether err is a loop of symbolic links.
func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }

// hardLinks is the number of names the file has (1 where unknown).
func hardLinks(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}

// keepOwner gives f the owner and group of old, where they differ and
// may be given (root, or a group of the user's own); failing, the
// replaced file would change its owner.
func keepOwner(f *os.File, old fs.FileInfo) error {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	cur, err := f.Stat()
	if err != nil {
		return err
	}
	if c, ok := cur.Sys().(*syscall.Stat_t); ok && c.Uid == st.Uid && c.Gid == st.Gid {
		return nil
	}
	return f.Chown(int(st.Uid), int(st.Gid))
}

// mayWrite reports (nil) whether the user may open the regular file at
// path for writing; it opens without truncating and without blocking.
func mayWrite(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return err
	}
	return f.Close()
}

// openNonBlocking opens path for reading without blocking on a FIFO or a
// device (the caller checks the kind of what it opened).
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
