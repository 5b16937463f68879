package input

import "strings"

// yesNo reads ja/nein, oui/non and their common variants; "stimmt nicht"
// and "c'est pas vrai" say no. Without a yes or no word first, the
// predicate answers: "erlaubt", "geht", "c'est un sur", "possible" say
// yes, "verboten", "interdit" no, and a negation anywhere ("geht nicht",
// "kein Sur", "ne compte pas", "nicht verboten") turns it round.
//
// Only the answer's own clause counts: a reason after "weil", "car" or a
// comma is left out ("bien sûr que non, 1 est impair"), and so are
// phrases that answer nothing ("pourquoi pas", "warum nicht"). A yes
// word followed by a no word is no ("bien sûr que non", "natürlich
// nicht"). A non-answer ("weiß nicht", "je ne sais pas", "vielleicht",
// "ja oder nein" typed back) and a word that could turn the meaning
// round ("außer", "sauf", "aber") are never read as yes or no: the line
// is refused, so that the learner is asked again.
func (r *reader) yesNo() (YesNo, error) {
	r.toks = unstretched(r.toks)
	all := r.words()
	if len(all) == 0 {
		return YesNo{}, r.all(ErrEmpty)
	}
	ws := withoutHedgeLead(yesNoClause(r.toks))
	if len(ws) == 0 {
		ws = all
	}
	if c := concluded(r.toks); c != nil && !anyAnswerWord(ws) {
		ws = c // „der Bube ist doch tot, also nein“: the answer comes last
	}
	for i, w := range all {
		if exceptTerms[w.Fold] && inStatedRule(r.toks, w) {
			continue // „darf er, der Bube nimmt alles außer K und D“: the rule, not a hedge
		}
		if unsureWords[w.Fold] || i+1 < len(all) && unsurePairs[w.Fold+" "+all[i+1].Fold] {
			return YesNo{}, errTok(ErrNotYesNo, w)
		}
	}
	if alternative(ws) {
		return YesNo{}, r.all(ErrNotYesNo)
	}
	if answersTwice(r.toks) {
		return YesNo{}, r.all(ErrBothWays)
	}
	if yesPhrase(ws) {
		return YesNo{Yes: true}, nil // « tout à fait », « c'est ça », „ganz genau“
	}
	first := ws[0].Fold
	verdict, neg, laterNo := 0, false, false
	for i, w := range ws {
		switch {
		case is(w.Fold, cNot) || is(w.Fold, cNo):
			neg = true
			laterNo = laterNo || i > 0
		case is(w.Fold, cForbid) && verdict == 0:
			verdict = -1
		case is(w.Fold, cPermit) && verdict == 0 && i > 0:
			verdict = 1
		}
	}
	switch {
	case is(first, cNo):
		return YesNo{Yes: false}, nil
	case is(first, cYes) && (verdict == 0 || !laterNo):
		return YesNo{Yes: !laterNo}, nil
	case verdict == 0 && is(first, cPermit) && !laterNo:
		return YesNo{Yes: true}, nil // "possible", "erlaubt"
	case verdict == 0 && neg:
		// "auf keinen Fall", "pas du tout", "überhaupt nicht"
		return YesNo{Yes: false}, nil
	case verdict == 0 && is(first, cPermit):
		return YesNo{Yes: false}, nil // "erlaubt nicht"
	case verdict == 0:
		return YesNo{}, errTok(ErrNotYesNo, ws[0])
	}
	return YesNo{Yes: (verdict > 0) != neg}, nil
}

// yesNoClause are the words of a yes/no answer's own clause: up to a
// comma or a word that gives a reason ("weil", "car", "parce que"),
// without the phrases that answer nothing ("pourquoi pas").
func yesNoClause(toks []Token) []Token {
	var out []Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == Sep && (t.Text == "," || t.Text == ";") && len(out) > 0 {
			break
		}
		if reasonWords[t.Fold] && len(out) > 0 {
			break
		}
		if t.Kind == Sep {
			continue
		}
		if i+2 < len(toks) && emptyPairs[t.Fold+" "+toks[i+2].Fold] && toks[i+1].Kind == Sep {
			i += 2
			continue
		}
		if i+1 < len(toks) && emptyPairs[t.Fold+" "+toks[i+1].Fold] {
			i++
			continue
		}
		out = append(out, t)
	}
	return out
}

