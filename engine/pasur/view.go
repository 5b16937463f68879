package pasur

import (
	"croupier/engine"
)

// View is what one seat may know of a round: its own hand and everything
// shown to the whole table — the table cards, every side's captured
// cards and surs, who captured last, how many cards each hand and the
// talon hold, the deal, the variants and the match totals at the start of
// the round, and the jacks the initial table check shuffled back into the
// talon. It holds no other seat's cards and no talon order, so a player
// given only a View cannot peek: only Round.View builds one.
//
// A View is a plain value: copying it copies everything, and two Views
// are == exactly when a seat knows the same things.
type View struct {
	cfg       Config
	seat      int // -1 for a spectator
	toPlay    int
	over      bool
	deal      int
	plays     int
	talon     int
	hand      [engine.DeckSize]engine.Card
	handN     int
	handSet   engine.CardSet
	table     [engine.DeckSize]engine.Card
	tableN    int
	tableSet  engine.CardSet
	handSizes [MaxPlayers]int
	piles     [MaxPlayers]engine.CardSet
	surs      [MaxPlayers]int
	before    [MaxPlayers]int
	last      int
	lastSeat  int
	inTalon   engine.CardSet
	leftover  engine.CardSet
	absent    engine.CardSet
}

// View returns what seat may know of the round now. For a seat that does
// not exist it returns a spectator's view: everything shown, no hand
// (Seat is then -1).
func (r *Round) View(seat int) View {
	v := View{
		cfg: r.cfg, seat: seat, toPlay: r.toPlay, over: r.over, deal: r.deal,
		plays: r.plays, talon: len(r.talon), tableSet: r.tableSet,
		last: r.last, lastSeat: r.lastSeat, leftover: r.leftover, absent: r.absent,
	}
	if seat < 0 || seat >= r.cfg.Players {
		v.seat = -1
	} else {
		v.handN = copy(v.hand[:], r.hands[seat])
		v.handSet = setOf(r.hands[seat])
	}
	v.tableN = copy(v.table[:], r.table)
	for p := 0; p < r.cfg.Players; p++ {
		v.handSizes[p] = len(r.hands[p])
	}
	n := r.cfg.Sides()
	copy(v.piles[:n], r.piles[:n])
	copy(v.surs[:n], r.surs[:n])
	copy(v.before[:n], r.before[:n])
	if r.deal == 1 {
		// A jack the table check shuffled back lies in the talon until
		// the talon is dealt; a later redeal voids what came before.
		for _, e := range r.events {
			switch e.Kind {
			case EventRedeal:
				v.inTalon = 0
			case EventJackReplaced:
				v.inTalon |= bit(e.Jack)
			}
		}
		v.inTalon &= v.Unseen()
	}
	return v
}

// Config returns the round's configuration.
func (v *View) Config() Config { return v.cfg }

// Variants returns the variants in force.
func (v *View) Variants() Variants { return v.cfg.Variants }

// Seat returns the seat whose view this is, or -1 for a spectator.
func (v *View) Seat() int { return v.seat }

// Side returns the side of the view's seat (-1 for a spectator).
func (v *View) Side() int {
	if v.seat < 0 {
		return -1
	}
	return v.cfg.Side(v.seat)
}

// ToPlay returns the seat to move (meaningless once the round is over).
func (v *View) ToPlay() int { return v.toPlay }

// MyTurn reports whether the view's seat is to move in a round that goes
// on.
func (v *View) MyTurn() bool { return !v.over && v.seat >= 0 && v.seat == v.toPlay }

// Over reports whether the round is over.
func (v *View) Over() bool { return v.over }

// DealNumber returns the number of the current deal, from 1.
func (v *View) DealNumber() int { return v.deal }

// LastDeal reports whether the current deal is the last: the talon is
// empty.
func (v *View) LastDeal() bool { return v.talon == 0 }

// Plays returns the number of cards played so far in the round.
func (v *View) Plays() int { return v.plays }

// TalonSize returns the number of cards still to be dealt.
func (v *View) TalonSize() int { return v.talon }

// Hand returns a copy of the seat's own hand in the order dealt.
func (v *View) Hand() []engine.Card {
	return append([]engine.Card(nil), v.hand[:v.handN]...)
}

// HandSet returns the seat's own hand as a set.
func (v *View) HandSet() engine.CardSet { return v.handSet }

// HandSize returns how many cards a seat holds (0 for a seat that does
// not exist).
func (v *View) HandSize(seat int) int {
	if seat < 0 || seat >= v.cfg.Players {
		return 0
	}
	return v.handSizes[seat]
}

// Table returns a copy of the table cards in the order they came there.
func (v *View) Table() []engine.Card {
	return append([]engine.Card(nil), v.table[:v.tableN]...)
}

// TableSet returns the table cards as a set.
func (v *View) TableSet() engine.CardSet { return v.tableSet }

// PileSet returns the cards a side has captured (0 for a side that does
// not exist).
func (v *View) PileSet(side int) engine.CardSet {
	if side < 0 || side >= v.cfg.Sides() {
		return 0
	}
	return v.piles[side]
}

// Surs returns the surs a side has made that count (before sur_cancel).
func (v *View) Surs(side int) int {
	if side < 0 || side >= v.cfg.Sides() {
		return 0
	}
	return v.surs[side]
}

// ScoreBefore returns a side's match total at the start of the round.
func (v *View) ScoreBefore(side int) int {
	if side < 0 || side >= v.cfg.Sides() {
		return 0
	}
	return v.before[side]
}

// LastCapturer returns the side that captured last, or -1.
func (v *View) LastCapturer() int { return v.last }

// LastCapturerSeat returns the seat that captured last, or -1.
func (v *View) LastCapturerSeat() int { return v.lastSeat }

// Unseen returns the cards the seat has not seen: the other hands and
// the talon together. Cards an explicit setup (NewRoundFrom) left out of
// the round are in nobody's hand and count as seen.
func (v *View) Unseen() engine.CardSet {
	s := deckBits &^ v.handSet &^ v.tableSet &^ v.leftover &^ v.absent
	for side := 0; side < v.cfg.Sides(); side++ {
		s &^= v.piles[side]
	}
	return s
}

// KnownInTalon returns the unseen cards known to lie in the talon: in
// the first deal, the jacks the initial table check shuffled back.
func (v *View) KnownInTalon() engine.CardSet { return v.inTalon }

// AppendLegalMoveSets appends the legal moves of the view's seat, in the
// order of Round.AppendLegalMoveSets, when it is to move; otherwise it
// appends nothing.
func (v *View) AppendLegalMoveSets(dst []MoveSet) []MoveSet {
	if !v.MyTurn() {
		return dst
	}
	return appendMoveSets(dst, v.hand[:v.handN], v.tableSet, &v.cfg.Variants)
}

// SurDenied names the variant that would deny the view's seat a sur for
// clearing the table with card now, or "" if it would count.
func (v *View) SurDenied(card engine.Card) RuleID {
	return v.cfg.Variants.SurDenied(card, v.talon == 0, v.ScoreBefore(v.Side()))
}

// InTableOrder converts a move of the view's position to a Move whose
// Take lists the cards in the order they lie on the table (cards not on
// the table follow in card order).
func (v *View) InTableOrder(m MoveSet) Move {
	out := Move{Card: m.Card}
	rest := m.Take
	for _, c := range v.table[:v.tableN] {
		if m.Take.Has(c) {
			out.Take = append(out.Take, c)
			rest &^= bit(c)
		}
	}
	out.Take = append(out.Take, cardsOf(rest)...)
	return out
}
