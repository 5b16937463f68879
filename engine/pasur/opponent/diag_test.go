package opponent

import (
	"os"
	"slices"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

func TestDiag(t *testing.T) {
	if os.Getenv("AB") == "" {
		t.Skip()
	}
	for _, n := range []int{3, 4, 5} {
		cfg := pasur.Config{Players: min(n, 4), Variants: pasur.DefaultVariants()}
		cfg.Variants.FourSolo = n == 5
		var per []int
		cut, starts := 0, 0
		for seed := uint64(1); seed <= 30; seed++ {
			rng := engine.NewRand(seed)
			r, _ := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
			for !r.Over() {
				v := r.View(r.ToPlay())
				a, _ := Analyze(&v, seed, Options{Samples: 1, MinSamples: 1, Nodes: 1})
				per = append(per, a.Nodes)
				if v.HandSize(v.Seat()) == 4 {
					starts++
					if b, _ := Analyze(&v, seed, Options{}); b.Depth > 0 {
						cut++
					}
				}
				m, _ := Greedy{}.Move(&v)
				r.PlayLegal(m)
			}
		}
		slices.Sort(per)
		t.Logf("%d: cut off at %d of %d deal starts", n, cut, starts)
		t.Logf("%d: per-sample nodes median %d p90 %d p99 %d max %d", n, per[len(per)/2], per[len(per)*9/10], per[len(per)*99/100], per[len(per)-1])
	}
}
