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

// The constant expressions below do not compile unless MaxBets == 1<<slotBits
// and a slotSet is two words (NextTurn works on word 0 and word 1 by name).
const (
	_ = -uint(MaxBets ^ 1<<slotBits)
	_ = -uint(MaxBets ^ 128)
)

// slotSet is a set of bet slots 0..MaxBets-1.
type slotSet [MaxBets / 64]uint64

func (s *slotSet) del(i int)      { s[i>>6] &^= 1 << uint(i&63) }
func (s *slotSet) has(i int) bool { return s[i>>6]&(1<<uint(i&63)) != 0 }

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

// slot is a bet or call on the layout: its ID and, packed in one word,
// the rest (see the slot… bit positions). A call's order and colours are
// kept per player (Deal.called), a player having at most one call. The
// low word is also what the settlement log keeps of the bet (see
// settlement), so that logging a bet is two stores.
type slot struct {
	id BetID
	w  uint64
}

// Bit positions in slot.w. The stake (at most 2·StakeCap halves) takes the
// high 32 bits; the log replaces spot and placed by the verdict (log.go).
const (
	slotPlayer = 0  // 4 bits: the player, 0..9
	slotKind   = 4  // 2 bits: BetKind
	slotR1     = 6  // 4 bits: Rank (0..13)
	slotR2     = 10 // 4 bits: Rank
	slotCopper = 14 // 1 bit
	slotCall   = 15 // 2 bits: CallKind
	slotSpot   = 17 // 6 bits: the spot (see spotOf)
	slotPlaced = 23 // 5 bits: turns drawn when placed, 0..24
	slotStake  = 32 // 32 bits: the stake in halves

	slotBetMask = 1<<slotSpot - 1       // player … call: the bet as Event shows it
	slotLow     = 1<<slotStake - 1      // all but the stake
	_           = uint(16 - MaxPlayers) // the player fits in 4 bits
	_           = uint32(2 * StakeCap)  // and the largest stake in 32
)

// makeSlot packs a bet placed after turn turns; stake is positive and at
// most 2·StakeCap halves.
func makeSlot(player int, kind BetKind, r1, r2 engine.Rank, copper bool, call CallKind, spot uint8, turn int, stake engine.Amount) slot {
	w := uint64(player)<<slotPlayer | uint64(kind)<<slotKind | uint64(r1)<<slotR1 | uint64(r2)<<slotR2 |
		uint64(call)<<slotCall | uint64(spot)<<slotSpot | uint64(turn)<<slotPlaced | uint64(stake)<<slotStake
	if copper {
		w |= 1 << slotCopper
	}
	return slot{w: w}
}

func (s slot) player() uint8             { return uint8(s.w>>slotPlayer) & 15 }
func (s slot) kind() BetKind             { return BetKind(s.w>>slotKind) & 3 }
func (s slot) r1() engine.Rank           { return engine.Rank(s.w>>slotR1) & 15 }
func (s slot) r2() engine.Rank           { return engine.Rank(s.w>>slotR2) & 15 }
func (s slot) copper() bool              { return s.w&(1<<slotCopper) != 0 }
func (s slot) callKind() CallKind        { return CallKind(s.w>>slotCall) & 3 }
func (s slot) spot() uint8               { return uint8(s.w>>slotSpot) & 63 }
func (s slot) placed() int               { return int(s.w>>slotPlaced) & 31 }
func (s slot) stake() engine.Amount      { return engine.Amount(s.w >> slotStake) }
func (s *slot) setStake(a engine.Amount) { s.w = s.w&slotLow | uint64(a)<<slotStake }

// slots returns the 64 slots of word k of the slot sets (nil for word 1
// before a bet first needed it).
func (d *Deal) slots(k int) *[64]slot {
	if k == 0 {
		return &d.bets
	}
	return d.bets2
}

// slotAt returns slot i, which is in use (or about to be, see room).
func (d *Deal) slotAt(i int) *slot { return &d.slots(i >> 6)[i&63] }

// room makes sure slot i exists, for a bet about to be placed there.
func (d *Deal) room(i int) {
	if i >= 64 && d.bets2 == nil {
		d.bets2 = new([64]slot)
	}
}
