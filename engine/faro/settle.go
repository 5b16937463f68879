package faro

import "croupier/engine"

// SettleBet computes, as a pure function, what one turn (loser card then
// winner card) does to one bet under rules r: RULINGS.md "Faro: what both
// profiles share" (plain, coppered, doublet), "Split bet" and "High card".
// It does not know the deal: whether a Pharo bet stays afterwards, dead
// ranks or Pharaon's "resolved once" are the Deal's business. The bet is
// checked with r.CheckBet and the cards must be valid and distinct.
func SettleBet(r Rules, b Bet, loser, winner engine.Card) (Settlement, error) {
	if err := r.Validate(); err != nil {
		return Settlement{}, err
	}
	if e := r.checkBet(&b); e != nil {
		return Settlement{}, e
	}
	if !loser.Valid() || !winner.Valid() || loser == winner {
		return Settlement{}, &RuleError{Rule: RuleBetShape, Err: ErrBadCards, Player: -1}
	}
	if b.Kind == HighCard {
		return settleHigh(b.Stake, loser.Rank, winner.Rank).public(), nil
	}
	return settleRanks(b.Rank, b.Rank2, b.Coppered, b.Stake, loser.Rank, winner.Rank).public(), nil
}

// settleRanks settles a single bet (r2 == NoRank) or a split on a turn
// whose loser has rank l and winner rank w.
func settleRanks(r1, r2 engine.Rank, copper bool, stake engine.Amount, l, w engine.Rank) outcome {
	hitL := r1 == l || r2 == l
	hitW := r1 == w || r2 == w
	one, lose := codeLoserCard, codeWinnerCard
	if r2 != engine.NoRank {
		one, lose = codeSplit, codeSplit
	}
	switch {
	case !hitL && !hitW:
		return outcome{}
	case l == w:
		return outcome{what: HalfLost, reason: ReasonDoublet, rule: codeDoublet, delta: -stake / 2}
	case hitL && hitW:
		return outcome{what: Push, reason: ReasonOneEach, rule: codeSplitOneEach}
	case hitL:
		if copper {
			return outcome{what: Won, reason: ReasonLoserCard, rule: one, delta: stake}
		}
		return outcome{what: Lost, reason: ReasonLoserCard, rule: one, delta: -stake}
	}
	if copper {
		return outcome{what: Lost, reason: ReasonWinnerCard, rule: lose, delta: -stake}
	}
	return outcome{what: Won, reason: ReasonWinnerCard, rule: lose, delta: stake}
}

// settleHigh settles a high-card bet: the player card must rank above the
// bank card (A lowest, K highest); equal or lower loses the stake.
func settleHigh(stake engine.Amount, l, w engine.Rank) outcome {
	switch {
	case w > l:
		return outcome{what: Won, reason: ReasonHigher, rule: codeHighCard, delta: stake}
	case w == l:
		return outcome{what: Lost, reason: ReasonEqual, rule: codeHighCard, delta: -stake}
	}
	return outcome{what: Lost, reason: ReasonLower, rule: codeHighCard, delta: -stake}
}
