package screen

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// The casekeeper's marks (pharo.de.txt "Der Kartenzähler" marks a bank
// card "0" and a player card "|"; on the screen the marks are symbols
// that no count and no rank can be taken for, explained by
// locales.CasekeeperMarks).
const (
	markSoda   = "S"
	markLoser  = "▼"
	markWinner = "▲"
	markHock   = "H"
	markLeft   = "·"
)

// Casekeeper draws the casekeeper's board as pharo.de.txt "Der
// Kartenzähler" describes it: A to K one under the other, a mark for each
// card shown in the order shown (soda, bank card, player card, hock) and
// a dot for each card still in the box, then the count left; a dead rank
// and a rank that can no longer make a doublet are said in words beside
// it (RULINGS.md "Casekeeper").
func Casekeeper(p locales.Printer, d *faro.Deal, width int) string {
	width = max(width, MinWidth)
	ck := d.Casekeeper()
	var b strings.Builder
	b.WriteString(p.Styled(locales.Bold, p.T(locales.CasekeeperTitle)) + "\n")
	rankHead, shownHead, leftHead := p.T(locales.CasekeeperColRank), p.T(locales.CasekeeperColShown), p.T(locales.CasekeeperColLeft)
	rankW := max(Width(rankHead), 2) + 2
	shownW := max(Width(shownHead), 7) + 2
	b.WriteString(strings.TrimRight("  "+Pad(rankHead, rankW)+Pad(shownHead, shownW)+leftHead, " ") + "\n")
	for _, r := range engine.AllRanks() {
		marks := make([]string, 0, 4)
		for _, e := range ck.Marks(r) {
			marks = append(marks, markOf(e.Mark))
		}
		for len(marks) < 4 {
			marks = append(marks, markLeft)
		}
		left := ck.Remaining(r)
		count := strconv.Itoa(left)
		count = strings.Repeat(" ", max(0, Width(leftHead)-len(count))) + count
		row := "  " + Pad(p.Styled(locales.Bold, p.Rank(r)), rankW) + Pad(strings.Join(marks, " "), shownW) + count
		var note string
		switch {
		case ck.Dead(r):
			note = p.Styled(locales.Bad, p.T(locales.CasekeeperDead))
		case left == 1:
			note = p.Styled(locales.Dim, p.T(locales.CasekeeperNoDoublet))
		}
		if note == "" {
			b.WriteString(row + "\n")
			continue
		}
		b.WriteString(Hang(row+"  ", strings.Repeat(" ", Width(row)+2), note, width) + "\n")
	}
	b.WriteString(Wrap("  "+p.T(locales.CasekeeperMarks, markSoda, markLoser, markWinner, markHock, markLeft), width) + "\n")
	return b.String()
}

// markOf writes a casekeeper mark.
func markOf(m faro.Mark) string {
	switch m {
	case faro.MarkSoda:
		return markSoda
	case faro.MarkLoser:
		return markLoser
	case faro.MarkWinner:
		return markWinner
	case faro.MarkHock:
		return markHock
	}
	return "?"
}
