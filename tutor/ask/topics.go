package ask

import (
	"croupier/engine/faro"
	"croupier/scenarios"
	"croupier/tutor/quiz"
)

// CitedTopics returns the topics of the quiz that drill what the open
// question asks: those of the rules its verdict cites (happenedRules),
// told from the bets the last turn settled, or the bets on the layout
// before the first turn (quiz.TopicsOf).
func (r *Run) CitedTopics() []quiz.Topic {
	q := r.q
	if q == nil {
		return nil
	}
	c := quiz.Cited{Game: "pasur", Kind: q.Kind(), Rules: r.happenedRules(q), Turns: q.Spec().Params.Turns}
	if r.sc.Game == scenarios.Faro {
		c.Game = r.sc.Profile.String()
		if r.lastTurn != nil {
			c.Events = r.lastTurn.Events()
		} else if d := r.Deal(); d != nil {
			for _, b := range d.Bets() {
				if b.Bet.Kind != faro.TurnCall {
					c.Bets = append(c.Bets, b.Bet)
				}
			}
		}
	}
	return quiz.TopicsOf(c)
}
