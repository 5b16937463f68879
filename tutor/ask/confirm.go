package ask

import (
	"strings"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// confirmation is a question back about an answer: the option the
// learner's words made likely but not certain (input.UnsureOption),
// asked with „Meinst du b) „Er kommt zurück“? (ja/nein)“.
type confirmation struct {
	// q is the question it was asked at (nil: none is open); option the
	// option asked about.
	q      *scenarios.Question
	option int
	// asked reports that the last line read was answered with a
	// question (the question back, or the question again after a no),
	// not refused as unreadable.
	asked bool
}

// askBack asks whether option i is what the learner meant.
func (r *Run) askBack(i int) {
	r.confirm = confirmation{q: r.q, option: i, asked: true}
	o := r.q.Options()[i]
	text := o.Text.In(r.lang())
	if text == "" && o.Answer != nil {
		text = r.AnswerText(o.Answer)
	}
	r.scr.Say(r.scr.P().T(locales.ConfirmOption, string(rune('a'+i)), nested(r.scr.Lang(), text)))
}

// nested writes the quotes of an option's text as quotes inside quotes
// (the question back quotes the text): German ‚…‘, French “…”
// (« „schwarz“ für den Hock » → „‚schwarz‘ für den Hock“).
func nested(lang locales.Lang, text string) string {
	if lang == locales.French {
		return frenchNested.Replace(text)
	}
	return germanNested.Replace(text)
}

var (
	germanNested = strings.NewReplacer("„", "‚", "“", "‘")
	frenchNested = strings.NewReplacer("«\u00a0", "“", "«\u202f", "“", "« ", "“", "«", "“",
		"\u00a0»", "”", "\u202f»", "”", " »", "”", "»", "”")
)

// confirmed reads a line as the answer to an open question back, by
// meaning as any yes or no ("ja", "genau", « oui bien sûr », „nein,
// eher nicht“): a yes is the option asked about, a no asks the question
// again with its answer form. Anything else — an option's own text or
// letter ("Keiner", "c"), and words of the options read as yes or no only
// by a negation in them („nicht nur einen König ersetzen“) — is no answer
// to it (handled is false) and is read as a fresh answer; the question
// back is closed either way.
func (r *Run) confirmed(line *input.Line) (a scenarios.Answer, typed input.Answer, handled, ok bool) {
	c := r.confirm
	r.confirm = confirmation{}
	if c.q == nil || c.q != r.q || c.option >= len(r.q.Options()) {
		return nil, nil, false, false
	}
	if lettersOnly(line) {
		return nil, nil, false, false // "c": an option, a fresh answer
	}
	yn, err := input.Read[input.YesNo](line, nil)
	first := err == nil && input.YesNoFirst(line)
	if _, isOption := r.options().ByText(line); isOption && !first {
		// "Keiner": an option, a fresh answer; but „oui“ answers the
		// question back even where the options stand for yes and no
		// (Pasur 11: « oui » to « Vous voulez dire b) ? » was a) „yes,
		// the match is over“)
		return nil, nil, false, false
	}
	if err != nil {
		return nil, nil, false, false
	}
	if !first {
		// read as yes or no by a negation or a predicate only ("nicht
		// nur einen König ersetzen"): words of the options are a fresh
		// answer
		if _, err := input.MatchOption(line, r.context()); !badChoice(err) {
			return nil, nil, false, false
		}
	}
	if yn.Yes {
		return scenarios.Choice{c.option}, input.Choice{Choices: []int{c.option}, ByText: true}, true, true
	}
	r.scr.Sayf(locales.ConfirmNotMeant)
	r.ShowQuestion()
	r.confirm.asked = true
	return nil, nil, true, false
}

// badChoice reports an error of words that fit no option.
func badChoice(err error) bool {
	e, ok := err.(*input.Error)
	return ok && e.Reason == input.ErrBadChoice
}

// AskedBack reports whether the last line Read did not take was answered
// with a question — whether an option was meant, or the question again
// after a no — rather than refused as unreadable: it is no unreadable
// line (see the lessons' offer after three of them).
func (r *Run) AskedBack() bool { return r.confirm.asked }

// dropConfirm closes a question back when the question is shown again:
// a yes after it would no longer say what it agrees to.
func (r *Run) dropConfirm() { r.confirm.q = nil }
