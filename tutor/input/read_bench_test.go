package input

import (
	"testing"

	"croupier/engine"
)

// benchAnswer is one typical answer of a kind, with the table it is read
// against.
type benchAnswer struct {
	name string
	kind Kind
	line string
	ctx  *Context
}

// benchAnswers are a typical answer of each kind, as learners type them.
func benchAnswers(b *testing.B) []benchAnswer {
	table := &Context{Players: []string{"Doc", "Dan", "Anna", "Ben"}, Bank: "Doc", Player: "Anna", Subject: "Anna"}
	capture := &Context{Hand: cards(b, "5♦", "K♠"), Table: cards(b, "6♠", "6♥", "2♣", "4♣", "K♥", "K♦"), Card: card(b, "K♠"),
		Legal: [][]engine.Card{cards(b, "K♥"), cards(b, "K♦"), cards(b, "K♥", "K♦")}}
	return []benchAnswer{
		{"settlement", KindSettlement, "Dan gewinnt acht, Anna verliert drei, Ben gewinnt fünf", table},
		{"play", KindPlay, "K nimmt beide Könige", capture},
		{"yesno", KindYesNo, "nein, das geht nicht", nil},
		{"count", KindCount, "il en reste trois", nil},
		{"choice", KindChoice, "b", &Context{Choices: 3}},
		{"amount", KindAmount, "elle perd 1,5 jetons", table},
		{"rank", KindRank, "der König", nil},
		{"call", KindCall, "7 verliert, B gewinnt, dann 3", nil},
		{"cards", KindCards, "Pik-Dame und 10 Karo", nil},
		{"bet", KindBet, "mise 2 sur le roi cuivré", nil},
		{"ranks", KindRanks, "3, 7 und K", nil},
		{"score", KindScore, "zwei Surs und ein Bube, also 11", table},
		{"player", KindPlayer, "c'est Anna, car elle a pris en dernier", table},
		{"players", KindPlayers, "Dan und Anna", table},
		{"bets", KindBets, "Dan 4 auf 9; Anna 2 auf K gecoppert", table},
		{"tablecheck", KindTableCheck, "Bube ersetzt", nil},
		{"odds", KindOdds, "etwa 5,9 Prozent", nil},
	}
}

// BenchmarkReadAnswer reads a typical answer of each kind the way the
// session does: the line is tried as a command, then read as the answer
// (go test -run '^$' -bench ReadAnswer -benchmem ./tutor/input).
func BenchmarkReadAnswer(b *testing.B) {
	for _, c := range benchAnswers(b) {
		b.Run(c.name, func(b *testing.B) {
			folds := countFolds(b)
			for b.Loop() {
				l := NewLine(c.line)
				if _, err := l.Command(); err == nil {
					b.Fatal("read as a command")
				}
				if _, err := l.Answer(c.kind, c.ctx); err != nil {
					b.Fatal(err)
				}
			}
			folds.report()
		})
	}
}

// BenchmarkReadOption reads words that pick one of a question's options
// the way a lesson does (the options read once, when the question is
// asked): by the option's whole text, as a number the
// options state, and by its words.
func BenchmarkReadOption(b *testing.B) {
	ctx := &Context{Choices: 3,
		Options: NewOptions([][]string{
			{"Er verliert wie bei einer Bankkarte", "Elle perd, comme sur une perdante"},
			{"Er gewinnt wie bei einer Spielerkarte", "Elle gagne, comme sur une gagnante"},
			{"Nichts – die Soda zählt nicht", "Rien – le soda ne compte pas"},
		}, []string{"Was ändert sich durch die Soda?", "Que change le soda ?"})}
	folds := countFolds(b)
	for b.Loop() {
		line := NewLine("nichts, die zählt nicht")
		if _, err := line.Command(); err == nil {
			b.Fatal("read as a command")
		}
		if _, ok := HeadOption(line, ctx); ok {
			b.Fatal("read as an option's head")
		}
		if _, isNum, _ := NumberOption(line, ctx); isNum {
			b.Fatal("read as a number")
		}
		if _, err := MatchOption(line, ctx); err != nil {
			b.Fatal(err)
		}
	}
	folds.report()
}

// foldCount counts the calls of engine.Fold by this package while a
// benchmark runs.
type foldCount struct {
	b *testing.B
	n int
}

// countFolds counts the folds of the benchmark b from now until its
// report, and puts the package's fold back after it.
func countFolds(b *testing.B) *foldCount {
	c := &foldCount{b: b}
	fold = func(s string) string {
		c.n++
		return engine.Fold(s)
	}
	b.Cleanup(func() { fold = engine.Fold })
	return c
}

// report gives the folds per answer read ("folds/op").
func (c *foldCount) report() {
	c.b.ReportMetric(float64(c.n)/float64(c.b.N), "folds/op")
}
