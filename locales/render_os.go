package locales

import (
	"errors"
	"io/fs"
	"path/filepath"
	"syscall"

	"croupier/scenarios"
	"croupier/scenarios/statefile"
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
	case errors.Is(err, syscall.ELOOP):
		return p.T(CLILinkLoop, path)
	case errors.Is(err, statefile.ErrNotRegular):
		return p.T(CLIReadNotRegular, path)
	}
	return p.T(CLICannotRead, path)
}

// WriteProblem says why path, a file of the user's (fill, --junit,
// new -o), could not be written: err is normally the *statefile.Error of
// the one writer, whose reason names the real cause.
func (p Printer) WriteProblem(path string, err error) string {
	var e *statefile.Error
	if errors.As(err, &e) && e != nil {
		dir := filepath.Dir(path)
		switch e.Reason {
		case statefile.ReasonPermission:
			return p.T(CLINoWritePermission, dir)
		case statefile.ReasonReadOnly:
			return p.T(SaveReadOnly, dir)
		case statefile.ReasonNoSpace:
			return p.T(CLIWriteNoSpace, dir)
		case statefile.ReasonIsDir:
			return p.T(CLIWriteIsDir, path)
		case statefile.ReasonNotDir:
			return p.T(StateNotDir, dir)
		case statefile.ReasonNoDir:
			return p.T(CLIDirMissing, Clean(e.Path))
		case statefile.ReasonNotRegular:
			return p.T(CLIWriteNotRegular, path)
		case statefile.ReasonLoop:
			return p.T(CLILinkLoop, path)
		case statefile.ReasonFileReadOnly:
			return p.T(CLIWriteReadOnly, path)
		case statefile.ReasonHardLinks:
			return p.T(CLIWriteHardLinks, path)
		case statefile.ReasonOwner:
			return p.T(CLIWriteOwner, path)
		case statefile.ReasonChanged:
			return p.T(CLIFillChanged, path)
		}
	}
	if errors.Is(err, fs.ErrPermission) {
		return p.T(CLINoWritePermission, filepath.Dir(path))
	}
	return p.T(CLICannotWrite, path)
}
