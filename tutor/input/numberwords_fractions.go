package input

import (
	"strings"

	"croupier/engine"
)

// German numbers with a half in one word: "viereinhalb" (4½),
// "dreieinhalb", "zehneinhalb", "einundzwanzigeinhalb". Lex reads each as
// a Number token, as it reads "4½", so that every reader of amounts takes
// it, and so a number in words with "et demi" after it (« trois et demi
// »); "eineinhalb" and "anderthalb" (1½) stay the words of halfWords, "1
// et demi" the figure and the "et demi" after it (andHalf).

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

// joinHalves makes the numbers with a half in ts Number tokens: the
// German ones in one word, and a number in words followed by "et demi" /
// "und ein halb" (« trois et demi », « deux et demie », "vier und ein
// halb"), so that an option's „3½“ is picked by « trois et demi ».
//
// The tokens are rewritten in place: a joined token is written no later
// than the first of its tokens, after all of them are read.
func joinHalves(line string, ts []Token) []Token {
	out := ts[:0]
	for i := 0; i < len(ts); i++ {
		t := ts[i]
		if t.Kind == Word && strings.HasSuffix(t.Fold, halfSuffix) {
			if a, ok := halfNumber(t.Fold); ok {
				t.Kind, t.Amount = Number, a
			}
		}
		if n := andHalf(ts, i+1); n > 0 && wholeInWords(t) {
			last := ts[i+1+n]
			a := engine.Chips(int64(t.Amount.WholePart())) + engine.Halves(1)
			if t.Kind == Word {
				v, _ := numberWord(t.Fold)
				a = engine.Chips(int64(v)) + engine.Halves(1)
			}
			t = Token{Kind: Number, Text: line[t.Start:last.End], Fold: strings.TrimSpace(foldedText(line[:last.End], ts[i:i+2+n])),
				Start: t.Start, End: last.End, Amount: a}
			i += 1 + n
		}
		out = append(out, t)
	}
	return out
}

// wholeInWords reports a whole number written out, from 1 ("un", "drei",
// "vingt et un"), that "et demi" may follow.
func wholeInWords(t Token) bool {
	switch t.Kind {
	case Word:
		n, ok := numberWord(t.Fold)
		return ok && n >= 1 && !is(t.Fold, cNone)
	case Number:
		// a number of 14 or more in words (joinNumbers)
		return !t.Signed && !t.Bad && t.Amount.Whole() && t.Amount > 0 && strings.IndexFunc(t.Text, func(r rune) bool { return r >= '0' && r <= '9' }) < 0
	}
	return false
}
