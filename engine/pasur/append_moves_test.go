package pasur

import (
	"reflect"
	"testing"

	"croupier/engine"
)

// TestAppendLegalMoves: the moves appended into a caller's buffers are
// LegalMoves, move for move, at every turn of seeded random rounds, and
// the takes of earlier moves survive a buffer that had to grow.
func TestAppendLegalMoves(t *testing.T) {
	rng := engine.NewRand(7)
	for n := 0; n < 40; n++ {
		deck := engine.NewDeck()
		engine.Shuffle(deck, rng)
		r, err := NewRound(Config{Players: 2 + n%3, Variants: DefaultVariants()}, deck, rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		for !r.Over() {
			want := r.LegalMoves()
			got, _ := r.AppendLegalMoves(nil, make([]engine.Card, 0, 1))
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, play %d: AppendLegalMoves\n%v\nLegalMoves\n%v", n, r.Plays(), got, want)
			}
			if _, err := r.Play(r.ToPlay(), want[rng.IntN(len(want))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestAppendLegalMovesAllocs: into buffers with room, listing the moves
// allocates nothing.
func TestAppendLegalMovesAllocs(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣ 8♦ J♣ K♥", "2♠ 3♠ 4♠ 5♠", "A♣ 2♦ 3♥ 4♣ 5♦ 6♥ 7♠ 8♠ 9♣ 10♦ Q♥ K♠", "")
	moves := make([]Move, 0, 64)
	cards := make([]engine.Card, 0, 256)
	if a := testing.AllocsPerRun(100, func() { r.AppendLegalMoves(moves[:0], cards[:0]) }); a != 0 {
		t.Errorf("AppendLegalMoves allocates %v times a call, want 0", a)
	}
}
