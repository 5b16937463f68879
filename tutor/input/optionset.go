package input

import "strings"

// Options are a question's options, read once when the question is
// asked: each option's texts (every language, and the answer it stands
// for written out) lexed, with the words of its head and of its whole
// text that can pick it, and the question's own words. Every answer to
// the question is matched against them without lexing them again.
type Options struct {
	opts [][]optionText
	// prompt are the words of the question in every language, all the
	// words of every option's texts.
	prompt, all []term
}

// optionText is one text of an option, read once.
type optionText struct {
	// key is the text's tokens, folded: a line of the same tokens is the
	// text (case, accents, spaces and punctuation do not matter).
	key string
	// head are the words of its head (see optionHead), words those of the
	// whole text, with their stems.
	head, words []term
}

// NewOptions reads the texts of each option (texts[i] are option i's
// texts; empty texts are left out) and the question's prompt in every
// language.
func NewOptions(texts [][]string, prompts []string) *Options {
	o := &Options{opts: make([][]optionText, len(texts))}
	for i, ts := range texts {
		for _, t := range ts {
			if t == "" {
				continue
			}
			toks := Lex(t)
			head := optionHead(t)
			var headToks []Token
			for _, tok := range toks {
				if tok.End <= len(head) {
					headToks = append(headToks, tok)
				}
			}
			ot := optionText{key: tokenKey(toks), head: newTerms(contentWords(t, headToks)), words: newTerms(contentWords(t, toks))}
			o.opts[i] = append(o.opts[i], ot)
			o.all = append(o.all, ot.words...)
		}
	}
	for _, p := range prompts {
		o.prompt = append(o.prompt, newTerms(contentWords(p, Lex(p)))...)
	}
	return o
}

// Len is the number of options (0 for nil Options).
func (o *Options) Len() int {
	if o == nil {
		return 0
	}
	return len(o.opts)
}

// list returns the options' texts (none for nil Options).
func (o *Options) list() [][]optionText {
	if o == nil {
		return nil
	}
	return o.opts
}

// ByText finds the one option whose text (in either language, or its
// answer written out) is the line: the same words and numbers, whatever
// the case, the accents, the spaces and the punctuation around them.
func (o *Options) ByText(l *Line) (int, bool) {
	key := tokenKey(l.Toks)
	if key == "" || l.TooLong() {
		return 0, false
	}
	found := -1
	for i, texts := range o.list() {
		for _, t := range texts {
			if t.key == key {
				if found >= 0 && found != i {
					return 0, false
				}
				found = i
			}
		}
	}
	return found, found >= 0
}

// tokenKey joins the folded tokens of a text.
func tokenKey(toks []Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Fold)
	}
	return b.String()
}

// withoutPromptWords drops the typed words that the question has and no
// option ("Abzüge" of „Wie viele Abzüge hat ein Durchgang?“ in "25
// Abzüge"): they repeat the question and pick nothing.
func (o *Options) withoutPromptWords(typed []term) []term {
	if len(o.prompt) == 0 {
		return typed
	}
	drop := func(w term) bool { return !hasDigit(w.w) && hasMatch(w, o.prompt) && !hasMatch(w, o.all) }
	return without(typed, drop)
}

// withoutPromptEcho drops, from a reason after an option's words, the
// words the question has, whether an option has them or not: « la on
// redistribue tout, deux dames c'est une nouvelle donne » repeats the
// « deux dames » of « Et si … il y avait eu deux dames sur le tapis ? »
// and names no option by them (not c) « … une des dames … »).
func (o *Options) withoutPromptEcho(reason []term) []term {
	if len(o.prompt) == 0 {
		return reason
	}
	return without(reason, func(w term) bool { return !hasDigit(w.w) && hasMatch(w, o.prompt) })
}

// without returns the words but those drop says, all of them when it
// would drop every one; it copies them only when it drops one.
func without(typed []term, drop func(term) bool) []term {
	for i, w := range typed {
		if !drop(w) {
			continue
		}
		out := make([]term, i, len(typed)-1)
		copy(out, typed[:i])
		for _, w := range typed[i+1:] {
			if !drop(w) {
				out = append(out, w)
			}
		}
		if len(out) == 0 {
			return typed
		}
		return out
	}
	return typed
}
