package faro

import "croupier/engine"

// LayoutPos gives a rank's place on the classic layout (RULINGS.md,
// profile pharo, "Split bet"): top row K Q J 10 9 8 (row 0, columns 0–5),
// bottom row A 2 3 4 5 6 (row 1, columns 0–5), and the 7 at the end of
// both rows (row -1, column 6).
func LayoutPos(r engine.Rank) (row, col int) {
	switch {
	case r >= engine.Eight && r <= engine.King:
		return 0, int(engine.King - r)
	case r >= engine.Ace && r <= engine.Six:
		return 1, int(r - engine.Ace)
	}
	return -1, 6
}

// Neighbours reports whether a and b are neighbours on the layout, so that
// a split bet may cover them: next to each other in a row (A–2 … 5–6,
// K–Q … 9–8), the 7 with the 6 and with the 8, or facing each other across
// the rows (A–K, 2–Q, 3–J, 4–10, 5–9, 6–8). These are exactly 18 pairs.
func Neighbours(a, b engine.Rank) bool {
	if !a.Valid() || !b.Valid() || a == b {
		return false
	}
	if a == engine.Seven || b == engine.Seven {
		o := a + b - engine.Seven
		return o == engine.Six || o == engine.Eight
	}
	ra, ca := LayoutPos(a)
	rb, cb := LayoutPos(b)
	if ra == rb {
		return ca-cb == 1 || cb-ca == 1
	}
	return ca == cb
}

// NeighboursOf returns the ranks a split with r may cover, in rank order
// (nil for an invalid rank).
func NeighboursOf(r engine.Rank) []engine.Rank {
	var out []engine.Rank
	for o := engine.Ace; o <= engine.King; o++ {
		if Neighbours(r, o) {
			out = append(out, o)
		}
	}
	return out
}

// pairIndex numbers the 18 neighbour pairs 0..17; a < b must be
// neighbours. Bottom row A–2 … 5–6: 0–4; top row 8–9 … Q–K: 5–9; facing
// pairs A–K … 6–8: 10–15; 6–7: 16; 7–8: 17.
func pairIndex(a, b engine.Rank) int {
	switch {
	case a == engine.Six && b == engine.Seven:
		return 16
	case a == engine.Seven:
		return 17
	case b == a+1 && b <= engine.Six:
		return int(a) - 1
	case b == a+1:
		return int(a-engine.Eight) + 5
	}
	return 10 + int(a) - 1
}

// spotOf is the number of a bet's spot, its bit in a player's spot mask:
// 26 single spots (13 ranks, plain or coppered), 36 split spots (18 pairs,
// plain or coppered), high card, and the call: 64 in all. A player has at most one
// bet per spot. A split must have r1 < r2.
func spotOf(kind BetKind, r1, r2 engine.Rank, copper bool) uint8 {
	c := 0
	if copper {
		c = 1
	}
	switch kind {
	case Single:
		return uint8(r1.Index()*2 + c)
	case Split:
		return uint8(26 + pairIndex(r1, r2)*2 + c)
	case HighCard:
		return 62
	}
	return 63
}