// alternative reports whether the words put yes and no side by side as
// an alternative ("ja oder nein", "oui ou non"): the question typed back.
func alternative(ws []Token) bool {
	for i := 1; i+1 < len(ws); i++ {
		if !orWords[ws[i].Fold] {
			continue
		}
		a, b := ws[i-1].Fold, ws[i+1].Fold
		if is(a, cYes|cNo|cPermit|cForbid) && is(b, cYes|cNo|cPermit|cForbid|cNot) {
			return true
		}
	}
	return false
}

// answersTwice reports a line that answers both ways, one answer
// correcting the other ("non... enfin si", "ja, äh, nein", "oui, non"):
// which one is meant is the learner's to say, so the line is asked again.
// An answer word counts where an answer stands: first in the line, first
// after a comma or "und"/"et", after a word that sums up („…, also nein“:
// „ja, also nein“ is asked again, never yes) or after a word that corrects ("enfin",
// "plutôt", "äh"); "ja" inside a clause ("die Dame zählt ja nicht") is a
// particle, not an answer. What follows a reason word ("weil", "car") is
// left out, as are the phrases that answer nothing ("pourquoi non").
func answersTwice(toks []Token) bool {
	yes, no := false, false
	at := true // an answer may stand here
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == Sep {
			at = true
			continue
		}
		if reasonWords[t.Fold] {
			break
		}
		if i+1 < len(toks) && emptyPairs[t.Fold+" "+toks[i+1].Fold] {
			i++
			continue
		}
		if at {
			yes = yes || bareYes[t.Fold]
			no = no || bareNo[t.Fold]
		}
		at = correctingWords[t.Fold] || summingUp[t.Fold]
	}
	return yes && no
}

// bareYes and bareNo are the words that are an answer by themselves (not
// "natürlich" or "bien sûr", which strengthen the answer that follows:
// "bien sûr que non" is no).
var (
	bareYes = wordSet("ja jawohl jep jo doch oui ouais si yes")
	bareNo  = wordSet("nein nee nö nien non nan nn no nope")
)

// correctingWords introduce a correction of what was just said.
var correctingWords = wordSet("enfin plutôt plutot pardon äh ähm öh oh ah ach sorry nee nein non oder ou")

// yesPhrase reports words that begin with a phrase of agreement whose
// words say no yes alone: « tout à fait », « c'est ça », „ganz genau“,
// „so ist es“.
func yesPhrase(ws []Token) bool {
	for n := 3; n >= 2; n-- {
		if len(ws) < n {
			continue
		}
		var b strings.Builder
		for i, w := range ws[:n] {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(w.Fold)
		}
		if yesPhrases[b.String()] && (len(ws) == n || !is(ws[n].Fold, cNot|cNo)) {
			return true
		}
	}
	return false
}

// yesPhrases are the phrases yesPhrase knows, folded.
var yesPhrases = wordSet("")

func init() {
	for _, p := range []string{"tout à fait", "c'est ça", "c est ça", "cest ça", "oui c'est ça", "ganz genau", "so ist es", "genau so", "das stimmt", "c'est exact", "c'est juste"} {
		yesPhrases[foldWords(p)] = true
	}
}

// withoutHedgeLead drops the words before a yes or no that only hedge
// it: « je pense que oui », « je crois que non », „ich glaube ja“, „ich
// denke nein“ are yes and no (they were refused).
func withoutHedgeLead(ws []Token) []Token {
	i := 0
	for i < len(ws) && hedgeLead[ws[i].Fold] {
		i++
	}
	if i > 0 && i == len(ws)-1 && ws[i].Fold == "schon" {
		return []Token{{Kind: Word, Text: ws[i].Text, Fold: "ja", Start: ws[i].Start, End: ws[i].End}} // „ich glaub schon“
	}
	if i == 0 || i == len(ws) || !is(ws[i].Fold, cYes|cNo) {
		return ws
	}
	return ws[i:]
}

