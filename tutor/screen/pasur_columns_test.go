package screen

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestPasurCardsInOneColumn: the table's cards and the hand's begin in
// the same column on every table of a round, whoever is to play: a
// German tester saw „Tisch:      9♠ …“ become „Tisch:       4♦ …“ once
// Anna, whose „Hand (Anna):“ is a column wider than „Hand (Dan):“, was
// to play, so that the cards jumped between two screens.
func TestPasurCardsInOneColumn(t *testing.T) {
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		p := locales.New(lang)
		r := pasurPosition(t)
		names := []string{"Dan", "Anna"}
		var cols []int
		var shown []string
		draw := func() {
			for _, l := range strings.Split(Pasur(p, r, names, -1, 80), "\n") {
				for _, label := range []string{p.T(locales.PasurTableTitle), p.T(locales.PasurHand, names[r.ToPlay()])} {
					if rest, ok := strings.CutPrefix(l, label); ok {
						cols = append(cols, Width(label)+Width(rest)-Width(strings.TrimLeft(rest, " ")))
						shown = append(shown, l)
					}
				}
			}
		}
		draw() // Dan to play
		if _, err := r.Play(0, r.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
		draw() // Anna to play
		if len(cols) != 4 {
			t.Fatalf("%s: the labels are not where they were:\n%s", lang, strings.Join(shown, "\n"))
		}
		for _, c := range cols {
			if c != cols[0] {
				t.Errorf("%s: the cards begin in columns %v:\n%s", lang, cols, strings.Join(shown, "\n"))
				break
			}
		}
	}
}
