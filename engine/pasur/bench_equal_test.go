package pasur

import (
	"testing"

	"croupier/engine"
)

// Equal work with a generator that cannot take two sums at once (as the
// C++ engine pasur-cpp-terminal's, whose findCombinationSum lists the
// single groups of table cards that make 11 with the played number card):
// these benchmarks list only such single-group captures with croupier's
// own search, on the same positions, so that both list the same moves.
// On benchPosition both find 6 (croupier's rules find 8).

// appendSingleSumMoves appends the moves of the player to move when a
// number card takes one group at a time: each group summing to 11 with
// it is one move; jacks, queens and kings capture as in croupier.
func appendSingleSumMoves(dst []MoveSet, r *Round) []MoveSet {
	var s searcher
	for _, c := range r.hands[r.toPlay] {
		kind, t, elig := captureRule(c, &r.cfg.Variants)
		avail := r.tableSet & elig
		n := len(dst)
		switch {
		case avail == 0:
		case kind != BySum:
			dst = append(dst, MoveSet{Card: c, Take: avail})
		default:
			s.c, s.ntypes = rankCounts(avail), 0
			s.gen(t, t, 0)
			for j := 0; j < s.ntypes; j++ {
				var buf [8]engine.CardSet
				for _, take := range appendExpansions(buf[:0], s.types[j], avail, len(buf)) {
					dst = append(dst, MoveSet{Card: c, Take: take})
				}
			}
		}
		if len(dst) == n {
			dst = append(dst, MoveSet{Card: c})
		}
	}
	return dst
}

// TestSingleSumMoves: on benchPosition (hand 7♣ 8♦ J♣ K♥; table A♣ 2♦ 3♥
// 4♣ 5♦ 6♥ 7♠ 8♠ 9♣ 10♦ Q♥ K♠) a generator of single groups finds, by
// hand: 7♣ needs 4: {4♣}, {A♣ 3♥}; 8♦ needs 3: {3♥}, {A♣ 2♦}; J♣ takes
// every number card; K♥ takes K♠ — 6 moves (pasur.de.txt "Spielablauf"
// 2.–4.). croupier's rules add 7♣ {4♣ A♣ 3♥} and 8♦ {3♥ A♣ 2♦}, two
// groups at once: 8.
func TestSingleSumMoves(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣ 8♦ J♣ K♥", "2♠ 3♠ 4♠ 5♠", "A♣ 2♦ 3♥ 4♣ 5♦ 6♥ 7♠ 8♠ 9♣ 10♦ Q♥ K♠", "")
	got := map[string]bool{}
	for _, m := range appendSingleSumMoves(nil, r) {
		got[m.Card.String()+" x "+key(cardsOf(m.Take))] = true
	}
	want := []string{
		"7♣ x " + key(cs(t, "4♣")), "7♣ x " + key(cs(t, "A♣ 3♥")),
		"8♦ x " + key(cs(t, "3♥")), "8♦ x " + key(cs(t, "A♣ 2♦")),
		"J♣ x " + key(cs(t, "A♣ 2♦ 3♥ 4♣ 5♦ 6♥ 7♠ 8♠ 9♣ 10♦")), "K♥ x " + key(cs(t, "K♠")),
	}
	if len(got) != len(want) {
		t.Errorf("single-group moves %v, want the 6 of %v", got, want)
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("single-group moves %v lack %s", got, w)
		}
	}
	if n := len(r.LegalMoves()); n != 8 {
		t.Errorf("LegalMoves finds %d moves, want 8", n)
	}
}

// BenchmarkLegalMovesSingleSum lists the 6 single-group moves of
// benchPosition: the C++ generator's work.
func BenchmarkLegalMovesSingleSum(b *testing.B) {
	r := benchPosition(b)
	var buf [64]MoveSet
	b.ReportAllocs()
	for b.Loop() {
		if len(appendSingleSumMoves(buf[:0], r)) != 6 {
			b.Fatal("not 6 moves")
		}
	}
}

// BenchmarkRandomRoundSingleSum is BenchmarkRandomRound with moves drawn
// from the single-group generator: a random 2-player round at the C++
// engine's work.
func BenchmarkRandomRoundSingleSum(b *testing.B) {
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
			ms := appendSingleSumMoves(buf[:0], r)
			if _, ok := r.PlayLegal(ms[rng.IntN(len(ms))]); !ok {
				b.Fatal("generated move refused")
			}
		}
	}
}
