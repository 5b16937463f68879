package quizmode

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

type noHost struct{}

func (noHost) Finished() {}

// TestQuizHidesTheAnswer: during a count question the casekeeper, the
// odds and the table would give the answer: they wait.
func TestQuizHidesTheAnswer(t *testing.T) {
	var b bytes.Buffer
	scr := screen.New(&b, locales.German, false, nil)
	q, err := quiz.New(quiz.Options{Game: "pharo", N: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var it *quiz.Item
	for seed := uint64(0); ; seed++ {
		it, err = quiz.Generate(quiz.PharoCasekeeper, 2, seed)
		if err != nil {
			t.Fatal(err)
		}
		if it.Kind() == "count" {
			break
		}
	}
	m := &Mode{scr: scr, host: noHost{}, q: q, now: time.Now}
	if err := m.open(it); err != nil {
		t.Fatal(err)
	}
	b.Reset()
	for _, id := range []input.CommandID{input.CmdCasekeeper, input.CmdTable} {
		if !m.Command(input.Command{ID: id, Name: "x"}) {
			t.Errorf("command %v not handled", id)
		}
	}
	if got := strings.Count(b.String(), "würde die Antwort verraten"); got != 2 {
		t.Errorf("%d refusals:\n%s", got, b.String())
	}
	if _, ok := m.Deal(); ok {
		t.Errorf("the odds are offered during a count question")
	}
}
