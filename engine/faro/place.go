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
	i := d.live.free()
	if i < 0 {
		return 0, &RuleError{Rule: RuleBetCapacity, Err: ErrTooManyBets, Player: -1}
	}
	s := &d.bets[i]
	s.player, s.kind, s.r1, s.r2, s.copper, s.callKind = uint8(player), b.Kind, b.Rank, b.Rank2, b.Coppered, NoCall
	s.stake = b.Stake
	switch b.Kind {
	case HighCard:
		d.high.add(i)
	case Split:
		d.byRank[b.Rank2.Index()].add(i)
		fallthrough
	default:
		d.byRank[b.Rank.Index()].add(i)
	}
	return d.enter(i, spot), nil
}

// idAt returns the ID of the player's bet on the given spot.
func (d *Deal) idAt(player int, spot uint8) BetID {
	for w, x := range d.live {
		for ; x != 0; x &= x - 1 {
			s := &d.bets[w<<6|bits.TrailingZeros64(x)]
			if int(s.player) == player && s.spot == spot {
				return s.id
			}
		}
	}
	return 0
}

// enter gives slot i an ID and puts it on the layout, moving a Pharo
// stake off the player's holdings.
func (d *Deal) enter(i int, spot uint8) BetID {
	s := &d.bets[i]
	s.spot = spot
	d.serial++
	s.id = d.serial<<slotBits | BetID(i)
	s.placed = uint8(d.turn)
	d.live.add(i)
	d.spots[s.player] |= 1 << spot
	d.staked[s.player] += s.stake
	if d.rules.Profile == Pharo {
		d.held[s.player] -= s.stake
	}
	return s.id
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
	if d.rules.Profile == Pharo && more > d.held[player] {
		return &RuleError{Rule: RuleChipsHeld, Err: ErrNotEnoughChips, Player: -1, Stake: more, Limit: d.held[player]}
	}
	return nil
}

// find returns the slot of a bet on the layout.
func (d *Deal) find(id BetID) (int, bool) {
	i := int(id & (MaxBets - 1))
	if id == 0 || !d.live.has(i) || d.bets[i].id != id {
		return 0, false
	}
	return i, true
}
