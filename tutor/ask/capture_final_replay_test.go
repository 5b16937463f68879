package ask

import (
	"testing"

	"croupier/locales"
)

// TestFinalReplayCaptures (the final German and French replay, issue 22):
// a capture said with the words around it — tense and regret („wird
// einfach hingelegt“, „kann leider nichts nehmen“), repetition („schon
// wieder ein Sur“, „wieder die 10♦“), „bloß“, a lead („ah stimmt“), the rule
// it leans on („keine Summen.“, „keine 8 da“), « il doit poser », « ben
// celle avec … », a comparison (« mieux que le 7 de cœur ») — is read as
// the capture, and judged right. The right answers by hand, pasur.de.txt
// "Kartendeck" and "Spielablauf": the 8♥ cannot take the lone queen (a
// queen takes only a queen; 8 + 3 = 11) and is laid (Pasur 2); the 2♣ on
// K♠ 10♣ takes nothing, 2 + 10 = 12 (Pasur 8); the 8♣ takes the 3♦, 8 + 3
// = 11 (Pasur 10), the A♣ the 10♦, 1 + 10 (round 3); the jack takes the
// 9♣ but not the king (Pasur 14); children's Pasur has no sums
// ("Häufige Varianten"): the 10♥ cannot take the A♦ and is laid (Pasur
// 18); the 3♥ on 5♣ A♦ makes 8, 4 or 9, never 11, and is laid (Pasur 20);
// the 7♥ scores most with A♠ 2♣ A♥, 1 + 2 + 1 points ("Punktewertung",
// Pasur 3); the 3♥ takes the 8♠ Dan has just laid, 3 + 8 (Pasur 6); the
// A♠ takes the 10♦ and leaves the K♥, no sur ("Spielablauf", Pasur 11).
// A relative clause about who played a card (« que Dan vient de poser »)
// and a cause (« à cause du roi ») carry no card.
func TestFinalReplayCaptures(t *testing.T) {
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"pasur-02-summe-elf", locales.German, "nur noch die Kreuz-Dame", "nix, wird einfach hingelegt, die dame zählt ja nicht mit"},
		{"pasur-02-summe-elf", locales.French, "que la dame de trèfle", "rien, il doit poser son 8, la dame compte pas"},
		{"pasur-08-letzte-aufnahme", locales.German, "nur noch die Kreuz-2", "die kann leider nichts nehmen, sie legt sie hin"},
		{"pasur-10-partie", locales.German, "Dan spielt die Kreuz-8", "die drei – schon wieder ein sur"},
		{"pasur-10-partie", locales.German, "Dritte Runde", "wieder die 10♦"},
		{"pasur-14-karo-sieben", locales.German, "Herz-Buben", "bloß die 9, den pik könig nicht"},
		{"pasur-18-kinder", locales.German, "Herz-10", "ah stimmt, keine summen. dann legt sie die 10 hin"},
		{"pasur-20-elf-runden", locales.German, "Zehnte Runde", "keine 8 da, 5 + 1 wäre nur 6 – also legen"},
		{"pasur-03-mehrere-gruppen", locales.French, "Quelle prise rapporte le plus", "ben celle avec les 2 as et le 2♣, ca fait 4 points"},
		{"pasur-06-anlegen", locales.French, "Anna joue le 3 de cœur", "elle prend le 8 que Dan vient de poser"},
		{"pasur-06-anlegen", locales.German, "Anna spielt die Herz-3", "sie nimmt die 8, die Dan gerade angelegt hat"},
		{"pasur-11-ziel-und-runden", locales.French, "Troisième manche", "le 10 de carreau, mais pas de sur a cause du roi qui reste"},
		{"pasur-11-ziel-und-runden", locales.German, "Dritte Runde", "die karo 10, aber kein sur wegen dem könig, der liegen bleibt"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if !read || !ok {
			t.Errorf("%s %q: read %v, right %v: %s", c.id, c.line, read, ok, said)
		}
	}
}
