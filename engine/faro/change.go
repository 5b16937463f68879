package faro

import "croupier/engine"

// ChangeStake sets a new stake (weight) for a bet or call on the layout,
// between turns only. The new stake is checked like a new one; in Pharo
// the difference moves between holdings and layout (an increase needs the
// chips). On error the deal is unchanged.
func (d *Deal) ChangeStake(id BetID, stake engine.Amount) error {
	if d.over {
		return d.refuse(&RuleError{Rule: RuleBettingWindow, Err: ErrBettingClosed, Player: -1, Bet: id})
	}
	i, ok := d.find(id)
	if !ok {
		return d.refuse(&RuleError{Rule: RuleUnknownBet, Err: ErrUnknownBet, Player: -1, Bet: id})
	}
	s := d.slotAt(i)
	if e := d.rules.checkStake(stake); e != nil {
		e.Player, e.Bet = int(s.player()), id
		return d.refuse(e)
	}
	if e := d.checkHeld(int(s.player()), stake-s.stake()); e != nil {
		e.Player, e.Bet = int(s.player()), id
		return d.refuse(e)
	}
	d.staked[s.player()] += stake - s.stake()
	s.setStake(stake)
	return nil
}

// Remove takes a bet or call off the layout, between turns only; in Pharo
// its stake goes back to the player's holdings.
func (d *Deal) Remove(id BetID) error {
	if d.over {
		return d.refuse(&RuleError{Rule: RuleBettingWindow, Err: ErrBettingClosed, Player: -1, Bet: id})
	}
	i, ok := d.find(id)
	if !ok {
		return d.refuse(&RuleError{Rule: RuleUnknownBet, Err: ErrUnknownBet, Player: -1, Bet: id})
	}
	d.drop(i) // Pharo: the stake goes back to the holdings (see Holdings)
	return nil
}

// drop takes slot i off the layout without moving any money but the
// staked total.
func (d *Deal) drop(i int) {
	s := d.slotAt(i)
	d.spots[s.player()] &^= 1 << s.spot()
	d.staked[s.player()] -= s.stake()
	d.live.del(i)
	switch s.kind() {
	case HighCard:
		d.high.del(i)
	case TurnCall:
		d.calls.del(i)
	case Split:
		d.byRank[s.r2().Index()].del(i)
		fallthrough
	default:
		d.byRank[s.r1().Index()].del(i)
	}
}

func (d *Deal) refuse(e *RuleError) error {
	e.Phase, e.CardsLeft = d.Phase(), d.CardsLeft()
	return e
}
