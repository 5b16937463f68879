package screen

import (
	"strings"
	"testing"

	"croupier/locales"
)

// BenchmarkFaroTable draws the table with a bet of every kind at 80
// columns (framed) and at 60 (compact).
func BenchmarkFaroTable(b *testing.B) {
	d := everyBet(b)
	p := locales.New(locales.German)
	for _, w := range []int{80, 60} {
		b.Run(map[int]string{80: "framed", 60: "compact"}[w], func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_ = Faro(p, nil, d, w)
			}
		})
	}
}

// BenchmarkWrap lays a paragraph of narration out to 60 columns.
func BenchmarkWrap(b *testing.B) {
	text := strings.Repeat("Die Bankkarte (erste Karte des Abzugs) verliert: die Bank kassiert alle Einsätze auf ihren Wert; gecopperte gewinnen. ", 4)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = Wrap(text, 60)
	}
}
