package scenarios

import (
	"errors"

	"croupier/engine/faro"
	"croupier/engine/pasur"
)

// Codes of actions the engine refuses that the issue names; others are
// reported as CodeIllegal with the engine's rule id.
const (
	CodeDeadRank         = "dead_rank"         // rank
	CodeOddWeight        = "odd_weight"        // weight
	CodeMustCapture      = "must_capture"      // card, the legal captures
	CodeAmbiguousCapture = "ambiguous_capture" // card, the legal captures
	CodeSetup            = "setup"             // (Err: the engine refused the table)
)

// validateReplay replays s against the engine and reports every step the
// engine refuses and every question it cannot answer. A refused action is
// skipped and the replay goes on, so that later problems show too.
func validateReplay(s *Scenario) []Diagnostic {
	r := &Replay{s: s}
	if err := r.Restart(); err != nil {
		return []Diagnostic{setupDiag(s, err)}
	}
	var out []Diagnostic
	for !r.Done() {
		st, err := r.step()
		if err != nil {
			var se *StepError
			if errors.As(err, &se) {
				out = append(out, stepDiag(s, se))
			}
			if s.Steps[r.next].Kind == StepTurn {
				break // the deal cannot go on
			}
			r.next, r.sub = r.next+1, 0
			continue
		}
		if q := st.Question; q != nil && len(q.ask.Options) > 0 && len(q.CorrectOptions()) == 0 {
			out = append(out, Diagnostic{File: s.File, Line: q.ask.Pos.Line, Col: q.ask.Pos.Col, Code: CodeNoCorrectChoice})
		}
	}
	return out
}

// setupDiag reports an engine's refusal of the table itself.
func setupDiag(s *Scenario, err error) Diagnostic {
	return Diagnostic{File: s.File, Line: s.Deck.Pos.Line, Col: s.Deck.Pos.Col, Code: CodeSetup, Err: err, Names: s.playerNames(), Profile: s.Profile}
}

// stepDiag turns an engine's refusal of a step into a Diagnostic.
func stepDiag(s *Scenario, se *StepError) Diagnostic {
	d := Diagnostic{File: s.File, Line: se.Pos.Line, Col: se.Pos.Col, Err: se.Err, Names: s.playerNames(), Profile: s.Profile}
	var fe *faro.RuleError
	var me *pasur.MoveError
	var ae *AnswerError
	var ce *captureChoiceError
	switch {
	case errors.As(se.Err, &ae):
		d.Code, d.Args, d.Err = CodeUnanswerable, []string{ae.Rule}, ae
	case errors.As(se.Err, &ce):
		d.Code, d.Args = CodeAmbiguousCapture, []string{ce.Card.String(), movesText(ce.Choices)}
	case errors.As(se.Err, &fe) && errors.Is(fe.Err, faro.ErrDeadRank):
		d.Code, d.Args = CodeDeadRank, []string{fe.Rank.String()}
	case errors.As(se.Err, &fe) && errors.Is(fe.Err, faro.ErrOddWeight):
		d.Code, d.Args = CodeOddWeight, []string{fe.Stake.String()}
	case errors.As(se.Err, &fe):
		d.Code, d.Args, d.Err = CodeIllegal, []string{string(fe.Rule)}, fe
		if errors.Is(fe.Err, faro.ErrCallNotPermutation) && len(fe.Remaining) > 0 {
			d.Suggestion = cardList(fe.Remaining)
		}
		if errors.Is(fe.Err, faro.ErrNotNeighbours) && len(fe.Allowed) > 0 {
			d.Suggestion = Ranks(fe.Allowed).String()
		}
	case errors.As(se.Err, &me) && errors.Is(me.Err, pasur.ErrMustCapture):
		d.Code, d.Args = CodeMustCapture, []string{me.Card.String(), movesText(me.Choices)}
	case errors.As(se.Err, &me):
		d.Code, d.Args, d.Err = CodeIllegal, []string{string(me.Rule)}, me
		if len(me.Choices) > 0 {
			d.Suggestion = movesText(me.Choices)
		}
	default:
		d.Code, d.Args = CodeIllegal, []string{""}
	}
	return d
}

// movesText lists the takes of some moves: "[4♦] or [2♣, A♠]".
func movesText(ms []pasur.Move) string {
	out := ""
	for i, m := range ms {
		if i > 0 {
			out += " or "
		}
		out += cardList(sortCards(m.Take))
	}
	return out
}
