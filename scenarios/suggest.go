package scenarios

import "strings"

// suggest returns the candidate closest to s by edit distance when it is
// close enough to be a likely typo (one edit for words up to 3 letters,
// else up to a third of the word but at least two), or "".
func suggest(s string, candidates []string) string {
	ls := strings.ToLower(s)
	best, bestD := "", -1
	for _, c := range candidates {
		d := editDistance(ls, strings.ToLower(c))
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	limit := 1
	if n := len([]rune(s)); n > 3 {
		limit = max(2, n/3)
	}
	if bestD < 0 || bestD > limit || (bestD == 0 && best == s) {
		return ""
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b
// (insertions, deletions, substitutions and transpositions of neighbours
// each cost one), counted in runes. Inputs are short keys; long inputs are
// cut to keep it cheap.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 {
		ra = ra[:64]
	}
	if len(rb) > 64 {
		rb = rb[:64]
	}
	pp := make([]int, len(rb)+1) // row i-2
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], pp[j-2]+1)
			}
		}
		pp, prev, cur = prev, cur, pp
	}
	return prev[len(rb)]
}

// Suggest returns the candidate that s most likely misspells ("chek" →
// "check"), or "" when none is close: the same rule the loader uses for
// "did you mean" in scenario files, for the command line to share.
func Suggest(s string, candidates []string) string { return suggest(s, candidates) }
