package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestOptionTypoAndPronoun (the last German replay): „der köing, weil er
// als erster kam“ is b) „Der König – er kam zuerst“ (pharo.de.txt „Ein
// Abzug“ 1.: the first card loses; it was refused: a typo of a rank
// word), and „dan bekommt ihn zurück, der bube ist ja tot“ is a) „Er geht
// mit seinem Gewinn an Dan zurück“ (pharo.de.txt „Der Kartenzähler“: no
// bet is left on a dead rank; „ihn“, the bet, named c) „Die Bank kassiert
// ihn“ too, and the tutor asked „(a, c)“).
func TestOptionTypoAndPronoun(t *testing.T) {
	for _, c := range []struct{ id, prompt, line string }{
		{"faro-01-tisch-und-soda", "Welche Karte verliert", "der köing, weil er als erster kam"},
		{"faro-07-kartenzaehler", "Was geschieht jetzt mit ihm", "dan bekommt ihn zurück, der bube ist ja tot"},
	} {
		r, b := openAt(t, c.id, locales.German, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok {
			t.Errorf("%q: not judged right (read %v): %s", c.line, read, said)
		}
	}
}

// TestOptionNoChangeInOtherWords (the last French replay, Pharaon 5):
// « il reste tel quel vu que le hock sert a rien » and « ca change rien
// pour lui » say a) « Il finit sans changement » (pharaon.fr.txt: « ceux
// encore en attente finissent sans changement »); they were refused.
// Said in other words, the tutor asks back whether a) is meant.
func TestOptionNoChangeInOtherWords(t *testing.T) {
	for _, line := range []string{"il reste tel quel vu que le hock sert a rien", "ca change rien pour lui"} {
		r, b := openAt(t, "pharaon-05-ende-der-taille", locales.French, "pronostic de Louis sur le roi")
		_, read, said := judged(t, r, b, line)
		if read || !strings.Contains(said, "a) « Il finit sans changement » ?") {
			t.Errorf("%q: read %v, said %s; want a) asked back", line, read, said)
		}
	}
}
