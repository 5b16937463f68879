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
		return p.T(cLILinkMissing, path, Clean(link.Target))
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return p.T(missing, path)
	case errors.Is(err, fs.ErrPermission):
		return p.T(cLINoReadPermission, path)
	case errors.Is(err, syscall.EISDIR):
		return p.T(CLIIsDir, path)
	case errors.Is(err, syscall.ELOOP):
		return p.T(cLILinkLoop, path)
	case errors.Is(err, statefile.ErrNotRegular):
		return p.T(cLIReadNotRegular, path)
	}
	return p.T(cLICannotRead, path)
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
			return p.T(cLINoWritePermission, dir)
		case statefile.ReasonReadOnly:
			return p.T(saveReadOnly, dir)
		case statefile.ReasonNoSpace:
			return p.T(cLIWriteNoSpace, dir)
		case statefile.ReasonIsDir:
			return p.T(cLIWriteIsDir, path)
		case statefile.ReasonNotDir:
			return p.T(stateNotDir, dir)
		case statefile.ReasonNoDir:
			return p.T(CLIDirMissing, Clean(e.Path))
		case statefile.ReasonNotRegular:
			return p.T(cLIWriteNotRegular, path)
		case statefile.ReasonLoop:
			return p.T(cLILinkLoop, path)
		case statefile.ReasonFileReadOnly:
			return p.T(cLIWriteReadOnly, path)
		case statefile.ReasonHardLinks:
			return p.T(cLIWriteHardLinks, path)
		case statefile.ReasonOwner:
			return p.T(cLIWriteOwner, path)
		case statefile.ReasonChanged:
			return p.T(cLIFillChanged, path)
		}
	}
	if errors.Is(err, fs.ErrPermission) {
		return p.T(cLINoWritePermission, filepath.Dir(path))
	}
	return p.T(cLICannotWrite, path)
}
