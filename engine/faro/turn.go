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
// The result owns its events (see TurnResult.Events). After the last turn
// NextTurn returns ErrDealOver.
func (d *Deal) NextTurn() (r TurnResult, err error) {
	if d.over {
		return TurnResult{}, d.refuse(&RuleError{Rule: RuleDealOver, Err: ErrDealOver, Player: -1})
	}
	if d.n == 0 { // a zero Deal, not made by NewDeal
		return TurnResult{}, &RuleError{Rule: RulePlayers, Err: ErrBadPlayers, Player: -1}
	}
	t := d.turn + 1
	l, w := d.deck[2*t-1], d.deck[2*t]
	li, wi := l.Rank.Index(), w.Rank.Index()
	d.turn = t
	d.shown[li]++
	d.shown[wi]++
	d.first = len(d.log) // where this turn's entries begin (see grow)

	// The slot sets are two words each: the turn works on both words of
	// each group in turn, in scalars (g0, g1: the bets that leave).
	onL, onW := &d.byRank[li], &d.byRank[wi]
	var g0, g1 uint64
	if li == wi { // a doublet: every bet on the rank loses half
		g0 = d.settle(0, onL[0], &d.verdicts.halfLost)
		g1 = d.settle(1, onL[1], &d.verdicts.halfLost)
	} else {
		g0 = d.settleRanks(0, onL[0], onW[0])
		g1 = d.settleRanks(1, onL[1], onW[1])
	}
	if h := &d.high; h[0]|h[1] != 0 { // RULINGS.md "High card": above wins, equal or below loses
		v := &d.verdicts.lower
		switch {
		case w.Rank > l.Rank:
			v = &d.verdicts.higher
		case w.Rank == l.Rank:
			v = &d.verdicts.equal
		}
		g0 |= d.settle(0, h[0], v)
		g1 |= d.settle(1, h[1], v)
	}
	last := t == Turns
	var hock engine.Card
	if last {
		hock = d.deck[engine.DeckSize-1]
		d.settleCalls(l, w, hock)
	}
	// RULINGS.md "Casekeeper": bets on a rank the turn killed are returned
	// without result (a split as soon as either of its ranks is dead).
	if d.shown[li] == engine.NumSuits {
		g0 |= d.settle(0, onL[0]&^g0, &d.verdicts.deadL)
		g1 |= d.settle(1, onL[1]&^g1, &d.verdicts.deadL)
	}
	if wi != li && d.shown[wi] == engine.NumSuits {
		g0 |= d.settle(0, onW[0]&^g0, &d.verdicts.deadW)
		g1 |= d.settle(1, onW[1]&^g1, &d.verdicts.deadW)
	}
	if last {
		d.endDeal(hock, g0, g1)
	} else {
		d.take(0, g0, li, wi)
		d.take(1, g1, li, wi)
	}
	r.Turn, r.Loser, r.Winner, r.Hock, r.Doublet, r.pharo = t, l, w, hock, li == wi, d.rules.Profile == Pharo
	d.keep(&r)
	return r, nil
}

// keep hands the turn's entries, logged from d.first on, to its result:
// the first inlineEvents into the result itself, the rest stay in the log
// for good (moved down to d.first); the log then ends after them.
func (d *Deal) keep(r *TurnResult) {
	turn := d.log[d.first:]
	k := copy(r.first[:], turn)
	r.n = uint8(k)
	end := d.first
	if len(turn) > k {
		end += copy(turn, turn[k:])
		r.more = d.log[d.first:end:end]
	}
	d.log = d.log[:end]
}

// settleCalls settles the calls on the last turn (RULINGS.md "Calling the
// turn"): a right call is paid its odds, a wrong one loses the stake.
// Their slots are cleared with the rest by endDeal.
func (d *Deal) settleCalls(l, w, hock engine.Card) {
	for i := d.calls.next(0); i >= 0; i = d.calls.next(i + 1) {
		s := d.slotAt(i)
		c := &d.called[s.player()]
		o := settleCall(s.callKind(), c.Order, c.Colours, s.stake(), l, w, hock)
		mul := int8(-1)
		if o.what == CallWon {
			mul = int8(s.callKind().Odds())
		}
		v := verdictOf(o.what, o.reason, onHock, mul, true)
		d.settle(i>>6, 1<<uint(i&63), &v)
	}
}

// endDeal shows the hock and ends the deal (g0, g1: the bets that already
// left this turn): Pharo returns the stakes, Pharaon's waiting pronostics
// end without change (RULINGS.md profiles), and the layout is cleared.
func (d *Deal) endDeal(hock engine.Card, g0, g1 uint64) {
	hi := hock.Rank.Index()
	d.shown[hi]++
	d.over = true
	for k, h := range d.byRank[hi] {
		left := d.live[k] &^ d.calls[k]
		if k == 0 {
			left &^= g0
		} else {
			left &^= g1
		}
		d.settle(k, left&h, &d.verdicts.hock)
		d.settle(k, left&^h, &d.verdicts.end)
	}
	d.live, d.high, d.calls = slotSet{}, slotSet{}, slotSet{}
	d.byRank = [engine.NumRanks]slotSet{}
}

