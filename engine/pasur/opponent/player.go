package opponent

import (
	"errors"
	"math/rand/v2"

	"croupier/engine/pasur"
)

// Player chooses moves for the seat of a View.
type Player interface {
	// Move returns the move the player makes in v, which must be the
	// view of the seat to move; false (and no move) if it is not, or if
	// the round is over.
	Move(v *pasur.View) (pasur.MoveSet, bool)
}

// Level is the strength of a computer player.
type Level uint8

// The levels, weakest first.
const (
	// LevelRandom plays uniformly random legal moves.
	LevelRandom Level = iota + 1
	// LevelGreedy plays the best immediate capture, else its least
	// useful card.
	LevelGreedy
	// LevelStrong looks ahead over the cards it cannot see.
	LevelStrong
)

// Levels lists the levels, weakest first.
func Levels() []Level { return []Level{LevelRandom, LevelGreedy, LevelStrong} }

// String returns the level's stable English name: "random", "greedy" or
// "strong".
func (l Level) String() string {
	switch l {
	case LevelRandom:
		return "random"
	case LevelGreedy:
		return "greedy"
	case LevelStrong:
		return "strong"
	}
	return "?"
}

// ErrLevel is returned by New for a level that does not exist.
var ErrLevel = errors.New("opponent: no such level")

// New returns a player of the given level whose choices depend only on
// the Views it is given and on rng (which Random and Strong draw from;
// Greedy needs none, and rng may be nil for it).
func New(l Level, rng *rand.Rand) (Player, error) {
	switch l {
	case LevelRandom:
		if rng == nil {
			return nil, ErrNoRandom
		}
		return &Random{rng: rng}, nil
	case LevelGreedy:
		return Greedy{}, nil
	case LevelStrong:
		if rng == nil {
			return nil, ErrNoRandom
		}
		return NewStrong(rng, Options{}), nil
	}
	return nil, ErrLevel
}

// ErrNoRandom is returned by New when a level that draws at random is
// given no source.
var ErrNoRandom = errors.New("opponent: this level needs a random source")

// Random plays a uniformly random legal move.
type Random struct{ rng *rand.Rand }

// NewRandom returns a Random player drawing from rng (nil: it never
// moves).
func NewRandom(rng *rand.Rand) *Random { return &Random{rng: rng} }

// Move picks one of the legal moves with equal chance.
func (p *Random) Move(v *pasur.View) (pasur.MoveSet, bool) {
	var buf [64]pasur.MoveSet
	ms := v.AppendLegalMoveSets(buf[:0])
	if len(ms) == 0 || p.rng == nil {
		return pasur.MoveSet{}, false
	}
	return ms[p.rng.IntN(len(ms))], true
}
