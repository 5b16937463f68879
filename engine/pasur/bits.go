package pasur

import (
	"math/bits"

	"croupier/engine"
)

// Card sets by rank. engine.Card.Index is rank-major, so the four cards of
// rank r are the bits 4(r-1) … 4(r-1)+3 of a CardSet (a "nibble").
const (
	numberBits engine.CardSet = 1<<40 - 1 // A … 10
	jackBits   engine.CardSet = 0xF << 40
	queenBits  engine.CardSet = 0xF << 44
	kingBits   engine.CardSet = 0xF << 48
	deckBits   engine.CardSet = 1<<52 - 1
	clubBits   engine.CardSet = 0x1111111111111 // one bit per rank: suit ♣ is 0
	hiNibbles  uint64         = 0x8888888888888888
)

// rankBits returns the four cards of rank r as a set (empty if r is not a
// rank).
func rankBits(r engine.Rank) engine.CardSet {
	if !r.Valid() {
		return 0
	}
	return 0xF << (4 * uint(r-1))
}

// bit returns the set holding only c (empty for an invalid card).
func bit(c engine.Card) engine.CardSet {
	if !c.Valid() {
		return 0
	}
	return 1 << uint(c.Index())
}

// setOf returns the set of the valid cards among cs.
func setOf(cs []engine.Card) engine.CardSet {
	var s engine.CardSet
	for _, c := range cs {
		s |= bit(c)
	}
	return s
}

// cardsOf lists the cards of s in index order (A♣ A♦ … K♠).
func cardsOf(s engine.CardSet) []engine.Card {
	if s == 0 {
		return nil
	}
	out := make([]engine.Card, 0, bits.OnesCount64(uint64(s)))
	for x := uint64(s); x != 0; x &= x - 1 {
		c, _ := engine.CardAt(bits.TrailingZeros64(x))
		out = append(out, c)
	}
	return out
}

// rankCounts returns, for each rank r, the number of cards of s of that
// rank in nibble r-1 (values 0 … 4).
func rankCounts(s engine.CardSet) uint64 {
	x := uint64(s)
	x -= (x >> 1) & 0x5555555555555555
	return (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
}

// countOf returns nibble r-1 of a count vector.
func countOf(counts uint64, r int) int { return int(counts >> (4 * uint(r-1)) & 0xF) }

// sumValue is a rank's value in a sum: A 1 … 10 10, and 11 for a jack (used
// only by jacks_eleven); kings and queens have none (0).
func sumValue(r engine.Rank) int {
	if r >= engine.Ace && r <= engine.Jack {
		return int(r)
	}
	return 0
}

// sumOf adds up the sum values of the cards of s.
func sumOf(s engine.CardSet) int {
	c := rankCounts(s)
	t := 0
	for r := 1; r <= 11; r++ {
		t += r * countOf(c, r)
	}
	return t
}

// fits reports whether every nibble of w is at most the nibble of c. Both
// hold counts of at most 8, so (c|8)-w never borrows across nibbles.
func fits(w, c uint64) bool { return ((c|hiNibbles)-w)&hiNibbles == hiNibbles }
