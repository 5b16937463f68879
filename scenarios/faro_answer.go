package scenarios

import (
	"errors"
)

// ErrUnanswerable is returned when the engine cannot answer a question at
// its point of the scenario (a settlement before any turn, a payout
// without a call…); it is wrapped in an *AnswerError.
var ErrUnanswerable = errors.New("the question cannot be answered at this point")

// AnswerError says why a question cannot be answered: Reason says what is
// missing, Rule names the rule id concerned, Subject the player or card
// the question is about.
type AnswerError struct {
	Reason  Unanswerable
	Rule    string
	Subject string
}

// Unanswerable is why the engine cannot answer a question where it
// stands.
type Unanswerable uint8

// The reasons a question cannot be answered.
const (
	// NoTurnYet: a settlement asked before any turn was drawn.
	NoTurnYet Unanswerable = iota + 1
	// CallNotSettled: a payout asked when the last turn settled no call
	// of the player.
	CallNotSettled
	// OtherGame: a question of the other game.
	OtherGame
	// CardOnTable: a capture asked of a card that lies on the table.
	CardOnTable
	// NoPlayYet: "was that a sur?" before any card was played.
	NoPlayYet
	// NoSuchSide: a score asked of a player who is no side.
	NoSuchSide
	// NoHockYet: a turn's expected hock when the turn drawn is not the
	// last one.
	NoHockYet
	// NotOver: a session's or match's winner asked before its end.
	NotOver
	// NoSession: a question about a session or match in a file of one
	// deal or round.
	NoSession
	// NoOdds: odds asked where the box is too small (no turn left) or of
	// a bet the profile does not have.
	NoOdds
	// NoRefusal: a refusing rule asked of an action the engine accepts.
	NoRefusal
	// RoundIsOver: whose turn it is, asked when the round is over.
	RoundIsOver
)

// Error describes the problem in English, for logs.
func (e *AnswerError) Error() string {
	reasons := [...]string{"?", "no turn drawn yet", "no call settled", "other game",
		"card on the table", "no play yet", "no such side", "no hock yet", "not over", "no session or match",
		"no odds", "the action is allowed", "the round is over"}
	return ErrUnanswerable.Error() + " (" + reasons[min(int(e.Reason), len(reasons)-1)] + ")"
}

// Unwrap returns ErrUnanswerable.
func (e *AnswerError) Unwrap() error { return ErrUnanswerable }

// answer computes the engine's answer to a Faro question.
func (t *faroTable) answer(q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
	if k := kindOf(q.Kind); k != nil && k.onFaro != nil {
		return k.onFaro(t, q, probe)
	}
	return nil, nil, &AnswerError{Reason: OtherGame, Subject: string(q.Kind)}
}
