package tutor

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/tutor/input"
)

// TestEveryCommandDoes: every command of input.Commands does something
// somewhere — in the menu, a lesson, free Pharo, free Pasur or the quiz
// it is never only „„…“ geht hier nicht.“ — so that a command added to
// the table without its action (the session's in commands.go, a mode's
// in its Command) fails here, not in a learner's hands.
func TestEveryCommandDoes(t *testing.T) {
	lib := testLibrary(t)
	places := []string{"", "1", "spiel pharo", "spiel pasur", "quiz pharo"}
	args := map[input.CommandID]string{
		input.CmdPlay: "pharo", input.CmdReset: "1", input.CmdCoach: "aus", input.CmdLevel: "2",
		input.CmdLang: "fr", input.CmdSave: filepath.Join(t.TempDir(), "frei.yaml"),
	}
	p := locales.New(locales.German)
	for _, spec := range input.Commands {
		name := spec.Name(locales.German)
		line := strings.TrimSpace(name + " " + args[spec.ID])
		notHere := p.T(locales.NotHere, name)
		done := false
		for _, place := range places {
			var out bytes.Buffer
			s := NewSession(Config{Library: lib, Lang: locales.German}, &out)
			s.Start()
			if place != "" {
				s.Handle(place)
			}
			out.Reset()
			s.Handle(line)
			if !strings.Contains(out.String(), notHere) {
				done = true
				break
			}
		}
		if !done {
			t.Errorf("the command %q does nothing anywhere: %q in the menu, a lesson, free play and the quiz", line, notHere)
		}
	}
}
