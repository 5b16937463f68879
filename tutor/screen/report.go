package screen

import "strings"

// Report lays out the lines of a report (the odds, a simulation) to width
// columns, as the tutor and the commands show them alike: a line without
// indentation is running text, wrapped; an indented line that fits keeps
// its columns as they are; an indented line too long goes on under its
// own text, two columns further in, never breaking a number from its unit
// or a fraction from its percentage (see Wrap).
func Report(lines []string, width int) string {
	width = max(width, MinWidth)
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		lead := l[:len(l)-len(strings.TrimLeft(l, " "))]
		switch {
		case lead == "":
			out = append(out, Wrap(l, width))
		case Width(l) <= width:
			out = append(out, strings.TrimRight(l, " "))
		default:
			out = append(out, Hang(lead, lead+"  ", strings.TrimLeft(l, " "), width))
		}
	}
	return strings.Join(out, "\n")
}
