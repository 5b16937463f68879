package ask

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// Praise says that a, the answer to the open question, is right (with
// the message m), points out the engine's own capture when a is another
// legal one, and explains.
func (r *Run) Praise(m locales.Message, a scenarios.Answer) {
	r.citedFor, r.citedAt = nil, nil // a rule cited at a wrong try is cited again with the right answer
	r.scr.Styled(locales.Good, r.scr.P().T(m))
	if sol, ok := r.lessonSolution(); ok && r.q.Kind() == scenarios.QCapture {
		if g, ok := a.(scenarios.Capture); ok && !engine.SameCards(g.Take, sol.Take) {
			r.scr.Sayf(locales.RightOther, r.AnswerText(sol))
		}
	}
	r.Explain()
}

// lessonSolution returns the capture the lesson itself makes of the
// question's card: the author's expect, else the play of that card that
// follows (with what it takes); false when the lesson gives none (then
// any legal capture is simply right).
func (r *Run) lessonSolution() (scenarios.Capture, bool) {
	q := r.q
	card := q.Spec().Card
	if c, ok := q.Spec().Expect.(scenarios.Capture); ok {
		c.Card = card
		return c, true
	}
	steps := r.sc.Steps
	for i := r.qIdx + 1; i < len(steps); i++ {
		if a := steps[i].Action; steps[i].Kind == scenarios.StepAction && a != nil && a.Kind == scenarios.ActPlay && a.Card == card {
			if !a.HasTake {
				return scenarios.Capture{}, false
			}
			return scenarios.Capture{Card: card, Take: a.Take}, true
		}
	}
	return scenarios.Capture{}, false
}

// Explain tells why the answer is what it is: the author's explanation,
// what was held back (what the turn did to each bet, a sur), and the rule
// (for a settlement, the rules of what the turn did: see happenedRules)
// — unless a question that comes next cites the same rule: a rule often
// covers several cases, and the next question asks about another one, so
// the rule is cited after the last of them.
func (r *Run) Explain() {
	q := r.q
	if text := q.Explain(r.lang()); text != "" {
		r.scr.Say(text)
	} else if c, ok := q.EngineAnswer().(scenarios.Capture); ok && len(c.Take) == 0 {
		r.scr.Sayf(locales.HintCaptureNone, r.scr.P().CardText(q.Spec().Card))
	}
	r.release(r.qKind())
	r.SayRules(q)
}

// ruleComes reports whether a question that comes next (only narration
// between) cites the rule.
func (r *Run) ruleComes(rule string) bool {
	for _, a := range r.pending() {
		if a.Rule == rule {
			return true
		}
	}
	return false
}

// Reveal says the answer after the last wrong try or a skip (m is the
// message that frames it: Reveal, Skipped): for options, the right one's
// text and why each wrong one is wrong; then the explanation.
func (r *Run) Reveal(m locales.Message) {
	r.scr.Sayf(m, r.AnswerText(r.q.Want()))
	if len(r.q.Options()) > 0 {
		for i := range r.q.Options() {
			if !r.optionCorrect(i) {
				if why := r.optionWhyNot(i); why != "" {
					r.scr.Sayf(locales.OptionWhyNot, string(rune('a'+i)), why)
				}
			}
		}
	}
	r.Explain()
}

// optionCorrect reports whether option i is one of the right ones.
func (r *Run) optionCorrect(i int) bool {
	for _, c := range r.q.CorrectOptions() {
		if c == i {
			return true
		}
	}
	return false
}

// optionWhyNot says why option i is wrong: the author's explanation of the
// option, or, for an option that stands for an engine answer, the
// engine's reason (a capture it refuses, a legal capture that is not the
// best, the players a settlement gets wrong). "" when nothing can be said.
func (r *Run) optionWhyNot(i int) string {
	o := r.q.Options()[i]
	if t := o.Explain.In(r.lang()); t != "" {
		return t
	}
	if o.Answer == nil {
		return ""
	}
	return r.whyNotAnswer(o.Answer)
}

