package locales

import (
	"math/big"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/scenarios"
)

// FormContext is what an answer form's example is made of: the table's
// own names and cards, never the question's answer. An example chosen to
// differ from the answer tells it as soon as it changes (issue 22: over
// 449 settlement questions none equalled the answer), so each example is
// fixed per question shape and equals the answer only by chance.
type FormContext struct {
	// Punters are the players who bet, in seat order, the current banker
	// left out; Seated is everyone at the table in seat order.
	Punters, Seated []string
	// Total is the chips at a Faro table, which only change hands (0:
	// not known): a standing's example adds up to it.
	Total int64
	// Cards lie at hand or on the table: a capture's example names others.
	Cards []engine.Card
	// Pasur: a match's points, not a Faro session's chips.
	Pasur bool
	// Options is the number of options of a question with options.
	Options int
	// Session: a settlement over a whole session, where every player held
	// the bank once (no bank follows from the others).
	Session bool
	// Avoid are the answers of every question of the kind in the lesson,
	// the same for each of them: an odds example is none of them (Pharo
	// 15's "1/17" was the next question's answer).
	Avoid []scenarios.Answer
}

// ChoiceForm says how to pick one of n options: "(Antwort: ein Buchstabe
// (a, b oder c) – oder der Text einer Möglichkeit)"; values: the options
// stand for answers ("– oder die Antwort selbst").
func (p Printer) ChoiceForm(n int, values bool) string {
	letters := p.Letters(n)
	if values {
		return p.T(formatChoiceValue, letters)
	}
	return p.T(formatChoice, letters)
}

// Letters lists the letters of n options: "a oder b", "a, b oder c".
func (p Printer) Letters(n int) string {
	if n < 2 {
		return "a"
	}
	var ls []string
	for i := 0; i < n; i++ {
		ls = append(ls, string(rune('a'+i)))
	}
	return p.T(ChoiceOr, strings.Join(ls[:n-1], ", "), ls[n-1])
}

// The answer forms of the question kinds: each says how to write the
// answer, with an example made of the table's own names and cards and of
// figures fixed per form, never chosen by looking at the answer (issue 22).
// The tutor's record of each kind names its form.

// PayoutForm: "(Antwort: ein Betrag, z. B. +7 oder −3)", for a payout or
// a balance: +7 is no call's payout (4:1 and 2:1 pay a multiple of 2 on
// whole stakes), so a call question's example is never its answer.
func (p Printer) PayoutForm(f FormContext) string {
	for _, c := range [][2]int64{{7, -3}, {5, -1}, {8, -2}} {
		if !f.lessonHas(func(a scenarios.Answer) bool {
			x, ok := a.(scenarios.Amount)
			return ok && (engine.Amount(x) == engine.Chips(c[0]) || engine.Amount(x) == engine.Chips(c[1]))
		}) {
			return p.T(formatPayout, Signed(engine.Chips(c[0])), Signed(engine.Chips(c[1])))
		}
	}
	return p.T(formatPayout, Signed(engine.Chips(7)), Signed(engine.Chips(-3)))
}

// lessonHas reports whether is holds for one of the answers of the kind
// in a lesson with at least three questions of it. Such a lesson's
// example is the same for each of its questions, and avoiding all their
// answers at once tells none of them (Pharaon 1's first pair was
// „Louis +4, Camille −2“, its form's example); a scenario with one or two
// questions of the kind, as the quiz's are, keeps its first example, which
// equals its answer by chance only.
func (f FormContext) lessonHas(is func(scenarios.Answer) bool) bool {
	if len(f.Avoid) < 3 {
		return false
	}
	for _, a := range f.Avoid {
		if is(a) {
			return true
		}
	}
	return false
}

// HoldingsForm: the chips a player holds, an amount without a sign.
func (p Printer) HoldingsForm(FormContext) string {
	return p.T(formatAmountHeld, 97)
}

