package faro

// verdict is what a turn does to a bet: the outcome, its reason and the
// card that decided (as logged, see settlement), the player's net change
// in half stakes, and whether the bet leaves the layout.
type verdict struct {
	logged uint16 // outcome, reason and card as a settlement has them, shifted down by logWhat
	halves int8   // delta = halves × stake / 2: 2 won, -2 lost, -1 half lost, 0, or twice a call's odds
	gone   bool   // the bet leaves the layout
}

// verdictOf makes a verdict; mul is the player's net change in stakes
// (halved for HalfLost).
func verdictOf(what Outcome, why Reason, card whichCard, mul int8, gone bool) verdict {
	v := verdict{logged: uint16(what) | uint16(why)<<(logReason-logWhat) | uint16(card)<<(logCard-logWhat),
		halves: 2 * mul, gone: gone}
	if what == HalfLost {
		v.halves = mul
	}
	return v
}

// whichCard names a card of the turn: the one that decided, as Event.Card.
type whichCard uint8

const (
	noCard whichCard = iota
	onLoser
	onWinner
	onHock
)

// verdicts are the verdicts a deal's turns hand out, made once per deal
// for its profile (see newVerdicts).
type verdicts struct {
	// On the turn's ranks: a bet on the loser's rank only (lostL; wonL
	// coppered), on the winner's only (wonW; lostW coppered), a split on
	// both (push), and on a doublet (halfLost).
	lostL, wonL, wonW, lostW, push, halfLost verdict
	lower, higher, equal                     verdict // high card
	deadL, deadW                             verdict // returned from a dead rank
	end, hock                                verdict // the end of the deal; on the hock's rank
}

// newVerdicts makes the verdicts of a profile (RULINGS.md "Faro: what
// both profiles share", "Split bet", "High card", "Casekeeper", and the
// profiles' end of the deal).
func newVerdicts(pharo bool) verdicts {
	winGone := !pharo // a Pharaon pronostic is resolved once, a Pharo bet that wins stays
	return verdicts{
		lostL:    verdictOf(Lost, ReasonLoserCard, onLoser, -1, true),
		wonL:     verdictOf(Won, ReasonLoserCard, onLoser, 1, winGone),
		wonW:     verdictOf(Won, ReasonWinnerCard, onWinner, 1, winGone),
		lostW:    verdictOf(Lost, ReasonWinnerCard, onWinner, -1, true),
		push:     verdictOf(Push, ReasonOneEach, onWinner, 0, false),
		halfLost: verdictOf(HalfLost, ReasonDoublet, onWinner, -1, true),
		lower:    verdictOf(Lost, ReasonLower, onWinner, -1, true),
		higher:   verdictOf(Won, ReasonHigher, onWinner, 1, true),
		equal:    verdictOf(Lost, ReasonEqual, onWinner, -1, true),
		deadL:    verdictOf(Returned, ReasonDeadRank, onLoser, 0, true),
		deadW:    verdictOf(Returned, ReasonDeadRank, onWinner, 0, true),
		end:      verdictOf(EndOfDeal, ReasonEndOfDeal, noCard, 0, true),
		hock:     verdictOf(EndOfDeal, ReasonHock, onHock, 0, true),
	}
}
