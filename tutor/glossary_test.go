package tutor

import (
	"bytes"
	"strings"
	"testing"

	"croupier/locales"
)

// TestGlossaryCommand checks glossar/glossaire in both languages: the
// German and the French term side by side, the description in the
// session's language, a filter, and a clear word when nothing matches.
func TestGlossaryCommand(t *testing.T) {
	cases := []struct {
		lang       locales.Lang
		line, want string
	}{
		{locales.German, "glossar cuivre", "coppern"},
		{locales.French, "glossaire coppern", "cuivrer"},
		{locales.French, "glossar perdante", "Bankkarte"},
		{locales.German, "glossaire hock", "Hock"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		s := NewSession(Config{Lang: c.lang}, &out)
		s.Handle(c.line)
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%s %q: %q lacks %q", c.lang, c.line, out.String(), c.want)
		}
	}
	var out bytes.Buffer
	s := NewSession(Config{Lang: locales.French}, &out)
	s.Handle("glossaire xyzzy")
	if !strings.Contains(out.String(), "xyzzy") || !strings.Contains(out.String(), "Aucun terme") {
		t.Errorf("no match: %q", out.String())
	}
	out.Reset()
	s.Handle("glossaire")
	if n := strings.Count(out.String(), "\n"); n < len(locales.Glossary()) {
		t.Errorf("full glossary shows %d lines for %d terms", n, len(locales.Glossary()))
	}
}

// TestGlossaryLeadsWithLearnersTerm: the glossary shows each entry with
// the learner's own term first, the other language's beside it, in the
// learner's alphabetical order (STYLE: "Each language's glossary is
// sorted by its own headword").
func TestGlossaryLeadsWithLearnersTerm(t *testing.T) {
	for _, lang := range locales.Langs() {
		var out bytes.Buffer
		s := NewSession(Config{Lang: lang}, &out)
		out.Reset()
		s.Handle(map[locales.Lang]string{locales.German: "glossar", locales.French: "glossaire"}[lang])
		got := out.String()
		other := locales.French
		if lang == locales.French {
			other = locales.German
		}
		at := 0
		for i, e := range locales.GlossaryIn(lang) {
			line := "\n  " + e.Term(lang) + " – " + e.Term(other)
			j := strings.Index(got[at:], line)
			if j < 0 {
				t.Fatalf("%s: entry %d %q is missing or out of the learner's order:\n%s", lang, i, line, got)
			}
			at += j + len(line)
		}
	}
	// by hand: in French « as » leads the shared terms and « appel (annoncer
	// l’ordre) » the Faro ones; in German „Abzug“ leads the Faro terms
	var out bytes.Buffer
	s := NewSession(Config{Lang: locales.French}, &out)
	s.Handle("glossaire appel")
	if !strings.Contains(out.String(), "appel (annoncer l’ordre) – Reihenfolge ansagen") {
		t.Errorf("French glossary line: %q", out.String())
	}
}
