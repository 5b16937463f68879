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
		return p.T(stateFailedUnknown)
	}
	dir := filepath.Dir(e.File)
	if e.Op == statefile.OpMkdir {
		dir = e.Path
	}
	switch e.Reason {
	case statefile.ReasonPermission:
		if e.Op == statefile.OpRead {
			return p.T(stateNoRead, e.Path)
		}
		return p.T(stateNoWrite, dir)
	case statefile.ReasonReadOnly:
		return p.T(stateReadOnly, dir)
	case statefile.ReasonNoSpace:
		return p.T(stateNoSpace, dir)
	case statefile.ReasonIsDir:
		return p.T(stateIsDir, e.File)
	case statefile.ReasonNotDir:
		return p.T(stateNotDir, dir)
	case statefile.ReasonBusy:
		who := p.T(stateBusyOther)
		if e.Holder > 0 {
			who = p.T(stateBusyHolder, e.Holder)
		}
		if e.Waited <= 0 {
			return p.T(stateBusyNoWait, e.File, who)
		}
		return p.T(stateBusy, e.File, max(int(e.Waited.Round(time.Second).Seconds()), 1), who)
	case statefile.ReasonNotRegular:
		return p.T(stateNotRegular, e.File)
	case statefile.ReasonLoop:
		return p.T(cLILinkLoop, e.File)
	case statefile.ReasonNoDir:
		return p.T(CLIDirMissing, dir)
	case statefile.ReasonNewer:
		return p.T(stateNewer, e.File, e.Version)
	}
	if e.Op == statefile.OpRead {
		return p.T(stateReadFailed, e.File)
	}
	return p.T(stateFailed, e.File)
}

// FileProblem says why path, a file of the learner's own (a game saved
// with "speichern"), could not be written, and what to do; like
// StateProblem it never shows Go's error text.
func (p Printer) FileProblem(path string, err error) string {
	var e *statefile.Error
	if !errors.As(err, &e) || e == nil {
		return p.T(saveNotWritten, path)
	}
	dir := filepath.Dir(e.File)
	switch e.Reason {
	case statefile.ReasonPermission:
		return p.T(saveNoWrite, dir)
	case statefile.ReasonReadOnly:
		return p.T(saveReadOnly, dir)
	case statefile.ReasonNoSpace:
		return p.T(stateNoSpace, dir)
	case statefile.ReasonNotDir:
		return p.T(stateNotDir, dir)
	}
	if errors.Is(e.Err, fs.ErrNotExist) {
		return p.T(saveNoDir, dir)
	}
	if e.Reason != statefile.ReasonOther {
		// the one writer's other refusals (a link loop, a device, a file
		// changed meanwhile …) are said as for any file of the user's
		return p.WriteProblem(path, err)
	}
	return p.T(saveNotWritten, e.File)
}
