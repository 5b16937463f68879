package input

import (
	"errors"
	"testing"
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
