package faro

import "croupier/engine"

// Read-only accessors of a Deal.

// Rules returns the deal's rules.
func (d *Deal) Rules() Rules { return d.rules }

// Players returns a copy of the players' names; a player is an index.
func (d *Deal) Players() []string { return append([]string(nil), d.names[:d.n]...) }

// NumPlayers returns the number of players, banker included.
func (d *Deal) NumPlayers() int { return d.n }

// Banker returns the banker's index.
func (d *Deal) Banker() int { return d.banker }

// Phase returns PhaseBetting, PhaseCalling or PhaseOver.
func (d *Deal) Phase() Phase {
	switch {
	case d.over:
		return PhaseOver
	case d.turn == Turns-1:
		return PhaseCalling
	}
	return PhaseBetting
}

// TurnNumber returns the number of turns drawn so far, 0..25.
func (d *Deal) TurnNumber() int { return d.turn }

// CardsLeft returns the cards not shown yet: 51 after the soda, 3 before
// the last turn, 0 when the deal is over.
func (d *Deal) CardsLeft() int {
	if d.over {
		return 0
	}
	return engine.DeckSize - 1 - 2*d.turn
}

// OpenCallWindow reports whether the turn can be called now (exactly
// three cards left, before the last turn).
func (d *Deal) OpenCallWindow() bool { return !d.over && d.turn == Turns-1 }

// Over reports whether the hock has been shown.
func (d *Deal) Over() bool { return d.over }

// Soda returns the soda, the top card.
func (d *Deal) Soda() engine.Card { return d.deck[0] }

// Hock returns the hock once the deal is over.
func (d *Deal) Hock() (engine.Card, bool) {
	if !d.over {
		return engine.Card{}, false
	}
	return d.deck[engine.DeckSize-1], true
}

// Shown returns the cards shown so far in the order shown: the soda, then
// loser and winner of each turn, then the hock.
func (d *Deal) Shown() []engine.Card {
	n := engine.DeckSize - d.CardsLeft()
	return append([]engine.Card(nil), d.deck[:n]...)
}

// RemainingSet returns the cards not shown yet.
func (d *Deal) RemainingSet() engine.CardSet {
	var s engine.CardSet
	for _, c := range d.deck[engine.DeckSize-d.CardsLeft():] {
		s = s.Add(c)
	}
	return s
}

// Remaining returns the cards not shown yet in card order (rank, then
// suit) — never in the order they will come.
func (d *Deal) Remaining() []engine.Card {
	return sortedCards(d.deck[engine.DeckSize-d.CardsLeft():])
}

// Casekeeper returns the casekeeper's record of the cards shown so far
// (a copy, built from the cards shown: the soda, each turn's loser and
// winner, and the hock once the deal is over).
func (d *Deal) Casekeeper() Casekeeper {
	var ck Casekeeper
	if d.n == 0 {
		return ck
	}
	ck.mark(d.deck[0], MarkSoda, 0)
	for t := 1; t <= d.turn; t++ {
		ck.mark(d.deck[2*t-1], MarkLoser, t)
		ck.mark(d.deck[2*t], MarkWinner, t)
	}
	if d.over {
		ck.mark(d.deck[engine.DeckSize-1], MarkHock, Turns)
	}
	return ck
}

// Bets returns the bets and calls on the layout, in the order placed.
func (d *Deal) Bets() []BetInfo {
	var out []BetInfo
	for i := d.live.next(0); i >= 0; i = d.live.next(i + 1) {
		out = append(out, d.info(i))
	}
	for i := 1; i < len(out); i++ { // insertion sort by ID
		for j := i; j > 0 && out[j].ID < out[j-1].ID; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Bet returns the bet or call with the given ID, if it is on the layout.
func (d *Deal) Bet(id BetID) (BetInfo, bool) {
	i, ok := d.find(id)
	if !ok {
		return BetInfo{}, false
	}
	return d.info(i), true
}

func (d *Deal) info(i int) BetInfo {
	s := d.slotAt(i)
	bi := BetInfo{ID: s.id, Player: int(s.player()), PlacedAfter: s.placed(),
		Bet: Bet{Kind: s.kind(), Rank: s.r1(), Rank2: s.r2(), Coppered: s.copper(), Stake: s.stake()}}
	if bi.Bet.Kind == TurnCall {
		bi.Call, bi.CallKind = d.called[s.player()], s.callKind()
		bi.Call.Stake = bi.Bet.Stake
	}
	return bi
}

// Balance returns a player's net change this deal (the banker's is
// BankChange); 0 for an unknown player.
func (d *Deal) Balance(player int) engine.Amount {
	switch {
	case player < 0 || player >= d.n:
		return 0
	case player == d.banker:
		return d.bank
	}
	return d.balance[player]
}

// Holdings returns what a player has now: in Pharo the chips held off the
// layout (the banker: starting chips plus BankChange); in Pharaon the
// ledger balance (starting balance plus Balance). 0 for an unknown player.
func (d *Deal) Holdings(player int) engine.Amount {
	switch {
	case player < 0 || player >= d.n:
		return 0
	case player == d.banker:
		return d.start[player] + d.bank
	case d.rules.Profile == Pharo:
		return d.held(player)
	}
	return d.start[player] + d.balance[player]
}

// Staked returns the sum of a player's stakes (weights) on the layout.
func (d *Deal) Staked(player int) engine.Amount {
	if player < 0 || player >= d.n {
		return 0
	}
	return d.staked[player]
}

// StartHoldings returns what the player had when the deal began.
func (d *Deal) StartHoldings(player int) engine.Amount {
	if player < 0 || player >= d.n {
		return 0
	}
	return d.start[player]
}

// BankChange returns the bank's net change this deal: always minus the
// sum of the players' balances.
func (d *Deal) BankChange() engine.Amount { return d.bank }
