package faro

import (
	"errors"
	"fmt"
	"strings"

	"croupier/engine"
)

// Sentinel errors. Every error the package returns is a *RuleError that
// wraps exactly one of them, so errors.Is(err, ErrDeadRank) works.
var (
	ErrBadRules             = errors.New("invalid rules")
	ErrUnknownProfile       = errors.New("unknown rule profile (pharo or pharaon)")
	ErrBadPlayers           = errors.New("a deal needs 2 to 10 players with distinct, non-empty names")
	ErrBadBanker            = errors.New("the banker is not one of the players")
	ErrBadHoldings          = errors.New("holdings must give one amount per player, within ChipCap")
	ErrBadDeck              = errors.New("not a full deck of 52 distinct cards")
	ErrBadCards             = errors.New("the cards of a turn must be valid and distinct")
	ErrUnknownPlayer        = errors.New("no such player")
	ErrBankerBets           = errors.New("the banker does not bet")
	ErrBettingClosed        = errors.New("bets are made, changed and removed only between turns")
	ErrCallWindowClosed     = errors.New("the turn can be called only when exactly three cards remain")
	ErrDealOver             = errors.New("the deal is over")
	ErrDeadRank             = errors.New("no card of this rank is left (dead rank)")
	ErrBadBet               = errors.New("malformed bet")
	ErrNotPositive          = errors.New("a stake must be positive")
	ErrFractionalStake      = errors.New("stakes are whole chips")
	ErrOddWeight            = errors.New("a weight must be an even whole number of points")
	ErrStakeTooLow          = errors.New("stake below the table minimum")
	ErrStakeTooHigh         = errors.New("stake above the table maximum")
	ErrNotEnoughChips       = errors.New("not enough chips held off the layout")
	ErrNotNeighbours        = errors.New("a split covers two neighbouring ranks of the layout")
	ErrSplitNotInProfile    = errors.New("pharaon has only single-rank pronostics: no split")
	ErrHighCardNotInProfile = errors.New("pharaon has only single-rank pronostics: no high card")
	ErrHighCardOff          = errors.New("the high-card variant is not in play")
	ErrHighCardCoppered     = errors.New("a high-card bet cannot be coppered")
	ErrSameSpot             = errors.New("this player already has a bet there: change its stake instead")
	ErrTooManyBets          = errors.New("too many bets on the layout")
	ErrUnknownBet           = errors.New("no such bet on the layout")
	ErrAlreadyCalled        = errors.New("this player has already called the turn")
	ErrCallNotPermutation   = errors.New("a call must be an order of the three cards that remain")
	ErrThreeOfARankCall     = errors.New("three cards of one rank remain: no call in pharo")
	ErrFosterRequired       = errors.New("three cards of one rank remain: only Foster's colour call")
	ErrFosterNotAllowed     = errors.New("a colour call (Foster's) is only for three cards of one rank")
	ErrSessionOver          = errors.New("the session is over")
	ErrDealNotOver          = errors.New("the current deal is not over")
	ErrNoDeck               = errors.New("no deck given and no random source to shuffle one")
	ErrBadRounds            = errors.New("invalid number of rounds")
	ErrSessionDeal          = errors.New("a session's deal cannot be reset: use Session.NextDeal")
	ErrBadStandings         = errors.New("standings must give one amount per player, within ChipCap (pharaon: whole points)")
	ErrUnevenChips          = errors.New("pharo standings must add up to the same whole number of chips for every player")
	ErrLedgerUnbalanced     = errors.New("pharaon balances must add up to 0")
	ErrBadPlayed            = errors.New("the deals played must be fewer than the session's deals")
)

// RuleID names a rule in a stable, language-neutral way ("pharo.split.neighbours")
// that the rules reference, lessons and quizzes can cite.
type RuleID string

