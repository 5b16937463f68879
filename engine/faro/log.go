package faro

import "croupier/engine"

// settlement is the record of one settlement: the bet as it stood when a
// turn settled it (its slot, with the spot and turn placed replaced by
// the verdict's outcome, reason and card) in two words. The Event, with
// its delta, rule and the money moved, is built from it only when asked
// for (TurnResult.Events): a turn writes nothing more. A turn writes its
// settlements to the deal's log, and keep hands them to its result.
type settlement slot

// Bit positions of the verdict in a settlement's word (over the slot's
// spot and placed, see slotSpot).
const (
	logWhat   = slotSpot      // 4 bits: Outcome
	logReason = logWhat + 4   // 4 bits: Reason
	logCard   = logReason + 4 // 2 bits: whichCard
	logMask   = slotLow &^ slotBetMask
	_         = uint(slotStake - (logCard + 2)) // the verdict fits below the stake
)

func (e *settlement) bet() slot       { return slot(*e) }
func (e *settlement) what() Outcome   { return Outcome(e.w>>logWhat) & 15 }
func (e *settlement) reason() Reason  { return Reason(e.w>>logReason) & 15 }
func (e *settlement) card() whichCard { return whichCard(e.w>>logCard) & 3 }

// The log grows in chunks, each twice the size of the one before, from
// logChunk entries (512 bytes, the first in the Deal itself) up to
// logChunkMax (64 KiB). Only a busy
// turn's settlements beyond the inlineEvents a TurnResult holds stay in
// the log (nine punters with five bets each leave about eight a deal), so
// that a Deal that is Reset many times allocates rarely and a single deal
// a few hundred bytes at most.
const (
	logChunk    = 32
	logChunkMax = 4096
)

// grow gives d's log room for n more entries of the current turn: a new
// chunk that starts with this turn's entries so far. The old chunk stays
// with the results that hold it and is never written again.
func (d *Deal) grow(n int) {
	turn := d.log[d.first:]
	size := min(max(logChunk, 2*cap(d.log)), logChunkMax)
	fresh := make([]settlement, len(turn), max(size, 2*(len(turn)+n)))
	copy(fresh, turn)
	d.log, d.first = fresh, 0
}

// delta is a player's net change for an outcome on a stake: the stake won
// or lost, half of it on a doublet, a call's odds times it, or nothing.
func delta(what Outcome, stake engine.Amount, call CallKind) engine.Amount {
	switch what {
	case Won:
		return stake
	case Lost, CallLost:
		return -stake
	case HalfLost:
		return -stake / 2
	case CallWon:
		return stake * engine.Amount(call.Odds())
	}
	return 0
}

// stays reports whether a bet is still on the layout after the outcome: a
// split's push, and a Pharo bet on ranks that won (RULINGS.md profile
// pharo: "a winning bet stays"); everything else leaves.
func stays(what Outcome, kind BetKind, pharo bool) bool {
	return what == Push || (pharo && what == Won && kind != HighCard)
}

// rule is the rule that settled the entry (see newVerdicts).
func (e *settlement) rule(pharo bool) ruleCode {
	b := e.bet()
	switch e.what() {
	case Won, Lost:
		switch {
		case b.kind() == HighCard:
			return codeHighCard
		case b.kind() == Split:
			return codeSplit
		case e.reason() == ReasonLoserCard:
			return codeLoserCard
		}
		return codeWinnerCard
	case HalfLost:
		return codeDoublet
	case Push:
		return codeSplitOneEach
	case Returned:
		return codeDeadRank
	case EndOfDeal:
		if pharo {
			return codeEndReturn
		}
		return codeEndUnresolved
	case CallWon, CallLost:
		switch b.callKind() {
		case CallFoster:
			return codeFoster
		case CallCatHop:
			return codeCallCatHop
		}
		return codeCallThreeRanks
	}
	return noRule
}

// event builds the Event of the entry, logged in turn r.
func (e *settlement) event(r *TurnResult) Event {
	pharo := r.pharo
	b := e.bet()
	what, stake := e.what(), b.stake()
	ev := Event{
		Player: int(b.player()), Bet: b.id, Kind: b.kind(), Rank: b.r1(), Rank2: b.r2(),
		Coppered: b.copper(), CallKind: b.callKind(), What: what, Reason: e.reason(),
		rule: e.rule(pharo), Card: r.card(e.card()), Stake: stake,
		Delta: delta(what, stake, b.callKind()), Stays: stays(what, b.kind(), pharo),
	}
	if pharo {
		ev.ToHoldings = ev.Delta
		if !ev.Stays {
			ev.ToHoldings += stake
		}
	}
	return ev
}

// card returns the card of the turn that c names.
func (r *TurnResult) card(c whichCard) engine.Card {
	switch c {
	case onLoser:
		return r.Loser
	case onWinner:
		return r.Winner
	case onHock:
		return r.Hock
	}
	return engine.Card{}
}
