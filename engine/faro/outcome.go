package faro

import "croupier/engine"

// Outcome is what happened to a bet.
type Outcome uint8

// The outcomes.
const (
	// Untouched: the turn did not concern the bet.
	Untouched Outcome = iota
	// Won: the bet won its stake (1:1); Pharo bets on ranks stay on the
	// layout, everything else is removed.
	Won
	// Lost: the bank took the stake.
	Lost
	// HalfLost: a doublet on the bet's rank; the bank took half the stake
	// (Pharo returns the other half to the player).
	HalfLost
	// Push: a split whose one rank won and other rank lost; nothing
	// happened and the split stays.
	Push
	// Returned: the bet's rank is dead; it comes back without result.
	Returned
	// EndOfDeal: the deal ended; Pharo returns the stake, a waiting
	// Pharaon pronostic ends without change.
	EndOfDeal
	// CallWon: a correct call, paid at its odds.
	CallWon
	// CallLost: a wrong call; the bank took the stake.
	CallLost
)

// String returns a short English name of the outcome.
func (o Outcome) String() string {
	switch o {
	case Untouched:
		return "untouched"
	case Won:
		return "won"
	case Lost:
		return "lost"
	case HalfLost:
		return "half-lost"
	case Push:
		return "push"
	case Returned:
		return "returned"
	case EndOfDeal:
		return "end-of-deal"
	case CallWon:
		return "call-won"
	case CallLost:
		return "call-lost"
	}
	return "?"
}

// Reason says why an outcome happened.
type Reason uint8

// The reasons.
const (
	NoReason Reason = iota
	// ReasonLoserCard: the bank card (perdante) showed a covered rank.
	ReasonLoserCard
	// ReasonWinnerCard: the player card (gagnante) showed a covered rank.
	ReasonWinnerCard
	// ReasonDoublet: both cards of the turn showed the covered rank.
	ReasonDoublet
	// ReasonOneEach: a split's one rank on each card of the turn.
	ReasonOneEach
	// ReasonHigher: high card, the player card ranked above the bank card.
	ReasonHigher
	// ReasonLower: high card, the player card ranked below the bank card.
	ReasonLower
	// ReasonEqual: high card, both cards of one rank (a doublet).
	ReasonEqual
	// ReasonDeadRank: the last card of a covered rank has been shown.
	ReasonDeadRank
	// ReasonHock: the deal ended with the bet on the hock's rank.
	ReasonHock
	// ReasonEndOfDeal: the deal ended (the bet was not on the hock's rank).
	ReasonEndOfDeal
	// ReasonRightOrder: the call named the order that came.
	ReasonRightOrder
	// ReasonWrongOrder: the call named another order.
	ReasonWrongOrder
)

// String returns a short English name of the reason.
func (r Reason) String() string {
	switch r {
	case NoReason:
		return "none"
	case ReasonLoserCard:
		return "loser-card"
	case ReasonWinnerCard:
		return "winner-card"
	case ReasonDoublet:
		return "doublet"
	case ReasonOneEach:
		return "one-each"
	case ReasonHigher:
		return "higher"
	case ReasonLower:
		return "lower"
	case ReasonEqual:
		return "equal"
	case ReasonDeadRank:
		return "dead-rank"
	case ReasonHock:
		return "hock"
	case ReasonEndOfDeal:
		return "end-of-deal"
	case ReasonRightOrder:
		return "right-order"
	case ReasonWrongOrder:
		return "wrong-order"
	}
	return "?"
}

// Settlement is the effect of one turn on one bet, as SettleBet and
// SettleCall compute it.
type Settlement struct {
	What   Outcome
	Reason Reason
	Rule   RuleID
	// Delta is the player's net change (+stake, -stake, -stake/2, odds ×
	// stake, or 0); the bank's change is -Delta.
	Delta engine.Amount
}

// Event is one thing that happened to one bet during a turn.
type Event struct {
	Player   int
	Bet      BetID
	Kind     BetKind
	Rank     engine.Rank // the bet's rank (first rank of a split)
	Rank2    engine.Rank // the split's second rank
	Coppered bool
	CallKind CallKind // for a call
	What     Outcome
	Reason   Reason
	rule     ruleCode // see Rule
	// Card is the card that decided: the loser or winner card, the hock,
	// or the card that killed the rank.
	Card engine.Card
	// Stake is the bet's stake or weight.
	Stake engine.Amount
	// Delta is the player's net change; the bank's change is -Delta.
	Delta engine.Amount
	// ToHoldings is what moved into the player's holdings (Pharo: winnings,
	// returned stakes and halves; always 0 for Pharaon).
	ToHoldings engine.Amount
	// Stays reports whether the bet is still on the layout afterwards.
	Stays bool
}

// Rule returns the rule that settled the event, such as RuleDoublet or
// RuleEndReturn (kept compact inside the event).
func (e Event) Rule() RuleID { return e.rule.id() }

// TurnResult is what one turn showed and settled. It is a value that
// owns its settlements: a later turn, a Reset or a new deal never changes
// them.
type TurnResult struct {
	// Turn is 1..25.
	Turn int
	// Loser is the bank card (perdante), Winner the player card (gagnante).
	Loser, Winner engine.Card
	// Hock is the 52nd card, shown after the last turn (zero otherwise).
	Hock engine.Card
	// Doublet reports a turn of two cards of one rank.
	Doublet bool
	pharo   bool
	// The settlements: most turns settle a few bets, kept here; a busy
	// turn's further ones are a range of the deal's log (see log.go),
	// where nothing is ever written again.
	n     uint8
	first [inlineEvents]settlement
	more  []settlement
}

// inlineEvents is how many settlements a TurnResult holds in itself.
const inlineEvents = 8

// Events returns the turn's settlements, in a fresh slice the caller
// owns (nil when the turn settled nothing), in this order: bets on the
// turn's two ranks, high-card bets, calls (last turn), returns from a dead
// rank (the loser's rank first), end-of-deal returns; within each group in
// slot order.
func (r TurnResult) Events() []Event {
	k := min(int(r.n), inlineEvents)
	n := k + len(r.more)
	if n == 0 {
		return nil
	}
	out := make([]Event, n)
	var room [2 * MaxBets]uint16 // a turn logs each bet at most twice
	keys := room[:]
	if n > len(keys) {
		keys = make([]uint16, n)
	}
	// A turn logs a group's outcomes one after the other: sort by
	// (group, slot), inserting each entry where it belongs.
	for i := 0; i < n; i++ {
		e := r.entry(i, k)
		key := r.group(e)<<slotBits | uint16(e.id&(MaxBets-1))
		j := i
		for ; j > 0 && keys[j-1] > key; j-- {
			keys[j], out[j] = keys[j-1], out[j-1]
		}
		keys[j], out[j] = key, e.event(&r)
	}
	return out
}

// entry returns the i-th settlement, k of them held in r.first.
func (r *TurnResult) entry(i, k int) *settlement {
	if i < k {
		return &r.first[i]
	}
	return &r.more[i-k]
}

// group numbers the groups of Events in their order.
func (r *TurnResult) group(e *settlement) uint16 {
	switch e.reason() {
	case ReasonHigher, ReasonLower, ReasonEqual:
		return 1
	case ReasonRightOrder, ReasonWrongOrder:
		return 2
	case ReasonDeadRank:
		if e.card() == onLoser {
			return 3
		}
		return 4
	case ReasonHock, ReasonEndOfDeal:
		return 5
	}
	return 0 // loser-card, winner-card, doublet, one-each
}
