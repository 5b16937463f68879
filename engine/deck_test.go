package engine

import (
	"errors"
	"slices"
	"testing"
)

func mustCards(t *testing.T, ss ...string) []Card {
	t.Helper()
	out := make([]Card, len(ss))
	for i, s := range ss {
		c, err := ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

func TestCheckDeckErrors(t *testing.T) {
	d := NewDeck()
	if err := CheckDeck(d[:51]); !errors.Is(err, ErrDeckSize) {
		t.Errorf("51 cards: %v", err)
	}
	dup := append([]Card(nil), d...)
	dup[10] = dup[3]
	err := CheckDeck(dup)
	var de *DeckError
	if !errors.Is(err, ErrDuplicateCard) || !errors.As(err, &de) || de.Position != 10 || de.Card != d[3] {
		t.Errorf("duplicate: %v", err)
	}
	bad := append([]Card(nil), d...)
	bad[5] = Card{Rank: 14, Suit: Clubs}
	if err := CheckDeck(bad); !errors.Is(err, ErrInvalidCard) {
		t.Errorf("invalid: %v", err)
	}
	if err := CheckDeck(append(d, d[0])); !errors.Is(err, ErrDuplicateCard) {
		t.Errorf("53 cards: %v", err)
	}
	// 52 cards whose bits would make up the whole set with an invalid card
	// standing in for a missing one: the ace with a fifth suit has the
	// index of the two of clubs (A♣ A♦ A♥ A♠ are 0..3).
	alias := append([]Card(nil), d...)
	alias[4] = Card{Rank: Ace, Suit: 4}
	if err := CheckDeck(alias); !errors.Is(err, ErrInvalidCard) || !errors.As(err, &de) || de.Position != 4 {
		t.Errorf("ace of a fifth suit for the two of clubs: %v", err)
	}
	// Any order of the 52 cards is a deck.
	rev := append([]Card(nil), d...)
	slices.Reverse(rev)
	if err := CheckDeck(rev); err != nil {
		t.Errorf("reversed deck: %v", err)
	}
}

func TestStackedDeck(t *testing.T) {
	prefix := mustCards(t, "5♣", "K♦", "9♣")
	d1, err := StackedDeck(prefix, NewRand(7))
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckDeck(d1); err != nil {
		t.Fatal(err)
	}
	for i, c := range prefix {
		if d1[i] != c {
			t.Errorf("position %d: %v, want %v", i, d1[i], c)
		}
	}
	d2, _ := StackedDeck(prefix, NewRand(7))
	d3, _ := StackedDeck(prefix, NewRand(8))
	same, diff := true, false
	for i := range d1 {
		same = same && d1[i] == d2[i]
		diff = diff || d1[i] != d3[i]
	}
	if !same {
		t.Error("same seed gave different decks")
	}
	if !diff {
		t.Error("different seeds gave the same deck")
	}
	if _, err := StackedDeck(mustCards(t, "5♣", "5♣"), NewRand(1)); !errors.Is(err, ErrDuplicateCard) {
		t.Errorf("duplicate prefix: %v", err)
	}
	if _, err := StackedDeck(prefix, nil); err == nil {
		t.Error("short prefix without a source accepted")
	}
	full, err := StackedDeck(NewDeck(), nil)
	if err != nil || full[51] != (Card{King, Spades}) {
		t.Errorf("full prefix: %v", err)
	}
}

func TestShuffleAndCut(t *testing.T) {
	d := ShuffledDeck(NewRand(42))
	if err := CheckDeck(d); err != nil {
		t.Fatal(err)
	}
	c, err := Cut(d, 20)
	if err != nil || c[0] != d[20] || c[31] != d[51] || c[32] != d[0] {
		t.Errorf("cut: %v", err)
	}
	if err := CheckDeck(c); err != nil {
		t.Error(err)
	}
	if _, err := Cut(d, 53); !errors.Is(err, ErrCutPosition) {
		t.Errorf("cut 53: %v", err)
	}
	if _, err := Cut(d, -1); !errors.Is(err, ErrCutPosition) {
		t.Errorf("cut -1: %v", err)
	}
}

func TestCardSet(t *testing.T) {
	var s CardSet
	a, k := Card{Ace, Clubs}, Card{King, Spades}
	s = s.Add(a).Add(k).Add(a)
	if !s.Has(a) || !s.Has(k) || s.Has(Card{Two, Clubs}) || s.Len() != 2 || s.Has(Card{}) {
		t.Errorf("set %b", s)
	}
}
