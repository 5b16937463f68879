package input

import (
	"math/bits"
	"strings"
)

// UnsureOption is MatchOption's answer when the words make one option
// likely but not certain: most of its words and clearly more than any
// other's ("dass sie als Bankkarte kommt" for „Dass die nächste 7 als
// Bankkarte kommt“), all of its words among others that no option has,
// its words with a negation or an "except" it does not have („nicht der
// gecopperte“), or words of its head that another option's explanation
// has too. The tutor asks back whether that option is meant; it is never
// judged as it stands.
type UnsureOption struct {
	// Option is the likely option, 0 for the first.
	Option int
	// Token is the line as typed.
	Token string
}

// Error describes the reading in English, for logs and tests.
func (e *UnsureOption) Error() string {
	return "likely option " + string(rune('a'+e.Option)) + ": \"" + e.Token + "\""
}

// maxTyped bounds the typed words an option is scored with (one bit of a
// mask each); a longer line picks no option.
const maxTyped = 64

// flipWords could turn an option's meaning round when the option does
// not have them: a negation (the cNot words: „nicht“, „kein“, « ne …
// pas ») and "except" or "instead" („außer“, « sauf », « sans »).
var flipWords = wordSet("außer ausser ausgenommen ohne statt anstatt sondern sauf sans excepté hormis plutôt except without")

// restrictWords restrict an answer to the option they stand before („nur der
// gecopperte“, « seulement la cuivrée »): they carry nothing when no
// option has them.
var restrictWords = wordSet("nur bloß lediglich allein einzig seulement uniquement seul seule only")

// flips reports a word that could turn an option's meaning round.
func flips(w string) bool { return is(w, cNot) || flipWords[w] }

// MatchOption reads a line as words that pick one of the options of
// ctx.Options: "nichts" for „Nichts – die Soda zählt nicht“, "nein" for
// „Nein – er ist entschieden …“, "der König", "5:1", "sur les quatre 7",
// "nur der gecopperte" for „Der gecopperte“. Case, accents, umlauts, one
// typo a word and a word's ending (by its Snowball stem) do not matter.
// A choice is certain when the typed words are all found in one option's
// head (the part before its explanation) and in no other option, or all
// in one option's whole text, or when every word of one option's head or
// text is typed and the line adds at most as many words as that, with no
// negation or "except" the option does not have. Words of the question
// that no option has ("25 Abzüge" for „Wie viele Abzüge …?“) carry
// nothing; a yes or no word first picks the option that begins with yes
// or no ("nein, die Farbe ist egal"); words of one option followed by a
// reason after a comma pick it ("niemand, keiner hat 7 Kreuz"). A line
// with words of several options that each of them alone has is an
// ErrAmbiguousChoice naming their letters, never one of them; a likely
// option is an *UnsureOption (the tutor asks back); words that fit none
// an ErrBadChoice.
func MatchOption(l *Line, ctx *Context) (Choice, error) {
	if l.TooLong() {
		return Choice{}, &Error{Reason: ErrTooLong}
	}
	if c, ok, err := letterFirst(l, ctx, false); ok {
		return c, err // „b, keine Ansage“: the letter, and words about it
	}
	l = colloquialNo(l)
	c, err := matchWords(l, ctx)
	if err != nil {
		if cc, cerr, ok := concludedOption(l, ctx); ok && (cerr == nil || badChoice(err)) {
			c, err = cc, cerr // „zwei Könige, also komplett neu geben“
		}
	}
	return keepLetter(l, ctx, c, err)
}

// colloquialNo reads a first „ne“ standing alone („ne, geht nicht mehr“),
// spoken German for „nee“, as „nein“: French never puts its „ne“ before a
// comma or at the line's end.
func colloquialNo(l *Line) *Line {
	toks := l.Toks
	if len(toks) == 0 || toks[0].Kind != Word || toks[0].Fold != "ne" {
		return l
	}
	if len(toks) > 1 && (toks[1].Kind != Sep || !strings.ContainsAny(toks[1].Text, ",;.!–—-")) {
		return l
	}
	return NewLine(l.Text[:toks[0].Start] + "nein" + l.Text[toks[0].End:])
}

