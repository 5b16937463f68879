package input

import "croupier/engine"

// Remarks around a Pasur score that carry no figure of it.

// scoreRemark reports words after a separator, once a score has been
// read, that only remark on it: no figure, no category, no negation and
// no yes or no can change what was said („…, total 4, il ramasse le
// tapis à la fin“), or „der Rest“ / « le reste » said to count nothing
// („einen Punkt fürs Ass, der Rest ist nix wert“).
func (r *reader) scoreRemark(ws []Token, ans Score) bool {
	if len(ws) == 0 {
		return false
	}
	if restWords[ws[0].Fold] || len(ws) > 1 && is(ws[0].Fold, cArticle) && restWords[ws[1].Fold] {
		return restWorthless(ws) || r.restTaken(ws)
	}
	if _, ok := ans.Score[ScoreTotal]; !ok {
		return false // the total not said yet: what follows may be it
	}
	for i, t := range ws {
		if faceless(t) || isNumberWord(t.Fold) && i+1 < len(ws) && faceless(ws[i+1]) {
			continue // « elle a que les deux rois »: cards that score nothing
		}
		switch {
		case t.Kind != Word:
			return false
		case is(t.Fold, cNot|cZero|cNone) || noneCards[t.Fold] || is(t.Fold, cYes|cNo):
			return false
		case isNumberWord(t.Fold) || ScoreCategory(t.Fold) != "" || r.isPlayerName(t):
			return false
		}
		if _, n := scoreCardAt(ws, i); n > 0 {
			return false
		}
	}
	return true
}

// faceless reports a king or a queen named, which never score
// (pasur.de.txt "Punktewertung").
func faceless(t Token) bool {
	rk, ok := rankOf(t, true)
	return ok && t.Kind == Word && (rk == engine.King || rk == engine.Queen)
}

// restWords name the rest of a pile: „der Rest ist nix wert“.
var restWords = wordSet("rest reste restliche")

// restWorthless reports "the rest" said to count nothing: „der Rest ist
// nix wert“, „der Rest zählt nicht“, « le reste ne vaut rien », and
// nothing else (no figure but the nothing, no category).
func restWorthless(ws []Token) bool {
	nothing := false
	for _, t := range ws {
		switch {
		case t.Kind != Word:
			return false
		case is(t.Fold, cZero|cNone) || noneCards[t.Fold] || is(t.Fold, cNot):
			nothing = true
		case isNumberWord(t.Fold) || ScoreCategory(t.Fold) != "":
			return false
		}
	}
	return nothing
}

// restTaken reports "the rest" said to go to another player: „den Rest
// kriegt Dan“, « le reste va à Dan »; nothing else in it (no figure, no
// category, no negation).
func (r *reader) restTaken(ws []Token) bool {
	taker, verb := false, false
	for _, t := range ws {
		switch {
		case t.Kind != Word:
			return false
		case r.isPlayerName(t):
			taker = true
		case takeVerbs[t.Fold] || is(t.Fold, cTake) || t.Fold == "va" || t.Fold == "geht":
			verb = true
		case is(t.Fold, cNot|cZero|cNone) || isNumberWord(t.Fold) || ScoreCategory(t.Fold) != "":
			return false
		}
	}
	return taker && verb
}

// forgetWords say that a card was forgotten in the answer before, so the
// total after them is the new answer: « j'oubliais l'as », „hab das Ass
// vergessen“.
var forgetWords = wordSet("oubliais oublié oublie oubliée j'oubliais j'ai vergessen vergass vergaß vergesse")

// forgotten reports a forget word among ts.
func forgotten(ts []Token) bool {
	for _, t := range ts {
		if t.Kind == Word && forgetWords[t.Fold] && t.Fold != "j'ai" {
			return true
		}
	}
	return false
}
