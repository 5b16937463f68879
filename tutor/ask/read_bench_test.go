package ask

import (
	"testing"

	"croupier/locales"
	"croupier/tutor/input"
)

// BenchmarkRead reads a typical answer at lesson questions of several
// kinds the way the session hands a line on: tried as a command, as an
// option's words that win over a command, then read as the answer, the
// line lexed once and the question's options read once (go test -run '^$' -bench 'Read$' -benchmem ./tutor/lesson).
func BenchmarkRead(b *testing.B) {
	cases := []struct{ name, id, prompt, line string }{
		{"choice-words", "faro-01-tisch-und-soda", "durch die Soda", "nichts"},
		{"choice-rank", "faro-01-tisch-und-soda", "Welche Karte verliert", "der könig"},
		{"count", "faro-01-tisch-und-soda", "Wie viele Fünfen", "noch 3"},
		{"yesno", "pharaon-02-einmal-entschieden", "Gilt er im nächsten Abzug", "nee"},
		{"amount", "faro-11-ansage-drei-werte", "Was bringt Dans Ansage", "Dan gewinnt 8"},
		{"settlement", "faro-09-split-abrechnung", "Pik-10 verliert", "es ändert sich nichts"},
		{"capture", "pasur-05-bube", "Karo-Buben. Was nimmt er", "alles außer dem König"},
	}
	for _, c := range cases {
		r, _ := openAt(b, c.id, locales.German, c.prompt)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				l := input.NewLine(c.line)
				if _, err := l.Command(); err == nil {
					b.Fatal("read as a command")
				}
				r.TakesAnswer(l)
				if _, _, ok := r.Read(l); !ok {
					b.Fatal("not read")
				}
				l.Command()
			}
		})
	}
}
