package odds

import (
	"errors"
	"fmt"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
)

// Sentinel errors. Every error the package returns is an *Error that
// wraps exactly one of them, so errors.Is(err, ErrNotThreeLeft) works.
var (
	// ErrBadCards: the remaining cards are not valid and distinct.
	ErrBadCards = errors.New("the remaining cards must be valid, distinct cards of one deck")
	// ErrBadRank: a rank outside Ace..King.
	ErrBadRank = errors.New("not a rank (Ace..King)")
	// ErrSameRank: a split must cover two different ranks.
	ErrSameRank = errors.New("a split covers two different ranks")
	// ErrNoTurnLeft: fewer than two cards remain, so no turn is left.
	ErrNoTurnLeft = errors.New("no turn left: fewer than two cards remain")
	// ErrNotThreeLeft: the turn can be called only with three cards left.
	ErrNotThreeLeft = errors.New("the turn can be called only when exactly three cards remain")
	// ErrNoRand: Simulate needs a random source.
	ErrNoRand = errors.New("no random source given")
	// ErrBadTrials: a negative number of simulated deals.
	ErrBadTrials = errors.New("the number of simulated deals must not be negative")
	// ErrZeroDenominator: a fraction with denominator 0.
	ErrZeroDenominator = errors.New("a fraction's denominator must not be 0")
	// ErrBadProfile: a profile other than pharo and pharaon.
	ErrBadProfile = errors.New("not a Faro profile (pharo, pharaon)")
	// ErrNotInProfile: the profile has no such bet (a split or high card
	// in pharaon, or an unknown kind of bet).
	ErrNotInProfile = errors.New("the profile has no such bet")
	// ErrNotNeighbours: a split's ranks are not neighbours on the layout.
	ErrNotNeighbours = errors.New("a split covers two neighbours on the layout")
	// ErrCallRefused: pharo refuses any call with three cards of one rank.
	ErrCallRefused = errors.New("pharo refuses a call with three cards of one rank")
)

// Error is the error of invalid input. Err is one of the sentinel errors;
// the other fields say what was at fault (zero when not relevant).
type Error struct {
	Err error
	// Cause is an underlying error, such as an *engine.DeckError.
	Cause error
	// Rank and Rank2 are the rank(s) at fault.
	Rank, Rank2 engine.Rank
	// CardsLeft is the number of cards in the box.
	CardsLeft int
	// Trials is the number of deals asked of Simulate.
	Trials int
	// Profile is the profile asked for; Kind the kind of bet at fault.
	Profile faro.Profile
	Kind    faro.BetKind
}

// Error describes the problem in plain English, for logs.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "odds: %v", e.Err)
	if e.Rank != engine.NoRank || e.Rank2 != engine.NoRank {
		fmt.Fprintf(&b, " [rank %d", e.Rank)
		if e.Rank2 != engine.NoRank {
			fmt.Fprintf(&b, ", %d", e.Rank2)
		}
		b.WriteString("]")
	}
	if e.Err == ErrNoTurnLeft || e.Err == ErrNotThreeLeft {
		fmt.Fprintf(&b, " [%d cards left]", e.CardsLeft)
	}
	if e.Err == ErrBadProfile || e.Err == ErrNotInProfile || e.Err == ErrCallRefused {
		fmt.Fprintf(&b, " [profile %v", e.Profile)
		if e.Err == ErrNotInProfile {
			fmt.Fprintf(&b, ", bet %v", e.Kind)
		}
		b.WriteString("]")
	}
	if e.Err == ErrBadTrials {
		fmt.Fprintf(&b, " [%d]", e.Trials)
	}
	if e.Cause != nil {
		fmt.Fprintf(&b, ": %v", e.Cause)
	}
	return b.String()
}

// Unwrap returns the sentinel error and, if there is one, the cause.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// checkRank returns an *Error for an invalid rank.
func checkRank(r engine.Rank) error {
	if !r.Valid() {
		return &Error{Err: ErrBadRank, Rank: r}
	}
	return nil
}
