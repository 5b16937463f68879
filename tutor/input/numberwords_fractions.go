package input

import (
	"strings"

	"croupier/engine"
)

// German numbers with a half in one word: "viereinhalb" (4½),
// "dreieinhalb", "zehneinhalb", "einundzwanzigeinhalb". Lex reads each as
// a Number token, as it reads "4½", so that every reader of amounts takes
// it; "eineinhalb" and "anderthalb" (1½) stay the words of halfWords,
// « trois et demi » the number and the "et demi" after it (andHalf).

// halfSuffix ends a German number with a half.
const halfSuffix = "einhalb"

// halfNumber reads a folded word of a whole number and "einhalb": its
// value in halves.
func halfNumber(w string) (engine.Amount, bool) {
	whole, ok := strings.CutSuffix(w, halfSuffix)
	if !ok || whole == "" || whole == "ein" {
		return 0, false
	}
	n, ok := numberWord(whole)
	if !ok || n < 1 || is(whole, cNone) {
		return 0, false
	}
	return engine.Halves(int64(2*n + 1)), true
}

// joinHalves makes the German numbers with a half in ts Number tokens.
func joinHalves(ts []Token) []Token {
	for i, t := range ts {
		if t.Kind != Word || !strings.HasSuffix(t.Fold, halfSuffix) {
			continue
		}
		if a, ok := halfNumber(t.Fold); ok {
			ts[i].Kind, ts[i].Amount = Number, a
		}
	}
	return ts
}
