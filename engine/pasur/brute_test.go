package pasur

import (
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/engine"
)

// An independent brute force of the capture rules (RULINGS.md "Pasur",
// "A turn plays exactly one card"), written from the rules and sharing no
// code with the engine: it tries every subset of the table and every way
// of splitting it into groups.

// bruteValue is a card's value in a sum for the brute force: A … 10 their
// number; a jack 11 only under jacks_eleven when a jack is played; -1 for
// a card that may not be part of a sum.
func bruteValue(c engine.Card, jackPlayed11 bool) int {
	switch {
	case c.Rank >= engine.Ace && c.Rank <= engine.Ten:
		return int(c.Rank)
	case c.Rank == engine.Jack && jackPlayed11:
		return 11
	}
	return -1
}

// bruteCaptures returns every legal take of card from table, each as a
// sorted key, sorted.
func bruteCaptures(card engine.Card, table []engine.Card, v Variants) []string {
	var out []string
	all := func(keep func(engine.Card) bool) {
		var take []engine.Card
		for _, c := range table {
			if keep(c) {
				take = append(take, c)
			}
		}
		if len(take) > 0 {
			out = append(out, key(take))
		}
	}
	switch {
	case v.Children:
		all(func(c engine.Card) bool { return c.Rank == card.Rank })
	case card.Rank == engine.King || card.Rank == engine.Queen:
		all(func(c engine.Card) bool { return c.Rank == card.Rank })
	case card.Rank == engine.Jack && !v.JacksEleven:
		all(func(c engine.Card) bool { return c.Rank != engine.King && c.Rank != engine.Queen })
	default:
		j11 := card.Rank == engine.Jack
		need := 11
		if !j11 {
			need = 11 - int(card.Rank)
		}
		var elig []engine.Card
		var val []int
		for _, c := range table {
			if x := bruteValue(c, j11); x > 0 {
				elig = append(elig, c)
				val = append(val, x)
			}
		}
		n := len(elig)
		memo := make([]int8, 1<<n) // 0 unknown, 1 yes, 2 no
		sums := make([]int, 1<<n)  // the sum of every subset
		for s := 1; s < 1<<n; s++ {
			low := s & -s
			i := 0
			for 1<<i != low {
				i++
			}
			sums[s] = sums[s&^low] + val[i]
		}
		var splits func(s int) bool
		splits = func(s int) bool {
			if s == 0 {
				return true
			}
			if memo[s] != 0 {
				return memo[s] == 1
			}
			low := s & -s
			ok := false
			// Every group holding the lowest card, then the rest.
			for g := s; g > 0 && !ok; g = (g - 1) & s {
				if g&low == 0 {
					continue
				}
				ok = sums[g] == need && splits(s&^g)
			}
			memo[s] = 2
			if ok {
				memo[s] = 1
			}
			return ok
		}
		for s := 1; s < 1<<n; s++ {
			if splits(s) {
				var take []engine.Card
				for i := 0; i < n; i++ {
					if s&(1<<i) != 0 {
						take = append(take, elig[i])
					}
				}
				out = append(out, key(take))
			}
		}
	}
	slices.Sort(out)
	return out
}

// randomTable draws up to max distinct cards and one more card to play.
func randomTable(rng *rand.Rand, max int) (table []engine.Card, card engine.Card) {
	d := engine.ShuffledDeck(rng)
	n := rng.IntN(max + 1)
	// Favour number cards now and then: rich tables stress the search.
	if rng.IntN(2) == 0 {
		var nums []engine.Card
		for _, c := range d {
			if c.Rank <= engine.Ten {
				nums = append(nums, c)
			}
		}
		return nums[:n], nums[n]
	}
	return d[:n], d[n]
}

// The capture enumeration matches the brute force on thousands of random
// tables of up to 12 cards, under the standard rules, jacks_eleven and
// children; each capture's groups are a valid split of its take.
func TestCapturesMatchBruteForce(t *testing.T) {
	rng := engine.NewRand(2024)
	count := 3000
	if testing.Short() {
		count = 500
	}
	variants := []Variants{DefaultVariants(), {JacksEleven: true}, {Children: true}}
	for i := 0; i < count; i++ {
		table, card := randomTable(rng, 12)
		v := variants[i%len(variants)]
		if i%5 == 0 {
			card = engine.NewCard(engine.Jack, card.Suit) // jacks are the interesting case of jacks_eleven
			if slices.Contains(table, card) {
				continue
			}
		}
		r, err := NewRoundFrom(Config{Players: 2, Variants: v}, Setup{
			Hands: [][]engine.Card{{card}, nil}, Table: table, LastCapturer: -1,
		})
		if err != nil {
			t.Fatal(err)
		}
		want := bruteCaptures(card, table, v)
		caps := r.CapturesFor(card)
		var got []string
		for _, c := range caps {
			got = append(got, key(c.Take))
			checkGroups(t, c, v)
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%v on %v (%v):\n got %v\nwant %v", card, table, v, got, want)
		}
		// LegalMoves agrees, and a card that cannot capture is laid.
		ms := r.LegalMoves()
		if len(want) == 0 {
			if len(ms) != 1 || !ms[0].Laid() {
				t.Fatalf("%v on %v: moves %v", card, table, ms)
			}
		} else if len(ms) != len(want) {
			t.Fatalf("%v on %v: %d moves, want %d", card, table, len(ms), len(want))
		}
		if r.CanCapture(card) != (len(want) > 0) {
			t.Fatalf("%v on %v: CanCapture", card, table)
		}
	}
}

// checkGroups checks that a capture's groups are disjoint, cover its take
// and each make 11 with the played card (or 11 alone under jacks_eleven).
func checkGroups(t testing.TB, c Capture, v Variants) {
	t.Helper()
	var union []engine.Card
	for _, g := range c.Groups {
		union = append(union, g...)
		if c.Kind != BySum && c.Kind != ByJackEleven {
			continue
		}
		sum := 0
		for _, x := range g {
			sum += bruteValue(x, c.Kind == ByJackEleven)
		}
		if c.Kind == BySum {
			sum += int(c.Card.Rank)
		}
		if sum != 11 {
			t.Fatalf("%v: group %v makes %d", c.Card, g, sum)
		}
	}
	if key(union) != key(c.Take) || len(union) != len(c.Take) {
		t.Fatalf("%v: groups %v do not split %v", c.Card, c.Groups, c.Take)
	}
}

// The brute force itself, on the rulebook's examples ("Spielablauf" 2.).
func TestBruteForceSelfCheck(t *testing.T) {
	got := bruteCaptures(c1(t, "8♥"), cs(t, "2♣ A♦"), DefaultVariants())
	if !slices.Equal(got, []string{"2♣ A♦"}) {
		t.Fatal(got)
	}
	got = bruteCaptures(c1(t, "7♣"), cs(t, "4♦ 4♥"), DefaultVariants())
	if !slices.Equal(got, []string{"4♥", "4♥ 4♦", "4♦"}) {
		t.Fatal(got)
	}
}
