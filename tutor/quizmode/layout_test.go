package quizmode

import (
	"bytes"
	"croupier/tutor/input"
	"strings"
	"testing"
	"time"

	"croupier/locales"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// TestLayoutOfTheTurnAsked (review-de2 item 6): a quiz question about a
// turn after earlier turns shows the layout and status as they stand just
// before the turn asked — not as they stood before the earlier turns (a
// chip shown that a turn took, "0 Abzüge gezogen" when the question is
// about the third).
func TestLayoutOfTheTurnAsked(t *testing.T) {
	checked := 0
	for _, topic := range []quiz.Topic{quiz.PharoStanding} {
		for level := quiz.MinLevel; level <= quiz.MaxLevel; level++ {
			for seed := uint64(0); seed < 6; seed++ {
				it, err := quiz.Generate(topic, level, seed)
				if err != nil {
					t.Fatal(err)
				}
				m, scr, b := openItem(t, it)
				d := m.run.Deal()
				before := d.TurnNumber() - 1 // the turns drawn before the one asked
				p := scr.P()
				want := p.T(locales.FaroDeckLine, p.Card(d.Soda()), before, d.CardsLeft()+2)
				statuses := 0
				for _, line := range strings.Split(b.String(), "\n") {
					if strings.HasPrefix(strings.TrimSpace(line), "Soda ") {
						statuses++
						if strings.TrimSpace(line) != want {
							t.Errorf("%s level %d seed %d: the status shown is %q, before the turn asked it is %q", topic, level, seed, strings.TrimSpace(line), want)
						}
					}
				}
				if statuses > 1 {
					t.Errorf("%s level %d seed %d: the layout is drawn %d times", topic, level, seed, statuses)
				}
				if before > 0 {
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no question after earlier turns")
	}
}

// TestHighCardCitesTheCourse (review-de2 item 10): a quiz question on the
// high card cites its rule as the lessons do — the rulebook's section
// "Varianten" (pharo.de.txt: "Hohe Karte: … Zahlt 1:1") and this course's
// rules, which settle equal ranks (RULINGS.md "High card").
func TestHighCardCitesTheCourse(t *testing.T) {
	for seed := uint64(0); seed < 3; seed++ {
		it, err := quiz.Generate(quiz.PharoHighCard, 2, seed)
		if err != nil {
			t.Fatal(err)
		}
		m, _, b := openItem(t, it)
		m.Input(input.NewLine(m.run.AnswerText(m.run.Question().Want())))
		out := b.String()
		if !strings.Contains(out, "Regeln dieses Kurses, „Hohe Karte bei gleichen Werten“") {
			t.Errorf("seed %d: the high card's rule does not cite the course:\n%s", seed, out)
		}
	}
}

// openItem opens a generated question in a quiz mode of its own, on a
// German screen, and returns the mode, the screen and what it printed.
func openItem(t *testing.T, it *quiz.Item) (*Mode, *screen.Screen, *bytes.Buffer) {
	t.Helper()
	var b bytes.Buffer
	scr := wideScreen(&b, locales.German)
	qz, err := quiz.New(quiz.Options{N: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := &Mode{scr: scr, host: noHost{}, q: qz, now: time.Now}
	if err := m.open(it); err != nil {
		t.Fatal(err)
	}
	return m, scr, &b
}
