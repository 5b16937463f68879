package input

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/locales"
)

// optionStop are words that carry nothing when an answer is matched to an
// option's text: articles, pronouns, "ich glaube", "c'est", "Antwort".
var optionStop = buildStop(
	"der die das den dem des ein eine einen einem einer es da ist sind sich noch ich glaube denke meine wohl vielleicht antwort natürlich klar sicher bestimmt eindeutig offensichtlich wird wurde werden komplett völlig vollständig einfach halt eben welche welcher welches",
	"le la les l' l un une des du de d' d ce c' c se est il elle ils elles je j' j pense crois réponse que qu' évidemment forcément certainement complètement simplement on celle celui celles ceux qui ça ca cela faut",
	"the a an it is i think answer",
)

func buildStop(lists ...string) map[string]bool {
	m := map[string]bool{}
	for _, l := range lists {
		for _, w := range strings.Fields(l) {
			m[fold(w)] = true // compared with folded words ("réponse" as typed "reponse")
		}
	}
	return m
}

// ratioWords join two numbers into a ratio: "5 zu 1", "5 pour 1", "4
// contre 1" are "5:1" as much as "5:1" is.
var ratioWords = map[string]bool{"zu": true, "fur": true, "gegen": true, "pour": true, "contre": true, "to": true}

// optionEmpty are two words that colour an answer and pick no option:
// « Dan bien sûr », « bien entendu », « ça change rien pour lui ».
var optionEmpty = pairSet("bien_sûr bien_entendu pourquoi_pas warum_nicht pour_lui pour_elle für_ihn für_sie")

// ofBoth after "none" says none of the two: „keiner von beiden“, « aucune
// des deux » are „Keiner“, « Aucune », not „Beide“.
var ofBoth = pairSet("von_beiden der_beiden des_deux de_deux")

// contentWords returns the words of a text (lexed into toks) that can
// pick an option:
// folded, number words as digits ("vier", "quatre", "Siebenen" → "4",
// "4", "7"; "dreimal" → "3", "mal"), a sign kept ("+4", "−2 Punkte",
// "minus 2", "moins deux" → "+4", "-2", "-2", "-2"), ratios as one word
// ("5:1", "5 pour 1" → "5:1"), ranks by their rank ("K", "König", "roi"
// → "#13"), synonyms as the word they stand for ("nix" → "nichts"),
// articles and fillers left out.
func contentWords(text string, toks []Token) []string {
	var out []string
	sign := ""
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == Sep {
			continue
		}
		if i+1 < len(toks) && optionEmpty[t.Fold+" "+toks[i+1].Fold] {
			i++ // « bien sûr », « pourquoi pas »: they colour the answer
			continue
		}
		if i+1 < len(toks) && len(out) > 0 && is(out[len(out)-1], cNone|cNobody) && ofBoth[t.Fold+" "+toks[i+1].Fold] {
			i++ // „keiner von beiden“, « aucune des deux »: none
			continue
		}
		if i+2 < len(toks) && toks[i+1].Kind == Word && ratioWords[toks[i+1].Fold] {
			// "5 zu 1", "fünf zu eins", « cinq contre un »: a ratio
			a, aok := ratioTerm(t, false)
			b, bok := ratioTerm(toks[i+2], true)
			if aok && bok {
				out = append(out, a+":"+b)
				i += 2
				continue
			}
		}
		if t.Kind == Number && !t.Bad {
			// "5:1", "5 : 1": a ratio
			if i+1 < len(toks) && toks[i+1].Kind == Number && strings.TrimSpace(text[t.End:toks[i+1].Start]) == ":" {
				out = append(out, t.Fold+":"+toks[i+1].Fold)
				i++
				continue
			}
			out = append(out, signedDigits(t.Amount, t.Signed, sign))
			sign = ""
			continue
		}
		w := t.Fold
		if n := unchangedAt(toks, i); n > 0 {
			out = append(out, unchanged) // « ne bouge pas »: loosely « sans changement »
			for _, p := range toks[i : i+n] {
				if p.Fold == "nichts" || p.Fold == "rien" {
					out = append(out, p.Fold) // „es ändert sich nichts“ for „Nichts“
				}
			}
			i += n - 1
			continue
		}
		if p, ok := cardPlaces[w]; ok && i+1 < len(toks) && cardWords[toks[i+1].Fold] {
			out = append(out, p) // „erste Karte“: the bank card, loosely
			i++
			continue
		}
		if w == "minus" || w == "moins" {
			sign = "-"
			continue
		}
		if w == "plus" && i+1 < len(toks) && (toks[i+1].Kind == Number || isNumberWord(toks[i+1].Fold)) {
			sign = "+"
			continue
		}
		if optionStop[w] {
			continue
		}
		if n, ok := timesWords[w]; ok {
			out = append(out, strconv.Itoa(n), "mal")
			continue
		}
		if h, ok := halfNumber(w); ok {
			out = append(out, signedDigits(h, false, sign))
			sign = ""
			continue
		}
		if isNumberWord(w) {
			n, _ := numberWord(w)
			out = append(out, signedDigits(engine.Chips(int64(n)), false, sign))
			sign = ""
			continue
		}
		if s, ok := synonyms[w]; ok {
			w = s
		}
		if rk, err := engine.RankWord(w, engine.AnyLanguage); err == nil && !hasDigit(w) {
			w = "#" + strconv.Itoa(int(rk))
		} else if rk, ok := engine.PluralRank(w); ok && !hasDigit(w) && rk > engine.Ten {
			w = "#" + strconv.Itoa(int(rk)) // "Buben", « valets »: as "Bube"
		} else if rk, ok := faceTypo(w); ok {
			w = "#" + strconv.Itoa(int(rk)) // "köing" for „König“
		}
		out = append(out, w)
	}
	return out
}

