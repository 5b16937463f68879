package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// planNeighbours asks whether a split between two ranks is allowed
// (RULINGS.md "Split bet": neighbours on the layout).
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
	st := b.stake()
	probe := &scenarios.Action{Kind: scenarios.ActSplit, Player: who, Ranks: []engine.Rank{r, other}, Stake: st}
	b.ask(&scenarios.Ask{
		Kind:  scenarios.QLegal,
		Probe: probe,
		Rule:  string(faro.RuleSplitNeighbours),
		Prompt: bilingual(func(p locales.Printer) string {
			return p.T(locales.QuizAskLegalSplit, who, st, p.Rank(r), p.Rank(other))
		}),
	})
	return b, true
}
