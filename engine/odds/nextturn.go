package odds

import "croupier/engine"

// TurnOdds is what the next turn does to one rank (RULINGS.md "Faro:
// what both profiles share"). The next turn's bank card and player card
// are an ordered pair of two different cards of the box, all
// Pairs = N·(N−1) pairs equally likely; the Ways fields count them.
type TurnOdds struct {
	Rank engine.Rank
	// Left is the number of cards of the rank in the box (c), CardsLeft
	// the number of cards in the box (N).
	Left, CardsLeft int
	// Pairs is N·(N−1).
	Pairs int64
	// DoubletWays = c·(c−1): both cards of the rank.
	DoubletWays int64
	// LoseWays = c·(N−c): the bank card of the rank, the player card not.
	LoseWays int64
	// WinWays = (N−c)·c: the player card of the rank, the bank card not.
	WinWays int64
	// UntouchedWays = (N−c)·(N−c−1): neither card of the rank.
	UntouchedWays int64
	// The four probabilities, Ways/Pairs; they add up to 1.
	Doublet, Lose, Win, Untouched Fraction
	// PlayerEV is the expected gain of a bet of 1 on the rank, plain or
	// coppered, settled on this turn only: Win − Lose − ½·Doublet =
	// −½·Doublet. BankEdge is its opposite, the bank's expected gain.
	PlayerEV, BankEdge Fraction
}

// NextTurn returns what the next turn does to rank r. It needs at least
// two cards in the box.
func NextTurn(b Box, r engine.Rank) (TurnOdds, error) {
	if err := checkRank(r); err != nil {
		return TurnOdds{}, err
	}
	n := b.Len()
	if n < 2 {
		return TurnOdds{}, &Error{Err: ErrNoTurnLeft, CardsLeft: n}
	}
	c := b.Count(r)
	t := TurnOdds{Rank: r, Left: c, CardsLeft: n}
	N, C := int64(n), int64(c)
	t.Pairs = N * (N - 1)
	t.DoubletWays = C * (C - 1)
	t.LoseWays = C * (N - C)
	t.WinWays = (N - C) * C
	t.UntouchedWays = (N - C) * (N - C - 1)
	t.Doublet = ratio(t.DoubletWays, t.Pairs)
	t.Lose = ratio(t.LoseWays, t.Pairs)
	t.Win = ratio(t.WinWays, t.Pairs)
	t.Untouched = ratio(t.UntouchedWays, t.Pairs)
	t.BankEdge = ratio(t.DoubletWays, 2*t.Pairs)
	t.PlayerEV = t.BankEdge.Neg()
	return t, nil
}

// HighCardOdds is the chance of Pharo's high-card bet on the next turn
// (RULINGS.md, profile pharo, "High card"): the player card must rank
// above the bank card (Ace lowest, King highest); equal ranks (a doublet)
// or a lower player card lose. The Ways fields count ordered pairs of
// two different cards of the box, out of Pairs = N·(N−1).
type HighCardOdds struct {
	CardsLeft int
	Pairs     int64
	// HigherWays counts pairs whose player card ranks higher, LowerWays
	// lower, EqualWays the same (a doublet). HigherWays = LowerWays: swap
	// the two cards.
	HigherWays, LowerWays, EqualWays int64
	// The probabilities, Ways/Pairs.
	Higher, Lower, Equal Fraction
	// PlayerEV = Higher − Lower − Equal = −Equal for a bet of 1 paid 1:1;
	// BankEdge = Equal, the chance of any doublet on the next turn.
	PlayerEV, BankEdge Fraction
}

// HighCard returns the odds of a high-card bet on the next turn. It needs
// at least two cards in the box.
func HighCard(b Box) (HighCardOdds, error) {
	n := b.Len()
	if n < 2 {
		return HighCardOdds{}, &Error{Err: ErrNoTurnLeft, CardsLeft: n}
	}
	h := HighCardOdds{CardsLeft: n, Pairs: int64(n) * int64(n-1)}
	below := int64(0) // cards of lower ranks seen so far
	for _, r := range engine.AllRanks() {
		c := int64(b.Count(r))
		h.HigherWays += below * c
		h.EqualWays += c * (c - 1)
		below += c
	}
	h.LowerWays = h.HigherWays
	h.Higher = ratio(h.HigherWays, h.Pairs)
	h.Lower = ratio(h.LowerWays, h.Pairs)
	h.Equal = ratio(h.EqualWays, h.Pairs)
	h.BankEdge = h.Equal
	h.PlayerEV = h.Equal.Neg()
	return h, nil
}
