package faro

import (
	"strings"

	"croupier/engine"
)

// Profile selects one of the two rulebooks. The zero Profile is invalid.
type Profile uint8

// The two profiles.
const (
	// Pharo plays for chips under pharo.de.txt: stakes move onto the
	// layout, winning bets stay, splits and (as a variant) high card exist.
	Pharo Profile = iota + 1
	// Pharaon keeps a points ledger under pharaon.fr.txt: even weights,
	// single-rank pronostics that are resolved once, Foster's colour call.
	Pharaon
)

// Valid reports whether p is Pharo or Pharaon.
func (p Profile) Valid() bool { return p == Pharo || p == Pharaon }

// String returns "pharo" or "pharaon" ("?" for an invalid profile).
func (p Profile) String() string {
	switch p {
	case Pharo:
		return "pharo"
	case Pharaon:
		return "pharaon"
	}
	return "?"
}

// ParseProfile reads "pharo" or "pharaon" (any letter case, surrounding
// space ignored).
func ParseProfile(s string) (Profile, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "pharo":
		return Pharo, nil
	case "pharaon":
		return Pharaon, nil
	}
	return 0, &RuleError{Rule: RuleProfile, Err: ErrUnknownProfile, Player: -1}
}

// Limits that keep every sum exact and far from int64 overflow.
const (
	// StakeCap is the largest MaxStake a Rules value may set (whole chips
	// or points).
	StakeCap int64 = 1_000_000
	// ChipCap bounds the absolute value of a player's holdings or ledger
	// balance given to a deal, in whole chips or points.
	ChipCap int64 = 1_000_000_000_000
)

// Rules are the agreements of a table.
type Rules struct {
	// Profile is Pharo or Pharaon.
	Profile Profile
	// MinStake and MaxStake bound every bet and call, in whole chips
	// (Pharo) or points (Pharaon, where weights must also be even).
	MinStake, MaxStake int64
	// StartChips is what each Pharo player holds when no holdings are
	// given. It must be 0 for Pharaon (balances start at 0).
	StartChips int64
	// HighCard switches on Pharo's high-card variant (off by default).
	HighCard bool
}

// DefaultRules returns the rulebooks' defaults: Pharo 1..10 chips per bet
// and 100 chips each (pharo.de.txt "Vorbereitung"); Pharaon even weights
// from 2 up to StakeCap (the rulebook sets no maximum).
func DefaultRules(p Profile) Rules {
	switch p {
	case Pharo:
		return Rules{Profile: Pharo, MinStake: 1, MaxStake: 10, StartChips: 100}
	case Pharaon:
		return Rules{Profile: Pharaon, MinStake: 2, MaxStake: StakeCap}
	}
	return Rules{Profile: p}
}

// Validate reports the first thing wrong with r, as a *RuleError wrapping
// ErrBadRules (or ErrHighCardNotInProfile for Pharaon with HighCard).
func (r Rules) Validate() error {
	bad := func(what string) error {
		return &RuleError{Rule: RuleRules, Err: ErrBadRules, Player: -1, Detail: what}
	}
	switch {
	case !r.Profile.Valid():
		return bad("unknown profile")
	case r.MinStake < 1:
		return bad("minimum stake below 1")
	case r.MaxStake < r.MinStake:
		return bad("maximum stake below the minimum")
	case r.MaxStake > StakeCap:
		return bad("maximum stake above StakeCap")
	case r.StartChips < 0 || r.StartChips > ChipCap:
		return bad("start chips out of range")
	case r.Profile == Pharaon && r.StartChips != 0:
		return bad("pharaon balances start at 0")
	case r.Profile == Pharaon && r.HighCard:
		return &RuleError{Rule: RuleSingleOnly, Err: ErrHighCardNotInProfile, Player: -1}
	}
	return nil
}

// CheckStake reports whether stake is a valid amount for one bet or call:
// positive, whole chips (Pharo) or an even number of points (Pharaon),
// and within MinStake..MaxStake. It does not look at what a player holds.
func (r Rules) CheckStake(stake engine.Amount) error {
	if e := r.checkStake(stake); e != nil {
		return e
	}
	return nil
}

func (r *Rules) checkStake(stake engine.Amount) *RuleError {
	switch {
	case stake <= 0:
		return stakeErr(RuleStakePositive, ErrNotPositive, stake, 0)
	case r.Profile == Pharaon && stake%4 != 0: // an even number of whole points
		return stakeErr(RuleEvenWeight, ErrOddWeight, stake, 0)
	case !stake.Whole():
		return stakeErr(RuleWholeChips, ErrFractionalStake, stake, 0)
	case stake < engine.Chips(r.MinStake):
		return stakeErr(RuleStakeMin, ErrStakeTooLow, stake, r.MinStake)
	case stake > engine.Chips(r.MaxStake):
		return stakeErr(RuleStakeMax, ErrStakeTooHigh, stake, r.MaxStake)
	}
	return nil
}

func stakeErr(rule RuleID, err error, stake engine.Amount, limit int64) *RuleError {
	return &RuleError{Rule: rule, Err: err, Player: -1, Stake: stake, Limit: engine.Chips(limit)}
}

// CheckBet reports whether b is a well-formed bet under r: a kind the
// profile allows, valid ranks, neighbouring ranks for a split, and a valid
// stake. It does not look at a deal (dead ranks, chips held, the window).
func (r Rules) CheckBet(b Bet) error {
	if e := r.checkBet(&b); e != nil {
		return e
	}
	return nil
}

func (r *Rules) checkBet(b *Bet) *RuleError {
	switch b.Kind {
	case Single:
		if !b.Rank.Valid() || b.Rank2 != engine.NoRank {
			return shapeErr(b, "a single bet names one valid rank in Rank")
		}
	case Split:
		if r.Profile != Pharo {
			return &RuleError{Rule: RuleSingleOnly, Err: ErrSplitNotInProfile, Player: -1, Rank: b.Rank, Rank2: b.Rank2}
		}
		if !b.Rank.Valid() || !b.Rank2.Valid() {
			return shapeErr(b, "a split bet names two valid ranks")
		}
		if !Neighbours(b.Rank, b.Rank2) {
			return &RuleError{Rule: RuleSplitNeighbours, Err: ErrNotNeighbours, Player: -1,
				Rank: b.Rank, Rank2: b.Rank2, Allowed: NeighboursOf(b.Rank)}
		}
	case HighCard:
		if r.Profile != Pharo {
			return &RuleError{Rule: RuleSingleOnly, Err: ErrHighCardNotInProfile, Player: -1}
		}
		if !r.HighCard {
			return &RuleError{Rule: RuleHighCardOff, Err: ErrHighCardOff, Player: -1}
		}
		if b.Coppered {
			return &RuleError{Rule: RuleHighCardCopper, Err: ErrHighCardCoppered, Player: -1}
		}
		if b.Rank != engine.NoRank || b.Rank2 != engine.NoRank {
			return shapeErr(b, "a high-card bet names no rank")
		}
	default:
		return shapeErr(b, "unknown bet kind (calls are made with CallTurn)")
	}
	return r.checkStake(b.Stake)
}

func shapeErr(b *Bet, detail string) *RuleError {
	return &RuleError{Rule: RuleBetShape, Err: ErrBadBet, Player: -1, Rank: b.Rank, Rank2: b.Rank2, Detail: detail}
}
