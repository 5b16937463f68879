package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestOptionConclusion (final replay, both languages): the words after
// „also“ / « donc » are the answer, the words before its reason; a
// spoken „ne,“ is no.
//   - Pasur 1, two kings on the table: a full redeal, b) (pasur.de.txt
//     "Vorbereitung und Austeilen", RULINGS "Initial table check"); „zwei
//     Könige“ is the question's table, not a) „Einen der Könige …“.
//   - Pharo 5, one queen left: no doublet any more, a) „Nein …“
//     (pharo.de.txt "Der Kartenzähler": a doublet needs two cards of a rank).
//   - Pasur 11, 13 to 13 above the goal: one more round, b) (pasur.de.txt
//     "Gewinnen", RULINGS "Match": an exact tie plays another round);
//     « faut rejouer une manche » is only likely b), so asked.
func TestOptionConclusion(t *testing.T) {
	for _, c := range []struct {
		id, prompt string
		lang       locales.Lang
		line       string
		askBack    string // "" when judged right as typed
	}{
		{"pasur-01-austeilen", "gezeigt hätte", locales.German, "zwei könige, also komplett neu geben", ""},
		{"faro-05-doublet", "noch ein Doublet geben", locales.German, "ne, geht nicht mehr, mit einer karte kann man kein paar machen", ""},
		{"faro-05-doublet", "noch ein Doublet geben", locales.German, "ne", ""},
		{"pasur-11-ziel-und-runden", "ont dépassé l’objectif", locales.French, "egalite pile au dessus donc faut rejouer une manche", "b)"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		switch {
		case c.askBack == "" && (!ok || !read):
			t.Errorf("%q: read %v, judged %v: %s", c.line, read, ok, said)
		case c.askBack != "" && (read || !r.AskedBack() || !strings.Contains(said, c.askBack)):
			t.Errorf("%q: want the question back about %s, got read %v: %s", c.line, c.askBack, read, said)
		}
	}
}
