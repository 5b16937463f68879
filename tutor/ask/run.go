package ask

import (
	"strings"

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

	// q is the open question (nil between questions); qIdx its step;
	// last the question answered before (for "warum" after the answer).
	q    *scenarios.Question
	qIdx int
	last *scenarios.Question
	// lastTurn is the last Faro turn drawn.
	lastTurn *faro.TurnResult
	// dirty is set when bets changed since the layout was last drawn.
	dirty bool
	// betsBefore are the bets on the Faro layout before the last turn (what
	// the learner saw): "die Hälfte", "chacun" in an answer refer to them.
	betsBefore []faro.BetInfo
	// held are the lines of the last step that would answer a pending
	// question (a turn's loser and winner and what it did to each bet, a
	// sur, the last capture's cards), told with the verdict of the
	// question they answer (see release).
	held []heldLine
	// read are the open question's options, read once (see options).
	read questionOptions
	// confirm is a question back about the last answer (see confirm.go);
	// near one about a name typed with a typo (confirm_name.go).
	confirm confirmation
	near    nearName
	sign    whichSign
	// unread counts the lines in a row that could not be read at the
	// question unreadAt (see Read).
	unread   int
	unreadAt *scenarios.Question
	// citedFor holds the rules the last wrong answer's feedback cited at
	// the question citedAt (see tellMistakes), not cited again when the
	// answer is told right after it.
	citedFor map[string]bool
	citedAt  *scenarios.Question
	// ShowTable says whether the Pasur table is drawn before a question
	// (nil: before a capture or sur question, as lessons do).
	ShowTable func(q *scenarios.Question) bool
	// LayoutBeforeAsked draws the Faro layout only before the turn a
	// question asks about, not before earlier turns told in passing (the
	// quiz: the layout and status shown are those of the turn asked).
	LayoutBeforeAsked bool
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
	r.q, r.last, r.dirty, r.held, r.lastTurn, r.betsBefore = nil, nil, true, nil, nil, nil
	return nil
}

// Restart goes back to before the first step.
func (r *Run) Restart() error { return r.Seek(0) }

