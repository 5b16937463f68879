package faro

import (
	"math/bits"

	"croupier/engine"
)

// NextTurn draws the next turn — the bank card (loser), then the player
// card (winner) — and settles it (RULINGS.md "Faro: what both profiles
// share"): bets on the two ranks win, lose, or lose half on a doublet;
// Pharo bets that win stay on the layout, Pharaon pronostics are resolved
// and gone; high-card bets are settled and removed; then bets on a rank
// the turn killed are returned. The 25th turn also settles the calls,
// shows the hock and ends the deal: every bet still on the layout ends
// without change (Pharo: the stake goes back to its owner).
//
// The result and its Events are the deal's reused buffers, valid until
// the next NextTurn or Reset (TurnResult.Clone keeps them). After the
// last turn NextTurn returns ErrDealOver.
func (d *Deal) NextTurn() (*TurnResult, error) {
	if d.over {
		return nil, d.refuse(&RuleError{Rule: RuleDealOver, Err: ErrDealOver, Player: -1})
	}
	if d.n == 0 { // a zero Deal, not made by NewDeal
		return nil, &RuleError{Rule: RulePlayers, Err: ErrBadPlayers, Player: -1}
	}
	t := d.turn + 1
	l, w := d.deck[2*t-1], d.deck[2*t]
	d.turn = t
	d.shown[l.Rank.Index()]++
	d.shown[w.Rank.Index()]++
	d.events = d.events[:0]
	lr, wr := l.Rank, w.Rank
	pharo := d.rules.Profile == Pharo

	hit := d.byRank[lr.Index()].or(d.byRank[wr.Index()])
	for k, x := range hit {
		for ; x != 0; x &= x - 1 {
			i := k<<6 | bits.TrailingZeros64(x)
			s := &d.bets[i]
			st := settleRanks(s.r1, s.r2, s.copper, s.stake, lr, wr)
			card := w
			if st.reason == ReasonLoserCard {
				card = l
			}
			d.emit(i, st, card, st.what == Push || (pharo && st.what == Won), pharo)
		}
	}
	for k, x := range d.high {
		for ; x != 0; x &= x - 1 {
			i := k<<6 | bits.TrailingZeros64(x)
			d.emit(i, settleHigh(d.bets[i].stake, lr, wr), w, false, pharo)
		}
	}
	var hock engine.Card
	if t == Turns {
		hock = d.deck[engine.DeckSize-1]
		for i := d.calls.next(0); i >= 0; i = d.calls.next(i + 1) {
			s := &d.bets[i]
			c := &d.called[s.player]
			d.emit(i, settleCall(s.callKind, c.Order, c.Colours, s.stake, l, w, hock), hock, false, pharo)
		}
	}
	if d.shown[lr.Index()] == engine.NumSuits {
		d.sweepDead(l)
	}
	if wr != lr && d.shown[wr.Index()] == engine.NumSuits {
		d.sweepDead(w)
	}
	if t == Turns {
		d.shown[hock.Rank.Index()]++
		d.over = true
		d.endOfDeal(hock)
	}
	r := &d.result // field by field: a whole-struct copy costs a runtime call
	r.Turn, r.Loser, r.Winner, r.Hock, r.Doublet = t, l, w, hock, lr == wr
	r.Events = d.events[:len(d.events):len(d.events)] // a caller's append copies, never writes into buf
	return r, nil
}

// sweepDead returns every bet on c's rank, c having been the rank's last
// card (RULINGS.md "Casekeeper": returned without result right after the
// turn that killed it; a split goes as soon as either rank is dead).
func (d *Deal) sweepDead(c engine.Card) {
	back := outcome{what: Returned, reason: ReasonDeadRank, rule: codeDeadRank}
	pharo := d.rules.Profile == Pharo
	for k, x := range d.byRank[c.Rank.Index()] {
		for ; x != 0; x &= x - 1 {
			d.emit(k<<6|bits.TrailingZeros64(x), back, c, false, pharo)
		}
	}
}

// endOfDeal ends every bet still on the layout after the hock: Pharo
// returns the stakes (RULINGS.md profile pharo), Pharaon's waiting
// pronostics end without change (profile pharaon).
func (d *Deal) endOfDeal(hock engine.Card) {
	rule := codeEndReturn
	if d.rules.Profile == Pharaon {
		rule = codeEndUnresolved
	}
	for i := d.live.next(0); i >= 0; i = d.live.next(i + 1) {
		s := &d.bets[i]
		st := outcome{what: EndOfDeal, reason: ReasonEndOfDeal, rule: rule}
		card := engine.Card{}
		if s.r1 == hock.Rank || s.r2 == hock.Rank {
			st.reason, card = ReasonHock, hock
		}
		d.emit(i, st, card, false, rule == codeEndReturn)
	}
}

// emit records the settlement of slot i, moves the money (pharo: also the
// holdings) and, unless the bet stays, takes it off the layout.
func (d *Deal) emit(i int, st outcome, card engine.Card, stays, pharo bool) {
	s := &d.bets[i]
	p := s.player
	n := len(d.events)
	if n == cap(d.events) {
		d.events = append(d.events, Event{})
	} else {
		d.events = d.events[:n+1]
	}
	ev := &d.events[n]
	ev.Player, ev.Bet, ev.Kind, ev.Rank, ev.Rank2 = int(p), s.id, s.kind, s.r1, s.r2
	ev.Coppered, ev.CallKind = s.copper, s.callKind
	ev.What, ev.Reason, ev.rule = st.what, st.reason, st.rule
	ev.Card, ev.Stake, ev.Delta, ev.Stays = card, s.stake, st.delta, stays
	d.balance[p] += st.delta
	d.bank -= st.delta
	var back engine.Amount
	if pharo {
		back = st.delta
		if !stays {
			back += s.stake
		}
		d.held[p] += back
	}
	ev.ToHoldings = back
	if !stays {
		d.drop(i)
	}
}
