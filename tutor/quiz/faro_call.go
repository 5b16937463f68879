package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// planCall: 24 turns drawn, three cards left; calls of the turn (and, on
// fuller tables, ordinary bets on the last ranks); then what a call paid,
// or the settlement of the last turn (pharo.de.txt "Der letzte Abzug",
// pharaon.fr.txt 06).
func planCall(t Topic, level int, rng *rand.Rand) (*faroBuild, bool) {
	b := newFaroBuild(rng, profileOf(t), puntersFor(level, rng))
	last, ok := lastThree(b, t, rng)
	if !ok {
		return nil, false
	}
	for i, c := range last {
		if !b.place(engine.DeckSize-3+i, func(x engine.Card) bool { return x == c }) {
			return nil, false
		}
	}
	b.draw(faro.Turns - 1)
	callers := 1
	switch level {
	case 2:
		callers = between(rng, 1, 2)
	case 3:
		callers = between(rng, 2, 4)
	}
	names := b.punters()
	callers = min(callers, len(names))
	kind := faro.CallKindOf(last)
	for i := 0; i < callers; i++ {
		a := &scenarios.Action{Kind: scenarios.ActCall, Player: names[i], Stake: b.stake()}
		right := chance(rng, 0.4)
		if kind == faro.CallFoster {
			a.Colours = colourOrder(last, right, rng)
		} else {
			a.Ranks = rankOrder(last, right, rng)
		}
		b.act(a)
	}
	if level > 1 {
		var ranks []engine.Rank
		for _, c := range last {
			ranks = append(ranks, c.Rank)
		}
		for _, who := range names {
			if chance(rng, 0.5) {
				b.bet(who, oneOf(rng, ranks), chance(rng, 0.3))
			}
		}
	}
	b.draw(1)
	if level == 1 || level == 2 && chance(rng, 0.5) {
		who := names[0]
		b.ask(&scenarios.Ask{Kind: scenarios.QPayout, Player: who, Rule: callRule(kind), Prompt: bilingual(func(p locales.Printer) string {
			return p.T(locales.QuizAskPayout, who)
		})})
	} else {
		askSettlement(b, callRule(kind))
	}
	return b, true
}

// callRule returns the rule a call of this kind is settled by.
func callRule(k faro.CallKind) string {
	switch k {
	case faro.CallCatHop:
		return string(faro.RuleCallCatHop)
	case faro.CallFoster:
		return string(faro.RuleFoster)
	}
	return string(faro.RuleCallThreeRanks)
}

// lastThree chooses the last three cards in the order they come (loser,
// winner, hock): three ranks (Pharo 60 %), a cat-hop, or in Pharaon three
// of a rank (Foster's colour call).
func lastThree(b *faroBuild, t Topic, rng *rand.Rand) ([3]engine.Card, bool) {
	var out [3]engine.Card
	ranks := engine.AllRanks()
	perm := rng.Perm(engine.NumRanks)
	x := rng.Float64()
	var picks []engine.Card
	suits := func(r engine.Rank, n int) {
		for _, s := range rng.Perm(engine.NumSuits)[:n] {
			picks = append(picks, engine.NewCard(r, engine.Suit(s)))
		}
	}
	switch {
	case x < 0.55:
		for _, i := range perm[:3] {
			suits(ranks[i], 1)
		}
	case x < 0.85 || t != PharaonCall:
		suits(ranks[perm[0]], 2)
		suits(ranks[perm[1]], 1)
	default:
		suits(ranks[perm[0]], 3)
	}
	for i, j := range rng.Perm(3) {
		out[i] = picks[j]
	}
	return out, true
}

// rankOrder returns a call's order of ranks: the right one, or another
// order of the same three ranks.
func rankOrder(last [3]engine.Card, right bool, rng *rand.Rand) []engine.Rank {
	actual := []engine.Rank{last[0].Rank, last[1].Rank, last[2].Rank}
	if right {
		return actual
	}
	for {
		p := rng.Perm(3)
		o := []engine.Rank{actual[p[0]], actual[p[1]], actual[p[2]]}
		if o[0] != actual[0] || o[1] != actual[1] || o[2] != actual[2] {
			return o
		}
	}
}

// colourOrder returns a Foster call's colours ("red"/"black"): the right
// order, or another order of the same colours.
func colourOrder(last [3]engine.Card, right bool, rng *rand.Rand) []string {
	col := func(c engine.Card) string {
		if c.Suit.Red() {
			return "red"
		}
		return "black"
	}
	actual := []string{col(last[0]), col(last[1]), col(last[2])}
	if right {
		return actual
	}
	for {
		p := rng.Perm(3)
		o := []string{actual[p[0]], actual[p[1]], actual[p[2]]}
		if o[0] != actual[0] || o[1] != actual[1] || o[2] != actual[2] {
			return o
		}
	}
}
