package lesson

import (
	"strings"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// Read reads a line (lexed once by the session) as an answer to the open
// question. A line that cannot be read is explained with the answer's
// form, and ok is false.
func (r *Run) Read(line *input.Line) (a scenarios.Answer, typed input.Answer, ok bool) {
	if line.Text == "" {
		r.scr.Sayf(locales.LessonEmptyAnswer)
		return nil, input.Answer{}, false
	}
	a, typed, err := r.toAnswer(line)
	if err != nil {
		r.scr.Styled(locales.Bad, r.readError(err))
		r.scr.Styled(locales.Dim, r.AnswerForm())
		return nil, input.Answer{}, false
	}
	return a, typed, true
}

// readError explains why an answer could not be read; cards it names are
// written the learner's way (B♥ / V♥, not J♥), the players at the table
// as a list ("Doc, Dan und Anna").
func (r *Run) readError(err error) string {
	p := r.scr.P()
	if e, ok := err.(*input.Error); ok {
		switch e.Reason {
		case input.ErrOtherCard:
			c := *e
			if card, err := engine.ParseCard(e.Token); err == nil {
				c.Token = p.CardText(card)
			}
			if len(c.Cards) == 0 {
				for _, s := range e.Choices {
					if card, err := engine.ParseCard(s); err == nil {
						c.Cards = append(c.Cards, card)
					}
				}
			}
			err = &c
		case input.ErrUnknownPlayer:
			return p.T(locales.ParseUnknownPlayer, e.Token, p.List(e.Choices))
		case input.ErrNearPlayer:
			near := e.Choices[len(e.Choices)-1]
			if len(e.Choices) > 1 {
				near = p.T(locales.ChoiceOr, strings.Join(e.Choices[:len(e.Choices)-1], ", "), near)
			}
			return p.T(locales.ParseNearPlayer, e.Token, near)
		}
	}
	if m, ok := err.(interface{ Message() locales.Msg }); ok {
		return p.Say(m.Message())
	}
	return p.T(locales.ParseUnreadable)
}

// toAnswer reads a line as an answer to the open question: a choice when
// it offers options (or, when the options stand for answers, a plain
// answer), or the answer of the question's kind.
func (r *Run) toAnswer(line *input.Line) (scenarios.Answer, input.Answer, error) {
	q := r.q
	ctx := r.context()
	if len(q.Options()) == 0 {
		return r.convertAny(line, ctx)
	}
	// An answer that is one option's text picks it ("nein", "Dan",
	// "4 contre 1"). Options with a text of their own are also picked
	// by letter or number, a signed number ("+2") never, or by words
	// that fit one option alone ("nichts", "der König"); options that
	// stand for answers (counts, amounts, captures) only by letter, so
	// that "3" stays the answer 3.
	if i, ok := ctx.Options.ByText(line); ok {
		return scenarios.Choice{i}, input.Answer{Kind: input.Choice, Choices: []int{i}, ByText: true}, nil
	}
	if q.Kind() == scenarios.QChoice {
		// a number is the option that states it ("3" for „3 Mal“, « 3 »
		// for « Trois »), not the option in that place
		if a, isNum, err := input.NumberOption(line, ctx); isNum {
			if err != nil {
				return nil, a, err
			}
			if len(a.Choices) > 0 {
				return scenarios.Choice(a.Choices), a, nil
			}
		}
		if signedNumber(line) {
			return nil, input.Answer{}, &input.Error{Reason: input.ErrBadChoice, Token: line.Text, End: len(line.Text)}
		}
		a, err := line.Answer(input.Choice, ctx)
		if err == nil {
			return scenarios.Choice(a.Choices), a, nil
		}
		m, merr := input.MatchOption(line, ctx)
		if merr == nil {
			return scenarios.Choice(m.Choices), m, nil
		}
		if lettersOnly(line) {
			return nil, a, err
		}
		return nil, m, merr
	}
	if lettersOnly(line) || !strings.ContainsAny(line.Text, "0123456789") {
		// "b", "la b", "Antwort b": a letter (a number stays the answer)
		if a, err := line.Answer(input.Choice, ctx); err == nil {
			return scenarios.Choice(a.Choices), a, nil
		}
	}
	a, typed, err := r.convertAny(line, ctx)
	if err == nil {
		return a, typed, nil
	}
	if m, merr := input.MatchOption(line, ctx); merr == nil {
		return scenarios.Choice(m.Choices), m, nil
	} else if ie, ok := merr.(*input.Error); ok && ie.Reason == input.ErrAmbiguousChoice {
		return nil, m, merr
	} else if ie, ok := err.(*input.Error); ok && ie.Reason == input.ErrNotYesNo {
		// options that stand for yes and no are answered by their
		// letters or texts: "Antworte mit ja oder nein" would not fit
		return nil, m, merr
	}
	return nil, typed, err
}

// convertAny reads a line as the answer of the open question's kind:
// the kinds of sessions, matches and the table's contents (convertNew),
// or the others (convert).
func (r *Run) convertAny(line *input.Line, ctx *input.Context) (scenarios.Answer, input.Answer, error) {
	if a, typed, ok, err := r.convertNew(line, ctx); ok {
		return a, typed, err
	}
	q := r.q
	return convert(line, q.Kind(), q.Spec().Card, ctx)
}

// TakesAnswer reports whether a line that is also a command is the
// answer to the open question: words of the head of exactly one of its
// options ("zurück" for „a) Dan bekommt sie zurück“). A line beginning
// with ":" or "/" is a command.
func (r *Run) TakesAnswer(line *input.Line) bool {
	t := line.Text
	if r.q == nil || len(r.q.Options()) == 0 || strings.HasPrefix(t, ":") || strings.HasPrefix(t, "/") {
		return false
	}
	_, ok := input.HeadOption(line, &input.Context{Options: r.options()})
	return ok
}

// questionOptions are the open question's options, read once for the
// question and the language (an option's answer is written out in it).
type questionOptions struct {
	q    *scenarios.Question
	lang locales.Lang
	opts *input.Options
	// subject is the question's subject (see subject), found once for the
	// question by reading its prompts.
	subject     string
	subjectDone bool
}

// options returns the open question's options and prompt, read once for
// the question (input.NewOptions): every answer to it is matched against
// them without reading the options' texts again.
func (r *Run) options() *input.Options {
	q, lang := r.q, r.scr.Lang()
	if q == nil {
		return nil
	}
	if c := r.read; c.q == q && c.lang == lang && c.opts != nil {
		return c.opts
	}
	var texts [][]string
	for _, o := range q.Options() {
		ts := []string{o.Text.In(scenarios.German), o.Text.In(scenarios.French)}
		if o.Answer != nil {
			ts = append(ts, r.AnswerText(o.Answer))
		}
		texts = append(texts, ts)
	}
	opts := input.NewOptions(texts, []string{q.Prompt(scenarios.German), q.Prompt(scenarios.French)})
	if r.read.q != q {
		r.read = questionOptions{q: q}
	}
	r.read.lang, r.read.opts = lang, opts
	return opts
}

// openSubject is the open question's subject (see subject), found once
// for the question: its prompts are not read again for every answer.
func (r *Run) openSubject() string {
	if r.read.q != r.q {
		r.read = questionOptions{q: r.q}
	}
	if !r.read.subjectDone {
		r.read.subject, r.read.subjectDone = r.subject(), true
	}
	return r.read.subject
}

// signedNumber reports a line that begins with a number written with a
// sign ("+2", "-1", "−1"): an amount, never an option's number.
func signedNumber(line *input.Line) bool {
	if len(line.Toks) == 0 || line.Toks[0].Start != 0 {
		return false
	}
	t := line.Toks[0].Fold
	return len(t) >= 2 && (t[0] == '+' || t[0] == '-') && t[1] >= '0' && t[1] <= '9'
}

// lettersOnly reports whether a line picks options by letter only: "b",
// "a, c", "(b)", "a und c".
func lettersOnly(line *input.Line) bool {
	letters := 0
	for _, t := range line.Toks {
		switch w := t.Fold; {
		case t.Kind == input.Sep:
		case t.Kind == input.Word && len(w) == 1 && w[0] >= 'a' && w[0] <= 'i':
			letters++
		default:
			return false
		}
	}
	return letters > 0
}

// convert reads a line as the answer to a question of kind k and makes
// the scenarios package's typed Answer of it. card is the card a capture
// question is about (the legal captures, which resolve a rank alone, come
// in ctx).
func convert(line *input.Line, k scenarios.QuestionKind, card engine.Card, ctx *input.Context) (scenarios.Answer, input.Answer, error) {
	kinds := map[scenarios.QuestionKind]input.Kind{
		scenarios.QSettlement: input.Settlement, scenarios.QPayout: input.Amount, scenarios.QCount: input.Count,
		scenarios.QDead: input.Ranks, scenarios.QSur: input.YesNo, scenarios.QLegal: input.YesNo,
		scenarios.QScore: input.Score, scenarios.QCapture: input.Play, scenarios.QChoice: input.Choice,
	}
	ik, ok := kinds[k]
	if !ok {
		return nil, input.Answer{}, &input.Error{Reason: input.ErrUnexpected}
	}
	a, err := line.Answer(ik, ctx)
	if err != nil {
		return nil, a, err
	}
	switch k {
	case scenarios.QSettlement:
		return withBank(a.Deltas, ctx), a, nil
	case scenarios.QPayout:
		return scenarios.Amount(a.Amount), a, nil
	case scenarios.QCount:
		return scenarios.Count(a.Count), a, nil
	case scenarios.QDead:
		return scenarios.Ranks(a.Ranks), a, nil
	case scenarios.QSur, scenarios.QLegal:
		return scenarios.Bool(a.Yes), a, nil
	case scenarios.QScore:
		return scenarios.Breakdown(a.Score), a, nil
	case scenarios.QCapture:
		c, err := captureAnswer(line.Text, a, card, ctx)
		return c, a, err
	}
	return scenarios.Choice(a.Choices), a, nil
}

// withBank makes a settlement of the deltas typed. When the bank is not
// named, it is taken as minus the sum of the named players' amounts (the
// bank's change is always the opposite of the players' total), so that
// "Dan gewinnt 5" is a whole answer; players not named count 0.
func withBank(ds []input.Delta, ctx *input.Context) scenarios.Settlement {
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

// captureAnswer makes a capture of a play answer: what the question's
// card takes.
func captureAnswer(line string, a input.Answer, card engine.Card, ctx *input.Context) (scenarios.Answer, error) {
	if a.Play.Valid() && card.Valid() && a.Play != card {
		// "7♠ 4♦" without a verb may name only taken cards.
		if !input.InCards(ctx.Hand, a.Play) && !a.Lay {
			a.Take = append([]engine.Card{a.Play}, a.Take...)
			a.HasTake = true
		} else {
			return nil, &input.Error{Reason: input.ErrOtherCard, Token: a.Play.String(), Choices: []string{card.String()}}
		}
	}
	if !a.HasTake && !a.Lay {
		return nil, &input.Error{Reason: input.ErrEmpty, Token: line, End: len(line)}
	}
	c := scenarios.Capture{Card: card}
	switch {
	case a.Lay:
	case a.TakeAll:
		// "alles" / "tout": every card on the table, as said (a jack
		// that leaves a king on the table did not take everything),
		// but those "außer" / "sauf" leaves out.
		for _, x := range ctx.Table {
			if !input.InCards(a.Except, x) {
				c.Take = append(c.Take, x)
			}
		}
	default:
		c.Take = a.Take
	}
	return c, nil
}
