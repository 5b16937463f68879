package faro

import "croupier/engine"

// CallTurn records player's call of the turn: only when exactly three
// cards remain (before the last turn), once per player. The call must be
// an order of the ranks that remain (three ranks: 4:1; cat-hop: 2:1); with
// three of a rank Pharo refuses any call and Pharaon takes Foster's colour
// call (2:1). Stakes are checked like bets' (Pharaon: even weights). The
// refusal of a wrong order lists the remaining cards.
func (d *Deal) CallTurn(player int, c Call) (BetID, error) {
	id, e := d.callTurn(player, c)
	if e != nil {
		if e.Player < 0 {
			e.Player = player
		}
		return 0, d.refuse(e)
	}
	return id, nil
}

func (d *Deal) callTurn(player int, c Call) (BetID, *RuleError) {
	if !d.OpenCallWindow() {
		return 0, &RuleError{Rule: RuleCallWindow, Err: ErrCallWindowClosed, Player: -1}
	}
	if e := d.checkPlayer(player); e != nil {
		return 0, e
	}
	if spot := spotOf(TurnCall, 0, 0, false); d.spots[player]&(1<<spot) != 0 {
		return 0, &RuleError{Rule: RuleCallOnce, Err: ErrAlreadyCalled, Player: -1, Bet: d.idAt(player, spot)}
	}
	if e := d.rules.checkStake(c.Stake); e != nil {
		return 0, e
	}
	var rem [3]engine.Card
	copy(rem[:], d.deck[engine.DeckSize-3:])
	kind, e := d.rules.checkCallShape(c, rem)
	if e != nil {
		return 0, e
	}
	if e := d.checkHeld(player, c.Stake); e != nil {
		return 0, e
	}
	i := d.live.free()
	if i < 0 {
		return 0, &RuleError{Rule: RuleBetCapacity, Err: ErrTooManyBets, Player: -1}
	}
	stake := c.Stake
	c.Stake = 0 // the slot's stake is the one that counts (ChangeStake)
	d.called[player] = c
	return d.enterCall(i, makeSlot(player, TurnCall, engine.NoRank, engine.NoRank, false, kind, spotOf(TurnCall, 0, 0, false), d.turn, stake)), nil
}
