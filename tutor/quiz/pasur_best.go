package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// bestTableSize returns how many cards lie on the table of a
// best-capture question: one more than tableSize's at levels 1 and 2, so
// that captures can compete.
func bestTableSize(level int, rng *rand.Rand) int {
	switch level {
	case 1:
		return between(rng, 4, 5)
	case 2:
		return between(rng, 5, 7)
	}
	return between(rng, 6, 9)
}

// maxCaptures bounds, by level, the captures a best-capture question
// lists: a learner compares them all.
var maxCaptures = [MaxLevel]int{5, 8, 16}

// rivalGroups lays a table card S and two cards of one rank that each
// make need with it, so that the two captures cannot be taken together:
// the 2♣ and another two (points decide: 2♣ is worth 2), or a club and
// another suit of a rank worth nothing (clubs decide).
func rivalGroups(b *pasurBuild, need int, points bool) bool {
	var y engine.Rank
	var club, other func(engine.Card) bool
	if points {
		y = engine.Two
		club = func(c engine.Card) bool { return c == engine.NewCard(engine.Two, engine.Clubs) }
		other = func(c engine.Card) bool { return c.Rank == engine.Two && c.Suit != engine.Clubs }
	} else {
		if need < 4 {
			return false
		}
		y = engine.Rank(between(b.rng, 3, min(need-1, 9)))
		club = func(c engine.Card) bool { return c.Rank == y && c.Suit == engine.Clubs }
		other = func(c engine.Card) bool {
			return c.Rank == y && c.Suit != engine.Clubs && c != engine.NewCard(engine.Ten, engine.Diamonds)
		}
	}
	s := need - int(y)
	if s < 1 || s > 10 {
		return false
	}
	for _, ok := range []func(engine.Card) bool{func(c engine.Card) bool { return c.Rank == engine.Rank(s) }, club, other} {
		x, found := b.take(ok)
		if !found {
			return false
		}
		b.table = append(b.table, x)
	}
	return true
}

// planBest: the best capture of a number card (pasur.de.txt "Spielablauf"
// 2; RULINGS.md "Pasur", "Best" capture: points with a sur, then cards,
// then clubs), on a table built for the shape s: groups that clear the
// table (a sur), groups and other cards (the most cards), or two rival
// groups that share a card (points or clubs decide, rivalGroups). A table whose best capture is not of the shape is tried
// again; when strict is false any table with one best capture is taken.
// Faces lie on the table only from level 2 on, never in a sur's table.
func planBest(level int, rng *rand.Rand, s shape, strict bool) (*pasurBuild, bool) {
	b := newPasurBuild(rng, 2)
	low := s == shapeBestPoints || s == shapeBestClubs
	c, ok := b.take(func(x engine.Card) bool { return numberCard(x) && (!low || value(x) <= 6) })
	if !ok {
		return nil, false
	}
	b.hands[0] = append(b.hands[0], c)
	n, need := bestTableSize(level, rng), 11-value(c)
	switch s {
	case shapeBestSur:
		n = min(n, level+4) // each group more doubles the captures
		for len(b.table) < n {
			cs, ok := b.group(need, min(3, n-len(b.table)))
			if !ok {
				return nil, false
			}
			b.table = append(b.table, cs...)
		}
		b.shuffleTable()
	case shapeBestPoints, shapeBestClubs:
		if !rivalGroups(b, need, s == shapeBestPoints) {
			return nil, false
		}
		for len(b.table) < n {
			// mostly cards too high to join a group, so that the
			// captures stay few enough to compare
			ok := func(x engine.Card) bool { return numberCard(x) && value(x) >= need }
			switch {
			case level > 1 && chance(rng, 0.2):
				ok = anyCard
			case chance(rng, 0.35):
				ok = numberCard
			}
			x, found := b.take(ok)
			if !found {
				if x, found = b.take(numberCard); !found {
					return nil, false
				}
			}
			b.table = append(b.table, x)
		}
		b.shuffleTable()
	default:
		if !tableFor(b, c, n, between(rng, 2, 3), level) {
			return nil, false
		}
	}
	hand := anyCard
	if level == 1 {
		hand = numberCard
	}
	if !b.fillHands(pasur.HandSize, hand) {
		return nil, false
	}
	r, err := b.round()
	if err != nil {
		return nil, false
	}
	caps := r.CapturesFor(c)
	if !uniqueBest(caps) || len(caps) > maxCaptures[level-1] || strict && bestShapeOf(caps) != s {
		return nil, false
	}
	who := b.names[0]
	b.ask(&scenarios.Ask{Kind: scenarios.QCapture, Card: c, Best: true, Rule: captureRule(c),
		Prompt: bilingual(func(p locales.Printer) string { return p.T(locales.QuizAskBest, who, p.CardText(c)) })})
	return b, true
}
