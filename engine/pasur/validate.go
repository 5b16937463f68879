package pasur

import (
	"croupier/engine"
)

// takeSet converts a Move's Take to a set, refusing invalid and repeated
// cards (after checking the played card).
func (r *Round) takeSet(m Move) (engine.CardSet, error) {
	if _, err := r.cardCheck(m.Card); err != nil {
		return 0, err
	}
	var s engine.CardSet
	for _, c := range m.Take {
		switch {
		case !c.Valid():
			return 0, r.moveErr(RuleInvalidCard, ErrInvalidCard, m.Card, c)
		case s.Has(c):
			return 0, r.moveErr(RuleDuplicate, ErrDuplicateTake, m.Card, c)
		}
		s |= bit(c)
	}
	return s, nil
}

func (r *Round) moveErr(rule RuleID, err error, card, off engine.Card) *MoveError {
	return &MoveError{Rule: rule, Err: err, Seat: r.toPlay, Holder: -1, Card: card, Offending: off}
}

// cardCheck checks that the round goes on and that card is in the hand of
// the player to move; it returns the card's index in the hand.
func (r *Round) cardCheck(card engine.Card) (int, *MoveError) {
	if r.over {
		return 0, r.moveErr(RuleRoundOver, ErrRoundOver, card, engine.Card{})
	}
	if !card.Valid() {
		return 0, r.moveErr(RuleInvalidCard, ErrInvalidCard, card, card)
	}
	hi := indexOf(r.hands[r.toPlay], card)
	if hi < 0 {
		if h := r.Holder(card); h >= 0 {
			e := r.moveErr(RuleNotYourTurn, ErrNotYourTurn, card, engine.Card{})
			e.Holder = h
			return 0, e
		}
		return 0, r.moveErr(RuleNotInHand, ErrNotInHand, card, engine.Card{})
	}
	return hi, nil
}

// validate checks a move for the player to move and returns the index of
// the card in the hand and the capture rule that applies.
func (r *Round) validate(card engine.Card, take engine.CardSet) (int, CaptureKind, *MoveError) {
	hi, err := r.cardCheck(card)
	if err != nil {
		return 0, ByNone, err
	}
	if take&^deckBits != 0 {
		return 0, ByNone, r.moveErr(RuleInvalidCard, ErrInvalidCard, card, engine.Card{})
	}
	if off := take &^ r.tableSet; off != 0 {
		return 0, ByNone, r.moveErr(RuleNotOnTable, ErrNotOnTable, card, first(off))
	}
	v := &r.cfg.Variants
	kind, need, elig := captureRule(card, v)
	if take == 0 {
		if canCapture(card, r.tableSet, v) {
			e := r.moveErr(RuleMustCapture, ErrMustCapture, card, engine.Card{})
			e.Choices = r.movesOf(card)
			return 0, ByNone, e
		}
		return hi, ByNone, nil
	}
	if off := take &^ elig; off != 0 {
		switch kind {
		case BySum, ByJackEleven:
			return 0, ByNone, r.moveErr(RuleFaceInSum, ErrFaceInSum, card, first(off))
		case ByJack:
			return 0, ByNone, r.moveErr(RuleJackFace, ErrJackFace, card, first(off))
		case ByChildren:
			return 0, ByNone, r.moveErr(RuleCaptureChildren, ErrChildrenRank, card, first(off))
		}
		return 0, ByNone, r.moveErr(RuleWrongRank, ErrWrongRank, card, first(off))
	}
	if !kind.summing() {
		if all := r.tableSet & elig; take != all {
			e := r.moveErr(RuleMustTakeAll, ErrMustTakeAll, card, first(all&^take))
			e.Cards = r.inTableOrder(all)
			return 0, ByNone, e
		}
		return hi, kind, nil
	}
	// A card worth more than the need fits no group; otherwise the total
	// must be a whole number of groups.
	tooBig := take & numberBits &^ (engine.CardSet(1)<<(4*uint(need)) - 1)
	if sum := sumOf(take); sum%need != 0 || tooBig != 0 {
		e := r.moveErr(RuleBadSum, ErrBadSum, card, engine.Card{})
		e.Cards, e.Sum, e.Need = r.inTableOrder(take), sum, need
		if tooBig != 0 {
			e.Offending = first(tooBig)
		}
		e.Choices = r.movesOf(card)
		return 0, ByNone, e
	}
	var s searcher
	if !s.splits(take, need) {
		e := r.moveErr(RuleCannotSplit, ErrCannotSplit, card, engine.Card{})
		e.Cards, e.Sum, e.Need = r.inTableOrder(take), sumOf(take), need
		e.Choices = r.movesOf(card)
		return 0, ByNone, e
	}
	return hi, kind, nil
}

// first returns the lowest card of a non-empty set.
func first(s engine.CardSet) engine.Card {
	for i := 0; i < engine.DeckSize; i++ {
		if c, _ := engine.CardAt(i); s.Has(c) {
			return c
		}
	}
	return engine.Card{}
}

// movesOf lists the legal moves of one card (its captures, or laying it).
func (r *Round) movesOf(card engine.Card) []Move {
	var s searcher
	sets, _ := appendCaptureSets(&s, nil, card, r.tableSet, &r.cfg.Variants)
	if len(sets) == 0 {
		return []Move{{Card: card}}
	}
	out := make([]Move, len(sets))
	for i, t := range sets {
		out[i] = Move{Card: card, Take: r.inTableOrder(t)}
	}
	return out
}

// surDenied names the variant that denies a sur to seat's side for a
// clearing capture with card, or "" if the sur counts. The checks run in
// this order: jack, last deal, 50 points.
func (r *Round) surDenied(card engine.Card, side int) RuleID {
	before := 0
	if side >= 0 && side < MaxPlayers {
		before = r.before[side]
	}
	return r.cfg.Variants.SurDenied(card, len(r.talon) == 0, before)
}
