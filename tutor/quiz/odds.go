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
	// the next turn's figures padded to one width, so that the figures
	// to the end of the deal stand in a column
	next := 0
	for _, r := range engine.AllRanks() {
		if rt := t.Ranks[r.Index()]; rt.Next.Left >= 2 {
			next = max(next, len([]rune(FractionText(rt.Next.Doublet))))
		}
	}
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
				pad(FractionText(rt.Next.Doublet), next), FractionText(rt.Rest.AtLeastOne)))
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
	kinds := map[odds.Model]bool{}
	alerts := map[odds.Alert]bool{}
	once := false
	for _, b := range bets {
		a, err := odds.Assess(box, profile, b.Info.Bet)
		if err != nil {
			continue
		}
		kinds[a.Model] = true
		alerts[a.Alert] = true
		once = once || settledOnce(a)
		who := b.Player + ", " + openBetText(p, b.Info, profile)
		out = append(out, "  "+edgeLine(p, who, a))
	}
	for _, k := range []odds.Model{odds.ModelStanding, odds.ModelSplit, odds.ModelPronostic, odds.ModelHighCard, odds.ModelCall} {
		if kinds[k] {
			out = append(out, p.T(oddsExplain[k]))
		}
	}
	if kinds[odds.ModelStanding] || kinds[odds.ModelSplit] {
		out = append(out, p.T(locales.OddsExplainPerSettlement))
	}
	if once {
		out = append(out, p.T(locales.OddsNoteOnce))
	}
	return append(out, alertNotes(p, alerts)...)
}

// settledOnce reports a bet settled at most once, whose edge is the same
// over its whole life and per settlement.
func settledOnce(a odds.Assessment) bool {
	return a.PerSettlement.Equal(a.Edge) || a.Settlements.IsZero()
}

// edgeLine writes a bet's edge both ways, "who: 173/4998 = 3,46 % over
// its whole life · 173/9052 = 1,91 % per settlement (1,81 settlements on
// average)", or once when the two readings agree (a bet settled at most
// once), with its alert.
func edgeLine(p locales.Printer, who string, a odds.Assessment) string {
	var l string
	if settledOnce(a) {
		l = p.T(locales.OddsBetLineOnce, who, FractionText(a.Edge))
	} else {
		l = p.T(locales.OddsBetLineBoth, who, FractionText(a.Edge), FractionText(a.PerSettlement), DecimalText(a.Settlements))
	}
	if m, ok := alertMarks[a.Alert]; ok {
		l += " " + p.Styled(locales.Bad, p.T(m))
	}
	return l
}

// alertNotes explains the alerts that were marked.
func alertNotes(p locales.Printer, alerts map[odds.Alert]bool) []string {
	var out []string
	for _, al := range []odds.Alert{odds.AlertCostly, odds.AlertCannotWin, odds.AlertNoAction} {
		if alerts[al] {
			out = append(out, p.T(alertExplain[al], FractionText(odds.CostlyEdge())))
		}
	}
	return out
}

// BetWarning is what the tutor says when a bet is placed whose Alert is
// set ("" when it is not): a bet dearer than any of a fresh deal, one
// that can no longer win, one that can settle nothing.
func BetWarning(p locales.Printer, a odds.Assessment) string {
	switch a.Alert {
	case odds.AlertCostly:
		if a.PerSettlement.Equal(a.Edge) {
			return p.T(locales.OddsWarnCostlyOnce, FractionText(a.Edge), FractionText(odds.CostlyEdge()))
		}
		return p.T(locales.OddsWarnCostly, FractionText(a.Edge), FractionText(a.PerSettlement), FractionText(odds.CostlyEdge()))
	case odds.AlertCannotWin:
		return p.T(locales.OddsWarnCannotWin, FractionText(a.Edge))
	case odds.AlertNoAction:
		return p.T(locales.OddsWarnNoAction)
	}
	return ""
}

