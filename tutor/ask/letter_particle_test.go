package ask

import (
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// TestLetterThenParticle (final German replay, Pasur 1: „b halt“ after
// the question back was judged „c) trifft nicht zu“, „b“ read as Bube
// in c) „Nichts – nur Buben stören“): a letter followed by a particle is
// that letter. Two kings on the table mean a full redeal, b)
// (pasur.de.txt "Vorbereitung und Austeilen", RULINGS "Initial table check").
func TestLetterThenParticle(t *testing.T) {
	for _, c := range []struct {
		lang   locales.Lang
		prompt string
		line   string
	}{
		{locales.German, "gezeigt hätte", "b halt"},
		{locales.German, "gezeigt hätte", "b eben"},
		{locales.German, "gezeigt hätte", "b wohl"},
		{locales.German, "gezeigt hätte", "b doch"},
		{locales.German, "gezeigt hätte", "b schon"},
		{locales.German, "gezeigt hätte", "B halt."},
		{locales.French, "avait montré", "b quoi"},
		{locales.French, "avait montré", "b hein"},
		{locales.French, "avait montré", "b bien sûr"},
	} {
		r, b := openAt(t, "pasur-01-austeilen", c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok || !read {
			t.Errorf("%q: read %v, judged %v: %s", c.line, read, ok, said)
		}
	}
}

// TestLetterNeverAnother: a line that begins with a lone letter is never
// read as another option; words of another option after it are asked
// about (pasur.de.txt "Vorbereitung und Austeilen": a), b), c) for two kings).
func TestLetterNeverAnother(t *testing.T) {
	for _, c := range []struct {
		line   string
		letter int
	}{{"a halt", 0}, {"b nur buben stören", 1}, {"a nichts nur buben", 0}, {"b bube", 1}} {
		r, _ := openAt(t, "pasur-01-austeilen", locales.German, "gezeigt hätte")
		a, _, read := r.Read(input.NewLine(c.line))
		if ch, ok := a.(scenarios.Choice); read && (!ok || len(ch) != 1 || ch[0] != c.letter) {
			t.Errorf("%q: read as %v, not as %c", c.line, a, 'a'+c.letter)
		}
	}
}