// settleRanks settles the bets in word k of the slot sets on the ranks
// of a turn that is no doublet, l and w the words of the sets of the
// loser's and the winner's rank: a bet on one of them loses or wins by the
// card (coppered: the other way round), a split on both is a push. It
// returns the bets that leave.
func (d *Deal) settleRanks(k int, l, w uint64) uint64 {
	if l|w == 0 {
		return 0
	}
	return d.settleRanksWord(k, l, w)
}

func (d *Deal) settleRanksWord(k int, l, w uint64) uint64 {
	c, vs := d.copper[k], &d.verdicts
	both := l & w
	l, w = l&^both, w&^both
	gone := d.settle(k, l&^c, &vs.lostL) | d.settle(k, l&c, &vs.wonL)
	gone |= d.settle(k, w&^c, &vs.wonW) | d.settle(k, w&c, &vs.lostW)
	return gone | d.settle(k, both, &vs.push)
}

// settle logs and settles the bets in word k of the slot sets, x, all by
// the verdict v: it moves the money and the staked totals and returns the
// bets that leave, for take. The log keeps the turn's groups in this
// order, a group's outcomes one after the other (see TurnResult.Events).
func (d *Deal) settle(k int, x uint64, v *verdict) (gone uint64) {
	if x == 0 {
		return 0
	}
	return d.settleWord(k, x, v)
}

func (d *Deal) settleWord(k int, x uint64, v *verdict) (gone uint64) {
	if room := cap(d.log) - len(d.log); room < 64 && room < bits.OnesCount64(x) {
		d.grow(bits.OnesCount64(x))
	}
	if v.gone {
		d.settleGone(k, x, v)
		return x
	}
	d.settleStay(k, x, v)
	return 0
}

// settleGone settles bets that leave the layout (settle's loop, without
// a call: the log has room).
func (d *Deal) settleGone(k int, x uint64, v *verdict) {
	log, n, bets := d.log[:cap(d.log)], len(d.log), d.slots(k)
	tag, halves := uint64(v.logged)<<logWhat, engine.Amount(v.halves)
	var sum engine.Amount // of the stakes: the deltas are halves × stake / 2 (stakes are even in halves)
	for ; x != 0; x &= x - 1 {
		s := bets[bits.TrailingZeros64(x)&63]
		log[n] = settlement{id: s.id, w: s.w&^logMask | tag}
		n++
		p, stake := s.player(), s.stake()
		d.balance[p] += halves * stake >> 1
		d.staked[p] -= stake
		d.spots[p] &^= 1 << s.spot()
		sum += stake
	}
	d.log = d.log[:n] // the length only: no pointer written, no write barrier
	d.bank -= halves * sum >> 1
}

// settleStay settles bets that stay on the layout: a Pharo bet that won,
// a split's push.
func (d *Deal) settleStay(k int, x uint64, v *verdict) {
	log, n, bets := d.log[:cap(d.log)], len(d.log), d.slots(k)
	tag, halves := uint64(v.logged)<<logWhat, engine.Amount(v.halves)
	var sum engine.Amount
	for ; x != 0; x &= x - 1 {
		s := bets[bits.TrailingZeros64(x)&63]
		log[n] = settlement{id: s.id, w: s.w&^logMask | tag}
		n++
		p, stake := s.player(), s.stake()
		d.balance[p] += halves * stake >> 1
		sum += stake
	}
	d.log = d.log[:n] // the length only: no pointer written, no write barrier
	d.bank -= halves * sum >> 1
}

// take takes the bets in word k of the slot sets, gone, off the layout's
// sets; it moves no money. Every bet in gone is on rank li or wi, a
// high-card bet or a call; a split also leaves its other rank.
func (d *Deal) take(k int, gone uint64, li, wi int) {
	if gone != 0 {
		d.takeWord(k, gone, li, wi)
	}
}

func (d *Deal) takeWord(k int, gone uint64, li, wi int) {
	d.live[k] &^= gone
	d.high[k] &^= gone
	d.calls[k] &^= gone
	for x := gone & d.split[k]; x != 0; x &= x - 1 {
		s := d.slotAt(k<<6 | bits.TrailingZeros64(x))
		d.byRank[s.r1().Index()][k] &^= x & -x
		d.byRank[s.r2().Index()][k] &^= x & -x
	}
	d.byRank[li][k] &^= gone
	d.byRank[wi][k] &^= gone
}
