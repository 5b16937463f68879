package input

import (
	"testing"

	"croupier/locales"
)

// TestEveryReasonIsWhole: a reason a reader gives holds all its parts —
// a name for the Go error text and a message in German and in French for
// the learner — so a new reason without one fails here, not in front of a
// learner (who would get the bare "cannot read" line).
func TestEveryReasonIsWhole(t *testing.T) {
	de, fr := locales.New(locales.German), locales.New(locales.French)
	for r := ErrEmpty; r < endOfReasons; r++ {
		if reasonNames[r] == "" {
			t.Errorf("reason %d has no name", r)
		}
		m, ok := reasonMessages[r]
		if !ok {
			t.Errorf("reason %d (%s) has no message", r, reasonNames[r])
			continue
		}
		if d, f := de.T(m, "x", "y"), fr.T(m, "x", "y"); d == "" || f == "" || d == f {
			t.Errorf("reason %d (%s): German %q, French %q", r, reasonNames[r], d, f)
		}
	}
	if len(reasonNames) != int(endOfReasons-ErrEmpty) || len(reasonMessages) != int(endOfReasons-ErrEmpty) {
		t.Errorf("%d names and %d messages for %d reasons", len(reasonNames), len(reasonMessages), endOfReasons-ErrEmpty)
	}
}
