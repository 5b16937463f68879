package faro

import (
	"math/bits"

	"croupier/engine"
)

// Place puts a bet of player on the layout: a single or coppered bet on a
// rank, a split on two neighbouring ranks (Pharo), or a high-card bet
// (Pharo with the variant on). It is refused, with the deal unchanged,
// when the deal is over (ErrBettingClosed), for the banker or an unknown
// player, for a malformed bet or stake (see Rules.CheckBet), on a dead rank
// (for a split: either rank), when the player already has a bet on that
// same spot, when a Pharo player holds fewer chips than the stake, or when
// the layout is full. In Pharo the stake moves from holdings onto the
// layout. A split is stored with its ranks in rank order.
func (d *Deal) Place(player int, b Bet) (BetID, error) {
	r1, r2 := b.Rank, b.Rank2
	if b.Kind == Split && r2 < r1 {
		r1, r2 = r2, r1
	}
	if id := d.put(player, b.Kind, r1, r2, b.Coppered, b.Stake); id != 0 {
		return id, nil
	}
	id, e := d.place(player, &b)
	if e != nil {
		if e.Player < 0 {
			e.Player = player
		}
		e.Phase, e.CardsLeft = d.Phase(), d.CardsLeft()
		return 0, e
	}
	return id, nil
}

// put is Place's fast path: when every check passes it places the bet
// and returns its ID, else it returns 0 and changes nothing (then place
// finds the refusal, in its order). A split comes in rank order.
func (d *Deal) put(player int, kind BetKind, r1, r2 engine.Rank, copper bool, stake engine.Amount) BetID {
	if d.over || uint(player) >= uint(d.n) || player == d.banker || !d.stakeFits(stake) {
		return 0
	}
	c := uint64(0)
	if copper {
		c = 1
	}
	var spot uint64
	switch kind {
	case Single:
		if r1-1 >= engine.NumRanks || r2 != engine.NoRank || d.shown[r1-1] == engine.NumSuits {
			return 0
		}
		spot = uint64(r1-1)*2 + c
	case Split:
		if d.rules.Profile != Pharo || !Neighbours(r1, r2) ||
			d.shown[r1-1] == engine.NumSuits || d.shown[r2-1] == engine.NumSuits {
			return 0
		}
		spot = uint64(26+pairIndex(r1, r2)*2) + c
	case HighCard: // the variant is Pharo's only (Rules.Validate)
		if !d.rules.HighCard || c != 0 || r1|r2 != engine.NoRank {
			return 0
		}
		spot = uint64(spotOf(HighCard, 0, 0, false))
	default:
		return 0
	}
	if d.spots[player]&(1<<spot) != 0 || (d.rules.Profile == Pharo && stake > d.held(player)) {
		return 0
	}
	i := d.live.free()
	if i < 0 {
		return 0
	}
	// As enterCall does for a call, with what is at hand.
	d.room(i)
	d.serial++
	id := d.serial<<slotBits | BetID(i)
	*d.slotAt(i) = slot{id: id, w: uint64(player)<<slotPlayer | uint64(kind)<<slotKind | uint64(r1)<<slotR1 |
		uint64(r2)<<slotR2 | c<<slotCopper | spot<<slotSpot | uint64(d.turn)<<slotPlaced | uint64(stake)<<slotStake}
	w, at := i>>6, uint(i&63)
	d.live[w] |= 1 << at
	d.copper[w] = d.copper[w]&^(1<<at) | c<<at
	d.split[w] &^= 1 << at
	switch kind {
	case HighCard:
		d.high[w] |= 1 << at
	case Split:
		d.split[w] |= 1 << at
		d.byRank[r2-1][w] |= 1 << at
		fallthrough
	default:
		d.byRank[r1-1][w] |= 1 << at
	}
	d.spots[player] |= 1 << spot
	d.staked[player] += stake
	return id
}

// stakeFits reports whether the rules allow the stake, as checkStake does
// without saying why not: within minStake..maxStake (so positive) and
// whole chips, or even points in Pharaon.
func (d *Deal) stakeFits(s engine.Amount) bool {
	return uint64(s-d.minStake) <= uint64(d.maxStake-d.minStake) && s&d.stakeOdd == 0
}