// concludedOption reads the words after a word that sums up („also“,
// « donc ») as the answer and the words before as its reason: „zwei
// Könige, also komplett neu geben“ is b) „Alles neu mischen und neu
// geben“. ok reports a conclusion that picks one option, for certain
// (err nil) or as likely (an *UnsureOption), when the reason has no yes,
// no or letter of its own.
func concludedOption(l *Line, ctx *Context) (c Choice, err error, ok bool) {
	toks := l.Toks
	first := firstWord(toks)
	for i := len(toks) - 2; i > first; i-- {
		if toks[i].Kind != Word || !summingUp[toks[i].Fold] || ctx.Options.hasWord(toks[i].Fold) {
			continue
		}
		for _, t := range toks[:i] {
			if t.Kind == Word && (bareYes[t.Fold] || bareNo[t.Fold] || len(t.Text) == 1 && t.Kind == Word && t.Fold >= "a" && t.Fold <= "z") {
				return Choice{}, nil, false
			}
		}
		rest := NewLine(l.Text[toks[i].End:])
		c, err := matchWords(rest, ctx)
		var u *UnsureOption
		switch {
		case err == nil && len(c.Choices) == 1:
			return c, nil, true
		case asUnsure(err, &u):
			return Choice{}, &UnsureOption{Option: u.Option, Token: l.Text}, true
		}
		return Choice{}, nil, false
	}
	return Choice{}, nil, false
}

// badChoice reports an error of words that fit no option.
func badChoice(err error) bool {
	e, ok := err.(*Error)
	return ok && e.Reason == ErrBadChoice
}

// matchWords is MatchOption for a line that does not begin with a letter
// and words about it.
func matchWords(l *Line, ctx *Context) (Choice, error) {
	yn := 0 // what the line says as yes or no: "bien sûr que non" is no
	if a, err := l.Answer(KindYesNo, nil); err == nil {
		yn = -1
		if a.(YesNo).Yes {
			yn = 1
		}
	}
	// the words before a comma: a yes or no picks by them alone, and
	// an option's words there may be followed by a reason
	var clause []term
	toks, typed := l.Toks, l.terms()
	if cut := optionClauseBeforeReason(toks, ctx.Options); len(cut) < len(toks) {
		// „…, weil …“, « … car … »: the reason picks nothing, blocks nothing
		toks, typed = cut, termsLike(contentWords(l.Text, cut), typed)
	}
	head, rest := splitComma(toks)
	if rest != nil && len(head) > 0 {
		clause = termsLike(contentWords(l.Text, head), l.terms())
	}
	a, err := matchOption(l.Text, typed, clause, ctx, yn, false)
	if err == nil || clause == nil {
		return a, err
	}
	// "niemand, keiner hat 7 Kreuz": an option's words, then a reason
	// that names no other option's own words, unless it says it is one
	// ("weil", "wegen", « car »)
	a2, err2 := matchOption(l.Text, clause, nil, ctx, yn, false)
	i := firstWord(rest)
	said := i >= 0 && reasonWords[rest[i].Fold] // "…, wegen der zwei Damen": a reason may name anything
	reason := ctx.Options.carried(ctx.Options.withoutCounts(termsLike(contentWords(l.Text, rest), l.terms())))
	reason = ctx.Options.withoutPromptEcho(reason) // « …, deux dames c'est une nouvelle donne »
	if u, ok := err2.(*UnsureOption); ok {
		e, ok := err.(*Error)
		if said || ok && e.Reason == ErrBadChoice {
			return Choice{}, u // the words before the comma make one option likely
		}
		if ok && e.Reason == ErrAmbiguousChoice && ctx.Options.fit(reason, false).distinct&^bit(u.Option) == 0 {
			// « la on redistribue tout, deux dames c'est une nouvelle
			// donne »: the other option only by the question's words
			return Choice{}, u
		}
	}
	if err2 != nil {
		return a, err
	}
	if said {
		return a2, nil
	}
	if others := ctx.Options.fit(reason, false).distinct &^ bit(a2.Choices[0]); others != 0 {
		return Choice{}, ambiguous(l.Text, append(a2.Choices, letters(others)...))
	}
	return a2, nil
}

