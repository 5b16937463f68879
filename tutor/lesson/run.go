package lesson

import (
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/screen"
)

// Run steps one scenario for the learner: it narrates the steps that ask
// nothing, stops at each question, and holds back what a pending question
// asks about (a turn's settlements, a sur, the last capture) until it is
// answered. Lessons and the quiz both run their scenarios through it.
type Run struct {
	sc  *scenarios.Scenario
	rep *scenarios.Replay
	scr *screen.Screen

	// q is the open question (nil between questions); qIdx its step.
	q    *scenarios.Question
	qIdx int
	// lastTurn is the last Faro turn drawn.
	lastTurn *faro.TurnResult
	// dirty is set when bets changed since the layout was last drawn.
	dirty bool
	// held holds a turn's settlements back until the question about them
	// is answered; heldText holds a Pasur move's lines that would answer
	// the next question (a sur, the last capture's cards).
	held     bool
	heldText []string
	// ShowTable says whether the Pasur table is drawn before a question
	// (nil: before a capture or sur question, as lessons do).
	ShowTable func(q *scenarios.Question) bool
}

// NewRun starts a run of sc at its first step, writing to scr.
func NewRun(sc *scenarios.Scenario, scr *screen.Screen) (*Run, error) {
	rep, err := scenarios.NewReplay(sc)
	if err != nil {
		return nil, err
	}
	return &Run{sc: sc, rep: rep, scr: scr}, nil
}

// Scenario returns the scenario being run.
func (r *Run) Scenario() *scenarios.Scenario { return r.sc }

// Question returns the open question, nil between questions.
func (r *Run) Question() *scenarios.Question { return r.q }

// Deal returns the Faro deal as it stands (nil for Pasur).
func (r *Run) Deal() *faro.Deal { return r.rep.Deal() }

// Round returns the Pasur round as it stands (nil for Faro).
func (r *Run) Round() *pasur.Round { return r.rep.Round() }

// Done reports whether every step has been run.
func (r *Run) Done() bool { return r.rep.Done() }

// Position returns the index of the next step (the open question's step
// while one is open).
func (r *Run) Position() int {
	if r.q != nil {
		return r.qIdx
	}
	return r.rep.Position()
}

// names lists the scenario's players in seat order.
func (r *Run) names() []string { return Names(r.sc) }

// Names lists a scenario's player names in seat order.
func Names(sc *scenarios.Scenario) []string {
	out := make([]string, len(sc.Players))
	for i, p := range sc.Players {
		out[i] = p.Name
	}
	return out
}

// bank returns the banker's name ("" for Pasur): in a session the
// current deal's.
func (r *Run) bank() string {
	if b := r.rep.Banker(); b >= 0 && b < len(r.sc.Players) {
		return r.sc.Players[b].Name
	}
	for _, p := range r.sc.Players {
		if p.Banker {
			return p.Name
		}
	}
	return ""
}

// Seek replays from the start so that step k comes next, and redraws the
// table.
func (r *Run) Seek(k int) error {
	if err := r.rep.Seek(k); err != nil {
		return err
	}
	r.q, r.dirty, r.held, r.heldText, r.lastTurn = nil, true, false, nil, nil
	return nil
}

// Restart goes back to before the first step.
func (r *Run) Restart() error { return r.Seek(0) }

// Advance narrates steps up to the next question, which it asks (true),
// or to the end of the scenario (false). An engine refusal of a step —
// never for a scenario that loaded — stops the run with the error.
func (r *Run) Advance() (asked bool, err error) {
	for !r.rep.Done() {
		r.drawBeforeTurn(r.sc.Steps[r.rep.Position()].Kind)
		st, ok := r.rep.Next()
		if !ok {
			return false, r.rep.Err()
		}
		if st.Kind == scenarios.StepAsk {
			r.ask(st)
			return true, nil
		}
		r.narrate(st)
	}
	return false, nil
}

// Next runs the next step alone, narrated (the quiz draws many turns at
// once this way).
func (r *Run) Next() (scenarios.Step, bool) { return r.rep.Next() }

// Spec returns the next step as the file writes it (nil at the end).
func (r *Run) Spec() *scenarios.StepSpec {
	if r.rep.Done() {
		return nil
	}
	return &r.sc.Steps[r.rep.Position()]
}

// drawBeforeTurn draws the Faro layout before a step of the given kind
// when it is a turn and the bets changed since the layout was last drawn.
func (r *Run) drawBeforeTurn(kind scenarios.StepKind) {
	if kind == scenarios.StepTurn && r.dirty && r.rep.Deal() != nil {
		r.scr.Raw(r.scr.Faro(r.rep.Deal()))
		r.dirty = false
	}
}

