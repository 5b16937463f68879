package lesson

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// Praise says that a, the answer to the open question, is right (with
// the message m), points out the engine's own capture when a is another
// legal one, and explains.
func (r *Run) Praise(m locales.Message, a scenarios.Answer) {
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
	if rule := q.Rule(); rule != "" && !r.ruleComes(rule) {
		r.SayRule(rule)
	}
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
		if ch, ok := a.(scenarios.Choice); ok && typed.ByText && len(ch) == 1 {
			r.scr.Sayf(locales.WrongOption, string(rune('a'+ch[0])))
		}
	case scenarios.WrongKind:
		r.scr.Sayf(locales.WrongKind)
	}
	return r.mistakeRule(v, a, typed)
}

// amountDiff says what is off in a player's amount: "Dan gewinnt 6 Chips
// – das stimmt nicht.", a sign the wrong way round, or a change where the
// learner said none.
func (r *Run) amountDiff(player string, got, want engine.Amount) {
	p := r.scr.P()
	if player == "" {
		r.scr.Say(capFirst(p.T(locales.DiffValue, locales.Signed(got))))
		return
	}
	switch {
	case got == 0:
		r.scr.Sayf(locales.DiffNoChange, player)
	case got == -want:
		r.scr.Say(p.T(locales.DiffSign, r.claim(player, got)))
	default:
		r.scr.Say(p.T(locales.DiffValue, r.claim(player, got)))
	}
}

// claim writes what the learner said of a player with the verb carrying
// the sign: "Dan gewinnt 4 Chips", "die Bank verliert 6 Chips".
func (r *Run) claim(who string, a engine.Amount) string {
	p := r.scr.P()
	if a < 0 {
		return capFirst(p.T(locales.DiffLoses, who, p.Stake(r.sc.Profile, -a)))
	}
	return capFirst(p.T(locales.DiffWins, who, p.Stake(r.sc.Profile, a)))
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

// deadDiffs says what is off in a set of dead ranks: each rank named that
// is not dead, and how many dead ranks are missing.
func (r *Run) deadDiffs(a scenarios.Answer) {
	p := r.scr.P()
	g, _ := a.(scenarios.Ranks)
	w, _ := r.q.EngineAnswer().(scenarios.Ranks)
	in := func(rs scenarios.Ranks, x engine.Rank) bool {
		for _, y := range rs {
			if y == x {
				return true
			}
		}
		return false
	}
	said := false
	for _, x := range g {
		if !in(w, x) {
			r.scr.Sayf(locales.DiffNotDead, p.Rank(x))
			said = true
		}
	}
	missing := 0
	for _, x := range w {
		if !in(g, x) {
			missing++
		}
	}
	if missing > 0 {
		r.scr.Sayf(locales.DiffDeadMissing, missing)
		said = true
	}
	if !said {
		r.scr.Say(capFirst(p.T(locales.DiffValue, r.AnswerText(a))))
	}
}

// settlementDiffs lists the players whose amount in a wrong settlement is
// off, in table order, the verb carrying the sign ("Anna verliert 2 Chips
// – das stimmt nicht."), with the reason where it is plain: a player left
// out whose bet was settled, a change the learner said was none, a sign
// the wrong way round. The bank is called "die Bank" / "la banque" when
// the learner called it so, and never named when the learner left it
// out: its amount was then inferred from the others, and the mistake is
// theirs.
func (r *Run) settlementDiffs(v scenarios.Verdict, a scenarios.Answer, typed input.Answer) {
	bank := r.bank()
	bankSaid := ""
	named := map[string]bool{}
	for _, d := range typed.Deltas {
		named[d.Player] = true
		if d.Bank {
			bankSaid = d.Said
		}
	}
	byKey := map[string]scenarios.Diff{}
	for _, d := range v.Diffs {
		byKey[d.Key] = d
	}
	g, _ := a.(scenarios.Settlement)
	w, _ := r.q.EngineAnswer().(scenarios.Settlement)
	p := r.scr.P()
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
			if engine.Fold(bankSaid) != engine.Fold(bank) {
				shown = p.T(locales.DiffTheBank) // "die Bank", "la banque"
			}
		}
		switch {
		case !named[name] && name != bank:
			r.scr.Sayf(locales.DiffMissing, shown)
		case g[name] == 0:
			r.scr.Sayf(locales.DiffNoChange, shown)
		case g[name] == -w[name]:
			r.scr.Say(p.T(locales.DiffSign, r.claim(shown, g[name])))
		default:
			r.scr.Say(p.T(locales.DiffValue, r.claim(shown, g[name])))
		}
	}
	for _, n := range r.names() {
		say(n)
	}
	for _, d := range v.Diffs {
		say(d.Key)
	}
}

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
	r.scr.Say(r.scr.P().KindHint(q.Kind()))
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
	return p.KindHint(q.Kind())
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
	}
	return false
}

// CasekeeperGivesAnswer reports a question that the casekeeper's board
// answers: how many cards of a rank are left, which ranks are dead.
func CasekeeperGivesAnswer(q *scenarios.Question) bool {
	return q.Kind() == scenarios.QCount || q.Kind() == scenarios.QDead
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
