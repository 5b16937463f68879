package ask

import (
	"testing"

	"croupier/locales"
)

// TestScoreListsWithTotal: a round's score said as the cards that score
// and the total they make is read with both and judged (issue 22). By
// hand, pasur.de.txt "Zählen": each ace 1, each jack 1, the little two
// (2♣) 2, the great ten (10♦) 3, the most clubs 7. Pasur 9, Dan: two aces,
// one jack, 2♣, 10♦ and eight clubs: 2 + 1 + 2 + 3 + 7 = 15. Pasur 16,
// Eva's side: Anna's A♣ and 10♦: 1 + 3 = 4. Items that do not make the
// total said are asked back, not judged.
func TestScoreListsWithTotal(t *testing.T) {
	de, fr := locales.German, locales.French
	cases := []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"pasur-09-zaehlen", de, "Zähle Dans Runde", "zwei asse, ein bube, kleine zwei, große zehn und kreuz, macht fuenfzehn"},
		{"pasur-09-zaehlen", fr, "Comptez la manche de Dan", "deux as, un valet, le petit deux, le grand dix et les trèfles, ça fait quinze"},
		{"pasur-16-partner", de, "Und die Seite von Eva", "annas ass und die große zehn, also vier"},
		{"pasur-16-partner", fr, "Et le camp d’Eva", "l'as d'Anna et le grand dix, donc quatre"},
	}
	for _, c := range cases {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if !ok {
			t.Errorf("%s (%s) %q: %q not taken as right (read %v): %s", c.id, c.lang, c.prompt, c.line, read, said)
		}
	}
	for _, line := range []string{"annas ass und die große zehn, also fünf", "zwei asse und kreuz, macht sechs"} {
		r, b := openAt(t, "pasur-16-partner", de, "Und die Seite von Eva")
		if _, read, said := judged(t, r, b, line); read {
			t.Errorf("%q was judged, not asked back: %s", line, said)
		}
	}
}
