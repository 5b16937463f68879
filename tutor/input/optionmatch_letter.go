package input

import "strings"

// A letter, then words about it: „b, keine Ansage“, « la b, le deux … ».
// The letter says which option is meant; the words after it are read as
// the option's words or a reason. Words that fit the letter's option (or
// fit none, a reason) leave the letter standing; words of another option
// make the line ambiguous, and the tutor asks which is meant.

// LetterFirst is letterFirst for options that stand for answers (counts,
// captures, amounts): there the words after the letter must fit its
// option (« la b, le deux de cœur »), and words that fit no option make
// it only likely — they may name another answer.
func LetterFirst(l *Line, ctx *Context) (c Choice, ok bool, err error) {
	return letterFirst(l, ctx, true)
}

// letterFirst reads a line that begins with an option's letter (after
// words that carry nothing: „Antwort“, « c'est la ») followed by a
// separator and more words: ok is false for any other line, and for a
// line of letters only (read by the choice reader). The letter's option
// is picked when the rest picks it, makes it likely or picks none (a
// reason); a rest that picks or makes likely another option is an
// ErrAmbiguousChoice naming both; a rest with a negation or an "except"
// the option does not have, a correction („oder“, « plutôt ») or another
// letter makes it only likely, and so does a rest that fits no option
// when strict or when it has a figure.
func letterFirst(l *Line, ctx *Context, strict bool) (c Choice, ok bool, err error) {
	if ctx == nil || ctx.Options.Len() == 0 {
		return Choice{}, false, nil
	}
	toks := l.Toks
	i := 0
	for i < len(toks) && toks[i].Kind == Word && (is(toks[i].Fold, cChoiceWord) || choiceFiller[toks[i].Fold] && len(toks[i].Fold) > 1) {
		i++
	}
	if i+1 >= len(toks) || toks[i].Kind != Word || len(toks[i].Fold) != 1 {
		return Choice{}, false, nil
	}
	idx := int(toks[i].Fold[0]) - 'a'
	if idx >= 0 && idx < ctx.Options.Len() && onlyLetterParticles(toks[i+1:]) {
		return Choice{Choices: []int{idx}}, true, nil // „b halt“, « b quoi », « b bien sûr »
	}
	after := i + 1 // the rest begins after the separator
	if n := strengthAfterLetter(toks[after:]); n > 0 {
		after += n // « c bien sûr, … », „b natürlich, …“: the letter, made sure
	}
	if toks[after].Kind == Sep {
		if strings.TrimSpace(toks[after].Text) == "." {
			return Choice{}, false, nil
		}
		after++
	} else if !strings.ContainsAny(l.Text[toks[i].End:toks[after].Start], ",;:)–—-") {
		return Choice{}, false, nil // "b keine": no separator after the letter
	}
	if after >= len(toks) {
		return Choice{}, false, nil
	}
	if idx < 0 || idx >= ctx.Options.Len() {
		return Choice{}, false, nil
	}
	if strings.Contains(l.Text[toks[i].End:toks[after].Start], "?") {
		return Choice{}, true, &UnsureOption{Option: idx, Token: l.Text} // „b? …“: asked, not said
	}
	rest := NewLine(l.Text[toks[after].Start:])
	if onlyLetters(rest.Toks) {
		return Choice{}, false, nil // "a, c": two letters, the choice reader's
	}
	if changesMind(rest.Toks) {
		return Choice{}, true, &UnsureOption{Option: idx, Token: l.Text} // „b, oder doch a“
	}
	m, merr := MatchOption(rest, ctx)
	var u *UnsureOption
	switch e, _ := merr.(*Error); {
	case merr == nil && len(m.Choices) == 1 && m.Choices[0] == idx:
	case asUnsure(merr, &u) && u.Option == idx:
	case merr == nil && len(m.Choices) > 0:
		return Choice{}, true, ambiguous(l.Text, append([]int{idx}, m.Choices...))
	case asUnsure(merr, &u):
		return Choice{}, true, ambiguous(l.Text, []int{idx, u.Option})
	case e != nil && e.Reason == ErrAmbiguousChoice, strict, hasFigure(rest.Toks):
		// a figure that fits no option („la b, le deux“ beside „2:1“)
		// may say another answer
		return Choice{}, true, &UnsureOption{Option: idx, Token: l.Text}
	}
	if hasFlipWord(rest.Toks) && !ctx.Options.optionFlips(idx) {
		return Choice{}, true, &UnsureOption{Option: idx, Token: l.Text}
	}
	return Choice{Choices: []int{idx}}, true, nil
}

// strengthAfterLetter is how many tokens right after a letter only make
// it sure and end at a separator („b natürlich, …“, « c bien sûr, … »,
// « c évidemment : … »): 0 when there are none, or no separator follows
// them.
func strengthAfterLetter(toks []Token) int {
	n := 0
	switch {
	case len(toks) > 1 && (optionEmpty[toks[0].Fold+" "+toks[1].Fold] || letterHedges[toks[0].Fold+" "+toks[1].Fold]):
		n = 2
	case len(toks) > 0 && sureWords[toks[0].Fold]:
		n = 1
	}
	if n == 0 || n >= len(toks) || toks[n].Kind != Sep || strings.TrimSpace(toks[n].Text) == "." {
		return 0
	}
	return n
}

