package lesson

import (
	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// Praise says that a, the answer to the open question, is right (with
// the message m), points out the engine's own capture when a is another
// legal one, and explains.
func (r *Run) Praise(m locales.Message, a scenarios.Answer) {
	r.scr.Styled(locales.Good, r.scr.P().T(m))
	if r.q.Kind() == scenarios.QCapture && !sameCapture(a, r.q) {
		r.scr.Sayf(locales.RightOther, r.AnswerText(r.q.Want()))
	}
	r.Explain()
}

// sameCapture reports whether a capture takes what the engine's own answer
// takes (so that a different legal capture can be pointed out).
func sameCapture(a scenarios.Answer, q *scenarios.Question) bool {
	w, ok := q.EngineAnswer().(scenarios.Capture)
	g, ok2 := a.(scenarios.Capture)
	if !ok || !ok2 {
		return true
	}
	return engine.SameCards(w.Take, g.Take)
}

// Explain tells why the answer is what it is: the author's explanation,
// what was held back (what the turn did to each bet, a sur), and the rule.
func (r *Run) Explain() {
	q := r.q
	if text := q.Explain(r.lang()); text != "" {
		r.scr.Say(text)
	}
	r.release()
	if rule := q.Rule(); rule != "" {
		r.SayRule(rule)
	}
}

// WhyWrong says what is off in a wrong answer without giving the right
// one away. typed is the answer as read. It returns the rule it cited, if
// any.
func (r *Run) WhyWrong(v scenarios.Verdict, a scenarios.Answer, typed input.Answer) (cited string) {
	q, p := r.q, r.scr.P()
	switch v.Reason {
	case scenarios.WrongValue:
		switch q.Kind() {
		case scenarios.QSettlement:
			r.settlementDiffs(v, a, typed)
		case scenarios.QDead:
			// the learner's own set ("keine", "3, K"), not "[]"
			r.scr.Sayf(locales.DiffValue, r.AnswerText(a))
		case scenarios.QScore:
			for _, d := range v.Diffs {
				r.scr.Sayf(locales.DiffNamed, p.ScoreCategory(d.Key), d.Got)
			}
		case scenarios.QSur, scenarios.QLegal:
			// a yes/no answer: "wrong" says it all
		default:
			for _, d := range v.Diffs {
				if d.Got != "" {
					r.scr.Sayf(locales.DiffValue, d.Got)
				}
			}
		}
	case scenarios.NotLegal:
		c := q.Spec().Card
		r.scr.Sayf(locales.WrongNotLegal, p.CardText(c))
		cited = locales.CaptureRule(c)
		r.SayRule(cited)
	case scenarios.NotBest:
		r.scr.Sayf(locales.WrongNotBest)
	case scenarios.WrongOption:
		r.scr.Sayf(locales.WrongOption)
	case scenarios.WrongKind:
		r.scr.Sayf(locales.WrongKind)
	}
	return cited
}

// settlementDiffs lists the players whose amount in a wrong settlement is
// off, in table order, with the unit ("Louis : +1 point"). The bank is
// called what the learner called it ("Bank", "banque"), and never named
// when the learner left it out: its amount was then inferred from the
// others, and the mistake is theirs.
func (r *Run) settlementDiffs(v scenarios.Verdict, a scenarios.Answer, typed input.Answer) {
	bank := r.bank()
	bankSaid := ""
	for _, d := range typed.Deltas {
		if d.Bank {
			bankSaid = d.Said
		}
	}
	byKey := map[string]scenarios.Diff{}
	for _, d := range v.Diffs {
		byKey[d.Key] = d
	}
	g, _ := a.(scenarios.Settlement)
	say := func(name string) {
		if _, ok := byKey[name]; !ok {
			return
		}
		delete(byKey, name)
		shown := name
		if name == bank {
			if bankSaid == "" {
				return
			}
			shown = bankSaid
		}
		r.scr.Sayf(locales.DiffNamed, shown, r.scr.P().SignedStake(r.sc.Profile, g[name]))
	}
	for _, n := range r.names() {
		say(n)
	}
	for _, d := range v.Diffs {
		say(d.Key)
	}
}

// Hint gives the question's hint, or a general one for its kind.
func (r *Run) Hint() {
	if r.q == nil {
		return
	}
	if h := r.q.Hint(r.lang()); h != "" {
		r.scr.Styled(locales.Accent, h)
		return
	}
	r.scr.Styled(locales.Accent, r.genericHint())
}

// Why explains the rule behind the open question without giving the
// answer away: the author's explanation is kept for after the answer.
func (r *Run) Why() {
	q := r.q
	if q == nil {
		return
	}
	if rule := q.Rule(); rule != "" && r.RuleText(rule) != "" {
		r.SayRule(rule)
		return
	}
	if q.Kind() == scenarios.QCapture {
		r.SayRule(locales.CaptureRule(q.Spec().Card))
		return
	}
	r.scr.Say(r.scr.P().KindHint(q.Kind()))
}

// genericHint is the hint for a question without an author's hint.
func (r *Run) genericHint() string {
	q, p := r.q, r.scr.P()
	switch q.Kind() {
	case scenarios.QSettlement:
		if t := r.lastTurn; t != nil && t.Doublet {
			return p.T(locales.HintSettlementDoublet, p.CardText(t.Loser), p.CardText(t.Winner))
		} else if t != nil {
			return p.T(locales.HintSettlementTurn, p.CardText(t.Loser), p.CardText(t.Winner))
		}
	case scenarios.QCapture:
		c := q.Spec().Card
		n := 0
		for _, a := range q.Accepted() {
			if cp, ok := a.(scenarios.Capture); ok && len(cp.Take) > 0 {
				n++
			}
		}
		if n == 0 {
			return p.T(locales.HintCaptureNone, p.CardText(c))
		}
		return p.T(locales.HintCapture, p.CardText(c), n) + " " + r.RuleText(locales.CaptureRule(c))
	}
	return p.KindHint(q.Kind())
}

// RuleGivesAnswer reports a question whose rule, cited after a wrong
// answer, would give the answer away: a choice, a yes/no question, or one
// with options (the rule names the right one). Its rule is cited once the
// question is settled.
func RuleGivesAnswer(q *scenarios.Question) bool {
	switch q.Kind() {
	case scenarios.QChoice, scenarios.QLegal, scenarios.QSur:
		return true
	}
	return len(q.Options()) > 0
}

// TableGivesAnswer reports a question that the table drawn now would
// answer: the stakes and money after a turn, the piles and scores in
// Pasur.
func TableGivesAnswer(q *scenarios.Question) bool {
	switch q.Kind() {
	case scenarios.QSettlement, scenarios.QPayout, scenarios.QScore:
		return true
	}
	return false
}
