package scenarios

import (
	"errors"

	"croupier/engine"
	"croupier/engine/faro"
)

// ErrUnanswerable is returned when the engine cannot answer a question at
// its point of the scenario (a settlement before any turn, a payout
// without a call…); it is wrapped in an *AnswerError.
var ErrUnanswerable = errors.New("the question cannot be answered at this point")

// AnswerError says why a question cannot be answered: Rule names the rule
// id concerned, Detail says it in English.
type AnswerError struct {
	Rule   string
	Detail string
}

// Error returns the English detail.
func (e *AnswerError) Error() string { return ErrUnanswerable.Error() + ": " + e.Detail }

// Unwrap returns ErrUnanswerable.
func (e *AnswerError) Unwrap() error { return ErrUnanswerable }

// answer computes the engine's answer to a Faro question.
func (t *faroTable) answer(q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
	switch q.Kind {
	case QSettlement:
		if t.last == nil {
			return nil, nil, &AnswerError{Rule: string(faro.RuleLoserCard), Detail: "no turn has been drawn yet"}
		}
		st := Settlement{}
		var bank engine.Amount
		for i, name := range t.s.playerNames() {
			if i != t.deal.Banker() {
				st[name] = 0
			}
		}
		for _, e := range t.last.Events() {
			if e.Player == t.deal.Banker() || e.Player < 0 || e.Player >= len(t.s.Players) {
				continue
			}
			st[t.s.Players[e.Player].Name] += e.Delta
			bank -= e.Delta
		}
		st[t.s.Players[t.deal.Banker()].Name] = bank
		return st, nil, nil
	case QPayout:
		p := t.s.playerIndex(q.Player)
		if t.last != nil {
			for _, e := range t.last.Events() {
				if e.Player == p && e.Kind == faro.TurnCall {
					return Amount(e.Delta), nil, nil
				}
			}
		}
		return nil, nil, &AnswerError{Rule: string(faro.RuleCallWindow), Detail: q.Player + "'s call has not been settled by the last turn"}
	case QCount:
		return Count(t.deal.Casekeeper().Remaining(q.Rank)), nil, nil
	case QDead:
		ck := t.deal.Casekeeper()
		rs := Ranks{}
		for _, r := range engine.AllRanks() {
			if ck.Dead(r) {
				rs = append(rs, r)
			}
		}
		return rs, nil, nil
	case QLegal:
		return Bool(probe(q.Probe) == nil), nil, nil
	}
	return nil, nil, &AnswerError{Detail: "not a Faro question: " + string(q.Kind)}
}
