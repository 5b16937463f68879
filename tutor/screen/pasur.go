package screen

import (
	"strconv"
	"strings"

	"croupier/engine/pasur"
	"croupier/locales"
)

// Pasur draws the Pasur table in width columns: the table cards; the hand
// of the player to move (or of the learner's seat when viewer ≥ 0) and
// how many cards the others hold; whose turn it is; every side's pile,
// surs and points (this round, without the last-capture bonus that only
// the round's end gives, and the match); the talon and the deal. Cards
// are in their suit's colour when the printer colours; the suit symbols
// tell them apart without colour.
func Pasur(p locales.Printer, r *pasur.Round, names []string, viewer int, width int) string {
	return drawPasur(p, r, names, viewer, width, true)
}

// PasurUnscored draws the Pasur table as Pasur does, but each pile with
// the number of cards taken only, without its surs and points: the table
// shown while a question is open that they would answer (was that a sur,
// what is the score).
func PasurUnscored(p locales.Printer, r *pasur.Round, names []string, viewer int, width int) string {
	return drawPasur(p, r, names, viewer, width, false)
}

func drawPasur(p locales.Printer, r *pasur.Round, names []string, viewer int, width int, scored bool) string {
	width = max(width, MinWidth)
	var b strings.Builder
	seat := r.ToPlay()
	if viewer >= 0 {
		seat = viewer
	}
	tableLabel := p.T(locales.PasurTableTitle)
	showHand := !r.Over() && seat >= 0 && seat < len(names)
	// the cards begin in one column on every table of the round, whoever's
	// hand is shown ("Hand (Anna):" is wider than "Hand (Dan):")
	labelW := Width(tableLabel)
	for s := range min(r.Players(), len(names)) {
		if viewer < 0 || s == viewer {
			labelW = max(labelW, Width(handLabel(p, names[s])))
		}
	}
	labelW++
	cards := func(label, cs string) {
		b.WriteString(Hang(Pad(p.Styled(locales.Bold, label), labelW), strings.Repeat(" ", labelW), cs, width) + "\n")
	}
	cards(tableLabel, p.Cards(r.Table()))
	if showHand {
		cards(handLabel(p, names[seat]), p.Cards(r.Hand(seat)))
		var others []string
		for s := 0; s < r.Players() && s < len(names); s++ {
			if s != seat {
				others = append(others, p.T(locales.PasurHandCount, names[s], len(r.Hand(s))))
			}
		}
		if len(others) > 0 {
			b.WriteString(Wrap("  "+strings.Join(others, " · "), width) + "\n")
		}
	}
	if !r.Over() && r.ToPlay() >= 0 && r.ToPlay() < len(names) {
		b.WriteString(Wrap(p.Styled(locales.Accent, "► "+p.ToPlay(names[r.ToPlay()])), width) + "\n")
	}
	b.WriteString(pasurScores(p, r, names, width, scored))
	if r.TalonSize() == 0 {
		// The last deal (a lesson may start there).
		b.WriteString(Wrap("  "+p.T(locales.PasurTalonLast), width) + "\n")
	} else if k, ok := dealOfTalon(r); ok {
		b.WriteString(Wrap("  "+p.T(locales.PasurTalon, r.TalonSize(), k, r.Config().Deals()), width) + "\n")
	} else {
		b.WriteString(Wrap("  "+p.T(locales.PasurTalonOnly, r.TalonSize()), width) + "\n")
	}
	return b.String()
}

// handLabel is the label of a player's hand: "Hand (Dan):", or "Deine
// Hand:" for the learner of free play.
func handLabel(p locales.Printer, name string) string {
	if name == p.T(locales.SandboxYou) {
		return p.T(locales.PlayHandYou)
	}
	return p.T(locales.PasurHand, name)
}

// dealOfTalon is the deal that the talon's size says is being played:
// after the table's 4 cards each deal gives 4 cards to every player, so
// with n players the talon holds 48 − 4·n·k cards in deal k. A lesson may
// set a round up with any talon (Pasur 12 starts with 8 cards left: the
// fifth of six deals; with 43 no deal fits), so the count follows the
// talon, not the deals dealt since the scene began; ok is false when no
// deal fits.
func dealOfTalon(r *pasur.Round) (int, bool) {
	n, t := r.Config().Players, r.TalonSize()
	if n < 2 || t < 0 || t > 48 || (48-t)%(pasur.HandSize*n) != 0 {
		return 0, false
	}
	k := (48 - t) / (pasur.HandSize * n)
	return k, k >= 1 && k <= r.Config().Deals()
}

// pasurScores is the table of the sides' piles: cards taken, surs, points
// this round and in the match (scored), or the cards taken only.
func pasurScores(p locales.Printer, r *pasur.Round, names []string, width int, scored bool) string {
	heads := []string{"", p.T(locales.PasurColCards), p.T(locales.CatSurs), p.T(locales.PasurColRound), p.T(locales.PasurColMatch)}
	if !scored {
		heads = heads[:2]
	}
	rows := [][]string{heads}
	before := r.ScoresBefore()
	for side := 0; side < r.Sides(); side++ {
		// the pile as it stands: the last-capture bonus is not counted
		// before the round ends
		bd := pasur.ScoreSet(r.PileSet(side), r.Surs(side), r.Variants())
		total := bd.Total
		if side < len(before) {
			total += before[side]
		}
		rows = append(rows, []string{locales.Side(r, names, side), strconv.Itoa(len(r.Pile(side))), strconv.Itoa(r.Surs(side)), strconv.Itoa(bd.Total), strconv.Itoa(total)}[:len(heads)])
	}
	widths := make([]int, len(heads))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], Width(c))
		}
	}
	var lines []string
	for i, row := range rows {
		line := "  " + Pad(row[0], widths[0])
		for c := 1; c < len(row); c++ {
			cell := strings.Repeat(" ", widths[c]-Width(row[c])) + row[c] // numbers to the right
			line += "  " + cell
		}
		if i == 0 {
			line = p.Styled(locales.Dim, line)
		}
		lines = append(lines, line)
	}
	if w := Width(lines[0]); w > width {
		// too narrow for the table: one side a line, in words
		lines = lines[:0]
		for side, row := range rows[1:] {
			if !scored {
				lines = append(lines, Wrap("  "+p.T(locales.PasurPileCards, row[0], len(r.Pile(side))), width))
				continue
			}
			lines = append(lines, Wrap("  "+p.T(locales.PasurPile, row[0], row[1], row[2], row[3], row[4]), width))
		}
	}
	title := locales.PasurPilesTitle
	if !scored {
		title = locales.PasurPilesCardsTitle
	}
	return Wrap("  "+p.T(title), width) + "\n" + strings.Join(lines, "\n") + "\n"
}

// Breakdown explains a side's round score item by item; the 7♦ only
// where the variant seven_diamonds counts it.
func Breakdown(p locales.Printer, bd pasur.Breakdown, seven bool) string {
	if seven {
		return p.T(locales.PasurBreakdownSeven, bd.Aces, bd.Jacks, bd.TwoClubs, bd.TenDiamonds, bd.Clubs, bd.ClubsBonus, bd.Surs, bd.SurPoints, bd.SevenDiamonds, bd.Total)
	}
	return p.T(locales.PasurBreakdown, bd.Aces, bd.Jacks, bd.TwoClubs, bd.TenDiamonds, bd.Clubs, bd.ClubsBonus, bd.Surs, bd.SurPoints, bd.Total)
}
