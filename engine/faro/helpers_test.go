package faro

import (
	"errors"
	"testing"

	"croupier/engine"
)

// cardsOf reads cards in the neutral notation ("K♦ 9♣").
func cardsOf(t testing.TB, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatalf("cards %q: %v", s, err)
	}
	return cs
}

func cardOf(t testing.TB, s string) engine.Card {
	t.Helper()
	cs := cardsOf(t, s)
	if len(cs) != 1 {
		t.Fatalf("card %q: got %d cards", s, len(cs))
	}
	return cs[0]
}

// stacked returns a full deck beginning with the given cards (soda first,
// then loser, winner of turn 1, …), the rest shuffled with a fixed seed.
func stacked(t testing.TB, prefix string) []engine.Card {
	t.Helper()
	d, err := engine.StackedDeck(cardsOf(t, prefix), engine.NewRand(7))
	if err != nil {
		t.Fatalf("stacked %q: %v", prefix, err)
	}
	return d
}

// endingWith returns a full deck whose last three cards are the given
// loser, winner and hock of the 25th turn; the first 49 cards are the
// rest shuffled with a fixed seed.
func endingWith(t testing.TB, last string) []engine.Card {
	t.Helper()
	tail := cardsOf(t, last)
	var in engine.CardSet
	for _, c := range tail {
		in = in.Add(c)
	}
	var head []engine.Card
	for _, c := range engine.ShuffledDeck(engine.NewRand(11)) {
		if !in.Has(c) {
			head = append(head, c)
		}
	}
	deck := append(head, tail...)
	if err := engine.CheckDeck(deck); err != nil {
		t.Fatalf("endingWith %q: %v", last, err)
	}
	return deck
}

// table is the usual test table: the banker is player 0.
var tableNames = []string{"Bank", "Dan", "Anna", "Ben"}

func newDeal(t testing.TB, r Rules, deck []engine.Card) *Deal {
	t.Helper()
	d, err := NewDeal(r, tableNames, 0, deck, nil)
	if err != nil {
		t.Fatalf("NewDeal: %v", err)
	}
	return d
}

func mustPlace(t testing.TB, d *Deal, player int, b Bet) BetID {
	t.Helper()
	id, err := d.Place(player, b)
	if err != nil {
		t.Fatalf("Place(%d, %+v): %v", player, b, err)
	}
	return id
}

func mustTurn(t testing.TB, d *Deal) *TurnResult {
	t.Helper()
	r, err := d.NextTurn()
	if err != nil {
		t.Fatalf("NextTurn: %v", err)
	}
	return &r
}

// turnsTo draws turns until n turns have been drawn.
func turnsTo(t testing.TB, d *Deal, n int) {
	t.Helper()
	for d.TurnNumber() < n {
		mustTurn(t, d)
	}
}

func wantErr(t testing.TB, err, sentinel error, rule RuleID) *RuleError {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Fatalf("got error %v, want %v", err, sentinel)
	}
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("error %v is not a *RuleError", err)
	}
	if rule != "" && re.Rule != rule {
		t.Fatalf("rule %q, want %q (%v)", re.Rule, rule, err)
	}
	return re
}

func chips(n int64) engine.Amount { return engine.Chips(n) }

func single(r engine.Rank, stake int64) Bet { return Bet{Kind: Single, Rank: r, Stake: chips(stake)} }

func copper(r engine.Rank, stake int64) Bet {
	return Bet{Kind: Single, Rank: r, Coppered: true, Stake: chips(stake)}
}

func split(a, b engine.Rank, stake int64) Bet {
	return Bet{Kind: Split, Rank: a, Rank2: b, Stake: chips(stake)}
}

func highCard(stake int64) Bet { return Bet{Kind: HighCard, Stake: chips(stake)} }

func eventFor(res *TurnResult, id BetID) []Event {
	var out []Event
	for _, e := range res.Events() {
		if e.Bet == id {
			out = append(out, e)
		}
	}
	return out
}

func checkBalances(t testing.TB, d *Deal, want ...engine.Amount) {
	t.Helper()
	var sum engine.Amount
	for p := 1; p < d.NumPlayers(); p++ {
		w := engine.Amount(0)
		if p-1 < len(want) {
			w = want[p-1]
		}
		if got := d.Balance(p); got != w {
			t.Errorf("balance of player %d = %v, want %v", p, got, w)
		}
		sum += d.Balance(p)
	}
	if d.BankChange() != -sum {
		t.Errorf("bank change %v, want %v", d.BankChange(), -sum)
	}
}
