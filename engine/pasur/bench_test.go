package pasur

import (
	"testing"

	"croupier/engine"
)

// benchPosition is a position with 4 cards in hand and 12 on the table:
// a table of mixed numbers and faces, and a hand of two number cards, a
// jack and a king.
func benchPosition(b *testing.B) *Round {
	b.Helper()
	cards := func(s string) []engine.Card {
		cs, err := engine.ParseCards(s, engine.Neutral)
		if err != nil {
			b.Fatal(err)
		}
		return cs
	}
	r, err := NewRoundExplicit(Config{Players: 2, Variants: DefaultVariants()},
		[][]engine.Card{cards("7C 8D JC KH"), cards("2S 3S 4S 5S")},
		cards("AC 2D 3H 4C 5D 6H 7S 8S 9C 10D QH KS"), nil)
	if err != nil {
		b.Fatal(err)
	}
	r.toPlay = 0
	return r
}

// BenchmarkLegalMoves lists the legal moves of benchPosition (budget 2 µs).
func BenchmarkLegalMoves(b *testing.B) {
	r := benchPosition(b)
	b.ReportAllocs()
	for b.Loop() {
		if len(r.LegalMoves()) == 0 {
			b.Fatal("no moves")
		}
	}
}

// BenchmarkAppendLegalMoves lists the legal moves of benchPosition into
// buffers with room (no allocation).
func BenchmarkAppendLegalMoves(b *testing.B) {
	r := benchPosition(b)
	moves := make([]Move, 0, 64)
	cards := make([]engine.Card, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		if ms, _ := r.AppendLegalMoves(moves[:0], cards[:0]); len(ms) == 0 {
			b.Fatal("no moves")
		}
	}
}

// BenchmarkLegalMoveSets is the allocation-free form of BenchmarkLegalMoves.
func BenchmarkLegalMoveSets(b *testing.B) {
	r := benchPosition(b)
	var buf [64]MoveSet
	b.ReportAllocs()
	for b.Loop() {
		if len(r.AppendLegalMoveSets(buf[:0])) == 0 {
			b.Fatal("no moves")
		}
	}
}

// BenchmarkRandomRound deals a 2-player round from a shuffled deck and
// plays it out by uniformly random legal moves (budget 40 µs).
func BenchmarkRandomRound(b *testing.B) {
	rng := engine.NewRand(1)
	cfg := Config{Players: 2, Variants: DefaultVariants()}
	deck := engine.NewDeck()
	var buf [64]MoveSet
	b.ReportAllocs()
	for b.Loop() {
		engine.Shuffle(deck, rng)
		r, err := NewRound(cfg, deck, rng, nil)
		if err != nil {
			b.Fatal(err)
		}
		for !r.Over() {
			ms := r.AppendLegalMoveSets(buf[:0])
			if _, ok := r.PlayLegal(ms[rng.IntN(len(ms))]); !ok {
				b.Fatal("generated move refused")
			}
		}
	}
}

// BenchmarkRandomRoundMoves is BenchmarkRandomRound through the slice API
// (LegalMoves and Play).
func BenchmarkRandomRoundMoves(b *testing.B) {
	rng := engine.NewRand(1)
	cfg := Config{Players: 2, Variants: DefaultVariants()}
	deck := engine.NewDeck()
	b.ReportAllocs()
	for b.Loop() {
		engine.Shuffle(deck, rng)
		r, err := NewRound(cfg, deck, rng, nil)
		if err != nil {
			b.Fatal(err)
		}
		for !r.Over() {
			ms := r.LegalMoves()
			if _, err := r.Play(r.ToPlay(), ms[rng.IntN(len(ms))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}
