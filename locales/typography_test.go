package locales

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzTypography: the French helpers change nothing but what they say
// they change, and never panic. Clause touches only the first letter;
// elide only the last word of the text before a placeholder, and only to
// one of its elided forms.
func FuzzTypography(f *testing.F) {
	for _, s := range []string{"Une mise.", "À deux.", "R♦ perd.", "Foster dit", "", "é", "\xff", "au tour de ", "De ", "la", "0de ", "aujourd’hui de "} {
		f.Add(s, "Anna")
	}
	fr, de := New(French), New(German)
	f.Fuzz(func(t *testing.T, s, v string) {
		if got := de.Clause(s); got != s {
			t.Fatalf("German Clause(%q) = %q", s, got)
		}
		got := fr.Clause(s)
		_, n := utf8.DecodeRuneInString(s)
		_, m := utf8.DecodeRuneInString(got)
		if got[m:] != s[n:] {
			t.Fatalf("Clause(%q) = %q changes more than the first letter", s, got)
		}
		e := elide(s, v)
		if e == s {
			return
		}
		// e is s with its last word (before the final space) elided
		head := strings.TrimSuffix(s, " ")
		for word, short := range elisions {
			if strings.HasSuffix(head, word) && e == strings.TrimSuffix(head, word)+short {
				return
			}
		}
		t.Fatalf("elide(%q, %q) = %q", s, v, e)
	})
}
