package ask

import (
	"testing"

	"croupier/locales"
)

// TestSettlementCardRemarkInLesson: the final replay's lines at the
// real lesson questions. Pharo 9, 3♠ loses and J♣ wins with Dan's split
// 3–J: a split hit on both sides changes nothing (pharo.de.txt
// „Setzen“); the rank in the remark was Dan's −3 and a right answer was
// judged wrong. Pharo 14, Anna the bank: −6 + 2 = −4.
func TestSettlementCardRemarkInLesson(t *testing.T) {
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"faro-09-split-abrechnung", locales.German, "Pik-3 verliert, Kreuz-Bube gewinnt", "ändert sich nichts für dan, die 3 verliert und der bube gewinnt"},
		{"faro-09-split-abrechnung", locales.French, "Le 3 de pique perd, le valet de trèfle gagne", "rien ne change pour dan, le 3 perd et le valet gagne"},
		{"faro-14-sitzung", locales.French, "Qu’a gagné ou perdu Anna, banquière", "elle perd 4 (elle paie 6 a doc et prend 2 a dan)"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok || !read {
			t.Errorf("%s %q: read %v, right %v: %s", c.id, c.line, read, ok, said)
		}
	}
}
