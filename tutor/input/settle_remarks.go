package input

import "strings"

// remarkDeterminers stand before a rank in a remark as an article does:
// « son 8 est pas sorti », „sein Achter ist noch drin“.
var remarkDeterminers = wordSet("son sa ses sein seine seinen ihr ihre ihren")

// settlementBeforeRemark reads a settlement whose last parts, after a
// comma, a semicolon or a full stop, only say why: „rien pour Jan, son 8
// est pas sorti“, « il se passe rien pour Dan, le 6 perd mais le 5
// gagne », „nichts für Dan. Die 3 verliert“. The remark may speak of
// cards, never of a player or the bank, and holds no amount; the answer
// before it must read on its own. ok is false for any other line.
func (r *reader) settlementBeforeRemark() (Settlement, bool) {
	ts := r.toks
	for k := len(ts) - 1; k > 0; k-- {
		var head, remark []Token
		switch {
		case ts[k].Kind == Sep && (ts[k].Text == "," || ts[k].Text == ";"):
			head, remark = ts[:k], ts[k+1:]
		case strings.Contains(r.line[ts[k-1].End:ts[k].Start], "."):
			head, remark = ts[:k], ts[k:]
		default:
			continue
		}
		if !r.cardRemark(remark, false) {
			return Settlement{}, false
		}
		hr := reader{line: r.line, toks: trimSeps(head), ctx: r.ctx}
		if a, err := hr.settlement(); err == nil {
			return a, true
		}
	}
	return Settlement{}, false
}

// cardRemark reports words that name no player and no bank, whose every
// number is a card's rank (after an article or « son »), with no sign
// and no word that could turn a figure round („außer“, « sauf »); „aber“,
// « mais » only weigh one card against another there. Before a colon
// (opening, a colon announces the answer) a word of nothing or of
// summing up is of the cards: « c'est égal donc pas plus haut : … »
// (not as the remark's first word: „nichts: Dan -2“ says two things).
func (r *reader) cardRemark(toks []Token, beforeColon bool) bool {
	if len(toks) == 0 {
		return false
	}
	for i, u := range toks {
		_, numWord := numberWord(u.Fold)
		switch {
		case u.Kind == Sep:
		case u.Kind == Number && (u.Signed || u.Bad):
			return false
		case u.Kind == Number || numWord:
			if i == 0 || !articleWords[toks[i-1].Fold] && !remarkDeterminers[toks[i-1].Fold] {
				return false
			}
		case (!beforeColon || i == 0) && (is(u.Fold, cZero|cNone|cNobody) || restateWords[u.Fold] || balanceStays[u.Fold]):
			return false // „…, also nix“, „…, Otto bleibt“: more of the answer
		case u.Start > 0 && startsUpper(u.Text) && !commonNouns[u.Fold]:
			return false // „Otto“: somebody meant
		case r.isPlayer(u) && len(u.Fold) > 1 || is(u.Fold, cBank) || keepWords[u.Fold] && u.Fold != "mais" && u.Fold != "aber" || roughWords[u.Fold] || pronouns[u.Fold] || is(u.Fold, cEach|cOthers|cEvery):
			return false
		}
	}
	return true
}

// withoutImpersonal drops the words that open « il (ne) se passe rien
// pour Dan », « il n'y a rien pour Dan »: « il » there is nobody, the
// answer is « rien pour Dan ».
func withoutImpersonal(ts []Token) []Token {
	if len(ts) < 3 || ts[0].Fold != "il" {
		return ts
	}
	i := 1
	if ts[i].Fold == "ne" || ts[i].Fold == "n'" {
		i++
	}
	switch {
	case i+1 < len(ts) && ts[i].Fold == "se" && (ts[i+1].Fold == "passe" || ts[i+1].Fold == "passera"):
		return ts[i+2:]
	case i+1 < len(ts) && ts[i].Fold == "y" && ts[i+1].Fold == "a":
		return ts[i+2:]
	}
	return ts
}

// partSaysNothing reports that the last part of head, after its last
// comma, reads on its own as nothing for the one player it names: the
// „donc rien“ after it says that part again, not the whole line's sum
// (« Dan gagne cinq, Anna a rien misé donc rien »). The restating word
// at must follow that part with no comma between („Dan +5, Anna 0, also
// nix“ may sum the line up, and is asked).
func (r *reader) partSaysNothing(head []Token, at Token) bool {
	if len(head) == 0 || head[len(head)-1].End > at.Start || r.line[head[len(head)-1].End:at.Start] != strings.Repeat(" ", at.Start-head[len(head)-1].End) {
		return false
	}
	k := len(head) - 1
	for k >= 0 && (head[k].Kind != Sep || head[k].Text != ",") {
		k--
	}
	if k < 0 {
		return false
	}
	tr := reader{line: r.line, toks: head[k+1:], ctx: r.ctx}
	a, err := tr.settlement()
	if err != nil || len(a.Deltas) != 1 || a.Deltas[0].Amount != 0 || a.Deltas[0].Bank {
		return false
	}
	return a.Deltas[0].Said != ""
}

// softeners open an answer of nothing and change nothing in it:
// „eigentlich gar nichts“, « en fait rien ».
var softeners = wordSet("eigentlich also naja tja en fait bon ben")

// noBetAfter reports a negation at i that says a player has no bet: a
// word for a stake right after it, or after one word („keinen
// Pronostic“, „kein Einsatz“, « plus de mise », « pas de pari »).
func noBetAfter(toks []Token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+2; j++ {
		if toks[j].Kind == Word && stakeNouns[toks[j].Fold] {
			return true
		}
	}
	return false
}

// settlementAfterRemark reads a settlement that a remark about cards
// opens, up to a comma, a semicolon, a colon or a full stop: „ach so,
// die 7 ist ja diesmal Bankkarte. Dan verliert seine 5“, « c'est égal
// donc pas plus haut : Dan -2 et la banque +2 », „die 3 verliert und der
// Bube gewinnt, also nichts für Dan“. The remark is held to what
// cardRemark allows; the answer after it must read on its own.
func (r *reader) settlementAfterRemark() (Settlement, bool) {
	ts := r.toks
	for k := 1; k < len(ts); k++ {
		var remark, rest []Token
		colon := false
		switch {
		case ts[k].Kind == Sep && (ts[k].Text == "," || ts[k].Text == ";"):
			remark, rest = ts[:k], ts[k+1:]
		case strings.ContainsAny(r.line[ts[k-1].End:ts[k].Start], ".:"):
			remark, rest = ts[:k], ts[k:]
			colon = strings.Contains(r.line[ts[k-1].End:ts[k].Start], ":")
		default:
			continue
		}
		if !r.cardRemark(remark, colon) {
			return Settlement{}, false
		}
		rest = trimSeps(rest)
		if len(rest) > 0 && restateWords[rest[0].Fold] {
			rest = rest[1:] // „…, also nichts für Dan“
		}
		if len(rest) == 0 {
			return Settlement{}, false
		}
		hr := reader{line: r.line, toks: rest, ctx: r.ctx}
		if a, err := hr.settlement(); err == nil {
			return a, true
		}
	}
	return Settlement{}, false
}
