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

// TestQuizHidesTheAnswer: during a count question the casekeeper and the
// odds would give the answer: they wait; the table shows no count and
// the soda is told (it counts).
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
	if got := strings.Count(b.String(), "würde die Antwort verraten"); got != 1 || !strings.Contains(b.String(), "Tableau") {
		t.Errorf("%d refusals, want the casekeeper's alone:\n%s", got, b.String())
	}
	if _, ok := m.Deal(); ok {
		t.Errorf("the odds are offered during a count question")
	}
}

// TestFixedQuizReplays: a fixed drill (croupier quiz --seed N) prints the
// same text byte for byte whatever the memory holds: a fresh memory, one
// with every topic due, and the one the first run left. Its header names
// the command that replays it.
func TestFixedQuizReplays(t *testing.T) {
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	run := func(mem *quiz.Memory) string {
		var b bytes.Buffer
		scr := screen.New(&b, locales.German, false, nil)
		m, err := newOn(quiz.Options{Game: "pharo", Seed: 1234, N: 6, Fixed: true}, mem, nil, nil, scr, noHost{})
		if err != nil {
			t.Fatal(err)
		}
		m.now = func() time.Time { return now }
		m.Start()
		for i := 0; m.run != nil && m.run.Question() != nil; i++ {
			if i%3 == 1 {
				m.Command(input.Command{ID: input.CmdSkip, Name: "weiter"})
				continue
			}
			m.Input(input.NewLine(m.run.AnswerText(m.run.Question().Want())))
		}
		return b.String()
	}
	mem := quiz.NewMemory()
	first := run(mem)
	if len(mem.Topics) == 0 {
		t.Fatal("the drill recorded nothing")
	}
	due := quiz.NewMemory()
	for _, tp := range quiz.Topics("pharo") {
		due.Topics[tp] = &quiz.Record{Schedule: quiz.Schedule{State: quiz.StateReview, Interval: 20, Ease: 2500, DueDay: quiz.DayOf(now, quiz.AnkiDefaults()) - 3}}
	}
	for name, m := range map[string]*quiz.Memory{"after the first run": mem, "all due": due} {
		if got := run(m); got != first {
			t.Errorf("%s: the drill differs:\n--- first ---\n%s\n--- now ---\n%s", name, first, got)
		}
	}
	if !strings.Contains(first, "croupier quiz pharo --seed 1234 --level 2 --n 6") {
		t.Errorf("no replay command in the header:\n%s", first)
	}
}