// faceTypos are the long names of face ranks (folded) that a word one
// typo away stands for (see faceTypo).
var faceTypos = map[string]engine.Rank{"konig": engine.King, "valet": engine.Jack}

// faceTypo reads a word no list knows that is one typo away (a letter
// wrong, missing, added, or two swapped) from „König“ or « valet »:
// „der köing“ for „Der König – er kam zuerst“ was refused.
func faceTypo(w string) (engine.Rank, bool) {
	if classOf(w) != 0 || hasDigit(w) || isNumberWord(w) {
		return engine.NoRank, false
	}
	for name, rk := range faceTypos {
		if w != name && withinOneEdit([]rune(w), []rune(name)) {
			return rk, true
		}
	}
	return engine.NoRank, false
}

// ratioTerm writes one side of a ratio said with a word ("5 zu 1",
// "fünf zu eins", « cinq contre un »): a number, or a number word
// ("eins", "un" as the second side only).
func ratioTerm(t Token, second bool) (string, bool) {
	if t.Kind == Number {
		return t.Fold, !t.Bad && !t.Signed
	}
	n, ok := numberWord(t.Fold)
	if !ok || is(t.Fold, cNone) || !second && is(t.Fold, cOneWeak) {
		return "", false
	}
	return strconv.Itoa(n), true
}

// isNumberWord reports a folded number word that counts ("drei",
// "trois"), not the article "ein"/"un" nor "kein"/"aucun".
func isNumberWord(w string) bool {
	_, ok := numberWord(w)
	return ok && !is(w, cOneWeak) && !is(w, cNone)
}

