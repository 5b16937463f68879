package screen

import "strings"

// Wrap breaks text into lines of at most width columns at spaces, keeping
// the author's line breaks and the indentation of each paragraph's first
// line on the lines that follow. A non-breaking space (U+00A0, U+202F)
// never breaks, and French spacing is kept together even when written
// with plain spaces: no break before " :", " ;", " ?", " !", " »" or
// after "«", nor around an operator between numbers ("3 + 8 = 11"). A
// word longer than the line stays whole on a line of its own.
func Wrap(text string, width int) string {
	if width < 10 {
		width = 10
	}
	var out []string
	for _, para := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if Width(para) <= width {
			out = append(out, strings.TrimRight(para, " "))
			continue // a line that fits keeps its own spacing (a table)
		}
		indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
		words := unbreakable(fields(para))
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := indent + words[0]
		for _, w := range words[1:] {
			if Width(line)+1+Width(w) > width {
				out = append(out, line)
				line = indent + w
				continue
			}
			line += " " + w
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// fields splits at plain spaces and tabs only, so that non-breaking
// spaces stay inside a word.
func fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' })
}

// unbreakable joins the words that must stay on one line (see Wrap).
func unbreakable(ws []string) []string {
	var out []string
	glueNext := false
	for _, w := range ws {
		switch {
		case len(out) > 0 && (glueNext || gluesBack(w) || citesSection(out[len(out)-1], w)):
			out[len(out)-1] += " " + w
		default:
			out = append(out, w)
		}
		glueNext = w == "«" || operator(w)
	}
	return out
}

// citesSection reports a section number after a quoted title
// ("„Spielablauf“ 7)."), which stays with the title.
func citesSection(prev, w string) bool {
	return (strings.HasSuffix(prev, "“") || strings.HasSuffix(prev, "»")) && w != "" && w[0] >= '0' && w[0] <= '9'
}

// gluesBack reports a word that must not begin a line: French
// punctuation after a space, or an operator.
func gluesBack(w string) bool {
	switch w = strings.TrimRight(w, ".,)"); w {
	case ":", ";", "?", "!", "»", "?»", "!»":
		return true
	}
	return operator(w)
}

// operator reports an arithmetic sign standing alone ("3 + 8").
func operator(w string) bool {
	switch w {
	case "+", "=", "−", "-", "×":
		return true
	}
	return false
}
