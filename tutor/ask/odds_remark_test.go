package ask

import (
	"testing"

	"croupier/locales"
)

// TestOddsZeroWithRemark (final German replay, Pharo 15: „null, es ist
// nur noch eine neun drin“ got „Das verstehe ich nicht“): a chance, then
// a remark after a comma with no figure of its own, is the chance. With
// one nine left no doublet of nines can come (pharo.de.txt "Der
// Kartenzähler", "Ein Abzug": a doublet is two cards of one rank).
func TestOddsZeroWithRemark(t *testing.T) {
	for _, c := range []struct {
		lang   locales.Lang
		prompt string
		line   string
	}{
		{locales.German, "Karo-9 verliert, Kreuz-König gewinnt", "null, es ist nur noch eine neun drin"},
		{locales.German, "Karo-9 verliert, Kreuz-König gewinnt", "0 %, es ist ja nur noch eine Neun im Stapel"},
		{locales.French, "9 de carreau perd", "zéro, il ne reste qu'un seul 9"},
	} {
		r, b := openAt(t, "faro-15-chancen", c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok || !read {
			t.Errorf("%q: read %v, judged %v: %s", c.line, read, ok, said)
		}
	}
}
