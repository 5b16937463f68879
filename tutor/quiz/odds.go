package quiz

import (
	"math"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
)

// OpenBet is a bet on the layout whose bank's edge the odds report shows.
type OpenBet struct {
	// Player is the player's name.
	Player string
	// Info is the bet as the deal has it.
	Info faro.BetInfo
}

// DealOdds renders the exact odds of a deal as it stands (see
// OddsReport): the cards not shown yet, the open bets, the profile.
func DealOdds(p locales.Printer, d *faro.Deal) []string {
	if d == nil || d.Over() || d.CardsLeft() < 2 {
		return []string{p.T(locales.OddsOver)}
	}
	box, err := odds.NewBox(d.Remaining())
	if err != nil {
		return []string{p.T(locales.OddsOver)}
	}
	names := d.Players()
	var bets []OpenBet
	for _, b := range d.Bets() {
		bets = append(bets, OpenBet{Player: names[b.Player], Info: b})
	}
	return OddsReport(p, box, bets, d.Rules().Profile)
}

// OddsReport renders, from the casekeeper's count (the box of cards not
// shown), the exact chances engine/odds computes: a doublet on each rank
// in the next turn and before the end, each order of the last three
// cards when the turn can be called, and the bank's edge on each open
// bet — as fractions and percentages, each part with a one-line
// explanation (docs/odds.md, docs/quiz.md).
func OddsReport(p locales.Printer, box odds.Box, bets []OpenBet, profile faro.Profile) []string {
	t, err := odds.Compute(box)
	if err != nil {
		return []string{p.T(locales.OddsOver)}
	}
	hock := ""
	if t.Hock {
		hock = p.T(locales.OddsHock)
	}
	out := []string{p.T(locales.OddsTitle, t.CardsLeft, t.Turns, hock), p.T(locales.OddsDoubletHead)}
	for _, r := range engine.AllRanks() {
		rt := t.Ranks[r.Index()]
		c := rt.Next.Left
		switch {
		case c == 0:
			out = append(out, "  "+p.T(locales.OddsDoubletDead, pad(p.Rank(r), 3)))
		case c == 1:
			out = append(out, "  "+p.T(locales.OddsDoubletLast, pad(p.Rank(r), 3)))
		default:
			out = append(out, "  "+p.T(locales.OddsDoubletRank, pad(p.Rank(r), 3), c,
				FractionText(rt.Next.Doublet), FractionText(rt.Rest.AtLeastOne)))
		}
	}
	out = append(out, p.T(locales.OddsDoubletAny, FractionText(t.AnyDoublet.AtLeastOne), DecimalText(t.AnyDoublet.Expected)))
	out = append(out, p.T(locales.OddsDoubletExplain))
	if t.HasCall {
		out = append(out, callLines(p, t.Call, profile)...)
	}
	out = append(out, p.T(locales.OddsBetsHead))
	if len(bets) == 0 {
		out = append(out, "  "+p.T(locales.OddsBetsNone))
		return out
	}
	kinds := map[string]bool{}
	for _, b := range bets {
		edge, kind, ok := betEdge(box, b.Info, t, profile)
		if !ok {
			continue
		}
		kinds[kind] = true
		who := b.Player + ", " + openBetText(p, b.Info, profile)
		out = append(out, "  "+p.T(locales.OddsBetLine, who, FractionText(edge)))
	}
	for _, k := range []string{"standing", "split", "pronostic", "high_card", "call"} {
		if kinds[k] {
			out = append(out, p.T(oddsExplain[k]))
		}
	}
	return out
}

// callLines renders the orders of the last three cards.
func callLines(p locales.Printer, c odds.CallOdds, profile faro.Profile) []string {
	if c.Kind == odds.Foster && profile == faro.Pharo {
		return []string{p.T(locales.OddsCallNonePharo)}
	}
	out := []string{p.T(locales.OddsCallHead, p.T(callKindNames[c.Kind]))}
	for _, o := range c.Orders {
		var name string
		if c.Kind == odds.Foster {
			var cs []string
			for _, x := range o.Colours {
				cs = append(cs, colourName(p, x == odds.Red))
			}
			name = strings.Join(cs, ", ")
		} else {
			name = p.Ranks(o.Ranks[:])
		}
		out = append(out, "  "+p.T(locales.OddsCallOrder, name, o.Ways, FractionText(o.P)))
	}
	out = append(out, p.T(locales.OddsCallSummary, c.Payout, FractionText(c.BankEdge)))
	out = append(out, p.T(callKindExplain[c.Kind]))
	return out
}

