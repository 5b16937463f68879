package odds

import (
	"math/big"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// The edge of a Pharo bet shown both ways (docs/odds.md, "One bet, three
// ways to state its edge"), derived by counting the places of the rank's
// cards, independently of the package's recursion.
//
// A single Pharo bet on a rank with c cards among N (T = ⌊N/2⌋ turns, a
// hock when N is odd) lives, by RULINGS.md profile pharo, until it is
// collected (its rank alone on a bank card), halved (a doublet: half
// taken, half returned, off the layout) or returned (its rank dead, or the
// end of the deal); every win pays 1:1 and the stake stays. Look at the
// turns that hold a card of the rank: the bet survives exactly the ones
// where that card is alone on the player card. Over the C(N, c) equally
// likely sets of places, with i turns before the one that ends the bet,
// j of them wins and R_i = N − 2i − 2 places after it:
//
//	halved:    H = Σ_i Σ_j C(i, j)·C(R_i, c−2−j)
//	collected: L = Σ_i Σ_j C(i, j)·C(R_i, c−1−j)
//	returned:  R = C(T, c) + hock·C(T, c−1)   (every card alone on a player card, or one in the hock)
//	wins:      W = Σ_i Σ_j C(i, j)·C(R_i, c−1−j) = L   (the same choice with the winner place taken)
//
// and H + L + R = C(N, c). The player's total gain is W − L − H/2 = −H/2,
// so the edge over the whole life is H/(2·C(N, c)); the settlements are
// W + L + H, and the edge per settlement H/(2·(2L + H)). Settled at its
// next decision only (taken down after the first settlement, which is
// exactly Pharaon's pronostic), the j = 0 terms remain:
// H₀ = Σ_i C(R_i, c−2), edge H₀/(2·C(N, c)).
//
// Right after the soda, a rank of four: C(51, 4) = 249900, T = 25, R_i =
// 49 − 2i. H = Σ C(49−2i, 2) + Σ i·(49−2i) + Σ C(i, 2) = 10100 + (49·300 −
// 2·4900) + C(25, 3) = 10100 + 4900 + 2300 = 17300; R = C(25, 4) + C(25, 3)
// = 12650 + 2300 = 14950; L = 249900 − 17300 − 14950 = 217650. Edge over
// the whole life 17300/499800 = 173/4998 ≈ 3.461 %; settlements 2·217650
// + 17300 = 452600, 4526/2499 ≈ 1.811 per bet; per settlement 17300/905200
// = 173/9052 ≈ 1.911 %; settled once 10100/499800 = 101/4998 ≈ 2.021 %.
// The soda's rank (three left): C(51, 3) = 20825; H = Σ (49−2i) + Σ i =
// 625 + 300 = 925; R = C(25, 3) + C(25, 2) = 2600; L = 17300. Whole life
// 925/41650 = 37/1666 ≈ 2.221 %; settlements 35525/20825 = 29/17; per
// settlement 925/71050 = 37/2842 ≈ 1.302 %; once 625/41650 = 25/1666.

// lifeCounts returns H, L, R, W and H₀ for c cards among n, by the sums
// above.
func lifeCounts(c, n int) (h, l, r, w, h0 *big.Int) {
	bin := func(n, k int) *big.Int {
		if n < 0 || k < 0 || k > n {
			return new(big.Int)
		}
		return new(big.Int).Binomial(int64(n), int64(k))
	}
	mul := func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }
	h, l, w, h0 = new(big.Int), new(big.Int), new(big.Int), new(big.Int)
	t := n / 2
	for i := 0; i < t; i++ {
		rest := n - 2*i - 2
		h0.Add(h0, bin(rest, c-2))
		for j := 0; j <= i && j < c; j++ {
			h.Add(h, mul(bin(i, j), bin(rest, c-2-j)))
			l.Add(l, mul(bin(i, j), bin(rest, c-1-j)))
			w.Add(w, mul(bin(i, j), bin(rest, c-1-j)))
		}
	}
	r = bin(t, c)
	if n%2 == 1 && c >= 1 {
		r.Add(r, bin(t, c-1))
	}
	if c == 0 {
		r = big.NewInt(1)
	}
	return h, l, r, w, h0
}

