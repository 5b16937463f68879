package ask

import (
	"testing"

	"croupier/locales"
)

// TestSignReplyKeepsTheLine (the last German replay, Pharo 6, turn 1:
// after „Dan gewinnt fünf, Anna is ihre vier los, bank also minus 1“ the
// tutor asked whether Anna won or lost the 4; the reply „Anna verliert
// 4“ was judged alone, Dan's +5 dropped, and a mistake counted): the
// reply to the question about the sign answers that question, and the
// rest of the line stands. 3♣ loses, 8♦ wins: Dan's 5 on the 8 win 5,
// Anna's 4 on the 3 are lost, the bank −1 (pharo.de.txt „Ein Abzug“).
func TestSignReplyKeepsTheLine(t *testing.T) {
	r, b := openAt(t, "faro-06-stehende-einsaetze", locales.German, "Kreuz-3 verliert")
	if ok, read, said := judged(t, r, b, "Dan gewinnt fünf, Anna is ihre vier los, bank also minus 1"); ok || read {
		t.Fatalf("first line: right %v read %v (%s), want the sign asked", ok, read, said)
	}
	if ok, read, said := judged(t, r, b, "Anna verliert 4"); !ok || !read {
		t.Errorf("the reply: right %v read %v: %s", ok, read, said)
	}
}
