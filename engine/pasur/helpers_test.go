package pasur

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
)

// cs parses a list of cards in neutral notation ("7♣ 4♦ 10S").
func cs(t testing.TB, s string) []engine.Card {
	t.Helper()
	if s == "" {
		return nil
	}
	out, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatalf("cards %q: %v", s, err)
	}
	return out
}

// c1 parses one card.
func c1(t testing.TB, s string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(s)
	if err != nil {
		t.Fatalf("card %q: %v", s, err)
	}
	return c
}

// cfgN returns a configuration of players with the given variants on.
func cfgN(t testing.TB, players int, specs ...string) Config {
	t.Helper()
	v, err := ParseVariants(specs...)
	if err != nil {
		t.Fatal(err)
	}
	return Config{Players: players, Variants: v}
}

// position starts an explicit 2-player round in which seat 0 holds hand
// and is to move; seat 1 holds other (may be empty).
func position(t testing.TB, c Config, hand, other, table, talon string) *Round {
	t.Helper()
	hands := make([][]engine.Card, c.Players)
	hands[0] = cs(t, hand)
	if c.Players > 1 {
		hands[1] = cs(t, other)
	}
	r, err := NewRoundFrom(c, Setup{Hands: hands, Table: cs(t, table), Talon: cs(t, talon), ToPlay: 0, LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// key is a set of cards as a sorted string, for comparing sets.
func key(cards []engine.Card) string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	slices.Sort(s)
	out := ""
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}

// takeKeys lists the take sets of moves of one card, as keys.
func takeKeys(ms []Move, card engine.Card) []string {
	var out []string
	for _, m := range ms {
		if m.Card == card {
			out = append(out, key(m.Take))
		}
	}
	slices.Sort(out)
	return out
}

// wantRule checks that err is a *MoveError with the given sentinel and rule.
func wantRule(t testing.TB, err error, sentinel error, rule RuleID) *MoveError {
	t.Helper()
	if err == nil {
		t.Fatalf("want %v, got no error", sentinel)
	}
	if !errors.Is(err, sentinel) {
		t.Fatalf("want %v, got %v", sentinel, err)
	}
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("want *MoveError, got %T", err)
	}
	if me.Rule != rule {
		t.Fatalf("want rule %s, got %s", rule, me.Rule)
	}
	return me
}

// play plays a move given as text ("7♣ x 4♦", "9♠") and fails on error.
func play(t testing.TB, r *Round, card, take string) *MoveResult {
	t.Helper()
	res, err := r.Play(r.ToPlay(), Move{Card: c1(t, card), Take: cs(t, take)})
	if err != nil {
		t.Fatalf("play %s x %s: %v", card, take, err)
	}
	return res
}

// allCards returns the 52 cards.
func allCards() []engine.Card { return engine.NewDeck() }

// setsOf parses one card set per argument.
func setsOf(t testing.TB, piles ...string) []engine.CardSet {
	t.Helper()
	out := make([]engine.CardSet, len(piles))
	for i, p := range piles {
		for _, c := range cs(t, p) {
			out[i] = out[i].Add(c)
		}
	}
	return out
}
