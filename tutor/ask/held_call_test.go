package ask

import (
	"testing"

	"croupier/locales"
)

// TestTableHeldAtACallQuestion: before the last turn the table lists the
// three cards left, which answer whether a call may be made ("7, 7, 7"
// with three sevens left, « rouge, rouge, rouge » with two red ones), so
// "tisch" waits at those questions (issue 22, Pharaon 4; pharaon.fr.txt
// « 08 »: the call names the cards left).
func TestTableHeldAtACallQuestion(t *testing.T) {
	cases := []struct {
		id     string
		lang   locales.Lang
		prompt string
	}{
		{"pharaon-04-foster", locales.German, "„7, 7, 7“"},
		{"pharaon-04-foster", locales.French, "rouge, rouge, rouge"},
		{"faro-12b-drei-gleiche", locales.German, "„5, 5, 5“"},
	}
	for _, c := range cases {
		r, _ := openAt(t, c.id, c.lang, c.prompt)
		if !r.TableGivesAnswer(r.Question()) {
			t.Errorf("%s: %q: the table, which lists the three cards left, is shown", c.id, c.prompt)
		}
	}
}
