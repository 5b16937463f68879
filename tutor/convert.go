package tutor

import (
	"errors"
	"strings"

	"croupier/engine"
	"croupier/scenarios"
)

// ErrOtherCard is returned when a capture answer plays another card than
// the one the question is about.
var ErrOtherCard = errors.New("the question is about another card")

// answerContext describes the lesson's table for the answer parser.
func (s *Session) answerContext(q *scenarios.Question) *AnswerContext {
	r := s.run
	sc := r.sc
	ctx := &AnswerContext{Players: playerNames(sc), Choices: len(q.Options())}
	for _, p := range sc.Players {
		if p.Banker {
			ctx.Bank = p.Name
		}
	}
	if rd := r.rep.Round(); rd != nil {
		if seat := rd.ToPlay(); seat >= 0 && seat < rd.Players() {
			ctx.Hand = rd.Hand(seat)
		}
		ctx.Table = rd.Table()
	}
	return ctx
}

// toAnswer reads a line as an answer to q: a choice when q offers
// options (or, when the options stand for answers, a plain answer), or
// the answer of q's kind.
func (s *Session) toAnswer(line string, q *scenarios.Question) (scenarios.Answer, error) {
	ctx := s.answerContext(q)
	if len(q.Options()) > 0 {
		// An answer that is one option's text picks it ("nein", "Dan",
		// "4 pour 1"). Options with a text of their own are also picked by
		// letter or number, a signed number ("+2") never; options that
		// stand for answers (counts, amounts, captures) only by letter, so
		// that "3" stays the answer 3.
		if i, ok := s.optionByText(line, q); ok {
			return scenarios.Choice{i}, nil
		}
		if q.Kind() == scenarios.QChoice {
			if signedNumber(line) {
				return nil, answerErr(ErrBadChoice, line)
			}
			a, err := ParseAnswer(line, AnsChoice, ctx)
			if err != nil {
				return nil, err
			}
			return scenarios.Choice(a.Choices), nil
		}
		if lettersOnly(line) {
			a, err := ParseAnswer(line, AnsChoice, ctx)
			if err == nil {
				return scenarios.Choice(a.Choices), nil
			}
		}
	}
	return convertAnswer(line, q.Kind(), q.Spec().Card, q.Accepted(), ctx)
}

// optionKey folds an answer or an option's text for comparison: case,
// accents, spaces and the punctuation around it do not matter.
func optionKey(t string) string {
	t = strings.Trim(Fold(t), " .!?;:,()«»„“”\"'")
	return strings.Join(strings.Fields(t), "")
}

// optionByText finds the one option whose text (in either language, or
// its answer written out) is the line.
func (s *Session) optionByText(line string, q *scenarios.Question) (int, bool) {
	key := optionKey(line)
	if key == "" {
		return 0, false
	}
	found := -1
	for i, o := range q.Options() {
		texts := []string{o.Text.In(scenarios.German), o.Text.In(scenarios.French)}
		if o.Answer != nil {
			texts = append(texts, s.formatAnswer(o.Answer))
		}
		for _, t := range texts {
			if t != "" && optionKey(t) == key {
				if found >= 0 && found != i {
					return 0, false
				}
				found = i
			}
		}
	}
	return found, found >= 0
}

// signedNumber reports a number written with a sign ("+2", "-1", "−1"):
// an amount, never an option's number.
func signedNumber(line string) bool {
	t := strings.TrimSpace(Fold(line))
	if len(t) < 2 || (t[0] != '+' && t[0] != '-') {
		return false
	}
	return t[1] >= '0' && t[1] <= '9'
}

// lettersOnly reports whether a line picks options by letter only: "b",
// "a, c", "(b)".
func lettersOnly(line string) bool {
	f := strings.FieldsFunc(Fold(line), func(r rune) bool {
		return r == ' ' || r == ',' || r == ')' || r == '(' || r == '.' || r == ';'
	})
	if len(f) == 0 {
		return false
	}
	for _, w := range f {
		if w == "und" || w == "et" {
			continue
		}
		if len(w) != 1 || w[0] < 'a' || w[0] > 'i' {
			return false
		}
	}
	return true
}

