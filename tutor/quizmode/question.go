package quizmode

import (
	"strings"

	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/ask"
	"croupier/tutor/quiz"
)

// open replays a generated question up to its ask, narrating it like a
// lesson, and puts the question.
func (m *Mode) open(it *quiz.Item) error {
	run, err := ask.NewRun(it.Scenario, m.scr)
	if err != nil {
		return err
	}
	m.it, m.hinted, m.run, m.held = it, false, run, nil
	if m.before, err = positionOf(it); err != nil {
		return err
	}
	// every Pasur question but a score shows the table it is about
	run.ShowTable = func(q *scenarios.Question) bool { return q.Kind() != scenarios.QScore }
	run.LayoutBeforeAsked = true
	p := m.scr.P()
	m.scr.Blank()
	m.scr.Styled(locales.Bold, p.T(locales.QuizHeader, m.q.Asked()+1, m.q.Options().N, p.T(it.Topic.Name()), it.Level))
	if d := run.Deal(); d != nil {
		// The soda counts for the casekeeper; no turn shows it.
		m.scr.Sayf(locales.QuizSoda, p.Card(d.Soda()))
	}
	if it.Kind() == scenarios.QScore {
		if err := m.playRound(); err != nil {
			return err
		}
	}
	if splitAsked(it) {
		// Whether a split may be placed is asked between two turns: the
		// turns before it are told whole, none as being drawn.
		for spec := run.Spec(); spec != nil && spec.Kind == scenarios.StepTurn; spec = run.Spec() {
			for k := 0; k < spec.Turn.Count; k++ {
				st, ok := run.Next()
				if !ok || st.Turn == nil {
					return errBroken
				}
				m.scr.Say(m.scr.TurnLine(st.Turn))
			}
		}
	}
	if spec := run.Spec(); spec != nil && spec.Kind == scenarios.StepTurn && spec.Turn.Count == faro.Turns-1 {
		// The 24 turns before a call are drawn at once.
		for k := 0; k < spec.Turn.Count; k++ {
			if _, ok := run.Next(); !ok {
				return errBroken
			}
		}
		d := run.Deal()
		m.scr.Sayf(locales.QuizTurnsDrawn, d.TurnNumber(), p.CardsText(d.Remaining()))
	}
	asked, err := run.Advance()
	if err != nil {
		return err
	}
	if !asked {
		return errBroken
	}
	return nil
}

// splitAsked reports an item that asks whether a split may be placed.
func splitAsked(it *quiz.Item) bool {
	steps := it.Scenario.Steps
	if len(steps) == 0 || steps[len(steps)-1].Ask == nil {
		return false
	}
	p := steps[len(steps)-1].Ask.Probe
	return p != nil && p.Kind == scenarios.ActSplit
}

// positionOf returns a replay of the item standing where its question's
// position is shown whole (see Mode.before), or nil.
func positionOf(it *quiz.Item) (*scenarios.Replay, error) {
	at := -1
	steps := it.Scenario.Steps
	switch it.Kind() {
	case scenarios.QSettlement, scenarios.QPayout:
		for i, st := range steps {
			if st.Kind == scenarios.StepTurn {
				at = i
			}
		}
	case scenarios.QScore:
		at = 0
	}
	if at < 0 {
		return nil, nil
	}
	rep, err := scenarios.NewReplay(it.Scenario)
	if err != nil {
		return nil, err
	}
	if err := rep.Seek(at); err != nil {
		return nil, err
	}
	return rep, nil
}

// playRound tells a Pasur score question's round: the deal, then every
// play with its capture and its sur (or the sur that does not count);
// what the end of the round gives the last capturer waits for the answer.
func (m *Mode) playRound() error {
	p, run := m.scr.P(), m.run
	rd := run.Round()
	if rd == nil {
		return errBroken
	}
	names := ask.Names(run.Scenario())
	m.scr.Sayf(locales.QuizRoundTable, p.Cards(rd.Table()))
	for seat, n := range names {
		m.scr.Sayf(locales.QuizRoundHand, n, p.Cards(rd.Hand(seat)))
	}
	for spec := run.Spec(); spec != nil && spec.Kind == scenarios.StepAction; spec = run.Spec() {
		st, ok := run.Next()
		if !ok {
			return errBroken
		}
		line, tail := p.Move(run.Round(), names, st.Action.Player, false, st.Move)
		// in the order it happened: the play, its sur (or why it does not
		// count), a new deal or the round's end, the last capture's cards
		first, after, _ := strings.Cut(line, "\n")
		m.scr.Say(first)
		mv := st.Move
		if mv != nil && len(tail) > 0 && (mv.Sur || mv.Cleared && mv.SurDenied != "") {
			m.scr.Say(tail[0])
			tail = tail[1:]
		}
		if after != "" {
			m.scr.Say(after)
		}
		if mv != nil && mv.RoundOver {
			tail, m.held = nil, tail
		}
		for _, l := range tail {
			m.scr.Say(l)
		}
	}
	return nil
}

// errBroken reports a generated question that could not be put.
var errBroken = errorString("quiz: the generated question could not be put")

type errorString string

func (e errorString) Error() string { return string(e) }
