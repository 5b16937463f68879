package locales

import (
	"errors"
	"testing"

	"croupier/scenarios/statefile"
)

// TestFileProblemSaysTheWritersRefusal: a free-play save the one writer
// refuses (a link loop, a device) says that cause, as a report or a
// filled file does, not only „nicht gespeichert“.
func TestFileProblemSaysTheWritersRefusal(t *testing.T) {
	for _, l := range Langs() {
		p := New(l)
		err := &statefile.Error{Op: statefile.OpWrite, File: "/s/spiel.yaml", Path: "/s/spiel.yaml", Reason: statefile.ReasonLoop, Err: errors.New("loop")}
		if got, want := p.FileProblem("/s/spiel.yaml", err), p.T(cLILinkLoop, "/s/spiel.yaml"); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
		other := &statefile.Error{Op: statefile.OpWrite, File: "/s/spiel.yaml", Reason: statefile.ReasonOther, Err: errors.New("x")}
		if got, want := p.FileProblem("/s/spiel.yaml", other), p.T(saveNotWritten, "/s/spiel.yaml"); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
}
