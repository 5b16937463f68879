package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// planNeighbours asks whether a split between two ranks is allowed
// (RULINGS.md "Split bet": neighbours on the layout). At level 2 some
// turns are drawn first: the question is then put between two turns,
// before the next one, when bets may be placed.
func planNeighbours(level int, rng *rand.Rand) (*faroBuild, bool) {
	b := newFaroBuild(rng, faro.Pharo, 1)
	if level == 2 {
		b.draw(between(rng, 1, 4))
	}
	alive := b.alive(1)
	r := oneOf(rng, alive)
	var other engine.Rank
	if chance(rng, 0.5) {
		other = oneOf(rng, b.aliveNeighbours(r))
	} else {
		var far []engine.Rank
		for _, x := range without(alive, r) {
			if !faro.Neighbours(r, x) {
				far = append(far, x)
			}
		}
		other = oneOf(rng, far)
	}
	if !r.Valid() || !other.Valid() {
		return nil, false
	}
	who := b.punters()[0]
	st, next := b.stake(), b.turns+1
	probe := &scenarios.Action{Kind: scenarios.ActSplit, Player: who, Ranks: []engine.Rank{r, other}, Stake: st}
	b.ask(&scenarios.Ask{
		Kind:  scenarios.QLegal,
		Probe: probe,
		Rule:  string(faro.RuleSplitNeighbours),
		Prompt: bilingual(func(p locales.Printer) string {
			if next > 1 {
				// between two turns, never as if during the one just drawn
				return p.T(locales.QuizAskLegalSplitBetween, who, st, p.Rank(r), p.Rank(other), next)
			}
			return p.T(locales.QuizAskLegalSplit, who, st, p.Rank(r), p.Rank(other))
		}),
	})
	return b, true
}
