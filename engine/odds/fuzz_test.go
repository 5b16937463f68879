package odds

import (
	"testing"

	"croupier/engine"
)

// FuzzCompute checks that no box and no pair of ranks makes the package
// panic, and that every table keeps its properties (see checkTable).
func FuzzCompute(f *testing.F) {
	f.Add(uint64(1<<52-1), uint8(1), uint8(13), false)
	f.Add(uint64(1<<52-2), uint8(7), uint8(7), true)
	f.Add(uint64(0b111), uint8(1), uint8(2), false)
	f.Add(uint64(0), uint8(0), uint8(200), true)
	f.Fuzz(func(t *testing.T, mask uint64, r1, r2 uint8, copper bool) {
		b := BoxOf(engine.CardSet(mask))
		checkTable(t, b)
		a, c := engine.Rank(r1), engine.Rank(r2)
		s, err := Split(b, a, c, copper)
		switch {
		case !a.Valid() || !c.Valid() || a == c:
			if err == nil {
				t.Fatalf("split %d-%d accepted", r1, r2)
			}
		case err != nil:
			t.Fatal(err)
		case s.LostOrders+s.HalvedOrders+s.ReturnedOrders != s.Orders || s.BankEdge.Sign() < 0:
			t.Fatalf("split %v-%v: %+v", a, c, s)
		}
		if _, err := CallTheTurn(b); (err == nil) != (b.Len() == 3) {
			t.Fatalf("call with %d cards: %v", b.Len(), err)
		}
	})
}

// FuzzNewBox feeds arbitrary cards, valid or not, to NewBox and BoxAfter.
func FuzzNewBox(f *testing.F) {
	f.Add([]byte{1, 0, 13, 3})
	f.Add([]byte{1, 0, 1, 0})
	f.Add([]byte{0, 9, 14, 4, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		var cards []engine.Card
		for i := 0; i+1 < len(data); i += 2 {
			cards = append(cards, engine.Card{Rank: engine.Rank(data[i]), Suit: engine.Suit(data[i+1])})
		}
		b, err := NewBox(cards)
		if (err == nil) != (engine.CheckDistinct(cards) == nil) {
			t.Fatalf("NewBox %v: %v", cards, err)
		}
		if err == nil && b.Len() != len(cards) {
			t.Fatalf("%d cards, box of %d", len(cards), b.Len())
		}
		a, err2 := BoxAfter(cards)
		if (err == nil) != (err2 == nil) || (err2 == nil && a.Len() != engine.DeckSize-len(cards)) {
			t.Fatalf("BoxAfter %v: %v", cards, err2)
		}
	})
}
