package opponent

import (
	"math/bits"

	"croupier/engine"
)

// Card sets by rank and suit. engine.Card.Index is rank-major: the four
// cards of rank r are bits 4(r-1) … 4(r-1)+3, in the suit order ♣ ♦ ♥ ♠.
const (
	deckBits   engine.CardSet = 1<<52 - 1
	clubBits   engine.CardSet = 0x1111111111111
	aceBits    engine.CardSet = 0xF
	jackBits   engine.CardSet = 0xF << 40
	numberBits engine.CardSet = 1<<40 - 1

	twoClubs    engine.CardSet = 1 << (1*4 + 0)
	sevenDiam   engine.CardSet = 1 << (6*4 + 1)
	tenDiamonds engine.CardSet = 1 << (9*4 + 1)
)

// bit returns the set holding only c.
func bit(c engine.Card) engine.CardSet { return 1 << uint(c.Index()) }

// cardAt returns the card of a bit index (valid for 0 … 51).
func cardAt(i int) engine.Card {
	c, _ := engine.CardAt(i)
	return c
}

// lowest returns the lowest card of a non-empty set.
func lowest(s engine.CardSet) engine.Card { return cardAt(bits.TrailingZeros64(uint64(s))) }

// count is the number of cards in s.
func count(s engine.CardSet) int { return bits.OnesCount64(uint64(s)) }

// cardsOf lists the cards of s in index order.
func cardsOf(s engine.CardSet) []engine.Card {
	if s == 0 {
		return nil
	}
	out := make([]engine.Card, 0, count(s))
	for x := uint64(s); x != 0; x &= x - 1 {
		out = append(out, cardAt(bits.TrailingZeros64(x)))
	}
	return out
}

// pointCards returns the cards of s that score by themselves: aces,
// jacks, 2♣, 10♦ and, where the variant is on, 7♦.
func pointCards(s engine.CardSet, sevenDiamonds bool) engine.CardSet {
	p := s & (aceBits | jackBits | twoClubs | tenDiamonds)
	if sevenDiamonds {
		p |= s & sevenDiam
	}
	return p
}

// cardPoints is what the cards of s are worth by themselves (the same as
// pasur.CardPoints, without building a Breakdown).
func cardPoints(s engine.CardSet, sevenDiamonds bool) int {
	p := count(s&aceBits) + count(s&jackBits)
	if s&twoClubs != 0 {
		p += 2
	}
	if s&tenDiamonds != 0 {
		p += 3
	}
	if sevenDiamonds && s&sevenDiam != 0 {
		p++
	}
	return p
}
