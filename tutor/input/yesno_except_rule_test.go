package input

import "testing"

// TestYesNoExceptInStatedRule (final German replay, pasur quiz: „Darf
// B♠ alle vier nehmen?“ — „darf er, der bube nimmt alles ausser K und
// D“ got „Bitte „ja“ oder „nein“.“): an „außer“ / « sauf » inside a
// clause after the answer that states a rule of its own (a verb before
// it) is part of that rule, not a hedge on the answer. The jack takes
// everything but kings and queens (pasur.de.txt "Spielablauf"), so the
// answer is yes. An „außer“ that opens its clause still hedges it.
func TestYesNoExceptInStatedRule(t *testing.T) {
	for _, c := range []struct {
		line string
		yes  bool
	}{
		{"darf er, der bube nimmt alles ausser K und D", true},
		{"ja, der Bube nimmt alles außer König und Dame", true},
		{"oui, le valet prend tout sauf les rois et les dames", true},
		{"nein, der Bube nimmt alles außer K und D, und da liegt ein König", false},
	} {
		a, err := Read[YesNo](NewLine(c.line), nil)
		if err != nil || a.Yes != c.yes {
			t.Errorf("%q: got %v, %v; want yes=%v", c.line, a, err, c.yes)
		}
	}
	for _, line := range []string{"ja, außer bei Königen", "oui, sauf s'il y a un roi", "ja, ausser es liegt ein König"} {
		if a, err := Read[YesNo](NewLine(line), nil); err == nil {
			t.Errorf("%q: read as %v, want it asked again", line, a)
		}
	}
}