// matchOption is MatchOption on the content words of a line (or of its
// part before a comma); clause are the words before its first comma (nil
// when it has none); yn is what the whole line says as yes (1) or no
// (-1), 0 when it says neither or hedges ("ja oder nein", "oui sauf …");
// strict leaves out the loose matches (see looseGroups). An option picked
// with loose matches is certain only when it is picked without them as
// well; else it is likely (an *UnsureOption).
func matchOption(line string, typed, clause []term, ctx *Context, yn int, strict bool) (c Choice, err error) {
	whole := &Error{Reason: ErrBadChoice, Token: line, End: len(line)}
	if ctx == nil || ctx.Options.Len() == 0 {
		return Choice{}, whole
	}
	opts := ctx.Options
	typed = opts.carried(typed)
	if len(typed) == 0 || len(typed) > maxTyped {
		return Choice{}, whole
	}
	f := opts.fit(typed, strict)
	defer func() {
		if strict || !f.loose {
			return
		}
		switch e, _ := err.(*Error); {
		case err == nil && len(c.Choices) == 1:
			if s, serr := matchOption(line, typed, clause, ctx, yn, true); serr != nil || len(s.Choices) != 1 || s.Choices[0] != c.Choices[0] {
				c, err = Choice{}, &UnsureOption{Option: c.Choices[0], Token: line}
			}
		case e != nil && e.Reason == ErrAmbiguousChoice:
			// several options only with the loose matches („plus
			// quatre“ for „+4 – …“ and „4 – …“): the one picked
			// without them is likely
			if s, serr := matchOption(line, typed, clause, ctx, yn, true); serr == nil && len(s.Choices) == 1 {
				c, err = Choice{}, &UnsureOption{Option: s.Choices[0], Token: line}
			}
		}
	}()
	pick := func(fits []int) (Choice, error) {
		if len(fits) == 1 {
			if others := f.distinct &^ bit(fits[0]); others != 0 {
				return Choice{}, ambiguous(line, append(fits, letters(others)...))
			}
			return Choice{Choices: fits, ByText: true}, nil
		}
		return Choice{}, ambiguous(line, fits)
	}
	if w := typed[0].w; is(w, cYes) || is(w, cNo) {
		if yn == 0 {
			// a yes or no word that the line does not say as its
			// answer: asked again, never picked
			return Choice{}, whole
		}
		yes := yn > 0
		var fits []int
		for i, texts := range opts.opts {
			for _, t := range texts {
				if hw := t.head; len(hw) > 0 && (yes && is(hw[0].w, cYes) || !yes && is(hw[0].w, cNo)) {
					fits = append(fits, i)
					break
				}
			}
		}
		if len(fits) > 1 && len(typed) == 1 {
			return Choice{}, ambiguous(line, fits)
		}
		if len(fits) == 1 {
			// "nein", "nein, die Farbe ist egal": what follows a comma
			// says why; before it, no other option's own words
			// ("ja entschieden" names a) and b))
			c := f
			if clause != nil {
				c = opts.fit(opts.carried(clause), strict)
			}
			if others := c.distinct &^ bit(fits[0]); others != 0 {
				return Choice{}, ambiguous(line, append(fits, letters(others)...))
			}
			return Choice{Choices: fits, ByText: true}, nil
		}
	}
	if fits := f.where(func(o optionFit) bool { return o.inHead }); len(fits) > 0 {
		if len(fits) == 1 {
			i := fits[0]
			for j, o := range f.opts {
				if j != i && o.inText && o.textShare >= f.opts[i].headShare {
					// words of one option's head that are as large a
					// part of another option's text (« remelange » for
					// « Remélanger le valet … » beside « Ramasser toutes
					// les cartes, remélanger et redonner »; not "5:1"
					// for „Fair wäre 5:1“ beside „Fair wäre 6:1, die
					// Bank zahlt 5:1“): likely, not certain
					return Choice{}, &UnsureOption{Option: i, Token: line}
				}
			}
		}
		return pick(fits)
	}
	if fits := f.where(func(o optionFit) bool { return o.inText }); len(fits) > 0 {
		return pick(fits)
	}
	c, err = f.paraphrase(line, typed, whole)
	if err == whole && !strict {
		// „eigentlich fünf zu eins, ausgezahlt wird aber nur vier zu
		// eins“: the figures in the order of one option alone
		if i, ok := opts.byFigures(typed); ok && !f.flipped(typed, i) {
			return Choice{}, &UnsureOption{Option: i, Token: line}
		}
	}
	return c, err
}

