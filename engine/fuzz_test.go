package engine

import (
	"testing"
	"unicode/utf8"
)

// FuzzParseCard checks that the card parser never panics, that every card
// it returns is valid, and that formatting a parsed card parses back to it.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"10♦", "QS", "Kc", "Pik-Dame", "dame de cœur", "10K", "D K", "", "♦", "1O♦", "\xff"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(German))
		f.Add(s, uint8(French))
	}
	f.Fuzz(func(t *testing.T, s string, n uint8) {
		nt := Notation(n) & AnyLanguage
		c, err := ParseCardIn(s, nt)
		if err == nil {
			if !c.Valid() {
				t.Fatalf("%q parsed to invalid card %v", s, c)
			}
			back, err := ParseCard(c.String())
			if err != nil || back != c {
				t.Fatalf("%v does not round-trip: %v %v", c, back, err)
			}
		}
		if c2, err2 := ParseCard(s); err2 == nil && !c2.Valid() {
			t.Fatalf("%q: invalid card", s)
		}
		if cs, err := ParseCards(s, nt); err == nil {
			for _, c := range cs {
				if !c.Valid() {
					t.Fatalf("%q: invalid card in list", s)
				}
			}
		}
		_, _ = ParseRank(s, nt)
		if a, err := ParseAmount(s); err == nil && utf8.ValidString(s) {
			back, err := ParseAmount(a.String())
			if err != nil || back != a {
				t.Fatalf("amount %q -> %v does not round-trip", s, a)
			}
		}
	})
}
