package ask

import (
	"strings"
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

// TestYesToQuestionBackOverYesNoOptions (the final French replay, Pasur
// 11: « on joue encore une manche » was asked back « Vous voulez dire b)
// « On joue une manche de plus » ? (oui/non) », and « oui » was then read
// as an answer of its own — yes, the match is over — and judged a), a
// mistake counted): where the options stand for yes and no, a yes or no
// after a question back answers the question back. Both over 11 with the
// same points: one more round (pasur.de.txt „Punktewertung“; RULINGS
// „Match“).
func TestYesToQuestionBackOverYesNoOptions(t *testing.T) {
	for _, c := range []struct {
		lang           locales.Lang
		prompt, line   string
		yes, no, again string
	}{
		{locales.French, "Les deux ont dépassé", "on joue encore une manche", "oui", "non", "Vous voulez dire b)"},
	} {
		r, b := openAt(t, "pasur-11-ziel-und-runden", c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); ok || read || !strings.Contains(said, c.again) {
			t.Fatalf("%q: right %v read %v: %s, want b) asked back", c.line, ok, read, said)
		}
		if ok, read, said := judged(t, r, b, c.yes); !ok || !read {
			t.Errorf("%q after the question back: right %v read %v: %s", c.yes, ok, read, said)
		}
		r, b = openAt(t, "pasur-11-ziel-und-runden", c.lang, c.prompt)
		judged(t, r, b, c.line)
		if ok, read, _ := judged(t, r, b, c.no); ok || read {
			t.Errorf("%q after the question back was read as an answer (right %v)", c.no, ok)
		}
	}
}
