package faro

import (
	"slices"
	"testing"

	"croupier/engine"
)

// RULINGS.md profile pharo "Split bet": a split covers two neighbouring
// ranks of the layout. A refused split names its ranks as given and the
// neighbours of the first (9: 5, 8 and 10 — the 9 faces the 5 across the
// rows and sits between 10 and 8), whichever order they come in; an
// accepted one is stored in rank order.
func TestPlaceSplitInEitherOrder(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠"))
	_, err := d.Place(1, split(engine.Nine, engine.Two, 1))
	re := wantErr(t, err, ErrNotNeighbours, RuleSplitNeighbours)
	if re.Rank != engine.Nine || re.Rank2 != engine.Two || !slices.Equal(re.Allowed, []engine.Rank{5, 8, 10}) {
		t.Errorf("refusal names %v-%v with neighbours %v, want 9-2 and [5 8 10]", re.Rank, re.Rank2, re.Allowed)
	}
	id := mustPlace(t, d, 1, split(engine.Ten, engine.Nine, 1))
	if b, _ := d.Bet(id); b.Bet.Rank != engine.Nine || b.Bet.Rank2 != engine.Ten {
		t.Errorf("split stored as %v-%v, want 9-10", b.Bet.Rank, b.Bet.Rank2)
	}
	_, err = d.Place(1, split(engine.Nine, engine.Ten, 2)) // the same spot, given the other way round
	if re := wantErr(t, err, ErrSameSpot, RuleSameSpot); re.Bet != id {
		t.Errorf("same-spot refusal names bet %d, want %d", re.Bet, id)
	}
}
