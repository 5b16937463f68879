package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// planPasur builds a Pasur question of topic t aiming at the shape s
// (held to it when strict).
func planPasur(t Topic, level int, rng *rand.Rand, s shape, strict bool) (*pasurBuild, bool) {
	switch t {
	case PasurScore:
		return planScore(level, rng, s, strict)
	case PasurSur:
		return planSur(level, rng)
	case PasurLegal:
		return planLegal(level, rng)
	case PasurBest:
		return planBest(level, rng, s, strict)
	}
	return planCapture(level, rng)
}

// tableSize returns how many cards lie on the table at a level.
func tableSize(level int, rng *rand.Rand) int {
	switch level {
	case 1:
		return between(rng, 3, 4)
	case 2:
		return between(rng, 4, 6)
	}
	return between(rng, 6, 9)
}

// askedCard chooses the card a question is about and puts it in the
// first player's hand: a number card at level 1; at higher levels a king,
// queen or jack now and then.
func askedCard(b *pasurBuild, level int) (engine.Card, bool) {
	ok := numberCard
	x := b.rng.Float64()
	switch {
	case level == 1 || x < 0.7:
	case x < 0.85:
		ok = func(c engine.Card) bool { return c.Rank == engine.Jack }
	default:
		ok = func(c engine.Card) bool { return c.Rank == engine.King || c.Rank == engine.Queen }
	}
	c, found := b.take(ok)
	if !found {
		return c, false
	}
	b.hands[0] = append(b.hands[0], c)
	return c, true
}

// tableFor lays table cards for a question about card c: groups that
// make 11 with it (or cards of its rank), then other cards (faces from
// level 2 on), up to n cards.
func tableFor(b *pasurBuild, c engine.Card, n, groups, level int) bool {
	for g := 0; g < groups && len(b.table) < n; g++ {
		switch {
		case c.Rank == engine.King || c.Rank == engine.Queen:
			// At most one of its rank (tableReachable).
			if g == 0 {
				if x, ok := b.takeRank(c.Rank); ok {
					b.table = append(b.table, x)
				}
			}
		case c.Rank == engine.Jack:
		default:
			cs, ok := b.group(11-value(c), min(3, n-len(b.table)))
			if !ok {
				return false
			}
			b.table = append(b.table, cs...)
		}
	}
	for len(b.table) < n {
		ok := numberCard
		if level > 1 && chance(b.rng, 0.2) {
			ok = anyCard
		}
		x, found := b.take(ok)
		if !found {
			return false
		}
		b.table = append(b.table, x)
	}
	b.shuffleTable()
	return true
}

// layShare is how often, by level, a capture question's table is laid
// without a group for the card, so that it may take nothing ("lay", a
// trivial answer: under trivialCap).
var layShare = [MaxLevel]float64{0.1, 0.07, 0.03}

// handCard returns which cards the hands are dealt: number cards only at
// level 1 (docs/quiz.md, "Levels": no face in the hand asked about), any
// card from level 2 on.
func handCard(level int) func(engine.Card) bool {
	if level == 1 {
		return numberCard
	}
	return anyCard
}

// planCapture: what the first player takes with a card; any legal
// capture is right (pasur.de.txt "Spielablauf" 2–4), "lay" when it takes
// nothing (6).
func planCapture(level int, rng *rand.Rand) (*pasurBuild, bool) {
	b := newPasurBuild(rng, 2)
	c, ok := askedCard(b, level)
	if !ok {
		return nil, false
	}
	groups := 0
	if !chance(rng, layShare[level-1]) {
		groups = between(rng, 1, level)
	}
	if !tableFor(b, c, tableSize(level, rng), groups, level) || !b.fillHands(pasur.HandSize, handCard(level)) {
		return nil, false
	}
	if _, err := b.round(); err != nil {
		return nil, false
	}
	who := b.names[0]
	b.ask(&scenarios.Ask{Kind: scenarios.QCapture, Card: c, Rule: captureRule(c),
		Prompt: bilingual(func(p locales.Printer) string { return p.T(locales.QuizAskCapture, who, p.CardText(c)) })})
	return b, true
}

// captureRule returns the rule by which a card captures.
func captureRule(c engine.Card) string {
	switch c.Rank {
	case engine.Jack:
		return string(pasur.RuleCaptureJack)
	case engine.King, engine.Queen:
		return string(pasur.RuleCaptureRank)
	}
	return string(pasur.RuleCaptureSum)
}