// Advance narrates steps up to the next question, which it asks (true),
// or to the end of the scenario (false). An engine refusal of a step —
// never for a scenario that loaded — stops the run with the error.
func (r *Run) Advance() (asked bool, err error) {
	for !r.rep.Done() {
		kind := r.sc.Steps[r.rep.Position()].Kind
		r.drawBeforeTurn(kind)
		if d := r.rep.Deal(); d != nil && kind == scenarios.StepTurn {
			r.betsBefore = d.Bets()
		}
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
// With LayoutBeforeAsked, only before the turn a question asks about: the
// state shown with the question is the one just before that turn.
func (r *Run) drawBeforeTurn(kind scenarios.StepKind) {
	if kind == scenarios.StepTurn && r.dirty && r.rep.Deal() != nil && (!r.LayoutBeforeAsked || r.turnAsked()) {
		r.scr.Raw(r.scr.Faro(r.rep.Deal()))
		r.dirty = false
	}
}

// turnAsked reports whether a question follows the next step, a turn,
// with only narration between them.
func (r *Run) turnAsked() bool {
	steps := r.sc.Steps
	for i := r.rep.Position() + 1; i < len(steps); i++ {
		switch steps[i].Kind {
		case scenarios.StepSay:
		case scenarios.StepAsk:
			return true
		default:
			return false
		}
	}
	return false
}

// Narrate tells a step that asks nothing: a say, an action or a turn.
// What a step shows that a question right after it asks about is held
// back (see held): a turn is then told as the cards coming out ("Doc
// zieht K♦, dann 9♣"), without which loses and which wins.
func (r *Run) narrate(st scenarios.Step) {
	p := r.scr.P()
	switch st.Kind {
	case scenarios.StepSay:
		r.scr.Say(st.Say.In(r.lang()))
	case scenarios.StepAction:
		a := st.Action
		if a.Kind == scenarios.ActPlay {
			rd, names, player, mv := r.rep.Round(), r.names(), a.Player, st.Move
			asked := r.surAsked(st, rd, mv)
			cited := asked != nil && !mv.Sur && asked.Rule != "" && asked.Rule == string(mv.SurDenied)
			first, rest, tags := moveLines(p, rd, names, player, mv, cited)
			r.scr.Say(first)
			hold, holding := r.pasurHolds(player), false
			for i, l := range rest {
				// a sur the question before has just settled is told with
				// its play: its verdict has told whether it counts
				if !hold || tags[i] == tagAfter && !holding || tags[i] == tagSur && asked != nil {
					r.scr.Say(l)
					continue
				}
				// told later, perhaps in another language; once one line
				// is held, the lines after it wait with it
				holding = true
				r.held = append(r.held, heldLine{tag: tags[i], render: func(p locales.Printer) string {
					_, rest, _ := moveLines(p, rd, names, player, mv, cited)
					return rest[i]
				}})
			}
			return
		}
		r.dirty = true
		r.scr.Say(p.Action(a, r.sc.Profile, false))
	case scenarios.StepDeal:
		r.narrateDeal(st)
	case scenarios.StepTurn:
		t := *st.Turn // turn results are values now; keep a copy
		r.lastTurn = &t
		if !r.nextAsks() && !r.laterTurnsAsked(st) {
			r.scr.Say(r.scr.TurnLine(st.Turn)) // short on a narrow screen when it settled nothing
			r.sayEvents()
			return
		}
		r.scr.Say(p.TurnDrawn(st.Turn, r.bankOrDefault()))
		held := r.lastTurn
		r.held = append(r.held, heldLine{tag: tagTurn, render: func(p locales.Printer) string { return p.Turn(held) }})
		for i, e := range held.Events() {
			r.held = append(r.held, heldLine{tag: eventTag(e), player: e.Player, turn: held, event: i})
		}
	}
}

// moveLines tells a Pasur play (first) and what came of it (rest) in the
// order it happened: the sur or why it does not count, a new deal or the
// round's end, the last capture's cards and what is left to nobody. tags
// say which question each line of rest answers (tagAfter: none). cited
// says that the verdict just before has cited the rule that denies the
// sur: it is not said again (Pasur 12).
func moveLines(p locales.Printer, rd *pasur.Round, names []string, player string, mv *pasur.MoveResult, cited bool) (first string, rest []string, tags []heldTag) {
	line, tail := p.Move(rd, names, player, false, mv)
	first, after, _ := strings.Cut(line, "\n")
	if len(tail) > 0 && mv != nil && (mv.Sur || mv.Cleared && mv.SurDenied != "") {
		sur := tail[0]
		if cited && !mv.Sur {
			sur = p.T(locales.MoveSurVoid)
		}
		rest, tags = append(rest, sur), append(tags, tagSur)
		tail = tail[1:]
	}
	if after != "" {
		for _, l := range strings.Split(after, "\n") {
			rest, tags = append(rest, l), append(tags, tagAfter)
		}
	}
	for _, l := range tail {
		rest, tags = append(rest, l), append(tags, tagEnd)
	}
	return first, rest, tags
}

// surAsked returns the question just before a Pasur play, with only
// narration between, when it asked whether the card played makes a sur
// that counts ("Dan nimmt mit dem Karo-König den Kreuz-König. Zählt
// dieser Sur?"): its verdict has told what the play's sur line says. nil
// otherwise, and for a sur that may cancel one of the other side's
// (sur_cancel), which the verdict has not told.
func (r *Run) surAsked(st scenarios.Step, rd *pasur.Round, mv *pasur.MoveResult) *scenarios.Ask {
	if st.Action == nil || mv == nil || rd == nil || mv.Sur && rd.Variants().SurCancel {
		return nil
	}
	steps := r.sc.Steps
	for i := st.Index - 1; i >= 0 && i < len(steps); i-- {
		switch steps[i].Kind {
		case scenarios.StepSay:
		case scenarios.StepAsk:
			if a := steps[i].Ask; a.Kind == scenarios.QSur && a.Card.Valid() && a.Card == st.Action.Card {
				return a
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}

// laterTurnsAsked reports whether a turn of a step that draws several is
// asked about with the step's last one: a settlement over the last turns
// ("Was haben beide Abzüge zusammen gebracht?") follows the step.
func (r *Run) laterTurnsAsked(st scenarios.Step) bool {
	left := st.TurnCount - st.TurnOf // turns of the step still to come
	if left <= 0 {
		return false
	}
	steps := r.sc.Steps
	for i := st.Index + 1; i < len(steps); i++ {
		switch steps[i].Kind {
		case scenarios.StepSay:
		case scenarios.StepAsk:
			if a := steps[i].Ask; a.Kind == scenarios.QSettlement && a.Params.Turns > left {
				return true
			}
		default:
			return false
		}
	}
	return false
}

// bankOrDefault names the banker, or the bank when the table has none.
func (r *Run) bankOrDefault() string {
	if b := r.bank(); b != "" {
		return b
	}
	return r.scr.P().T(locales.SandboxBank)
}

// sayEvents tells what the last turn did to each bet.
func (r *Run) sayEvents() {
	if r.lastTurn == nil {
		return
	}
	for _, l := range r.scr.P().TurnEvents(r.names(), r.sc.Profile, r.lastTurn.Events(), nil, false) {
		r.scr.Say("  " + l)
	}
}

// nextAsks reports whether the next step (after any narration) is a
// question, so that the turn's or move's results, which may answer it (a
// settlement, a payout, a dead rank, a sur, a score, a choice about
// them), are told only after it is answered.
func (r *Run) nextAsks() bool { return len(r.pending()) > 0 }

// pending lists the questions that come next, with only narration
// between them: the questions what was just shown may answer.
func (r *Run) pending() []*scenarios.Ask {
	var out []*scenarios.Ask
	steps := r.sc.Steps
	for i := r.rep.Position(); i < len(steps); i++ {
		switch steps[i].Kind {
		case scenarios.StepSay:
		case scenarios.StepAsk:
			out = append(out, steps[i].Ask)
		default:
			return out // an action or a turn: what comes after is about it
		}
	}
	return out
}

// pasurHolds reports whether a Pasur move's outcome (a sur, the last
// capture's cards) would answer a question that comes next: whether it
// was a sur, a score, a choice, a pile, the last capture, or a yes/no
// question about a play of the same player. A question about the next player's play (what a card
// takes, whether it can make a sur, whether it is allowed) does not hold
// it: the sur is told with the play that made it, not after the next
// player's question.
func (r *Run) pasurHolds(player string) bool {
	for _, a := range r.pending() {
		if kindOf(a.Kind).move(a, player) {
			return true
		}
	}
	return false
}

// lang is the scenario language of the screen.
func (r *Run) lang() scenarios.Lang { return scenarios.Lang(r.scr.Lang()) }

// ask opens a question and shows it, with the Pasur table first when the
// question is about a card to play or a sur.
func (r *Run) ask(st scenarios.Step) {
	r.q, r.qIdx = st.Question, st.Index
	show := kindOf(r.q.Kind()).tableFirst
	if r.ShowTable != nil {
		show = r.ShowTable(r.q)
	}
	if r.rep.Round() != nil && show {
		r.scr.Raw(r.Table())
	}
	r.ShowQuestion()
}

// Settle closes a question that Explain has explained (what was held back
// for it is told already), remembering it for "warum".
func (r *Run) Settle() {
	if r.q != nil {
		r.last = r.q
	}
	r.q = nil
}

// Close closes the answered question and tells what was held back for it.
func (r *Run) Close() {
	if r.q != nil {
		r.last = r.q
	}
	kind, player := r.qKind()
	r.q = nil
	r.release(kind, player)
}

// qKind returns the open question's kind and player ("" when none is
// open).
func (r *Run) qKind() (scenarios.QuestionKind, string) {
	if r.q == nil {
		return "", ""
	}
	return r.q.Kind(), r.q.Spec().Player
}

// LastTurn returns the last Faro turn drawn (nil before the first, and for
// Pasur).
func (r *Run) LastTurn() *faro.TurnResult { return r.lastTurn }

// Table draws the scenario's table (the Faro layout or the Pasur table).
// While a Pasur question other than a capture is open, the piles are
// drawn without their surs and points, which could answer it.
func (r *Run) Table() string {
	if d := r.rep.Deal(); d != nil {
		return r.scr.Faro(d)
	}
	if rd := r.rep.Round(); rd != nil {
		if r.q != nil && kindOf(r.q.Kind()).piles == hides {
			return r.scr.PasurUnscored(rd, r.names(), -1)
		}
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
