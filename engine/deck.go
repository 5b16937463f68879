package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Errors about decks. They are wrapped by *DeckError.
var (
	ErrDeckSize      = errors.New("a deck has exactly 52 cards")
	ErrDuplicateCard = errors.New("card given twice")
	ErrInvalidCard   = errors.New("not one of the 52 cards")
	ErrCutPosition   = errors.New("cut position out of range")
)

// DeckError says what is wrong with a deck or a stacked prefix. Card and
// Position (0-based) point at the offending card where there is one.
type DeckError struct {
	Err      error
	Card     Card
	Position int
	Count    int // the number of cards given, for ErrDeckSize
}

// Error describes the problem in English.
func (e *DeckError) Error() string {
	switch e.Err {
	case ErrDeckSize:
		return fmt.Sprintf("%v, got %d", e.Err, e.Count)
	case ErrDuplicateCard, ErrInvalidCard:
		return fmt.Sprintf("%v: %v at position %d", e.Err, e.Card, e.Position+1)
	}
	return e.Err.Error()
}

// Unwrap returns the sentinel error.
func (e *DeckError) Unwrap() error { return e.Err }

// CardSet is a set of cards as a bit mask over Card.Index.
type CardSet uint64

// fullDeck is the set of all 52 cards.
const fullDeck = CardSet(1)<<DeckSize - 1

// Add returns the set with c added.
func (s CardSet) Add(c Card) CardSet { return s | 1<<uint(c.Index()) }

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c.Valid() && s&(1<<uint(c.Index())) != 0 }

// Len returns the number of cards in the set.
func (s CardSet) Len() int {
	n := 0
	for x := s; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// SetOf returns the set of the valid cards among cards.
func SetOf(cards []Card) CardSet {
	var s CardSet
	for _, c := range cards {
		if c.Valid() {
			s = s.Add(c)
		}
	}
	return s
}

// SameCards reports whether a and b are lists of equal length holding the
// same cards, in any order ("A♣ A♣" is not "A♣ 2♣").
func SameCards(a, b []Card) bool {
	return len(a) == len(b) && SetOf(a) == SetOf(b)
}

// NewDeck returns the 52 cards in order: A♣ A♦ A♥ A♠ 2♣ … K♠.
func NewDeck() []Card {
	d := make([]Card, DeckSize)
	for i := range d {
		d[i], _ = CardAt(i)
	}
	return d
}

// CheckDistinct reports the first invalid or repeated card of cards.
func CheckDistinct(cards []Card) error {
	var seen CardSet
	for i, c := range cards {
		if !c.Valid() {
			return &DeckError{Err: ErrInvalidCard, Card: c, Position: i}
		}
		if seen.Has(c) {
			return &DeckError{Err: ErrDuplicateCard, Card: c, Position: i}
		}
		seen = seen.Add(c)
	}
	return nil
}

// CheckDeck reports whether cards is a full deck: 52 distinct valid cards.
func CheckDeck(cards []Card) error {
	if len(cards) == DeckSize { // the common case, in one pass: 52 valid cards making up the whole set
		var seen CardSet
		for _, c := range cards {
			if !c.Valid() {
				break
			}
			seen = seen.Add(c)
		}
		if seen == fullDeck {
			return nil
		}
	}
	if err := CheckDistinct(cards); err != nil {
		return err
	}
	if len(cards) != DeckSize {
		return &DeckError{Err: ErrDeckSize, Count: len(cards)}
	}
	return nil
}

// NewRand returns a deterministic random source for the given seed. All
// shuffling in croupier goes through a source made here or given by the
// caller; nothing uses a global generator.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Shuffle permutes cards in place with the given source (Fisher–Yates).
func Shuffle(cards []Card, r *rand.Rand) {
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// ShuffledDeck returns a full deck shuffled by r.
func ShuffledDeck(r *rand.Rand) []Card {
	d := NewDeck()
	Shuffle(d, r)
	return d
}

// Cut moves the top n cards under the rest, as a player cuts: it returns a
// new slice. n must be between 0 and len(cards).
func Cut(cards []Card, n int) ([]Card, error) {
	if n < 0 || n > len(cards) {
		return nil, &DeckError{Err: ErrCutPosition, Position: n}
	}
	out := make([]Card, 0, len(cards))
	out = append(out, cards[n:]...)
	return append(out, cards[:n]...), nil
}

// StackedDeck completes a stacked prefix into a full deck: the prefix
// comes first, in the order given, and the remaining cards follow in an
// order shuffled by r. A prefix of 52 cards is the whole deck (r unused and
// may be nil); a shorter one needs r.
func StackedDeck(prefix []Card, r *rand.Rand) ([]Card, error) {
	if err := CheckDistinct(prefix); err != nil {
		return nil, err
	}
	if len(prefix) > DeckSize {
		return nil, &DeckError{Err: ErrDeckSize, Count: len(prefix)}
	}
	var in CardSet
	for _, c := range prefix {
		in = in.Add(c)
	}
	out := make([]Card, 0, DeckSize)
	out = append(out, prefix...)
	rest := out[len(prefix):len(prefix)]
	for i := 0; i < DeckSize; i++ {
		if c, _ := CardAt(i); !in.Has(c) {
			rest = append(rest, c)
		}
	}
	if len(rest) > 1 {
		if r == nil {
			return nil, &DeckError{Err: ErrDeckSize, Count: len(prefix)}
		}
		Shuffle(rest, r)
	}
	return out[:DeckSize], nil
}
