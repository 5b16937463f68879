package input

import (
	"testing"

	"croupier/engine"
)

// BenchmarkMatchOption reads words that pick an option of three, each in
// two languages (go test -run '^$' -bench MatchOption -benchmem -count 10
// ./tutor/input).
func BenchmarkMatchOption(b *testing.B) {
	ctx := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Er verliert wie bei einer Bankkarte", "Elle perd, comme sur une perdante"},
		{"Er gewinnt wie bei einer Spielerkarte", "Elle gagne, comme sur une gagnante"},
		{"Nichts – die Soda zählt nicht", "Rien – le soda ne compte pas"},
	}, nil)}
	for b.Loop() {
		if _, err := MatchOption(NewLine("nicths"), ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseSettlementWords reads a settlement written in words.
func BenchmarkParseSettlementWords(b *testing.B) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna", "Ben"}, Bank: "Doc"}
	for b.Loop() {
		if _, err := Read[Settlement](NewLine("Dan gewinnt acht, Anna verliert drei, Ben gewinnt fünf"), ctx); err != nil {
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
		if _, err := Read[Play](NewLine("nehme 6 6 2 4"), ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNumberOption reads a number as the option that states it ("3"
// among „4 Mal / 3 Mal / 6 Mal“), with the question's words.
func BenchmarkNumberOption(b *testing.B) {
	ctx := &Context{Choices: 3, Options: NewOptions([][]string{{"4 Mal", "4 donnes"}, {"3 Mal", "3 donnes"}, {"6 Mal", "6 donnes"}}, []string{"Zu zweit – wie oft wird in einer Runde ausgeteilt?", "À deux joueurs – combien de donnes compte une manche ?"})}
	for b.Loop() {
		if _, isNum, err := NumberOption(NewLine("sechsmal"), ctx); !isNum || err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseCaptureTaken reads cards before any verb as the cards
// taken, the second reading ("die 4 und die 3" with the 4♣ to play).
func BenchmarkParseCaptureTaken(b *testing.B) {
	ctx := &Context{Hand: cards(b, "4♣", "3♣", "K♠", "A♥"), Table: cards(b, "4♦", "3♥", "Q♣"), Card: card(b, "4♣"),
		Legal: [][]engine.Card{cards(b, "4♦", "3♥")}}
	for b.Loop() {
		if _, err := Read[Play](NewLine("die 4 und die 3"), ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseSettlementHalf reads a settlement with a pronoun, "die
// Hälfte" of the stake and "also".
func BenchmarkParseSettlementHalf(b *testing.B) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Subject: "Anna",
		Stakes: map[string][]engine.Amount{"Anna": {engine.Chips(3)}}}
	for b.Loop() {
		if _, err := Read[Settlement](NewLine("sie verliert die Hälfte, also 1,5, die Bank gewinnt 1 et demi"), ctx); err != nil {
			b.Fatal(err)
		}
	}
}