// Rule identifiers: refusals.
const (
	RuleRules            RuleID = "faro.rules"
	RuleProfile          RuleID = "faro.profile"
	RulePlayers          RuleID = "faro.players"
	RuleHoldings         RuleID = "faro.holdings"
	RuleDeck             RuleID = "faro.deck"
	RuleUnknownPlayer    RuleID = "faro.player.unknown"
	RuleBankerBets       RuleID = "faro.banker.no-bet"
	RuleBettingWindow    RuleID = "faro.window.betting"
	RuleCallWindow       RuleID = "faro.window.call"
	RuleDealOver         RuleID = "faro.deal.over"
	RuleDeadRank         RuleID = "faro.casekeeper.dead"
	RuleBetShape         RuleID = "faro.bet.shape"
	RuleSameSpot         RuleID = "faro.bet.same-spot"
	RuleBetCapacity      RuleID = "faro.bet.capacity"
	RuleUnknownBet       RuleID = "faro.bet.unknown"
	RuleStakePositive    RuleID = "faro.stake.positive"
	RuleStakeMin         RuleID = "faro.stake.min"
	RuleStakeMax         RuleID = "faro.stake.max"
	RuleWholeChips       RuleID = "pharo.stake.whole"
	RuleChipsHeld        RuleID = "pharo.stake.held"
	RuleEvenWeight       RuleID = "pharaon.weight.even"
	RuleSplitNeighbours  RuleID = "pharo.split.neighbours"
	RuleSingleOnly       RuleID = "pharaon.bet.single-only"
	RuleHighCardOff      RuleID = "pharo.highcard.variant"
	RuleHighCardCopper   RuleID = "pharo.highcard.no-copper"
	RuleCallOnce         RuleID = "faro.call.once"
	RuleCallPermutation  RuleID = "faro.call.permutation"
	RuleCallThreeOfARank RuleID = "pharo.call.three-of-a-rank"
	RuleFoster           RuleID = "pharaon.call.foster"
	RuleSession          RuleID = "faro.session"
)

// Rule identifiers: settlements (Event.Rule).
const (
	RuleLoserCard      RuleID = "faro.turn.loser"
	RuleWinnerCard     RuleID = "faro.turn.winner"
	RuleDoublet        RuleID = "faro.turn.doublet"
	RuleSplit          RuleID = "pharo.split.settle"
	RuleSplitOneEach   RuleID = "pharo.split.one-each"
	RuleHighCard       RuleID = "pharo.highcard.settle"
	RuleEndReturn      RuleID = "pharo.end.return"
	RuleEndUnresolved  RuleID = "pharaon.end.unresolved"
	RuleCallThreeRanks RuleID = "faro.call.three-ranks"
	RuleCallCatHop     RuleID = "faro.call.cat-hop"
)

// Rule identifiers: what the casekeeper counts (Deal.Casekeeper), which no
// action refuses and no settlement applies, for lessons and quizzes that
// ask how many cards of a rank are left.
const (
	RuleCount RuleID = "faro.casekeeper.count"
)

// RuleError is the error of a refused action or invalid input. Err is one
// of the sentinel errors; the other fields carry what a tutor needs to
// explain the refusal (unset fields are zero; Player is -1 when the error
// is not about a player).
type RuleError struct {
	Rule      RuleID
	Err       error
	Cause     error // an underlying error, such as an *engine.DeckError
	Player    int
	Bet       BetID
	Rank      engine.Rank // the rank at fault (dead rank, split's first rank…)
	Rank2     engine.Rank
	Stake     engine.Amount // the stake or weight offered
	Limit     engine.Amount // the bound crossed: minimum, maximum or chips held
	Allowed   []engine.Rank // the neighbours of Rank, for a refused split
	Remaining []engine.Card // the cards left (sorted), for a refused call
	Phase     Phase
	CardsLeft int
	Detail    string // a plain-English note for logs
}

// Error describes the refusal in plain English, for logs.
func (e *RuleError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "faro: %s: %v", e.Rule, e.Err)
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	if e.Player >= 0 {
		fmt.Fprintf(&b, " [player %d]", e.Player)
	}
	if e.Rank.Valid() {
		fmt.Fprintf(&b, " [rank %v", e.Rank)
		if e.Rank2.Valid() {
			fmt.Fprintf(&b, "-%v", e.Rank2)
		}
		b.WriteString("]")
	}
	if e.Stake != 0 || e.Limit != 0 {
		fmt.Fprintf(&b, " [stake %v, limit %v]", e.Stake, e.Limit)
	}
	if len(e.Allowed) > 0 {
		fmt.Fprintf(&b, " [neighbours %v]", e.Allowed)
	}
	if len(e.Remaining) > 0 {
		fmt.Fprintf(&b, " [remaining %v]", e.Remaining)
	}
	if e.Cause != nil {
		fmt.Fprintf(&b, ": %v", e.Cause)
	}
	return b.String()
}

// Unwrap returns the sentinel error and, if there is one, the cause.
func (e *RuleError) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}
