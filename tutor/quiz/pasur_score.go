package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// planScore: a short round played to its end (the talon empty): two or
// three players, what one of them scores, item by item (pasur.de.txt
// "Punktewertung"; the table's last cards go to the last capturer).
//
// The player asked about scores something, or in a share under the trivial
// answers' cap 0 (the shape s: shapeScored, shapeZeroScore; any player
// when strict is false). At level 1 every card dealt is a number card.
func planScore(level int, rng *rand.Rand, s shape, strict bool) (*pasurBuild, bool) {
	players, hand, table := 2, 2, 2
	switch level {
	case 2:
		hand, table = 3, between(rng, 3, 4)
	case 3:
		players, hand, table = between(rng, 2, 3), 4, 4
	}
	b := newPasurBuild(rng, players)
	b.talon, b.start = false, true
	clubs := 0.25
	if level == 3 {
		clubs = 0.55
	}
	scoring := func(c engine.Card) bool {
		return c.Rank == engine.Ace || c.Rank == engine.Jack || c == engine.NewCard(engine.Two, engine.Clubs) ||
			c == engine.NewCard(engine.Ten, engine.Diamonds)
	}
	pick := func(c engine.Card) bool { return true }
	deal := func() (engine.Card, bool) {
		switch x := rng.Float64(); {
		case x < 0.3:
			pick = scoring
		case x < 0.3+clubs:
			pick = func(c engine.Card) bool { return c.Suit == engine.Clubs }
		default:
			pick = anyCard
		}
		dealt := handCard(level)
		if c, ok := b.take(func(c engine.Card) bool { return dealt(c) && pick(c) }); ok {
			return c, true
		}
		return b.take(dealt)
	}
	for len(b.table) < table {
		c, ok := deal()
		if !ok {
			return nil, false
		}
		b.table = append(b.table, c)
	}
	for i := range b.hands {
		for len(b.hands[i]) < hand {
			c, ok := deal()
			if !ok {
				return nil, false
			}
			b.hands[i] = append(b.hands[i], c)
		}
	}
	r, err := b.round()
	if err != nil {
		return nil, false
	}
	for !r.Over() {
		seat := r.ToPlay()
		h := r.Hand(seat)
		if seat < 0 || len(h) == 0 {
			return nil, false
		}
		c := h[rng.IntN(len(h))]
		m := pasur.Move{Card: c}
		if caps := r.CapturesFor(c); len(caps) > 0 {
			if best, ok := r.BestCapture(c); ok && chance(rng, 0.6) {
				m.Take = best.Take
			} else {
				m.Take = caps[rng.IntN(len(caps))].Take
			}
		}
		if _, err := r.Play(seat, m); err != nil {
			return nil, false
		}
		b.steps = append(b.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: &scenarios.Action{
			Kind: scenarios.ActPlay, Player: b.names[seat], Card: c, Take: append([]engine.Card(nil), m.Take...), HasTake: true}})
	}
	var fit []string
	bs := r.Breakdowns()
	for seat, n := range b.names {
		side := r.Config().Side(seat)
		if side < 0 || side >= len(bs) {
			return nil, false
		}
		if !strict || (bs[side].Total == 0) == (s == shapeZeroScore) {
			fit = append(fit, n)
		}
	}
	if len(fit) == 0 {
		return nil, false
	}
	who := fit[rng.IntN(len(fit))]
	b.ask(&scenarios.Ask{Kind: scenarios.QScore, Player: who, Rule: string(pasur.RuleLastCapture),
		Prompt: bilingual(func(p locales.Printer) string { return p.T(locales.QuizAskScore, who) })})
	return b, true
}

func contains(cs []engine.Card, c engine.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
