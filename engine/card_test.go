package engine

import (
	"errors"
	"testing"
)

// RULINGS.md "Cards and notation": ranks A 2 3 4 5 6 7 8 9 10 J Q K, suits ♣ ♦ ♥ ♠.
func TestDeckHas52DistinctCards(t *testing.T) {
	d := NewDeck()
	if len(d) != 52 {
		t.Fatalf("deck has %d cards", len(d))
	}
	if err := CheckDeck(d); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i, c := range d {
		if c.Index() != i {
			t.Errorf("card %v has index %d, want %d", c, c.Index(), i)
		}
		if back, ok := CardAt(i); !ok || back != c {
			t.Errorf("CardAt(%d) = %v, want %v", i, back, c)
		}
		seen[c.String()] = true
	}
	if len(seen) != 52 {
		t.Errorf("%d distinct names", len(seen))
	}
}

// RULINGS.md "Cards and notation": A lowest (1), then 2–10, J 11, Q 12, K 13.
func TestRankOrder(t *testing.T) {
	want := []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
	for i, r := range AllRanks() {
		if int(r) != i+1 || r.String() != want[i] {
			t.Errorf("rank %d: value %d name %q", i, r, r.String())
		}
	}
	if !(Ace < Two && Ten < Jack && Jack < Queen && Queen < King) {
		t.Error("rank order wrong")
	}
	if Rank(0).Valid() || Rank(14).Valid() || Suit(4).Valid() {
		t.Error("invalid values reported valid")
	}
	if (Card{}).Valid() || (Card{}).String() != "??" {
		t.Error("zero card should be invalid")
	}
	if _, ok := CardAt(52); ok {
		t.Error("CardAt(52) ok")
	}
	if _, ok := CardAt(-1); ok {
		t.Error("CardAt(-1) ok")
	}
}

func TestSuitColours(t *testing.T) {
	if Clubs.Red() || Spades.Red() || !Diamonds.Red() || !Hearts.Red() {
		t.Error("suit colours wrong")
	}
}

func TestFormat(t *testing.T) {
	cases := map[Card]string{
		{Ten, Diamonds}: "10♦", {Queen, Spades}: "Q♠", {Ace, Clubs}: "A♣", {King, Hearts}: "K♥",
	}
	for c, want := range cases {
		if c.String() != want {
			t.Errorf("%v: got %q", want, c.String())
		}
		back, err := ParseCard(want)
		if err != nil || back != c {
			t.Errorf("round trip %q: %v %v", want, back, err)
		}
		back, err = ParseCard(c.ASCII())
		if err != nil || back != c {
			t.Errorf("round trip %q: %v %v", c.ASCII(), back, err)
		}
	}
}

