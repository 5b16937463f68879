package opponent

import (
	"slices"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// TestNodes logs the nodes per Analyze at the first move of each deal.
func TestNodes(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		cfg := pasur.Config{Players: n, Variants: pasur.DefaultVariants()}
		var counts []int
		for seed := uint64(1); seed <= 10; seed++ {
			rng := engine.NewRand(seed)
			r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
			if err != nil {
				t.Fatal(err)
			}
			for !r.Over() {
				v := r.View(r.ToPlay())
				if v.HandSize(r.ToPlay()) == 4 {
					a, _ := Analyze(&v, 1, Options{Samples: 4, MinSamples: 4, Nodes: 1})
					counts = append(counts, a.Nodes/a.Samples)
				}
				m, _ := Greedy{}.Move(&v)
				r.PlayLegal(m)
			}
		}
		slices.Sort(counts)
		t.Logf("%d players: nodes per sample median %d p90 %d max %d", n, counts[len(counts)/2], counts[len(counts)*9/10], counts[len(counts)-1])
	}
}