// SheetReport renders every bet the sheet's profile offers now, as
// croupier odds --bets shows it: per bet the bank's edge over its whole
// life, per settlement and the settlements it meets on average; bets
// with the same figures share a line (the twelve full ranks after a
// soda); then how the two readings meet the "about 2 %" of the books.
func SheetReport(p locales.Printer, sh odds.Sheet) []string {
	out := []string{p.T(locales.OddsSheetHead, p.Profile(sh.Profile))}
	type row struct {
		label string
		a     odds.Assessment
	}
	var rows []row
	add := func(label string, a odds.Assessment) {
		for i, r := range rows {
			if sameFigures(r.a, a) && r.a.Model == a.Model {
				rows[i].label += ", " + label
				return
			}
		}
		rows = append(rows, row{label, a})
	}
	// Singles by count, so that ranks with as many cards share a row.
	for c := 4; c >= 1; c-- {
		var names []string
		var a odds.Assessment
		for _, s := range sh.Singles {
			if left := sh.Box.Count(s.Bet.Rank); left == c {
				names = append(names, p.Rank(s.Bet.Rank))
				a = s
			}
		}
		if len(names) > 0 {
			label := p.T(locales.OddsSheetSingle, strings.Join(names, " "), c)
			if sh.Profile == faro.Pharaon {
				label = p.T(locales.OddsSheetPronostic, strings.Join(names, " "), c)
			}
			rows = append(rows, row{label, a})
		}
	}
	singles := len(rows)
	if sh.HasSplits {
		for _, a := range sh.Splits {
			if sh.Box.Count(a.Bet.Rank) > 0 && sh.Box.Count(a.Bet.Rank2) > 0 {
				add(p.Rank(a.Bet.Rank)+"/"+p.Rank(a.Bet.Rank2), a)
			}
		}
		for i := singles; i < len(rows); i++ {
			rows[i].label = p.T(locales.OddsSheetSplit, rows[i].label)
		}
	}
	if sh.HasHighCard {
		rows = append(rows, row{p.T(locales.OddsSheetHighCard), sh.HighCard})
	}
	if sh.HasCall {
		rows = append(rows, row{p.T(locales.OddsSheetCall, p.T(callKindNames[sh.Call.Call.Kind])), sh.Call})
	}
	// The figures in columns, the bets after them (a row of splits is long).
	var w [3]int
	cols := make([][3]string, len(rows))
	for i, r := range rows {
		cols[i] = [3]string{FractionText(r.a.Edge), FractionText(r.a.PerSettlement), DecimalText(r.a.Settlements)}
		for k, c := range cols[i] {
			w[k] = max(w[k], len([]rune(c)))
		}
	}
	alerts := map[odds.Alert]bool{}
	for i, r := range rows {
		alerts[r.a.Alert] = true
		c := cols[i]
		l := "  " + p.T(locales.OddsSheetRow, pad(c[0], w[0]), pad(c[1], w[1]), pad(c[2], w[2]), r.label)
		if m, ok := alertMarks[r.a.Alert]; ok {
			l += "  " + p.Styled(locales.Bad, p.T(m))
		}
		out = append(out, l)
	}
	if sh.CallRefused {
		out = append(out, "  "+p.T(locales.OddsCallNonePharo))
	}
	out = append(out, p.T(locales.OddsSheetCopper))
	if rows[0].a.Model == odds.ModelStanding && !rows[0].a.PerSettlement.Equal(rows[0].a.Edge) {
		a := rows[0].a
		out = append(out, p.T(locales.OddsSheetPharoWays, a.Standing.Left, decimal(a.Settlements.Float64(), 2), FractionText(a.Edge), FractionText(a.PerSettlement)))
	} else if rows[0].a.Model == odds.ModelPronostic {
		a := rows[0].a
		out = append(out, p.T(locales.OddsSheetPharaonWays, a.Pronostic.Left, FractionText(a.Edge)))
	}
	return append(out, alertNotes(p, alerts)...)
}

// sameFigures reports whether two bets have the same edge both ways, the
// same settlements and the same alert.
func sameFigures(a, b odds.Assessment) bool {
	return a.Edge.Equal(b.Edge) && a.PerSettlement.Equal(b.PerSettlement) && a.Settlements.Equal(b.Settlements) && a.Alert == b.Alert
}

// alertMarks marks a bet's alert on its line.
var alertMarks = map[odds.Alert]locales.Message{
	odds.AlertCostly:    locales.OddsMarkCostly,
	odds.AlertCannotWin: locales.OddsMarkCannotWin,
	odds.AlertNoAction:  locales.OddsMarkNoAction,
}

// alertExplain explains each mark; {0} is CostlyEdge.
var alertExplain = map[odds.Alert]locales.Message{
	odds.AlertCostly:    locales.OddsNoteCostly,
	odds.AlertCannotWin: locales.OddsNoteCannotWin,
	odds.AlertNoAction:  locales.OddsNoteNoAction,
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

// openBetText describes an open bet.
func openBetText(p locales.Printer, b faro.BetInfo, profile faro.Profile) string {
	return betWords(p, profile, b.Bet, b.Call)
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

// oddsExplain explains each kind of bet the odds list.
var oddsExplain = map[odds.Model]locales.Message{
	odds.ModelStanding:  locales.OddsExplainStanding,
	odds.ModelSplit:     locales.OddsExplainSplit,
	odds.ModelPronostic: locales.OddsExplainPronostic,
	odds.ModelHighCard:  locales.OddsExplainHighCard,
	odds.ModelCall:      locales.OddsExplainCall,
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
