// Package engine holds what every game shares: cards, ranks, suits, decks
// and exact amounts. The games themselves live in engine/faro and
// engine/pasur.
//
// The package does no I/O, knows no language and has no global state.
// Randomness only ever comes from a *rand.Rand the caller passes in.
package engine

// Suit is one of the four French suits. The order is ♣ ♦ ♥ ♠.
type Suit uint8

// The four suits, in the order used for indexing.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// NumSuits is the number of suits in a deck.
const NumSuits = 4

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s < NumSuits }

// Red reports whether the suit is red (♦ or ♥).
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// Symbol returns the suit's symbol: ♣ ♦ ♥ or ♠, or "?" for an invalid suit.
func (s Suit) Symbol() string {
	if !s.Valid() {
		return "?"
	}
	return [NumSuits]string{"♣", "♦", "♥", "♠"}[s]
}

// Letter returns the locale-neutral letter of the suit: C D H or S.
func (s Suit) Letter() string {
	if !s.Valid() {
		return "?"
	}
	return [NumSuits]string{"C", "D", "H", "S"}[s]
}

// String returns the suit's symbol.
func (s Suit) String() string { return s.Symbol() }

// Rank is a card's rank: Ace (1) up to King (13). The zero Rank is not a
// rank; it stands for "none".
type Rank uint8

// The thirteen ranks. Their numeric values give the order used by Faro's
// high card bet (RULINGS.md "Cards and notation": A lowest, K highest).
const (
	NoRank Rank = iota
	Ace
	Two
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
)

// NumRanks is the number of ranks in a deck.
const NumRanks = 13

// Valid reports whether r is one of the thirteen ranks.
func (r Rank) Valid() bool { return r >= Ace && r <= King }

// Index returns r's position 0..12 (Ace is 0). It is only meaningful for a
// valid rank.
func (r Rank) Index() int { return int(r) - 1 }

// Face reports whether r is a jack, queen or king.
func (r Rank) Face() bool { return r >= Jack && r <= King }

// String returns the locale-neutral name: A 2 … 10 J Q K, or "?" if invalid.
func (r Rank) String() string {
	if !r.Valid() {
		return "?"
	}
	return [...]string{"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}[r]
}

// AllRanks returns the thirteen ranks from Ace to King.
func AllRanks() [NumRanks]Rank {
	var rs [NumRanks]Rank
	for i := range rs {
		rs[i] = Rank(i + 1)
	}
	return rs
}

// Card is one playing card. The zero Card is not a card.
type Card struct {
	Rank Rank
	Suit Suit
}

// DeckSize is the number of cards in a deck.
const DeckSize = 52

// NewCard returns the card of the given rank and suit.
func NewCard(r Rank, s Suit) Card { return Card{Rank: r, Suit: s} }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c.Rank.Valid() && c.Suit.Valid() }

// Index returns a number 0..51 unique to the card (rank-major). It is only
// meaningful for a valid card.
func (c Card) Index() int { return c.Rank.Index()*NumSuits + int(c.Suit) }

// CardAt returns the card with the given Index. ok is false outside 0..51.
func CardAt(i int) (c Card, ok bool) {
	if i < 0 || i >= DeckSize {
		return Card{}, false
	}
	return Card{Rank: Rank(i/NumSuits + 1), Suit: Suit(i % NumSuits)}, true
}

// String returns the locale-neutral notation with a suit symbol, such as
// "10♦" or "Q♠"; "??" for an invalid card.
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Rank.String() + c.Suit.Symbol()
}

// ASCII returns the locale-neutral notation with a suit letter, such as
// "10D" or "QS".
func (c Card) ASCII() string {
	if !c.Valid() {
		return "??"
	}
	return c.Rank.String() + c.Suit.Letter()
}
