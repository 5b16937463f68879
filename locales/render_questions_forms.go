package locales

import (
	"math/big"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/scenarios"
)

// FormContext is what an answer form's example is made of: the table's
// own names and cards, and the answer the example must not be (reviews DE
// 3, FR 3.1–3.3, 3.8: an example never gives the answer away).
type FormContext struct {
	// Punters are the players who bet, in seat order, the current banker
	// left out; Seated is everyone at the table in seat order.
	Punters, Seated []string
	// Want is the engine's answer to the open question (nil: none known);
	// every value of the example differs from it.
	Want scenarios.Answer
	// Cards lie at hand or on the table: a capture's example names others.
	Cards []engine.Card
	// Pasur: a match's points, not a Faro session's chips.
	Pasur bool
	// Options is the number of options of a question with options.
	Options int
	// Session: a settlement over a whole session, where every player held
	// the bank once (no bank follows from the others).
	Session bool
	// Avoid are the answers of the lesson's other questions of the kind:
	// an example is none of them either (Pharo 15's "1/17" was the next
	// question's answer).
	Avoid []scenarios.Answer
}

// ChoiceForm says how to pick one of n options: "(Antwort: ein Buchstabe
// (a, b oder c) – oder der Text einer Möglichkeit)"; values: the options
// stand for answers ("– oder die Antwort selbst").
func (p Printer) ChoiceForm(n int, values bool) string {
	letters := p.Letters(n)
	if values {
		return p.T(FormatChoiceValue, letters)
	}
	return p.T(FormatChoice, letters)
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
// answer, with an example made of the table's own names and cards whose
// every value differs from the answer (or no example when none can be
// made so). The tutor's record of each kind names its form.

// PayoutForm: "(Antwort: ein Betrag, z. B. +8 oder −2)", for a payout or
// a balance; "" when every example would be the answer.
func (p Printer) PayoutForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Amount)
	for _, c := range [][2]int64{{8, -2}, {6, -3}, {5, -1}, {9, -4}} {
		a, b := engine.Chips(c[0]), engine.Chips(c[1])
		if f.Want == nil || a != engine.Amount(w) && b != engine.Amount(w) {
			return p.T(FormatPayout, Signed(a), Signed(b))
		}
	}
	return ""
}

// HoldingsForm: the chips a player holds, an amount without a sign.
func (p Printer) HoldingsForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Amount)
	for _, c := range []int64{97, 95, 103, 90} {
		if engine.Chips(c) != engine.Amount(w) {
			return p.T(FormatAmountHeld, c)
		}
	}
	return ""
}

// DeadForm: the dead ranks, with ranks that are not dead as the example.
func (p Printer) DeadForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Ranks)
	var ex []engine.Rank
	for _, rk := range []engine.Rank{engine.Three, engine.Seven, engine.King, engine.Two, engine.Nine, engine.Queen, engine.Five, engine.Ace} {
		if !hasRank(w, rk) && len(ex) < 3 {
			ex = append(ex, rk)
		}
	}
	if len(ex) >= 2 {
		return p.T(FormatDead, p.Ranks(ex))
	}
	return p.T(FormatDeadPlain)
}

// CaptureForm: what a card takes, with cards neither at hand nor on the
// table as the example.
func (p Printer) CaptureForm(f FormContext) string {
	return p.T(FormatCapture, p.CardsText(exampleCards(f.Cards, nil)))
}

// ScoreForm: a side's score by category; "" when every example would be
// the answer.
func (p Printer) ScoreForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Breakdown)
	for _, c := range [][3]int{{2, 1, 6}, {1, 2, 5}, {3, 1, 8}, {2, 2, 9}} {
		if w == nil || c[0] != w["aces"] && c[1] != w["jacks"] && c[2] != w["total"] {
			return p.T(FormatScore, p.ScoreCategory("aces"), c[0], p.ScoreCategory("jacks"), c[1], p.ScoreCategory("total"), c[2])
		}
	}
	return ""
}

// CardsForm: a set of cards (the table, a pile), with cards not in the
// answer as the example.
func (p Printer) CardsForm(f FormContext) string {
	var avoid []engine.Card
	if w, ok := f.Want.(scenarios.Cards); ok {
		avoid = w
	}
	return p.T(FormatCards, p.CardsText(exampleCards(avoid, nil)))
}

// SettlementForm: "(Antwort z. B.: Dan +4, Anna −2 – die Bank ergibt sich
// daraus – oder: Dan gewinnt 4, Anna verliert 2; …)" with the first two
// punters and figures that are neither's answer.
func (p Printer) SettlementForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Settlement)
	win := func(name string) engine.Amount {
		for _, c := range []int64{4, 3, 5, 6, 2, 1, 7} {
			if engine.Chips(c) != w[name] {
				return engine.Chips(c)
			}
		}
		return engine.Chips(8)
	}
	lose := func(name string) engine.Amount {
		for _, c := range []int64{2, 1, 3, 4, 5, 6} {
			if -engine.Chips(c) != w[name] {
				return engine.Chips(c)
			}
		}
		return engine.Chips(7)
	}
	if f.Session && len(f.Seated) >= 2 {
		a, b := win(f.Seated[0]), lose(f.Seated[1])
		return p.T(FormatSettlementSession, f.Seated[0], f.Seated[1], Signed(a), Signed(-b))
	}
	switch len(f.Punters) {
	case 0:
		return p.T(FormatSettlementAnyone)
	case 1:
		a := win(f.Punters[0])
		return p.T(FormatSettlementOne, f.Punters[0], Signed(a), p.T(OutcomeWon, FormatHalves(a.InHalves(), false)))
	}
	a, b := win(f.Punters[0]), lose(f.Punters[1])
	return p.T(FormatSettlement, f.Punters[0], f.Punters[1], Signed(a), Signed(-b), p.T(OutcomeWon, FormatHalves(a.InHalves(), false)), p.T(OutcomeLost, FormatHalves(b.InHalves(), false)))
}

