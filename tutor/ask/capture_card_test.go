package ask

import (
	"strings"
	"testing"

	"croupier/locales"
	"croupier/tutor/input"
)

// TestCaptureNamesItsCard (second French replay, on the build before the
// captures were read clause by clause: « elle ramasse le dix,
// as plus dix ca fait onze » got « Pas de carte « as » en main ni sur le
// tapis », and « elle peut rien prendre, le valet ne touche pas aux rois »
// « Pas de carte « valet » … »): the card played, named in a clause that
// states the rule („le valet ne touche pas aux rois“), is a reason, not a
// card left on the table; a reckoning after a comma is no card either. Pasur 2: the A♥
// takes the 10♣, 1 + 10 = 11 (pasur.de.txt "Spielablauf" 2); Pasur 5:
// the jack takes no king (4), so it is laid.
func TestCaptureNamesItsCard(t *testing.T) {
	for _, c := range []struct{ id, prompt, line string }{
		{"pasur-02-summe-elf", "Anna joue l’as de cœur", "elle ramasse le dix, as plus dix ca fait onze"},
		{"pasur-05-bube", "Seul le roi de cœur reste", "elle peut rien prendre, le valet ne touche pas aux rois"},
	} {
		r, b := openAt(t, c.id, locales.French, c.prompt)
		a, _, read := r.Read(input.NewLine(c.line))
		if strings.Contains(b.String(), "Pas de carte") {
			t.Errorf("%q: %s", c.line, b.String())
			continue
		}
		if !read || !r.Question().Check(a).Correct {
			t.Errorf("%q: read %v as %v, or judged wrong: %s", c.line, read, a, b.String())
		}
	}
}
