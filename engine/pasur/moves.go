package pasur

import (
	"croupier/engine"
)

// Move is one turn: Card from the hand of the player to move, and the
// table cards it takes. An empty Take lays the card on the table. The
// order of Take does not matter: a move is identified by the played card
// and the set of cards taken.
type Move struct {
	Card engine.Card
	Take []engine.Card
}

// Laid reports whether the move lays its card (takes nothing).
func (m Move) Laid() bool { return len(m.Take) == 0 }

// String renders the move in neutral notation: "7♣ x 4♦" or "9♠ laid".
func (m Move) String() string {
	if len(m.Take) == 0 {
		return m.Card.String() + " laid"
	}
	return m.Card.String() + " x " + cardList(m.Take)
}

// MoveSet is a Move with the taken cards as a set: the allocation-free
// form used by AppendLegalMoveSets and PlayLegal.
type MoveSet struct {
	Card engine.Card
	Take engine.CardSet
}

// Move converts to a Move listing the taken cards in card order.
func (m MoveSet) Move() Move { return Move{Card: m.Card, Take: cardsOf(m.Take)} }

// AppendLegalMoveSets appends every distinct legal move of the player to
// move to dst and returns it: the cards in hand order; for each card its
// captures, fewest cards first and then in card order (by CardSet
// value), or, if it cannot capture, the one move laying it. Nothing is
// appended once the round is over. On the tables of a dealt game it
// allocates nothing beyond growing dst.
func (r *Round) AppendLegalMoveSets(dst []MoveSet) []MoveSet {
	if r.over {
		return dst
	}
	return appendMoveSets(dst, r.hands[r.toPlay], r.tableSet, &r.cfg.Variants)
}

// appendMoveSets appends, for each card of hand in turn, its captures of
// table, or the move laying it when it captures nothing.
func appendMoveSets(dst []MoveSet, hand []engine.Card, table engine.CardSet, v *Variants) []MoveSet {
	var s searcher
	var buf [32]engine.CardSet
	for _, c := range hand {
		sets, _ := appendCaptureSets(&s, buf[:0], c, table, v)
		if len(sets) == 0 {
			dst = append(dst, MoveSet{Card: c})
			continue
		}
		for _, t := range sets {
			dst = append(dst, MoveSet{Card: c, Take: t})
		}
	}
	return dst
}

// AppendLegalMoves appends every distinct legal move of the player to
// move to dst, in the order of AppendLegalMoveSets, and the cards they
// take to cards, each move's Take a piece of cards in table order (nil
// for a card laid); it returns both. With room enough in dst and cards
// (at most 8 cards a move on a dealt table) it allocates nothing; pass
// cards[:0] again only once the moves are no longer read. Nothing is
// appended once the round is over.
func (r *Round) AppendLegalMoves(dst []Move, cards []engine.Card) ([]Move, []engine.Card) {
	var buf [64]MoveSet
	return r.appendMoves(dst, cards, r.AppendLegalMoveSets(buf[:0]))
}

// appendMoves appends the moves of sets to dst, their taken cards to
// cards in table order.
func (r *Round) appendMoves(dst []Move, cards []engine.Card, sets []MoveSet) ([]Move, []engine.Card) {
	for _, m := range sets {
		if m.Take == 0 {
			dst = append(dst, Move{Card: m.Card})
			continue
		}
		start := len(cards)
		cards = r.appendTaken(cards, m.Take)
		dst = append(dst, Move{Card: m.Card, Take: cards[start:len(cards):len(cards)]})
	}
	return dst, cards
}

// LegalMoves lists every distinct legal move of the player to move (see
// AppendLegalMoves) in new slices, made to measure. It is empty once the
// round is over. For one card at most MaxCaptures captures are listed;
// only explicit setups could reach that, and NewRoundFrom refuses them.
func (r *Round) LegalMoves() []Move {
	var buf [64]MoveSet
	sets := r.AppendLegalMoveSets(buf[:0])
	if len(sets) == 0 {
		return nil
	}
	n := 0
	for _, m := range sets {
		n += m.Take.Len()
	}
	cards := make([]engine.Card, 0, n)
	out := make([]Move, len(sets))
	for i, m := range sets {
		out[i].Card = m.Card
		if m.Take != 0 {
			start := len(cards)
			cards = r.appendTaken(cards, m.Take)
			out[i].Take = cards[start:len(cards):len(cards)]
		}
	}
	return out
}

