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
// at 5 are 30: 44.
func TestFinalReplayScores(t *testing.T) {
	r, b := openAt(t, "pasur-10-partie", locales.German, "Wie viele Punkte macht Dan in dieser Runde")
	line := "ass 1, bube 1, kleine zwei 2, große zehn 3, kreuz 7 und sechs surs also 30, zusammen 44"
	if ok, read, said := judged(t, r, b, line); !read || !ok {
		t.Errorf("%q: read %v, right %v: %s", line, read, ok, said)
	}
}
