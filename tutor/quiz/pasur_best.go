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

// planBest: the best capture of a number card (pasur.de.txt "Spielablauf"
// 2; RULINGS.md "Pasur", "Best" capture: points with a sur, then cards,
// then clubs), on a table built for the shape s: groups that clear the
// table (a sur), groups and other cards (the most cards), or low cards
// whose groups share cards, with an ace or the 2♣ among them (points or
// clubs decide). A table whose best capture is not of the shape is tried
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
		for len(b.table) < n {
			cs, ok := b.group(need, min(3, n-len(b.table)))
			if !ok {
				return nil, false
			}
			b.table = append(b.table, cs...)
		}
		b.shuffleTable()
	case shapeBestPoints, shapeBestClubs:
		small := func(x engine.Card) bool { return numberCard(x) && value(x) < need }
		if s == shapeBestPoints {
			pt := func(x engine.Card) bool {
				return small(x) && (x.Rank == engine.Ace || x == engine.NewCard(engine.Two, engine.Clubs))
			}
			if x, ok := b.take(pt); ok {
				b.table = append(b.table, x)
			}
		}
		for len(b.table) < n {
			ok := small
			if level > 1 && chance(rng, 0.15) {
				ok = anyCard
			}
			x, found := b.take(ok)
			if !found {
				return nil, false
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
	if !uniqueBest(caps) || strict && bestShapeOf(caps) != s {
		return nil, false
	}
	who := b.names[0]
	b.ask(&scenarios.Ask{Kind: scenarios.QCapture, Card: c, Best: true, Rule: captureRule(c),
		Prompt: bilingual(func(p locales.Printer) string { return p.T(locales.QuizAskBest, who, p.CardText(c)) })})
	return b, true
}
