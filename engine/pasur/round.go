package pasur

import (
	"croupier/engine"
)

// Round is one round of Pasur: one deck dealt out in several deals and
// played to the end. Its state changes only through Play (checked) and
// PlayLegal (generated moves). Create it with NewRound, NewRoundExplicit
// or NewRoundFrom.
type Round struct {
	cfg      Config
	hands    [MaxPlayers][]engine.Card
	handBuf  [MaxPlayers][HandSize]engine.Card
	table    []engine.Card
	tableBuf [engine.DeckSize]engine.Card
	tableSet engine.CardSet
	talon    []engine.Card
	deckBuf  [engine.DeckSize]engine.Card
	piles    [MaxPlayers]engine.CardSet
	surs     [MaxPlayers]int // surs that count, before sur_cancel
	before   [MaxPlayers]int
	last     int // side that captured last, or -1
	lastSeat int // seat that captured last, or -1
	toPlay   int
	deal     int
	plays    int
	over     bool
	bonus    engine.CardSet
	leftover engine.CardSet
	absent   engine.CardSet // cards an explicit setup left out of the round
	events   []DealEvent
}

// Config returns the round's configuration (players, dealer, variants).
func (r *Round) Config() Config { return r.cfg }

// Variants returns the variants in force.
func (r *Round) Variants() Variants { return r.cfg.Variants }

// Players returns the number of players.
func (r *Round) Players() int { return r.cfg.Players }

// Sides returns the number of scoring sides.
func (r *Round) Sides() int { return r.cfg.Sides() }

// Dealer returns the dealer's seat.
func (r *Round) Dealer() int { return r.cfg.Dealer }

// Hand returns a copy of a seat's hand in the order dealt (nil for a seat
// that does not exist).
func (r *Round) Hand(seat int) []engine.Card {
	if seat < 0 || seat >= r.cfg.Players {
		return nil
	}
	return append([]engine.Card(nil), r.hands[seat]...)
}

// HandSet returns a seat's hand as a set.
func (r *Round) HandSet(seat int) engine.CardSet {
	if seat < 0 || seat >= r.cfg.Players {
		return 0
	}
	return setOf(r.hands[seat])
}

// Table returns a copy of the face-up table cards in the order they came
// to the table.
func (r *Round) Table() []engine.Card { return append([]engine.Card(nil), r.table...) }

// TableSet returns the table cards as a set.
func (r *Round) TableSet() engine.CardSet { return r.tableSet }

// TalonSize returns the number of cards still to be dealt.
func (r *Round) TalonSize() int { return len(r.talon) }

// Talon returns a copy of the cards still to be dealt, the next first.
func (r *Round) Talon() []engine.Card { return append([]engine.Card(nil), r.talon...) }

// ToPlay returns the seat to move (meaningless once the round is over).
func (r *Round) ToPlay() int { return r.toPlay }

// DealNumber returns the number of the current deal, from 1.
func (r *Round) DealNumber() int { return r.deal }

// LastDeal reports whether the current deal is the last one: the talon is
// empty.
func (r *Round) LastDeal() bool { return len(r.talon) == 0 }

// Plays returns the number of cards played so far in this round.
func (r *Round) Plays() int { return r.plays }

// Over reports whether the round is over: every hand played, the talon
// empty and the table cleared to the last capturer.
func (r *Round) Over() bool { return r.over }

// Pile returns the cards a side has captured, in card order (with the
// last-capture bonus once the round is over).
func (r *Round) Pile(side int) []engine.Card {
	if side < 0 || side >= r.cfg.Sides() {
		return nil
	}
	return cardsOf(r.piles[side])
}

// PileSet returns the cards a side has captured as a set.
func (r *Round) PileSet(side int) engine.CardSet {
	if side < 0 || side >= r.cfg.Sides() {
		return 0
	}
	return r.piles[side]
}

// Piles returns every side's captured cards, indexed by side.
func (r *Round) Piles() [][]engine.Card {
	out := make([][]engine.Card, r.cfg.Sides())
	for s := range out {
		out[s] = cardsOf(r.piles[s])
	}
	return out
}

// Surs returns the surs a side has made that count (variants that deny a
// sur are applied; sur_cancel is applied only in the breakdowns).
func (r *Round) Surs(side int) int {
	if side < 0 || side >= r.cfg.Sides() {
		return 0
	}
	return r.surs[side]
}

// LastCapturer returns the side that captured last, or -1 if nobody has.
func (r *Round) LastCapturer() int { return r.last }

// LastCapturerSeat returns the seat that captured last, or -1.
func (r *Round) LastCapturerSeat() int { return r.lastSeat }

// ScoresBefore returns the match totals per side at the start of the
// round (used by the variant no_sur_at_50).
func (r *Round) ScoresBefore() []int {
	return append([]int(nil), r.before[:r.cfg.Sides()]...)
}

// Events returns what the initial table check did (redeals, jacks
// replaced), in order; empty if the first table passed. The result is a
// deep copy: changing it does not change the round.
func (r *Round) Events() []DealEvent { return copyEvents(r.events) }

// copyEvents copies events with their Table slices.
func copyEvents(evs []DealEvent) []DealEvent {
	if len(evs) == 0 {
		return nil
	}
	out := make([]DealEvent, len(evs))
	for i, e := range evs {
		e.Table = append([]engine.Card(nil), e.Table...)
		out[i] = e
	}
	return out
}

// Bonus returns the table cards that went to the last capturer at the end
// of the round (empty before the end).
func (r *Round) Bonus() []engine.Card { return cardsOf(r.bonus) }

// Leftover returns the table cards that went to nobody at the end of a
// round in which nobody captured (they stay on the table).
func (r *Round) Leftover() []engine.Card { return cardsOf(r.leftover) }

// Holder returns the seat holding card, or -1 if no hand holds it.
func (r *Round) Holder(card engine.Card) int {
	for p := 0; p < r.cfg.Players; p++ {
		if indexOf(r.hands[p], card) >= 0 {
			return p
		}
	}
	return -1
}

func indexOf(cs []engine.Card, c engine.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

// inTableOrder lists the cards of s in the order they lie on the table;
// cards of s not on the table follow in card order.
func (r *Round) inTableOrder(s engine.CardSet) []engine.Card {
	if s == 0 {
		return nil
	}
	out := make([]engine.Card, 0, engine.CardSet(s).Len())
	rest := s
	for _, c := range r.table {
		if s.Has(c) {
			out = append(out, c)
			rest &^= bit(c)
		}
	}
	return append(out, cardsOf(rest)...)
}

// side returns the side of a seat.
func (r *Round) side(seat int) int { return r.cfg.Side(seat) }
