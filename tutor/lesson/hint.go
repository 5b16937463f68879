package lesson

import (
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// Hint gives the question's hint, or a general one for its kind; it guides
// without giving the answer.
func (r *Run) Hint() {
	if r.q == nil {
		r.scr.Sayf(locales.NoQuestion)
		return
	}
	if h := r.q.Hint(r.lang()); h != "" {
		r.scr.Styled(locales.Accent, h)
		return
	}
	r.scr.Styled(locales.Accent, r.genericHint())
}

// Why explains the rule behind the open question when the rule does not
// give the answer away (how a settlement or a score is reckoned);
// otherwise it says that the rule comes with the answer. Between
// questions it explains the question just answered: the author's
// explanation and the rule.
func (r *Run) Why() {
	q := r.q
	if q == nil {
		if r.last == nil {
			r.scr.Sayf(locales.NoQuestion)
			return
		}
		if text := r.last.Explain(r.lang()); text != "" {
			r.scr.Say(text)
		}
		if rule := r.last.Rule(); rule != "" {
			r.SayRule(rule)
		}
		return
	}
	if RuleGivesAnswer(q) {
		// nor the rule of the question before: it was cited with its
		// verdict, and it is often the rule that decides this one too
		// (review FR 3.6)
		r.scr.Sayf(locales.WhyAfterAnswer)
		return
	}
	if rule := q.Rule(); rule != "" && r.RuleText(rule) != "" {
		r.SayRule(rule)
		return
	}
	r.scr.Say(r.kindHint())
}

// genericHint is the hint for a question without an author's hint: one
// made of what the table shows, or the kind's.
func (r *Run) genericHint() string {
	if g := kindOf(r.q.Kind()).guide; g != nil {
		if h := g(r); h != "" {
			return h
		}
	}
	return r.kindHint()
}

// kindHint is the general hint of the open question's kind (a match's
// end, not a session's, in Pasur).
func (r *Run) kindHint() string {
	k := kindOf(r.q.Kind())
	if k.matchHint != (locales.Message{}) && r.rep.Round() != nil {
		return r.scr.P().T(k.matchHint)
	}
	return r.scr.P().T(k.hint)
}

// settlementGuide names the turn's cards: the player card loses, the
// banker's wins; a doublet halves.
func (r *Run) settlementGuide() string {
	p := r.scr.P()
	doublet, turn := locales.HintSettlementDoublet, locales.HintSettlementTurn
	if r.sc.Profile == faro.Pharaon {
		doublet, turn = locales.HintSettlementDoubletPharaon, locales.HintSettlementTurnPharaon
	}
	if t := r.lastTurn; t != nil && t.Doublet {
		return p.T(doublet, p.CardText(t.Loser), p.CardText(t.Winner))
	} else if t != nil {
		return p.T(turn, p.CardText(t.Loser), p.CardText(t.Winner))
	}
	return ""
}

// captureGuide says how the card captures and, when it has a choice, how
// many captures it has.
func (r *Run) captureGuide() string {
	q, p := r.q, r.scr.P()
	c := q.Spec().Card
	n := 0
	for _, a := range q.Accepted() {
		if cp, ok := a.(scenarios.Capture); ok && len(cp.Take) > 0 {
			n++
		}
	}
	guide := p.T(locales.HintCaptureSum, p.CardText(c))
	if c.Rank.Face() {
		guide = p.T(locales.HintCaptureFace, p.CardText(c))
	}
	if n < 2 {
		// "0 captures" or "1 capture" would say whether it is laid
		return guide
	}
	return p.T(locales.HintCapture, p.CardText(c), n) + " " + guide
}

// RuleGivesAnswer reports a question whose rule, cited before the answer
// or after a wrong one, would give the answer away: a choice, a yes/no
// question, one with options (the rule names the right one), a capture by
// a king, queen or jack (the rule lists what it takes), or of a card that
// takes nothing (the rule says why it is laid). Its rule is cited once the
// question is settled.
func RuleGivesAnswer(q *scenarios.Question) bool { return kindOf(q.Kind()).rule(q) }

// TableGivesAnswer reports whether the table drawn now ("tisch") would
// answer the open question q: a Faro layout after a turn held back
// (its stakes and money), the bets left on it, the chips held, a
// standing, who holds the bank; the cards on a Pasur table, who is to
// play; the cards left before the last turn.
func (r *Run) TableGivesAnswer(q *scenarios.Question) bool { return kindOf(q.Kind()).table(r) }

// CasekeeperGivesAnswer reports a question that the casekeeper's board
// answers: how many cards of a rank are left, which ranks are dead.
func CasekeeperGivesAnswer(q *scenarios.Question) bool { return kindOf(q.Kind()).casekeeper == hides }

// OddsGiveAnswer reports a question that the odds ("chancen") would
// answer: the cards left per rank, a chance.
func OddsGiveAnswer(q *scenarios.Question) bool { return kindOf(q.Kind()).odds == hides }
