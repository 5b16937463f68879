package quiz

import (
	"slices"

	"croupier/scenarios"
)

// DrillQuestions is how many questions the drill after a lesson asks at
// least: one per topic missed when there are more.
const DrillQuestions = 3

// MaxDrillQuestions bounds a drill's questions.
const MaxDrillQuestions = 6

// DrillOptions returns the options of a drill after a lesson: a short
// quiz of the topics of its mistakes (DrillQuestions, or one per topic
// up to MaxDrillQuestions), none of whose questions repeats the lesson's
// deal (avoid).
func DrillOptions(topics []Topic, avoid *scenarios.Scenario, seed uint64) Options {
	n := min(max(DrillQuestions, len(topics)), MaxDrillQuestions)
	o := Options{N: n, Seed: seed, Topics: slices.Clone(topics), Avoid: avoid}
	if g := drillGame(topics); g != "" {
		o.Game = g
	}
	return o
}

// drillGame is the game of a drill's topics, "" when they are of several.
func drillGame(topics []Topic) string {
	g := ""
	for i, t := range topics {
		if i > 0 && t.Game() != g {
			return ""
		}
		g = t.Game()
	}
	return g
}

// checkDrill checks a drill's topics and sets its game from them.
func checkDrill(o *Options) error {
	for _, t := range o.Topics {
		if !t.Valid() {
			return &Error{Err: ErrGame, Game: string(t)}
		}
	}
	o.Game, o.Fixed = drillGame(o.Topics), false
	return nil
}

// candidates are the topics the quiz may ask: its drill's, or its game's.
func (q *Quiz) candidates() []Topic {
	if len(q.opts.Topics) > 0 {
		return q.opts.Topics
	}
	return Topics(q.opts.Game)
}

// avoidTries bounds the questions generated again because they repeated
// the deal to avoid.
const avoidTries = 16

// generateAvoiding generates the next question of topic t at a level,
// again from the next sub-seed while it repeats the deal of Options.Avoid.
func (q *Quiz) generateAvoiding(t Topic, level int) (*Item, error) {
	seed := mix(q.opts.Seed, uint64(q.asked))
	it, err := Generate(t, level, seed)
	for try := uint64(1); err == nil && try < avoidTries && SameDeal(it.Scenario, q.opts.Avoid); try++ {
		it, err = Generate(t, level, mix(seed, 0xa701d, try))
	}
	return it, err
}

// SameDeal reports whether a generated question's scenario repeats the
// deal of a lesson's: a Faro deck that begins with the cards the lesson
// stacked (its soda and first turns, at least three cards), or a Pasur
// deal with the lesson's table and hands.
func SameDeal(gen, lesson *scenarios.Scenario) bool {
	if gen == nil || lesson == nil || gen.Game != lesson.Game {
		return false
	}
	g, l := gen.Deck, lesson.Deck
	if gen.Game == scenarios.Faro {
		return len(l.Cards) >= 3 && len(g.Cards) >= len(l.Cards) && slices.Equal(g.Cards[:len(l.Cards)], l.Cards)
	}
	if len(l.Table) == 0 || !slices.Equal(g.Table, l.Table) || len(g.Hands) != len(l.Hands) {
		return false
	}
	// the players' names differ: each of the lesson's hands is one of the
	// question's
	for _, h := range l.Hands {
		found := false
		for _, gh := range g.Hands {
			found = found || slices.Equal(gh, h)
		}
		if !found {
			return false
		}
	}
	return true
}
