package input

import "testing"

// TestCountWithRemark: a count, then a remark in a sentence of its own
// that names a card („die Soda war ja auch ein Bube“) is the count
// (issue 22: „soda“ ist keine Zahl). Pharo 7: the soda and two jacks
// drawn leave one jack (pharo.de.txt 4. and "Kartenzähler").
func TestCountWithRemark(t *testing.T) {
	for in, want := range map[string]int{
		"nur noch einer, die soda war ja auch ein bube": 1,
		"einer, die Soda war ein Bube":                  1,
		"plus qu'un, le soda était aussi un valet":      1,
		"drei zehner":         3,
		"zwei sind noch drin": 2,
		"il en reste deux, le valet de cœur est sorti": 2,
		// the figure of the others out: four kings, three of them out
		// leave one („Kartenzähler“)
		"un seul, les trois autres rois sont sortis": 1,
		"einer, die anderen drei sind raus":          1,
	} {
		a, err := Read[Count](NewLine(in), nil)
		if err != nil || a.Count != want {
			t.Errorf("%q: got %v %v, want %d", in, a, err, want)
		}
	}
	// a remark with a figure of its own is not left out: which figure
	// is meant is asked again
	for _, in := range []string{"einer, zwei waren Buben", "un, il en reste deux"} {
		if a, err := Read[Count](NewLine(in), nil); err == nil {
			t.Errorf("%q: read as %d", in, a.Count)
		}
	}
}

// TestRanksWithNothingLeft: every rank, then the remark that no card is
// left, is every rank (issue 22: « tous les rangs, il ne reste plus
// aucune carte » was refused for « ne »); pharo.de.txt "Kartenzähler": a
// rank with no card left is dead.
func TestRanksWithNothingLeft(t *testing.T) {
	for _, in := range []string{"tous les rangs, il ne reste plus aucune carte", "tous les treize, il n'y a plus de cartes", "alle, es sind keine Karten mehr da", "alle dreizehn, der Stapel ist leer"} {
		a, err := Read[Ranks](NewLine(in), nil)
		if err != nil || len(a.Ranks) != 13 {
			t.Errorf("%q: got %v %v, want all 13 ranks", in, a, err)
		}
	}
	// another remark keeps its refusal: it may take a rank back
	for _, in := range []string{"alle, der König ist nicht tot", "tous, sauf le roi qui reste"} {
		if a, err := Read[Ranks](NewLine(in), nil); err == nil && len(a.Ranks) == 13 {
			t.Errorf("%q: read as all ranks", in)
		}
	}
}