// DeadForm: the dead ranks: "3, 7, K" as the example.
func (p Printer) DeadForm(FormContext) string {
	return p.T(formatDead, p.Ranks([]engine.Rank{engine.Three, engine.Seven, engine.King}))
}

// CaptureForm: what a card takes, with cards neither at hand nor on the
// table as the example.
func (p Printer) CaptureForm(f FormContext) string {
	return p.T(formatCapture, p.CardsText(exampleCards(f.Cards)))
}

// ScoreForm: a side's score by category: 2 aces, 1 jack, 13 in all as the
// example (the great ten and the most clubs make up the rest; no lesson's
// round totals 13, while Pasur 12's totalled the earlier example's 6). In
// a lesson with three or more score questions one of which totals 13, 1
// ace, 2 jacks, 3 in all.
func (p Printer) ScoreForm(f FormContext) string {
	if f.lessonHas(func(a scenarios.Answer) bool {
		b, ok := a.(scenarios.Breakdown)
		return ok && b["total"] == 13
	}) {
		return p.T(formatScore, p.ScoreCategory("aces"), 1, p.ScoreCategory("jacks"), 2, p.ScoreCategory("total"), 3)
	}
	return p.T(formatScore, p.ScoreCategory("aces"), 2, p.ScoreCategory("jacks"), 1, p.ScoreCategory("total"), 13)
}

// CardsForm: a set of cards (the table, a pile): 4♠ 7♦ as the example.
func (p Printer) CardsForm(FormContext) string {
	return p.T(formatCards, p.CardsText(exampleCards(nil)))
}

// SettlementForm: "(Antwort z. B.: Dan +7, Anna −3 – die Bank ergibt sich
// daraus – oder: Dan gewinnt 7, Anna verliert 3; …)" with the first two
// punters (a session's: the first two seated). Seven and three are rarer
// answers than the stakes lessons use most (2, 4): Pharaon 1's first pair,
// „Louis +4, Camille −2“, was its example word for word.
func (p Printer) SettlementForm(f FormContext) string {
	a, b := engine.Chips(7), engine.Chips(3)
	if len(f.Punters) >= 2 && !f.Session {
		for _, c := range [][2]int64{{7, 3}, {5, 1}, {4, 2}} {
			if !f.lessonHas(func(x scenarios.Answer) bool {
				s, ok := x.(scenarios.Settlement)
				return ok && s[f.Punters[0]] == engine.Chips(c[0]) && s[f.Punters[1]] == engine.Chips(-c[1])
			}) {
				a, b = engine.Chips(c[0]), engine.Chips(c[1])
				break
			}
		}
	}
	if f.Session && len(f.Seated) >= 2 {
		return p.T(formatSettlementSession, f.Seated[0], f.Seated[1], Signed(a), Signed(-b))
	}
	switch len(f.Punters) {
	case 0:
		return p.T(formatSettlementAnyone)
	case 1:
		return p.T(formatSettlementOne, f.Punters[0], Signed(a), p.T(outcomeWon, FormatHalves(a.InHalves(), false)))
	}
	return p.T(formatSettlement, f.Punters[0], f.Punters[1], Signed(a), Signed(-b), p.T(outcomeWon, FormatHalves(a.InHalves(), false)), p.T(outcomeLost, FormatHalves(b.InHalves(), false)))
}

// BetsForm: "(Antwort z. B.: Dan 3 auf 8; Anna 5 auf D gecoppert – liegt
// keiner: keine)" with the punters; the stakes and ranks are fixed, never
// the layout's. Stakes of 3 and 5 are rarer than the 2 and 4 lessons use
// most: the earlier „Dan 4 auf 9; Anna 2 auf K gecoppert“ was Pharo 14's
// layout word for word (issue 22).
func (p Printer) BetsForm(f FormContext) string {
	switch {
	case len(f.Punters) >= 2:
		return p.T(formatBets, f.Punters[0], f.Punters[1], 3, p.Rank(engine.Eight), 5, p.Rank(engine.Queen))
	case len(f.Punters) == 1:
		return p.T(formatBetsOne, f.Punters[0], 3, p.Rank(engine.Eight))
	}
	return p.T(formatBetsPlain)
}

