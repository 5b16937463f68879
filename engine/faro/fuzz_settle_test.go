package faro

import (
	"testing"

	"croupier/engine"
)

// FuzzSettle feeds arbitrary rules, bets, calls and cards to the pure
// settlement functions: no panic, and what they accept is consistent with
// RULINGS.md (a bet wins or loses its stake or half of it; a call wins its
// odds or loses its stake).
func FuzzSettle(f *testing.F) {
	f.Add(uint8(1), int64(1), int64(10), true, uint8(0), uint8(9), uint8(0), false, int64(8), uint8(36), uint8(32), uint8(12))
	f.Add(uint8(2), int64(2), int64(20), false, uint8(1), uint8(9), uint8(10), true, int64(4), uint8(33), uint8(34), uint8(35))
	f.Add(uint8(1), int64(1), int64(10), true, uint8(2), uint8(0), uint8(0), false, int64(2), uint8(0), uint8(51), uint8(20))
	f.Fuzz(func(t *testing.T, prof uint8, lo, hi int64, high bool, kind, r1, r2 uint8, copper bool, stake int64, c1, c2, c3 uint8) {
		r := Rules{Profile: Profile(prof % 4), MinStake: lo, MaxStake: hi, HighCard: high}
		if r.Profile == Pharo {
			r.StartChips = 100
		}
		b := Bet{Kind: BetKind(kind % 5), Rank: engine.Rank(r1 % 16), Rank2: engine.Rank(r2 % 16), Coppered: copper, Stake: engine.Amount(stake)}
		l, _ := engine.CardAt(int(c1) % 60)
		w, _ := engine.CardAt(int(c2) % 60)
		h, _ := engine.CardAt(int(c3) % 60)
		st, err := SettleBet(r, b, l, w)
		if err == nil {
			switch st.Delta {
			case 0, b.Stake, -b.Stake, -b.Stake / 2:
			default:
				t.Fatalf("bet %+v on %v %v: delta %v", b, l, w, st.Delta)
			}
		}
		c := Call{Order: [3]engine.Rank{b.Rank, b.Rank2, engine.Rank(kind % 16)}, Foster: copper, Stake: b.Stake}
		c.Colours = [3]Colour{Colour(r1 % 3), Colour(r2 % 3), Colour(kind % 3)}
		st, err = SettleCall(r, c, l, w, h)
		if err == nil && st.Delta != -c.Stake && st.Delta != c.Stake*2 && st.Delta != c.Stake*4 {
			t.Fatalf("call %+v: delta %v", c, st.Delta)
		}
	})
}
