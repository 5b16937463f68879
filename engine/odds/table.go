package odds

import "croupier/engine"

// RankTable gathers the odds of one rank.
type RankTable struct {
	// Next is what the next turn does to the rank.
	Next TurnOdds
	// Rest is the chance of a doublet of the rank before the deal ends.
	Rest DoubletOdds
	// Pronostic is a Pharaon pronostic on the rank (ordinary; a coppered
	// one has the same value, with Win and Lose swapped).
	Pronostic PronosticOdds
	// Standing is a Pharo bet on the rank left standing (plain; a
	// coppered one has the same value).
	Standing StandingOdds
}

// Table is the casekeeper's full table of odds at one point of a deal.
type Table struct {
	// CardsLeft is N, Turns the turns still to come, Hock whether the last
	// card is the hock.
	CardsLeft, Turns int
	Hock             bool
	// Ranks holds each rank's odds, indexed by Rank.Index().
	Ranks [engine.NumRanks]RankTable
	// HighCard is the high-card bet on the next turn.
	HighCard HighCardOdds
	// AnyDoublet is the chance of a doublet of any rank before the end.
	AnyDoublet AnyDoubletOdds
	// Call holds the odds of calling the turn when HasCall (exactly three
	// cards left).
	Call    CallOdds
	HasCall bool
}

// Compute returns the full table of odds for the box. At least two cards
// (one turn) must be left.
func Compute(b Box) (Table, error) {
	n := b.Len()
	if n < 2 {
		return Table{}, &Error{Err: ErrNoTurnLeft, CardsLeft: n}
	}
	t := Table{CardsLeft: n, Turns: n / 2, Hock: n%2 == 1}
	// A standing bet depends only on the count of its rank: compute each
	// count once.
	var standing [engine.NumSuits + 1]*StandingOdds
	for _, r := range engine.AllRanks() {
		rt := &t.Ranks[r.Index()]
		// The rank is valid and the box has two cards: no error.
		rt.Next, _ = NextTurn(b, r)
		rt.Rest, _ = RestOfDeal(b, r)
		rt.Pronostic, _ = Pronostic(b, r, false)
		c := b.Count(r)
		if standing[c] == nil {
			s := newStanding(c, 0, n-c, false, false)
			standing[c] = &s
		}
		rt.Standing = *standing[c]
		rt.Standing.Rank, rt.Standing.Left = r, c
	}
	t.HighCard, _ = HighCard(b)
	t.AnyDoublet = AnyDoublet(b)
	if n == 3 {
		t.Call, _ = CallTheTurn(b)
		t.HasCall = true
	}
	return t, nil
}
