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

// Rules.CheckStake checks an amount as a stake, as Place and ChangeStake
// do (RULINGS.md: Pharo stakes are whole chips, Pharaon weights even
// points; both within the table's minimum and maximum).
func TestCheckStake(t *testing.T) {
	pharo, pharaon := DefaultRules(Pharo), DefaultRules(Pharaon)
	cases := []struct {
		r     Rules
		stake engine.Amount
		want  error
	}{
		{pharo, chips(1), nil},
		{pharo, chips(10), nil},
		{pharo, engine.Halves(3), ErrFractionalStake},
		{pharo, chips(11), ErrStakeTooHigh},
		{pharo, 0, ErrNotPositive},
		{pharaon, chips(2), nil},
		{pharaon, chips(3), ErrOddWeight},
		{pharaon, engine.Halves(5), ErrOddWeight},
		{pharaon, chips(StakeCap + 2), ErrStakeTooHigh},
		{pharaon, -chips(2), ErrNotPositive},
	}
	for _, c := range cases {
		err := c.r.CheckStake(c.stake)
		if c.want == nil {
			if err != nil {
				t.Errorf("%v %v: %v", c.r.Profile, c.stake, err)
			}
			continue
		}
		wantErr(t, err, c.want, "")
	}
}