// Narrate tells a step that asks nothing: a say, an action or a turn.
func (r *Run) narrate(st scenarios.Step) {
	p := r.scr.P()
	switch st.Kind {
	case scenarios.StepSay:
		r.scr.Say(st.Say.In(r.lang()))
	case scenarios.StepAction:
		a := st.Action
		if a.Kind == scenarios.ActPlay {
			line, tail := p.Move(r.rep.Round(), r.names(), a.Player, false, st.Move)
			if r.nextAsks() {
				r.heldText = append(r.heldText, tail...)
				tail = nil
			}
			r.scr.Say(line)
			for _, l := range tail {
				r.scr.Say(l)
			}
			return
		}
		r.dirty = true
		r.scr.Say(p.Action(a, r.sc.Profile, false))
	case scenarios.StepDeal:
		r.narrateDeal(st)
	case scenarios.StepTurn:
		t := *st.Turn
		r.lastTurn = &t
		r.scr.Say(p.Turn(st.Turn))
		r.held = r.nextAsks()
		if !r.held {
			r.sayEvents()
		}
	}
}

// sayEvents tells what the last turn did to each bet.
func (r *Run) sayEvents() {
	if r.lastTurn == nil {
		return
	}
	p := r.scr.P()
	names := r.names()
	for _, e := range r.lastTurn.Events() {
		r.scr.Say("  " + p.Event(names, r.sc.Profile, e))
	}
}

// nextAsks reports whether the next step (after any narration) is a
// question, so that the turn's or move's results, which may answer it (a
// settlement, a payout, a dead rank, a sur, a score, a choice about
// them), are told only after it is answered.
func (r *Run) nextAsks() bool {
	steps := r.sc.Steps
	for i := r.rep.Position(); i < len(steps); i++ {
		switch steps[i].Kind {
		case scenarios.StepSay:
			continue
		case scenarios.StepAsk:
			return true
		}
		return false
	}
	return false
}

// lang is the scenario language of the screen.
func (r *Run) lang() scenarios.Lang { return scenarios.Lang(r.scr.Lang()) }

// ask opens a question and shows it, with the Pasur table first when the
// question is about a card to play or a sur.
func (r *Run) ask(st scenarios.Step) {
	r.q, r.qIdx = st.Question, st.Index
	show := r.q.Kind() == scenarios.QCapture || r.q.Kind() == scenarios.QSur
	if r.ShowTable != nil {
		show = r.ShowTable(r.q)
	}
	if r.rep.Round() != nil && show {
		r.scr.Raw(r.Table())
	}
	r.ShowQuestion()
}

// Close closes the answered question and tells what was held back for it.
func (r *Run) Close() {
	r.q = nil
	r.release()
}

// release tells the settlements and lines held back for the question.
func (r *Run) release() {
	if r.held {
		r.sayEvents()
		r.held = false
	}
	for _, l := range r.heldText {
		r.scr.Say(l)
	}
	r.heldText = nil
}

// Drop forgets what was held back for the open question (a worked
// solution has told it already).
func (r *Run) Drop() { r.held, r.heldText = false, nil }

// Holding reports whether something is held back for the open question.
func (r *Run) Holding() bool { return r.held || len(r.heldText) > 0 }

// Table draws the scenario's table (the Faro layout or the Pasur table).
func (r *Run) Table() string {
	if d := r.rep.Deal(); d != nil {
		return r.scr.Faro(d)
	}
	if rd := r.rep.Round(); rd != nil {
		return r.scr.Pasur(rd, r.names(), -1)
	}
	return ""
}

// Casekeeper draws the casekeeper of a Faro scenario ("" for Pasur).
func (r *Run) Casekeeper() string {
	if d := r.rep.Deal(); d != nil {
		return r.scr.Casekeeper(d)
	}
	return ""
}

// RuleText states a rule in the form of the scenario's profile ("" when
// there is none: an id is never shown).
func (r *Run) RuleText(id string) string {
	profile := ""
	if r.sc.Profile.Valid() {
		profile = r.sc.Profile.String()
	}
	t, _ := r.scr.P().Rule(id, profile)
	return t
}

// RuleLine cites a rule: "Regel: …".
func (r *Run) RuleLine(id string) string {
	t := r.RuleText(id)
	if t == "" {
		return ""
	}
	return r.scr.P().T(locales.RuleLine, t)
}

// SayRule cites a rule, dimmed, when it has a text.
func (r *Run) SayRule(id string) {
	if l := r.RuleLine(id); l != "" {
		r.scr.Styled(locales.Dim, l)
	}
}
