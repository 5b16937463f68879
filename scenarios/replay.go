package scenarios

import (
	"errors"
	"strconv"

	"croupier/engine/faro"
	"croupier/engine/pasur"
)

// table is the engine state of a replay: a Faro deal (or session) or a
// Pasur round (or match).
type table interface {
	// apply performs an action; on error the state is unchanged.
	apply(a *Action) (any, error)
	// turn draws one Faro turn.
	turn() (*faro.TurnResult, error)
	// turnsTo returns how many turns a turn step with Until draws.
	turnsTo(until string) (int, error)
	// nextPart starts deal or round i of a session or match.
	nextPart(i int) error
	// answer computes the engine's answer to a question (want), the
	// answers also accepted, and whether each option is correct.
	answer(q *Ask, probe func(*Action) error) (want Answer, accept []Answer, err error)
}

// applied is one thing a replay did to the table, for probe: an action, a
// turn drawn (Action nil, Part < 0) or a part started.
type applied struct {
	action *Action
	part   int
}

// Step is one step of a replay, as the tutor shows it.
type Step struct {
	// Index is the step's index in Scenario.Steps; Spec the step itself.
	Index int
	Spec  *StepSpec
	Kind  StepKind
	// Say is the narration (StepSay).
	Say Text
	// Action is the action applied (StepAction); Bet the Faro bet it
	// placed, Move Pasur's result (what the play took, a sur…).
	Action *Action
	Bet    faro.BetID
	Move   *pasur.MoveResult
	// Turn is the Faro turn drawn (StepTurn), with its events. A turn step
	// that draws N turns yields N Steps; TurnOf counts them 1..N and
	// TurnCount is N, so the step's last turn has TurnOf == TurnCount.
	Turn      *faro.TurnResult
	TurnOf    int
	TurnCount int
	// Part is the deal or round started (StepDeal), from 0.
	Part int
	// Question is the question put (StepAsk).
	Question *Question
}

// Replay plays a scenario step by step against the engine.
type Replay struct {
	s       *Scenario
	t       table
	next    int // the next step
	sub     int // turns already drawn of the current turn step
	count   int // turns the current turn step draws
	applied []applied
	err     error // the engine's refusal that stopped the replay
}

// ErrReplay wraps the engine's refusal of a step during a replay; Load
// reports such steps, so a loaded scenario never returns it.
var ErrReplay = errors.New("the engine refused a step of the scenario")

// StepError is a step the engine refused, with the engine's error.
type StepError struct {
	Index int
	Pos   Pos
	Err   error
}

// Error describes the refusal in English.
func (e *StepError) Error() string {
	return "step " + strconv.Itoa(e.Index+1) + ": " + e.Err.Error()
}

// Unwrap returns ErrReplay and the engine's error.
func (e *StepError) Unwrap() []error { return []error{ErrReplay, e.Err} }

// NewReplay starts a replay of s at its first step.
func NewReplay(s *Scenario) (*Replay, error) {
	r := &Replay{s: s}
	if err := r.Restart(); err != nil {
		return nil, err
	}
	return r, nil
}

// newTable starts the engine state of a scenario.
func newTable(s *Scenario) (table, error) {
	if s.Game == Pasur {
		return newPasurTable(s)
	}
	return newFaroTable(s)
}

// Restart goes back to before the first step.
func (r *Replay) Restart() error {
	t, err := newTable(r.s)
	if err != nil {
		return err
	}
	r.t, r.next, r.sub, r.count, r.applied, r.err = t, 0, 0, 0, nil, nil
	return nil
}

// Scenario returns the scenario being replayed.
func (r *Replay) Scenario() *Scenario { return r.s }

// Position returns the index of the next step (len(Steps) at the end).
func (r *Replay) Position() int { return r.next }

// Done reports whether every step has been replayed.
func (r *Replay) Done() bool { return r.next >= len(r.s.Steps) }

// Deal returns the Faro deal as it stands (nil for Pasur): in a session
// the current deal. The tutor must treat it as read-only: changing it
// breaks the replay.
func (r *Replay) Deal() *faro.Deal {
	if t, ok := r.t.(*faroTable); ok {
		return t.deal
	}
	return nil
}

// Session returns the Faro session of a file with deals (nil otherwise),
// read-only like Deal.
func (r *Replay) Session() *faro.Session {
	if t, ok := r.t.(*faroTable); ok {
		return t.sess
	}
	return nil
}

// Round returns the Pasur round as it stands (nil for Faro): in a match
// the current round. Read-only like Deal.
func (r *Replay) Round() *pasur.Round {
	if t, ok := r.t.(*pasurTable); ok {
		return t.round
	}
	return nil
}

