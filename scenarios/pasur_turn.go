package scenarios

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// OutOfTurnError is a Pasur play by a player who is not to move: it names
// both, the one who played and the one whose turn it is, since the
// engine's refusal names only the seat to move. It unwraps to the
// engine's *pasur.MoveError (rule pasur.play.not_your_turn).
type OutOfTurnError struct {
	Player, ToPlay string
	Move           *pasur.MoveError
}

func (e *OutOfTurnError) Error() string {
	return e.Player + " is not to move, " + e.ToPlay + " is: " + e.Move.Error()
}

// Unwrap returns the engine's refusal.
func (e *OutOfTurnError) Unwrap() error { return e.Move }

// outOfTurn returns the refusal of a play by seat when another is to
// move, or nil.
func (t *pasurTable) outOfTurn(seat int, card engine.Card) error {
	if t.round.Over() || seat < 0 || seat == t.round.ToPlay() {
		return nil
	}
	names := t.s.playerNames()
	toPlay := t.round.ToPlay()
	return &OutOfTurnError{Player: names[seat], ToPlay: names[toPlay],
		Move: &pasur.MoveError{Rule: pasur.RuleNotYourTurn, Err: pasur.ErrNotYourTurn, Seat: toPlay, Holder: seat, Card: card}}
}
