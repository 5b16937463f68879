package odds

import (
	"math/big"

	"croupier/engine"
)

// DoubletOdds is the chance of at least one doublet of one rank before
// the deal ends. Only where the rank's c cards lie matters: the
// Placements = C(N, c) sets of c places among the N are equally likely.
// The first 2·Turns places form the turns; with an odd N the last place
// is the hock, which belongs to no turn.
type DoubletOdds struct {
	Rank            engine.Rank
	Left, CardsLeft int
	Turns           int
	Hock            bool
	Placements      int64
	// NoDoubletPlacements counts the sets with at most one card of the
	// rank in every turn: C(T, c)·2^c (each card in its own turn, first
	// or second) plus, with a hock, C(T, c−1)·2^(c−1) (one card in the
	// hock).
	NoDoubletPlacements int64
	// None = NoDoubletPlacements/Placements; AtLeastOne = 1 − None.
	None, AtLeastOne Fraction
	// Expected is the expected number of doublets of the rank:
	// T·c·(c−1)/(N·(N−1)).
	Expected Fraction
	// InHock is the chance that the hock is of this rank: c/N with a
	// hock, else 0.
	InHock Fraction
}

// RestOfDeal returns the chance of a doublet of rank r in the turns that
// remain.
func RestOfDeal(b Box, r engine.Rank) (DoubletOdds, error) {
	if err := checkRank(r); err != nil {
		return DoubletOdds{}, err
	}
	n, c := b.Len(), b.Count(r)
	t := n / 2
	d := DoubletOdds{Rank: r, Left: c, CardsLeft: n, Turns: t, Hock: n%2 == 1}
	d.Placements = binom(n, c)
	d.NoDoubletPlacements = binom(t, c) << uint(c)
	if d.Hock && c >= 1 {
		d.NoDoubletPlacements += binom(t, c-1) << uint(c-1)
	}
	d.None = ratio(d.NoDoubletPlacements, d.Placements)
	d.AtLeastOne = ratio(d.Placements-d.NoDoubletPlacements, d.Placements)
	if n >= 2 {
		d.Expected = ratio(int64(t)*int64(c)*int64(c-1), int64(n)*int64(n-1))
	}
	if d.Hock {
		d.InHock = ratio(int64(c), int64(n))
	}
	return d, nil
}

// AnyDoubletOdds is the chance of at least one doublet of any rank in the
// turns that remain. It counts the Orders = N!/∏c! equally likely orders
// of the ranks in the box (suits do not matter).
type AnyDoubletOdds struct {
	CardsLeft, Turns int
	Hock             bool
	// Orders is N!/∏c!; NoDoubletOrders counts the orders without a
	// doublet, by inclusion–exclusion over the turns that are doublets
	// (see docs/odds.md). Both are new *big.Int values.
	Orders, NoDoubletOrders *big.Int
	// None = NoDoubletOrders/Orders; AtLeastOne = 1 − None.
	None, AtLeastOne Fraction
	// Expected is the expected number of doublets in the rest of the
	// deal: T·Σc·(c−1)/(N·(N−1)).
	Expected Fraction
}

// AnyDoublet returns the chance of at least one doublet, of whatever
// rank, in the turns that remain.
func AnyDoublet(b Box) AnyDoubletOdds {
	n := b.Len()
	t := n / 2
	counts := b.Counts()
	fact := factorials(n)
	// poly = ∏ over ranks of q_c(x) = Σ_k c!/(k!·(c−2k)!)·x^k, where k is
	// the number of doublets of that rank in a chosen set of turns.
	poly := []*big.Int{big.NewInt(1)}
	cfact := big.NewInt(1) // ∏ c!
	pairs := int64(0)      // Σ c·(c−1)
	for _, c := range counts {
		cfact.Mul(cfact, fact[c])
		pairs += int64(c) * int64(c-1)
		q := make([]int64, c/2+1)
		for k := range q {
			q[k] = fact[c].Int64() / (fact[k].Int64() * fact[c-2*k].Int64())
		}
		poly = polyMul(poly, q)
	}
	// no-doublet orders × ∏c! = Σ_K (−1)^K·C(T,K)·K!·(N−2K)!·[x^K]poly.
	sum := new(big.Int)
	term := new(big.Int)
	for k := 0; k < len(poly) && k <= t; k++ {
		term.SetInt64(binom(t, k))
		term.Mul(term, fact[k])
		term.Mul(term, fact[n-2*k])
		term.Mul(term, poly[k])
		if k%2 == 1 {
			sum.Sub(sum, term)
		} else {
			sum.Add(sum, term)
		}
	}
	a := AnyDoubletOdds{CardsLeft: n, Turns: t, Hock: n%2 == 1}
	a.Orders = new(big.Int).Quo(fact[n], cfact)
	a.NoDoubletOrders = new(big.Int).Quo(sum, cfact)
	a.None = bigRatio(a.NoDoubletOrders, a.Orders)
	a.AtLeastOne = bigRatio(new(big.Int).Sub(a.Orders, a.NoDoubletOrders), a.Orders)
	if n >= 2 {
		a.Expected = ratio(int64(t)*pairs, int64(n)*int64(n-1))
	}
	return a
}

// factorials returns 0!, 1!, …, max(n, 4)! (enough for any count of one
// rank).
func factorials(n int) []*big.Int {
	n = max(n, engine.NumSuits)
	f := make([]*big.Int, n+1)
	f[0] = big.NewInt(1)
	for i := 1; i <= n; i++ {
		f[i] = new(big.Int).Mul(f[i-1], big.NewInt(int64(i)))
	}
	return f
}

// polyMul returns the product of a polynomial with big coefficients and
// one with small coefficients (index = power of x).
func polyMul(p []*big.Int, q []int64) []*big.Int {
	out := make([]*big.Int, len(p)+len(q)-1)
	for i := range out {
		out[i] = new(big.Int)
	}
	t := new(big.Int)
	for i, a := range p {
		for j, b := range q {
			t.SetInt64(b)
			t.Mul(t, a)
			out[i+j].Add(out[i+j], t)
		}
	}
	return out
}
