package screen

import (
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
)

// cards parses cards in the neutral notation.
func cards(t testing.TB, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return cs
}

// deckStarting returns a full deck that starts with the given cards, the
// rest in the new deck's order.
func deckStarting(t testing.TB, first string) []engine.Card {
	t.Helper()
	deck, err := engine.StackedDeck(cards(t, first), engine.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	return deck
}

// deckEnding returns a full deck that ends with the given cards.
func deckEnding(t testing.TB, last string) []engine.Card {
	t.Helper()
	end := cards(t, last)
	var deck []engine.Card
	for _, c := range engine.NewDeck() {
		keep := true
		for _, e := range end {
			keep = keep && c != e
		}
		if keep {
			deck = append(deck, c)
		}
	}
	return append(deck, end...)
}

func place(t testing.TB, d *faro.Deal, player int, b faro.Bet) {
	t.Helper()
	if _, err := d.Place(player, b); err != nil {
		t.Fatalf("bet %+v of %d: %v", b, player, err)
	}
}

func turn(t testing.TB, d *faro.Deal, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if _, err := d.NextTurn(); err != nil {
			t.Fatal(err)
		}
	}
}

func single(r engine.Rank, stake int64, copper bool) faro.Bet {
	return faro.Bet{Kind: faro.Single, Rank: r, Stake: engine.Chips(stake), Coppered: copper}
}

func split(a, b engine.Rank, stake int64, copper bool) faro.Bet {
	return faro.Bet{Kind: faro.Split, Rank: a, Rank2: b, Stake: engine.Chips(stake), Coppered: copper}
}

// everyBet is a Pharo deal (high card on) after one turn with a bet of
// every kind on the layout, by three players and the bank Doc:
// pharo.de.txt "Setzen" (on a card, between two neighbouring cards,
// coppered) and "Varianten" (high card); the splits cover every kind of
// neighbours of RULINGS.md: in the top row (K–Q), in the bottom row
// (A–2), across the rows (A–K, 4–10), and the 7 with the 6 and the 8.
// Soda 5♣; turn 1: 2♦ loses, 9♣ wins (Dan's 4 on the 9 stays, +4).
func everyBet(t testing.TB) *faro.Deal {
	rules := faro.DefaultRules(faro.Pharo)
	rules.HighCard = true
	d, err := faro.NewDeal(rules, []string{"Doc", "Dan", "Anna", "Ben"}, 0, deckStarting(t, "5C 2D 9C"), nil)
	if err != nil {
		t.Fatal(err)
	}
	place(t, d, 1, single(engine.Nine, 4, false))
	turn(t, d, 1)
	place(t, d, 2, single(engine.King, 2, true))
	place(t, d, 2, single(engine.Queen, 3, false))
	place(t, d, 1, single(engine.Queen, 1, false))
	place(t, d, 3, split(engine.King, engine.Queen, 2, false))
	place(t, d, 1, split(engine.Ace, engine.Two, 1, false))
	place(t, d, 3, split(engine.Ace, engine.King, 3, false))
	place(t, d, 2, split(engine.Four, engine.Ten, 5, true))
	place(t, d, 2, split(engine.Six, engine.Seven, 2, false))
	place(t, d, 1, split(engine.Seven, engine.Eight, 1, true))
	place(t, d, 1, single(engine.Seven, 5, false))
	place(t, d, 3, single(engine.Three, 10, false))
	place(t, d, 2, faro.Bet{Kind: faro.HighCard, Stake: engine.Chips(2)})
	return d
}

// lastTurn is a Pharo deal before its last turn: 3♥ 7♠ J♦ remain (three
// ranks: a call pays 4:1, pharo.de.txt "Der letzte Abzug"); Ben calls
// 7, J, 3; Dan has 2 on the 7, Anna 2 coppered on the 3.
func lastTurn(t testing.TB) *faro.Deal {
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan", "Anna", "Ben"}, 0, deckEnding(t, "7S JD 3H"), nil)
	if err != nil {
		t.Fatal(err)
	}
	turn(t, d, 24)
	place(t, d, 1, single(engine.Seven, 2, false))
	place(t, d, 2, single(engine.Three, 2, true))
	if _, err := d.CallTurn(3, faro.Call{Order: [3]engine.Rank{engine.Seven, engine.Jack, engine.Three}, Stake: engine.Chips(2)}); err != nil {
		t.Fatal(err)
	}
	return d
}

// midDeal is a Pharo deal after six turns, for the casekeeper: soda 7♣;
// turns 7♦ 7♥, Q♠ 5♦, 7♠ Q♥, K♣ 2♦, Q♦ A♣, 9♠ 9♦. The 7s are dead (soda
// and three turn cards), one queen is left (no doublet possible), two 9s.
func midDeal(t testing.TB) *faro.Deal {
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan"}, 0,
		deckStarting(t, "7C 7D 7H QS 5D 7S QH KC 2D QD AC 9S 9D"), nil)
	if err != nil {
		t.Fatal(err)
	}
	turn(t, d, 6)
	return d
}

// pasurPosition is a Pasur round of two (Dan and the computer) in its
// second deal: table 4♦ 7♣ K♠ 2♥ J♣, Dan to play with A♣ 5♦ 9♠ 10♦;
// Dan's pile 3♣ 8♦ A♥ (one sur), the computer's 6♠ 5♥ Q♣ Q♦; the match
// stands 12 to 20 before this round.
func pasurPosition(t testing.TB) *pasur.Round {
	cfg := pasur.Config{Players: 2, Dealer: 1}
	hands := [][]engine.Card{cards(t, "AC 5D 9S 10D"), cards(t, "2S 3D 8C KH")}
	table := cards(t, "4D 7C KS 2H JC")
	piles := [][]engine.Card{cards(t, "3C 8D AH"), cards(t, "6S 5H QC QD")}
	var used engine.CardSet
	for _, cs := range [][]engine.Card{hands[0], hands[1], table, piles[0], piles[1]} {
		for _, c := range cs {
			used = used.Add(c)
		}
	}
	var talon []engine.Card
	for _, c := range engine.NewDeck() {
		if !used.Has(c) {
			talon = append(talon, c)
		}
	}
	r, err := pasur.NewRoundFrom(cfg, pasur.Setup{
		Hands:        hands,
		Table:        table,
		Talon:        talon,
		ToPlay:       0,
		Piles:        piles,
		Surs:         []int{1, 0},
		LastCapturer: 1,
		ScoresBefore: []int{12, 20},
		DealNumber:   2,
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
