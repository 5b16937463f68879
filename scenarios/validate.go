package scenarios

import (
	"errors"
	"strconv"
	"strings"

	"croupier/engine"

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

// validateReplay replays s against the engine and reports the steps the
// engine refuses and the questions it cannot answer. A refused action,
// turn or new deal stops the replay: what follows would fail only because
// of it, so only the root cause is reported. A question the engine cannot
// answer changes nothing, and the replay goes on.
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
			if s.Steps[r.next].Kind != StepAsk {
				break // the table cannot go on
			}
			r.next, r.sub = r.next+1, 0
			continue
		}
		if q := st.Question; q != nil && len(q.ask.Options) > 0 && len(q.CorrectOptions()) == 0 {
			out = append(out, Diagnostic{File: s.File, Line: q.ask.Pos.Line, Col: q.ask.Pos.Col, Code: CodeNoCorrectChoice})
		}
		if t := st.Spec.Turn; st.Turn != nil && st.TurnOf == st.TurnCount && t.Hock.Valid() && !st.Turn.Hock.Valid() {
			// the hock shows only after the last turn: a matter of how far
			// the turn step draws, not a question
			at := entryPos(t.ExpectKeys, t.ExpectPos, "hock")
			out = append(out, Diagnostic{File: s.File, Line: at.Line, Col: at.Col, Code: CodeHockTooEarly,
				Args: []string{strconv.Itoa(st.Turn.Turn)}})
		}
	}
	return out
}

// setupDiag reports an engine's refusal of the table itself.
func setupDiag(s *Scenario, err error) Diagnostic {
	return Diagnostic{File: s.File, Line: s.Deck.Pos.Line, Col: s.Deck.Pos.Col, Code: CodeSetup, Err: err, Names: s.playerNames(),
		Profile: s.Profile, Rule: RuleOf(err)}
}

// RuleOf returns the engine's rule id behind an error of the engines or
// of a replay ("" when it has none).
func RuleOf(err error) string {
	var fe *faro.RuleError
	var me *pasur.MoveError
	var pe *pasur.SetupError
	var ce *pasur.ConfigError
	var ae *AnswerError
	switch {
	case errors.As(err, &ae):
		return ae.Rule
	case errors.As(err, &fe):
		return string(fe.Rule)
	case errors.As(err, &me):
		return string(me.Rule)
	case errors.As(err, &pe):
		return string(pe.Rule)
	case errors.As(err, &ce):
		return string(ce.Rule)
	}
	return ""
}

// stakeRefusal reports a refusal that is about the stake's amount (its
// sign, size, wholeness or evenness, or the chips it needs): it is
// reported at the stake, not at the step.
func stakeRefusal(fe *faro.RuleError) bool {
	for _, e := range []error{faro.ErrNotPositive, faro.ErrFractionalStake, faro.ErrOddWeight, faro.ErrStakeTooLow,
		faro.ErrStakeTooHigh, faro.ErrNotEnoughChips} {
		if errors.Is(fe.Err, e) {
			return true
		}
	}
	return false
}

// stepDiag turns an engine's refusal of a step into a Diagnostic.
func stepDiag(s *Scenario, se *StepError) Diagnostic {
	d := Diagnostic{File: s.File, Line: se.Pos.Line, Col: se.Pos.Col, Err: se.Err, Names: s.playerNames(), Profile: s.Profile,
		Rule: RuleOf(se.Err)}
	var fe *faro.RuleError
	var me *pasur.MoveError
	var ae *AnswerError
	var ce *captureChoiceError
	var de *DrawError
	var oe *OutOfTurnError
	if errors.As(se.Err, &fe) && stakeRefusal(fe) && se.Index >= 0 && se.Index < len(s.Steps) {
		if a := s.Steps[se.Index].Action; a != nil && a.StakePos.Line > 0 {
			d.Line, d.Col = a.StakePos.Line, a.StakePos.Col
		}
	}
	switch {
	case errors.As(se.Err, &de):
		d.Code, d.Args, d.Err = CodeNothingToDraw, []string{de.Until, strconv.Itoa(de.Turn)}, nil
	case errors.Is(se.Err, faro.ErrDealNotOver) || errors.Is(se.Err, pasur.ErrRoundNotOver):
		d.Code, d.Args, d.Err = CodePartNotOver, []string{partsKey(s.Game)}, nil
	case errors.Is(se.Err, faro.ErrSessionOver) || errors.Is(se.Err, pasur.ErrMatchOver):
		total := ""
		if s.Session != nil {
			total = strconv.Itoa(s.Session.Rounds * len(s.Players))
		}
		d.Code, d.Args, d.Err = CodePartsOver, []string{partsKey(s.Game), total}, nil
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
			// A call names ranks (loser, winner, hock), not cards.
			d.Suggestion = callRanks(fe.Remaining)
		}
		if errors.Is(fe.Err, faro.ErrNotNeighbours) && len(fe.Allowed) > 0 {
			d.Suggestion = splitsOf(fe.Rank, fe.Allowed)
		}
	case errors.As(se.Err, &oe):
		d.Code, d.Args, d.Err = CodeIllegal, []string{string(oe.Move.Rule), oe.Player, oe.ToPlay}, oe
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

// callRanks writes the ranks of the cards left as a call's order:
// `["3", "7", J]`.
func callRanks(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = rankText(c.Rank)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// splitsOf writes the splits a rank can make with its neighbours:
// `["9", "5"] · ["9", "8"] · ["9", "10"]`.
func splitsOf(r engine.Rank, with []engine.Rank) string {
	parts := make([]string, len(with))
	for i, n := range with {
		parts[i] = "[" + rankText(r) + ", " + rankText(n) + "]"
	}
	return strings.Join(parts, " · ")
}

// rankText writes a rank as the file writes it: digits quoted ("9").
func rankText(r engine.Rank) string {
	if r >= engine.Two && r <= engine.Ten {
		return `"` + r.String() + `"`
	}
	return r.String()
}

// movesText lists the takes of some moves: "[4♦] · [2♣, A♠]".
func movesText(ms []pasur.Move) string {
	out := ""
	for i, m := range ms {
		if i > 0 {
			out += " · "
		}
		out += cardList(sortCards(m.Take))
	}
	return out
}
