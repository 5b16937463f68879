package pasur

import (
	"croupier/engine"
)

// Play plays a move for the player to move. A refused move returns a
// *MoveError (wrapping a sentinel such as ErrMustCapture or ErrBadSum) and
// leaves the round unchanged. A card held by another player is refused
// with ErrNotYourTurn.
func (r *Round) Play(m Move) (*MoveResult, error) {
	take, err := r.takeSet(m)
	if err != nil {
		return nil, err
	}
	captured := r.inTableOrder(take & r.tableSet)
	var rest []engine.Card // the table at the end of the round, in order
	if r.lastCard() {
		for _, c := range r.table {
			if !take.Has(c) {
				rest = append(rest, c)
			}
		}
		rest = append(rest, m.Card)
	}
	o, err := r.PlaySet(MoveSet{Card: m.Card, Take: take})
	if err != nil {
		return nil, err
	}
	res := &MoveResult{Outcome: o, Captured: captured}
	res.BonusCards = pick(rest, o.Bonus)
	res.LeftoverCards = pick(rest, o.Leftover)
	return res, nil
}

// lastCard reports whether the next card played ends the round.
func (r *Round) lastCard() bool {
	if len(r.talon) > 0 {
		return false
	}
	n := 0
	for p := 0; p < r.cfg.Players; p++ {
		n += len(r.hands[p])
	}
	return n == 1
}

// PlayBy plays a move for seat, refusing it with ErrNotYourTurn unless
// seat is to move.
func (r *Round) PlayBy(seat int, m Move) (*MoveResult, error) {
	if !r.over && seat != r.toPlay {
		return nil, &MoveError{Rule: RuleNotYourTurn, Err: ErrNotYourTurn, Seat: r.toPlay, Holder: seat, Card: m.Card}
	}
	return r.Play(m)
}

// Check tells whether a move is legal for the player to move without
// playing it: nil, or the *MoveError Play would return.
func (r *Round) Check(m Move) error {
	take, err := r.takeSet(m)
	if err != nil {
		return err
	}
	_, _, merr := r.validate(m.Card, take)
	if merr != nil {
		return merr
	}
	return nil
}

// PlaySet plays a move given as a set; it allocates nothing unless the
// move is refused.
func (r *Round) PlaySet(m MoveSet) (Outcome, error) {
	hi, kind, err := r.validate(m.Card, m.Take)
	if err != nil {
		return Outcome{}, err
	}
	return r.apply(hi, kind, m.Card, m.Take), nil
}

// apply plays a validated move.
func (r *Round) apply(hi int, kind CaptureKind, card engine.Card, take engine.CardSet) Outcome {
	seat := r.toPlay
	side := r.side(seat)
	o := Outcome{Seat: seat, Side: side, Card: card, Kind: kind, Taken: take, BonusSide: -1}
	h := r.hands[seat]
	r.hands[seat] = append(h[:hi], h[hi+1:]...)
	r.plays++
	if take == 0 {
		o.Laid, o.Kind = true, ByNone
		r.table = append(r.table, card)
		r.tableSet |= bit(card)
	} else {
		kept := r.table[:0]
		for _, c := range r.table {
			if !take.Has(c) {
				kept = append(kept, c)
			}
		}
		r.table = kept
		r.tableSet &^= take
		r.piles[side] |= take | bit(card)
		r.last, r.lastSeat = side, seat
		if r.tableSet == 0 {
			o.Cleared = true
			o.SurDenied = r.surDenied(card, side)
			if o.SurDenied == "" {
				o.Sur = true
				r.surs[side]++
			}
		}
	}
	deal := r.deal
	r.advance(seat)
	o.NewDeal = r.deal != deal
	if r.over {
		o.RoundOver = true
		o.Bonus, o.Leftover = r.bonus, r.leftover
		if r.bonus != 0 {
			o.BonusSide = r.last
		}
	}
	return o
}

// advance passes the turn after seat to the next player holding cards;
// when every hand is empty it deals the next deal, or ends the round.
func (r *Round) advance(seat int) {
	if p := r.nextWithCards(seat); p >= 0 {
		r.toPlay = p
		return
	}
	if len(r.talon) > 0 {
		r.dealNext()
		if p := r.nextWithCards(seat); p >= 0 {
			r.toPlay = p
			return
		}
	}
	r.finish()
}

// nextWithCards returns the first seat after seat, in playing order and
// ending with seat itself, whose hand is not empty; -1 if none is.
func (r *Round) nextWithCards(seat int) int {
	p := seat
	for i := 0; i < r.cfg.Players; i++ {
		p = r.cfg.Next(p)
		if len(r.hands[p]) > 0 {
			return p
		}
	}
	return -1
}

// finish ends the round: the table goes to the side that captured last
// (never a sur), or to nobody if nobody captured.
func (r *Round) finish() {
	r.over = true
	if r.last < 0 {
		r.leftover = r.tableSet
		return
	}
	r.bonus = r.tableSet
	r.piles[r.last] |= r.tableSet
	r.table = r.table[:0]
	r.tableSet = 0
}
