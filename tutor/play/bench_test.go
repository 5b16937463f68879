package play

import (
	"croupier/tutor/input"
	"io"
	"testing"

	"croupier/engine/pasur/opponent"
	"croupier/locales"
	"croupier/tutor/screen"
)

// The cost of the coach in free play, at the engine's default budget:
//
//	go test ./tutor/play -run '^$' -bench Coach -benchmem -count 10
//
// BenchmarkCoachJudge times the verdict on the learner's first move of a
// round (the costliest: the most hidden cards), a fresh coach each time.
// BenchmarkCoachedMove times a whole move as the learner makes it: the
// line read, the move played, the coach's verdict and its sentences, and
// the strong computer's replies up to the learner's next turn.
func BenchmarkCoachJudge(b *testing.B) {
	for _, tb := range tables {
		b.Run(tb.name, func(b *testing.B) {
			g := benchGame(b, tb.args, 1)
			v := g.round.View(g.me)
			m := g.round.LegalMoves()[0].Set()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c := opponent.NewCoach(uint64(i), opponent.Options{})
				if _, err := c.Judge(&v, m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCoachedMove(b *testing.B) {
	for _, tb := range tables {
		b.Run(tb.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				g := benchGame(b, tb.args, uint64(i))
				line := typed(g.scr.P(), g.round, g.round.LegalMoves()[0])
				b.StartTimer()
				g.Input(input.NewLine(line))
			}
		})
	}
}

// benchGame starts free play at a table with the default budget, the
// output discarded.
func benchGame(b *testing.B, args []string, seed uint64) *pasurGame {
	b.Helper()
	scr := screen.New(io.Discard, locales.German, false, nil)
	o, ok := ParseOptions(scr, "pasur", args)
	if !ok {
		b.Fatal("options refused")
	}
	g, err := newPasur(scr, seed, o)
	if err != nil {
		b.Fatal(err)
	}
	return g
}
