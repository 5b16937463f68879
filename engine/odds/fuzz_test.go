package odds

import (
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
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

// FuzzAssess values arbitrary bets on arbitrary boxes under both
// profiles: no panic, an error or a consistent Assessment.
func FuzzAssess(f *testing.F) {
	f.Add(uint64(1<<52-1), uint8(1), uint8(1), uint8(2), false, uint8(1))
	f.Add(uint64(0b111<<24), uint8(0), uint8(7), uint8(0), true, uint8(2))
	f.Add(uint64(0b1011), uint8(2), uint8(0), uint8(0), false, uint8(1))
	f.Add(uint64(0b111), uint8(3), uint8(0), uint8(0), false, uint8(0))
	f.Fuzz(func(t *testing.T, mask uint64, kind, r1, r2 uint8, copper bool, prof uint8) {
		b := BoxOf(engine.CardSet(mask))
		p := faro.Profile(prof)
		bet := faro.Bet{Kind: faro.BetKind(kind), Rank: engine.Rank(r1), Rank2: engine.Rank(r2), Coppered: copper}
		a, err := Assess(b, p, bet)
		if err == nil {
			if a.Edge.Sign() < 0 || !a.Edge.Equal(a.PlayerEV.Neg()) || a.Settlements.Sign() < 0 ||
				(a.Alert == AlertNoAction) != (!a.CanWin && !a.CanLose) || (a.Alert == AlertCannotWin) != (!a.CanWin && a.CanLose) {
				t.Fatalf("%v %+v: %+v", p, bet, a)
			}
		}
		if sh, err := ComputeSheet(b, p); err == nil {
			if sh.HasCall == sh.CallRefused && b.Len() == 3 {
				t.Fatalf("three left: call %v refused %v", sh.HasCall, sh.CallRefused)
			}
			for _, x := range sh.Bets() {
				if x.Profile != p || x.Model == NoModel {
					t.Fatalf("sheet bet %+v", x)
				}
			}
		} else if p.Valid() && b.Len() >= 2 {
			t.Fatal(err)
		}
	})
}
