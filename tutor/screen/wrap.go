package screen

import "strings"

// MinWidth is the narrowest width the screen lays text out to: a
// terminal narrower than this gets lines of MinWidth columns.
const MinWidth = 20

// Wrap breaks text into lines of at most width columns at spaces, keeping
// the author's line breaks. A paragraph (line) that fits keeps its own
// spacing, so that a drawn table stays as it is. A paragraph that does
// not fit is reflowed: its continuation lines keep the first line's
// indentation, and after a list marker ("a) ", "1. ", "- ", "• ", "? ")
// they hang under the text that follows the marker.
//
// A non-breaking space (U+00A0, U+202F) never breaks, and these stay
// together on one line (see unbreakable): French spacing even when
// written with plain spaces (no break before " :", " ;", " ?", " !",
// " »" or after "«"), a sum ("3 + 8 = 11"), a number and the word it
// counts ("0 Fehler", "51 Karten") or the word it numbers ("Punkt 7",
// "Abzug 3"), a short quotation („weg 9“, « pasur 3 »), the title of a
// rulebook („Pharo – Ausführliche Regeln“), a label and its short value
// ("Hock: 9♦."), a row of ranks ("A 2 3 4 5 6"); a dash never begins a
// line. When such a group is longer than the line it is broken at its
// spaces after all. A single word longer than the whole line (a file's
// path) is never cut: it stands alone on a line that is wider than the
// others, so that it can be copied whole.
func Wrap(text string, width int) string {
	width = max(width, MinWidth)
	var out []string
	for _, para := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if Width(para) <= width {
			out = append(out, strings.TrimRight(para, " "))
			continue
		}
		indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
		hang := indent + strings.Repeat(" ", markerWidth(para[len(indent):]))
		out = append(out, fill(para[len(indent):], width, indent, hang)...)
	}
	return strings.Join(out, "\n")
}

// Hang lays out text after a label: the first line starts with first,
// the lines that follow with rest (usually spaces as wide as first), and
// no line is wider than width. The text's own line breaks start new
// lines with rest.
func Hang(first, rest, text string, width int) string {
	width = max(width, MinWidth)
	var out []string
	if Width(rest) > 4 && width-Width(rest) < 16 {
		// no room beside the label: the text goes under it
		out = append(out, strings.TrimRight(first, " "))
		first, rest = "    ", "    "
	}
	for i, para := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		lead := rest
		if i == 0 {
			lead = first
		}
		out = append(out, fill(para, width, lead, rest)...)
	}
	return strings.Join(out, "\n")
}

// fill lays the words of one paragraph out in lines of at most width
// columns: the first line starts with first, the others with rest.
func fill(para string, width int, first, rest string) []string {
	words := unbreakable(fields(para))
	if len(words) == 0 {
		return []string{strings.TrimRight(first, " ")}
	}
	var out []string
	line, empty := first, true
	put := func(w string) {
		sep := " "
		if empty {
			sep = ""
		}
		if !empty && Width(line)+1+Width(w) > width {
			out = append(out, line)
			line, empty, sep = rest, true, ""
		}
		// a single word longer than the line (a path, say) stays whole on
		// a line of its own: cut, it could not be copied
		line += sep + w
		empty = false
	}
	for _, w := range words {
		if Width(w) > width-Width(rest) && strings.Contains(w, " ") {
			// a group that cannot stay together on any line
			for _, part := range rebreak(w, width-Width(rest)) {
				put(part)
			}
			continue
		}
		put(w)
	}
	return append(out, line)
}

// markerWidth returns the width of a list marker that starts s ("a) ",
// "12. ", "- ", "• ", "? "), or 0.
func markerWidth(s string) int {
	for _, m := range []string{"- ", "• ", "– ", "? ", "* "} {
		if strings.HasPrefix(s, m) {
			return Width(m)
		}
	}
	if len(s) > 2 && s[0] >= 'a' && s[0] <= 'z' && s[1] == ')' && s[2] == ' ' {
		return 3 // "a) "
	}
	i := 0
	for i < len(s) && i < 3 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(s) && (s[i] == ')' || s[i] == '.') && s[i+1] == ' ' {
		return i + 2 // "1. ", "12) "
	}
	return 0
}

// fields splits at plain spaces and tabs only, so that non-breaking
// spaces stay inside a word.
func fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' })
}
