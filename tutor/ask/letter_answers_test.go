package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestLetterBeforeCardsAsksBack: at a question whose options stand for
// captures, « la b, le deux de cœur » names option b and is asked back
// about b, never read as a capture of 2♥ with the letter dropped (issue
// 22). Pasur 5, the diamond jack (which option is right does not
// matter here: the letter is what is read).
func TestLetterBeforeCardsAsksBack(t *testing.T) {
	for _, c := range []struct {
		lang         locales.Lang
		prompt, line string
		want         string
	}{
		{locales.French, "Dan joue le valet de carreau", "la b, le deux de cœur", "Vous voulez dire b)"},
		{locales.German, "Dan spielt den Karo-Buben", "b, die zwei", "Meinst du b)"},
	} {
		r, b := openAt(t, "pasur-05-bube", c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if read || ok || !strings.Contains(said, c.want) {
			t.Errorf("%q: read %v right %v: %s", c.line, read, ok, said)
		}
	}
}
