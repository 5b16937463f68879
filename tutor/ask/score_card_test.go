package ask

import (
	"testing"

	"croupier/locales"
)

// TestScoreNamesItsCard (issue 22, final replays): a card named by suit
// and rank in a score is that card, never the suit's category. Pasur 17,
// „Und Dan?“: Dan took the 2♣ with the 9♥, so he has 2 points, all for
// the Kleine Zwei (pasur.de.txt „Punktewertung“: Kreuz-2 = 2; the most
// clubs, 7 points, need seven clubs). „zwei für die kreuz zwei“ was
// judged „2 Punkte für „Kreuz“ – das stimmt nicht“.
func TestScoreNamesItsCard(t *testing.T) {
	for _, c := range []struct {
		lang   locales.Lang
		prompt string
		lines  []string
	}{
		{locales.German, "Und Dan?", []string{
			"zwei für die kreuz zwei", "2 für die Kreuz-Zwei", "kreuz zwei 2", "die kreuz-zwei 2",
			"kreuz zwei: 2, also 2", "zwei punkte für die kreuz zwei",
		}},
		{locales.French, "Et Dan", []string{
			"deux de trefle 2, total 2", "2 pour le deux de trèfle", "le 2 de trefle 2", "deux points pour le deux de trefle",
		}},
	} {
		for _, line := range c.lines {
			r, b := openAt(t, "pasur-17-vier-solo", c.lang, c.prompt)
			ok, read, said := judged(t, r, b, line)
			if !ok {
				t.Errorf("%q: read %v, judged wrong: %s", line, read, said)
			}
		}
	}
}
