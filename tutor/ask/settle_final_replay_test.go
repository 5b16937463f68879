package ask

import (
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
	}
	for _, c := range cases {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if !ok {
			t.Errorf("%s (%s) %q: %q not taken as right (read %v): %s", c.id, c.lang, c.prompt, c.line, read, said)
		}
	}
}
