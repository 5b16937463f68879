package locales

import (
	"sort"
	"strings"

	"croupier/engine"
	"croupier/scenarios"
)

// newAnswerForms says how to write the answer to each question kind of
// sessions, matches and the table's contents.
var newAnswerForms = map[scenarios.QuestionKind]Message{
	scenarios.QOver:        FormatYesNo,
	scenarios.QBanker:      FormatPlayer,
	scenarios.QToPlay:      FormatPlayer,
	scenarios.QDealer:      FormatPlayer,
	scenarios.QPileClubs:   FormatCount,
	scenarios.QLastCapture: FormatLastCapture,
	scenarios.QTableCheck:  FormatTableCheck,
}

// newKindHints is the general hint of those kinds.
var newKindHints = map[scenarios.QuestionKind]Message{
	scenarios.QHoldings:    HintHoldings,
	scenarios.QBalance:     HintBalance,
	scenarios.QLayout:      HintLayout,
	scenarios.QReturned:    HintReturned,
	scenarios.QStanding:    HintStanding,
	scenarios.QWinner:      HintWinner,
	scenarios.QOver:        HintOver,
	scenarios.QBanker:      HintBanker,
	scenarios.QOdds:        HintOdds,
	scenarios.QToPlay:      HintToPlay,
	scenarios.QDealer:      HintDealer,
	scenarios.QTable:       HintTable,
	scenarios.QPile:        HintPile,
	scenarios.QPileClubs:   HintPile,
	scenarios.QLastCapture: HintLastCapture,
	scenarios.QTableCheck:  HintTableCheck,
}

// answerNew writes the answers of those kinds the learner's way; ok is
// false for the others.
func (p Printer) answerNew(a scenarios.Answer, order []string) (string, bool) {
	switch v := a.(type) {
	case scenarios.Standing:
		var parts []string
		for _, n := range inOrder(v, order) {
			parts = append(parts, n+" "+FormatHalves(v[n].InHalves(), false))
		}
		return strings.Join(parts, ", "), true
	case scenarios.Winner:
		if v.Draw {
			return p.T(AnswerDraw), true
		}
		return joinNames(p, v.Names), true
	case scenarios.Name:
		if v == "" {
			return p.T(AnswerNobody), true
		}
		return string(v), true
	case scenarios.Cards:
		if len(v) == 0 {
			return p.T(AnswerNone), true
		}
		cs := append([]engine.Card(nil), v...)
		sort.Slice(cs, func(i, j int) bool { return cs[i].Index() < cs[j].Index() })
		return p.CardsText(cs), true
	case scenarios.Bets:
		if len(v) == 0 {
			return p.T(AnswerNone), true
		}
		var parts []string
		for _, b := range v {
			parts = append(parts, p.betText(b))
		}
		return strings.Join(parts, "; "), true
	case scenarios.TableCheck:
		if len(v) == 0 {
			return p.T(AnswerTablePassed), true
		}
		var parts []string
		for _, c := range v {
			if c == scenarios.CheckRedeal {
				parts = append(parts, p.T(AnswerRedeal))
			} else {
				parts = append(parts, p.T(AnswerJackReplaced))
			}
		}
		return strings.Join(parts, ", "), true
	case scenarios.Odds:
		if v.Text != "" {
			return v.Text, true
		}
		if v.Value == nil || v.Value.Sign() == 0 {
			return "0", true // not "0 ≈ 0 %"
		}
		f, _ := v.Value.Float64()
		return v.Value.RatString() + " ≈ " + percentText(p, f*100), true
	case scenarios.Legality:
		if v.Legal {
			return p.T(AnswerYes), true
		}
		return p.T(AnswerNo), true
	}
	return "", false
}

// inOrder lists a standing's players in seat order, others after.
func inOrder(v scenarios.Standing, order []string) []string {
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
		return p.T(AnswerNobody)
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + p.T(AnswerAnd) + " " + names[len(names)-1]
}

// betText writes one bet: "Dan: 4 auf 9", "Anna: 2 auf K, gecoppert".
func (p Printer) betText(b scenarios.BetSpec) string {
	var what string
	switch b.Kind {
	case scenarios.ActSplit:
		what = p.T(AnswerBetSplit, FormatHalves(b.Stake.InHalves(), false), p.Ranks(b.Ranks))
	case scenarios.ActHighCard:
		what = p.T(BetHighcard, FormatHalves(b.Stake.InHalves(), false))
	case scenarios.ActCall:
		what = p.T(AnswerBetCall, FormatHalves(b.Stake.InHalves(), false))
	default:
		what = p.T(BetSingle, FormatHalves(b.Stake.InHalves(), false), p.Rank(b.Rank))
	}
	if b.Copper {
		what += ", " + p.T(AnswerCoppered)
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
