package odds

import "croupier/engine"

// StandingOdds is the value of a Pharo bet left on the layout, never
// moved, until it is collected (RULINGS.md, profile pharo): a single bet
// on one rank, or a split on two. Each time the bet is hit it is settled:
// a win pays 1:1 and the bet stays; a loss takes the stake and ends it; a
// doublet takes half and returns half, which ends it; a split whose one
// rank wins while the other loses in the same turn is a push and stays.
// It is returned without result when a covered rank is dead (for a split:
// either rank, as the engine decides) or at the end of the deal.
// Coppering swaps win and lose.
//
// Only where the covered ranks' cards lie matters: the Orders equally
// likely arrangements of them among the N places (C(N, c) for a single
// bet, N!/(a!·b!·(N−a−b)!) for a split). The other fields are totals over
// those orders; the Fractions divide them by Orders.
type StandingOdds struct {
	// Rank is the bet's rank; Rank2 the split's second rank (NoRank for a
	// single bet). Left and Left2 are their counts in the box.
	Rank, Rank2 engine.Rank
	Left, Left2 int
	CardsLeft   int
	Coppered    bool
	Orders      int64
	// GainHalves is the player's total gain over all orders, in half
	// stakes (a doublet costs 1, a loss 2, a win earns 2).
	GainHalves int64
	// Resolutions counts the turns that settle the bet (win, loss,
	// doublet); Wins those it wins; Pushes a split's pushes.
	Resolutions, Wins, Pushes int64
	// LostOrders, HalvedOrders and ReturnedOrders count the orders in
	// which the bet ends collected, halved by a doublet, or returned
	// (dead rank or end of deal); they add up to Orders.
	LostOrders, HalvedOrders, ReturnedOrders int64
	// PlayerEV is the player's expected total gain per unit staked;
	// BankEdge its opposite.
	PlayerEV, BankEdge Fraction
	// ExpectedResolutions, ExpectedWins, ExpectedPushes are the expected
	// numbers of such turns.
	ExpectedResolutions, ExpectedWins, ExpectedPushes Fraction
	// Lost, Halved, Returned are the chances of each ending.
	Lost, Halved, Returned Fraction
	// EdgePerResolution is BankEdge/ExpectedResolutions: the bank's edge
	// per unit actually settled (0 if the bet can never be settled).
	EdgePerResolution Fraction
}

// Standing returns the value of a single Pharo bet on rank r, plain or
// coppered, left standing from now on.
func Standing(b Box, r engine.Rank, coppered bool) (StandingOdds, error) {
	if err := checkRank(r); err != nil {
		return StandingOdds{}, err
	}
	ka, m := b.Count(r), b.Len()-b.Count(r)
	s := newStanding(ka, 0, m, false, coppered)
	s.Rank, s.Left = r, ka
	return s, nil
}

// Split returns the value of a Pharo split on ranks a and c, plain or
// coppered, left standing from now on. It does not check that the ranks
// are neighbours on the layout (faro.Neighbours does); they must differ.
func Split(b Box, a, c engine.Rank, coppered bool) (StandingOdds, error) {
	if err := checkRank(a); err != nil {
		return StandingOdds{}, err
	}
	if err := checkRank(c); err != nil {
		return StandingOdds{}, err
	}
	if a == c {
		return StandingOdds{}, &Error{Err: ErrSameRank, Rank: a, Rank2: c}
	}
	ka, kc := b.Count(a), b.Count(c)
	s := newStanding(ka, kc, b.Len()-ka-kc, true, coppered)
	s.Rank, s.Rank2, s.Left, s.Left2 = a, c, ka, kc
	return s, nil
}

// standSum holds totals over all orders of a state.
type standSum struct {
	orders, gain, res, wins, pushes int64
	lost, halved, returned          int64
}

// stander computes standSum for states (a, b, m): a cards of the first
// covered rank, b of the second, m others. It fills a table bottom-up,
// every state after those it leads to.
type stander struct {
	split  bool
	nb, nm int
	memo   []standSum
}

