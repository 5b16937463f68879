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
	r.scr.Say(r.scr.P().KindHint(q.Kind(), r.rep.Round() != nil))
}

// genericHint is the hint for a question without an author's hint.
func (r *Run) genericHint() string {
	q, p := r.q, r.scr.P()
	switch q.Kind() {
	case scenarios.QSettlement:
		doublet, turn := locales.HintSettlementDoublet, locales.HintSettlementTurn
		if r.sc.Profile == faro.Pharaon {
			doublet, turn = locales.HintSettlementDoubletPharaon, locales.HintSettlementTurnPharaon
		}
		if t := r.lastTurn; t != nil && t.Doublet {
			return p.T(doublet, p.CardText(t.Loser), p.CardText(t.Winner))
		} else if t != nil {
			return p.T(turn, p.CardText(t.Loser), p.CardText(t.Winner))
		}
	case scenarios.QCapture:
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
	return p.KindHint(q.Kind(), r.rep.Round() != nil)
}

// RuleGivesAnswer reports a question whose rule, cited before the answer
// or after a wrong one, would give the answer away: a choice, a yes/no
// question, one with options (the rule names the right one), a capture by
// a king, queen or jack (the rule lists what it takes), or of a card that
// takes nothing (the rule says why it is laid). Its rule is cited once the
// question is settled.
func RuleGivesAnswer(q *scenarios.Question) bool {
	switch q.Kind() {
	case scenarios.QChoice, scenarios.QLegal, scenarios.QSur:
		return true
	case scenarios.QCapture:
		if q.Spec().Card.Rank.Face() {
			return true
		}
		if c, ok := q.EngineAnswer().(scenarios.Capture); ok && len(c.Take) == 0 {
			return true // the rule that says why nothing is taken says "lay it"
		}
	}
	return len(q.Options()) > 0
}

// TableGivesAnswer reports whether the table drawn now ("tisch") would
// answer the open question q: a Faro layout after a turn held back
// (its stakes and money), the bets left on it, the chips held, a
// standing, who holds the bank; the cards on a Pasur table, who is to
// play.
func (r *Run) TableGivesAnswer(q *scenarios.Question) bool {
	switch q.Kind() {
	case scenarios.QSettlement, scenarios.QPayout:
		return r.Holding() && r.Deal() != nil
	case scenarios.QLayout, scenarios.QReturned, scenarios.QHoldings, scenarios.QBalance, scenarios.QStanding,
		scenarios.QBanker, scenarios.QWinner:
		return r.Deal() != nil
	case scenarios.QTable, scenarios.QToPlay:
		return r.Round() != nil
	case scenarios.QCount, scenarios.QDead, scenarios.QOdds:
		// before the last turn the table lists the three cards left
		// ("Übrig: 4♦ 6♣ 10♥"), which count the ranks (FR review 3, item 3)
		d := r.Deal()
		return d != nil && d.OpenCallWindow()
	}
	return false
}

// CasekeeperGivesAnswer reports a question that the casekeeper's board
// answers: how many cards of a rank are left, which ranks are dead.
func CasekeeperGivesAnswer(q *scenarios.Question) bool {
	return q.Kind() == scenarios.QCount || q.Kind() == scenarios.QDead
}
