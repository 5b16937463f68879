package scenarios

import "strconv"

// Question is a question put to the learner at its point of a replay,
// with the answer the engine computed there.
type Question struct {
	ask     *Ask
	want    Answer
	accept  []Answer // every answer taken as right (Pasur captures)
	correct []bool   // per option
	// banker is the banker's name where the question is asked (Faro),
	// for a settlement that names the bank; sides maps each player to
	// their side, for the answers partners share.
	banker string
	sides  map[string]int
	// refusal is the rule that refuses a legal question's action ("" if
	// the engine accepts it).
	refusal string
}

// Refusal returns the rule id that refuses the action of a legal
// question ("" when the engine accepts it, or for other kinds).
func (q *Question) Refusal() string { return q.refusal }

// Kind returns what the question asks.
func (q *Question) Kind() QuestionKind { return q.ask.Kind }

// Spec returns the question as the file writes it.
func (q *Question) Spec() *Ask { return q.ask }

// Prompt returns the question's text in l.
func (q *Question) Prompt(l Lang) string { return q.ask.Prompt.In(l) }

// Hint returns the hint in l ("" if none).
func (q *Question) Hint(l Lang) string { return q.ask.Hint.In(l) }

// Explain returns the explanation in l ("" if none).
func (q *Question) Explain(l Lang) string { return q.ask.Explain.In(l) }

// Rule returns the rule id the question cites ("" if none).
func (q *Question) Rule() string { return q.ask.Rule }

// Want returns the engine's answer: a Settlement, Amount, Count, Ranks,
// Capture (the best one, or the first legal one in deck order), Bool or
// Breakdown; for a question with options, the Choice of the correct ones.
func (q *Question) Want() Answer {
	if len(q.ask.Options) > 0 {
		return q.CorrectOptions()
	}
	return q.want
}

// EngineAnswer returns the engine's answer of the question's kind even
// when the question offers options (nil for kind choice).
func (q *Question) EngineAnswer() Answer { return q.want }

// Accepted returns every answer taken as right: for a capture without
// best, each legal capture with the card; otherwise Want alone.
func (q *Question) Accepted() []Answer {
	if len(q.accept) > 0 {
		return append([]Answer(nil), q.accept...)
	}
	if q.want == nil {
		return nil
	}
	return []Answer{q.want}
}

// Options returns the options offered (none for open questions).
func (q *Question) Options() []Option { return q.ask.Options }

// CorrectOptions returns the indexes of the correct options.
func (q *Question) CorrectOptions() Choice {
	var out Choice
	for i, ok := range q.correct {
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// Verdict is the judgement of an answer.
type Verdict struct {
	// Correct reports a right answer.
	Correct bool
	// Reason says why a wrong answer is wrong.
	Reason VerdictReason
	// Diffs lists what is off: per player for a settlement, per category
	// for a breakdown, or one entry for other kinds.
	Diffs []Diff
	// Want is the engine's answer (see Question.Want).
	Want Answer
}

// VerdictReason names why an answer is wrong.
type VerdictReason string

// The reasons.
const (
	// WrongKind: the answer is not of the question's kind.
	WrongKind VerdictReason = "wrong_kind"
	// WrongValue: a value differs from the engine's (see Diffs).
	WrongValue VerdictReason = "wrong_value"
	// NotLegal: the capture is not legal with that card.
	NotLegal VerdictReason = "not_legal"
	// NotBest: the capture is legal but not the best one.
	NotBest VerdictReason = "not_best"
	// WrongOption: an option picked is not correct (or none was picked).
	WrongOption VerdictReason = "wrong_option"
)

// Diff is one value of an answer that differs from the engine's: Key is a
// player, a score category, or the question kind; Got and Want are in the
// neutral notation.
type Diff struct {
	Key       string
	Got, Want string
}

// Check judges an answer. A question with options takes a Choice (every
// option picked must be correct) or, when the options stand for answers,
// also a plain answer of the question's kind.
func (q *Question) Check(a Answer) Verdict {
	v := Verdict{Want: q.Want()}
	if c, ok := a.(Choice); ok && len(q.ask.Options) > 0 {
		if len(c) == 0 {
			v.Reason = WrongOption
			return v
		}
		for _, i := range c {
			if i < 0 || i >= len(q.correct) || !q.correct[i] {
				v.Reason = WrongOption
				v.Diffs = append(v.Diffs, Diff{Key: "choice", Got: strconv.Itoa(i + 1), Want: q.CorrectOptions().String()})
			}
		}
		v.Correct = v.Reason == ""
		return v
	}
	if q.want == nil {
		v.Reason = WrongKind
		return v
	}
	v.Want = q.want
	v.Correct, v.Reason, v.Diffs = q.compare(a)
	return v
}

// compare judges a against the engine's answer by the question's kind.
func (q *Question) compare(a Answer) (bool, VerdictReason, []Diff) {
	k := kindOf(q.ask.Kind)
	if k == nil || k.compare == nil || q.want == nil {
		return false, WrongKind, nil
	}
	return k.compare(q, a)
}
