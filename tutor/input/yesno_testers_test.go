package input

import (
	"testing"

	"croupier/locales"
)

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
		if a, err := Read[YesNo](NewLine(in), nil); reasonOf(err) != ErrBothWays {
			t.Errorf("%q: got %v %v, want asked again", in, a, err)
		}
	}
}

// TestBothWaysSaysSo: a line that answers yes and no is asked again in
// words that say so, not with the bare „Bitte „ja“ oder „nein“.“.
func TestBothWaysSaysSo(t *testing.T) {
	_, err := Read[YesNo](NewLine("non... enfin si"), nil)
	e, ok := err.(*Error)
	if !ok {
		t.Fatalf("got %v, want it asked again", err)
	}
	de, fr := locales.New(locales.German).Say(e.Message()), locales.New(locales.French).Say(e.Message())
	if de != "„non... enfin si“ sagt ja und nein – was gilt? Schreib „ja“ oder „nein“." ||
		fr != "«\u00a0non... enfin si\u00a0» dit oui et non – que retenez-vous\u00a0? Écrivez «\u00a0oui\u00a0» ou «\u00a0non\u00a0»." {
		t.Errorf("asked %q / %q", de, fr)
	}
}

// TestConclusionOtherWay: an answer summed up at the end the other way
// round from the first („ja, also nein“; the last check: „nein … doch,
// sie nimmt nichts, also ja“ at Pasur 6 was no, the answer is yes) is
// asked again; summed up the same way it stands („doch, also ja“). „…“
// is a pause like "...", not a word.
func TestConclusionOtherWay(t *testing.T) {
	for _, in := range []string{"ja, also nein", "nein … doch, sie nimmt nichts, also ja", "nein, also doch ja", "non… si", "oui, donc non"} {
		if a, err := Read[YesNo](NewLine(in), nil); reasonOf(err) != ErrBothWays {
			t.Errorf("%q: got %v %v, want asked again", in, a, err)
		}
	}
	for in, yes := range map[string]bool{"doch, also ja": true, "ja, also ja": true, "non, donc non": false, "der bube ist doch tot, also nein": false} {
		if a, err := Read[YesNo](NewLine(in), nil); err != nil || a.Yes != yes {
			t.Errorf("%q: got %v %v, want yes=%v", in, a, err, yes)
		}
	}
}
