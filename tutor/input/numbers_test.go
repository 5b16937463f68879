package input

import (
	"reflect"
	"testing"

	"croupier/engine"
)

// TestWrittenNumbers: numbers written out in words are read as people
// mean them — German in one word ("einundzwanzig" 21), French in several
// ("vingt et un" 21, not 20; "quatre-vingt-dix-neuf" 99) — at an amount,
// a choice that states numbers, a count and a score; a French teen needs
// its hyphen ("dix sept" may be two cards).
func TestWrittenNumbers(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Player: "Anna"}
	amounts := map[string]int64{
		"vingt et un": 21, "vingt-et-un": 21, "einundzwanzig": 21, "trente-deux": 32, "soixante-dix": 70,
		"soixante et onze": 71, "soixante-dix-sept": 77, "quatre-vingts": 80, "quatre-vingt-un": 81,
		"quatre-vingt-onze": 91, "quatre-vingt-dix-neuf": 99, "dix-sept": 17, "septante-deux": 72, "nonante": 90,
		"cent deux": 102, "hundert vier": 104, "cent vingt et un": 121, "zweiunddreißig": 32, "siebzig": 70,
		"dreizehn": 13, "zwo": 2, "elle gagne vingt et un jetons": 21, "sie verliert einundzwanzig": -21,
	}
	for in, want := range amounts {
		if a, err := Read[Amount](NewLine(in), ctx); err != nil || a.Amount != engine.Chips(want) {
			t.Errorf("amount %q: got %v %v, want %d", in, a.Amount, err, want)
		}
	}
	if a, err := Read[Amount](NewLine("dix sept"), ctx); err == nil {
		t.Errorf("amount \"dix sept\" read as %v; without its hyphen it is two numbers", a.Amount)
	}
	opts := &Context{Choices: 3, Options: NewOptions([][]string{{"21", "21"}, {"20", "20"}, {"17", "17"}}, nil)}
	for in, want := range map[string]int{"vingt et un": 0, "vingt-et-un": 0, "einundzwanzig": 0, "zwanzig": 1, "vingt": 1, "dix-sept": 2, "siebzehn": 2} {
		if a, err := MatchOption(NewLine(in), opts); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("option %q: got %v %v, want %d", in, a.Choices, err, want)
		}
	}
	for in, want := range map[string]int{"un seul": 1, "une seule": 1, "einen": 1, "nur noch einen": 1, "eine einzige": 1, "plus qu'un": 1, "vingt et un": 21} {
		if a, err := Read[Count](NewLine(in), ctx); err != nil || a.Count != want {
			t.Errorf("count %q: got %d %v, want %d", in, a.Count, err, want)
		}
	}
	for in, want := range map[string]int{"einen": 1, "einen Punkt": 1, "un point": 1, "ein Punkt": 1, "vingt et un points": 21, "einundzwanzig Punkte": 21} {
		if a, err := Read[Score](NewLine(in), ctx); err != nil || len(a.Score) != 1 || a.Score[ScoreTotal] != want {
			t.Errorf("score %q: got %v %v, want total %d", in, a.Score, err, want)
		}
	}
}

// TestCardsInWords: a card named with its rank in words or declined is
// the card ("le sept de carreau", "die Karo-Sieben", "den Pik-Buben"), and
// a hyphen binds a suit to the rank after it ("5 6 Pik-Bube" is 5, 6 and
// the jack of spades, not the 6 of spades).
func TestCardsInWords(t *testing.T) {
	table := cards(t, "5♣", "6♦", "J♠", "4♥", "K♠", "7♦")
	legal := [][]engine.Card{cards(t, "5♣", "6♦"), cards(t, "J♠"), cards(t, "5♣", "6♦", "J♠"), cards(t, "7♦", "4♥")}
	ctx := &Context{Hand: cards(t, "J♦", "3♣"), Table: table, Card: card(t, "J♦"), Legal: legal}
	cases := map[string][]engine.Card{
		"le sept de carreau et le quatre de cœur": cards(t, "7♦", "4♥"),
		"sept de carreau, quatre de coeur":        cards(t, "7♦", "4♥"),
		"die Karo-Sieben und die Herz-Vier":       cards(t, "7♦", "4♥"),
		"karo-siebener und herz-vierer":           cards(t, "7♦", "4♥"),
		"5 6 pik-bube":                            cards(t, "5♣", "6♦", "J♠"),
		"5, 6 und den Pik-Buben":                  cards(t, "5♣", "6♦", "J♠"),
		"den pik buben":                           cards(t, "J♠"),
		"cinq six valet de pique":                 cards(t, "5♣", "6♦", "J♠"),
	}
	for in, want := range cases {
		a, err := Read[Play](NewLine(in), ctx)
		if err != nil || !engine.SameCards(a.Take, want) {
			t.Errorf("capture %q: got %v %v, want %v", in, a.Take, err, want)
		}
	}
}
