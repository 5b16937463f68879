package input

import (
	"strings"

	"croupier/engine"
)

// amountReckoned reads an amount said first and reckoned after a comma:
// „hundert, 96 plus den Gewinn von 4“, „minus vier, sie zahlt sechs an
// Doc und kriegt zwei von Dan“. The figures after the comma must come to
// the amount, each added or taken away: they say how it is reckoned,
// and a line whose reckoning comes to another figure stays refused. The
// reckoning may stand in parentheses: « elle perd 4 (elle paie 6 à Doc et
// prend 2 à Dan) ». ok is false for any other line.
func (r *reader) amountReckoned() (Amount, bool) {
	head, rest := r.splitReckoning()
	if len(head) == 0 || len(rest) == 0 {
		return Amount{}, false
	}
	hr := reader{line: r.line, toks: head, ctx: r.ctx}
	p, err := hr.amountParts()
	if err != nil {
		return Amount{}, false
	}
	a, err := hr.amountValue(p)
	if err != nil {
		return Amount{}, false
	}
	var figures []engine.Amount
	for _, t := range rest {
		n, word := numberWord(t.Fold)
		switch {
		case t.Kind == Sep:
		case t.Kind == Number && !t.Bad:
			figures = append(figures, t.Amount.Abs())
		case t.Kind == Number:
			return Amount{}, false
		case word && t.Kind == Word && !cardNumberForm(t.Fold) && !is(t.Fold, cOneWeak|cNone):
			figures = append(figures, engine.Chips(int64(n)))
		}
	}
	if x, y, ok := r.oddsOnly(rest); ok {
		// „zwei Chips Gewinn, Cat-hop zahlt ja 2 zu 1“: the odds the
		// amount is paid at; it must be a whole multiple of them
		w := a.Amount.Abs().InHalves()
		return a, x > 0 && y > 0 && w > 0 && w*y%(2*x) == 0
	}
	if len(figures) < 2 || len(figures) > 4 {
		return Amount{}, false // one figure after the comma is a second answer, no reckoning
	}
	if !comesTo(figures, a.Amount) {
		return Amount{}, false
	}
	return a, true
}

// oddsMarks stand between the two figures of odds: „2 zu 1“, « 2 contre
// 1 », « 2 pour 1 ».
var oddsMarks = wordSet("zu gegen contre pour")

// oddsOnly reports a reckoning whose only figures are odds, „X zu Y“, «
// X contre Y », and that names no player or bank: x and y are the odds.
func (r *reader) oddsOnly(rest []Token) (x, y int64, ok bool) {
	found := false
	for k, t := range rest {
		switch {
		case t.Kind == Word && (r.isPlayer(t) && len(t.Fold) > 1 || is(t.Fold, cBank)):
			return 0, 0, false
		case t.Kind == Number && (t.Bad || t.Signed || !t.Amount.Whole()):
			return 0, 0, false
		case t.Kind == Number && !found && k+2 < len(rest) && oddsMarks[rest[k+1].Fold] && rest[k+2].Kind == Number && rest[k+2].Amount.Whole():
			x, y, found = t.Amount.WholePart(), rest[k+2].Amount.WholePart(), true
		case t.Kind == Number && found && (k < 2 || !oddsMarks[rest[k-1].Fold]):
			return 0, 0, false // a figure besides the odds
		case t.Kind == Number && !found:
			return 0, 0, false
		}
	}
	return x, y, found
}

// splitReckoning splits the line at its first comma, or where a
// parenthesis opens after the first token (the tokens inside it and
// after it are the rest).
func (r *reader) splitReckoning() (head, rest []Token) {
	for k := 1; k < len(r.toks); k++ {
		if strings.Contains(r.line[r.toks[k-1].End:r.toks[k].Start], "(") {
			if h, _ := splitComma(r.toks[:k]); len(h) == k {
				return r.toks[:k], r.toks[k:]
			}
			break
		}
	}
	return splitComma(r.toks)
}

// comesTo reports whether the figures, each added or taken away, come
// to want.
func comesTo(figures []engine.Amount, want engine.Amount) bool {
	for mask := 0; mask < 1<<len(figures); mask++ {
		var sum engine.Amount
		for k, f := range figures {
			if mask&(1<<k) != 0 {
				sum -= f
			} else {
				sum += f
			}
		}
		if sum == want {
			return true
		}
	}
	return false
}

// interjections open an amount with a sigh or a cheer and say no
// figure: „leider daneben, minus sieben“, « raté, elle perd ses douze ».
var interjections = wordSet("leider daneben schade pech mist tja ach oh och hm hmm jo na raté rate dommage hélas helas zut mince bof")

// amountAfterInterjection reads the amount after a comma when all
// before it are interjections. ok is false for any other line.
func (r *reader) amountAfterInterjection() (Amount, bool) {
	head, rest := splitComma(r.toks)
	if len(head) == 0 || len(rest) == 0 {
		return Amount{}, false
	}
	for _, t := range head {
		if t.Kind != Word || !interjections[t.Fold] {
			return Amount{}, false
		}
	}
	rr := reader{line: r.line, toks: rest, ctx: r.ctx}
	a, err := rr.amount()
	return a, err == nil
}
