package engine

import (
	"testing"
	"unicode/utf8"
)

// TestFold checks the normalisation typed text goes through: case, accents
// in precomposed and decomposed form, œ, ß, fullwidth forms, the minus
// sign, typographic quotes, white suits, halves, invalid UTF-8.
func TestFold(t *testing.T) {
	cases := map[string]string{
		"Zähler": "zahler", "Za\u0308hler": "zahler", "CŒUR": "coeur", "Größe": "grosse",
		"−6": "-6", "Ｄａｎ": "dan", "♤": "♠", "♢ 10": "♦ 10", "\xff": "", "ÉLISE": "elise",
		"l’as": "l'as", "1½": "1½", "« oui »": "\" oui \"", "a\u00a0b": "a b", "Zoë": "zoe",
		"9\uFE0F": "9", "ça": "ca", "Ærø": "aerø", "10♦": "10♦",
	}
	for in, want := range cases {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzFold: folding never panics, gives valid UTF-8, and is idempotent.
func FuzzFold(f *testing.F) {
	for _, s := range []string{"Zähler", "CŒUR", "−6", "Ｄａｎ", "\xff", "1½", "dame de cœur"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Fold(s)
		if !utf8.ValidString(got) {
			t.Fatalf("Fold(%q) = %q is not UTF-8", s, got)
		}
		if again := Fold(got); again != got {
			t.Fatalf("Fold is not idempotent: %q → %q → %q", s, got, again)
		}
	})
}
