package screen

import (
	"strings"

	"croupier/engine/pasur"
	"croupier/locales"
)

// Pasur draws the Pasur table: the table cards, the hand of the player to
// move (or of the learner's seat when viewer ≥ 0), every side's pile with
// its surs and running score, the talon and the deal.
func Pasur(p locales.Printer, r *pasur.Round, names []string, viewer int) string {
	return drawPasur(p, r, names, viewer, true)
}

// PasurUnscored draws the Pasur table as Pasur does, but each pile with
// the number of cards taken only, without its surs and points: the table
// shown while a question is open that they would answer (was that a sur,
// what is the score).
func PasurUnscored(p locales.Printer, r *pasur.Round, names []string, viewer int) string {
	return drawPasur(p, r, names, viewer, false)
}

func drawPasur(p locales.Printer, r *pasur.Round, names []string, viewer int, scored bool) string {
	var b strings.Builder
	b.WriteString(p.Styled(locales.Bold, p.T(locales.PasurTableTitle)) + " " + p.Cards(r.Table()) + "\n")
	seat := r.ToPlay()
	if viewer >= 0 {
		seat = viewer
	}
	if !r.Over() && seat >= 0 && seat < len(names) {
		b.WriteString("  " + p.T(locales.PasurHand, names[seat]) + " " + p.Cards(r.Hand(seat)) + "\n")
		if seat == r.ToPlay() {
			b.WriteString("  " + p.T(locales.PasurToPlay, names[seat]) + "\n")
		} else if r.ToPlay() >= 0 && r.ToPlay() < len(names) {
			b.WriteString("  " + p.T(locales.PasurToPlay, names[r.ToPlay()]) + "\n")
		}
	}
	before := r.ScoresBefore()
	for side := 0; side < r.Sides() && !scored; side++ {
		b.WriteString("  " + p.T(locales.PasurPileCards, locales.Side(r, names, side), len(r.Pile(side))) + "\n")
	}
	for side := 0; side < r.Sides() && scored; side++ {
		// the pile as it stands: the last-capture bonus is not counted
		// before the round ends
		bd := pasur.ScoreSet(r.PileSet(side), r.Surs(side), r.Variants())
		total := bd.Total
		if side < len(before) {
			total += before[side]
		}
		b.WriteString("  " + p.T(locales.PasurPile, locales.Side(r, names, side), len(r.Pile(side)), r.Surs(side), bd.Total, total) + "\n")
	}
	if r.TalonSize() == 0 {
		// The last deal: in a lesson that starts there the deal counter
		// says nothing true ("1 von 6").
		b.WriteString("  " + p.T(locales.PasurTalonLast) + "\n")
	} else {
		b.WriteString("  " + p.T(locales.PasurTalon, r.TalonSize(), r.DealNumber(), r.Config().Deals()) + "\n")
	}
	return b.String()
}

// Breakdown explains a side's round score item by item.
func Breakdown(p locales.Printer, bd pasur.Breakdown) string {
	return p.T(locales.PasurBreakdown, bd.Aces, bd.Jacks, bd.TwoClubs, bd.TenDiamonds, bd.Clubs, bd.ClubsBonus, bd.Surs, bd.SurPoints, bd.SevenDiamonds, bd.Total)
}
