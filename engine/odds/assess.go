package odds

import (
	"croupier/engine"
	"croupier/engine/faro"
)

// Model says which rules value a bet: how long it lives and how it is
// settled (RULINGS.md, profiles pharo and pharaon).
type Model uint8

// The models of Assess.
const (
	// NoModel is the zero value.
	NoModel Model = iota
	// ModelStanding is a Pharo bet on one rank left standing: it stays
	// after a win and lives until it is collected, halved by a doublet,
	// returned on a dead rank or at the end of the deal (Standing).
	ModelStanding
	// ModelSplit is a Pharo split, left standing the same way (Split).
	ModelSplit
	// ModelPronostic is a Pharaon pronostic, resolved once (Pronostic).
	ModelPronostic
	// ModelHighCard is Pharo's high-card bet on the next turn (HighCard).
	ModelHighCard
	// ModelCall is a call of the turn (CallTheTurn).
	ModelCall
)

// String returns "standing", "split", "pronostic", "high-card", "call"
// or "none".
func (m Model) String() string {
	switch m {
	case ModelStanding:
		return "standing"
	case ModelSplit:
		return "split"
	case ModelPronostic:
		return "pronostic"
	case ModelHighCard:
		return "high-card"
	case ModelCall:
		return "call"
	}
	return "none"
}

// Alert says why a bet placed now deserves a word from the tutor.
type Alert uint8

// The alerts, from none to the most specific.
const (
	// NoAlert: the bet is no dearer than the bets of a fresh deal.
	NoAlert Alert = iota
	// AlertCostly: the bank's edge over the bet's life is above
	// CostlyEdge (1/17), the dearest bet a fresh deal offers (high card
	// right after the soda). Late in a deal a bet on a full rank, a split,
	// high card with pairs left, or a call of three ranks (1/6) gets there.
	AlertCostly
	// AlertCannotWin: no order of the box lets the bet gain; it can only
	// lose (all or half) or come back. High card with three of a rank left
	// (it always loses), a bet on a rank whose three last cards are all
	// that is left (a certain doublet), a split in a cat-hop of its ranks.
	AlertCannotWin
	// AlertNoAction: no order of the box settles the bet: it can only be
	// pushed or returned (a dead rank, or a split whose last two cards make
	// the last turn).
	AlertNoAction
)

// String returns "none", "costly", "cannot-win" or "no-action".
func (a Alert) String() string {
	switch a {
	case AlertCostly:
		return "costly"
	case AlertCannotWin:
		return "cannot-win"
	case AlertNoAction:
		return "no-action"
	}
	return "none"
}

// CostlyEdge returns 1/17, the bank's edge on high card right after the
// soda (Σc·(c−1)/(N·(N−1)) = 150/2550 whatever the soda): no bet of a fresh
// deal costs more. Assess raises AlertCostly above it.
func CostlyEdge() Fraction { return ratio(1, 17) }

// Assessment is what one bet placed now is worth, from the box as it
// stands, under one profile: its edge over its whole life and per
// settlement, whether it can win or lose at all, and an Alert for the
// tutor. Exactly one of Standing, Pronostic, HighCard, Call is filled, as
// Model says.
type Assessment struct {
	Profile faro.Profile
	// Bet is the bet valued (Stake is not used; Kind TurnCall for a call).
	Bet   faro.Bet
	Model Model
	// Edge is the bank's expected gain per unit staked over the bet's
	// whole life, from now until it leaves the layout; PlayerEV = −Edge.
	Edge, PlayerEV Fraction
	// Settlements is the expected number of settlements: turns that win,
	// lose or halve the bet (a split's push is not one). It is 1 for high
	// card and a call, the chance of being resolved for a pronostic.
	Settlements Fraction
	// PerSettlement is Edge/Settlements, the bank's edge per unit actually
	// settled (0 if the bet cannot be settled).
	PerSettlement Fraction
	// CanWin and CanLose report whether some order of the box makes the
	// bet gain, or lose its stake or half of it.
	CanWin, CanLose bool
	Alert           Alert
	// The detailed odds behind the figures.
	Standing  StandingOdds  // ModelStanding, ModelSplit
	Pronostic PronosticOdds // ModelPronostic
	HighCard  HighCardOdds  // ModelHighCard
	Call      CallOdds      // ModelCall
}

// checkProfile returns an *Error for a profile other than pharo and
// pharaon.
func checkProfile(p faro.Profile) error {
	if !p.Valid() {
		return &Error{Err: ErrBadProfile, Profile: p}
	}
	return nil
}

