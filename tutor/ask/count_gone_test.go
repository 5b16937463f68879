package ask

import (
	"testing"

	"croupier/locales"
)

// TestCountBesideCardsGone (final French replay, Pharo 3: « plus que
// deux, y en a deux de sortis » got « « sortis » n'est pas un nombre »):
// a remark that counts the cards gone („sortis“, „raus“) holds no
// second count. 6♦ and 6♣ are drawn, so two sixes are left (pharaon.fr.txt
// « Comptage des cartes », pharo.de.txt "Der Kartenzähler": four cards a rank).
func TestCountBesideCardsGone(t *testing.T) {
	for _, c := range []struct {
		lang   locales.Lang
		prompt string
		line   string
	}{
		{locales.French, "Combien reste-t-il de 6", "plus que deux, y en a deux de sortis"},
		{locales.French, "Combien reste-t-il de 6", "deux, y en a deux de sortis"},
		{locales.German, "Wie viele Sechsen", "nur noch zwei, zwei sind schon raus"},
	} {
		r, b := openAt(t, "faro-03-mehrere-spieler", c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok || !read {
			t.Errorf("%q: read %v, judged %v: %s", c.line, read, ok, said)
		}
	}
}