// signedDigits writes an amount as an option's word: "4", "+4", "-2",
// "1½"; sign is a sign said in words before it ("minus", "moins").
func signedDigits(a engine.Amount, signed bool, sign string) string {
	s := locales.FormatHalves(a.InHalves(), false)
	switch {
	case sign == "-" && a > 0:
		return "\u2212" + s
	case sign == "+" || signed && a > 0:
		return "+" + s
	}
	return s
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

// nearWords reports two words of letters that are one typo apart (a
// letter wrong, missing, added, or two swapped) in words of four letters
// or more, or the same word with up to three more letters at its end
// ("Siebenen"/"Sieben", "entschied" for "entschieden").
func nearWords(a, o string) bool {
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

// participleStem is a German verb without the "ge" of its participle
// and without its ending, so that a participle matches its infinitive
// ("zurückgemischt" for „zurückmischen“, "gemischt" for „mischen“).
func participleStem(w string) string {
	for _, p := range separablePrefixes {
		if rest, ok := strings.CutPrefix(w, p+"ge"); ok && len(rest) >= 4 {
			w = p + rest
			break
		}
	}
	if rest, ok := strings.CutPrefix(w, "ge"); ok && len(rest) >= 5 {
		w = rest
	}
	for _, end := range []string{"en", "et", "t", "e", "n"} {
		if rest, ok := strings.CutSuffix(w, end); ok && len(rest) >= 4 {
			return rest
		}
	}
	return w
}

// separablePrefixes stand before the "ge" of a German participle
// ("zurückgemischt", "ausgeteilt", "angelegt").
var separablePrefixes = []string{fold("zurück"), "ab", "an", "auf", "aus", "ein", "mit", "nach", "vor", "weg", "zu", "weiter", "neu", "hin", "her"}

// synonymGroup gives the words that say the same in an option's text
// one group number each: "er kommt zurück" for „Er geht … an Dan
// zurück“, « elle lui est rendue » for « Elle revient à Dan »,
// « il reste sans changement » for « Il finit sans changement »,
// „weiterspielen“ for „Es wird weitergespielt“ (the second reviews).
var synonymGroup = func() map[string]int {
	groups := []string{
		"kommt geht bekommt kriegt",
		"revient revenir reviennent rendue rendu rendus rendues rend recupere recuperer",
		"finit finissent reste restent termine demeure endet enden bleibt bleiben",
		"tient prend reprend halt ubernimmt",
		"weitergespielt weiterspielen weiterspielt rejoue rejouer rejouent",
		"niemand keiner personne aucun",
		"ersetzen ersetzt ersatz ersatzkarte remplacer remplace remplacement",
		// the bank card loses, the player card wins (pharo.de.txt "Ein
		// Abzug"): „dass die Sieben verliert“ for
		// „Dass die nächste 7 als Bankkarte kommt“
		"bankkarte verliert verlieren perdante perde perd perdre",
		"spielerkarte gewinnt gewinnen gagnante gagne gagner",
		// Pharo 11: „5 zu 1 wäre gerecht“, „fair wär 5:1“ for „Fair wäre
		// 5:1“ (« équitable »)
		"fair gerecht equitable",
		"ware war",
		// Pasur 9: „jeder dreieinhalb“ for „je 3½“ / « 3½ chacun »
		"jeder jede jedes jeden jedem chacun chacune",
	}
	m := map[string]int{}
	for i, g := range groups {
		for _, w := range strings.Fields(g) {
			m[w] = i + 1
		}
	}
	return m
}()

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

// termsMatch reports whether a typed word a stands for an option's word
// o: the same after folding, words of one synonym group (a word that
// could turn a meaning round, see flips, only so or as it is), near words (see
// nearWords), a German participle and its infinitive (participleStem),
// or the same Snowball stem in German or in French ("gecopperten" for
// „gecopperte“, « remélangerait » for « remélanger »). Numbers match
// only exactly, a "+" may be left out ("4" for "+4"; "+4" for "4" is a
// loose match, see looseMatch).
func termsMatch(a, o term) bool {
	switch {
	case a.w == o.w:
		return true
	case a.group != 0 && a.group == o.group:
		return true
	case a.flip != o.flip:
		// a negation or "except" is no other word with a typo or
		// another ending: „nicht“ is not „Nichts“, „außer“ not « aussi »
		return false
	case a.digit || o.digit:
		// "4" for "+4"; "+4" for "4" only loosely (looseMatch)
		return a.w == strings.TrimPrefix(o.w, "+")
	case nearWords(a.w, o.w):
		return true
	case a.part != "" && a.part == o.part:
		return true
	}
	return sameStem(a, o)
}

// covers reports whether every typed word matches a word of the option.
func covers(typed, option []term) bool {
	if len(typed) == 0 || len(option) == 0 {
		return false
	}
	for _, a := range typed {
		if !hasMatch(a, option) {
			return false
		}
	}
	return true
}

// hasMatch reports whether a typed word matches one of an option's words.
func hasMatch(a term, option []term) bool {
	for _, o := range option {
		if termsMatch(a, o) {
			return true
		}
	}
	return false
}

// NumberOption reads a line that is a number ("3", "drei", "-2", "minus
// 2", "+4", "sechsmal", "25 Abzüge") as the option whose head is that
// number: a number means the number, not the option in that place, when
// an option states it ("3" is „3 Mal“ among „4 Mal / 3 Mal / 6 Mal“, and
// « Trois » among « Trois / Six / Deux »). isNumber reports a line that
// is a number; picked is false when no option states it, and err is then
// an ErrBadChoice when the options are all numbers (the number was meant
// as one) or the number is signed (never an option's place).
func NumberOption(l *Line, ctx *Context) (a Choice, isNumber bool, err error) {
	if ctx == nil || ctx.Options.Len() == 0 || l.TooLong() {
		return Choice{}, false, nil
	}
	opts := ctx.Options
	typed := opts.withoutPromptWords(l.terms())
	headWord := func(w term) bool {
		for _, texts := range opts.opts {
			for _, t := range texts {
				if hasMatch(w, t.head) {
					return true
				}
			}
		}
		return false
	}
	num := ""
	for _, tw := range typed {
		switch w := tw.w; {
		case hasDigit(w) && !strings.HasPrefix(w, "#") && !strings.Contains(w, ":"):
			if num != "" {
				return Choice{}, false, nil
			}
			num = w
		case w == "mal" || w == "fois" || is(w, cUnit) || headWord(tw):
			// "3 Mal", "trois donnes", "2 Punkte": the option's own words
		default:
			return Choice{}, false, nil
		}
	}
	if num == "" {
		return Choice{}, false, nil
	}
	numeric := true
	for _, pass := range []func(a, o string) bool{
		func(a, o string) bool { return a == o },
		func(a, o string) bool { return strings.TrimPrefix(a, "+") == strings.TrimPrefix(o, "+") },
	} {
		var fits []int
		for i, texts := range opts.opts {
			hn := ""
			for _, t := range texts {
				h := t.head
				if len(h) == 0 || !hasDigit(h[0].w) || strings.HasPrefix(h[0].w, "#") || strings.Contains(h[0].w, ":") {
					continue
				}
				hn = h[0].w
				if pass(num, hn) {
					fits = append(fits, i)
					break
				}
			}
			if hn == "" {
				numeric = false
			}
		}
		if len(fits) == 1 {
			return Choice{Choices: fits, ByText: true}, true, nil
		}
		if len(fits) > 1 {
			return Choice{}, true, ambiguous(l.Text, fits)
		}
	}
	if numeric || strings.HasPrefix(num, "+") || strings.HasPrefix(num, "-") {
		return Choice{}, true, &Error{Reason: ErrBadChoice, Token: l.Text, End: len(l.Text)}
	}
	return Choice{}, true, nil
}

// HeadOption reports the one option whose head has every word of the line
// ("zurück" for „Dan bekommt sie zurück“): a line that is also a command
// is then the answer (see docs/tutor.md, "Commands").
func HeadOption(l *Line, ctx *Context) (int, bool) {
	if ctx == nil || l.TooLong() {
		return 0, false
	}
	typed := l.terms()
	if len(typed) == 0 {
		return 0, false
	}
	found := -1
	for i, texts := range ctx.Options.list() {
		for _, t := range texts {
			if covers(typed, t.head) {
				if found >= 0 && found != i {
					return 0, false
				}
				found = i
				break
			}
		}
	}
	return found, found >= 0
}
