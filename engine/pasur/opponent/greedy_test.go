package opponent

import (
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// cards parses cards in neutral notation.
func cards(t testing.TB, s string) []engine.Card {
	t.Helper()
	if s == "" {
		return nil
	}
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// set parses a set of cards.
func set(t testing.TB, s string) engine.CardSet { return engine.SetOf(cards(t, s)) }

// card parses one card.
func card(t testing.TB, s string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// spot starts an explicit two-player position with seat 0 to move and
// returns its view for seat 0. Every card not given lies in seat 1's
// pile, so that the unseen cards are exactly seat 1's hand and the talon.
func spot(t testing.TB, specs []string, hand, other, table, talon string) *pasur.Round {
	t.Helper()
	v, err := pasur.ParseVariants(specs...)
	if err != nil {
		t.Fatal(err)
	}
	cfg := pasur.Config{Players: 2, Variants: v}
	given := set(t, hand) | set(t, other) | set(t, table) | set(t, talon)
	rest := cardsOf(deckBits &^ given)
	r, err := pasur.NewRoundFrom(cfg, pasur.Setup{
		Hands: [][]engine.Card{cards(t, hand), cards(t, other)}, Table: cards(t, table), Talon: cards(t, talon),
		Piles: [][]engine.Card{nil, rest}, LastCapturer: 1, ToPlay: 0,
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Greedy's choices, each worked out by hand from RULINGS.md "Pasur",
// **"Best" capture** (points taken, a sur 5; then cards; then clubs) and
// the least useful card to lay (no sur offered, then fewest points, then
// not a club, then the first in hand).
func TestGreedy(t *testing.T) {
	for _, c := range []struct {
		name               string
		specs              []string
		hand, table, talon string
		other              string
		wantCard, wantTake string
	}{
		// 7♠ needs 4: 4♦, no points. 9♥ needs 2: 2♣, 2 points. → 9♥.
		{"points across cards", nil, "7♠ 9♥", "4♦ 2♣ K♠", "5♠", "6♥", "9♥", "2♣"},
		// 5♥ needs 6: 4♦ + 2♥ clears the table, a sur, 5 points. 9♣
		// needs 2: 2♥, nothing. → 5♥ takes both.
		{"sur", nil, "9♣ 5♥", "4♦ 2♥", "5♠", "6♥", "5♥", "4♦ 2♥"},
		// The same under no_sur_last_deal with the talon empty: no sur,
		// but 5♥ still takes two cards against 9♣'s one. → 5♥.
		{"sur denied, more cards", []string{"no_sur_last_deal"}, "9♣ 5♥", "4♦ 2♥", "", "6♥", "5♥", "4♦ 2♥"},
		// 8♥ needs 3: 3♠ (0 points), 2♣ + A♦ (3), or all three (3 points,
		// one card more). → all three.
		{"more cards", nil, "8♥", "3♠ 2♣ A♦ K♦", "5♠", "6♥", "8♥", "3♠ 2♣ A♦"},
		// 7♥ takes 4♣, 6♠ takes 5♦: no points, one card each; 4♣ is a
		// club. → 7♥.
		{"more clubs", nil, "6♠ 7♥", "4♣ 5♦ K♥", "5♠", "6♥", "7♥", "4♣"},
		// Nothing captures (only a king on the table, no king in hand):
		// 10♦ is worth 3, 3♣ is a club, 4♥ neither. → lay 4♥.
		{"least useful", nil, "10♦ 3♣ 4♥", "K♠", "5♠", "6♥", "4♥", ""},
		// Two clubs worth nothing: the first in hand order. → lay 3♣.
		{"first in hand", nil, "3♣ 4♣", "K♠", "5♠", "6♥", "3♣", ""},
		// A jack takes every card but kings and queens: 2♣ 5♥ for 1 + 2
		// points (the jack's own point counts), against 9♦ taking 2♣ for
		// 2. → the jack.
		{"jack", nil, "9♦ J♠", "2♣ 5♥ Q♦", "5♠", "6♥", "J♠", "2♣ 5♥"},
		// Nothing captures on 5♦. Laid, 3♠ makes 5 + 3 = 8, which the
		// unseen 3♥ (3 + 8 = 11) takes whole for a sur; 9♥ makes 14,
		// which no single card takes whole (every jack is seen). → lay
		// 9♥, though 3♠ comes first in hand.
		{"no sur offered", nil, "3♠ 9♥", "5♦", "5♠", "3♥", "9♥", ""},
	} {
		r := spot(t, c.specs, c.hand, c.other, c.table, c.talon)
		v := r.View(0)
		m, ok := Greedy{}.Move(&v)
		want := pasur.MoveSet{Card: card(t, c.wantCard), Take: set(t, c.wantTake)}
		if !ok || m != want {
			t.Errorf("%s: greedy played %v, want %v", c.name, m.Move(), want.Move())
		}
	}
}

// Random plays only legal moves, and the same seed plays the same moves.
func TestRandomLegalAndSeeded(t *testing.T) {
	cfg := pasur.Config{Players: 3, Variants: pasur.DefaultVariants()}
	play := func(seed uint64) []pasur.MoveSet {
		r, err := pasur.NewRound(cfg, engine.ShuffledDeck(engine.NewRand(9)), engine.NewRand(9), nil)
		if err != nil {
			t.Fatal(err)
		}
		p := NewRandom(engine.NewRand(seed))
		var out []pasur.MoveSet
		for !r.Over() {
			v := r.View(r.ToPlay())
			m, ok := p.Move(&v)
			if !ok {
				t.Fatal("no move")
			}
			if _, err := r.Play(r.ToPlay(), m.Move()); err != nil {
				t.Fatalf("illegal random move %v: %v", m.Move(), err)
			}
			out = append(out, m)
		}
		return out
	}
	a, b, c := play(1), play(1), play(2)
	if len(a) != len(b) || len(a) == 0 {
		t.Fatal("lengths")
	}
	same := true
	for i := range a {
		if a[i] != b[i] {
			t.Fatal("the same seed played differently")
		}
		if i < len(c) && a[i] != c[i] {
			same = false
		}
	}
	if same {
		t.Fatal("two seeds played the same round")
	}
}

// The search's own point count agrees with the engine's (pasur.CardPoints)
// on random sets of cards, with and without seven_diamonds.
func TestCardPointsAgree(t *testing.T) {
	rng := engine.NewRand(5)
	for i := 0; i < 2000; i++ {
		s := engine.CardSet(rng.Uint64()) & deckBits
		for _, seven := range []bool{false, true} {
			v := pasur.DefaultVariants()
			v.SevenDiamonds = seven
			if got, want := cardPoints(s, seven), pasur.CardPoints(s, v); got != want {
				t.Fatalf("%v: %d, engine %d", cardsOf(s), got, want)
			}
		}
	}
}