// StandingForm: "(Antwort z. B.: Doc 106, Dan 97, Anna 97)" with everyone
// seated; a Faro table's example adds up to its chips, as every standing
// does (chips only change hands: DE review 3, item 11).
func (p Printer) StandingForm(f FormContext) string {
	base := []int64{106, 97, 99, 103}
	if f.Pasur {
		base = []int64{30, 12, 21, 8}
	}
	vals := make([]int64, len(f.Seated))
	for i := range vals {
		vals[i] = base[i%len(base)]
	}
	if !f.Pasur && f.Total > 0 && len(vals) >= 2 {
		sum := int64(0)
		for _, v := range vals[:len(vals)-1] {
			sum += v
		}
		vals[len(vals)-1] = f.Total - sum
	}
	var parts []string
	for i, n := range f.Seated {
		parts = append(parts, n+" "+strconv.FormatInt(vals[i], 10))
	}
	if len(parts) == 0 {
		return p.T(formatStandingPlain)
	}
	return p.T(formatStanding, strings.Join(parts, ", "))
}

// WinnerForm: "(Antwort: ein Name – bei Gleichstand alle Namen, z. B. Dan
// und Anna – oder: unentschieden)", the example pair the first two seated.
func (p Printer) WinnerForm(f FormContext) string {
	if len(f.Seated) >= 2 {
		return p.T(formatWinner, f.Seated[0]+" "+p.T(answerAnd)+" "+f.Seated[1])
	}
	return p.T(formatWinnerPlain)
}

// OddsForm: "(Antwort: ein Bruch wie 1/17, Prozent wie 5,9 % oder eine
// Dezimalzahl wie 0,059)" with a chance that is none of the lesson's
// answers of the kind (the same example for each of its questions) in a
// lesson with three or more odds questions (see lessonHas); a lesson with
// fewer keeps the first, which avoiding would tell.
func (p Printer) OddsForm(f FormContext) string {
	near := func(a scenarios.Answer, num, den int64) bool {
		w, ok := a.(scenarios.Odds)
		if !ok || w.Value == nil {
			return false
		}
		x, _ := new(big.Rat).Sub(w.Value, big.NewRat(num, den)).Float64()
		return x < 0.002 && x > -0.002
	}
	// fractions no Faro odds of a lesson is likely to be (1/17 is the
	// high card's edge and a doublet's chance)
	cands := []struct {
		num, den int64
		pc, dec  string
	}{{2, 9, "22,2", "0,222"}, {3, 8, "37,5", "0,375"}, {5, 7, "71,4", "0,714"}, {1, 17, "5,9", "0,059"}}
next:
	for _, c := range cands {
		if f.lessonHas(func(a scenarios.Answer) bool { return near(a, c.num, c.den) }) {
			continue next
		}
		return p.T(formatOdds, strconv.FormatInt(c.num, 10)+"/"+strconv.FormatInt(c.den, 10), c.pc, c.dec)
	}
	return p.T(formatOdds, "2/9", "22,2", "0,222")
}

// exampleCards picks two cards for an example that are none of the cards
// given (the table and the hands).
func exampleCards(avoid []engine.Card) []engine.Card {
	for _, pair := range [][2]string{{"4♠", "7♦"}, {"3♣", "8♥"}, {"2♦", "9♠"}, {"5♥", "6♣"}, {"A♣", "10♥"}} {
		a, _ := engine.ParseCard(pair[0])
		b, _ := engine.ParseCard(pair[1])
		if !hasCard(avoid, a) && !hasCard(avoid, b) {
			return []engine.Card{a, b}
		}
	}
	a, _ := engine.ParseCard("4♠")
	return []engine.Card{a}
}

func hasCard(cs []engine.Card, c engine.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