// BetsForm: "(Antwort z. B.: Dan 4 auf 9; Anna 2 auf K gecoppert – liegt
// keiner: keine)" with the punters and ranks no bet of the answer is on.
func (p Printer) BetsForm(f FormContext) string {
	var used []engine.Rank
	if w, ok := f.Want.(scenarios.Bets); ok {
		for _, b := range w {
			used = append(used, b.Rank)
			used = append(used, b.Ranks...)
		}
	}
	var ranks []engine.Rank
	for _, rk := range []engine.Rank{engine.Nine, engine.King, engine.Eight, engine.Queen, engine.Ten, engine.Jack, engine.Ace} {
		if !hasRank(used, rk) && len(ranks) < 2 {
			ranks = append(ranks, rk)
		}
	}
	switch {
	case len(f.Punters) >= 2:
		return p.T(FormatBets, f.Punters[0], f.Punters[1], 4, p.Rank(ranks[0]), 2, p.Rank(ranks[1]))
	case len(f.Punters) == 1:
		return p.T(FormatBetsOne, f.Punters[0], 4, p.Rank(ranks[0]))
	}
	return p.T(FormatBetsPlain)
}

// StandingForm: "(Antwort z. B.: Doc 106, Dan 97, Anna 97)" with everyone
// seated and figures that are nobody's answer.
func (p Printer) StandingForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Standing)
	base := []int64{106, 97, 99, 103}
	if f.Pasur {
		base = []int64{30, 12, 21, 8}
	}
	vals := make([]int64, len(f.Seated))
	for i := range vals {
		vals[i] = base[i%len(base)]
	}
	// Faro's chips only change hands: an example of a session's standing
	// holds the table's total, as the answer does (DE review 3, item 11)
	total, whole := int64(0), !f.Pasur && len(w) == len(f.Seated) && len(vals) >= 2
	for _, n := range f.Seated {
		a, ok := w[n]
		whole = whole && ok && a.Whole()
		total += a.WholePart()
	}
	if whole {
		sum := int64(0)
		for _, v := range vals[:len(vals)-1] {
			sum += v
		}
		vals[len(vals)-1] = total - sum
	}
	for pass := 0; pass < 8; pass++ {
		same := false
		for i, n := range f.Seated {
			if _, known := w[n]; known && engine.Chips(vals[i]) == w[n] {
				// one more for this player, one less for the next: the
				// total stays
				same = true
				vals[i]++
				if whole {
					vals[(i+1)%len(vals)]--
				}
			}
		}
		if !same {
			break
		}
	}
	var parts []string
	for i, n := range f.Seated {
		parts = append(parts, n+" "+strconv.FormatInt(vals[i], 10))
	}
	if len(parts) == 0 {
		return p.T(FormatStandingPlain)
	}
	return p.T(FormatStanding, strings.Join(parts, ", "))
}

// WinnerForm: "(Antwort: ein Name – bei Gleichstand alle Namen, z. B. Dan
// und Anna – oder: unentschieden)", the example pair without the answer's
// names (none when the table has no such pair).
func (p Printer) WinnerForm(f FormContext) string {
	w, _ := f.Want.(scenarios.Winner)
	var others []string
	for _, n := range f.Seated {
		in := false
		for _, x := range w.Names {
			in = in || x == n
		}
		if !in && !w.Draw {
			others = append(others, n)
		}
	}
	if len(others) >= 2 {
		return p.T(FormatWinner, others[0]+" "+p.T(AnswerAnd)+" "+others[1])
	}
	return p.T(FormatWinnerPlain)
}

// OddsForm: "(Antwort: ein Bruch wie 1/17, Prozent wie 5,9 % oder eine
// Dezimalzahl wie 0,059)" with a chance far from the answer's.
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
		for _, a := range append([]scenarios.Answer{f.Want}, f.Avoid...) {
			if near(a, c.num, c.den) {
				continue next
			}
		}
		return p.T(FormatOdds, strconv.FormatInt(c.num, 10)+"/"+strconv.FormatInt(c.den, 10), c.pc, c.dec)
	}
	return p.T(FormatOdds, "2/9", "22,2", "0,222")
}

// exampleCards picks two cards for an example that are none of the cards
// given (the table and the hand, or the answer).
func exampleCards(avoid, _ []engine.Card) []engine.Card {
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

func hasRank(rs []engine.Rank, r engine.Rank) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}
