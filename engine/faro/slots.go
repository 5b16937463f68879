package faro

import (
	"math/bits"

	"croupier/engine"
)

// MaxBets is how many bets and calls can be on the layout at once, over
// all players; one more is refused with ErrTooManyBets.
const MaxBets = 128

// slotBits is log2(MaxBets): a BetID is a serial number shifted left by
// slotBits, or'ed with the bet's slot.
const slotBits = 7

// The constant expression below does not compile unless MaxBets == 1<<slotBits.
const _ = -uint(MaxBets ^ 1<<slotBits)

// slotSet is a set of bet slots 0..MaxBets-1.
type slotSet [MaxBets / 64]uint64

func (s *slotSet) add(i int)      { s[i>>6] |= 1 << uint(i&63) }
func (s *slotSet) del(i int)      { s[i>>6] &^= 1 << uint(i&63) }
func (s *slotSet) has(i int) bool { return s[i>>6]&(1<<uint(i&63)) != 0 }

func (s slotSet) or(o slotSet) slotSet {
	for i := range s {
		s[i] |= o[i]
	}
	return s
}

// free returns the lowest slot not in s, or -1.
func (s *slotSet) free() int {
	for w, x := range s {
		if ^x != 0 {
			return w*64 + bits.TrailingZeros64(^x)
		}
	}
	return -1
}

// next returns the lowest slot of s at or above i, or -1. Iterate with
// for i := s.next(0); i >= 0; i = s.next(i + 1).
func (s *slotSet) next(i int) int {
	for w := i >> 6; w < len(s); w++ {
		x := s[w]
		if w == i>>6 {
			x &= ^uint64(0) << uint(i&63)
		}
		if x != 0 {
			return w*64 + bits.TrailingZeros64(x)
		}
	}
	return -1
}

// slot is a bet or call on the layout. A call's order and colours are
// kept per player (Deal.called), a player having at most one call.
type slot struct {
	id       BetID
	stake    engine.Amount
	player   uint8
	kind     BetKind
	r1, r2   engine.Rank
	copper   bool
	callKind CallKind
	placed   uint8
	spot     uint8 // the bit of the bet's spot (see spotOf)
}
