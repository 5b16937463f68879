package locales

import (
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// Every variant the engine has (pasur.AllVariants) has its words here: a
// name in both languages, words to type in both, and, when it has a rule,
// that rule's text in both and where it is written; no entry is left
// without a variant, and no word names two variants.
func TestEveryVariantHasItsWords(t *testing.T) {
	seen := map[pasur.VariantName]bool{}
	word := map[string]pasur.VariantName{}
	for _, v := range pasur.AllVariants() {
		seen[v.Name] = true
		x, ok := variantTexts[v.Name]
		if !ok {
			t.Errorf("%s: no entry in variantTexts", v.Name)
			continue
		}
		if x.name.de == "" || x.name.fr == "" {
			t.Errorf("%s: its name lacks a language", v.Name)
		}
		if len(x.de) == 0 || len(x.fr) == 0 {
			t.Errorf("%s: no words to type in one language", v.Name)
		}
		for _, w := range append(append([]string(nil), x.de...), x.fr...) {
			f := engine.Fold(w)
			if strings.ContainsAny(f, " \t") {
				t.Errorf("%s: %q is more than one word", v.Name, w)
			}
			if o, dup := word[f]; dup && o != v.Name {
				t.Errorf("%q names %s and %s", w, o, v.Name)
			}
			word[f] = v.Name
			if got, ok := VariantOf(w); !ok || got != v.Name {
				t.Errorf("VariantOf(%q) = %s, %v", w, got, ok)
			}
		}
		hasRule := x.rule.de != "" || x.rule.fr != ""
		switch {
		case v.Rule == "" && (hasRule || len(x.source) > 0):
			t.Errorf("%s has no rule but a rule text or source", v.Name)
		case v.Rule != "" && (x.rule.de == "" || x.rule.fr == "" || len(x.source) == 0):
			t.Errorf("%s: rule %s lacks its text in a language or its source", v.Name, v.Rule)
		case v.Rule != "":
			for _, p := range []Printer{New(German), New(French)} {
				if text, ok := p.Rule(string(v.Rule), ""); !ok || !strings.Contains(text, "(") {
					t.Errorf("%s: Rule(%s) = %q, %v: no text with its source", v.Name, v.Rule, text, ok)
				}
			}
		}
	}
	for n := range variantTexts {
		if !seen[n] {
			t.Errorf("variantTexts has %s, which the engine does not know", n)
		}
	}
	if _, ok := VariantOf("nonsense"); ok {
		t.Error("a word that names no variant was read as one")
	}
}

// Clauses in a series are joined with semicolons, in French with the
// no-break space STYLE.md asks before a semicolon.
func TestSeries(t *testing.T) {
	items := []string{"a", "b", "c"}
	if got := New(German).Series(items); got != "a; b; c" {
		t.Errorf("de: %q", got)
	}
	if got := New(French).Series(items); got != "a\u00a0; b\u00a0; c" {
		t.Errorf("fr: %q", got)
	}
	if got := New(French).Series(nil); got != "" {
		t.Errorf("none: %q", got)
	}
}
