package screen

import (
	"strings"
	"testing"
)

// TestWrapFrench: French spacing and sums are never broken ("3 + 8",
// "suivant :"), and no line is longer than the width unless one
// unbreakable group is.
func TestWrapFrench(t *testing.T) {
	text := "Le sept prend le quatre car 3 + 8 = 11 ; voici la règle suivante : une carte numérale prend ?"
	for n := 10; n <= 40; n++ {
		got := Wrap(text, n)
		for _, l := range strings.Split(got, "\n") {
			for _, bad := range []string{":", ";", "?", "+", "="} {
				if strings.HasPrefix(l, bad) || strings.HasSuffix(l, " +") || strings.HasSuffix(l, " =") {
					t.Errorf("n=%d: line %q breaks at %q", n, l, bad)
				}
			}
		}
		if !strings.Contains(got, "3 + 8 = 11") {
			t.Errorf("n=%d: sum broken:\n%s", n, got)
		}
	}
	if got := Wrap("Regel: (pasur.de.txt „Spielablauf“ 7).", 30); !strings.Contains(got, "„Spielablauf“ 7).") {
		t.Errorf("section number cut from its title: %q", got)
	}
	if got := Wrap("eins zwei drei", 9); got != "eins zwei\ndrei" {
		t.Errorf("plain wrap: %q", got)
	}
}
