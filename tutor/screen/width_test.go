package screen

import "testing"

// TestWidthDisplayCells: Width counts the cells a terminal gives a text,
// not its runes: a wide (CJK) character or an emoji takes two, a
// combining mark and a zero-width space none, a family emoji joined by
// zero-width joiners is one picture of two cells; the suits keep one
// cell, as the tables are drawn; colour codes take none.
func TestWidthDisplayCells(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"Dan", 3},
		{"10♦ K♠ ♣♥", 9},
		{"e\u0301te\u0301", 3}, // été, its accents combining
		{"a\u200bb", 2},
		{"漢字", 4},
		{"👍", 2},
		{"👩\u200d👩\u200d👧", 2},
		{"\x1b[1mDan\x1b[0m gewinnt", 11},
		{"\x1b[32m✓\x1b[0m", 1},
	} {
		if got := Width(c.s); got != c.want {
			t.Errorf("Width(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}

// BenchmarkWidth measures Width on a menu line with a colour code and a
// line of cards.
func BenchmarkWidth(b *testing.B) {
	lines := []string{"  9b [\x1b[32mx\x1b[0m] Dan und Anna: ein Doublet, ein Split", "Dan: 7♣ K♠ 3♦ 10♥ · Tisch: 4♦ 2♣ A♠ K♥"}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			Width(l)
		}
	}
}
