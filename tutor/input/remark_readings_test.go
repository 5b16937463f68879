package input

import (
	"errors"
	"testing"

	"croupier/engine"
)

// TestCountDigitAfterAllAsks: „alle 4“ / « tous les 4 » beside a named
// rank could count that rank's cards (all four jacks out: the jack is
// dead, pharo.de.txt „Der Kartenzähler“) or name the fours: without a
// verb that settles it, the line is asked again, blaming the 4, never
// judged (it was read as the 4 dead).
func TestCountDigitAfterAllAsks(t *testing.T) {
	for _, in := range []string{"die buben, alle 4", "les valets, tous les 4"} {
		a, err := Read[Ranks](NewLine(in), nil)
		var e *Error
		if !errors.As(err, &e) || e.Token != "4" {
			t.Errorf("%q: %v %v, want the 4 asked about", in, a.Ranks, err)
		}
	}
	// alone, „alle 4“ names the fours: there is no rank to count
	if a, err := Read[Ranks](NewLine("alle 4"), nil); err != nil || len(a.Ranks) != 1 || a.Ranks[0] != 4 {
		t.Errorf("alle 4: %v %v, want the 4", a.Ranks, err)
	}
}

// TestCountThenOtherCards: cards named after a count that number
// otherwise are no remark — „zwei, die Kreuz, Herz und Pik Fünf“ is
// asked again, never read as 2 or 3.
func TestCountThenOtherCards(t *testing.T) {
	for _, in := range []string{"zwei, die kreuz herz und pik fünf", "un, le sept et le huit"} {
		if a, err := Read[Count](NewLine(in), nil); err == nil {
			t.Errorf("%q: read as %d, want it asked again", in, a.Count)
		}
	}
}

// TestDrawnOutYesNo: „jaa“, « ouiii », „neiin“ are yes and no; „ben
// oui“, „na ja“ a yes after a filler (the replay refused „jaa, die sind
// doch beide unten in der reihe“).
func TestDrawnOutYesNo(t *testing.T) {
	for in, want := range map[string]bool{
		"jaa, die sind doch beide unten in der reihe": true,
		"ouiii":                            true,
		"neiin, das geht nicht":            false,
		"nonnn":                            false,
		"ben oui, le tapis est vide apres": true,
		"bah non":                          false,
	} {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("%q: %v %v, want %v", in, a.Yes, err, want)
		}
	}
}

// TestCountOfNamedRankNeverARank: the siblings of „nur die Buben, alle 4
// sind draußen“ (misjudged as the 4 dead). A figure that counts the cards
// of the rank named — after „alle“ / « tous les » with what became of
// them, or „4 von 4“ — is no rank: the jack alone is dead when all four
// are out (pharo.de.txt „Der Kartenzähler“). A figure before a plural
// verb beside a named rank („der Bube, 4 sind raus“: four jacks, or the
// fours?) is asked about, blaming the figure; „die 4 ist auch tot“ (one
// rank, singular) stays the 4. A figure before a rank's plural („alle
// vier Buben“, « les 4 valets ») counts it (it was the 4 and the jack).
func TestCountOfNamedRankNeverARank(t *testing.T) {
	for _, in := range []string{"alle vier Buben sind raus", "les quatre valets sont sortis", "die 4 Buben sind weg", "les 4 valets", "bube, alle 4 raus", "B, alle 4 gezogen", "les valets, 4 sur 4 sortis", "bube 4 von 4 raus", "valet, tous sortis", "der bube, alle sind raus"} {
		a, err := Read[Ranks](NewLine(in), nil)
		if err != nil || len(a.Ranks) != 1 || a.Ranks[0] != engine.Jack {
			t.Errorf("%q: %v %v, want the jack", in, a.Ranks, err)
		}
	}
	for in, figure := range map[string]string{"der bube, 4 sind raus": "4", "die buben, vier sind raus": "vier", "les valets, les 4 sont sortis": "4", "valet, les quatre sont sortis": "quatre"} {
		a, err := Read[Ranks](NewLine(in), nil)
		var e *Error
		if !errors.As(err, &e) || e.Token != figure {
			t.Errorf("%q: %v %v, want %q asked about", in, a.Ranks, err, figure)
		}
	}
	if a, err := Read[Ranks](NewLine("der bube, die 4 ist auch tot"), nil); err != nil || len(a.Ranks) != 2 {
		t.Errorf("die 4 ist auch tot: %v %v, want the jack and the 4", a.Ranks, err)
	}
}

// TestCountOfCardsOut: at „Wie viele … sind noch im Stapel?“ the cards
// said to be out are not the count asked: „vier Buben sind raus“ leaves
// none (pharo.de.txt „Der Kartenzähler“: four cards of each rank), so it
// is never read as 4 (a second reading left „raus“ out); a remark after
// the count may still say what is out.
func TestCountOfCardsOut(t *testing.T) {
	for _, in := range []string{"vier buben sind raus", "zwei sind weg", "deux sont sortis"} {
		if a, err := Read[Count](NewLine(in), nil); err == nil {
			t.Errorf("%q: read as %d, want it asked again", in, a.Count)
		}
	}
	for in, want := range map[string]int{"nur noch 2, soda und karo bube sind weg": 2, "il en reste un, les autres sont sortis": 1} {
		if a, err := Read[Count](NewLine(in), nil); err != nil || a.Count != want {
			t.Errorf("%q: %d %v, want %d", in, a.Count, err, want)
		}
	}
}
