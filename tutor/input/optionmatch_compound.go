package input

// Compounds said in two words: „zurück … mischen“ for „zurückmischen“,
// „Ersatz Karte“ for „Ersatzkarte“. German joins a separable verb's
// prefix and a noun's parts into one word that a learner often writes
// apart, or splits round the sentence („den Buben zurück in den Stapel
// mischen“).

// minCompound is the shortest option word read as two typed words.
const minCompound = 8

// joinCompounds returns the typed words with two of them that together
// are an option's word (the first typed before the second, anywhere in
// the line) joined into that word, where the option has it and neither
// typed word alone is an option's word as it is; typed is not changed.
func (o *Options) joinCompounds(typed []term) []term {
	if o == nil || len(typed) < 2 {
		return typed
	}
	var out []term
	used := make([]bool, len(typed))
	for i, a := range typed {
		if used[i] {
			continue
		}
		joined := false
		if !a.digit {
			for j := i + 1; j < len(typed) && !joined; j++ {
				b := typed[j]
				if used[j] || b.digit {
					continue
				}
				w := a.w + b.w
				if len(w) < minCompound || !o.hasWord(w) {
					continue
				}
				out = append(out, newTerms([]string{w})...)
				used[j], joined = true, true
			}
		}
		if !joined {
			out = append(out, a)
		}
	}
	return out
}
