package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestDiffNamesTheMissingPart: a player's amount that one of their bets
// decided in the turn did bring, the others left out, is not called
// wrong: the feedback says it is only a part (issue 22, final replay:
// „Ida gewinnt 6 Chips – das stimmt nicht.“ of Ida's ace, which did win
// 6, her 2 on the 8 losing). The right settlements by hand:
//   - Pharo 4, pharo.de.txt „Umdrehen (coppern)“: 9♠ is the bank card,
//     Anna's plain 5 on the 9 lose, her coppered 5 win: Anna 0, so
//     „Anna −5“ is her plain bet alone;
//   - Pharo 13, „Ein Abzug“ and „Der letzte Abzug“: 4♦ loses, Anna's 2
//     on the 4 lose, her call 4–10–6 of 1 chip is right and pays 4:1:
//     Anna +2, so „Anna +4“ is the call alone;
//
// a figure that no part of the turn brought is wrong as before.
func TestDiffNamesTheMissingPart(t *testing.T) {
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
		want   string
	}{
		{"faro-04-coppern", locales.German, "Pik-9 verliert, Herz-2 gewinnt", "Anna -5",
			"Anna verliert 5 Chips – das ist nur ein Teil: Dieser Abzug entscheidet mehr als einen Einsatz von Anna."},
		{"faro-04-coppern", locales.French, "Le 9 de pique perd", "Anna +5",
			"Anna gagne 5 jetons : ce n’est qu’une partie – Anna a plus d’une mise décidée par cette paire."},
		{"faro-13-von-soda-bis-hock", locales.German, "Karo-4 verliert, Herz-10 gewinnt", "Dan 0, Anna +4",
			"Anna gewinnt 4 Chips – das ist nur ein Teil"},
		{"faro-13-von-soda-bis-hock", locales.German, "Karo-4 verliert, Herz-10 gewinnt", "Dan 0, Anna -2",
			"Anna verliert 2 Chips – das ist nur ein Teil"},
		// +3 is no part of Anna's −2 and +4
		{"faro-13-von-soda-bis-hock", locales.German, "Karo-4 verliert, Herz-10 gewinnt", "Dan 0, Anna +3",
			"Anna gewinnt 3 Chips – das stimmt nicht."},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if ok || !read {
			t.Fatalf("%s %q: judged right or not read: %s", c.id, c.line, said)
		}
		if !strings.Contains(said, c.want) {
			t.Errorf("%s (%s) %q: want %q in:\n%s", c.id, c.lang, c.line, c.want, said)
		}
		if strings.Contains(c.want, "Teil") && (strings.Contains(said, "das stimmt nicht") || strings.Contains(said, "Richtung")) {
			t.Errorf("%s %q: a true part is called wrong:\n%s", c.id, c.line, said)
		}
	}
}

// TestRuleCitedOnce: after a wrong settlement whose feedback cited the
// rules of the mistake, telling the answer does not cite them again
// (the quiz printed the bank card's rule twice, issue 22 final replay).
// Pharo 4, pharo.de.txt „Umdrehen (coppern)“: 7♣ loses, K♥ wins; Dan's
// coppered 4 on the 7 win, Anna's coppered 3 on the king lose.
func TestRuleCitedOnce(t *testing.T) {
	r, b := openAt(t, "faro-04-coppern", locales.German, "Kreuz-7 ist die Bankkarte")
	if ok, read, said := judged(t, r, b, "Dan -4, Anna +3"); ok || !read {
		t.Fatalf("judged right or not read: %s", said)
	}
	r.Reveal(locales.Reveal)
	said := b.String()
	n := 0
	for _, l := range strings.Split(said, "\n") {
		if strings.HasPrefix(l, "Regel:") {
			n++
			if strings.Count(said, l) > 1 {
				t.Errorf("a rule line said twice: %q\n%s", l, said)
			}
		}
	}
	if n == 0 {
		t.Fatalf("no rule cited:\n%s", said)
	}
}