// whyNotAnswer derives from the engine why an answer of the question's kind
// is wrong, in one sentence ("" when the engine gives nothing to say
// beyond "wrong").
func (r *Run) whyNotAnswer(a scenarios.Answer) string {
	q, p := r.q, r.scr.P()
	switch q.Kind() {
	case scenarios.QCapture:
		c, ok := a.(scenarios.Capture)
		if !ok {
			return ""
		}
		v := q.Check(c)
		switch v.Reason {
		case scenarios.NotLegal:
			return r.captureWhyNot(c)
		case scenarios.NotBest:
			return r.notBestWhy(c)
		}
	case scenarios.QSettlement:
		g, ok := a.(scenarios.Settlement)
		w, ok2 := q.EngineAnswer().(scenarios.Settlement)
		if !ok || !ok2 {
			return ""
		}
		var off []string
		for _, n := range r.names() {
			if g[n] != w[n] && n != r.bank() {
				off = append(off, n)
			}
		}
		if len(off) > 0 {
			return p.T(locales.DiffPlayers, p.List(off))
		}
	case scenarios.QPayout:
		g, ok := a.(scenarios.Amount)
		w, ok2 := q.EngineAnswer().(scenarios.Amount)
		if ok && ok2 && g != 0 && g == -w {
			return p.T(locales.DiffSignValue, r.AnswerText(a))
		}
	}
	return ""
}

// WhyWrong says what is off in a wrong answer without giving the right
// one away. typed is the answer as read. It returns the rule it cited, if
// any (see mistakeRule).
func (r *Run) WhyWrong(v scenarios.Verdict, a scenarios.Answer, typed input.Answer) (cited string) {
	q, p := r.q, r.scr.P()
	switch v.Reason {
	case scenarios.WrongValue:
		switch q.Kind() {
		case scenarios.QSettlement:
			r.settlementDiffs(v, a, typed)
		case scenarios.QDead:
			r.deadDiffs(a)
		case scenarios.QScore:
			player := q.Spec().Player
			if rd := r.rep.Round(); player != "" && rd != nil && rd.Sides() < rd.Players() {
				// partners score together: the side's points, not the player's
				player = p.T(locales.DiffSideOf, player)
			}
			for _, d := range v.Diffs {
				n, _ := strconv.Atoi(d.Got)
				if player != "" && d.Key == input.ScoreTotal {
					r.scr.Say(p.T(locales.DiffScoreTotal, player, n))
				} else if player != "" {
					r.scr.Say(p.T(locales.DiffScoreOf, player, n, p.ScoreCategory(d.Key)))
				} else {
					r.scr.Say(p.T(locales.DiffScore, n, p.ScoreCategory(d.Key)))
				}
			}
		case scenarios.QCount:
			r.scr.Sayf(locales.DiffCount, r.AnswerText(a)) // „Nicht 2.“, not „2 – das stimmt nicht.“
		case scenarios.QSur, scenarios.QLegal, scenarios.QOver:
			// a yes/no answer: "wrong" says it all
		case scenarios.QPayout:
			g, _ := a.(scenarios.Amount)
			w, _ := q.EngineAnswer().(scenarios.Amount)
			r.amountDiff(q.Spec().Player, engine.Amount(g), engine.Amount(w))
		case scenarios.QBalance:
			g, _ := a.(scenarios.Amount)
			r.scr.Say(p.T(locales.DiffStanding, locales.Signed(engine.Amount(g))))
		case scenarios.QBanker, scenarios.QDealer, scenarios.QToPlay, scenarios.QLastCapture, scenarios.QWinner:
			r.scr.Sayf(locales.DiffNotPlayer, r.AnswerText(a))
		case scenarios.QStanding:
			g, _ := a.(scenarios.Standing)
			w, _ := q.EngineAnswer().(scenarios.Standing)
			var off []string
			for _, n := range r.names() {
				if _, said := g[n]; said && g[n] != w[n] {
					off = append(off, n)
				}
			}
			if len(off) == 0 {
				r.scr.Say(capFirst(p.T(locales.DiffValue, r.AnswerText(a))))
			} else {
				r.scr.Sayf(locales.DiffStandings, p.List(off))
			}
		case scenarios.QLayout, scenarios.QReturned, scenarios.QTable, scenarios.QPile:
			r.scr.Sayf(locales.DiffQuoted, r.AnswerText(a))
		case scenarios.QHoldings:
			g, _ := a.(scenarios.Amount)
			r.scr.Say(capFirst(p.T(locales.DiffValue, p.Stake(r.sc.Profile, engine.Amount(g)))))
		default:
			r.scr.Say(capFirst(p.T(locales.DiffValue, r.AnswerText(a))))
		}
	case scenarios.NotLegal:
		c, _ := a.(scenarios.Capture)
		r.scr.Say(r.captureWhyNot(c))
	case scenarios.NotBest:
		c, _ := a.(scenarios.Capture)
		r.scr.Sayf(locales.WrongNotBest)
		if why := r.notBestWhy(c); why != "" {
			r.scr.Say(why)
		}
	case scenarios.WrongOption:
		// which option was read, when the learner wrote words, not a
		// letter; why it is wrong comes with the answer (Reveal): with two
		// or three options it would often name the right one
		if ch, ok := a.(scenarios.Choice); ok && byText(typed) && len(ch) == 1 {
			r.scr.Sayf(locales.WrongOption, string(rune('a'+ch[0])))
		}
	case scenarios.WrongKind:
		r.scr.Sayf(locales.WrongKind)
	}
	return r.mistakeRule(v, a, typed)
}

