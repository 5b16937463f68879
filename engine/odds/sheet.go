package odds

import (
	"croupier/engine"
	"croupier/engine/faro"
)

// Sheet is the odds of a box under one profile: the figures every Faro
// deal shares (Table) and the value of every bet the profile offers now,
// as `croupier odds --profile pharo|pharaon --bets` shows them.
//
// pharo offers a bet left standing on each rank, a split on each pair of
// neighbours, high card (a variant) and, with three cards left, a call of
// three ranks or of a cat-hop — never one of three cards of a rank
// (CallRefused). pharaon offers a pronostic on each rank and, with three
// cards left, every call including Foster's colour call.
type Sheet struct {
	Profile faro.Profile
	// Box is the box the sheet is for.
	Box Box
	// Table holds the profile-free figures (the next turn, doublets, and
	// both kinds of single bet; show only the profile's).
	Table Table
	// Singles is the profile's plain single bet on each rank, indexed by
	// Rank.Index() (a coppered one has the same value). A dead rank's has
	// AlertNoAction; a deal refuses such a bet.
	Singles [engine.NumRanks]Assessment
	// Splits is each pair of SplitPairs, plain, when HasSplits (pharo).
	Splits    [NumSplits]Assessment
	HasSplits bool
	// HighCard is the high-card bet on the next turn, when HasHighCard
	// (pharo, where it is a variant a table may switch on).
	HighCard    Assessment
	HasHighCard bool
	// Call is the call of the turn when HasCall (three cards left and a
	// call the profile allows). CallRefused is set instead when pharo meets
	// three cards of one rank.
	Call        Assessment
	HasCall     bool
	CallRefused bool
}

// ComputeSheet returns the odds of the box under profile p. At least two
// cards (one turn) must be left.
func ComputeSheet(b Box, p faro.Profile) (Sheet, error) {
	if err := checkProfile(p); err != nil {
		return Sheet{}, err
	}
	t, err := Compute(b)
	if err != nil {
		return Sheet{}, err
	}
	sh := Sheet{Profile: p, Box: b, Table: t}
	for _, r := range engine.AllRanks() {
		rt := t.Ranks[r.Index()]
		a := Assessment{Profile: p, Bet: faro.Bet{Kind: faro.Single, Rank: r}}
		if p == faro.Pharaon {
			a.setPronostic(rt.Pronostic)
		} else {
			a.setStanding(ModelStanding, rt.Standing)
		}
		a.finish()
		sh.Singles[r.Index()] = a
	}
	if p == faro.Pharo {
		sh.HasSplits, sh.HasHighCard = true, true
		for i, pr := range SplitPairs() {
			// Neighbours, valid and distinct: no error.
			sh.Splits[i], _ = Assess(b, p, faro.Bet{Kind: faro.Split, Rank: pr[0], Rank2: pr[1]})
		}
		sh.HighCard, _ = Assess(b, p, faro.Bet{Kind: faro.HighCard})
	}
	if t.HasCall {
		if c, err := AssessCall(b, p); err == nil {
			sh.Call, sh.HasCall = c, true
		} else {
			sh.CallRefused = true
		}
	}
	return sh, nil
}

// Bets returns every bet of the sheet in a fixed order: the singles (live
// ranks only), the splits (both ranks live), high card, the call.
func (s Sheet) Bets() []Assessment {
	var out []Assessment
	for _, a := range s.Singles {
		if a.Standing.Left > 0 || a.Pronostic.Left > 0 {
			out = append(out, a)
		}
	}
	if s.HasSplits {
		for _, a := range s.Splits {
			if a.Standing.Left > 0 && a.Standing.Left2 > 0 {
				out = append(out, a)
			}
		}
	}
	if s.HasHighCard {
		out = append(out, s.HighCard)
	}
	if s.HasCall {
		out = append(out, s.Call)
	}
	return out
}
