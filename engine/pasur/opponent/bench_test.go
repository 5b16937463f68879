package opponent

import (
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// benchViews deals rounds of a table size, plays them out greedily and
// keeps the view of every move at the start of a deal (the costliest
// searches: four cards in every hand).
func benchViews(b *testing.B, players int) []pasur.View {
	b.Helper()
	cfg := pasur.Config{Players: min(players, 4), Variants: pasur.DefaultVariants()}
	cfg.Variants.FourSolo = players == 5 // 5 stands for 4 solo
	var out []pasur.View
	for seed := uint64(1); len(out) < 16; seed++ {
		rng := engine.NewRand(seed)
		r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
		if err != nil {
			b.Fatal(err)
		}
		for !r.Over() {
			v := r.View(r.ToPlay())
			if v.HandSize(v.Seat()) == pasur.HandSize && len(out) < 16 {
				out = append(out, v)
			}
			m, _ := Greedy{}.Move(&v)
			r.PlayLegal(m)
		}
	}
	return out
}

func benchStrong(b *testing.B, players int) {
	vs := benchViews(b, players)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := Analyze(&vs[i%len(vs)], uint64(i), Options{}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkStrongMove2 analyses the first move of a deal with two
// players (budget: 200 ms a move at the 99th percentile).
func BenchmarkStrongMove2(b *testing.B) { benchStrong(b, 2) }

// BenchmarkStrongMove3 is BenchmarkStrongMove2 with three players.
func BenchmarkStrongMove3(b *testing.B) { benchStrong(b, 3) }

// BenchmarkStrongMove4 is BenchmarkStrongMove2 with four players in
// partnerships.
func BenchmarkStrongMove4(b *testing.B) { benchStrong(b, 4) }

// BenchmarkStrongMove4Solo is BenchmarkStrongMove2 with four players each
// for themselves.
func BenchmarkStrongMove4Solo(b *testing.B) { benchStrong(b, 5) }