// concluded returns the answer a line gives last, after a word that
// sums up: „…, also nein“, « …, donc oui »; nil when there is none.
func concluded(toks []Token) []Token {
	for i := len(toks) - 2; i >= 0; i-- {
		if toks[i].Kind == Word && summingUp[toks[i].Fold] {
			rest := toks[i+1:]
			if len(rest) > 0 && rest[0].Kind == Word && is(rest[0].Fold, cYes|cNo) {
				return rest
			}
			return nil
		}
	}
	return nil
}

// anyAnswerWord reports words with a yes, a no or a predicate that
// answers: first in the clause, or anywhere for a predicate.
func anyAnswerWord(ws []Token) bool {
	for i, w := range ws {
		if i == 0 && is(w.Fold, cYes|cNo) || is(w.Fold, cPermit|cForbid|cNot) {
			return true // a yes or no inside a clause is a particle („doch“)
		}
	}
	return false
}

// hedgeLead are the words of a hedge before a yes or no.
var hedgeLead = wordSet("ben bah bon eh euh na tja äh ähm ah oh ach je j' pense crois dirais suppose que qu' ich glaube glaub denke würde wurde sagen mal")

// orWords join an alternative.
var orWords = wordSet("oder ou or bzw beziehungsweise")

// emptyPairs are two words that answer nothing: "pourquoi pas" after a
// yes is still that yes.
var emptyPairs = pairSet("pourquoi_pas pourquoi_non warum_nicht wieso_nicht weshalb_nicht why_not")

// unsureWords say that the learner does not know, or could turn the
// meaning round in a way the reader cannot follow: asked again, never
// judged.
var unsureWords = wordSet("vielleicht eventuell möglicherweise moglicherweise womöglich vermutlich wahrscheinlich weiß weiss weis unsicher außer ausser ausgenommen jein peut-être peut-etre peutetre sais sait idée idee dépend depend sauf excepté excepte hormis probablement maybe perhaps except unless sometimes manchmal parfois")

// unsurePairs are two words that say the learner does not know.
var unsurePairs = pairSet("keine_ahnung kommt_drauf kommt_darauf aucune_idee ca_depend peut_etre weiss_nicht")

// pairSet is a set of two-word phrases, written with "_" between the
// words and kept folded as "a b".
func pairSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, p := range strings.Fields(s) {
		a, b, _ := strings.Cut(p, "_")
		out[fold(a)+" "+fold(b)] = true
	}
	return out
}

// stretchedYesNo are the yes and no words a learner draws out by
// repeating a letter: „jaa“, « ouiii », „neiin“, « nonn ».
var stretchedYesNo = wordSet("ja jo oui nein non")

// unstretched returns toks with each drawn-out yes or no word („jaa“,
// « ouii ») read as the word itself; toks is not changed.
func unstretched(toks []Token) []Token {
	var out []Token
	for i, t := range toks {
		if t.Kind != Word || len(t.Fold) < 3 {
			continue
		}
		var b []rune
		for _, c := range t.Fold {
			if len(b) == 0 || b[len(b)-1] != c {
				b = append(b, c)
			}
		}
		w := string(b)
		if w == t.Fold || !stretchedYesNo[w] {
			continue
		}
		if out == nil {
			out = append([]Token(nil), toks...)
		}
		out[i].Fold = w
	}
	if out == nil {
		return toks
	}
	return out
}

// exceptTerms say "except": „außer“, « sauf ».
var exceptTerms = wordSet("außer ausser ausgenommen sauf excepté excepte hormis except")

// inStatedRule reports an "except" word w inside a clause after a comma
// that states a rule of its own: a verb of a move or a finite verb
// stands before it there („…, der Bube nimmt alles außer K und D“,
// « …, le valet prend tout sauf les rois »). An "except" that opens its
// clause („ja, außer …“) hedges the answer and is not one.
func inStatedRule(toks []Token, w Token) bool {
	start := -1
	for i, t := range toks {
		if t.Kind == Sep && strings.TrimSpace(t.Text) == "," {
			start = i + 1
		}
		if t.Start == w.Start {
			break
		}
	}
	if start < 0 {
		return false
	}
	before := 0
	verb := false
	for _, t := range toks[start:] {
		if t.Start >= w.Start {
			break
		}
		if t.Kind != Word {
			continue
		}
		before++
		verb = verb || is(t.Fold, cTake|cPlay|cLay) || finiteVerbs[t.Fold]
	}
	return verb && before >= 2
}
