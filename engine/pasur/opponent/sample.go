package opponent

import (
	"math/bits"
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
)

// deal fills hands (by seat) with one sample of the cards the view's seat
// cannot see, consistent with everything the view shows: its own hand,
// every other hand's size, and the cards known to lie in the talon (which
// no other hand may hold). It returns the rest, the sample's talon. Any
// assignment consistent with the view is equally likely: the rules never
// let a player's choices reveal a card held (a player may play any card;
// only a card that can capture must), so nothing shown makes one
// assignment likelier than another.
func deal(v *pasur.View, rng *rand.Rand, hands *[pasur.MaxPlayers]engine.CardSet) engine.CardSet {
	unseen := v.Unseen()
	free := unseen &^ v.KnownInTalon()
	var pile [engine.DeckSize]engine.Card
	n := 0
	for x := uint64(free); x != 0; x &= x - 1 {
		pile[n] = cardAt(bits.TrailingZeros64(x))
		n++
	}
	*hands = [pasur.MaxPlayers]engine.CardSet{}
	taken := 0
	for p := 0; p < v.Config().Players; p++ {
		if p == v.Seat() {
			hands[p] = v.HandSet()
			continue
		}
		for k := v.HandSize(p); k > 0 && taken < n; k-- {
			j := taken + rng.IntN(n-taken)
			pile[taken], pile[j] = pile[j], pile[taken]
			hands[p] |= bit(pile[taken])
			taken++
		}
	}
	rest := unseen
	for p := 0; p < v.Config().Players; p++ {
		rest &^= hands[p]
	}
	return rest
}

// oneSample reports whether the hidden cards admit a single assignment:
// the talon is empty and at most one other hand holds cards.
func oneSample(v *pasur.View) bool {
	if v.TalonSize() > 0 {
		return false
	}
	holders := 0
	for p := 0; p < v.Config().Players; p++ {
		if p != v.Seat() && v.HandSize(p) > 0 {
			holders++
		}
	}
	return holders <= 1
}