// Match returns the Pasur match of a file with rounds (nil otherwise),
// read-only like Deal.
func (r *Replay) Match() *pasur.Match {
	if t, ok := r.t.(*pasurTable); ok {
		return t.match
	}
	return nil
}

// Banker returns the seat of the current deal's banker (-1 for Pasur).
func (r *Replay) Banker() int {
	if d := r.Deal(); d != nil {
		return d.Banker()
	}
	return -1
}

// Next replays the next step and returns it; ok is false at the end or if
// the engine refused the step (then Err tells why; a scenario that Load
// accepted is never refused).
func (r *Replay) Next() (Step, bool) {
	if r.err != nil {
		return Step{}, false
	}
	st, err := r.step()
	if err != nil {
		r.err = err
		return st, false
	}
	return st, st.Spec != nil
}

// Err returns the engine's refusal that stopped the replay (a
// *StepError), or nil.
func (r *Replay) Err() error { return r.err }

// step replays the next step.
func (r *Replay) step() (Step, error) {
	if r.Done() {
		return Step{}, nil
	}
	i := r.next
	spec := &r.s.Steps[i]
	st := Step{Index: i, Spec: spec, Kind: spec.Kind}
	var err error
	switch spec.Kind {
	case StepSay:
		st.Say = spec.Say
	case StepAction:
		st.Action = spec.Action
		var res any
		res, err = r.t.apply(spec.Action)
		if err == nil {
			r.applied = append(r.applied, applied{action: spec.Action, part: -1})
			switch v := res.(type) {
			case *pasur.MoveResult:
				st.Move = v
			case faro.BetID:
				st.Bet = v
			}
		}
	case StepTurn:
		if r.sub == 0 {
			r.count = spec.Turn.Count
			if spec.Turn.Until != "" {
				r.count, err = r.t.turnsTo(spec.Turn.Until)
				if err != nil {
					break
				}
			}
		}
		st.Turn, err = r.t.turn()
		if err == nil {
			r.sub++
			st.TurnOf, st.TurnCount = r.sub, r.count
			r.applied = append(r.applied, applied{part: -1}) // a drawn turn
			if r.sub < r.count {
				return st, nil // stay on this step
			}
		}
	case StepDeal:
		st.Part = spec.Part
		err = r.t.nextPart(spec.Part)
		if err == nil {
			r.applied = append(r.applied, applied{part: spec.Part})
		}
	case StepAsk:
		st.Question, err = r.question(spec.Ask)
	}
	if err != nil {
		r.sub = 0
		return st, &StepError{Index: i, Pos: spec.Pos, Err: err}
	}
	r.next, r.sub = i+1, 0
	return st, nil
}

// question computes the engine's answer to an ask at this point.
func (r *Replay) question(a *Ask) (*Question, error) {
	q := &Question{ask: a, sides: r.s.sides()}
	if b := r.Banker(); b >= 0 {
		q.banker = r.s.Players[b].Name
	}
	if a.Kind != QChoice {
		var probeErr error
		probe := func(x *Action) error { probeErr = r.probe(x); return probeErr }
		want, accept, err := r.t.answer(a, probe)
		if err != nil {
			return nil, err
		}
		q.want, q.accept = want, accept
		if a.Kind == QLegal {
			q.refusal = legality(probeErr).Rule
		}
	}
	q.correct = make([]bool, len(a.Options))
	for i, o := range a.Options {
		if o.Answer == nil {
			q.correct[i] = o.Correct
			continue
		}
		ok, _, _ := q.compare(o.Answer)
		q.correct[i] = ok
	}
	return q, nil
}

// probe tries an action on a fresh copy of the state: the scenario
// replayed from the start (the engines are fast), leaving r unchanged.
func (r *Replay) probe(a *Action) error {
	t, err := newTable(r.s)
	if err != nil {
		return err
	}
	for _, x := range r.applied {
		var err error
		switch {
		case x.action != nil:
			_, err = t.apply(x.action)
		case x.part >= 0:
			err = t.nextPart(x.part)
		default:
			_, err = t.turn()
		}
		if err != nil {
			return err
		}
	}
	_, err = t.apply(a)
	return err
}

// UndoToQuestion replays from the start up to (not including) the last
// question before the current position, so that the learner can answer it
// again. It returns false if no question lies before.
func (r *Replay) UndoToQuestion() (bool, error) {
	target := -1
	for i := r.next - 1; i >= 0; i-- {
		if r.s.Steps[i].Kind == StepAsk {
			target = i
			break
		}
	}
	if target < 0 {
		return false, nil
	}
	return true, r.Seek(target)
}

// Seek replays from the start so that the step with index k comes next.
func (r *Replay) Seek(k int) error {
	if err := r.Restart(); err != nil {
		return err
	}
	for r.next < k && !r.Done() {
		if _, err := r.step(); err != nil {
			return err
		}
	}
	return nil
}