// appendTaken appends the cards of take to cards in table order.
func (r *Round) appendTaken(cards []engine.Card, take engine.CardSet) []engine.Card {
	for i := 0; take != 0 && i < len(r.table); i++ {
		if c := r.table[i]; take.Has(c) {
			cards = append(cards, c)
			take &^= bit(c)
		}
	}
	return cards
}

// CanCapture reports whether card could capture from the current table
// under the round's variants (whoever holds it).
func (r *Round) CanCapture(card engine.Card) bool {
	return canCapture(card, r.tableSet, &r.cfg.Variants)
}

// Capture describes one legal capture.
type Capture struct {
	Card engine.Card
	Kind CaptureKind
	// Take lists the table cards taken, in table order.
	Take []engine.Card
	// Groups splits Take by the rule applied: for a capture by sums, one
	// way of splitting it into groups each making 11 (with the played
	// card; each summing to 11 under jacks_eleven); otherwise one group.
	Groups [][]engine.Card
	// Clears reports that the capture leaves the table empty.
	Clears bool
	// Sur reports that the player to move would score a sur with it.
	Sur bool
	// SurDenied names the variant that denies the sur of a capture that
	// clears the table; empty otherwise.
	SurDenied RuleID
	// Points is what Take and Card are worth in the score: aces, jacks,
	// 2♣, 10♦ (and 7♦ under seven_diamonds); a sur is not included.
	Points int
}

// Move returns the capture as a move.
func (c Capture) Move() Move { return Move{Card: c.Card, Take: c.Take} }

// CapturesFor lists every legal capture of card from the current table,
// in the order of AppendLegalMoveSets, with its groups; Sur and SurDenied
// are judged for the player to move. The card need not be in a hand (the
// tutor may ask "what would this card take?"); an invalid card or one
// lying on the table has none.
func (r *Round) CapturesFor(card engine.Card) []Capture {
	if !card.Valid() || r.tableSet.Has(card) {
		return nil
	}
	var s searcher
	sets, _ := appendCaptureSets(&s, nil, card, r.tableSet, &r.cfg.Variants)
	out := make([]Capture, 0, len(sets))
	for _, t := range sets {
		out = append(out, r.describe(&s, card, t))
	}
	return out
}

// describe builds the Capture of card taking t.
func (r *Round) describe(s *searcher, card engine.Card, t engine.CardSet) Capture {
	kind, need, _ := captureRule(card, &r.cfg.Variants)
	c := Capture{Card: card, Kind: kind, Take: r.inTableOrder(t)}
	if kind.summing() {
		for _, g := range s.groups(t, need) {
			c.Groups = append(c.Groups, r.inTableOrder(g))
		}
	} else {
		c.Groups = [][]engine.Card{c.Take}
	}
	c.Clears = r.tableSet&^t == 0
	if c.Clears {
		c.SurDenied = r.surDenied(card, r.side(r.toPlay))
		c.Sur = c.SurDenied == ""
	}
	c.Points = pointsOf(t|bit(card), &r.cfg.Variants)
	return c
}

// BestCapture returns the best capture of card (see CapturesFor), or
// false if it cannot capture. "Best" compares, in this order:
//
//  1. points: Capture.Points plus 5 if it is a sur that counts;
//  2. more table cards taken;
//  3. more clubs taken (the clubs bonus);
//  4. the earlier capture in CapturesFor order (fewer cards, then card
//     order).
func (r *Round) BestCapture(card engine.Card) (Capture, bool) {
	cs := r.CapturesFor(card)
	if len(cs) == 0 {
		return Capture{}, false
	}
	best := 0
	for i := 1; i < len(cs); i++ {
		if better(cs[i], cs[best]) {
			best = i
		}
	}
	return cs[best], true
}

// better reports whether a beats b by the order of BestCapture (strictly).
func better(a, b Capture) bool {
	pa, pb := a.Points, b.Points
	if a.Sur {
		pa += SurPoints
	}
	if b.Sur {
		pb += SurPoints
	}
	if pa != pb {
		return pa > pb
	}
	if len(a.Take) != len(b.Take) {
		return len(a.Take) > len(b.Take)
	}
	return clubsIn(a.Take) > clubsIn(b.Take)
}

func clubsIn(cs []engine.Card) int {
	return (setOf(cs) & clubBits).Len()
}

// Set converts to a MoveSet (invalid cards in Take are dropped).
func (m Move) Set() MoveSet { return MoveSet{Card: m.Card, Take: setOf(m.Take)} }