// optionFit is how the typed words fit one option, in the best of its
// texts (one per language).
type optionFit struct {
	// inHead and inText: every typed word is in the option's head, in its
	// whole text (of one language).
	inHead, inText bool
	// full: every word of its head or of its whole text is typed; fullOf
	// is how many words that part has (the most, when both are).
	full   bool
	fullOf int
	// share is the largest share of a part's words typed (headShare of
	// its head's, textShare of its whole text's); typed the largest
	// share of the typed words one of its texts has.
	share, headShare, textShare, typed float64
}

// fitting is how typed words fit a question's options.
type fitting struct {
	opts []optionFit
	// own holds, for each of the n typed words, the options that have
	// it (a bit each); distinct the options a typed word fits alone.
	own      [maxTyped]uint64
	n        int
	distinct uint64
	// extra counts the typed words no option has.
	extra int
	// loose: a typed word fits an option only loosely (see looseMatch),
	// by none of its words as it is, in none of its texts.
	loose bool
}

// fit scores the typed words (at most maxTyped; more are left out)
// against every option, each text once: every option word is compared
// with every typed word once, in its head and in its whole text; strict
// leaves out the loose matches (looseMatch).
func (o *Options) fit(typed []term, strict bool) fitting {
	typed = typed[:min(len(typed), maxTyped)]
	f := fitting{opts: make([]optionFit, o.Len()), n: len(typed)}
	all := uint64(1)<<len(typed) - 1
	for i, texts := range o.list() {
		of := &f.opts[i]
		strong, loose := uint64(0), uint64(0) // typed words the option has, only loosely
		for _, t := range texts {
			for p, part := range [2][]term{t.head, t.words} {
				if len(part) == 0 {
					continue
				}
				seen, hit := uint64(0), 0
				for _, w := range part {
					m := uint64(0)
					for j, a := range typed {
						if termsMatch(a, w) {
							m |= 1 << j
							strong |= 1 << j
						} else if !strict && looseMatch(a, w) {
							m |= 1 << j
							loose |= 1 << j
						}
					}
					if m != 0 {
						hit++
					}
					seen |= m
				}
				for j := range typed {
					if seen&(1<<j) != 0 {
						f.own[j] |= bit(i)
					}
				}
				if seen == all {
					if p == 0 {
						of.inHead = true
					} else {
						of.inText = true
					}
				}
				if hit == len(part) {
					of.full, of.fullOf = true, max(of.fullOf, len(part))
				}
				sh := float64(hit) / float64(len(part))
				of.share = max(of.share, sh)
				if p == 0 {
					of.headShare = max(of.headShare, sh)
				} else {
					of.textShare = max(of.textShare, sh)
				}
				if p == 1 {
					of.typed = max(of.typed, float64(bits.OnesCount64(seen))/float64(len(typed)))
				}
			}
		}
		if loose&^strong != 0 {
			f.loose = true
		}
	}
	for _, m := range f.own[:f.n] {
		switch bits.OnesCount64(m) {
		case 0:
			f.extra++
		case 1:
			f.distinct |= m
		}
	}
	return f
}

// where lists the options whose fit has the property.
func (f fitting) where(ok func(optionFit) bool) []int {
	var out []int
	for i, o := range f.opts {
		if ok(o) {
			out = append(out, i)
		}
	}
	return out
}

