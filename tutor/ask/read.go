package ask

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
//
// After three lines in a row that could not be read at one question, the
// way on is offered ("tipp", "weiter") rather than the same reply again:
// lessons and the quiz both read through here, so both make the offer.
func (r *Run) Read(line *input.Line) (a scenarios.Answer, typed input.Answer, ok bool) {
	if r.unreadAt != r.q {
		r.unreadAt, r.unread = r.q, 0
	}
	if line.Blank() {
		r.scr.Sayf(locales.LessonEmptyAnswer)
		r.notRead()
		return nil, nil, false
	}
	open := r.confirm // a question back still open if this line is no answer
	if a, typed, handled, ok := r.confirmed(line); handled {
		return a, typed, ok
	}
	if fixed, ok := r.nameConfirmed(line); ok {
		line = fixed // „ja“ to „Meinst du Anna?“: the answer with her name
	}
	if fixed, ok := r.signConfirmed(line); ok {
		line = fixed // „gewonnen“ to „Gewinnt oder verliert Dan die 4?“
	}
	a, typed, err := r.toAnswer(line)
	if u, unsure := err.(*input.UnsureOption); unsure {
		r.askBack(u.Option)
		return nil, nil, false
	}
	if err != nil {
		if e, ok := err.(*input.Error); ok {
			r.askName(line, e)
			r.askSign(line, e)
		}
		r.scr.Styled(locales.Bad, r.readError(err))
		r.scr.Styled(locales.Dim, r.AnswerForm())
		r.notRead()
		if open.q == r.q && open.q != nil && r.confirm.q == nil {
			// a line that is neither yes, no nor an answer leaves the
			// question back open: „oui“ after it still agrees to it
			r.confirm = confirmation{q: open.q, option: open.option}
		}
		return nil, nil, false
	}
	r.unread = 0
	return a, typed, true
}

// notRead counts a line that could not be read at the open question and,
// at every third in a row, offers the hint and the skip.
func (r *Run) notRead() {
	if r.unread++; r.unread%3 == 0 {
		r.scr.Sayf(locales.StuckOffer)
	}
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
			if r.near.q != nil {
				return p.T(locales.ParseNearPlayerConfirm, e.Token, r.near.name)
			}
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
		return convert(line, q.Kind(), q.Spec(), ctx)
	}
	// An answer that is one option's text picks it ("nein", "Dan",
	// "4 contre 1"). Options with a text of their own are also picked
	// by letter or number, a signed number ("+2") never, or by words
	// that fit one option alone ("nichts", "der König"); options that
	// stand for answers (counts, amounts, captures) only by letter, so
	// that "3" stays the answer 3.
	if i, ok := ctx.Options.ByText(line); ok {
		return scenarios.Choice{i}, input.Choice{Choices: []int{i}, ByText: true}, nil
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
			return nil, nil, &input.Error{Reason: input.ErrBadChoice, Token: line.Text, End: len(line.Text)}
		}
		a, err := input.Read[input.Choice](line, ctx)
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
		if a, err := input.Read[input.Choice](line, ctx); err == nil {
			return scenarios.Choice(a.Choices), a, nil
		}
	}
	if c, ok, err := input.LetterFirst(line, ctx); ok {
		// « la b, le deux de cœur »: the letter, with words about it
		if err != nil {
			return nil, c, err
		}
		return scenarios.Choice(c.Choices), c, nil
	}
	a, typed, err := convert(line, q.Kind(), q.Spec(), ctx)
	if err == nil {
		return a, typed, nil
	}
	if m, merr := input.MatchOption(line, ctx); merr == nil {
		return scenarios.Choice(m.Choices), m, nil
	} else if _, unsure := merr.(*input.UnsureOption); unsure {
		return nil, m, merr
	} else if ie, ok := merr.(*input.Error); ok && ie.Reason == input.ErrAmbiguousChoice {
		return nil, m, merr
	} else if ie, ok := err.(*input.Error); ok && ie.Reason == input.ErrNotYesNo {
		// options that stand for yes and no are answered by their
		// letters or texts: "Antworte mit ja oder nein" would not fit
		return nil, m, merr
	}
	return nil, typed, err
}

// TakesAnswer reports whether a line that is also a command is the
// answer to the open question: words of the head of exactly one of its
// options ("zurück" for „a) Dan bekommt sie zurück“). A line beginning
// with ":" or "/" is a command.
func (r *Run) TakesAnswer(line *input.Line) bool {
	_, ok := r.HeadOption(line)
	return ok
}

// HeadOption is the option whose head has every word of the line
// ("zurück" for „c) Dan bekommt sie zurück“), 0 for the first, for a line
// that is also a command; a line beginning with ":" or "/" is none.
func (r *Run) HeadOption(line *input.Line) (int, bool) {
	t := strings.TrimSpace(line.Text)
	if r.q == nil || len(r.q.Options()) == 0 || strings.HasPrefix(t, ":") || strings.HasPrefix(t, "/") {
		return 0, false
	}
	return input.HeadOption(line, &input.Context{Options: r.options()})
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
	if len(line.Toks) == 0 || strings.TrimSpace(line.Text[:line.Toks[0].Start]) != "" {
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

// typedDeltas returns the deltas of a typed settlement (none for another
// answer).
func typedDeltas(a input.Answer) []input.Delta {
	if s, ok := a.(input.Settlement); ok {
		return s.Deltas
	}
	return nil
}

// byText reports a choice picked by words or by a number an option
// states, not by letter.
func byText(a input.Answer) bool {
	c, ok := a.(input.Choice)
	return ok && c.ByText
}
