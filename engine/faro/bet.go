package faro

import "croupier/engine"

// BetID identifies a bet or call within one deal. IDs are opaque, never
// zero, and not reused within a deal.
type BetID uint64

// BetKind says what a bet covers.
type BetKind uint8

// The kinds of bets. Single is the zero value.
const (
	// Single is a bet on one rank (a Pharaon pronostic is always one).
	Single BetKind = iota
	// Split is one Pharo stake on two neighbouring ranks of the layout.
	Split
	// HighCard is Pharo's variant bet that the player card of the next
	// turn ranks above the bank card.
	HighCard
	// TurnCall is a call of the turn, made with Deal.CallTurn; it appears
	// in BetInfo and Event, never in Place.
	TurnCall
)

// String returns "single", "split", "high-card" or "call".
func (k BetKind) String() string {
	switch k {
	case Single:
		return "single"
	case Split:
		return "split"
	case HighCard:
		return "high-card"
	case TurnCall:
		return "call"
	}
	return "?"
}

// Bet is an ordinary bet as a player places it.
type Bet struct {
	// Kind is Single, Split or HighCard.
	Kind BetKind
	// Rank is the rank of a single bet or the first rank of a split;
	// Rank2 the second rank of a split. Both are NoRank for high card.
	Rank, Rank2 engine.Rank
	// Coppered reverses win and lose (not for high card).
	Coppered bool
	// Stake is the chips staked (Pharo) or the weight (Pharaon).
	Stake engine.Amount
}

// Colour is the colour of a card, for Foster's call.
type Colour uint8

// The colours. NoColour is the zero value and names no colour.
const (
	NoColour Colour = iota
	Red
	Black
)

// ColourOf returns the colour of a valid card (NoColour otherwise).
func ColourOf(c engine.Card) Colour {
	switch {
	case !c.Valid():
		return NoColour
	case c.Suit.Red():
		return Red
	}
	return Black
}

// String returns "red", "black" or "?".
func (c Colour) String() string {
	switch c {
	case Red:
		return "red"
	case Black:
		return "black"
	}
	return "?"
}

// Call is a call of the turn: the order in which the last three cards
// come, as loser, winner, hock.
type Call struct {
	// Order names the ranks of loser, winner and hock (Foster false).
	Order [3]engine.Rank
	// Colours names their colours instead (Foster true; Pharaon only,
	// when three cards of one rank remain).
	Colours [3]Colour
	// Foster selects the colour call.
	Foster bool
	// Stake is the chips staked or the (even) weight.
	Stake engine.Amount
}

// CallKind is the kind of call the three remaining cards allow.
type CallKind uint8

// The kinds of calls.
const (
	NoCall CallKind = iota
	// CallThreeRanks: three different ranks; a correct call pays 4:1.
	CallThreeRanks
	// CallCatHop: a pair and one other card; a correct call pays 2:1.
	CallCatHop
	// CallFoster: three cards of one rank; Pharaon's colour call pays
	// 2:1, Pharo refuses any call.
	CallFoster
)

// Odds returns what a correct call pays for one staked: 4, 2, 2 (0 for
// NoCall).
func (k CallKind) Odds() int64 {
	switch k {
	case CallThreeRanks:
		return 4
	case CallCatHop, CallFoster:
		return 2
	}
	return 0
}

// String returns "three-ranks", "cat-hop", "foster" or "none".
func (k CallKind) String() string {
	switch k {
	case CallThreeRanks:
		return "three-ranks"
	case CallCatHop:
		return "cat-hop"
	case CallFoster:
		return "foster"
	}
	return "none"
}

// BetInfo describes a bet or call on the layout.
type BetInfo struct {
	ID     BetID
	Player int
	// Bet is the bet (a split with its ranks in rank order); for a call,
	// Bet.Kind is TurnCall and only Bet.Stake is set.
	Bet Bet
	// Call and CallKind describe a call (Bet.Kind == TurnCall).
	Call     Call
	CallKind CallKind
	// PlacedAfter is the number of turns drawn when the bet was placed
	// (0: before the first turn).
	PlacedAfter int
}
