package opponent

import (
	"testing"
	"time"

	"croupier/engine"
	"croupier/engine/pasur"
)

// Every level plays only legal moves (checked by Round.Play) at every
// table size and under every rulebook variant, in any seat, and every
// round comes to its end.
func TestEveryTableAndVariant(t *testing.T) {
	specs := [][]string{
		nil, {"target: 51"}, {"target: 11"}, {"no_sur_at_50"}, {"no_sur_last_deal"}, {"no_sur_with_jack"},
		{"sur_cancel"}, {"seven_diamonds"}, {"fixed_rounds"}, {"jacks_eleven"}, {"children"}, {"clockwise"},
	}
	light := Options{Samples: 1, MinSamples: 1, Nodes: 1, Depth: 6}
	for _, players := range []int{2, 3, 4, 5} {
		for si, spec := range specs {
			if players == 5 {
				// 4 solo.
				spec = append([]string{"four_solo"}, spec...)
			}
			v, err := pasur.ParseVariants(spec...)
			if err != nil {
				t.Fatal(err)
			}
			cfg := pasur.Config{Players: min(players, 4), Variants: v}
			if cfg.Validate() != nil {
				continue // sur_cancel needs two sides
			}
			seed := uint64(players*100 + si)
			rng := engine.NewRand(seed)
			before := make([]int, cfg.Sides())
			before[0] = 50
			r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, before)
			if err != nil {
				t.Fatal(err)
			}
			// Levels by seat in turn: strong, greedy, random, strong.
			var ps seatPlayers
			for seat := 0; seat < cfg.Players; seat++ {
				ps[seat] = level([]Level{LevelStrong, LevelGreedy, LevelRandom}[(seat+si)%3], seed+uint64(seat), light)
			}
			t0 := time.Now()
			for !r.Over() {
				seat := r.ToPlay()
				view := r.View(seat)
				m, ok := ps[seat].Move(&view)
				if !ok {
					t.Fatalf("%d players %v: seat %d made no move", cfg.Players, v, seat)
				}
				if _, err := r.Play(seat, m.Move()); err != nil {
					t.Fatalf("%d players %v: seat %d played %v: %v", cfg.Players, v, seat, m.Move(), err)
				}
			}
			t.Logf("%d players %v: %v", cfg.Players, v, time.Since(t0))
		}
	}
}

// No peeking, from the player's side: two rounds that differ only in
// cards seat 0 cannot see give it equal views, and a strong player (and
// the coach) seeded alike then choose alike; the rounds are chosen so
// that the hidden cards differ in what they could capture.
func TestStrongCannotPeek(t *testing.T) {
	cfg := pasur.Config{Players: 2, Variants: pasur.DefaultVariants()}
	mk := func(other, talon string) *pasur.Round {
		r, err := pasur.NewRoundFrom(cfg, pasur.Setup{
			Hands: [][]engine.Card{cards(t, "7♣ 8♦ J♠ 2♥"), cards(t, other)},
			Table: cards(t, "3♥ 4♠ 9♦ Q♣"), Talon: cards(t, talon), LastCapturer: -1,
		})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a := mk("A♠ 2♣ 8♠ 7♥", "5♣ 5♦ 6♥ 6♠ K♥ K♠ 3♣ 3♦")
	b := mk("5♣ 5♦ 6♥ 6♠", "A♠ 2♣ 8♠ 7♥ K♥ K♠ 3♣ 3♦")
	va, vb := a.View(0), b.View(0)
	if va != vb {
		t.Fatal("views differ")
	}
	ma, _ := NewStrong(engine.NewRand(4), Options{}).Move(&va)
	mb, _ := NewStrong(engine.NewRand(4), Options{}).Move(&vb)
	if ma != mb {
		t.Fatal("the strong player saw hidden cards")
	}
	aa, _ := NewCoach(4, Options{}).Analyze(&va)
	ab, _ := NewCoach(4, Options{}).Analyze(&vb)
	for i := range aa.Moves {
		if aa.Moves[i].Value != ab.Moves[i].Value {
			t.Fatal("the coach saw hidden cards")
		}
	}
}
