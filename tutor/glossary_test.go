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
