package input

import "strings"

// Compounds said in two words: „zurück … mischen“ for „zurückmischen“,
// „Ersatz Karte“ for „Ersatzkarte“. German joins a separable verb's
// prefix and a noun's parts into one word that a learner often writes
// apart, or splits round the sentence („den Buben zurück in den Stapel
// mischen“).

// minCompound is the shortest option word read as two typed words.
const minCompound = 8

// joinCompounds returns the typed words with two of them that together
// are an option's word (the first typed before the second, anywhere in
// the line) joined into that word, where an option has it as it is;
// typed is not changed, and returned as it is when nothing joins.
func (o *Options) joinCompounds(typed []term) []term {
	if o == nil || len(typed) < 2 {
		return typed
	}
	var out []term
	var used []bool
	for i, a := range typed {
		if used != nil && used[i] {
			continue
		}
		w, j := o.compoundAt(typed, i, used)
		if j < 0 {
			if out != nil {
				out = append(out, a)
			}
			continue
		}
		if out == nil {
			out = append(make([]term, 0, len(typed)), typed[:i]...)
			used = make([]bool, len(typed))
		}
		out = append(out, newTerms([]string{w})...)
		used[j] = true
	}
	if out == nil {
		return typed
	}
	return out
}

// compoundAt finds an option's word that typed[i] begins and a later
// typed word (not used) ends: the word and the later word's index, -1
// for none.
func (o *Options) compoundAt(typed []term, i int, used []bool) (string, int) {
	a := typed[i]
	if a.digit {
		return "", -1
	}
	for _, t := range o.all {
		w := t.w
		if len(w) < minCompound || len(w) <= len(a.w) || !strings.HasPrefix(w, a.w) {
			continue
		}
		tail := w[len(a.w):]
		for j := i + 1; j < len(typed); j++ {
			if (used == nil || !used[j]) && !typed[j].digit && typed[j].w == tail {
				return w, j
			}
		}
	}
	return "", -1
}
