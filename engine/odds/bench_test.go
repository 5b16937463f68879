package odds

import (
	"testing"

	"croupier/engine"
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
