package opponent

import (
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// roundsAt deals rounds and plays them greedily, calling f with the view
// of the seat to move before each move.
func roundsAt(t *testing.T, cfg pasur.Config, seeds int, f func(v *pasur.View)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		rng := engine.NewRand(seed)
		r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		for !r.Over() {
			v := r.View(r.ToPlay())
			f(&v)
			m, _ := Greedy{}.Move(&v)
			if _, ok := r.PlayLegal(m); !ok {
				t.Fatal("greedy move refused")
			}
		}
	}
}

// What an analysis promises: one entry per legal move in legal order;
// Best has the highest value; the parts of each value add up to it (up
// to rounding: each is rounded on its own), which checks that the line
// followed for the reasons is the line the value came from; and the same
// view and seed give the same analysis.
func TestAnalysisInvariants(t *testing.T) {
	for _, o := range []Options{{Samples: 3, MinSamples: 3}, {Samples: 2, MinSamples: 2, Depth: 3}} {
		analysisInvariants(t, o)
	}
}

func analysisInvariants(t *testing.T, o Options) {
	for _, cfg := range []pasur.Config{
		{Players: 2, Variants: pasur.DefaultVariants()},
		{Players: 3, Variants: pasur.DefaultVariants()},
		{Players: 4, Variants: pasur.DefaultVariants()},
	} {
		moves := 0
		k := 0
		roundsAt(t, cfg, 1, func(v *pasur.View) {
			if k++; k%2 == 0 && cfg.Players > 2 {
				return
			}
			a, err := Analyze(v, 7, o)
			if err != nil {
				t.Fatal(err)
			}
			legal := v.AppendLegalMoveSets(nil)
			if len(a.Moves) != len(legal) {
				t.Fatalf("%d moves analysed, %d legal", len(a.Moves), len(legal))
			}
			for i, m := range a.Moves {
				if m.Move != legal[i] {
					t.Fatal("moves out of legal order")
				}
				if m.Value > a.Moves[a.Best].Value {
					t.Fatal("a move beats Best")
				}
				p := m.Parts
				if d := p.Cards + p.Surs + p.Clubs + p.Table - m.Value; d < -2 || d > 2 {
					t.Fatalf("%d players, move %v: parts %+v add up to %d, value %d", cfg.Players, m.Move.Move(), p, p.Cards+p.Surs+p.Clubs+p.Table, m.Value)
				}
			}
			b, _ := Analyze(v, 7, o)
			if !reflect.DeepEqual(a, b) {
				t.Fatal("the same view and seed gave two analyses")
			}
			moves++
		})
		if moves == 0 {
			t.Fatal("no moves")
		}
	}
}

// ErrNotToMove for a seat that is not to move, and for a spectator.
func TestAnalyzeNotToMove(t *testing.T) {
	cfg := pasur.Config{Players: 2, Variants: pasur.DefaultVariants()}
	rng := engine.NewRand(1)
	r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{1 - r.ToPlay(), -1, 5} {
		v := r.View(seat)
		if _, err := Analyze(&v, 1, Options{}); err != ErrNotToMove {
			t.Fatalf("seat %d: %v", seat, err)
		}
		for _, l := range Levels() {
			p, err := New(l, engine.NewRand(1))
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := p.Move(&v); ok {
				t.Fatalf("%v moved for seat %d", l, seat)
			}
		}
	}
}

// stdErr by hand: values 1, 2, 3, 4 have mean 2.5, Σ(v−mean)² = 5, so
// the variance of the mean is 5/(4·3) = 0.4167 and the standard error
// 0.645; in hundredths: values 100 … 400 give 64 (floor of 64.5).
func TestStdErr(t *testing.T) {
	if got := stdErr([]int32{100, 200, 300, 400}, 1); got != 64 {
		t.Fatalf("stdErr %d, want 64", got)
	}
	if got := stdErr([]int32{100, 200, 300, 400}, 2); got != 32 {
		t.Fatalf("stdErr scaled %d, want 32", got)
	}
	if stdErr([]int32{5}, 1) != 0 || isqrt(99) != 9 || isqrt(100) != 10 {
		t.Fatal("edge cases")
	}
}