// RULINGS.md "Cards and notation": files use `10♦`, `QS`, `Kc` style.
func TestParseNeutral(t *testing.T) {
	cases := map[string]Card{
		"10♦": {Ten, Diamonds}, "QS": {Queen, Spades}, "Kc": {King, Clubs}, "ah": {Ace, Hearts},
		"7♠": {Seven, Spades}, "2C": {Two, Clubs}, " J♥ ": {Jack, Hearts}, "10d": {Ten, Diamonds},
		"K♠\uFE0F": {King, Spades}, "9♤": {Nine, Spades},
	}
	for in, want := range cases {
		got, err := ParseCard(in)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	bad := map[string]error{
		"":     ErrEmptyCard,
		"11♦":  ErrUnknownRank,
		"Z♦":   ErrUnknownRank,
		"QX":   ErrUnknownSuit,
		"Q":    ErrMissingSuit,
		"♦":    ErrMissingRank,
		"BH":   ErrUnknownRank, // B (Bube) is German, not neutral
		"DK":   ErrNotACard,
		"10 ♦": nil, // two words are fine in neutral notation too
	}
	for in, want := range bad {
		_, err := ParseCard(in)
		if want == nil {
			if err != nil {
				t.Errorf("ParseCard(%q): %v", in, err)
			}
			continue
		}
		if !errors.Is(err, want) {
			t.Errorf("ParseCard(%q) error %v, want %v", in, err, want)
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseCard(%q): error is not a *ParseError", in)
		}
	}
}

// RULINGS.md "Cards and notation": German ranks A 2–10 B D K, suits Kreuz Pik
// Herz Karo; French ranks A 2–10 V D R, suits trèfle pique cœur carreau.
func TestParsePeoplesForms(t *testing.T) {
	cases := []struct {
		in   string
		n    Notation
		want Card
	}{
		{"Pik-Dame", German, Card{Queen, Spades}},
		{"Dame Pik", German, Card{Queen, Spades}},
		{"10 Karo", German, Card{Ten, Diamonds}},
		{"Karo-10", German, Card{Ten, Diamonds}},
		{"Kreuz König", German, Card{King, Clubs}},
		{"KREUZ-KOENIG", German, Card{King, Clubs}},
		{"BH", German, Card{Jack, Hearts}},
		{"B♥", German, Card{Jack, Hearts}},
		{"Herz Bube", German, Card{Jack, Hearts}},
		{"Ass Pik", German, Card{Ace, Spades}},
		{"DP", German, Card{Queen, Spades}},
		{"4♠", German, Card{Four, Spades}},
		{"dame de cœur", French, Card{Queen, Hearts}},
		{"Dame de coeur", French, Card{Queen, Hearts}},
		{"DAME DE CŒUR", French, Card{Queen, Hearts}},
		{"dame de co\u0065\u0301ur", French, Card{Queen, Hearts}}, // stray combining accent
		{"10 de carreau", French, Card{Ten, Diamonds}},
		{"as de pique", French, Card{Ace, Spades}},
		{"valet de trèfle", French, Card{Jack, Clubs}},
		{"valet de tre\u0300fle", French, Card{Jack, Clubs}}, // decomposed è
		{"roi de carreau", French, Card{King, Diamonds}},
		{"VT", French, Card{Jack, Clubs}},
		{"RP", French, Card{King, Spades}},
		{"V♦", French, Card{Jack, Diamonds}},
		{"QS", French, Card{Queen, Spades}},
		{"l'as de pique", French, Card{Ace, Spades}},
		{"l’as de cœur", French, Card{Ace, Hearts}},
		{"AS", German, Card{Ace, Spades}}, // German: A + S (neutral spades)
		{"as", Neutral, Card{Ace, Spades}},
	}
	for _, c := range cases {
		got, err := ParseCardIn(c.in, c.n)
		if err != nil || got != c.want {
			t.Errorf("ParseCardIn(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
}

// RULINGS.md "Cards and notation": ambiguous input is an error that lists
// the choices, never a guess.
func TestParseAmbiguous(t *testing.T) {
	cases := []struct {
		in   string
		n    Notation
		want []Card
	}{
		// German K alone as a suit is Kreuz or Karo.
		{"10K", German, []Card{{Ten, Clubs}, {Ten, Diamonds}}},
		// French C is cœur; neutral C is clubs.
		{"10C", French, []Card{{Ten, Clubs}, {Ten, Hearts}}},
		// D and K each read two ways in German.
		{"D K", German, []Card{{Queen, Clubs}, {Queen, Diamonds}, {King, Diamonds}}},
	}
	for _, c := range cases {
		_, err := ParseCardIn(c.in, c.n)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrAmbiguous) {
			t.Errorf("%q: got %v, want ambiguity", c.in, err)
			continue
		}
		if len(pe.Choices) != len(c.want) {
			t.Errorf("%q: choices %v, want %v", c.in, pe.Choices, c.want)
			continue
		}
		for _, w := range c.want {
			found := false
			for _, g := range pe.Choices {
				found = found || g == w
			}
			if !found {
				t.Errorf("%q: choices %v lack %v", c.in, pe.Choices, w)
			}
		}
	}
	// In neutral notation the same inputs are not ambiguous.
	if c, err := ParseCardIn("10C", Neutral); err != nil || c != (Card{Ten, Clubs}) {
		t.Errorf("neutral 10C = %v, %v", c, err)
	}
}

func TestParseRank(t *testing.T) {
	cases := []struct {
		in   string
		n    Notation
		want Rank
	}{
		{"7", Neutral, Seven}, {"10", Neutral, Ten}, {"Q", Neutral, Queen}, {"k", Neutral, King},
		{"D", German, Queen}, {"Dame", German, Queen}, {"B", German, Jack}, {"König", German, King},
		{"V", French, Jack}, {"R", French, King}, {"roi", French, King}, {"As", French, Ace},
		{"D", French, Queen}, {"A", French, Ace},
	}
	for _, c := range cases {
		got, err := ParseRank(c.in, c.n)
		if err != nil || got != c.want {
			t.Errorf("ParseRank(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	if r, err := ParseRank("l'as", French); err != nil || r != Ace {
		t.Errorf("ParseRank(l'as) = %v, %v", r, err)
	}
	for _, in := range []string{"", "D", "B", "X", "11"} {
		if _, err := ParseRank(in, Neutral); err == nil {
			t.Errorf("ParseRank(%q, Neutral) accepted", in)
		}
	}
}

func TestParseCards(t *testing.T) {
	cases := []struct {
		in   string
		n    Notation
		want []Card
	}{
		{"4♠ 7♦", German, []Card{{Four, Spades}, {Seven, Diamonds}}},
		{"4♠, 7♦", Neutral, []Card{{Four, Spades}, {Seven, Diamonds}}},
		{"Pik-Dame, 10 Karo und 2♣", German, []Card{{Queen, Spades}, {Ten, Diamonds}, {Two, Clubs}}},
		{"dame de cœur et as de pique", French, []Card{{Queen, Hearts}, {Ace, Spades}}},
		{"2♦+A♠", Neutral, []Card{{Two, Diamonds}, {Ace, Spades}}},
		{"l'as de pique et 10 de carreau", French, []Card{{Ace, Spades}, {Ten, Diamonds}}},
	}
	for _, c := range cases {
		got, err := ParseCards(c.in, c.n)
		if err != nil || len(got) != len(c.want) {
			t.Errorf("ParseCards(%q) = %v, %v", c.in, got, err)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("ParseCards(%q)[%d] = %v, want %v", c.in, i, got[i], c.want[i])
			}
		}
	}
	for _, in := range []string{"", "4♠ X♦", "und"} {
		if _, err := ParseCards(in, German); err == nil {
			t.Errorf("ParseCards(%q) accepted", in)
		}
	}
}

// In French, "as" alone is the word for the ace, not A + S (spades): it
// names a rank without a suit.
func TestFrenchAsIsTheAce(t *testing.T) {
	if _, err := ParseCardIn("as", French); !errors.Is(err, ErrMissingSuit) {
		t.Errorf("French \"as\": %v, want a missing suit", err)
	}
	if r, err := ParseRank("as", French); err != nil || r != Ace {
		t.Errorf("ParseRank(as) = %v, %v", r, err)
	}
}
