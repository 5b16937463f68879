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
// matter here: the letter is what is read). A letter followed by « je
// pense » / „glaube ich“ still names the option (the lead's own try in
// tmux: « la b je pense, 8+2+1 = 11 » got « Pas de carte « b » … »);
// Pasur 7b: the 8♥ takes 2♣ A♠, 8 + 2 + 1 = 11 (pasur.de.txt
// "Spielablauf" 2).
func TestLetterBeforeCardsAsksBack(t *testing.T) {
	for _, c := range []struct {
		id, prompt string
		lang       locales.Lang
		line, want string
	}{
		{"pasur-05-bube", "Dan joue le valet de carreau", locales.French, "la b, le deux de cœur", "Vous voulez dire b)"},
		{"pasur-05-bube", "Dan spielt den Karo-Buben", locales.German, "b, die zwei", "Meinst du b)"},
		{"pasur-07b-elf-und-sur", "Anna joue le 8 de cœur", locales.French, "la b je pense, 8+2+1 = 11", "Vous voulez dire b)"},
		{"pasur-07b-elf-und-sur", "Anna spielt die Herz-8", locales.German, "b glaube ich, acht plus zwei plus eins", "Meinst du b)"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if read || ok || !strings.Contains(said, c.want) {
			t.Errorf("%q: read %v right %v: %s", c.line, read, ok, said)
		}
	}
}
