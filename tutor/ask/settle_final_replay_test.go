package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestFinalReplaySettlements: the settlements the native testers of the
// last replay typed (issue 22), judged at the lesson's own question.
// Each answer is right, worked out by hand from the rulebooks.
func TestFinalReplaySettlements(t *testing.T) {
	cases := []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		// pharo.de.txt „Ein Abzug“: the player card wins 1:1; Doc's 2
		// on the 7 won twice (+4), Anna had no bet left. „also plus
		// vier“ says Doc's figure again; it was given to Anna (misjudged)
		{"faro-14-sitzung", locales.German, "Was haben beide Abzüge zusammen jedem gebracht", "doc zweimal zwei gewonnen, also plus vier. anna nix"},
		{"faro-14-sitzung", locales.German, "Was haben beide Abzüge zusammen jedem gebracht", "doc zweimal zwei gewonnen, also plus vier, anna nix"},
		// pharaon.fr.txt « 04 / Décompte »: on a doublet the rank loses
		// half the weight; the king waits unchanged. Jules −1, Louis −1,
		// Camille 0 (« chacun » was given to Camille: misjudged)
		{"pharaon-06-exemple-commente", locales.French, "deux 9, un doublet", "Jules et Louis perdent la moitie, donc 1 chacun, le roi de Camille attend"},
		{"pharaon-06-exemple-commente", locales.French, "deux 9, un doublet", "Jules et Louis perdent 1 chacun, le roi de Camille attend"},
		// pharo.de.txt „Doublet“: the bank takes half, coppered or not:
		// Dan −2, Anna −1½; „auch wenn“ says so, no condition
		{"faro-12b-drei-gleiche", locales.German, "Herz-5, dann Kreuz-5", "dan -2 und anna verliert anderthalb, auch wenn gecoppert"},
		// pharaon.fr.txt « 04 / Décompte », « L'appel »: the call 7–V–3
		// in order pays 4 to 1 on the weight 2: +8; « vu que » is a reason
		{"pharaon-06-exemple-commente", locales.French, "Que rapporte l’appel de Jules", "huit points pour Jules vu que c'est paye 4 contre 1"},
		// pharo.de.txt „Umdrehen (coppern)“: the coppered 4 on the 7
		// loses when the 7 wins; the bank, named with no figure, follows
		{"faro-04-coppern", locales.French, "Qu’advient-il de la mise cuivrée de Dan sur le 7", "Dan perd ses 4 et la banque les ramasse"},
		// pharo.de.txt „Setzen“: a split whose two ranks win and lose is
		// even; what follows the comma only says why
		{"faro-09b-dan-und-anna", locales.French, "Le 6 perd, le 5 gagne", "il se passe rien pour Dan, le 6 perd mais le 5 gagne"},
		// pharo.de.txt „Ein Abzug“: Dan's 5 on the winning 7 win 1:1;
		// « donc rien » says Anna's part again
		{"faro-13-von-soda-bis-hock", locales.French, "le 2 de carreau perd", "Dan gagne cinq, Anna a rien mise donc rien"},
		// pharaon.fr.txt « 04 / Décompte »: a pronostic decided once is
		// off the layout; on 7♠/9♠ nothing changes (Pharaon 2)
		{"pharaon-02-einmal-entschieden", locales.German, "Pik-7 verliert, Pik-9 gewinnt", "eigentlich gar nichts, louis hat ja auf die neun keinen pronostic mehr"},
		// pasur.de.txt „Zählen“: Dan Ass 1 + Große Zehn 3 + Sur 5 = 9,
		// Anna 0; the points are had, not won or lost: no question of
		// the sign
		{"pasur-11-ziel-und-runden", locales.German, "Wie steht es jetzt", "dan immer noch 9 und anna 8 (kleine zwei, sur und der bube)"},
		{"pasur-11-ziel-und-runden", locales.German, "Wie steht die Partie nach der ersten Runde", "dan hat neun und anna null"},
		// pharaon.fr.txt « 04 / Décompte »: a bet waits when its card is
		// not out (Pharaon 2, asked in German)
		{"pharaon-02-einmal-entschieden", locales.German, "Karo-9 verliert, Kreuz-4 gewinnt", "louis -2, jules +2, camilles könig wartet noch, sophie bleibt bei null"},
	}
	for _, c := range cases {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if !ok {
			t.Errorf("%s (%s) %q: %q not taken as right (read %v): %s", c.id, c.lang, c.prompt, c.line, read, said)
		}
	}
}

// TestFinalReplayAmountThenReckoning: an amount said first and reckoned
// after the comma (Pharo 14, pharo.de.txt „Ein Abzug“: the player card
// wins 1:1, so Dan's 96 and the 4 won make 100; Anna as banker pays 6 to
// Doc and takes 2 from Dan: −4). A reckoning that comes to another
// figure is not taken.
func TestFinalReplayAmountThenReckoning(t *testing.T) {
	for _, c := range []struct {
		prompt, line string
		right        bool
	}{
		{"Wie viele Chips hat Dan jetzt vor sich", "hundert, 96 plus den gewinn von 4", true},
		{"Was hat Anna als Bankhalterin in diesem Abzug", "minus vier, sie zahlt sechs an doc und kriegt zwei von dan", true},
		{"Wie viele Chips hat Dan jetzt vor sich", "hundert, 96 plus den gewinn von 5", false},
	} {
		r, b := openAt(t, "faro-14-sitzung", locales.German, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if c.right && !ok {
			t.Errorf("%q: not taken as right (read %v): %s", c.line, read, said)
		}
		if !c.right && read {
			t.Errorf("%q: read (right: %v), its reckoning comes to 101", c.line, ok)
		}
	}
}

// TestFinalReplayWholeIsNoName: „die ganzen zwei“ names nobody; the
// refusal must not ask who „ganzen“ is (Pharo 10, doublet of eights:
// pharo.de.txt „Hohe Karte“, a doublet is not higher).
func TestFinalReplayWholeIsNoName(t *testing.T) {
	r, b := openAt(t, "faro-10-hohe-karte", locales.German, "Karo-8, dann Pik-8")
	_, _, said := judged(t, r, b, "die ganzen zwei, gleich hoch ist ja nicht höher")
	if strings.Contains(said, "ganzen") {
		t.Errorf("„ganzen“ taken for a name: %s", said)
	}
}