// letterHedges after a letter say what the learner thinks, and leave the
// letter standing: « la b je pense, … », „c glaube ich, …“.
var letterHedges = pairSet("je_pense je_crois j'_pense j'_crois glaube_ich glaub_ich denke_ich schätze_ich meine_ich")

// sureWords make a letter sure: „natürlich“, « évidemment ».
var sureWords = wordSet("natürlich naturlich klar sicher bestimmt genau eindeutig évidemment evidemment évidement forcément forcement certainement sûrement surement clairement")

// changesMind reports words after a letter that may take it back or
// hedge it: a correction or an alternative („oder“, « plutôt », „nein“),
// a no („falsch“: „b, ist falsch“), not knowing („keine Ahnung“,
// „vielleicht“), another letter (not "a": « il y a », « à »).
func changesMind(toks []Token) bool {
	for i, t := range toks {
		if t.Kind != Word {
			continue
		}
		if correctingWords[t.Fold] || orWords[t.Fold] || bareNo[t.Fold] || wrongWords[t.Fold] || unsureWords[t.Fold] ||
			i+1 < len(toks) && unsurePairs[t.Fold+" "+toks[i+1].Fold] || len(t.Fold) == 1 && t.Fold[0] > 'a' && t.Fold[0] <= 'i' {
			return true
		}
	}
	return false
}

// hasFigure reports a number, in digits or in words.
func hasFigure(toks []Token) bool {
	for _, t := range toks {
		if t.Kind == Number || t.Kind == Word && isNumberWord(t.Fold) {
			return true
		}
	}
	return false
}

// wrongWords say an answer is wrong: „b, falsch“.
var wrongWords = wordSet("falsch verkehrt faux fausse wrong")

// asUnsure reports an *UnsureOption and sets u to it.
func asUnsure(err error, u **UnsureOption) bool {
	v, ok := err.(*UnsureOption)
	if ok {
		*u = v
	}
	return ok
}

// onlyLetters reports tokens that are single letters and separators.
func onlyLetters(toks []Token) bool {
	n := 0
	for _, t := range toks {
		switch {
		case t.Kind == Sep:
		case t.Kind == Word && len(t.Fold) == 1:
			n++
		default:
			return false
		}
	}
	return n > 0
}

// hasFlipWord reports a word that could turn a meaning round.
func hasFlipWord(toks []Token) bool {
	for _, t := range toks {
		if t.Kind == Word && flips(t.Fold) {
			return true
		}
	}
	return false
}

// optionFlips reports an option whose own texts have a negation or an
// "except" (then one typed after its letter may be its own).
func (o *Options) optionFlips(i int) bool {
	for _, t := range o.list()[i] {
		for _, w := range t.words {
			if w.flip {
				return true
			}
		}
	}
	return false
}

// letterParticles after a letter only colour it and leave it standing:
// „b halt“, „b eben“, „b wohl“, „b doch“, „b schon“, « b quoi »,
// « b hein », « b bien sûr ».
var letterParticles = wordSet("halt eben wohl doch schon ja mal also nun quoi hein bon ben donc alors voilà voila bien sûr sur")

// onlyLetterParticles reports tokens that are particles, sure words or hedges
// after a letter („halt“, « bien sûr », „glaube ich“) and separators
// other than a question mark, at least one word among them.
func onlyLetterParticles(toks []Token) bool {
	words := 0
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		switch {
		case t.Kind == Sep:
			if strings.Contains(t.Text, "?") {
				return false // „b halt?“: asked, not said
			}
		case t.Kind != Word:
			return false
		case k+1 < len(toks) && (optionEmpty[t.Fold+" "+toks[k+1].Fold] || letterHedges[t.Fold+" "+toks[k+1].Fold]):
			k++
			words++
		case letterParticles[t.Fold] || sureWords[t.Fold]:
			words++
		default:
			return false
		}
	}
	return words > 0
}

// leadingLetter is the option a line's first word names as a lone
// letter („b keine Ansage“, after words that carry nothing), and whether
// it has one: such a line is never judged as another option.
func leadingLetter(l *Line, ctx *Context) (int, bool) {
	if ctx == nil {
		return 0, false
	}
	toks := l.Toks
	i := 0
	for i < len(toks) && toks[i].Kind == Word && (is(toks[i].Fold, cChoiceWord) || choiceFiller[toks[i].Fold] && len(toks[i].Fold) > 1) {
		i++
	}
	if i+1 >= len(toks) || toks[i].Kind != Word || len(toks[i].Text) != 1 {
		return 0, false
	}
	c := toks[i].Text[0] | 0x20
	idx := int(c) - 'a'
	if c < 'a' || c > 'z' || idx >= ctx.Options.Len() {
		return 0, false
	}
	return idx, true
}

// keepLetter makes a reading of a line that begins with a lone letter
// agree with it: words that pick or make likely another option make the
// line ambiguous between both, never that other option („b halt“ had
// been read as c) „Nichts – nur Buben stören“ by „b“ for Bube).
func keepLetter(l *Line, ctx *Context, c Choice, err error) (Choice, error) {
	idx, ok := leadingLetter(l, ctx)
	if !ok {
		return c, err
	}
	var u *UnsureOption
	switch {
	case err == nil && len(c.Choices) > 0 && (len(c.Choices) > 1 || c.Choices[0] != idx):
		return Choice{}, ambiguous(l.Text, append([]int{idx}, c.Choices...))
	case asUnsure(err, &u) && u.Option != idx:
		return Choice{}, ambiguous(l.Text, []int{idx, u.Option})
	}
	return c, err
}
