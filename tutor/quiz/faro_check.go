package quiz

import (
	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// hitsFeatured reports whether the asked turn settles a bet of the
// topic's kind (faro.SettleBet, the engine's pure settlement). A single or
// coppered bet may now and then be left untouched (the answer "nobody
// wins" is worth knowing too); a split, high-card or doublet question
// must settle its bet.
func (b *faroBuild) hitsFeatured(t Topic) bool {
	want := featured(t)
	l, w := b.deck[b.cursor-2], b.deck[b.cursor-1]
	rules := b.rules()
	for _, s := range b.steps {
		a := s.Action
		if a == nil || a.Kind == scenarios.ActCall {
			continue
		}
		bet := betOf(a)
		st, err := faro.SettleBet(rules, bet, l, w)
		if err != nil {
			return false
		}
		switch {
		case st.What == faro.Untouched:
		case want == kindHigh && bet.Kind == faro.HighCard,
			want == kindSplit && bet.Kind == faro.Split,
			want == kindCopper && bet.Kind == faro.Single && bet.Coppered,
			want == kindPlain && bet.Kind == faro.Single:
			return true
		}
	}
	if want == kindHigh || want == kindSplit || t == PharoDoublet || t == PharaonDoublet {
		return false
	}
	for _, s := range b.steps {
		if a := s.Action; a != nil && a.Kind == scenarios.ActBet && a.Copper == (want == kindCopper) {
			return true
		}
	}
	return false
}

// earlierHit reports whether a turn before the asked one settled a bet
// (so that what stays on the layout matters). Until the first turn that
// hits a bet nothing leaves the layout, so the engine's pure settlement
// of each bet placed before a turn tells exactly.
func (b *faroBuild) earlierHit() bool {
	rules := b.rules()
	turn := 0
	var bets []faro.Bet
	for _, s := range b.steps {
		switch {
		case s.Action != nil:
			bets = append(bets, betOf(s.Action))
		case s.Turn != nil:
			for k := 0; k < s.Turn.Count; k++ {
				turn++
				if turn == b.turns {
					return false // the asked turn
				}
				l, w := b.deck[2*turn-1], b.deck[2*turn]
				for _, bet := range bets {
					if st, err := faro.SettleBet(rules, bet, l, w); err == nil && st.What != faro.Untouched {
						return true
					}
				}
			}
		}
	}
	return false
}

// rules returns the table's rules.
func (b *faroBuild) rules() faro.Rules {
	r := faro.DefaultRules(b.profile)
	r.HighCard = len(b.vars) > 0
	return r
}

// betOf converts a bet action to the engine's bet.
func betOf(a *scenarios.Action) faro.Bet {
	bet := faro.Bet{Kind: faro.Single, Rank: a.Rank, Coppered: a.Copper, Stake: a.Stake}
	switch a.Kind {
	case scenarios.ActSplit:
		bet.Kind, bet.Rank, bet.Rank2 = faro.Split, a.Ranks[0], a.Ranks[1]
	case scenarios.ActHighCard:
		bet.Kind, bet.Rank, bet.Coppered = faro.HighCard, engine.NoRank, false
	}
	return bet
}
