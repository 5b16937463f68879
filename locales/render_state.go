package locales

import (
	"errors"
	"io/fs"
	"path/filepath"
	"time"

	"croupier/scenarios/statefile"
)

// StateProblem says in a sentence or two why one of croupier's state
// files (the progress, the quiz's memory, the input history) could not be
// read or written, naming the path and what to do. err is normally a
// *statefile.Error; anything else gets the general sentence, never Go's
// error text.
func (p Printer) StateProblem(err error) string {
	var e *statefile.Error
	if !errors.As(err, &e) || e == nil {
		return p.T(StateFailedUnknown)
	}
	dir := filepath.Dir(e.File)
	if e.Op == statefile.OpMkdir {
		dir = e.Path
	}
	switch e.Reason {
	case statefile.ReasonPermission:
		if e.Op == statefile.OpRead {
			return p.T(StateNoRead, e.Path)
		}
		return p.T(StateNoWrite, dir)
	case statefile.ReasonReadOnly:
		return p.T(StateReadOnly, dir)
	case statefile.ReasonNoSpace:
		return p.T(StateNoSpace, dir)
	case statefile.ReasonIsDir:
		return p.T(StateIsDir, e.File)
	case statefile.ReasonNotDir:
		return p.T(StateNotDir, dir)
	case statefile.ReasonBusy:
		who := p.T(StateBusyOther)
		if e.Holder > 0 {
			who = p.T(StateBusyHolder, e.Holder)
		}
		if e.Waited <= 0 {
			return p.T(StateBusyNoWait, e.File, who)
		}
		return p.T(StateBusy, e.File, max(int(e.Waited.Round(time.Second).Seconds()), 1), who)
	case statefile.ReasonNotRegular:
		return p.T(StateNotRegular, e.File)
	case statefile.ReasonLoop:
		return p.T(CLILinkLoop, e.File)
	case statefile.ReasonNoDir:
		return p.T(CLIDirMissing, dir)
	case statefile.ReasonNewer:
		return p.T(StateNewer, e.File, e.Version)
	}
	if e.Op == statefile.OpRead {
		return p.T(StateReadFailed, e.File)
	}
	return p.T(StateFailed, e.File)
}

// FileProblem says why path, a file of the learner's own (a game saved
// with "speichern"), could not be written, and what to do; like
// StateProblem it never shows Go's error text.
func (p Printer) FileProblem(path string, err error) string {
	var e *statefile.Error
	if !errors.As(err, &e) || e == nil {
		return p.T(SaveNotWritten, path)
	}
	dir := filepath.Dir(e.File)
	switch e.Reason {
	case statefile.ReasonPermission:
		return p.T(SaveNoWrite, dir)
	case statefile.ReasonReadOnly:
		return p.T(SaveReadOnly, dir)
	case statefile.ReasonNoSpace:
		return p.T(StateNoSpace, dir)
	case statefile.ReasonNotDir:
		return p.T(StateNotDir, dir)
	}
	if errors.Is(e.Err, fs.ErrNotExist) {
		return p.T(SaveNoDir, dir)
	}
	return p.T(SaveNotWritten, e.File)
}
