package locales

import (
	"sort"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// answerOfTable writes the answers about a table, a session or a match
// the learner's way: a standing, winners, a name, cards, bets, a table
// check, odds (the neutral notation for any other).
func (p Printer) answerOfTable(a scenarios.Answer, order []string) string {
	switch v := a.(type) {
	case scenarios.Standing:
		var parts []string
		for _, n := range inOrder(v, order) {
			parts = append(parts, n+" "+FormatHalves(v[n].InHalves(), false))
		}
		return strings.Join(parts, ", ")
	case scenarios.Winner:
		if v.Draw {
			return p.T(answerDraw)
		}
		return joinNames(p, v.Names)
	case scenarios.Name:
		if v == "" {
			return p.T(answerNobody)
		}
		return string(v)
	case scenarios.Cards:
		if len(v) == 0 {
			return p.T(answerNone)
		}
		cs := append([]engine.Card(nil), v...)
		sort.Slice(cs, func(i, j int) bool { return cs[i].Index() < cs[j].Index() })
		return p.CardsText(cs)
	case scenarios.Bets:
		if len(v) == 0 {
			return p.T(answerNone)
		}
		var parts []string
		for _, b := range v {
			parts = append(parts, p.betText(b))
		}
		return p.Series(parts)
	case scenarios.TableCheck:
		if len(v) == 0 {
			return p.T(answerTablePassed)
		}
		var parts []string
		for _, c := range v {
			if c == scenarios.CheckRedeal {
				parts = append(parts, p.T(answerRedeal))
			} else {
				parts = append(parts, p.T(answerJackReplaced))
			}
		}
		return strings.Join(parts, ", ")
	case scenarios.Odds:
		if v.Text != "" {
			return v.Text
		}
		if v.Value == nil || v.Value.Sign() == 0 {
			return "0" // not "0 ≈ 0 %"
		}
		f, _ := v.Value.Float64()
		return v.Value.RatString() + " ≈ " + percentText(p, f*100)
	}
	return a.String()
}

// inOrder lists the players of a standing or a settlement in seat order,
// the others after them by name.
func inOrder[M ~map[string]engine.Amount](v M, order []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, n := range order {
		if _, ok := v[n]; ok {
			out = append(out, n)
			seen[n] = true
		}
	}
	var rest []string
	for n := range v {
		if !seen[n] {
			rest = append(rest, n)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// joinNames writes "Dan und Anna" / "Dan et Anna".
func joinNames(p Printer, names []string) string {
	switch len(names) {
	case 0:
		return p.T(answerNobody)
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + p.T(answerAnd) + " " + names[len(names)-1]
}

// betText writes one bet: "Dan: 4 auf 9", "Anna: 2 auf K, gecoppert".
func (p Printer) betText(b scenarios.BetSpec) string {
	var what string
	switch b.Kind {
	case faro.Split:
		what = p.T(answerBetSplit, FormatHalves(b.Stake.InHalves(), false), p.Ranks(b.Ranks))
	case faro.HighCard:
		what = p.T(BetHighcard, FormatHalves(b.Stake.InHalves(), false))
	case faro.TurnCall:
		what = p.T(answerBetCall, FormatHalves(b.Stake.InHalves(), false))
	default:
		what = p.T(BetSingle, FormatHalves(b.Stake.InHalves(), false), p.Rank(b.Rank))
	}
	if b.Copper {
		what += ", " + p.T(answerCoppered)
	}
	return p.T(LabelValue, b.Player, what)
}

// percentText writes a percentage with two decimals in the language's
// way ("0,47 %").
func percentText(p Printer, x float64) string {
	s := strings.TrimRight(strings.TrimRight(formatFloat(x, 2), "0"), ".")
	return strings.Replace(s, ".", ",", 1) + "\u00a0%"
}

func formatFloat(x float64, prec int) string {
	neg := x < 0
	if neg {
		x = -x
	}
	scale := 1.0
	for i := 0; i < prec; i++ {
		scale *= 10
	}
	n := int64(x*scale + 0.5)
	whole, frac := n/int64(scale), n%int64(scale)
	s := itoa(whole) + "."
	f := itoa(frac)
	for len(f) < prec {
		f = "0" + f
	}
	if neg {
		return "-" + s + f
	}
	return s + f
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
