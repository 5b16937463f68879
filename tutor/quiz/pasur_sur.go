package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// planSur: can the first player make a sur with a card (clear the
// table)? At level 3 now and then with the variant "no sur with a jack".
func planSur(level int, rng *rand.Rand) (*pasurBuild, bool) {
	b := newPasurBuild(rng, 2)
	ok := numberCard
	x := rng.Float64()
	switch {
	case level == 1:
		// number cards only (docs/quiz.md, "Levels")
	case x < 0.25:
		ok = func(c engine.Card) bool { return c.Rank == engine.Jack }
	case x < 0.35 && level == 2:
		// a king or queen clears a table of its rank alone: a small
		// table, not level 3's
		ok = func(c engine.Card) bool { return c.Rank == engine.King || c.Rank == engine.Queen }
	}
	c, found := b.take(ok)
	if !found {
		return nil, false
	}
	b.hands[0] = append(b.hands[0], c)
	yes := chance(rng, 0.55)
	n := tableSize(level, rng)
	switch c.Rank {
	case engine.Jack:
		for len(b.table) < n-1 {
			if x, ok := b.take(numberCard); ok {
				b.table = append(b.table, x)
			}
		}
		face := numberCard
		if !yes {
			face = func(c engine.Card) bool { return c.Rank == engine.King || c.Rank == engine.Queen }
		}
		if x, ok := b.take(face); ok {
			b.table = append(b.table, x)
		}
	case engine.King, engine.Queen:
		// One of its rank: a second one would have taken the first.
		if x, ok := b.takeRank(c.Rank); ok {
			b.table = append(b.table, x)
		}
		if !yes {
			if x, ok := b.take(anyCard); ok {
				b.table = append(b.table, x)
			}
		}
	default:
		for g := between(rng, 1, level); g > 0; g-- {
			cs, ok := b.group(11-value(c), 3)
			if !ok {
				return nil, false
			}
			b.table = append(b.table, cs...)
		}
		if !yes {
			if x, ok := b.take(handCard(level)); ok {
				b.table = append(b.table, x)
			}
		}
	}
	b.shuffleTable()
	if c.Rank == engine.Jack && level == 3 && chance(rng, 0.35) {
		b.vars = []string{string(pasur.VarNoSurWithJack)}
	}
	if !b.fillHands(pasur.HandSize, handCard(level)) {
		return nil, false
	}
	if _, err := b.round(); err != nil {
		return nil, false
	}
	who := b.names[0]
	variant := len(b.vars) > 0
	b.ask(&scenarios.Ask{Kind: scenarios.QSur, Card: c, Rule: string(pasur.RuleSur),
		Prompt: bilingual(func(p locales.Printer) string {
			s := p.T(locales.QuizAskSur, who, p.CardText(c))
			if variant {
				s += " " + p.T(locales.QuizAskVariantNoSurWithJack)
			}
			return s
		})})
	return b, true
}