// betEdge returns the bank's edge on an open bet, and the kind of figure.
func betEdge(box odds.Box, b faro.BetInfo, t odds.Table, profile faro.Profile) (odds.Fraction, string, bool) {
	switch b.Bet.Kind {
	case faro.HighCard:
		return t.HighCard.BankEdge, "high_card", true
	case faro.TurnCall:
		if !t.HasCall {
			return odds.Fraction{}, "", false
		}
		return t.Call.BankEdge, "call", true
	case faro.Split:
		s, err := odds.Split(box, b.Bet.Rank, b.Bet.Rank2, b.Bet.Coppered)
		if err != nil {
			return odds.Fraction{}, "", false
		}
		return s.BankEdge, "split", true
	}
	if profile == faro.Pharaon {
		po, err := odds.Pronostic(box, b.Bet.Rank, b.Bet.Coppered)
		if err != nil {
			return odds.Fraction{}, "", false
		}
		return po.BankEdge, "pronostic", true
	}
	s, err := odds.Standing(box, b.Bet.Rank, b.Bet.Coppered)
	if err != nil {
		return odds.Fraction{}, "", false
	}
	return s.BankEdge, "standing", true
}

// openBetText describes an open bet.
func openBetText(p locales.Printer, b faro.BetInfo, profile faro.Profile) string {
	unit := p.T(locales.UnitChips, b.Bet.Stake)
	if profile == faro.Pharaon {
		unit = p.T(locales.UnitPoints, b.Bet.Stake)
	}
	var s string
	switch b.Bet.Kind {
	case faro.Split:
		s = p.T(locales.QuizBetSplit, unit, p.Rank(b.Bet.Rank), p.Rank(b.Bet.Rank2))
	case faro.HighCard:
		s = p.T(locales.BetHighcard, unit)
	case faro.TurnCall:
		s = p.T(locales.QuizBetCall, unit, callOrder(p, b.Call))
	default:
		s = p.T(locales.BetSingle, unit, p.Rank(b.Bet.Rank))
	}
	if b.Bet.Coppered {
		s += p.T(locales.QuizBetCoppered)
	}
	return s
}

// FractionText writes an exact figure as a fraction and a percentage,
// "2/425 = 0,47 %"; a fraction whose terms are too long to read is shown
// as "≈ 77,69 %".
func FractionText(f odds.Fraction) string {
	num, den, ok := f.Int64()
	switch {
	case f.IsZero():
		return "0 = 0\u00a0%"
	case ok && den == 1:
		return strconv.FormatInt(num, 10) + " = " + PercentText(f.Percent())
	case ok && den < 1_000_000_000:
		return strconv.FormatInt(num, 10) + "/" + strconv.FormatInt(den, 10) + " = " + PercentText(f.Percent())
	}
	return "≈ " + PercentText(f.Percent())
}

// PercentText writes a percentage with two decimals and a decimal comma,
// as German and French both write it: "11,64 %".
func PercentText(x float64) string {
	return decimal(x, 2) + "\u00a0%" // a non-breaking space before %
}

// DecimalText writes a fraction as a decimal number with two decimals
// after its exact form: "25/17 ≈ 1,47".
func DecimalText(f odds.Fraction) string {
	num, den, ok := f.Int64()
	if ok && den == 1 {
		return strconv.FormatInt(num, 10)
	}
	s := "≈ " + decimal(f.Float64(), 2)
	if ok && den < 1_000_000 {
		s = strconv.FormatInt(num, 10) + "/" + strconv.FormatInt(den, 10) + " " + s
	}
	return s
}

// decimal writes x with the given decimals and a decimal comma.
func decimal(x float64, digits int) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	s := strconv.FormatFloat(x, 'f', digits, 64)
	if s == "-0.00" || s == "-0" {
		s = s[1:]
	}
	return strings.Replace(s, ".", ",", 1)
}

// pad pads s with spaces to n runes.
func pad(s string, n int) string {
	if w := len([]rune(s)); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}

// oddsExplain explains each kind of figure the odds list.
var oddsExplain = map[string]locales.Message{
	"standing":  locales.OddsExplainStanding,
	"split":     locales.OddsExplainSplit,
	"pronostic": locales.OddsExplainPronostic,
	"high_card": locales.OddsExplainHighCard,
	"call":      locales.OddsExplainCall,
}

// callKindNames names the calls the last three cards allow.
var callKindNames = map[odds.CallKind]locales.Message{
	odds.ThreeRanks: locales.OddsCallThreeRanks,
	odds.CatHop:     locales.OddsCallCatHop,
	odds.Foster:     locales.OddsCallFoster,
}

// callKindExplain explains what each call pays and why.
var callKindExplain = map[odds.CallKind]locales.Message{
	odds.ThreeRanks: locales.OddsCallExplainThreeRanks,
	odds.CatHop:     locales.OddsCallExplainCatHop,
	odds.Foster:     locales.OddsCallExplainFoster,
}
