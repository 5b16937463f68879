package screen

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// faroColumn is the width of one rank's column in the drawn layout.
const faroColumn = 12

// Faro draws the layout with every player's stakes and copper marks
// (RULINGS.md, profile pharo: top row K Q J 10 9 8, bottom row A 2 3 4 5
// 6, the 7 at the end of both rows), splits, high-card bets and calls,
// the players' money, the soda and the cards left.
func Faro(p locales.Printer, d *faro.Deal) string {
	var b strings.Builder
	names := d.Players()
	onRank := map[engine.Rank][]string{}
	var others []string
	copper := false
	for _, bi := range d.Bets() {
		who := names[bi.Player]
		stake := p.Value(bi.Bet.Stake)
		mark := ""
		if bi.Bet.Coppered {
			mark = p.Styled(locales.Accent, "*")
			copper = true
		}
		switch bi.Bet.Kind {
		case faro.Single:
			onRank[bi.Bet.Rank] = append(onRank[bi.Bet.Rank], who+" "+stake+mark)
		case faro.Split:
			others = append(others, p.T(locales.FaroSplitBet, who, stake+mark, p.Rank(bi.Bet.Rank), p.Rank(bi.Bet.Rank2)))
		case faro.HighCard:
			others = append(others, p.T(locales.FaroHighcardBet, who, stake))
		case faro.TurnCall:
			order := p.Ranks(bi.Call.Order[:])
			if bi.Call.Foster {
				var cs []string
				for _, c := range bi.Call.Colours {
					cs = append(cs, p.Colour(c))
				}
				order = strings.Join(cs, ", ")
			}
			others = append(others, p.T(locales.FaroCallBet, who, stake, order))
		}
	}
	b.WriteString(p.Styled(locales.Bold, p.T(locales.FaroLayoutTitle)) + "\n")
	row := func(ranks []engine.Rank, seven bool) {
		var head strings.Builder
		for _, r := range ranks {
			head.WriteString(Pad(" "+p.Styled(locales.Bold, p.Rank(r)), faroColumn))
		}
		b.WriteString(strings.TrimRight(head.String(), " ") + "\n")
		lines := 0
		for _, r := range ranks {
			lines = max(lines, len(onRank[r]))
		}
		for i := 0; i < lines; i++ {
			var l strings.Builder
			for _, r := range ranks {
				cell := ""
				if i < len(onRank[r]) {
					cell = " " + onRank[r][i]
				}
				l.WriteString(Pad(cell, faroColumn))
			}
			b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
		}
		if seven {
			seven := strings.Repeat(" ", 6*faroColumn) + " " + p.Styled(locales.Bold, "7")
			for _, s := range onRank[engine.Seven] {
				seven += "  " + s
			}
			b.WriteString(seven + "\n")
		}
	}
	row([]engine.Rank{engine.King, engine.Queen, engine.Jack, engine.Ten, engine.Nine, engine.Eight}, true)
	row([]engine.Rank{engine.Ace, engine.Two, engine.Three, engine.Four, engine.Five, engine.Six}, false)
	for _, o := range others {
		b.WriteString("  " + o + "\n")
	}
	if copper {
		b.WriteString("  " + p.T(locales.FaroCopperLegend) + "\n")
	}
	b.WriteString(FaroMoney(p, d))
	b.WriteString(FaroDeck(p, d))
	return b.String()
}

// FaroMoney lists each player's money: Pharo chips held and the change
// this deal; Pharaon the ledger balance.
func FaroMoney(p locales.Printer, d *faro.Deal) string {
	names := d.Players()
	var parts []string
	pharo := d.Rules().Profile == faro.Pharo
	for i, n := range names {
		if i == d.Banker() {
			parts = append(parts, p.T(locales.FaroMoneyBank, n, locales.Signed(d.BankChange())))
			continue
		}
		if pharo {
			parts = append(parts, p.T(locales.FaroMoneyChips, n, d.Holdings(i), locales.Signed(d.Balance(i))))
		} else {
			parts = append(parts, p.T(locales.FaroMoneyPoints, n, locales.Signed(d.Holdings(i))))
		}
	}
	return "  " + strings.Join(parts, " · ") + "\n"
}

// FaroDeck says the soda, the turns drawn, the cards left and, when it is
// open, the calling window with the three cards that remain.
func FaroDeck(p locales.Printer, d *faro.Deal) string {
	var b strings.Builder
	turns := (52 - 1 - d.CardsLeft()) / 2
	b.WriteString("  " + p.T(locales.FaroDeckLine, p.Card(d.Soda()), turns, d.CardsLeft()) + "\n")
	if d.OpenCallWindow() {
		if rem := d.Remaining(); len(rem) == 3 {
			kind := faro.CallKindOf([3]engine.Card{rem[0], rem[1], rem[2]})
			b.WriteString("  " + p.Styled(locales.Accent, p.T(locales.FaroCallWindow, p.Cards(rem), p.CallKind(kind))) + "\n")
		}
	}
	if d.Over() {
		if h, ok := d.Hock(); ok {
			b.WriteString("  " + p.T(locales.FaroHock, p.Card(h)) + "\n")
		}
	}
	return b.String()
}

// Casekeeper draws the casekeeper's board: per rank the cards shown with
// their marks (S soda, 0 bank card, | player card, H hock) and how many
// are left, with dead ranks and ranks that can no longer make a doublet
// pointed out (RULINGS.md "Casekeeper").
func Casekeeper(p locales.Printer, d *faro.Deal) string {
	ck := d.Casekeeper()
	var b strings.Builder
	b.WriteString(p.Styled(locales.Bold, p.T(locales.CasekeeperTitle)) + "\n")
	for _, r := range engine.AllRanks() {
		var marks []string
		for _, e := range ck.Marks(r) {
			marks = append(marks, markSymbol(e.Mark))
		}
		left := ck.Remaining(r)
		m := strings.Join(marks, "")
		m += strings.Repeat("·", max(0, 4-len(marks)))
		line := "  " + Pad(p.Rank(r), 3) + " " + m + "  " + strconv.Itoa(left)
		switch {
		case ck.Dead(r):
			line += "  " + p.Styled(locales.Bad, p.T(locales.CasekeeperDead))
		case left == 1:
			line += "  " + p.Styled(locales.Dim, p.T(locales.CasekeeperNoDoublet))
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("  " + p.T(locales.CasekeeperLegend) + "\n")
	return b.String()
}

// markSymbol writes a casekeeper mark: S, 0, | or H.
func markSymbol(m faro.Mark) string {
	switch m {
	case faro.MarkSoda:
		return "S"
	case faro.MarkLoser:
		return "0"
	case faro.MarkWinner:
		return "|"
	case faro.MarkHock:
		return "H"
	}
	return "?"
}
