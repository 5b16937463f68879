package odds

import "croupier/engine"

// Box is what the casekeeper knows at some point of a deal: the set of
// cards still in the dealing box, whose order is unknown. The zero Box is
// empty.
type Box struct {
	set engine.CardSet
}

// NewBox returns the box holding exactly the given cards (in any order).
// They must be valid and distinct.
func NewBox(remaining []engine.Card) (Box, error) {
	if err := engine.CheckDistinct(remaining); err != nil {
		return Box{}, &Error{Err: ErrBadCards, Cause: err}
	}
	var s engine.CardSet
	for _, c := range remaining {
		s = s.Add(c)
	}
	return Box{set: s}, nil
}

// BoxAfter returns the box once the given cards have been shown (the
// soda and the cards of the turns so far, in any order): the rest of the
// deck. They must be valid and distinct.
func BoxAfter(shown []engine.Card) (Box, error) {
	b, err := NewBox(shown)
	if err != nil {
		return Box{}, err
	}
	return Box{set: fullSet &^ b.set}, nil
}

// BoxOf returns the box holding the cards of a card set (bits above the
// 52 cards are ignored).
func BoxOf(s engine.CardSet) Box { return Box{set: s & fullSet} }

// fullSet has the 52 cards.
const fullSet engine.CardSet = 1<<engine.DeckSize - 1

// Set returns the cards in the box as a card set.
func (b Box) Set() engine.CardSet { return b.set }

// Cards returns the cards in the box in card order (rank, then suit), so
// that nothing about the order in the box is suggested.
func (b Box) Cards() []engine.Card {
	out := make([]engine.Card, 0, b.Len())
	for i := 0; i < engine.DeckSize; i++ {
		if c, _ := engine.CardAt(i); b.set.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// Len returns N, the number of cards in the box.
func (b Box) Len() int { return b.set.Len() }

// Turns returns the number of turns still to come: N/2 (rounded down).
func (b Box) Turns() int { return b.Len() / 2 }

// HasHock reports whether the last card will be the hock, that is
// whether N is odd.
func (b Box) HasHock() bool { return b.Len()%2 == 1 }

// Count returns how many cards of rank r are in the box (0 for an
// invalid rank).
func (b Box) Count(r engine.Rank) int {
	if !r.Valid() {
		return 0
	}
	return (b.set >> (4 * uint(r.Index())) & 0xf).Len()
}

// Counts returns the casekeeper's count, indexed by Rank.Index().
func (b Box) Counts() [engine.NumRanks]int {
	var out [engine.NumRanks]int
	for _, r := range engine.AllRanks() {
		out[r.Index()] = b.Count(r)
	}
	return out
}

// Red returns how many red cards (♦ ♥) of rank r are in the box.
func (b Box) Red(r engine.Rank) int {
	n := 0
	for _, s := range [2]engine.Suit{engine.Diamonds, engine.Hearts} {
		if b.set.Has(engine.NewCard(r, s)) {
			n++
		}
	}
	return n
}

// Without returns the box with the given cards taken out (cards not in
// it are ignored), as the casekeeper strikes shown cards.
func (b Box) Without(cards ...engine.Card) Box {
	s := b.set
	for _, c := range cards {
		if c.Valid() {
			s &^= engine.CardSet(0).Add(c)
		}
	}
	return Box{set: s}
}
