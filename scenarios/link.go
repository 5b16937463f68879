package scenarios

import (
	"errors"
	"io/fs"
)

// BrokenLinkError is a scenario file that is a symbolic link to nothing:
// the link exists, its target does not. It wraps fs.ErrNotExist.
type BrokenLinkError struct {
	// Link is the file as it was named; Target what the link names.
	Link, Target string
}

// Error describes the problem in English, for logs.
func (e *BrokenLinkError) Error() string {
	return e.Link + ": a link to " + e.Target + ", which does not exist"
}

// Unwrap returns fs.ErrNotExist.
func (e *BrokenLinkError) Unwrap() error { return fs.ErrNotExist }

// BrokenLink returns a *BrokenLinkError for an error reading name in
// fsys when name is a link whose target does not exist, and err
// otherwise.
func BrokenLink(fsys fs.FS, name string, err error) error {
	if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	target, lerr := fs.ReadLink(fsys, name)
	if lerr != nil {
		return err
	}
	return &BrokenLinkError{Link: name, Target: target}
}
