package odds

import "croupier/engine"

// PronosticOdds is the value of a Pharaon pronostic on one rank
// (RULINGS.md, profile pharaon): it is resolved when its rank first shows
// in a turn (won, lost, or half its weight lost on a doublet) and then
// gone; if the rank never shows in a turn (no card left, or the only one
// is the hock) it ends without change. Only where the rank's c cards lie
// matters: the Placements = C(N, c) sets of c places among the N are
// equally likely. Counting the turn i (0-based) in which the rank first
// shows, with no card of the rank in the 2i places before it:
// DoubletPlacements = Σ_i C(N−2i−2, c−2), LoserPlacements =
// WinnerPlacements = Σ_i C(N−2i−2, c−1).
type PronosticOdds struct {
	Rank            engine.Rank
	Coppered        bool
	Left, CardsLeft int
	Turns           int
	Hock            bool
	Placements      int64
	// DoubletPlacements: the rank first shows as a doublet.
	DoubletPlacements int64
	// LoserPlacements: it first shows as the bank card (alone).
	LoserPlacements int64
	// WinnerPlacements: it first shows as the player card (alone).
	WinnerPlacements int64
	// UnresolvedPlacements: it never shows in a turn (1 if c = 0, or if
	// c = 1 with a hock, else 0).
	UnresolvedPlacements int64
	// The chances of the four resolutions (adding up to 1): Win and Lose
	// follow the direction (a coppered pronostic wins on the bank card);
	// Doublet loses half the weight; Unresolved ends without change.
	Win, Lose, Doublet, Unresolved Fraction
	// PlayerEV = Win − Lose − ½·Doublet per unit of weight, the same for
	// ordinary and coppered since Win = Lose; BankEdge is its opposite.
	PlayerEV, BankEdge Fraction
}

// Pronostic returns the value of a pronostic on rank r, ordinary or
// coppered, placed now and left until it is resolved.
func Pronostic(b Box, r engine.Rank, coppered bool) (PronosticOdds, error) {
	if err := checkRank(r); err != nil {
		return PronosticOdds{}, err
	}
	n, c := b.Len(), b.Count(r)
	t := n / 2
	p := PronosticOdds{Rank: r, Coppered: coppered, Left: c, CardsLeft: n, Turns: t, Hock: n%2 == 1}
	p.Placements = binom(n, c)
	for i := 0; i < t; i++ {
		rest := n - 2*i - 2
		p.DoubletPlacements += binom(rest, c-2)
		p.LoserPlacements += binom(rest, c-1)
	}
	p.WinnerPlacements = p.LoserPlacements
	p.UnresolvedPlacements = p.Placements - p.DoubletPlacements - p.LoserPlacements - p.WinnerPlacements
	win, lose := p.WinnerPlacements, p.LoserPlacements
	if coppered {
		win, lose = lose, win
	}
	p.Win = ratio(win, p.Placements)
	p.Lose = ratio(lose, p.Placements)
	p.Doublet = ratio(p.DoubletPlacements, p.Placements)
	p.Unresolved = ratio(p.UnresolvedPlacements, p.Placements)
	// In half weights: +2 per win, −2 per loss, −1 per doublet.
	p.PlayerEV = ratio(2*win-2*lose-p.DoubletPlacements, 2*p.Placements)
	p.BankEdge = p.PlayerEV.Neg()
	return p, nil
}
