package input

import "croupier/engine"

// bet reads a Faro bet: a stake and one rank, or two ranks for a split,
// optionally coppered ("4 auf 9", "setze 2 auf K gekupfert", "mise 2 sur
// roi cuivré", "3 auf 5/6", "3 zwischen 5 und 6"). The stake is read as
// an amount ("1,5" is 1½, which Pharo then refuses as not whole chips).
func (r *reader) bet() (Answer, error) {
	ans := Answer{Kind: Bet}
	hasStake, on := false, false
	for _, t := range r.words() {
		if t.Kind == Number && !hasStake {
			if t.Bad {
				return Answer{}, errTok(ErrBadAmount, t)
			}
			ans.Amount, hasStake = t.Amount, true
			continue
		}
		if n, ok := numberWord(t.Fold); ok && !hasStake && !on && t.Kind == Word && n > 0 {
			// "zwei Chips auf der Sieben": the stake in words
			ans.Amount, hasStake = engine.Chips(int64(n)), true
			continue
		}
		if is(t.Fold, cCopper) {
			ans.Copper = true
			continue
		}
		if onWords[t.Fold] {
			on = true // after "auf", "sur", "zwischen": ranks, also in words
		}
		rk, ok := rankOf(t, on)
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

// onWords come before a bet's ranks: "auf der Sieben", « sur le sept »,
// „zwischen Bube und Dame“.
var onWords = wordSet("auf sur zwischen entre")
