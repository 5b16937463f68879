package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// profileOf returns the Faro profile of a topic.
func profileOf(t Topic) faro.Profile {
	if t.Game() == "pharaon" {
		return faro.Pharaon
	}
	return faro.Pharo
}

// puntersFor returns how many players bet at a level: one, two or three,
// or a full table of three to six.
func puntersFor(level int, rng *rand.Rand) int {
	switch level {
	case 1:
		return 1
	case 2:
		return between(rng, 2, 3)
	}
	return between(rng, 3, 6)
}

// betsFor returns how many bets one player makes at a level.
func betsFor(level int, rng *rand.Rand) int {
	switch level {
	case 1:
		return 1
	case 2:
		return between(rng, 1, 2)
	}
	return between(rng, 1, 3)
}

// hitChance is the chance that a bet covers a rank of the asked turn.
func hitChance(level int) float64 {
	switch level {
	case 1:
		return 0.9
	case 2:
		return 0.65
	}
	return 0.5
}

// planFaro builds a Faro question of topic t; a settlement question
// aims at the shape s (the engine checks it afterwards, see fits).
func planFaro(t Topic, level int, rng *rand.Rand, s shape) (*faroBuild, bool) {
	switch t {
	case PharoStanding, PharaonResolved:
		return planStanding(t, level, rng, s)
	case PharoCasekeeper:
		return planCasekeeper(level, rng)
	case PharoCall, PharaonCall:
		return planCall(t, level, rng)
	case PharoSplit:
		if level < 3 && chance(rng, 0.25) {
			return planNeighbours(level, rng)
		}
	}
	return planOneTurn(t, level, rng, s)
}

// askSettlement appends the settlement question of the last turn.
func askSettlement(b *faroBuild, rule string) {
	b.ask(&scenarios.Ask{Kind: scenarios.QSettlement, Prompt: msg(locales.QuizAskSettlement), Rule: rule})
}

// planOneTurn: bets placed before one turn, the settlement of that turn
// asked. Level 1 is one bet; level 3 a full table of every kind of bet
// the profile has, after a few turns that only change the count. The
// first bet is the topic's and decides the shape: it is settled by the
// turn (shapeHit: its rank is on the turn; a split has one of its ranks
// on it), its split's two ranks are the turn (shapePush), or no bet's
// rank is (shapeQuiet).
func planOneTurn(t Topic, level int, rng *rand.Rand, s shape) (*faroBuild, bool) {
	b := newFaroBuild(rng, profileOf(t), puntersFor(level, rng))
	pharo := b.profile == faro.Pharo
	if t == PharoHighCard || (pharo && level == 3 && s != shapeQuiet && chance(rng, 0.3)) {
		b.vars = []string{"high_card"}
	}
	if level > 1 {
		lo, hi := 0, 2
		if level == 3 {
			lo, hi = 2, 8
		}
		b.draw(between(rng, lo, hi))
	}
	// The asked turn's ranks.
	var l, w engine.Rank
	doublet := t == PharoDoublet || t == PharaonDoublet || (level == 3 && s == shapeHit && chance(rng, 0.1))
	switch {
	case doublet:
		l = oneOf(rng, b.alive(2))
		w = l
	case t == PharoHighCard:
		l, w = highCardTurn(b, rng)
	case s == shapePush:
		l = oneOf(rng, b.alive(1))
		w = oneOf(rng, b.aliveNeighbours(l))
	default:
		l = oneOf(rng, b.alive(1))
		w = oneOf(rng, without(b.alive(1), l))
	}
	if !l.Valid() || !w.Valid() {
		return nil, false
	}
	hits := []engine.Rank{l}
	if w != l {
		hits = append(hits, w)
	}
	quiet := without(b.alive(1), hits...)
	// target is a rank for a bet: one of the turn's with chance p (never
	// on a quiet turn), else any rank with a card to come.
	target := func(p float64) engine.Rank {
		switch {
		case s == shapeQuiet:
			return oneOf(rng, quiet)
		case chance(rng, p):
			return oneOf(rng, hits)
		}
		return oneOf(rng, b.alive(1))
	}
	first := true
	for _, who := range b.punters() {
		for k := betsFor(level, rng); k > 0; k-- {
			kind := featured(t)
			if !first && level > 1 && chance(rng, 0.4+0.2*float64(level-2)) {
				kind = distractor(b, rng)
			}
			if kind == kindHigh && s == shapeQuiet {
				kind = kindPlain // a high-card bet is settled by every turn
			}
			p := hitChance(level)
			if first {
				p = 1
			}
			switch kind {
			case kindSplit:
				r, n := splitOn(b, rng, target(p), l, w, first, s)
				if n.Valid() {
					b.split(who, r, n, chance(rng, copperChance(t, level)))
				}
			case kindHigh:
				b.highCard(who)
			default:
				copper := kind == kindCopper
				if t == PharoDoublet || t == PharaonDoublet {
					copper = chance(rng, 0.4)
				}
				b.bet(who, target(p), copper)
			}
			first = false
		}
	}
	if len(b.steps) == b.turnSteps() {
		return nil, false // no bet could be placed
	}
	if !b.setTurn(l, w) {
		return nil, false
	}
	b.draw(1)
	askSettlement(b, ruleOfTopic(t, l == w))
	return b, true
}