// place checks a bet in the order of the refusals and places it (a split
// in rank order).
func (d *Deal) place(player int, b *Bet) (BetID, *RuleError) {
	if d.over {
		return 0, &RuleError{Rule: RuleBettingWindow, Err: ErrBettingClosed, Player: -1}
	}
	if e := d.checkPlayer(player); e != nil {
		return 0, e
	}
	if e := d.rules.checkBet(b); e != nil {
		return 0, e
	}
	if b.Kind == Split && b.Rank2 < b.Rank {
		b.Rank, b.Rank2 = b.Rank2, b.Rank
	}
	if b.Rank.Valid() && d.shown[b.Rank.Index()] == engine.NumSuits {
		return 0, &RuleError{Rule: RuleDeadRank, Err: ErrDeadRank, Player: -1, Rank: b.Rank}
	}
	if b.Rank2.Valid() && d.shown[b.Rank2.Index()] == engine.NumSuits {
		return 0, &RuleError{Rule: RuleDeadRank, Err: ErrDeadRank, Player: -1, Rank: b.Rank2}
	}
	spot := spotOf(b.Kind, b.Rank, b.Rank2, b.Coppered)
	if d.spots[player]&(1<<spot) != 0 {
		return 0, &RuleError{Rule: RuleSameSpot, Err: ErrSameSpot, Player: -1, Bet: d.idAt(player, spot), Rank: b.Rank, Rank2: b.Rank2}
	}
	if e := d.checkHeld(player, b.Stake); e != nil {
		return 0, e
	}
	if id := d.put(player, b.Kind, b.Rank, b.Rank2, b.Coppered, b.Stake); id != 0 {
		return id, nil
	}
	return 0, &RuleError{Rule: RuleBetCapacity, Err: ErrTooManyBets, Player: -1}
}

// idAt returns the ID of the player's bet on the given spot.
func (d *Deal) idAt(player int, spot uint8) BetID {
	for w, x := range d.live {
		for ; x != 0; x &= x - 1 {
			s := d.slotAt(w<<6 | bits.TrailingZeros64(x))
			if int(s.player()) == player && s.spot() == spot {
				return s.id
			}
		}
	}
	return 0
}

// enterCall puts s, a call, on the layout in the free slot i with a new
// ID, and returns the ID (put does the same for a bet).
func (d *Deal) enterCall(i int, s slot) BetID {
	d.serial++
	s.id = d.serial<<slotBits | BetID(i)
	d.room(i)
	*d.slotAt(i) = s
	w, at := i>>6, uint(i&63)
	d.live[w] |= 1 << at
	d.calls[w] |= 1 << at
	d.copper[w] &^= 1 << at
	d.split[w] &^= 1 << at
	d.spots[s.player()] |= 1 << s.spot()
	d.staked[s.player()] += s.stake()
	return s.id
}

// held is what a Pharo punter holds off the layout: what the player had,
// plus the deal's winnings, minus the stakes on the layout (every stake
// left the holdings when placed, and comes back when its bet leaves).
func (d *Deal) held(player int) engine.Amount {
	return d.start[player] + d.balance[player] - d.staked[player]
}

func (d *Deal) checkPlayer(player int) *RuleError {
	if player < 0 || player >= d.n {
		return &RuleError{Rule: RuleUnknownPlayer, Err: ErrUnknownPlayer, Player: -1}
	}
	if player == d.banker {
		return &RuleError{Rule: RuleBankerBets, Err: ErrBankerBets, Player: -1}
	}
	return nil
}

// checkHeld refuses a Pharo stake (or stake increase) above the chips
// the player holds off the layout.
func (d *Deal) checkHeld(player int, more engine.Amount) *RuleError {
	if d.rules.Profile == Pharo && more > d.held(player) {
		return &RuleError{Rule: RuleChipsHeld, Err: ErrNotEnoughChips, Player: -1, Stake: more, Limit: d.held(player)}
	}
	return nil
}

// find returns the slot of a bet on the layout.
func (d *Deal) find(id BetID) (int, bool) {
	i := int(id & (MaxBets - 1))
	if id == 0 || !d.live.has(i) || d.slotAt(i).id != id {
		return 0, false
	}
	return i, true
}
