package engine

import "testing"

// BenchmarkParseCard measures the neutral parser on a mix of forms; the
// target is at most 50 ns per card (issue "Foundation").
func BenchmarkParseCard(b *testing.B) {
	in := []string{"10♦", "QS", "Kc", "7♠", "ah", "2C", "J♥", "9d"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := ParseCard(in[i%len(in)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseCardGerman measures a typed German form ("Pik-Dame").
func BenchmarkParseCardGerman(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseCardIn("Pik-Dame", German); err != nil {
			b.Fatal(err)
		}
	}
}
