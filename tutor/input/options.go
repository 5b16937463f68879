package input

import (
	"strconv"
	"strings"
)

// optionStop are words that carry nothing when an answer is matched to an
// option's text: articles, pronouns, "ich glaube", "c'est", "Antwort".
var optionStop = buildStop(
	"der die das den dem des ein eine einen einem einer es ist sind ich glaube denke meine wohl vielleicht antwort",
	"le la les l' l un une des du de d' d c' c est il elle je j' j pense crois réponse que qu'",
	"the a an it is i think answer",
)

func buildStop(lists ...string) map[string]bool {
	m := map[string]bool{}
	for _, l := range lists {
		for _, w := range strings.Fields(l) {
			m[w] = true
		}
	}
	return m
}

// ratioWords join two numbers into a ratio: "5 zu 1", "5 pour 1", "4
// contre 1" are "5:1" as much as "5:1" is.
var ratioWords = map[string]bool{"zu": true, "fur": true, "gegen": true, "pour": true, "contre": true, "to": true}

// contentWords returns the words of a text that can pick an option:
// folded, number words as digits ("vier", "quatre", "Siebenen" → "4",
// "4", "7"), ratios as one word ("5:1", "5 pour 1" → "5:1"), articles
// and fillers left out.
func contentWords(text string) []string {
	toks := Lex(text)
	var out []string
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == Sep {
			continue
		}
		if t.Kind == Number && !t.Bad {
			// "5:1", "5 : 1", "5 zu 1": a ratio
			if i+1 < len(toks) && toks[i+1].Kind == Number && strings.TrimSpace(text[t.End:toks[i+1].Start]) == ":" {
				out = append(out, t.Fold+":"+toks[i+1].Fold)
				i++
				continue
			}
			if i+2 < len(toks) && toks[i+2].Kind == Number && toks[i+1].Kind == Word && ratioWords[toks[i+1].Fold] {
				out = append(out, t.Fold+":"+toks[i+2].Fold)
				i += 2
				continue
			}
			out = append(out, strings.TrimPrefix(t.Fold, "+"))
			continue
		}
		w := t.Fold
		if optionStop[w] {
			continue
		}
		if n, ok := numberWord(w); ok && !is(w, cOneWeak) && !is(w, cNone) {
			w = strconv.Itoa(n)
		}
		out = append(out, w)
	}
	return out
}

// optionHead returns the head of an option's text: what comes before its
// explanation ("Nichts – die Soda zählt nicht" → "Nichts", "Fair wäre
// 5:1, die Bank zahlt 4:1" → "Fair wäre 5:1"). A colon between digits
// (a ratio) does not end it.
func optionHead(text string) string {
	for i, r := range text {
		switch r {
		case ',', ';', '(', '–', '—':
			return text[:i]
		case ':':
			if i > 0 && i+1 < len(text) && isDigit(text[i-1]) && isDigit(text[i+1]) {
				continue
			}
			return text[:i]
		case '-':
			if i > 0 && text[i-1] == ' ' && i+1 < len(text) && text[i+1] == ' ' {
				return text[:i]
			}
		}
	}
	return text
}

// wordsMatch reports whether a typed word a stands for an option's word
// o: the same after folding, one typo apart (a letter wrong, missing,
// added, or two swapped) in words of four letters or more, or the same
// word with another ending ("Siebenen"/"Sieben", "entschied" for
// "entschieden"). Numbers match only exactly.
func wordsMatch(a, o string) bool {
	if a == o {
		return true
	}
	if hasDigit(a) || hasDigit(o) {
		return false
	}
	ra, ro := []rune(a), []rune(o)
	if len(ra) >= 4 && len(ro) >= 4 && withinOneEdit(ra, ro) {
		return true
	}
	short, long := ra, ro
	if len(short) > len(long) {
		short, long = long, short
	}
	return len(short) >= 4 && len(long)-len(short) <= 3 && string(long[:len(short)]) == string(short)
}

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// withinOneEdit reports whether a and b differ by at most one letter
// changed, added or removed, or two neighbours swapped.
func withinOneEdit(a, b []rune) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	switch len(b) - len(a) {
	case 0:
		diff := -1
		for i := range a {
			if a[i] == b[i] {
				continue
			}
			if diff >= 0 {
				// a second difference: only a swap of neighbours is one edit
				return diff == i-1 && a[diff] == b[i] && a[i] == b[diff] && string(a[i+1:]) == string(b[i+1:])
			}
			diff = i
		}
		return true
	case 1:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return string(a[i:]) == string(b[i+1:])
	}
	return false
}

// covers reports whether every typed word matches a word of the option.
func covers(typed, option []string) bool {
	if len(typed) == 0 || len(option) == 0 {
		return false
	}
	for _, a := range typed {
		found := false
		for _, o := range option {
			if wordsMatch(a, o) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// MatchOption reads a line as words that pick one of the options of
// ctx.Options: "nichts" for „Nichts – die Soda zählt nicht“, "nein" for
// „Nein – er ist entschieden …“, "der König", "5:1", "sur les quatre 7".
// Case, accents and one typo a word do not matter. The typed words must
// all be found in one option's head (the part before its explanation),
// or else in one option's whole text; a single yes or no word picks the
// option that begins with yes or no. Words that fit several options are
// an ErrAmbiguousChoice naming their letters; words that fit none an
// ErrBadChoice.
func MatchOption(line string, ctx *Context) (Answer, error) {
	if len(line) > MaxInput {
		return Answer{}, &Error{Reason: ErrTooLong}
	}
	whole := &Error{Reason: ErrBadChoice, Token: line, End: len(line)}
	if ctx == nil || len(ctx.Options) == 0 {
		return Answer{}, whole
	}
	typed := contentWords(line)
	if len(typed) == 0 {
		return Answer{}, whole
	}
	pick := func(fits []int) (Answer, error) {
		if len(fits) == 1 {
			return Answer{Kind: Choice, Choices: fits}, nil
		}
		e := &Error{Reason: ErrAmbiguousChoice, Token: line, End: len(line)}
		for _, i := range fits {
			e.Choices = append(e.Choices, string(rune('a'+i)))
		}
		return Answer{}, e
	}
	if len(typed) == 1 && (is(typed[0], cYes) || is(typed[0], cNo)) {
		yes := is(typed[0], cYes)
		var fits []int
		for i, texts := range ctx.Options {
			for _, t := range texts {
				if hw := contentWords(optionHead(t)); len(hw) > 0 && (yes && is(hw[0], cYes) || !yes && is(hw[0], cNo)) {
					fits = append(fits, i)
					break
				}
			}
		}
		if len(fits) > 0 {
			return pick(fits)
		}
	}
	for _, part := range []func(string) string{optionHead, func(s string) string { return s }} {
		var fits []int
		for i, texts := range ctx.Options {
			for _, t := range texts {
				if covers(typed, contentWords(part(t))) {
					fits = append(fits, i)
					break
				}
			}
		}
		if len(fits) > 0 {
			return pick(fits)
		}
	}
	return Answer{}, whole
}
