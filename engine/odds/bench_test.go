package odds

import (
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// BenchmarkCompute measures the full table of odds right after the soda.
func BenchmarkCompute(b *testing.B) {
	box := startBox(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compute(box); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSplit measures one split's standing value after the soda.
func BenchmarkSplit(b *testing.B) {
	box := startBox(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Split(box, engine.Six, engine.Seven, false); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSimulate measures simulated deals from the soda: ns/op is the
// time of one deal (target ≤ 5 µs, issue 7: 1,000,000 deals in ≤ 5 s);
// s/1M-deals extrapolates.
func BenchmarkSimulate(b *testing.B) {
	box := startBox(b)
	rng := engine.NewRand(1)
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := Simulate(box, b.N, rng); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)*1e6, "s/1M-deals")
}

// BenchmarkSimulateDeals measures 1,000,000 deals from the soda in
// chunks on two workers (croupier odds --simulate 1000000 --workers 2).
func BenchmarkSimulateDeals(b *testing.B) {
	box := startBox(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := SimulateDeals(box, SimOptions{Deals: 1_000_000, Seed: 1, Workers: 2}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkComputeSheet measures the pharo sheet after the soda: the
// table, 13 standing bets, 18 splits, high card.
func BenchmarkComputeSheet(b *testing.B) {
	box := startBox(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ComputeSheet(box, faro.Pharo); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAssess measures the tutor's check of one bet as it is placed:
// a split after the soda.
func BenchmarkAssess(b *testing.B) {
	box := startBox(b)
	bet := faro.Bet{Kind: faro.Split, Rank: engine.Six, Rank2: engine.Seven}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Assess(box, faro.Pharo, bet); err != nil {
			b.Fatal(err)
		}
	}
}
