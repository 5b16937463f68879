package input

import "strings"

// withoutAsides returns the line's tokens without the parts in
// parentheses that name no player and no bank: a remark, as in "Dan
// gagne 8 en tout (dix moins deux)". A part that names one stays ("Doc
// (Bank) -6"), and so does everything outside parentheses.
func (r *reader) withoutAsides() []Token {
	if !strings.Contains(r.line, "(") {
		return r.toks
	}
	out := make([]Token, 0, len(r.toks))
	for i := 0; i < len(r.toks); {
		open := strings.LastIndexByte(r.line[:r.toks[i].Start], '(')
		if open < 0 || strings.LastIndexByte(r.line[:r.toks[i].Start], ')') > open {
			out = append(out, r.toks[i])
			i++
			continue
		}
		// the tokens up to the closing parenthesis (or the line's end)
		end := len(r.line)
		if k := strings.IndexByte(r.line[open:], ')'); k >= 0 {
			end = open + k
		}
		j := i
		names := false
		for ; j < len(r.toks) && r.toks[j].Start < end; j++ {
			names = names || r.isPlayerName(r.toks[j]) || is(r.toks[j].Fold, cBank)
		}
		if names || j == i { // j == i: the token is the ")" itself
			out = append(out, r.toks[i:max(j, i+1)]...)
			j = max(j, i+1)
		}
		i = j
	}
	return out
}
