package odds

import (
	"fmt"
	"math/big"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// boxOfCounts builds a box with counts[r] cards of each rank r (suits ♣
// ♦ ♥ ♠ in that order).
func boxOfCounts(t testing.TB, counts map[engine.Rank]int) Box {
	t.Helper()
	var cards []engine.Card
	for r, k := range counts {
		for s := 0; s < k; s++ {
			cards = append(cards, engine.NewCard(r, engine.Suit(s)))
		}
	}
	b, err := NewBox(cards)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// eachOrder calls f with every distinct order of the ranks in the box
// (each equally likely, since every order of ranks stands for the same
// number ∏c! of orders of cards), and returns their number.
func eachOrder(b Box, f func(seq []engine.Rank)) int64 {
	counts := b.Counts()
	seq := make([]engine.Rank, b.Len())
	var n int64
	var rec func(i int)
	rec = func(i int) {
		if i == len(seq) {
			n++
			f(seq)
			return
		}
		for ri, k := range counts {
			if k > 0 {
				counts[ri]--
				seq[i] = engine.Rank(ri + 1)
				rec(i + 1)
				counts[ri]++
			}
		}
	}
	rec(0)
	return n
}

// key labels one counted outcome: what, for which rank(s) and direction,
// and a detail letter.
type key struct {
	what   kind
	r, r2  engine.Rank
	copper bool
	sub    byte
}

// kind names what a key counts.
type kind uint8

const (
	kHigh kind = iota
	kAny
	kAnyN
	kNext
	kRest
	kRestN
	kHock
	kPron
	kStand
	kSplitSim
	kCanWin
	kCanLose
)

// with returns k with the detail letter sub.
func (k key) with(sub byte) key {
	k.sub = sub
	return k
}

// tally accumulates whole-number outcomes per key over all orders.
type tally map[key]int64

// want compares tally[key]/(den·orders) with got.
func (tl tally) want(t *testing.T, key key, den, orders int64, got Fraction) {
	t.Helper()
	w := new(big.Rat).SetFrac(big.NewInt(tl[key]), big.NewInt(den*orders))
	if got.Rat().Cmp(w) != 0 {
		t.Errorf("%+v: formula %v, enumeration %v", key, got, w.RatString())
	}
}

// bruteBoxes are the small boxes checked by enumeration: N from 2 to 9,
// even and odd (with a hock), with every multiplicity 1..4.
func bruteBoxes() []map[engine.Rank]int {
	A, K, Q, J, S := engine.Ace, engine.King, engine.Queen, engine.Jack, engine.Seven
	return []map[engine.Rank]int{
		{A: 2}, {A: 1, K: 1}, {A: 2, K: 1}, {A: 1, K: 1, Q: 1}, {A: 3},
		{A: 4}, {A: 2, K: 2}, {A: 3, K: 1}, {A: 1, K: 1, Q: 1, J: 1},
		{A: 4, K: 1}, {A: 2, K: 2, Q: 1}, {A: 3, K: 2}, {A: 1, K: 1, Q: 1, J: 1, S: 1},
		{A: 4, K: 2}, {A: 3, K: 3}, {A: 2, K: 2, Q: 2}, {A: 1, K: 3, Q: 1, J: 1},
		{A: 4, K: 3}, {A: 3, K: 2, Q: 1, J: 1}, {A: 2, K: 2, Q: 2, J: 1},
		{A: 4, K: 4}, {A: 4, K: 2, Q: 1, J: 1}, {A: 3, K: 3, Q: 2},
		{A: 4, K: 3, Q: 2}, {A: 4, K: 4, Q: 1}, {A: 3, K: 2, Q: 2, J: 1, S: 1},
		{A: 2, K: 2, Q: 2, J: 2, S: 1},
	}
}

// TestBruteForce checks every exact figure against direct counting over
// all orders of small boxes (RULINGS.md "Faro: what both profiles share";
// "Casekeeper"; profiles pharo and pharaon).
func TestBruteForce(t *testing.T) {
	for _, counts := range bruteBoxes() {
		b := boxOfCounts(t, counts)
		t.Run(fmt.Sprint(b.Cards()), func(t *testing.T) { checkByEnumeration(t, b) })
	}
}

// TestBruteForceRandom does the same for seeded random small boxes drawn
// from two to four ranks.
func TestBruteForceRandom(t *testing.T) {
	rng := engine.NewRand(7)
	for i := 0; i < 40; i++ {
		nr := 2 + rng.IntN(3)
		var pool []engine.Card
		for _, x := range rng.Perm(engine.NumRanks)[:nr] {
			for s := engine.Suit(0); s < engine.NumSuits; s++ {
				pool = append(pool, engine.NewCard(engine.Rank(x+1), s))
			}
		}
		engine.Shuffle(pool, rng)
		n := min(2+rng.IntN(8), len(pool))
		b, err := NewBox(pool[:n])
		if err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprint(b.Cards()), func(t *testing.T) { checkByEnumeration(t, b) })
	}
}

// checkByEnumeration compares every figure for box b with counts over all
// its orders.
func checkByEnumeration(t *testing.T, b Box) {
	tl := tally{}
	var ranks []engine.Rank // the ranks in the box, and one dead rank
	for _, r := range engine.AllRanks() {
		if b.Count(r) > 0 || r == engine.Five {
			ranks = append(ranks, r)
		}
	}
	sim := newSimulator(b)
	pairs := SplitPairs()
	orders := eachOrder(b, func(seq []engine.Rank) {
		// Every split of the layout whose ranks are both in the box (the
		// others are returned at once: nothing to count), for the
		// simulator and Assess.
		for i, pr := range pairs {
			if b.Count(pr[0]) == 0 || b.Count(pr[1]) == 0 {
				continue
			}
			s := standing(seq, pr[0], pr[1], false)
			tl[key{what: kSplitSim, r: pr[0], r2: pr[1]}] += int64(s.gain)
			if s.wins > 0 {
				tl[key{what: kCanWin, r: pr[0], r2: pr[1], sub: byte(i)}]++
			}
			if s.end == 'l' || s.end == 'h' {
				tl[key{what: kCanLose, r: pr[0], r2: pr[1], sub: byte(i)}]++
			}
		}
		tl[key{what: kHigh}] += int64(highCard(seq))
		if highCard(seq) > 0 {
			tl[key{what: kCanWin, sub: 'h'}]++
		} else {
			tl[key{what: kCanLose, sub: 'h'}]++
		}
		if doubletsOf(seq, engine.NoRank) > 0 {
			tl[key{what: kAny}]++
		}
		tl[key{what: kAnyN}] += int64(doubletsOf(seq, engine.NoRank))
		for _, r := range ranks {
			tl[key{what: kNext, r: r, sub: firstTurn(seq, r)}]++
			if doubletsOf(seq, r) > 0 {
				tl[key{what: kRest, r: r}]++
			}
			tl[key{what: kRestN, r: r}] += int64(doubletsOf(seq, r))
			if len(seq)%2 == 1 && seq[len(seq)-1] == r {
				tl[key{what: kHock, r: r}]++
			}
			s := standing(seq, r, engine.NoRank, false)
			if s.wins > 0 {
				tl[key{what: kCanWin, r: r, sub: 's'}]++
			}
			if s.end == 'l' || s.end == 'h' {
				tl[key{what: kCanLose, r: r, sub: 's'}]++
			}
			switch _, how := pronosticGain(seq, r, false); how {
			case 'w':
				tl[key{what: kCanWin, r: r, sub: 'p'}]++
			case 'l', 'd':
				tl[key{what: kCanLose, r: r, sub: 'p'}]++
			}
			for _, cop := range []bool{false, true} {
				g, how := pronosticGain(seq, r, cop)
				tl[key{what: kPron, r: r, copper: cop}] += int64(g)
				tl[key{what: kPron, r: r, copper: cop, sub: how}]++
				for _, r2 := range ranks {
					if r2 == r {
						r2 = engine.NoRank
					} else if r2 < r {
						continue
					}
					s := standing(seq, r, r2, cop)
					k := key{what: kStand, r: r, r2: r2, copper: cop}
					tl[k] += int64(s.gain)
					tl[k.with('R')] += int64(s.resolutions)
					tl[k.with('W')] += int64(s.wins)
					tl[k.with('P')] += int64(s.pushes)
					tl[k.with(s.end)]++
				}
			}
		}
		// The simulator's own bookkeeping, fed this order.
		for i, r := range seq {
			sim.cards[i] = uint8(r.Index() * engine.NumSuits)
		}
		sim.deal()
	})
	var want big.Int
	want.Quo(factorialOf(b.Len()), prodFact(b))
	if want.Cmp(big.NewInt(orders)) != 0 {
		t.Fatalf("enumerated %d orders, want %v", orders, &want)
	}
	if b.Len() >= 2 {
		h, err := HighCard(b)
		if err != nil {
			t.Fatal(err)
		}
		tl.want(t, key{what: kHigh}, 1, orders, h.PlayerEV)
		a, err := Assess(b, faro.Pharo, faro.Bet{Kind: faro.HighCard})
		if err != nil {
			t.Fatal(err)
		}
		checkAssessment(t, a, h.BankEdge, one, tl[key{what: kCanWin, sub: 'h'}] > 0, tl[key{what: kCanLose, sub: 'h'}] > 0)
	}
	a := AnyDoublet(b)
	if a.Orders.Int64() != orders {
		t.Errorf("AnyDoublet.Orders %v, want %d", a.Orders, orders)
	}
	tl.want(t, key{what: kAny}, 1, orders, a.AtLeastOne)
	tl.want(t, key{what: kAnyN}, 1, orders, a.Expected)
	est := sim.estimates()
	for i, pr := range pairs {
		sp, _ := Split(b, pr[0], pr[1], false)
		tl.want(t, key{what: kSplitSim, r: pr[0], r2: pr[1]}, 2, orders, sp.PlayerEV)
		tl.want(t, key{what: kSplitSim, r: pr[0], r2: pr[1]}, 2, orders, est.Splits[i].MeanFraction())
		a, err := Assess(b, faro.Pharo, faro.Bet{Kind: faro.Split, Rank: pr[1], Rank2: pr[0], Coppered: i%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		canWin := tl[key{what: kCanWin, r: pr[0], r2: pr[1], sub: byte(i)}] > 0
		canLose := tl[key{what: kCanLose, r: pr[0], r2: pr[1], sub: byte(i)}] > 0
		checkAssessment(t, a, sp.BankEdge, sp.ExpectedResolutions, canWin, canLose)
	}
	tl.want(t, key{what: kAny}, 1, orders, est.AnyDoublet.MeanFraction())
	tl.want(t, key{what: kHigh}, 1, orders, est.HighCard.MeanFraction())
	for _, r := range ranks {
		nt, err := NextTurn(b, r)
		if err != nil {
			t.Fatal(err)
		}
		re := est.Ranks[r.Index()]
		for _, c := range []struct {
			k          byte
			got, simul Fraction
		}{{'d', nt.Doublet, re.NextDoublet.MeanFraction()}, {'l', nt.Lose, re.NextLose.MeanFraction()},
			{'w', nt.Win, re.NextWin.MeanFraction()}, {'u', nt.Untouched, re.NextUntouched.MeanFraction()}} {
			tl.want(t, key{what: kNext, r: r, sub: c.k}, 1, orders, c.got)
			tl.want(t, key{what: kNext, r: r, sub: c.k}, 1, orders, c.simul)
		}
		tl.want(t, key{what: kNext, r: r, sub: 'd'}, 2, orders, nt.BankEdge)
		rd, _ := RestOfDeal(b, r)
		tl.want(t, key{what: kRest, r: r}, 1, orders, rd.AtLeastOne)
		tl.want(t, key{what: kRest, r: r}, 1, orders, re.RestDoublet.MeanFraction())
		tl.want(t, key{what: kRestN, r: r}, 1, orders, rd.Expected)
		tl.want(t, key{what: kHock, r: r}, 1, orders, rd.InHock)
		for _, pr := range []faro.Profile{faro.Pharo, faro.Pharaon} {
			sub := byte('s')
			edge, settled := Fraction{}, Fraction{}
			if pr == faro.Pharaon {
				sub = 'p'
				p, _ := Pronostic(b, r, false)
				edge, settled = p.BankEdge, one.Sub(p.Unresolved)
				tl.want(t, key{what: kPron, r: r, sub: 'u'}, 1, orders, one.Sub(settled))
			} else {
				s, _ := Standing(b, r, false)
				edge, settled = s.BankEdge, s.ExpectedResolutions
			}
			a, err := Assess(b, pr, faro.Bet{Kind: faro.Single, Rank: r})
			if err != nil {
				t.Fatal(err)
			}
			checkAssessment(t, a, edge, settled, tl[key{what: kCanWin, r: r, sub: sub}] > 0, tl[key{what: kCanLose, r: r, sub: sub}] > 0)
		}
		for _, cop := range []bool{false, true} {
			p, _ := Pronostic(b, r, cop)
			k := key{what: kPron, r: r, copper: cop}
			tl.want(t, k, 2, orders, p.PlayerEV)
			tl.want(t, k.with('w'), 1, orders, p.Win)
			tl.want(t, k.with('l'), 1, orders, p.Lose)
			tl.want(t, k.with('d'), 1, orders, p.Doublet)
			tl.want(t, k.with('u'), 1, orders, p.Unresolved)
			if !cop {
				tl.want(t, k, 2, orders, re.Pronostic.MeanFraction())
			}
			for _, r2 := range ranks {
				var s StandingOdds
				switch {
				case r2 == r:
					r2 = engine.NoRank
					s, _ = Standing(b, r, cop)
				case r2 < r:
					continue
				default:
					s, _ = Split(b, r, r2, cop)
				}
				k := key{what: kStand, r: r, r2: r2, copper: cop}
				tl.want(t, k, 2, orders, s.PlayerEV)
				tl.want(t, k.with('R'), 1, orders, s.ExpectedResolutions)
				tl.want(t, k.with('W'), 1, orders, s.ExpectedWins)
				tl.want(t, k.with('P'), 1, orders, s.ExpectedPushes)
				tl.want(t, k.with('l'), 1, orders, s.Lost)
				tl.want(t, k.with('h'), 1, orders, s.Halved)
				tl.want(t, k.with('r'), 1, orders, s.Returned)
				if r2 == engine.NoRank && !cop {
					tl.want(t, k, 2, orders, re.Standing.MeanFraction())
				}
			}
		}
	}
}

// checkAssessment compares an Assessment with figures found by
// enumeration: the edge, the expected settlements, whether some order
// wins or loses; and the Alert those imply (see Alert).
func checkAssessment(t *testing.T, a Assessment, edge, settled Fraction, canWin, canLose bool) {
	t.Helper()
	per := Fraction{}
	if !settled.IsZero() {
		per, _ = edge.Quo(settled)
	}
	alert := NoAlert
	switch {
	case !canWin && !canLose:
		alert = AlertNoAction
	case !canWin:
		alert = AlertCannotWin
	case edge.Cmp(ratio(1, 17)) > 0:
		alert = AlertCostly
	}
	if !a.Edge.Equal(edge) || !a.PlayerEV.Equal(edge.Neg()) || !a.Settlements.Equal(settled) || !a.PerSettlement.Equal(per) ||
		a.CanWin != canWin || a.CanLose != canLose || a.Alert != alert {
		t.Errorf("%v %v: edge %v settled %v per %v win %v lose %v alert %v; want %v %v %v %v %v %v",
			a.Model, a.Bet, a.Edge, a.Settlements, a.PerSettlement, a.CanWin, a.CanLose, a.Alert, edge, settled, per, canWin, canLose, alert)
	}
}

// factorialOf returns n! (computed here, not by the package).
func factorialOf(n int) *big.Int {
	return new(big.Int).MulRange(1, int64(max(n, 1)))
}

// prodFact returns ∏ c! over the ranks of b.
func prodFact(b Box) *big.Int {
	p := big.NewInt(1)
	for _, c := range b.Counts() {
		p.Mul(p, factorialOf(c))
	}
	return p
}
