package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// noDeadShare and unseenShare are how often, by level, a dead-rank
// question is planned with no rank dead and a count question asks about
// any rank (perhaps one never shown, 4 left): trivial answers, under
// trivialCap.
var (
	noDeadShare = [MaxLevel]float64{0.08, 0.06, 0.03}
	unseenShare = [MaxLevel]float64{0.1, 0.08, 0.04}
)

// planCasekeeper: turns drawn one by one, then how many cards of a rank
// are left, or which ranks are dead (pharo.de.txt "Der Kartenzähler").
func planCasekeeper(level int, rng *rand.Rand) (*faroBuild, bool) {
	b := newFaroBuild(rng, faro.Pharo, 1)
	var turns int
	dead := false
	switch level {
	case 1:
		turns = between(rng, 1, 2)
		dead = chance(rng, 0.3)
	case 2:
		turns = between(rng, 3, 8)
		dead = chance(rng, 0.5)
	default:
		turns = between(rng, 8, 18)
		dead = chance(rng, 0.65)
	}
	soda := b.deck[0].Rank
	if dead {
		kill := 1
		switch level {
		case 1:
			turns = 2 // four cards: the soda's rank needs three more to die
		case 2:
			kill = between(rng, 1, 2)
		case 3:
			kill = between(rng, 1, 3)
		}
		if chance(rng, noDeadShare[level-1]) {
			kill = 0 // "no rank is dead", a trivial answer (trivialCap)
		}
		pos := rng.Perm(2 * turns)
		next := 0
		ranks := engine.AllRanks()
		order := rng.Perm(len(ranks))
		if level == 1 || chance(rng, 0.4) {
			// The soda counts: its rank needs only three more cards.
			order = append([]int{soda.Index()}, order...)
		}
		killed := 0
		for _, i := range order {
			if killed == kill {
				break
			}
			r := ranks[i]
			need := b.remaining(r)
			if need == 0 || b.free(r) < need || next+need > len(pos) {
				continue
			}
			for k := 0; k < need; k++ {
				if !b.placeRank(1+pos[next], r) {
					return nil, false
				}
				next++
			}
			killed++
		}
		if killed < kill {
			return nil, false
		}
	}
	b.draw(turns)
	if dead {
		b.ask(&scenarios.Ask{Kind: scenarios.QDead, Prompt: msg(locales.QuizAskDead), Rule: string(faro.RuleDeadRank)})
		return b, true
	}
	var r engine.Rank
	switch x := rng.Float64(); {
	case x < 0.25:
		r = soda
	case x < 1-unseenShare[level-1]:
		r = b.deck[1+rng.IntN(2*turns)].Rank
	default:
		// any rank, perhaps one never shown: 4 left, a trivial answer
		r = engine.AllRanks()[rng.IntN(engine.NumRanks)]
	}
	b.ask(&scenarios.Ask{Kind: scenarios.QCount, Rank: r, Prompt: bilingual(func(p locales.Printer) string {
		return p.T(locales.QuizAskCount, p.RankPlural(r))
	})})
	return b, true
}
