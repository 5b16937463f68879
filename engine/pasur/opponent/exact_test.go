package opponent

import (
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// setupOf reads a round's position back as a Setup (everything known).
func setupOf(r *pasur.Round) pasur.Setup {
	s := pasur.Setup{Table: r.Table(), Talon: r.Talon(), ToPlay: r.ToPlay(), LastCapturer: r.LastCapturer(),
		ScoresBefore: r.ScoresBefore(), DealNumber: r.DealNumber()}
	for p := 0; p < r.Players(); p++ {
		s.Hands = append(s.Hands, r.Hand(p))
	}
	for side := 0; side < r.Sides(); side++ {
		s.Piles = append(s.Piles, r.Pile(side))
		s.Surs = append(s.Surs, r.Surs(side))
	}
	return s
}

// oracle is the value of the rest of the round, with every hand known,
// for root's side: its total over the others' (k-1)·own − Σ others, with
// root's side maximising and every other side minimising. It plays the
// engine's own Round move by move (rebuilt from a Setup at every node),
// so it shares nothing with the search but the rules engine.
func oracle(t *testing.T, cfg pasur.Config, s pasur.Setup, root int) int {
	r, err := pasur.NewRoundFrom(cfg, s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Over() {
		bd := r.Breakdowns()
		m := 0
		for side, b := range bd {
			if side == root {
				m += (len(bd) - 1) * b.Total
			} else {
				m -= b.Total
			}
		}
		return m
	}
	maxer := cfg.Side(r.ToPlay()) == root
	best := 0
	for i, mv := range r.LegalMoves() {
		c, err := pasur.NewRoundFrom(cfg, s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Play(c.ToPlay(), mv); err != nil {
			t.Fatal(err)
		}
		v := oracle(t, cfg, setupOf(c), root)
		if i == 0 || (maxer && v > best) || (!maxer && v < best) {
			best = v
		}
	}
	return best
}

// In the last deal, with every hand known, the search is exact: its
// value of every move equals the oracle's, at every table size and under
// the variants that change the end of a round (sur rules, sur_cancel,
// seven_diamonds, jacks_eleven, children).
func TestSearchExactInLastDeal(t *testing.T) {
	specs := [][]string{
		nil, {"no_sur_last_deal"}, {"no_sur_with_jack"}, {"sur_cancel"}, {"seven_diamonds"},
		{"jacks_eleven"}, {"children"}, {"no_sur_at_50"},
	}
	positions := 0
	for _, players := range []int{2, 3, 4} {
		for si, spec := range specs {
			v, err := pasur.ParseVariants(spec...)
			if err != nil {
				t.Fatal(err)
			}
			if v.SurCancel && players == 3 {
				continue
			}
			cfg := pasur.Config{Players: players, Variants: v}
			for seed := uint64(1); seed <= 6; seed++ {
				rng := engine.NewRand(seed*31 + uint64(si*7+players))
				before := make([]int, cfg.Sides())
				before[0] = 55 // no_sur_at_50 bites side 0
				r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, before)
				if err != nil {
					t.Fatal(err)
				}
				// Play at random into the last deal, down to two cards a
				// hand (three with two players).
				keep := 2
				if players == 2 {
					keep = 3
				}
				var buf [64]pasur.MoveSet
				for !r.Over() && (r.TalonSize() > 0 || r.HandSet(r.ToPlay()).Len() > keep) {
					ms := r.AppendLegalMoveSets(buf[:0])
					r.PlayLegal(ms[rng.IntN(len(ms))])
				}
				if r.Over() {
					continue
				}
				view := r.View(r.ToPlay())
				rl := newRules(&view)
				root := rootState(&view)
				for p := 0; p < players; p++ {
					root.hands[p] = r.HandSet(p)
					root.hash ^= placeKey(p, root.hands[p])
				}
				root.hash ^= placeKey(tablePlace, root.table)
				side := cfg.Side(r.ToPlay())
				ev := newEvaluator(&rl, int8(side), 0)
				x := newSearcher(ev, newTable(10))
				x.tt.gen++
				s := setupOf(r)
				for _, m := range view.AppendLegalMoveSets(nil) {
					c := root
					rl.play(&c, m)
					got := x.searchFrom(&c, -inf, inf, 1)
					// Play m in the engine, then ask the oracle.
					e, err := pasur.NewRoundFrom(cfg, s)
					if err != nil {
						t.Fatal(err)
					}
					if _, err := e.Play(e.ToPlay(), m.Move()); err != nil {
						t.Fatal(err)
					}
					want := 100 * oracle(t, cfg, setupOf(e), side)
					if int(got) != want {
						t.Fatalf("%d players %v seed %d: move %v: search %d, oracle %d", players, v, seed, m.Move(), got, want)
					}
					positions++
				}
			}
		}
	}
	t.Logf("%d moves checked against the oracle", positions)
	if positions < 100 {
		t.Fatalf("only %d positions checked", positions)
	}
}
