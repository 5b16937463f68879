package quizmode

import (
	"bytes"
	"croupier/tutor/ask"
	"croupier/tutor/input"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
)

// The order property (review-de2 item 28, review-fr2 item 20): what the
// tutor holds back comes out in the order it happened. TestHeldLinesIn
// Order plays every corpus lesson in both languages, answering each
// question with the engine's answer, and checks the transcript: a Faro
// turn's line ("Abzug 2: B♦ verliert …") comes before every line that
// settles a bet of that turn, and a Pasur round's end ("Die Runde ist
// vorbei.") after every play and every sur of that round.

// rightTranscript plays a lesson answering every question right (a
// question whose answer cannot be read back is skipped) and returns what
// was printed, line by line.
func rightTranscript(t *testing.T, l *lesson.Lesson, lang locales.Lang) []string {
	t.Helper()
	m, host, _, b := startLesson(t, l, lang)
	for guard := 0; !host.finished && guard < 500; guard++ {
		run := m.Run()
		q := run.Question()
		if q == nil {
			t.Fatalf("%s: no question open and not finished", l.ID())
		}
		before := run.Position()
		m.Input(input.NewLine(rightAnswer(q, run)))
		if !host.finished && m.Run().Question() == q && m.Run().Position() == before {
			command(t, "weiter", m.Command)
		}
	}
	return strings.Split(b.String(), "\n")
}

// replaySteps runs a scenario through and returns its steps.
func replaySteps(t *testing.T, sc *scenarios.Scenario) []scenarios.Step {
	t.Helper()
	rep, err := scenarios.NewReplay(sc)
	if err != nil {
		t.Fatal(err)
	}
	var out []scenarios.Step
	for !rep.Done() {
		st, ok := rep.Next()
		if !ok {
			t.Fatalf("%s: %v", sc.ID, rep.Err())
		}
		if st.Kind == scenarios.StepTurn {
			tr := *st.Turn
			st.Turn = &tr
		}
		out = append(out, st)
	}
	return out
}

// indexFrom returns the index of the first line equal to s at or after
// from, -1 when there is none.
func indexFrom(lines []string, s string, from int) int {
	for i := max(from, 0); i < len(lines); i++ {
		if lines[i] == s {
			return i
		}
	}
	return -1
}

func TestHeldLinesInOrder(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	turns, rounds := 0, 0
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		var b bytes.Buffer
		p := wideScreen(&b, lang).P()
		for _, l := range lib.Lessons {
			lines := rightTranscript(t, l, lang)
			steps := replaySteps(t, l.Scenario())
			if l.Scenario().Game == scenarios.Pasur {
				rounds += checkPasurOrder(t, l, p, lines, steps)
			} else {
				turns += checkFaroOrder(t, l, p, lines, steps)
			}
		}
	}
	t.Logf("checked %d Faro turns and %d Pasur rounds", turns, rounds)
	if turns == 0 || rounds == 0 {
		t.Fatal("nothing was checked")
	}
}

// checkFaroOrder checks that each turn's line comes before the lines
// that settle its bets; it returns the turns checked.
func checkFaroOrder(t *testing.T, l *lesson.Lesson, p locales.Printer, lines []string, steps []scenarios.Step) int {
	names := ask.Names(l.Scenario())
	bank := bankerOf(l.Scenario())
	n, from := 0, 0
	for _, st := range steps {
		if st.Kind != scenarios.StepTurn {
			continue
		}
		tr := st.Turn
		// where the turn begins: its cards drawn, or its whole line
		start := indexFrom(lines, p.TurnDrawn(tr, bank), from)
		head := indexFrom(lines, p.Turn(tr), from)
		if start < 0 || head >= 0 && head < start {
			start = head
		}
		if start < 0 {
			continue // a turn drawn with many at once, or told short
		}
		evs := tr.Events()
		settles := map[string]bool{}
		for i := range evs {
			for _, s := range eventLines(p, names, l.Scenario().Profile, evs, i) {
				settles["  "+s] = true
			}
		}
		end := len(lines) // the next turn's beginning
		for _, s := range steps {
			if s.Kind == scenarios.StepTurn && s.Turn.Turn == tr.Turn+1 {
				if i := indexFrom(lines, p.TurnDrawn(s.Turn, bank), start+1); i >= 0 {
					end = i
				} else if i := indexFrom(lines, p.Turn(s.Turn), start+1); i >= 0 {
					end = i
				}
			}
		}
		for i := start; i < end; i++ {
			if settles[lines[i]] && (head < 0 || i < head) {
				t.Errorf("%s (%s): turn %d: %q is told before the turn's line %q", l.ID(), p.Lang(), tr.Turn, lines[i], p.Turn(tr))
			}
		}
		from, n = start+1, n+1
	}
	return n
}

// checkPasurOrder checks that each round's end comes after every play
// and sur of the round; it returns the rounds checked.
func checkPasurOrder(t *testing.T, l *lesson.Lesson, p locales.Printer, lines []string, steps []scenarios.Step) int {
	names := ask.Names(l.Scenario())
	over := p.T(locales.MoveRoundOver)
	n, from := 0, 0
	var plays []string // the first line of each play of the round
	surs := 0          // the round's surs (or surs that do not count)
	for _, st := range steps {
		if st.Kind != scenarios.StepAction || st.Action.Kind != scenarios.ActPlay || st.Move == nil {
			continue
		}
		mv := st.Move
		line, _ := p.Move(nil, names, st.Action.Player, false, mv)
		first, _, _ := strings.Cut(line, "\n")
		plays = append(plays, first)
		if mv.Sur || mv.Cleared && mv.SurDenied != "" {
			surs++
		}
		if !mv.RoundOver {
			continue
		}
		begin := indexFrom(lines, plays[0], from)
		end := indexFrom(lines, over, begin)
		if begin < 0 || end < 0 {
			t.Errorf("%s (%s): a round's first play %q or its end is not told", l.ID(), p.Lang(), plays[0])
			plays, surs = nil, 0
			continue
		}
		at := begin
		for _, pl := range plays {
			i := indexFrom(lines, pl, at)
			if i < 0 || i > end {
				t.Errorf("%s (%s): %q is told after the round's end (or not at all)", l.ID(), p.Lang(), pl)
				continue
			}
			at = i + 1
		}
		told := 0
		for i := begin; i < end; i++ {
			if isSurLine(p, lines[i]) {
				told++
			}
		}
		if told != surs {
			t.Errorf("%s (%s): %d surs of the round told before its end, the round has %d", l.ID(), p.Lang(), told, surs)
		}
		from, n = end+1, n+1
		plays, surs = nil, 0
	}
	return n
}

// isSurLine reports whether a line tells a sur, one that does not
// count (with its rule, or without it right after a verdict that cited
// it), or one that cancels another.
func isSurLine(p locales.Printer, s string) bool {
	head := func(m locales.Message) string {
		h, _, _ := strings.Cut(p.T(m, "\x00"), "\x00")
		return h
	}
	return s == p.T(locales.MoveSur) || s == p.T(locales.MoveSurVoid) || strings.HasPrefix(s, head(locales.MoveSurDenied)) || strings.HasPrefix(s, head(locales.MoveSurCancels))
}