// paraphrase reads typed words that no option has all of as a paraphrase
// of one option (see MatchOption and UnsureOption).
func (f fitting) paraphrase(line string, typed []term, whole *Error) (Choice, error) {
	if full := f.where(func(o optionFit) bool { return o.full }); len(full) > 0 {
		i := full[0]
		if len(full) > 1 {
			// several options whose words are all typed: the one
			// whose own words are typed, if one is, is likely
			var own []int
			for _, k := range full {
				if f.distinct&bit(k) != 0 {
					own = append(own, k)
				}
			}
			if len(own) != 1 || f.distinct&^bit(own[0]) != 0 {
				return Choice{}, ambiguous(line, full)
			}
			return Choice{}, &UnsureOption{Option: own[0], Token: line}
		}
		if others := f.distinct &^ bit(i); others != 0 {
			return Choice{}, ambiguous(line, append(full, letters(others)...))
		}
		if f.flipped(typed, i) || f.extra > f.opts[i].fullOf {
			return Choice{}, &UnsureOption{Option: i, Token: line}
		}
		return Choice{Choices: full, ByText: true}, nil
	}
	if bits.OnesCount64(f.distinct) > 1 {
		return Choice{}, ambiguous(line, letters(f.distinct))
	}
	// the option with the largest share of its words typed, then of the
	// typed words (« on remplace le valet par une autre carte »: a third
	// of a) and of b)'s head, but three typed words of five are a)'s)
	best, tie := -1, false
	for i, o := range f.opts {
		switch {
		case best < 0 || o.share > f.opts[best].share || o.share == f.opts[best].share && o.typed > f.opts[best].typed:
			best, tie = i, false
		case o.share == f.opts[best].share && o.typed == f.opts[best].typed:
			tie = true // no option is clearly first
		}
	}
	if best < 0 || tie || f.distinct != bit(best) {
		return Choice{}, whole
	}
	if o := f.opts[best]; o.share >= 0.5 || o.typed >= 0.5 {
		return Choice{}, &UnsureOption{Option: best, Token: line}
	}
	return Choice{}, whole
}

// flipped reports a typed negation or "except" that option i does not
// have („nicht der gecopperte“ for „Der gecopperte“): it could turn the
// meaning round.
func (f fitting) flipped(typed []term, i int) bool {
	for j, a := range typed[:f.n] {
		if flips(a.w) && f.own[j]&bit(i) == 0 {
			return true
		}
	}
	return false
}

// YesNoFirst reports a line whose first word is a yes or a no („ja“,
// „nein, eher nicht“, „genau“, « oui », « pas du tout »): an answer to a
// yes/no question back, whatever follows.
func YesNoFirst(l *Line) bool {
	i := firstWord(l.Toks)
	return i >= 0 && is(l.Toks[i].Fold, cYes|cNo)
}

// firstWord is the index of the first token that is no separator (-1:
// none).
func firstWord(toks []Token) int {
	for i, t := range toks {
		if t.Kind != Sep {
			return i
		}
	}
	return -1
}

// bit is option i's bit in a mask of options.
func bit(i int) uint64 {
	if i < 0 || i >= 64 {
		return 0
	}
	return 1 << i
}

// letters lists the options of a mask by their indexes.
func letters(m uint64) []int {
	var out []int
	for m != 0 {
		i := bits.TrailingZeros64(m)
		out = append(out, i)
		m &^= 1 << i
	}
	return out
}

// ambiguous is the error for words that fit several options: their
// letters, each once, in order.
func ambiguous(line string, fits []int) *Error {
	e := &Error{Reason: ErrAmbiguousChoice, Token: line, End: len(line)}
	m := uint64(0)
	for _, i := range fits {
		m |= bit(i)
	}
	for _, i := range letters(m) {
		e.Choices = append(e.Choices, string(rune('a'+i)))
	}
	return e
}

// carried are the typed words that can pick an option: without the
// question's own words (withoutPromptWords), "only" words no option has
// and pronouns among other words.
func (o *Options) carried(typed []term) []term {
	typed = o.joinCompounds(typed) // „zurück … mischen“: „zurückmischen“
	typed = o.withoutPromptWords(typed)
	typed = without(typed, func(w term) bool { return restrictWords[w.w] && !hasMatch(w, o.all) })
	return withoutPronouns(typed)
}

// withoutPronouns drops the pronouns among other words ("er bekommt sie
// zurück" for „Dan bekommt sie zurück“, „Dan bekommt ihn zurück“ beside
// „Die Bank kassiert ihn“): they stand for a name or for the bet asked
// about, and pick no option.
func withoutPronouns(typed []term) []term {
	if len(typed) < 2 {
		return typed
	}
	return without(typed, func(w term) bool { return (pronouns[w.w] || objectPronouns[w.w]) && w.w != "sie" })
}

// objectPronouns stand for the bet or card a question is about: „ihn“.
var objectPronouns = wordSet("ihn")
