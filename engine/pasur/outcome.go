package pasur

import (
	"croupier/engine"
)

// Outcome is what one move did, in the allocation-free form of PlayLegal.
type Outcome struct {
	Seat int // the player who moved
	Side int // the player's side
	Card engine.Card
	// Kind is the capture rule applied, ByNone when the card was laid.
	Kind CaptureKind
	// Taken are the table cards captured (the played card goes to the
	// same pile).
	Taken engine.CardSet
	// Laid reports that the card was laid face up on the table.
	Laid bool
	// Cleared reports that the capture left the table empty.
	Cleared bool
	// Sur reports that the capture scored a sur (5 points).
	Sur bool
	// SurDenied names the variant that denied the sur of a clearing
	// capture: RuleNoSurWithJack, RuleNoSurLastDeal or RuleNoSurAt50.
	SurDenied RuleID
	// NewDeal reports that every hand was empty and the next deal was
	// dealt from the talon.
	NewDeal bool
	// RoundOver reports that this was the last card of the round.
	RoundOver bool
	// BonusSide is the side that received the table at the end of the
	// round (the last capturer), or -1.
	BonusSide int
	// Bonus are the table cards the last capturer received at the end of
	// the round. They never make a sur.
	Bonus engine.CardSet
	// Leftover are the table cards that went to nobody because nobody
	// captured in the whole round.
	Leftover engine.CardSet
}

// MoveResult is what one move did, with card lists for the tutor.
type MoveResult struct {
	Outcome
	// Captured lists Taken in table order.
	Captured []engine.Card
	// BonusCards lists Bonus in table order.
	BonusCards []engine.Card
	// LeftoverCards lists Leftover in table order.
	LeftoverCards []engine.Card
}

// pick lists the cards of order that are in s, in that order.
func pick(order []engine.Card, s engine.CardSet) []engine.Card {
	if s == 0 {
		return nil
	}
	out := make([]engine.Card, 0, s.Len())
	for _, c := range order {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}