// convertAnswer parses a line as the answer to a question of kind k and
// makes the scenarios package's typed Answer of it. card is the card a
// capture question is about; accepted are the answers the engine takes
// (to resolve "alles"/"tout").
func convertAnswer(line string, k scenarios.QuestionKind, card engine.Card, accepted []scenarios.Answer, ctx *AnswerContext) (scenarios.Answer, error) {
	switch k {
	case scenarios.QSettlement:
		a, err := ParseAnswer(line, AnsSettlement, ctx)
		if err != nil {
			return nil, err
		}
		return withBank(a.Deltas, ctx), nil
	case scenarios.QPayout:
		a, err := ParseAnswer(line, AnsAmount, ctx)
		if err != nil {
			return nil, err
		}
		return scenarios.Amount(a.Amount), nil
	case scenarios.QCount:
		a, err := ParseAnswer(line, AnsCount, ctx)
		if err != nil {
			return nil, err
		}
		return scenarios.Count(a.Count), nil
	case scenarios.QDead:
		a, err := ParseAnswer(line, AnsRanks, ctx)
		if err != nil {
			return nil, err
		}
		return scenarios.Ranks(a.Ranks), nil
	case scenarios.QSur, scenarios.QLegal:
		a, err := ParseAnswer(line, AnsYesNo, ctx)
		if err != nil {
			return nil, err
		}
		return scenarios.Bool(a.Yes), nil
	case scenarios.QScore:
		a, err := ParseAnswer(line, AnsScore, ctx)
		if err != nil {
			return nil, err
		}
		return scenarios.Breakdown(a.Score), nil
	case scenarios.QCapture:
		return captureAnswer(line, card, accepted, ctx)
	case scenarios.QChoice:
		a, err := ParseAnswer(line, AnsChoice, ctx)
		if err != nil {
			return nil, err
		}
		return scenarios.Choice(a.Choices), nil
	}
	return nil, answerErr(ErrUnexpected, line)
}

// withBank makes a settlement of the deltas typed. When the bank is not
// named, it is taken as minus the sum of the named players' amounts (the
// bank's change is always the opposite of the players' total), so that
// "Dan gewinnt 5" is a whole answer; players not named count 0.
func withBank(ds []Delta, ctx *AnswerContext) scenarios.Settlement {
	st := scenarios.Settlement{}
	var sum engine.Amount
	for _, d := range ds {
		st[d.Player] = d.Amount
		if d.Player != ctx.Bank {
			sum += d.Amount
		}
	}
	if _, named := st[ctx.Bank]; !named && ctx.Bank != "" {
		st[ctx.Bank] = -sum
	}
	return st
}

// captureAnswer reads a capture: what the question's card takes.
func captureAnswer(line string, card engine.Card, accepted []scenarios.Answer, ctx *AnswerContext) (scenarios.Answer, error) {
	a, err := ParseAnswer(line, AnsPlay, ctx)
	if err != nil {
		return nil, err
	}
	if a.Play.Valid() && card.Valid() && a.Play != card {
		// "7♠ 4♦" without a verb may name only taken cards.
		if !inCards(ctx.Hand, a.Play) && !a.Lay {
			a.Take = append([]engine.Card{a.Play}, a.Take...)
			a.HasTake = true
		} else {
			return nil, &AnswerError{Err: ErrOtherCard, Token: a.Play.String(), Choices: []string{card.String()}}
		}
	}
	if !a.HasTake && !a.Lay {
		return nil, answerErr(ErrEmptyAnswer, line)
	}
	c := scenarios.Capture{Card: card}
	switch {
	case a.Lay:
	case a.TakeAll:
		// "alles" / "tout": the largest capture the engine allows.
		best := -1
		for _, x := range accepted {
			if cp, ok := x.(scenarios.Capture); ok && len(cp.Take) > best {
				best, c.Take = len(cp.Take), cp.Take
			}
		}
		if best < 0 && len(ctx.Table) > 0 {
			c.Take = append([]engine.Card(nil), ctx.Table...)
		}
	default:
		c.Take = a.Take
	}
	return c, nil
}