func (st *stander) at(a, b, m int) *standSum {
	return &st.memo[(a*(st.nb+1)+b)*(st.nm+1)+m]
}

// orders returns the number of orders of a filled state (0 if a count
// is negative).
func (st *stander) orders(a, b, m int) int64 {
	if a < 0 || b < 0 || m < 0 {
		return 0
	}
	return st.at(a, b, m).orders
}

// fill computes every state (a', b', m') up to (a, b, m) with the parity
// of a+b+m (a turn takes two cards, so no other state is reached).
func (st *stander) fill(a, b, m int) {
	for mm := 0; mm <= m; mm++ {
		for aa := 0; aa <= a; aa++ {
			for bb := 0; bb <= b; bb++ {
				if (aa+bb+mm)%2 == (a+b+m)%2 {
					*st.at(aa, bb, mm) = st.state(aa, bb, mm)
				}
			}
		}
	}
}

// state returns the totals of state (a, b, m) from the states after its
// first turn, which must be filled already.
func (st *stander) state(a, b, m int) standSum {
	s := standSum{orders: multinomial(a, b, m)}
	dead := a == 0 || (st.split && b == 0)
	if dead || a+b+m < 2 {
		s.returned = s.orders
		return s
	}
	// end adds the orders whose first turn ends the bet.
	end := func(w int64, lost bool) {
		s.res += w
		if lost {
			s.lost += w
			s.gain -= 2 * w
		} else {
			s.halved += w
			s.gain -= w
		}
	}
	// goOn adds the orders of a state reached after the first turn.
	goOn := func(a, b, m int, won, push bool) {
		if a < 0 || b < 0 || m < 0 {
			return
		}
		t := st.at(a, b, m)
		s.gain += t.gain
		s.res += t.res
		s.wins += t.wins
		s.pushes += t.pushes
		s.lost += t.lost
		s.halved += t.halved
		s.returned += t.returned
		if won {
			s.res += t.orders
			s.wins += t.orders
			s.gain += 2 * t.orders
		}
		if push {
			s.pushes += t.orders
		}
	}
	// Doublets of a covered rank.
	end(st.orders(a-2, b, m)+st.orders(a, b-2, m), false)
	// One covered rank on each card: a push.
	goOn(a-1, b-1, m, false, true)
	goOn(a-1, b-1, m, false, true)
	// A covered rank on one card only. Plain, it loses on the bank card
	// and wins on the player card; coppered, the reverse. Either way the
	// orders that lose and those that win continue from the same state,
	// so coppering changes nothing in the totals.
	end(st.orders(a-1, b, m-1)+st.orders(a, b-1, m-1), true)
	goOn(a-1, b, m-1, true, false)
	goOn(a, b-1, m-1, true, false)
	// Neither.
	goOn(a, b, m-2, false, false)
	return s
}

// newStanding fills a StandingOdds (without the ranks) for a bet covering
// a and b cards among a+b+m.
func newStanding(a, b, m int, split, copper bool) StandingOdds {
	st := stander{split: split, nb: b, nm: m}
	st.memo = make([]standSum, (a+1)*(b+1)*(m+1))
	st.fill(a, b, m)
	t := *st.at(a, b, m)
	o := StandingOdds{
		CardsLeft: a + b + m, Coppered: copper, Orders: t.orders,
		GainHalves: t.gain, Resolutions: t.res, Wins: t.wins, Pushes: t.pushes,
		LostOrders: t.lost, HalvedOrders: t.halved, ReturnedOrders: t.returned,
	}
	o.PlayerEV = ratio(t.gain, 2*t.orders)
	o.BankEdge = o.PlayerEV.Neg()
	o.ExpectedResolutions = ratio(t.res, t.orders)
	o.ExpectedWins = ratio(t.wins, t.orders)
	o.ExpectedPushes = ratio(t.pushes, t.orders)
	o.Lost = ratio(t.lost, t.orders)
	o.Halved = ratio(t.halved, t.orders)
	o.Returned = ratio(t.returned, t.orders)
	if t.res > 0 {
		o.EdgePerResolution = ratio(-t.gain, 2*t.res)
	}
	return o
}
