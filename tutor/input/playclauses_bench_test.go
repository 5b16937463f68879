package input

import (
	"testing"

	"croupier/engine"
)

// BenchmarkReadAnswerClauses reads capture answers of several clauses as
// the session does (go test -run '^$' -bench ReadAnswer -benchmem
// ./tutor/input): a reckoning after a comma, "alle Kreuz" with what stays,
// a negation with its scope (Pasur 2, 9 and 5).
func BenchmarkReadAnswerClauses(b *testing.B) {
	p2 := &Context{Hand: cards(b, "2♦", "8♥"), Table: cards(b, "9♠", "4♦", "3♥", "Q♣"), Card: card(b, "2♦"), Legal: [][]engine.Card{cards(b, "9♠")}}
	p9 := &Context{Hand: cards(b, "J♣", "2♣", "A♦"), Table: cards(b, "A♣", "3♣", "4♣", "5♣", "6♣", "8♣", "K♦", "9♥"), Card: card(b, "J♣"),
		Legal: [][]engine.Card{cards(b, "A♣", "3♣", "4♣", "5♣", "6♣", "8♣", "9♥")}}
	p5 := &Context{Hand: cards(b, "J♥", "6♣"), Table: cards(b, "K♥", "J♣"), Card: card(b, "J♥"), Legal: [][]engine.Card{cards(b, "J♣")}}
	for _, c := range []benchAnswer{
		{"reckoning", KindPlay, "die pik neun, zwei plus neun sind elf", p2},
		{"suit-stays", KindPlay, "alle kreuz und die herz 9, nur der karo könig bleibt", p9},
		{"negation", KindPlay, "le valet de trèfle, pas le roi", p5},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				l := NewLine(c.line)
				if _, err := l.Command(); err == nil {
					b.Fatal("read as a command")
				}
				if _, err := l.Answer(c.kind, c.ctx); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
