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

// TestLetterThenHedgeAsksBack (the lead's own try in tmux: « la b je
// pense, 8+2+1 = 11 » got « Pas de carte « b » … »): a letter followed by
// « je pense » / „glaube ich“ still names the option; with a reckoning
// after it, at options that stand for captures, it is asked back about
// that option. Pasur 7b: the 8♥ takes 2♣ A♠, 8 + 2 + 1 = 11 (pasur.de.txt
// "Spielablauf" 2).
func TestLetterThenHedgeAsksBack(t *testing.T) {
	for _, c := range []struct {
		lang         locales.Lang
		prompt, line string
		want         string
	}{
		{locales.French, "Anna joue le 8 de cœur", "la b je pense, 8+2+1 = 11", "Vous voulez dire b)"},
		{locales.German, "Anna spielt die Herz-8", "b glaube ich, acht plus zwei plus eins", "Meinst du b)"},
	} {
		r, b := openAt(t, "pasur-07b-elf-und-sur", c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if read || ok || !strings.Contains(said, c.want) {
			t.Errorf("%q: read %v right %v: %s", c.line, read, ok, said)
		}
	}
}
