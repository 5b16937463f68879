package screen

import (
	"errors"

	"croupier/locales"
	"croupier/scenarios/statefile"
)

// SaveNotice is the one policy for telling whether a state file (the
// progress, the quiz's memory) was saved: a failure is told with its
// path and what to do the first time it is met, not again while it
// lasts, and the first save that works after it says so.
type SaveNotice struct {
	// SavedAgain is said when a save works after a failure; Failed takes
	// the rendered problem; InMemory says what happens meanwhile.
	SavedAgain, Failed, InMemory locales.Message
	told                         error
}

// Told marks err as already told (a problem met when the file was
// loaded, which the save would meet again).
func (n *SaveNotice) Told(err error) { n.told = err }

// After tells on s what a save that ended with err means, and returns
// the save's problem: nil when it is saved, also when only the
// directory's sync after the rename failed (the file is in place).
func (n *SaveNotice) After(s *Screen, err error) error {
	var se *statefile.Error
	if errors.As(err, &se) && se.Written() {
		err = nil
	}
	p := s.P()
	switch {
	case err == nil && n.told != nil:
		s.Styled(locales.Good, p.T(n.SavedAgain))
		n.told = nil
	case err != nil && !SameProblem(err, n.told):
		s.Styled(locales.Bad, p.T(n.Failed, p.StateProblem(err)))
		s.Sayf(n.InMemory)
		n.told = err
	}
	return err
}

// SameProblem reports whether two failures are the same problem: the
// same reason for the same file.
func SameProblem(a, b error) bool {
	var ea, eb *statefile.Error
	if !errors.As(a, &ea) || !errors.As(b, &eb) || ea == nil || eb == nil {
		return a == b
	}
	return ea.Reason == eb.Reason && ea.File == eb.File
}
