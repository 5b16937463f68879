package quiz

import (
	"math/rand/v2"

	"croupier/engine"
)

// planStanding: bets placed before the first turn and left standing over
// several turns (Pharo: a won bet stays, a lost or halved one is gone;
// Pharaon: a pronostic is resolved once and gone), then the settlement
// of the last turn.
func planStanding(t Topic, level int, rng *rand.Rand) (*faroBuild, bool) {
	b := newFaroBuild(rng, profileOf(t), puntersFor(level, rng))
	var ranks []engine.Rank
	place := func(who string) {
		r := oneOf(rng, b.alive(1))
		copper := level > 1 && chance(rng, 0.3)
		if b.bet(who, r, copper) {
			ranks = append(ranks, r)
		}
	}
	for _, who := range b.punters() {
		for k := betsFor(level, rng); k > 0; k-- {
			place(who)
		}
	}
	earlier := 1
	switch level {
	case 2:
		earlier = between(rng, 1, 2)
	case 3:
		earlier = between(rng, 2, 4)
	}
	pickTurn := func(p float64) (engine.Rank, engine.Rank) {
		var live []engine.Rank
		for _, r := range ranks {
			if b.free(r) > 0 {
				live = append(live, r)
			}
		}
		l, w := engine.NoRank, engine.NoRank
		if chance(rng, p) {
			l = oneOf(rng, live)
		}
		if chance(rng, p) {
			w = oneOf(rng, without(live, l))
			if !w.Valid() && l.Valid() && b.free(l) >= 2 && chance(rng, 0.3) {
				w = l
			}
		}
		if l.Valid() && w == engine.NoRank && chance(rng, 0.1) && b.free(l) >= 2 {
			w = l
		}
		return l, w
	}
	for i := 0; i < earlier; i++ {
		p := 0.6
		if level == 1 {
			p = 0.85
		}
		l, w := pickTurn(p)
		if level == 1 && l.Valid() && w.Valid() && l != w {
			// One bet: it is hit once, as loser or as winner.
			if chance(rng, 0.65) {
				l = engine.NoRank
			} else {
				w = engine.NoRank
			}
		}
		if !b.setTurn(l, w, ranks...) {
			return nil, false
		}
		b.draw(1)
		if level == 3 && chance(rng, 0.5) {
			place(b.punters()[rng.IntN(len(b.punters()))])
		}
	}
	l, w := pickTurn(0.8)
	if !l.Valid() && !w.Valid() {
		l = oneOf(rng, ranks)
		if b.free(l) == 0 {
			return nil, false
		}
	}
	if !b.setTurn(l, w, ranks...) {
		return nil, false
	}
	b.draw(1)
	askSettlement(b, ruleOfTopic(t, l == w))
	return b, b.earlierHit()
}
