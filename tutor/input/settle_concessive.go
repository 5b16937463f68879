package input

// concessiveWords begin, before „wenn“ or « si », a condition that
// holds and changes nothing: „auch wenn gecoppert“, « même si elle est
// cuivrée » (pharo.de.txt „Doublet“, pharaon.fr.txt « 04 / Décompte »:
// a doublet takes half, coppered or not).
var concessiveWords = wordSet("auch selbst sogar même meme")

// withoutConcession returns the tokens before a concessive clause that
// names no player after it: the clause is a remark on the answer
// before it, no condition that could turn it round. ok is false when
// the line has none.
func (r *reader) withoutConcession() (head []Token, ok bool) {
	ts := r.toks
	for i := 1; i+1 < len(ts); i++ {
		if ts[i].Kind != Word || !concessiveWords[ts[i].Fold] || ts[i+1].Fold != "wenn" && ts[i+1].Fold != "si" {
			continue
		}
		for _, t := range ts[i+2:] {
			if t.Kind == Word && len(t.Fold) > 1 && r.isPlayer(t) {
				return nil, false
			}
		}
		return trimSeps(ts[:i]), true
	}
	return nil, false
}

// hedges close an answer with a doubt about one's own reckoning and say
// nothing of it: « …, si je compte bien », „…, wenn ich richtig
// rechne“. Only whole, at the line's end (« si » elsewhere may be a
// condition that turns the figures round).
var hedges = [][]string{
	{"si", "je", "compte", "bien"},
	{"si", "j'ai", "bien", "compte"},
	{"si", "je", "ne", "me", "trompe", "pas"},
	{"si", "je", "me", "trompe", "pas"},
	{"sauf", "erreur"},
	{"wenn", "ich", "richtig", "rechne"},
	{"wenn", "ich", "richtig", "gerechnet", "habe"},
	{"wenn", "ich", "mich", "nicht", "irre"},
	{"wenn", "ich", "mich", "nicht", "verrechnet", "habe"},
}

// withoutHedge returns the tokens without a hedge at their end (hedges).
func withoutHedge(ts []Token) []Token {
	for _, h := range hedges {
		if len(ts) <= len(h) {
			continue
		}
		tail := ts[len(ts)-len(h):]
		same := true
		for k, w := range h {
			if tail[k].Fold != w {
				same = false
				break
			}
		}
		if same {
			return trimSeps(ts[:len(ts)-len(h)])
		}
	}
	return ts
}
