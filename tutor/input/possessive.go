package input

import "strings"

// possessiveOf returns the player a folded word names with a German
// genitive "s" ("docs 2 Chips" for Doc's two chips, "Annas Einsatz"):
// the word less its final "s" is a player's name exactly, and the word
// itself is nobody's. ok is false otherwise.
func (r *reader) possessiveOf(w string) (string, bool) {
	base, ok := strings.CutSuffix(w, "s")
	if !ok || len(base) < 2 {
		return "", false
	}
	found := ""
	for _, p := range r.ctx.Players {
		switch r.ctx.fold(p) {
		case w:
			return "", false // a name that ends in "s" is itself
		case base:
			found = p
		}
	}
	return found, found != ""
}

// nameBeforeFigure reports whether token i of toks is a word that stands
// where a name stands before an amount: first on the line, followed right
// away by a signed number or by a colon and a number ("Otto +14", "Otto:
// 14"), a word no list of the reader knows and no player's name. A
// settlement, an amount or a score then asks who that is, rather than
// passing the word over.
func (r *reader) nameBeforeFigure(toks []Token, i int) bool {
	if i != 0 || i+1 >= len(toks) || len(r.ctx.Players) == 0 {
		return false
	}
	t, next := toks[i], toks[i+1]
	if t.Kind != Word || next.Kind != Number || hasDigit(t.Fold) || classOf(t.Fold) != 0 || r.isPlayer(t) {
		return false
	}
	if _, ok := numberWord(t.Fold); ok || ScoreCategory(t.Fold) != "" || reasonWords[t.Fold] || restateWords[t.Fold] || approxWords[t.Fold] {
		return false
	}
	for _, c := range t.Text {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c > 127 && c != '’') {
			return false
		}
	}
	colon := strings.TrimSpace(r.line[t.End:next.Start]) == ":"
	return next.Signed || colon
}

// unknownName is the question back for a word in a name's place: who is
// it? The players at the table are the choices.
func (r *reader) unknownName(t Token) *Error {
	e := errTok(ErrUnknownPlayer, t)
	e.Choices = append([]string(nil), r.ctx.Players...)
	return e
}
