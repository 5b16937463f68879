package faro

// verdict is what a turn does to a bet: the outcome, its reason and the
// card that decided (as logged, see settlement), the player's net change
// as a multiple of the stake, and whether the bet leaves the layout.
type verdict struct {
	logged uint16 // outcome, reason and card as a settlement has them, shifted down by logWhat
	mul    int8   // delta = mul × stake (halved for HalfLost, see settle)
	gone   uint8  // 1 if the bet leaves the layout
	half   uint8  // 1 for HalfLost: the delta is halved
}

// verdictOf makes a verdict.
func verdictOf(what Outcome, why Reason, card whichCard, mul int8, gone bool) verdict {
	v := verdict{logged: uint16(what) | uint16(why)<<(logReason-logWhat) | uint16(card)<<(logCard-logWhat), mul: mul}
	if gone {
		v.gone = 1
	}
	if what == HalfLost {
		v.half = 1
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
	// ranks and doublet are for the bets on the turn's ranks, indexed by
	// inL | inW<<1 | copper<<2: on the loser's rank, on the winner's,
	// coppered.
	ranks, doublet      [8]verdict
	high, higher, equal [1]verdict // high card: lower, higher, equal
	deadL, deadW        [1]verdict // returned from a dead rank
	end                 [2]verdict // end of deal, indexed by on the hock's rank
}

// newVerdicts makes the verdicts of a profile (RULINGS.md "Faro: what
// both profiles share", "Split bet", "High card", "Casekeeper", and the
// profiles' end of the deal).
func newVerdicts(pharo bool) verdicts {
	winGone := !pharo // a Pharaon pronostic is resolved once, a Pharo bet that wins stays
	var vs verdicts
	vs.ranks[1] = verdictOf(Lost, ReasonLoserCard, onLoser, -1, true)
	vs.ranks[5] = verdictOf(Won, ReasonLoserCard, onLoser, 1, winGone)
	vs.ranks[2] = verdictOf(Won, ReasonWinnerCard, onWinner, 1, winGone)
	vs.ranks[6] = verdictOf(Lost, ReasonWinnerCard, onWinner, -1, true)
	vs.ranks[3] = verdictOf(Push, ReasonOneEach, onWinner, 0, false) // a split on both ranks
	vs.ranks[7] = vs.ranks[3]
	vs.doublet[3] = verdictOf(HalfLost, ReasonDoublet, onWinner, -1, true)
	vs.doublet[7] = vs.doublet[3]
	vs.high[0] = verdictOf(Lost, ReasonLower, onWinner, -1, true)
	vs.higher[0] = verdictOf(Won, ReasonHigher, onWinner, 1, true)
	vs.equal[0] = verdictOf(Lost, ReasonEqual, onWinner, -1, true)
	vs.deadL[0] = verdictOf(Returned, ReasonDeadRank, onLoser, 0, true)
	vs.deadW[0] = verdictOf(Returned, ReasonDeadRank, onWinner, 0, true)
	vs.end[0] = verdictOf(EndOfDeal, ReasonEndOfDeal, noCard, 0, true)
	vs.end[1] = verdictOf(EndOfDeal, ReasonHock, onHock, 0, true)
	return vs
}
