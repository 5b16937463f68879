package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
)

// planStanding: bets placed before the first turn and left standing over
// several turns (Pharo: a won bet stays, a lost or halved one is gone;
// Pharaon: a pronostic is resolved once and gone), then the settlement
// of the last turn. One bet, the key, decides the shape: it won in the
// last earlier turn and the asked turn settles it again (shapeStayed), it
// left the layout then and the asked turn shows its rank again
// (shapeGone), or no earlier turn showed its rank and the asked turn
// resolves it (shapeWaiting).
func planStanding(t Topic, level int, rng *rand.Rand, s shape) (*faroBuild, bool) {
	b := newFaroBuild(rng, profileOf(t), puntersFor(level, rng))
	type bet struct {
		rank   engine.Rank
		copper bool
	}
	var bets []bet
	var ranks []engine.Rank
	place := func(who string) {
		r := oneOf(rng, b.alive(1))
		copper := level > 1 && chance(rng, 0.3)
		if b.bet(who, r, copper) {
			bets = append(bets, bet{r, copper})
			ranks = append(ranks, r)
		}
	}
	for _, who := range b.punters() {
		for k := betsFor(level, rng); k > 0; k-- {
			place(who)
		}
	}
	if len(bets) == 0 {
		return nil, false
	}
	key := bets[rng.IntN(len(bets))]
	earlier := 1
	switch level {
	case 2:
		earlier = between(rng, 1, 2)
	case 3:
		earlier = between(rng, 2, 4)
	}
	// pickTurn chooses a turn among the bets' ranks (each card with chance
	// p, else a card of no bet's rank), never the key's rank.
	pickTurn := func(p float64) (engine.Rank, engine.Rank) {
		var live []engine.Rank
		for _, r := range without(ranks, key.rank) {
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
		}
		if l.Valid() && !w.Valid() && b.free(l) >= 2 && chance(rng, 0.1) {
			w = l
		}
		return l, w
	}
	for i := 0; i < earlier; i++ {
		l, w := pickTurn(0.6)
		if i == earlier-1 && s != shapeWaiting {
			l, w = keyTurn(b, rng, key.rank, key.copper, s)
		}
		if !b.setTurn(l, w, ranks...) {
			return nil, false
		}
		b.draw(1)
		if level == 3 && chance(rng, 0.5) {
			place(b.punters()[rng.IntN(len(b.punters()))])
		}
	}
	// The asked turn shows the key's rank (a doublet now and then) and,
	// on a fuller table, mostly the rank of a bet no turn has touched
	// yet, so that the answer is more than the key's.
	other := engine.NoRank
	if level > 1 && (s == shapeGone || chance(rng, 0.8)) {
		other = oneOf(rng, b.untouched(without(ranks, key.rank)))
	}
	l, w := other, key.rank
	switch {
	case b.free(key.rank) >= 2 && chance(rng, 0.1):
		l, w = key.rank, key.rank
	case chance(rng, 0.5):
		l, w = key.rank, other
	}
	if !b.setTurn(l, w, ranks...) {
		return nil, false
	}
	b.draw(1)
	askSettlement(b, ruleOfTopic(t, l == w))
	return b, true
}

// keyTurn is the earlier turn that settles the key bet on rank r: a win
// (shapeStayed: the player card, or the bank card for a coppered bet), a
// loss or, now and then, a doublet (shapeGone); the other card of no
// bet's rank.
func keyTurn(b *faroBuild, rng *rand.Rand, r engine.Rank, copper bool, s shape) (engine.Rank, engine.Rank) {
	if s == shapeGone && b.free(r) >= 3 && chance(rng, 0.15) {
		return r, r
	}
	onLoser := copper == (s == shapeStayed) // a coppered bet wins on the bank card
	if s == shapeGone && b.profile == faro.Pharaon && chance(rng, 0.5) {
		onLoser = !onLoser // a pronostic is gone once resolved, won or lost
	}
	if onLoser {
		return r, engine.NoRank
	}
	return engine.NoRank, r
}

// untouched returns the ranks of rs that no turn drawn so far has shown
// and that have a card left to give.
func (b *faroBuild) untouched(rs []engine.Rank) []engine.Rank {
	var out []engine.Rank
next:
	for _, r := range rs {
		for q := 1; q < b.cursor; q++ {
			if b.deck[q].Rank == r {
				continue next
			}
		}
		if b.free(r) > 0 {
			out = append(out, r)
		}
	}
	return out
}