// Assess values a bet placed now (or left open now: the future of a bet
// depends only on the box) under profile p:
//   - Single: in pharo a bet left standing (Standing), in pharaon a
//     pronostic (Pronostic); Rank2 is not used.
//   - Split (pharo only): the two ranks must be neighbours on the layout
//     (faro.Neighbours), in either order.
//   - HighCard (pharo only, a variant): the next turn; Coppered is not
//     used. At least two cards must be left.
//   - TurnCall: as AssessCall.
//
// Coppered bets have the value of plain ones (docs/odds.md). A bet on a
// dead rank is valued (AlertNoAction) although a deal refuses it.
func Assess(b Box, p faro.Profile, bet faro.Bet) (Assessment, error) {
	if err := checkProfile(p); err != nil {
		return Assessment{}, err
	}
	a := Assessment{Profile: p, Bet: bet}
	notIn := &Error{Err: ErrNotInProfile, Profile: p, Kind: bet.Kind}
	switch bet.Kind {
	case faro.Single:
		if err := checkRank(bet.Rank); err != nil {
			return Assessment{}, err
		}
		if p == faro.Pharaon {
			po, _ := Pronostic(b, bet.Rank, bet.Coppered)
			a.setPronostic(po)
		} else {
			s, _ := Standing(b, bet.Rank, bet.Coppered)
			a.setStanding(ModelStanding, s)
		}
	case faro.Split:
		if p != faro.Pharo {
			return Assessment{}, notIn
		}
		ok := bet.Rank.Valid() && bet.Rank2.Valid() && bet.Rank != bet.Rank2
		if ok && !faro.Neighbours(bet.Rank, bet.Rank2) {
			return Assessment{}, &Error{Err: ErrNotNeighbours, Rank: bet.Rank, Rank2: bet.Rank2}
		}
		s, err := Split(b, bet.Rank, bet.Rank2, bet.Coppered)
		if err != nil {
			return Assessment{}, err
		}
		a.setStanding(ModelSplit, s)
	case faro.HighCard:
		if p != faro.Pharo {
			return Assessment{}, notIn
		}
		h, err := HighCard(b)
		if err != nil {
			return Assessment{}, err
		}
		a.setHighCard(h)
	case faro.TurnCall:
		return AssessCall(b, p)
	default:
		return Assessment{}, notIn
	}
	a.finish()
	return a, nil
}

// AssessCall values a call of the turn under profile p. Exactly three
// cards must be left; with three of one rank pharo refuses any call
// (ErrCallRefused) and pharaon offers Foster's colour call. Every order
// the call may name is equally likely, so the value does not depend on
// which one is named.
func AssessCall(b Box, p faro.Profile) (Assessment, error) {
	if err := checkProfile(p); err != nil {
		return Assessment{}, err
	}
	co, err := CallTheTurn(b)
	if err != nil {
		return Assessment{}, err
	}
	if co.Kind == Foster && p == faro.Pharo {
		return Assessment{}, &Error{Err: ErrCallRefused, Profile: p, Kind: faro.TurnCall, CardsLeft: 3}
	}
	a := Assessment{Profile: p, Bet: faro.Bet{Kind: faro.TurnCall}, Model: ModelCall, Call: co}
	a.Edge, a.PlayerEV = co.BankEdge, co.PlayerEV
	a.Settlements = ratio(1, 1)
	a.CanWin, a.CanLose = true, len(co.Orders) > 1
	a.finish()
	return a, nil
}

func (a *Assessment) setStanding(m Model, s StandingOdds) {
	a.Model, a.Standing = m, s
	a.Edge, a.PlayerEV = s.BankEdge, s.PlayerEV
	a.Settlements = s.ExpectedResolutions
	a.CanWin = s.Wins > 0
	a.CanLose = s.LostOrders+s.HalvedOrders > 0
}

func (a *Assessment) setPronostic(p PronosticOdds) {
	a.Model, a.Pronostic = ModelPronostic, p
	a.Edge, a.PlayerEV = p.BankEdge, p.PlayerEV
	a.Settlements = ratio(1, 1).Sub(p.Unresolved)
	a.CanWin = p.Win.Sign() > 0
	a.CanLose = p.Lose.Sign() > 0 || p.Doublet.Sign() > 0
}

func (a *Assessment) setHighCard(h HighCardOdds) {
	a.Model, a.HighCard = ModelHighCard, h
	a.Edge, a.PlayerEV = h.BankEdge, h.PlayerEV
	a.Settlements = ratio(1, 1)
	a.CanWin = h.HigherWays > 0
	a.CanLose = h.LowerWays+h.EqualWays > 0
}

// finish sets PerSettlement and the Alert.
func (a *Assessment) finish() {
	if q, ok := a.Edge.Quo(a.Settlements); ok {
		a.PerSettlement = q
	}
	switch {
	case !a.CanWin && !a.CanLose:
		a.Alert = AlertNoAction
	case !a.CanWin:
		a.Alert = AlertCannotWin
	case a.Edge.Cmp(CostlyEdge()) > 0:
		a.Alert = AlertCostly
	}
}

// SplitPairs returns the 18 pairs of neighbours a Pharo split may cover
// (faro.Neighbours), each in rank order, sorted by first then second
// rank: A–2, A–K, 2–3, 2–Q, … It is the order of Sheet.Splits and of
// Estimates.Splits.
func SplitPairs() [NumSplits][2]engine.Rank {
	var out [NumSplits][2]engine.Rank
	i := 0
	for _, a := range engine.AllRanks() {
		for _, c := range faro.NeighboursOf(a) {
			if c > a && i < NumSplits {
				out[i] = [2]engine.Rank{a, c}
				i++
			}
		}
	}
	return out
}

// NumSplits is the number of pairs of neighbours on the Pharo layout.
const NumSplits = 18