// TestLifetimeSums compares Standing, Pronostic and Assess with the sums
// for every count 0..4 and every box size a deck allows, and the worked
// figures after the soda.
func TestLifetimeSums(t *testing.T) {
	rat := func(a, b *big.Int) *big.Rat { return new(big.Rat).SetFrac(a, b) }
	two := big.NewInt(2)
	for n := 2; n <= 51; n++ {
		for c := 0; c <= 4 && c <= n; c++ {
			if n-c > engine.DeckSize-engine.NumSuits {
				continue
			}
			b := boxWith(t, c, n)
			h, l, r, w, h0 := lifeCounts(c, n)
			all := new(big.Int).Binomial(int64(n), int64(c))
			if sum := new(big.Int).Add(h, l); sum.Add(sum, r).Cmp(all) != 0 {
				t.Fatalf("c=%d n=%d: H+L+R = %v, C(n,c) = %v", c, n, sum, all)
			}
			s, _ := Standing(b, engine.Ace, false)
			if s.HalvedOrders != h.Int64() || s.LostOrders != l.Int64() || s.ReturnedOrders != r.Int64() || s.Wins != w.Int64() {
				t.Errorf("c=%d n=%d: standing %+v, sums H %v L %v R %v W %v", c, n, s, h, l, r, w)
			}
			settled := new(big.Int).Add(w, l)
			settled.Add(settled, h)
			a, _ := Assess(b, faro.Pharo, faro.Bet{Rank: engine.Ace})
			if a.Edge.Rat().Cmp(rat(h, new(big.Int).Mul(two, all))) != 0 || a.Settlements.Rat().Cmp(rat(settled, all)) != 0 {
				t.Errorf("c=%d n=%d: edge %v settlements %v", c, n, a.Edge, a.Settlements)
			}
			if settled.Sign() > 0 && a.PerSettlement.Rat().Cmp(rat(h, new(big.Int).Mul(two, settled))) != 0 {
				t.Errorf("c=%d n=%d: per settlement %v", c, n, a.PerSettlement)
			}
			p, _ := Assess(b, faro.Pharaon, faro.Bet{Rank: engine.Ace})
			if p.Edge.Rat().Cmp(rat(h0, new(big.Int).Mul(two, all))) != 0 {
				t.Errorf("c=%d n=%d: pronostic %v, H₀ %v", c, n, p.Edge, h0)
			}
		}
	}
	h, l, r, _, h0 := lifeCounts(4, 51)
	if h.Int64() != 17300 || l.Int64() != 217650 || r.Int64() != 14950 || h0.Int64() != 10100 {
		t.Errorf("rank of four: H %v L %v R %v H₀ %v", h, l, r, h0)
	}
	h, l, r, _, h0 = lifeCounts(3, 51)
	if h.Int64() != 925 || l.Int64() != 17300 || r.Int64() != 2600 || h0.Int64() != 625 {
		t.Errorf("rank of three: H %v L %v R %v H₀ %v", h, l, r, h0)
	}
	b := startBox(t)
	six := assess(t, b, faro.Pharo, single(engine.Six))
	eq(t, "6 whole life", six.Edge, 173, 4998)
	eq(t, "6 settlements", six.Settlements, 4526, 2499)
	eq(t, "6 per settlement", six.PerSettlement, 173, 9052)
	seven := assess(t, b, faro.Pharo, single(engine.Seven))
	eq(t, "7 whole life", seven.Edge, 37, 1666)
	eq(t, "7 settlements", seven.Settlements, 29, 17)
	eq(t, "7 per settlement", seven.PerSettlement, 37, 2842)
	once := assess(t, b, faro.Pharaon, single(engine.Six))
	eq(t, "6 pronostic", once.Edge, 101, 4998)
	eq(t, "6 pronostic settlements", once.Settlements, 1, 1)
	eq(t, "6 pronostic per settlement", once.PerSettlement, 101, 4998)
}

// splitEV is a recursion over probabilities, in big.Rat, for a Pharo split
// on two ranks with a and c cards among a+c+m, independent of the
// package's counts (RULINGS.md profile pharo, "Split bet"; "A split is
// returned ... as soon as either of its two ranks is dead"): the next
// turn's two cards are of the ranks (x, y) with chance
// count(x)·count(y or y−1)/(n·(n−1)); a doublet of a covered rank −½ and
// off; one covered rank on each card a push; one covered card alone −1 on
// the bank card (off) or +1 on the player card (stays); neither: nothing.
// 0 once a covered rank is dead or fewer than two cards remain.
func splitEV(a, c, m int, memo map[[3]int]*big.Rat) *big.Rat {
	n := a + c + m
	if a == 0 || c == 0 || n < 2 {
		return new(big.Rat)
	}
	k := [3]int{a, c, m}
	if v, ok := memo[k]; ok {
		return v
	}
	cnt := [3]int{a, c, m}
	e := new(big.Rat)
	for x := 0; x < 3; x++ {
		for y := 0; y < 3; y++ {
			ways := cnt[x] * cnt[y]
			if x == y {
				ways = cnt[x] * (cnt[x] - 1)
			}
			if ways <= 0 {
				continue
			}
			p := q(ways, n*(n-1))
			next := cnt
			next[x]--
			next[y]--
			v := new(big.Rat)
			switch {
			case x == y && x < 2: // doublet of a covered rank
				v.SetFrac64(-1, 2)
			case x < 2 && y < 2: // one covered rank each: push
				v.Set(splitEV(next[0], next[1], next[2], memo))
			case x < 2: // covered rank alone on the bank card
				v.SetInt64(-1)
			case y < 2: // alone on the player card
				v.Add(big.NewRat(1, 1), splitEV(next[0], next[1], next[2], memo))
			default:
				v.Set(splitEV(next[0], next[1], next[2], memo))
			}
			e.Add(e, v.Mul(v, p))
		}
	}
	memo[k] = e
	return e
}

// TestFullSizeSplits compares Split with the recursion for every pair of
// counts up to four and several box sizes up to the soda's 51 cards, and
// the worked figures: split 6–7 (four and three left) 261554/8808975, 5–6
// (four and four) 310292/8808975.
func TestFullSizeSplits(t *testing.T) {
	memo := map[[3]int]*big.Rat{}
	for _, n := range []int{2, 3, 4, 7, 12, 25, 38, 51} {
		for a := 0; a <= 4; a++ {
			for c := 0; c <= 4 && a+c <= n; c++ {
				if n-a-c > engine.DeckSize-2*engine.NumSuits {
					continue
				}
				s := newStanding(a, c, n-a-c, true, false)
				if want := splitEV(a, c, n-a-c, memo); s.PlayerEV.Rat().Cmp(want) != 0 {
					t.Errorf("split %d+%d of %d: %v, recursion %v", a, c, n, s.PlayerEV, want.RatString())
				}
			}
		}
	}
	b := startBox(t)
	sp := assess(t, b, faro.Pharo, faro.Bet{Kind: faro.Split, Rank: engine.Six, Rank2: engine.Seven})
	eq(t, "split 6-7", sp.Edge, 261554, 8808975)
	sp = assess(t, b, faro.Pharo, faro.Bet{Kind: faro.Split, Rank: engine.Five, Rank2: engine.Six})
	eq(t, "split 5-6", sp.Edge, 310292, 8808975)
}
