package input

import "strings"

// causeOpeners begin a phrase that names what a part is due to: „wegen
// dem Doublet“, « à cause du 4 », « grâce au 5 », „dank der Dame“.
var causeOpeners = wordSet("wegen dank cause grâce grace")

// causeLinks stand between an opener and the card or the thing it names:
// articles, « de », « du », « au », « à », a possessive.
var causeLinks = wordSet("der die den dem des das le la les l' de d' du au aux à a son sa ses sein seine seinem seiner seinen ihr ihre ihrem ihrer")

// withoutCauses drops the phrases that say what a part is due to, a card
// or a thing named by an article: „Jules verliert einen wegen dem
// Doublet“, « Anna perd 8 à cause du 4 ». Such a phrase names no player
// and no bank and holds no signed figure; it carries nothing of the
// answer (the 4 there is a card, never an amount). The « à » or « a »
// before « cause » goes with it.
func (r *reader) withoutCauses(toks []Token) []Token {
	out := make([]Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != Word || !causeOpeners[t.Fold] {
			out = append(out, t)
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].Kind == Word && causeLinks[toks[j].Fold] {
			j++
		}
		if j == i+1 && t.Fold != "wegen" && t.Fold != "dank" || j >= len(toks) || !r.causeObject(toks[j]) {
			out = append(out, t)
			continue
		}
		if t.Fold == "cause" && len(out) > 0 && (out[len(out)-1].Fold == "à" || out[len(out)-1].Fold == "a") {
			out = out[:len(out)-1]
		}
		i = j
	}
	return out
}

// causeObject reports a token a cause phrase may end on: a rank, a card
// word or a thing, never a player, the bank, a signed or bad figure or a
// unit („wegen 2 Chips“ may be the amount).
func (r *reader) causeObject(t Token) bool {
	switch {
	case t.Kind == Number:
		return !t.Signed && !t.Bad
	case t.Kind != Word:
		return false
	}
	return !(r.isPlayer(t) && len(t.Fold) > 1) && !is(t.Fold, cBank|cUnit|cWin|cLose) && !pronouns[t.Fold]
}

// sentenceSeps puts a separator where a full stop ends a sentence
// between two tokens: „… wegen dem Doublet. Sophie also +1“ are two
// parts, as with a comma (a point inside a figure is the figure's own).
func (r *reader) sentenceSeps(toks []Token) []Token {
	out := make([]Token, 0, len(toks))
	for i, t := range toks {
		if i > 0 && toks[i-1].Kind != Sep && t.Kind != Sep && toks[i-1].End <= t.Start && strings.Contains(r.line[toks[i-1].End:t.Start], ".") {
			at := toks[i-1].End + strings.IndexByte(r.line[toks[i-1].End:t.Start], '.')
			out = append(out, Token{Kind: Sep, Text: ".", Fold: ".", Start: at, End: at + 1})
		}
		out = append(out, t)
	}
	return out
}
