package odds

import (
	"math/big"
	"testing"

	"croupier/engine"
)

// These tests check the full-size figures (up to 51 cards, too many to
// enumerate) against a second, independent derivation: recursions over
// probabilities in big.Rat, as the brief states them, instead of the
// package's counts of places.

// boxWith returns a box of n cards with c aces (c ≤ 4) and n−c others.
func boxWith(t testing.TB, c, n int) Box {
	var cards []engine.Card
	for s := 0; s < c; s++ {
		cards = append(cards, engine.NewCard(engine.Ace, engine.Suit(s)))
	}
	for i := engine.NumSuits; len(cards) < n; i++ {
		cd, _ := engine.CardAt(i)
		cards = append(cards, cd)
	}
	b, err := NewBox(cards)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func q(a, b int) *big.Rat { return big.NewRat(int64(a), int64(b)) }

// standingEV is the brief's recursion for a single Pharo bet left
// standing, k cards of its rank and m others: E = P(doublet)·(−½) +
// P(bank card)·(−1) + P(player card)·(1 + E(k−1, m−1)) + P(neither)·E(k, m−2);
// 0 when the rank is dead or no turn is left.
func standingEV(k, m int, memo map[[2]int]*big.Rat) *big.Rat {
	n := k + m
	if k == 0 || n < 2 {
		return new(big.Rat)
	}
	if v, ok := memo[[2]int{k, m}]; ok {
		return v
	}
	pairs := n * (n - 1)
	e := new(big.Rat).Mul(q(k*(k-1), pairs), q(-1, 2))
	e.Add(e, new(big.Rat).Mul(q(k*m, pairs), q(-1, 1)))
	won := new(big.Rat).Add(q(1, 1), standingEV(k-1, m-1, memo))
	e.Add(e, new(big.Rat).Mul(q(m*k, pairs), won))
	if m >= 2 {
		e.Add(e, new(big.Rat).Mul(q(m*(m-1), pairs), standingEV(k, m-2, memo)))
	}
	memo[[2]int{k, m}] = e
	return e
}

// firstDoublet is the chance that a pronostic's rank (k cards, m others)
// first shows as a doublet: P(doublet now) + P(neither now)·firstDoublet(k, m−2).
func firstDoublet(k, m int) *big.Rat {
	n := k + m
	if k < 2 || n < 2 {
		return new(big.Rat)
	}
	pairs := n * (n - 1)
	p := q(k*(k-1), pairs)
	if m >= 2 {
		p.Add(p, new(big.Rat).Mul(q(m*(m-1), pairs), firstDoublet(k, m-2)))
	}
	return p
}

// inclusionExclusion is P(at least one doublet of a rank with c cards
// among n) = Σ_{j≥1} (−1)^{j+1}·C(T, j)·c(c−1)…(c−2j+1)/(n(n−1)…(n−2j+1)):
// j chosen turns all doublets of the rank.
func inclusionExclusion(c, n int) *big.Rat {
	t := n / 2
	sum := new(big.Rat)
	for j := 1; 2*j <= c && j <= t; j++ {
		p := new(big.Rat).SetInt(new(big.Int).Binomial(int64(t), int64(j)))
		for i := 0; i < 2*j; i++ {
			p.Mul(p, q(c-i, n-i))
		}
		if j%2 == 1 {
			sum.Add(sum, p)
		} else {
			sum.Sub(sum, p)
		}
	}
	return sum
}

// TestFullSizeRecursions: every count 0..4 and every N from 2 to 51 that
// a deck allows
// (RULINGS.md "Faro: what both profiles share", "Casekeeper"; profile
// pharo "A winning bet stays"; profile pharaon "resolved").
func TestFullSizeRecursions(t *testing.T) {
	memo := map[[2]int]*big.Rat{}
	for n := 2; n <= 51; n++ {
		for c := 0; c <= 4 && c <= n; c++ {
			if n-c > engine.DeckSize-engine.NumSuits {
				continue // not enough other cards in a deck
			}
			b := boxWith(t, c, n)
			s, err := Standing(b, engine.Ace, false)
			if err != nil {
				t.Fatal(err)
			}
			if want := standingEV(c, n-c, memo); s.PlayerEV.Rat().Cmp(want) != 0 {
				t.Errorf("standing c=%d n=%d: %v, recursion %v", c, n, s.PlayerEV, want.RatString())
			}
			p, _ := Pronostic(b, engine.Ace, false)
			if want := firstDoublet(c, n-c); p.Doublet.Rat().Cmp(want) != 0 {
				t.Errorf("pronostic c=%d n=%d: %v, recursion %v", c, n, p.Doublet, want.RatString())
			}
			r, _ := RestOfDeal(b, engine.Ace)
			if want := inclusionExclusion(c, n); r.AtLeastOne.Rat().Cmp(want) != 0 {
				t.Errorf("rest c=%d n=%d: %v, inclusion-exclusion %v", c, n, r.AtLeastOne, want.RatString())
			}
		}
	}
}

// profile is how many ranks have 1, 2, 3 and 4 cards left.
type profile [5]int

// noDoubletDP is the chance of no doublet in the rest of the deal, by a
// recursion over the turns: the next turn's two cards must be of
// different ranks; only how many ranks have each count matters.
func noDoubletDP(p profile, memo map[profile]*big.Rat) *big.Rat {
	n := 0
	for c := 1; c <= 4; c++ {
		n += c * p[c]
	}
	if n < 2 {
		return big.NewRat(1, 1)
	}
	if v, ok := memo[p]; ok {
		return v
	}
	sum := new(big.Rat)
	pairs := n * (n - 1)
	for c1 := 1; c1 <= 4; c1++ {
		for c2 := 1; c2 <= 4; c2++ {
			// Ordered pairs (first card of a rank with c1 left, second of
			// another rank with c2 left).
			ways := p[c1] * c1
			other := p[c2]
			if c1 == c2 {
				other--
			}
			ways *= other * c2
			if ways <= 0 {
				continue
			}
			next := p
			next[c1]--
			next[c1-1]++
			next[c2]--
			next[c2-1]++
			sum.Add(sum, new(big.Rat).Mul(q(ways, pairs), noDoubletDP(next, memo)))
		}
	}
	memo[p] = sum
	return sum
}

// TestAnyDoubletDP compares AnyDoublet with the recursion over turns at
// the start of a deal and in seeded random boxes of every size.
func TestAnyDoubletDP(t *testing.T) {
	memo := map[profile]*big.Rat{}
	check := func(b Box) {
		var p profile
		for _, c := range b.Counts() {
			p[c]++
		}
		want := new(big.Rat).Sub(big.NewRat(1, 1), noDoubletDP(p, memo))
		if got := AnyDoublet(b).AtLeastOne; got.Rat().Cmp(want) != 0 {
			t.Errorf("%v: %v, recursion %v", b.Cards(), got, want.RatString())
		}
	}
	check(startBox(t))
	rng := engine.NewRand(11)
	for n := 0; n <= 52; n++ {
		d := engine.ShuffledDeck(rng)
		b, _ := NewBox(d[:n])
		check(b)
	}
}
