package input

import "croupier/engine"

// bet reads a Faro bet: a stake and one rank, or two ranks for a split,
// optionally coppered ("4 auf 9", "setze 2 auf K gekupfert", "mise 2 sur
// roi cuivré", "3 auf 5/6", "3 zwischen 5 und 6"). The stake is read as
// an amount ("1,5" is 1½, which Pharo then refuses as not whole chips).
func (r *reader) bet() (Answer, error) {
	ans := Answer{Kind: Bet}
	hasStake := false
	for _, t := range r.words() {
		if t.Kind == Number && !hasStake {
			if t.Bad {
				return Answer{}, errTok(ErrBadAmount, t)
			}
			ans.Amount, hasStake = t.Amount, true
			continue
		}
		if is(t.Fold, cCopper) {
			ans.Copper = true
			continue
		}
		rk, ok := rankOf(t, false)
		switch {
		case ok && ans.Rank == engine.NoRank:
			ans.Rank = rk
		case ok && ans.Rank2 == engine.NoRank:
			ans.Rank2 = rk
		case ok:
			return Answer{}, errTok(ErrBadBet, t)
		case is(t.Fold, cBetWord|cFiller|cUnit|cArticle):
			// "setze", "auf", "le", "Chips": nothing to read
		default:
			return Answer{}, errTok(ErrBadRank, t)
		}
	}
	if !hasStake || ans.Rank == engine.NoRank {
		return Answer{}, r.all(ErrBadBet)
	}
	return ans, nil
}
