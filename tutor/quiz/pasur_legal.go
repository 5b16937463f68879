package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// planLegal: may the first player make this play? Legal captures and
// lays, and the refusals: laying a card that can capture, a wrong sum, a
// face card in a sum, a king or queen that does not take all of its rank,
// a jack that takes a king or queen or leaves a card.
func planLegal(level int, rng *rand.Rand) (*pasurBuild, bool) {
	b := newPasurBuild(rng, 2)
	c, ok := askedCard(b, level)
	if !ok {
		return nil, false
	}
	groups := between(rng, 0, 2)
	if !tableFor(b, c, tableSize(level, rng), groups, level) || !b.fillHands(pasur.HandSize, handCard(level)) {
		return nil, false
	}
	r, err := b.round()
	if err != nil {
		return nil, false
	}
	caps := r.CapturesFor(c)
	var take []engine.Card
	switch x := rng.Float64(); {
	case x < 0.4 && len(caps) > 0:
		// legal: mostly one of several groups at once, where the table
		// has them, since "make 11" alone would refuse it
		take = caps[rng.IntN(len(caps))].Take
		if multi := severalGroups(caps); len(multi) > 0 && chance(rng, 0.7) {
			take = multi[rng.IntN(len(multi))].Take
		}
	case x < 0.55:
		take = nil // laid: legal only if the card takes nothing
	default:
		take = wrongTake(b, c, caps)
		if take == nil {
			return nil, false
		}
	}
	who := b.names[0]
	take = append([]engine.Card(nil), take...)
	// the rule the answer turns on: a lay is refused when the card can
	// capture ("Spielablauf" 6), allowed when it cannot
	rule := captureRule(c)
	switch {
	case len(take) == 0 && len(caps) > 0:
		rule = string(pasur.RuleMustCapture)
	case len(take) == 0:
		rule = string(pasur.RuleLay)
	}
	probe := &scenarios.Action{Kind: scenarios.ActPlay, Player: who, Card: c, Take: take, HasTake: true}
	b.ask(&scenarios.Ask{Kind: scenarios.QLegal, Probe: probe, Rule: rule,
		Prompt: bilingual(func(p locales.Printer) string {
			if len(take) == 0 {
				return p.T(locales.QuizAskLegalLay, who, p.CardText(c))
			}
			return p.T(locales.QuizAskLegalTake, who, p.CardText(c), p.CardsText(take), len(take))
		})})
	return b, true
}

// wrongTake returns a set of table cards that card c may not take: not
// one of its legal captures (nil if none was found).
func wrongTake(b *pasurBuild, c engine.Card, caps []pasur.Capture) []engine.Card {
	legal := func(t []engine.Card) bool {
		for _, x := range caps {
			if engine.SameCards(x.Take, t) {
				return true
			}
		}
		return false
	}
	for try := 0; try < 12; try++ {
		var t []engine.Card
		for _, x := range b.table {
			if chance(b.rng, 0.4) {
				t = append(t, x)
			}
		}
		if len(caps) > 0 && chance(b.rng, 0.5) {
			// A legal capture with one card too many or too few.
			base := caps[b.rng.IntN(len(caps))].Take
			t = append([]engine.Card(nil), base...)
			if len(t) > 1 && chance(b.rng, 0.5) {
				t = t[:len(t)-1]
			} else if x := b.table[b.rng.IntN(len(b.table))]; !contains(t, x) {
				t = append(t, x)
			}
		}
		if len(t) > 0 && !legal(t) {
			return t
		}
	}
	return nil
}

// severalGroups returns the captures that take more than one group.
func severalGroups(caps []pasur.Capture) []pasur.Capture {
	var out []pasur.Capture
	for _, c := range caps {
		if len(c.Groups) > 1 {
			out = append(out, c)
		}
	}
	return out
}
