package odds

import (
	"sort"

	"croupier/engine"
	"croupier/engine/faro"
)

// CallKind is the kind of call three remaining cards allow (RULINGS.md
// "Calling the turn"): the Faro engine's own type, so that odds and rules
// speak of one thing.
type CallKind = faro.CallKind

// The kinds of calls, as the Faro engine names them.
const (
	// NoCall names no call.
	NoCall = faro.NoCall
	// ThreeRanks: three different ranks, six orders; a right call pays 4:1.
	ThreeRanks = faro.CallThreeRanks
	// CatHop: a pair and one other card, three orders of ranks; 2:1.
	CatHop = faro.CallCatHop
	// Foster: three cards of one rank, three orders of colours (Pharaon
	// only; Pharo refuses any call); 2:1.
	Foster = faro.CallFoster
)

// Colour is a card's colour, for Foster's call: the Faro engine's type.
type Colour = faro.Colour

// The colours; NoColour is the zero value.
const (
	NoColour = faro.NoColour
	Red      = faro.Red
	Black    = faro.Black
)

// colourOf returns the colour of a valid card.
func colourOf(c engine.Card) Colour {
	if c.Suit.Red() {
		return Red
	}
	return Black
}

// CallOrder is one order a call can name: loser, winner, hock.
type CallOrder struct {
	// Ranks names the order by ranks (ThreeRanks, CatHop); zero for Foster.
	Ranks [3]engine.Rank
	// Colours names the order by colours (Foster); zero otherwise.
	Colours [3]Colour
	// Ways is how many of the 6 equally likely orders of the three cards
	// give this order; P = Ways/6.
	Ways int
	P    Fraction
}

// CallOdds is the chance of every order of the last three cards and what
// a call of the turn is worth.
type CallOdds struct {
	Kind CallKind
	// Cards are the three cards left, in card order.
	Cards [3]engine.Card
	// Orders lists the distinct orders a call can name, in a fixed order
	// (ranks or colours ascending, loser first).
	Orders []CallOrder
	// Payout is what a right call pays per unit: 4 or 2.
	Payout int64
	// Right is the chance that a call is right: 1/len(Orders), the same
	// for every order.
	Right Fraction
	// PlayerEV = Payout·Right − (1 − Right) per unit staked; BankEdge is
	// its opposite (1/6 for three ranks, 0 for cat-hop and Foster).
	PlayerEV, BankEdge Fraction
}

// CallTheTurn returns the odds of calling the turn. Exactly three cards
// must be left.
func CallTheTurn(b Box) (CallOdds, error) {
	cards := b.Cards()
	if len(cards) != 3 {
		return CallOdds{}, &Error{Err: ErrNotThreeLeft, CardsLeft: len(cards)}
	}
	co := CallOdds{Cards: [3]engine.Card{cards[0], cards[1], cards[2]}}
	r0, r1, r2 := cards[0].Rank, cards[1].Rank, cards[2].Rank
	switch {
	case r0 == r1 && r1 == r2:
		co.Kind = Foster
	case r0 == r1 || r1 == r2:
		co.Kind = CatHop
	default:
		co.Kind = ThreeRanks
	}
	co.Payout = co.Kind.Odds()
	// Count, over the 6 orders of the three cards, the orders they show.
	ways := map[CallOrder]int{}
	for _, p := range [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		var o CallOrder
		for i, j := range p {
			if co.Kind == Foster {
				o.Colours[i] = colourOf(cards[j])
			} else {
				o.Ranks[i] = cards[j].Rank
			}
		}
		ways[o]++
	}
	for o, w := range ways {
		o.Ways, o.P = w, ratio(int64(w), 6)
		co.Orders = append(co.Orders, o)
	}
	sort.Slice(co.Orders, func(i, j int) bool { return orderLess(co.Orders[i], co.Orders[j]) })
	co.Right = ratio(1, int64(len(co.Orders)))
	co.PlayerEV = co.Right.Mul(ratio(co.Payout+1, 1)).Sub(ratio(1, 1))
	co.BankEdge = co.PlayerEV.Neg()
	return co, nil
}

// orderLess orders calls by ranks, then colours, loser first.
func orderLess(a, b CallOrder) bool {
	for i := range a.Ranks {
		if a.Ranks[i] != b.Ranks[i] {
			return a.Ranks[i] < b.Ranks[i]
		}
	}
	for i := range a.Colours {
		if a.Colours[i] != b.Colours[i] {
			return a.Colours[i] < b.Colours[i]
		}
	}
	return false
}
