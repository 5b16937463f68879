package input

// Figures in order: an option told by its figures, in the order it gives
// them, when its other words are said in words of one's own („eigentlich
// fünf zu eins, ausgezahlt wird aber nur vier zu eins“ for „Fair wäre
// 5:1, die Bank zahlt 4:1“ beside „Fair wäre 4:1, die Bank zahlt 4:1“ and
// „Fair wäre 6:1, die Bank zahlt 5:1“: each figure is in two options, the
// two in this order in one).

// minFigures is how many figures a line must give in order to be read by
// them: one figure alone is no order.
const minFigures = 2

// byFigures is the one option whose text (in one of its languages) has
// exactly the typed line's figures (numbers, signed numbers, ratios) in
// the same order, when the line gives at least minFigures and no other
// option has them so; ok is false otherwise. It makes the option likely,
// never certain: the words around the figures were not matched.
func (o *Options) byFigures(typed []term) (int, bool) {
	want := figures(typed)
	if len(want) < minFigures {
		return 0, false
	}
	found, n := 0, 0
	for i, texts := range o.list() {
		for _, t := range texts {
			if sameWords(figures(t.words), want) {
				found, n = i, n+1
				break
			}
		}
	}
	return found, n == 1
}

// figures are the terms that hold a digit, in order.
func figures(ts []term) []string {
	var out []string
	for _, t := range ts {
		if t.digit {
			out = append(out, t.w)
		}
	}
	return out
}

// sameWords reports two equal lists of words.
func sameWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// withoutCounts drops from a reason the figures that count something no
// option names: „auf sieben Kreuz kommt ja keiner“ after „keiner“ counts
// clubs, and is not the 7 of „Dan und Anna je 7“.
func (o *Options) withoutCounts(ts []term) []term {
	counts := func(i int) bool {
		return ts[i].digit && i+1 < len(ts) && !ts[i+1].digit && !hasMatch(ts[i+1], o.all)
	}
	var out []term
	for i, t := range ts {
		switch {
		case counts(i):
			if out == nil {
				out = append(make([]term, 0, len(ts)), ts[:i]...)
			}
		case out != nil:
			out = append(out, t)
		}
	}
	if out == nil {
		return ts
	}
	return out
}
