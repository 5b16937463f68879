package ask

import (
	"testing"

	"croupier/locales"
)

// TestOddsAnswersByMeaning: odds answers in a learner's own words are
// judged against Pharo 15 (issue 22). By hand, pharo.de.txt "Doublet" and
// RULINGS.md "Casekeeper": the next turn is a doublet of nines with
// 4/51 · 3/50 = 2/425 ≈ 0,47 %; at least one till the end of the deal
// is 11,6 %; the bank's edge on the high card is 1/17; with two nines gone, 2/49 · 1/48 = 1/1176. Far-off
// approximations are wrong, never right.
func TestOddsAnswersByMeaning(t *testing.T) {
	const next, deal, later = "nächste Abzug ein Doublet", "mindestens ein Neuner", "jetzt die Chance auf ein Neuner-Doublet im"
	const nextFr = "prochaine"
	cases := []struct {
		lang   locales.Lang
		prompt string
		line   string
		right  bool
	}{
		{locales.German, next, "ungefähr ein halbes prozent", true},
		{locales.German, next, "4/51 mal 3/50, also 2/425", true},
		{locales.German, next, "etwa 0 %", false},
		{locales.German, next, "ungefähr ein prozent", false},
		{locales.German, deal, "so gut elf prozent", true},
		{locales.German, deal, "knapp zwölf prozent", true},
		{locales.German, deal, "gut zwölf prozent", false},
		{locales.German, deal, "ungefähr elf prozent", false},
		{locales.German, later, "2/49 * 1/48 = 1/1176", true},
		{locales.German, later, "1/1176, weil nur noch zwei neunen drin sind", true},
		{locales.German, "Vorteil hat die Bank", "1/17, weil beim doublet die bank gewinnt", true},
		{locales.French, "avantage", "1/17, car au doublet la banque gagne", true},
		{locales.French, nextFr, "environ un demi pour cent", true},
		{locales.French, nextFr, "à peu près 0,5 %", true},
		{locales.French, nextFr, "2/425 car 4/51 fois 3/50", true},
		{locales.French, nextFr, "4/51 fois 3/50, ça fait 2/425", true},
	}
	for _, c := range cases {
		r, b := openAt(t, "faro-15-chancen", c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if !read || ok != c.right {
			t.Errorf("%s %q: %q read %v, right %v (want %v): %s", c.lang, c.prompt, c.line, read, ok, c.right, said)
		}
	}
	r, b := openAt(t, "faro-15-chancen", locales.German, later)
	if _, read, said := judged(t, r, b, "eins zu 1176"); read {
		t.Errorf("„eins zu 1176“ was judged, not asked back: %s", said)
	}
}