// capFirst begins a sentence with a capital letter ("die Bank …" → "Die
// Bank …", "valets …" → "Valets …").
func capFirst(s string) string {
	for i, c := range s {
		return string(unicode.ToUpper(c)) + s[i+utf8.RuneLen(c):]
	}
	return s
}

// captureWhyNot says why the engine refuses a capture of the question's
// card: about the learner's capture (a card not on the table, a sum that
// is not 11, a card that the played card cannot take), never the rule
// that would name the right capture, nor the legal captures.
func (r *Run) captureWhyNot(c scenarios.Capture) string {
	p := r.scr.P()
	card := r.q.Spec().Card
	if rd := r.rep.Round(); rd != nil {
		if why := p.CaptureWhyNot(rd.Check(pasur.Move{Card: card, Take: c.Take})); why != "" {
			return why
		}
	}
	return p.T(locales.WrongNotLegal, p.CardText(card))
}

// notBestWhy says in what the best capture beats a legal one: more points
// (a sur included), more cards, or more clubs.
func (r *Run) notBestWhy(c scenarios.Capture) string {
	rd := r.rep.Round()
	if rd == nil {
		return ""
	}
	card := r.q.Spec().Card
	best, ok := rd.BestCapture(card)
	if !ok {
		return ""
	}
	var mine *pasur.Capture
	for _, x := range rd.CapturesFor(card) {
		if engine.SameCards(x.Take, c.Take) {
			mine = &x
			break
		}
	}
	if mine == nil {
		return ""
	}
	points := func(x pasur.Capture) int {
		if x.Sur {
			return x.Points + pasur.SurPoints
		}
		return x.Points
	}
	clubs := func(cs []engine.Card) int {
		n := 0
		for _, x := range cs {
			if x.Suit == engine.Clubs {
				n++
			}
		}
		return n
	}
	p := r.scr.P()
	switch {
	case points(best) > points(*mine):
		return p.T(locales.NotBestPoints)
	case len(best.Take) > len(mine.Take):
		return p.T(locales.NotBestCards)
	case clubs(best.Take) > clubs(mine.Take):
		return p.T(locales.NotBestClubs)
	}
	return ""
}

// optionLine writes option i as it is shown: "b) Der König – er kam
// zuerst".
func (r *Run) optionLine(i int) string {
	o := r.q.Options()[i]
	text := o.Text.In(r.lang())
	if text == "" && o.Answer != nil {
		text = r.AnswerText(o.Answer)
	}
	return strings.TrimSpace(string(rune('a'+i)) + ") " + text)
}
