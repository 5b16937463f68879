package tutor

import (
	"bytes"
	"strings"
	"testing"

	"croupier/scenarios"
	"croupier/tutor/lesson"
)

// corpusSession is a session over the embedded lessons, in German.
func corpusSession(t *testing.T, out *bytes.Buffer) *Session {
	t.Helper()
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	return NewSession(Config{Library: lib}, out)
}

// TestUndoTakesBackItsMistake: "zurück" goes back to the question answered
// before and takes back the mistakes made at it (issue 22: "annuler" /
// "zurück" kept the undone mistake in the lesson's count). Pharo 1's
// first question: a bet on the spade 7 of the layout is on all four
// sevens (pharo.de.txt: the suits do not count), so "a" is wrong, "b"
// right.
func TestUndoTakesBackItsMistake(t *testing.T) {
	var out bytes.Buffer
	s := corpusSession(t, &out)
	runScript(s, &out, "pharo 1\na\nb\nzurück\n")
	if got := s.prog.Lesson("faro-01-tisch-und-soda").Mistakes; got != 0 {
		t.Errorf("after zurück the lesson counts %d mistakes, want 0:\n%s", got, out.String())
	}
	var again bytes.Buffer
	s = corpusSession(t, &again)
	runScript(s, &again, "pharo 1\na\nb\n")
	if got := s.prog.Lesson("faro-01-tisch-und-soda").Mistakes; got != 1 {
		t.Errorf("without zurück the lesson counts %d mistakes, want 1", got)
	}
}

// TestThreeUnreadOfferTheWayOn: after three lines that cannot be read, the
// tutor offers "tipp" and "weiter" (issue 22: garbage typed ten times
// repeated the same line ten times).
func TestThreeUnreadOfferTheWayOn(t *testing.T) {
	var out bytes.Buffer
	s := corpusSession(t, &out)
	runScript(s, &out, "pharo 1\nweiter\nxyz\nqqq\nfoo\n")
	before, after, _ := strings.Cut(flat(out.String()), "Antwort> foo")
	if strings.Contains(before, "„tipp“ gibt dir") {
		t.Errorf("the way on offered after two unread lines:\n%s", out.String())
	}
	if !strings.Contains(after, "„tipp“ gibt dir einen Hinweis, „weiter“ überspringt die Frage") {
		t.Errorf("no offer of tipp and weiter after three unread lines:\n%s", out.String())
	}
}
