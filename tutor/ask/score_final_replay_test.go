package ask

import (
	"testing"

	"croupier/locales"
)

// TestFinalReplayScores (the final German replay, issue 22, Pasur 10):
// „ass 1, bube 1, kleine zwei 2, große zehn 3, kreuz 7 und sechs surs also
// 30, zusammen 44“ reckons the surs' points on the way („also 30“) and
// says the total last; it was refused at the total. By hand, pasur.de.txt
// "Punktewertung": ace 1, jack 1, 2♣ 2, 10♦ 3, the most clubs 7, six surs
// at 5 are 30: 44. French, Pasur 9: a relative clause about where a card
// came from (« le petit deux qu'il recupere a la fin 2 ») carries no figure:
// 2 aces, 1 jack, 2♣ 2, 10♦ 3, clubs 7 = 15; « zéro pointé » is nothing at
// all, and « elle a que les deux rois » a remark: kings never score.
func TestFinalReplayScores(t *testing.T) {
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"pasur-10-partie", locales.German, "Wie viele Punkte macht Dan in dieser Runde", "ass 1, bube 1, kleine zwei 2, große zehn 3, kreuz 7 und sechs surs also 30, zusammen 44"},
		{"pasur-09-zaehlen", locales.French, "Comptez la manche de Dan", "2 as, 1 valet, le petit deux qu'il recupere a la fin 2, le grand dix 3 et les trefles 7 = 15"},
		{"pasur-09-zaehlen", locales.French, "Et Anna", "zero pointé, elle a que les deux rois"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !read || !ok {
			t.Errorf("%q: read %v, right %v: %s", c.line, read, ok, said)
		}
	}
}

// TestFinalReplayOddsInWords (the final German replay, Pharo 15): „eins
// durch 1176, weil 2/49 mal 1/48“ is the chance 1/1176, said as a division
// with its reckoning after „weil“. By hand (pharo.de.txt "Ein Abzug", Doublet): 49
// cards left, 2 nines: 2/49 × 1/48 = 2/2352 = 1/1176.
func TestFinalReplayOddsInWords(t *testing.T) {
	r, b := openAt(t, "faro-15-chancen", locales.German, "Zwei Neunen sind gezogen")
	for _, line := range []string{"eins durch 1176, weil 2/49 mal 1/48", "eins durch 1176"} {
		if ok, read, said := judged(t, r, b, line); !read || !ok {
			t.Errorf("%q: read %v, right %v: %s", line, read, ok, said)
		}
	}
}
