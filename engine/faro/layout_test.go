package faro

import (
	"slices"
	"testing"

	"croupier/engine"
)

// RULINGS.md profile pharo, "Split bet": the neighbours are exactly these
// 18 pairs, written out by hand from the layout (top row K Q J 10 9 8,
// bottom row A 2 3 4 5 6, the 7 at the end of both rows).
func TestNeighboursExactly18Pairs(t *testing.T) {
	const (
		A, J, Q, K = engine.Ace, engine.Jack, engine.Queen, engine.King
	)
	want := [][2]engine.Rank{
		{A, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, // bottom row
		{K, Q}, {Q, J}, {J, 10}, {10, 9}, {9, 8}, // top row
		{7, 6}, {7, 8}, // the 7 at the end of both rows
		{A, K}, {2, Q}, {3, J}, {4, 10}, {5, 9}, {6, 8}, // facing pairs
	}
	isWanted := func(a, b engine.Rank) bool {
		for _, p := range want {
			if (p[0] == a && p[1] == b) || (p[0] == b && p[1] == a) {
				return true
			}
		}
		return false
	}
	n := 0
	for a := engine.NoRank; a <= engine.King+1; a++ {
		for b := engine.NoRank; b <= engine.King+1; b++ {
			got := Neighbours(a, b)
			if got != isWanted(a, b) {
				t.Errorf("Neighbours(%v, %v) = %v", a, b, got)
			}
			if got && a < b {
				n++
			}
		}
	}
	if n != 18 {
		t.Errorf("%d neighbour pairs, want 18", n)
	}
}

func TestNeighboursOf(t *testing.T) {
	cases := map[engine.Rank][]engine.Rank{
		engine.Ace:    {engine.Two, engine.King},
		engine.Six:    {engine.Five, engine.Seven, engine.Eight},
		engine.Seven:  {engine.Six, engine.Eight},
		engine.Eight:  {engine.Six, engine.Seven, engine.Nine},
		engine.Jack:   {engine.Three, engine.Ten, engine.Queen},
		engine.NoRank: nil,
	}
	for r, want := range cases {
		if got := NeighboursOf(r); !slices.Equal(got, want) {
			t.Errorf("NeighboursOf(%v) = %v, want %v", r, got, want)
		}
	}
}

// The spot numbering behind "one bet per spot" gives the 18 pairs the
// numbers 0..17, each once.
func TestPairIndex(t *testing.T) {
	seen := map[int]bool{}
	for a := engine.Ace; a <= engine.King; a++ {
		for b := a + 1; b <= engine.King; b++ {
			if Neighbours(a, b) {
				i := pairIndex(a, b)
				if i < 0 || i > 17 || seen[i] {
					t.Errorf("pairIndex(%v, %v) = %d", a, b, i)
				}
				seen[i] = true
			}
		}
	}
	if len(seen) != 18 {
		t.Fatalf("%d pair numbers", len(seen))
	}
}
