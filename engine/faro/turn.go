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
	vs := &d.verdicts.ranks
	if li == wi {
		vs = &d.verdicts.doublet
	}
	g0 := d.settle(0, onL[0]|onW[0], onL[0], onW[0], 1, vs[:])
	g1 := d.settle(1, onL[1]|onW[1], onL[1], onW[1], 1, vs[:])
	if h := &d.high; h[0]|h[1] != 0 { // RULINGS.md "High card": above wins, equal or below loses
		v := &d.verdicts.high
		switch {
		case w.Rank > l.Rank:
			v = &d.verdicts.higher
		case w.Rank == l.Rank:
			v = &d.verdicts.equal
		}
		g0 |= d.settleAll(0, h[0], v[:])
		g1 |= d.settleAll(1, h[1], v[:])
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
		g0 |= d.settleAll(0, onL[0]&^g0, d.verdicts.deadL[:])
		g1 |= d.settleAll(1, onL[1]&^g1, d.verdicts.deadL[:])
	}
	if wi != li && d.shown[wi] == engine.NumSuits {
		g0 |= d.settleAll(0, onW[0]&^g0, d.verdicts.deadW[:])
		g1 |= d.settleAll(1, onW[1]&^g1, d.verdicts.deadW[:])
	}
	if last {
		d.endDeal(hock, g0, g1)
	} else {
		d.take(0, g0, li, wi)
		d.take(1, g1, li, wi)
	}
	r.Turn, r.Loser, r.Winner, r.Hock, r.Doublet, r.pharo = t, l, w, hock, li == wi, d.rules.Profile == Pharo
	if n := len(d.log); n > d.first {
		r.log = d.log[d.first:n:n]
	}
	return r, nil
}

// settleCalls settles the calls on the last turn (RULINGS.md "Calling the
// turn"): a right call is paid its odds, a wrong one loses the stake.
// Their slots are cleared with the rest by endDeal.
func (d *Deal) settleCalls(l, w, hock engine.Card) {
	for i := d.calls.next(0); i >= 0; i = d.calls.next(i + 1) {
		s := &d.bets[i]
		c := &d.called[s.player()]
		o := settleCall(s.callKind(), c.Order, c.Colours, s.stake(), l, w, hock)
		v := [1]verdict{verdictOf(o.what, o.reason, onHock, -1, true)}
		if o.what == CallWon {
			v[0].mul = int8(s.callKind().Odds())
		}
		d.settleAll(i>>6, 1<<uint(i&63), v[:])
	}
}

// endDeal shows the hock and ends the deal (g0, g1: the bets that already
// left this turn): Pharo returns the stakes, Pharaon's waiting pronostics
// end without change (RULINGS.md profiles), and the layout is cleared.
func (d *Deal) endDeal(hock engine.Card, g0, g1 uint64) {
	hi := hock.Rank.Index()
	d.shown[hi]++
	d.over = true
	d.settle(0, d.live[0]&^g0&^d.calls[0], d.byRank[hi][0], 0, 0, d.verdicts.end[:])
	d.settle(1, d.live[1]&^g1&^d.calls[1], d.byRank[hi][1], 0, 0, d.verdicts.end[:])
	d.live, d.high, d.calls = slotSet{}, slotSet{}, slotSet{}
	d.byRank = [engine.NumRanks]slotSet{}
}

// settle logs and settles the bets in word k of the slot sets, x, in
// slot order: each by its verdict vs[inA | inB<<1 | coppered<<2], from its
// bits in the words a and b and, if copper is 1, its copper. It moves the
// money and the staked totals and returns the bets that leave, for take.
func (d *Deal) settle(k int, x, a, b, copper uint64, vs []verdict) (gone uint64) {
	if x == 0 {
		return 0
	}
	return d.settleWord(k, x, a, b, copper, vs)
}

func (d *Deal) settleWord(k int, x, a, b, copper uint64, vs []verdict) (gone uint64) {
	log, first := d.log, d.first
	var bank engine.Amount
	for ; x != 0; x &= x - 1 {
		j := uint(bits.TrailingZeros64(x))
		s := &d.bets[k<<6|int(j)]
		v := &vs[(a>>j&1)|(b>>j&1)<<1|(s.w>>slotCopper&copper)<<2]
		if len(log) == cap(log) {
			log, first = d.grow(log, first), 0
		}
		log = append(log, logged(s, v))
		p, stake := s.player(), s.stake()
		delta := engine.Amount(v.mul) * (stake >> v.half)
		d.balance[p] += delta
		bank += delta
		g := uint64(v.gone)
		gone |= g << j
		d.staked[p] -= stake * engine.Amount(g)
		d.spots[p] &^= g << s.spot()
	}
	d.log, d.first = log, first
	d.bank -= bank
	return gone
}

// settleAll settles every bet in word k of the slot sets, x, by the one
// verdict vs[0].
func (d *Deal) settleAll(k int, x uint64, vs []verdict) uint64 {
	return d.settle(k, x, 0, 0, 0, vs)
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
		s := &d.bets[k<<6|bits.TrailingZeros64(x)]
		d.byRank[s.r1().Index()][k] &^= x & -x
		d.byRank[s.r2().Index()][k] &^= x & -x
	}
	d.byRank[li][k] &^= gone
	d.byRank[wi][k] &^= gone
}
