package tutor

import (
	"bytes"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
)

// TestMenuByTitleWords (final German replay: „Nummer oder Name wählt eine
// Lektion“, but `kinder-pasur`, `Feste 11 Runden`, `das doublet` got
// „Keine Lektion …“): a title's words, or a run of them, open the lesson,
// case, accents and hyphens ignored, in German and French; words that
// several titles have are said back with the lessons they could mean.
func TestMenuByTitleWords(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang    locales.Lang
		ref, id string
	}{
		{locales.German, "kinder-pasur", "pasur-18-kinder"},
		{locales.German, "Kinder-Pasur", "pasur-18-kinder"},
		{locales.German, "pasur kinder-pasur", "pasur-18-kinder"},
		{locales.German, "feste 11 runden", "pasur-20-elf-runden"},
		{locales.German, "Feste 11 Runden", "pasur-20-elf-runden"},
		{locales.German, "das doublet", "faro-05-doublet"},
		{locales.French, "le pasur des enfants", "pasur-18-kinder"},
		{locales.French, "onze manches fixes", "pasur-20-elf-runden"},
		{locales.French, "la moitie du doublet", "pharaon-03-doublet"},
		{locales.French, "Kinder-Pasur", "pasur-18-kinder"}, // the other language's title
	} {
		var out bytes.Buffer
		s := NewSession(Config{Lang: c.lang, Library: lib}, &out)
		l, said := s.lessonByRef(c.ref)
		if l == nil || l.ID() != c.id {
			t.Errorf("%s %q: got %v (said %v), want %s: %s", c.lang, c.ref, l, said, c.id, out.String())
		}
	}
	for _, c := range []struct {
		lang locales.Lang
		ref  string
		want []string
	}{
		{locales.German, "doublet", []string{"Pharo 5", "Pharaon 3"}},
		{locales.French, "doublet", []string{"Pharo 5", "Pharaon 3"}},
	} {
		var out bytes.Buffer
		s := NewSession(Config{Lang: c.lang, Library: lib}, &out)
		l, said := s.lessonByRef(c.ref)
		got := out.String()
		if l != nil || !said {
			t.Errorf("%s %q: opened %v, want the lessons listed", c.lang, c.ref, l)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %q: %q not listed: %s", c.lang, c.ref, w, got)
			}
		}
	}
}