// splitOn chooses the two ranks of a split on r: the topic's first split
// covers the turn's two ranks (shapePush) or exactly one of them
// (shapeHit); on a quiet turn none; other splits any neighbour of r.
func splitOn(b *faroBuild, rng *rand.Rand, r, l, w engine.Rank, first bool, s shape) (engine.Rank, engine.Rank) {
	if first && s == shapePush {
		return l, w
	}
	ns := b.aliveNeighbours(r)
	if s == shapeQuiet || first && s == shapeHit {
		ns = without(ns, l, w)
	}
	return r, oneOf(rng, ns)
}

// turnSteps counts the turn steps so far.
func (b *faroBuild) turnSteps() int {
	n := 0
	for _, s := range b.steps {
		if s.Kind == scenarios.StepTurn {
			n++
		}
	}
	return n
}

// highCardTurn chooses the asked turn of a high-card question: the player
// card higher (45 %), lower (40 %) or of the same rank (a doublet, 15 %).
func highCardTurn(b *faroBuild, rng *rand.Rand) (engine.Rank, engine.Rank) {
	x := rng.Float64()
	if x < 0.15 {
		d := oneOf(rng, b.alive(2))
		return d, d
	}
	alive := b.alive(1)
	l := oneOf(rng, alive)
	var higher, lower []engine.Rank
	for _, r := range alive {
		switch {
		case r > l:
			higher = append(higher, r)
		case r < l:
			lower = append(lower, r)
		}
	}
	if x < 0.6 && len(higher) > 0 || len(lower) == 0 {
		return l, oneOf(rng, higher)
	}
	return l, oneOf(rng, lower)
}

// The kinds of bet a generated table places.
const (
	kindPlain = iota
	kindCopper
	kindSplit
	kindHigh
)

// featured returns the kind of bet a topic is about.
func featured(t Topic) int {
	switch t {
	case PharoCopper, PharaonCopper:
		return kindCopper
	case PharoSplit:
		return kindSplit
	case PharoHighCard:
		return kindHigh
	}
	return kindPlain
}

// distractor returns another kind of bet for a fuller table: what the
// profile and the table's variants allow.
func distractor(b *faroBuild, rng *rand.Rand) int {
	if b.profile == faro.Pharaon {
		if chance(rng, 0.4) {
			return kindCopper
		}
		return kindPlain
	}
	x := rng.Float64()
	switch {
	case x < 0.35:
		return kindPlain
	case x < 0.6:
		return kindCopper
	case x < 0.85 || len(b.vars) == 0:
		return kindSplit
	}
	return kindHigh
}

// copperChance is the chance that a split is coppered.
func copperChance(t Topic, level int) float64 {
	if level == 1 {
		return 0
	}
	return 0.3
}

// ruleOfTopic returns the rule a settlement question cites.
func ruleOfTopic(t Topic, doublet bool) string {
	switch {
	case doublet:
		return string(faro.RuleDoublet)
	case t == PharoSplit:
		return string(faro.RuleSplit)
	case t == PharoHighCard:
		return string(faro.RuleHighCard)
	case t == PharoCopper || t == PharaonCopper:
		return string(faro.RuleLoserCard)
	}
	return string(faro.RuleWinnerCard)
}
