package locales

import (
	"errors"
	"io/fs"
	"path/filepath"
	"syscall"

	"croupier/scenarios"
)

// An OS error never reaches a person as Go's text: ReadProblem and
// WriteProblem say in the user's language what went wrong with which path
// and what to do.

// ReadProblem says why path could not be read; missing is the sentence for
// a path that does not exist (a file, a directory, either). A link whose
// target is missing is said as such: the link exists.
func (p Printer) ReadProblem(path string, err error, missing Message) string {
	var link *scenarios.BrokenLinkError
	switch {
	case errors.As(err, &link):
		return p.T(CLILinkMissing, path, Clean(link.Target))
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return p.T(missing, path)
	case errors.Is(err, fs.ErrPermission):
		return p.T(CLINoReadPermission, path)
	case errors.Is(err, syscall.EISDIR):
		return p.T(CLIIsDir, path)
	}
	return p.T(CLICannotRead, path)
}

// WriteProblem says why path could not be written.
func (p Printer) WriteProblem(path string, err error) string {
	if errors.Is(err, fs.ErrPermission) {
		return p.T(CLINoWritePermission, filepath.Dir(path))
	}
	return p.T(CLICannotWrite, path)
}
