package pasur

import (
	"testing"

	"croupier/engine"
)

// PlayLegal and Play agree on every generated move: two copies of the
// same dealt round, one played through PlayLegal and one through the
// checked Play with the same moves, reach the same outcomes, piles and
// scores, under several table sizes and variants.
func TestPlayLegalMatchesPlay(t *testing.T) {
	cfgs := []Config{
		cfgN(t, 2), cfgN(t, 3), cfgN(t, 4), cfgN(t, 4, "four_solo"),
		cfgN(t, 2, "jacks_eleven", "no_sur_with_jack"), cfgN(t, 3, "children"),
		cfgN(t, 2, "sur_cancel", "no_sur_last_deal", "seven_diamonds"),
	}
	var buf [64]MoveSet
	for i, cfg := range cfgs {
		for seed := uint64(1); seed <= 30; seed++ {
			rng := engine.NewRand(seed*100 + uint64(i))
			deck := engine.ShuffledDeck(rng)
			a, err := NewRound(cfg, deck, engine.NewRand(seed), nil)
			if err != nil {
				t.Fatal(err)
			}
			b, err := NewRound(cfg, deck, engine.NewRand(seed), nil)
			if err != nil {
				t.Fatal(err)
			}
			for !a.Over() {
				ms := a.AppendLegalMoveSets(buf[:0])
				m := ms[rng.IntN(len(ms))]
				oa, ok := a.PlayLegal(m)
				if !ok {
					t.Fatalf("%v seed %d: generated %v refused", cfg.Variants, seed, m)
				}
				rb, err := b.Play(b.ToPlay(), m.Move())
				if err != nil {
					t.Fatalf("%v seed %d: Play %v: %v", cfg.Variants, seed, m, err)
				}
				if oa != rb.Outcome {
					t.Fatalf("outcomes differ: %+v against %+v", oa, rb.Outcome)
				}
			}
			if !b.Over() {
				t.Fatal("rounds out of step")
			}
			for s := 0; s < cfg.Sides(); s++ {
				if a.PileSet(s) != b.PileSet(s) || a.Breakdowns()[s] != b.Breakdowns()[s] {
					t.Fatalf("side %d differs", s)
				}
			}
		}
	}
}

// PlayLegal refuses, and leaves the round as it was, what would corrupt
// it: a card not in the hand of the player to move, a take that is not on
// the table, a take the card's rule can never make (a king taking a 4), a
// round that is over.
func TestPlayLegalRefuses(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣ K♦", "8♠", "4♦ 4♥ K♣", "")
	for _, m := range []MoveSet{
		{Card: c1(t, "8♠")},                                   // seat 1's card
		{Card: c1(t, "9♠")},                                   // nobody's
		{Card: c1(t, "7♣"), Take: setOf(cs(t, "4♠"))},         // not on the table
		{Card: c1(t, "K♦"), Take: setOf(cs(t, "4♦"))},         // a king takes kings only
		{Card: c1(t, "7♣"), Take: setOf(cs(t, "4♦")) | 1<<60}, // beyond the deck
	} {
		if _, ok := r.PlayLegal(m); ok {
			t.Fatalf("%v played", m)
		}
	}
	if r.Plays() != 0 || r.TableSet() != setOf(cs(t, "4♦ 4♥ K♣")) || r.HandSet(0) != setOf(cs(t, "7♣ K♦")) {
		t.Fatal("a refused move changed the round")
	}
	play(t, r, "K♦", "K♣")
	play(t, r, "8♠", "")
	play(t, r, "7♣", "4♦")
	if !r.Over() {
		t.Fatal("round should be over")
	}
	if _, ok := r.PlayLegal(MoveSet{Card: c1(t, "7♣")}); ok {
		t.Fatal("played after the end")
	}
}
