package input

import (
	"strings"
	"testing"
)

// FuzzLine: a line is read once and never panics: its tokens lie inside
// the line in order, each token's text is the line at its offsets; its
// fields are the line split at white space; a command's name and
// arguments are fields of the line; the words of a move are its tokens
// that are no separators; an option whose text is the line is found by
// its text.
func FuzzLine(f *testing.F) {
	for _, s := range []string{"hilfe", "/aide", ": hilfe", "speichern Partie.YAML", "?", "zurück!", "sprache fr",
		"Dan +4, Bank -6", "4 auf 9", "appel 7 V 3 2", "erhöhe die 9 auf 6", "vingt et un", "1,5", "½", "−3",
		"l'as", "c'est la b", "\xff", "", "   ", "a\u00a0b", "4♠7♦", "Kreuz-2", "2/425 ≈ 0,47 %"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l := NewLine(s)
		if l.Text != s {
			t.Fatalf("%q: text %q", s, l.Text)
		}
		at := 0
		for _, tok := range l.Toks {
			if tok.Start < at || tok.End > len(l.Text) || tok.Start >= tok.End || l.Text[tok.Start:tok.End] != tok.Text {
				t.Fatalf("%q: token %+v out of place", s, tok)
			}
			at = tok.End
		}
		if got, want := strings.Join(l.Fields(), " "), strings.Join(strings.Fields(l.Text), " "); !l.TooLong() && got != want {
			t.Fatalf("%q: fields %q, want %q", s, got, want)
		}
		if c, err := l.Command(); err == nil {
			fields := " " + strings.Join(l.Fields(), " ") + " "
			if c.ID == NoCommand || !strings.Contains(fields, c.Name) {
				t.Fatalf("%q: command %+v", s, c)
			}
			for _, a := range c.Args {
				if !strings.Contains(fields, " "+a+" ") {
					t.Fatalf("%q: argument %q is no field", s, a)
				}
			}
		}
		words := 0
		for _, tok := range l.Toks {
			if tok.Kind != Sep {
				words++
			}
		}
		if n := len(l.MoveWords()); n != words {
			t.Fatalf("%q: %d move words, %d words", s, n, words)
		}
		if l.TooLong() || strings.TrimSpace(tokenKey(l.Toks)) == "" {
			return
		}
		opts := NewOptions([][]string{{"Nichts – die Soda zählt nicht"}, {s}}, []string{s})
		if i, ok := opts.ByText(l); !ok || i != 1 {
			if j, ok0 := NewOptions([][]string{{"Nichts – die Soda zählt nicht"}}, nil).ByText(l); !(ok0 && j == 0) {
				t.Fatalf("%q: not found by its own text (%d %v)", s, i, ok)
			}
		}
	})
}
