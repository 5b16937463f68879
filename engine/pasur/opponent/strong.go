package opponent

import (
	"math/rand/v2"

	"croupier/engine/pasur"
)

// Strong plays the move of the best expected margin over the round, as
// found by Analyze: for samples of the hidden cards drawn consistently
// with its View, it searches the rest of the deal exactly with every hand
// known (to the end of the round once the talon is empty) and averages
// each move's value over the samples.
type Strong struct {
	rng  *rand.Rand
	opts Options
}

// NewStrong returns a strong player drawing its samples' seeds from rng.
func NewStrong(rng *rand.Rand, o Options) *Strong { return &Strong{rng: rng, opts: o} }

// Move returns the best move found.
func (p *Strong) Move(v *pasur.View) (pasur.MoveSet, bool) {
	if !v.MyTurn() || p.rng == nil {
		return pasur.MoveSet{}, false
	}
	a, err := Analyze(v, p.rng.Uint64(), p.opts)
	if err != nil || len(a.Moves) == 0 {
		return pasur.MoveSet{}, false
	}
	return a.Moves[a.Best].Move, true
}
