package opponent

import "croupier/engine/pasur"

// Review is the coach's review of a learner's round: every judged move
// with what it cost against the best.
type Review struct {
	Moves []Verdict
	// Cost is the sum of the moves' costs.
	Cost Centipoints
	// Clear counts the moves that were clearly weaker.
	Clear int
	// Worst is the index in Moves of the costliest clearly weaker move,
	// or -1.
	Worst int
}

// NewReview sums up the verdicts of a round, in the order played.
func NewReview(vs []Verdict) Review {
	r := Review{Moves: append([]Verdict(nil), vs...), Worst: -1}
	for i, v := range vs {
		r.Cost += v.Cost
		if v.Clearly {
			r.Clear++
			if r.Worst < 0 || v.Cost > vs[r.Worst].Cost {
				r.Worst = i
			}
		}
	}
	return r
}

// Step is one move of a learner for ReviewRound: the view before it and
// the move.
type Step struct {
	View pasur.View
	Move pasur.MoveSet
}

// ReviewRound judges every step and sums them up. Steps that cannot be
// judged (not the seat's turn, not legal) are skipped.
func (c *Coach) ReviewRound(steps []Step) Review {
	var vs []Verdict
	for i := range steps {
		if v, err := c.Judge(&steps[i].View, steps[i].Move); err == nil {
			vs = append(vs, v)
		}
	}
	return NewReview(vs)
}
