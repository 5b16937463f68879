package input

import "testing"

// TestYesNoTestersLines holds the yes/no lines of issue 22's testers:
// „nn“ typed for « non » / „nein“, the typo „nien“, « pourquoi non »
// that answers nothing beside « oui », a reason after the answer.
// Pharaon 4 (pharaon.fr.txt, l'appel : « rouge, rouge, rouge » needs
// three red cards, two red 7s are left – no).
func TestYesNoTestersLines(t *testing.T) {
	for in, yes := range map[string]bool{
		"nn, il reste que deux 7 rouges":          false,
		"nn":                                      false,
		"nn, das geht nicht":                      false,
		"nien, ist ja das letzte austeilen":       false,
		"oui pourquoi non, c'est lui qui choisit": true,
	} {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != yes {
			t.Errorf("%q: got %v %v, want yes=%v", in, a, err, yes)
		}
	}
	// a correction of one answer by the other is asked again, never
	// read as the first (issue 22: never „non“ for « non... enfin si »)
	for _, in := range []string{"non... enfin si, avec la dame aussi", "nn... enfin si", "nein, äh, ja"} {
		if a, err := Read[YesNo](NewLine(in), nil); reasonOf(err) != ErrNotYesNo {
			t.Errorf("%q: got %v %v, want asked again", in, a, err)
		}
	}
}
