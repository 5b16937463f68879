package input

import (
	"testing"

	"croupier/engine"
)

// BenchmarkMatchOption reads words that pick an option of three, each in
// two languages (go test -run '^$' -bench MatchOption -benchmem -count 10
// ./tutor/input).
func BenchmarkMatchOption(b *testing.B) {
	ctx := &Context{Choices: 3, Options: [][]string{
		{"Er verliert wie bei einer Bankkarte", "Elle perd, comme sur une perdante"},
		{"Er gewinnt wie bei einer Spielerkarte", "Elle gagne, comme sur une gagnante"},
		{"Nichts – die Soda zählt nicht", "Rien – le soda ne compte pas"},
	}}
	for b.Loop() {
		if _, err := MatchOption("nicths", ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseSettlementWords reads a settlement written in words.
func BenchmarkParseSettlementWords(b *testing.B) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna", "Ben"}, Bank: "Doc"}
	for b.Loop() {
		if _, err := Parse("Dan gewinnt acht, Anna verliert drei, Ben gewinnt fünf", Settlement, ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseCaptureRanks reads a capture of ranks resolved against the
// legal captures ("nehme 6 6 2 4").
func BenchmarkParseCaptureRanks(b *testing.B) {
	table := cards(b, "6♠", "6♥", "2♣", "4♣", "K♥", "K♦")
	ctx := &Context{Hand: cards(b, "5♦", "K♠"), Table: table, Card: card(b, "5♦"),
		Legal: [][]engine.Card{cards(b, "6♠"), cards(b, "6♥"), cards(b, "2♣", "4♣"), cards(b, "6♠", "6♥", "2♣", "4♣")}}
	for b.Loop() {
		if _, err := Parse("nehme 6 6 2 4", Play, ctx); err != nil {
			b.Fatal(err)
		}
	}
}
