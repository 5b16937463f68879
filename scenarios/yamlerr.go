package scenarios

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// notUTF8 finds the first byte that is not UTF-8 and reports its line and
// column.
func notUTF8(file string, data []byte) (Diagnostic, bool) {
	if utf8.Valid(data) {
		return Diagnostic{}, false
	}
	line, col := 1, 1
	for p := 0; p < len(data); {
		r, w := utf8.DecodeRune(data[p:])
		if r == utf8.RuneError && w <= 1 {
			return Diagnostic{File: file, Line: line, Col: col, Code: CodeNotUTF8, Args: []string{fmt.Sprintf("0x%02X", data[p])}}, true
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		p += w
	}
	return Diagnostic{File: file, Code: CodeNotUTF8}, true
}

// IsControl reports a character that must not reach a terminal from a
// file: C0 controls but tab and newline, DEL, C1 controls (CSI, OSC …),
// the bidirectional overrides and isolates, which reorder what is shown,
// the line and paragraph separators, which break a line where none is,
// and the byte-order mark (one at the very start of a file is allowed).
func IsControl(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	case r == 0x2028, r == 0x2029, r == 0xfeff: // line and paragraph separators, a byte-order mark inside the text
		return true
	}
	return false
}

// firstControl returns the first control character of s.
func firstControl(s string) (rune, bool) {
	for _, r := range s {
		if IsControl(r) {
			return r, true
		}
	}
	return 0, false
}

// runeName writes a character as U+XXXX.
func runeName(r rune) string { return fmt.Sprintf("U+%04X", r) }

// controlChars reports every control character written into the file (a
// carriage return only when it does not end a line), at its position.
func controlChars(file string, data []byte) []Diagnostic {
	var out []Diagnostic
	line, col := 1, 1
	for p := 0; p < len(data); {
		r, w := utf8.DecodeRune(data[p:])
		if r == '\r' && p+1 < len(data) && data[p+1] == '\n' {
			p += w
			continue
		}
		if IsControl(r) && !(p == 0 && r == 0xfeff) {
			out = append(out, Diagnostic{File: file, Line: line, Col: col, Code: CodeControlChar, Args: []string{runeName(r)}})
			if len(out) > MaxDiagnostics {
				break
			}
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		p += w
	}
	return out
}

// yamlDiag turns a parser error into a Diagnostic at the line and column
// where the problem is, with the problem named (YAMLProblems) so that it
// is said in the user's language. yaml.v3 gives a line only for some
// errors, often that of the enclosing mapping; the line is found again as
// the shortest start of the file that fails the same way.
func yamlDiag(file string, data []byte, err error) Diagnostic {
	raw := err.Error()
	var te *yaml.TypeError
	if errorsAs(err, &te) && len(te.Errors) > 0 {
		raw = te.Errors[0]
	}
	msg, given := raw, 0
	if m := yamlLineRE.FindStringSubmatch(raw); m != nil {
		msg = m[2]
		if m[1] != "" {
			fmt.Sscan(m[1], &given)
		}
	}
	lines := splitLines(data)
	at := failingLine(lines, msg)
	if at == 0 {
		at = min(max(given, 1), len(lines))
	}
	d := Diagnostic{File: file, Line: at, Code: CodeYAML}
	text := lines[at-1]
	// A tab in the indentation, at or before the line: "use spaces".
	if strings.Contains(msg, "tab") || strings.Contains(msg, "cannot start any token") || strings.Contains(msg, "expected key") {
		for i := 0; i < at; i++ {
			if c := tabIndent(lines[i]); c > 0 {
				d.Line, d.Col, d.Code = i+1, c, CodeYAMLTab
				return d
			}
		}
	}
	problem, col := classifyYAML(msg, text)
	if problem == YAMLMissingColon {
		d.Col, d.Args = col, []string{problem, keyWord(text)}
		return d
	}
	switch {
	case problem == "colon":
		d.Code, d.Col = CodeYAMLColon, col
		return d
	case problem == "alias":
		d.Code, d.Col, d.Args = CodeAlias, col, []string{aliasIn(msg)}
		return d
	case problem == "tag":
		d.Code, d.Col, d.Args = CodeTag, col, []string{"!"}
		return d
	}
	d.Col, d.Args = col, []string{problem}
	if problem == YAMLIndent {
		d.Args = append(d.Args, strconv.Itoa(indentWanted(lines, at, col)))
	}
	return d
}

// indentWanted is the column a line indented to fit nothing above should
// start at: of the columns the lines above open (the line before, then
// each line less indented than those after it: a key's column, and a
// list item's key after its "- "), the one nearest to col, the nearer
// line first.
func indentWanted(lines []string, at, col int) int {
	best, dist := 1, -1
	try := func(c int) {
		d := c - col
		if d < 0 {
			d = -d
		}
		if c != col && (dist < 0 || d < dist) {
			best, dist = c, d
		}
	}
	limit := -1 // the least indentation seen so far, going up
	for i := at - 2; i >= 0; i-- {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		c := firstColumn(lines[i])
		if limit >= 0 && c >= limit {
			continue
		}
		limit = c
		try(c)
		if item, ok := strings.CutPrefix(t, "- "); ok && (strings.Contains(item, ": ") || strings.HasSuffix(item, ":")) {
			try(c + 2)
		}
	}
	return best
}

// errorsAs is errors.As, kept apart for the loader's one use.
func errorsAs(err error, target **yaml.TypeError) bool {
	te, ok := err.(*yaml.TypeError)
	if ok {
		*target = te
	}
	return ok
}

// splitLines splits a text into lines without their line ends.
func splitLines(data []byte) []string {
	out := strings.Split(string(data), "\n")
	for i, l := range out {
		out[i] = strings.TrimSuffix(l, "\r")
	}
	return out
}

// failingLine returns the 1-based line ending the shortest start of the
// file that fails with the same message, 0 if none does.
func failingLine(lines []string, msg string) int {
	fails := func(k int) bool {
		var n yaml.Node
		err := yaml.Unmarshal([]byte(strings.Join(lines[:k], "\n")+"\n"), &n)
		if err == nil {
			return false
		}
		m := yamlLineRE.FindStringSubmatch(err.Error())
		return m != nil && m[2] == msg
	}
	lo, hi := 1, len(lines)
	if !fails(hi) {
		return 0
	}
	for lo < hi {
		mid := (lo + hi) / 2
		if fails(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// tabIndent returns the column of a tab in a line's indentation (before
// its first other character), 0 if none.
func tabIndent(line string) int {
	for i, r := range []rune(line) {
		switch r {
		case '\t':
			return i + 1
		case ' ':
			continue
		}
		return 0
	}
	return 0
}

// classifyYAML names the problem of a yaml.v3 message and finds its
// column on the failing line.
func classifyYAML(msg, line string) (string, int) {
	first := firstColumn(line)
	switch {
	case strings.HasPrefix(msg, "mapping values are not allowed"):
		// "text: more: text" (a French " : " unquoted) or a key indented
		// under a plain value.
		if i := strings.Index(line, ": "); i >= 0 {
			if j := strings.Index(line[i+2:], ":"); j >= 0 && strings.TrimSpace(line[i+2:i+2+j]) != "" {
				return "colon", utf8.RuneCountInString(line[:i+2+j]) + 1
			}
		}
		return YAMLIndent, first
	case strings.Contains(msg, "expected key"), strings.Contains(msg, "expected '-' indicator"),
		strings.Contains(msg, "could not find expected ':'"):
		if c := strayBracket(line); c > 0 {
			return YAMLStrayBracket, c
		}
		if strings.Contains(msg, "could not find expected ':'") && keyWord(line) != "" {
			// "game pasur", "sur {}": a key whose colon is missing
			return YAMLMissingColon, first + utf8.RuneCountInString(keyWord(line))
		}
		return YAMLIndent, first
	case strings.Contains(msg, "expected ',' or"):
		if c := flowQuestion(line); c > 0 {
			return YAMLFlowQuestion, c
		}
		if c := openBracket(line); c > 0 {
			return YAMLUnclosedFlow, c
		}
		return YAMLUnclosedFlow, first
	case strings.Contains(msg, "unexpected end of stream"):
		if c := openQuote(line); c > 0 {
			return YAMLUnclosedQuote, c
		}
		if c := openBracket(line); c > 0 {
			return YAMLUnclosedFlow, c
		}
		return YAMLSyntax, first
	case strings.Contains(msg, "escape"), strings.Contains(msg, "hexdecimal"):
		if i := strings.Index(line, "\\"); i >= 0 {
			return YAMLBadEscape, utf8.RuneCountInString(line[:i]) + 1
		}
		return YAMLBadEscape, first
	case strings.Contains(msg, "cannot start any token"):
		if i := strings.IndexAny(line, "@`"); i >= 0 {
			return YAMLReservedChar, utf8.RuneCountInString(line[:i]) + 1
		}
		return YAMLReservedChar, first
	case strings.Contains(msg, "anchor"):
		if i := strings.Index(line, "*"); i >= 0 {
			return "alias", utf8.RuneCountInString(line[:i]) + 1
		}
		return "alias", first
	case strings.Contains(msg, "tag"):
		return "tag", first
	case strings.Contains(msg, "block sequence entries"):
		if i := strings.Index(line, "- "); i >= 0 && i+1 > first {
			return YAMLBlockInFlow, utf8.RuneCountInString(line[:i]) + 1
		}
		return YAMLBlockInFlow, first
	case strings.Contains(msg, "control characters"):
		return YAMLBadControl, first
	}
	return YAMLSyntax, first
}

// keyWord returns the first word of a line that reads as a key whose
// colon is missing ("game" of "game pasur", "sur" of "  sur {}"): a word
// of letters, digits and _ followed by a space and more, on a line with
// no ": " and no ":" at its end; "" otherwise.
func keyWord(line string) string {
	t := strings.TrimSpace(line)
	if i := strings.Index(t, " #"); i >= 0 {
		t = strings.TrimSpace(t[:i])
	}
	t = strings.TrimPrefix(t, "- ")
	if strings.Contains(t, ": ") || strings.HasSuffix(t, ":") {
		return ""
	}
	word, rest, ok := strings.Cut(t, " ")
	if !ok || word == "" || strings.TrimSpace(rest) == "" {
		return ""
	}
	for _, r := range word {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return ""
		}
	}
	return word
}

// flowQuestion is the column of a "?" that yaml.v3 reads as a key
// indicator inside [ ] or { }: in a text without quotes, followed by a
// space, a comma, a closing bracket or the end of the line ("{de: War
// das ein Sur?, fr: …}"); 0 if none.
func flowQuestion(line string) int {
	depth, at := 0, 0
	scanPlain(line, func(rs []rune, i int) bool {
		switch r := rs[i]; {
		case r == '[' || r == '{':
			depth++
		case r == ']' || r == '}':
			depth = max(0, depth-1)
		case r == '?' && depth > 0 && i > 0 && (i+1 == len(rs) || strings.ContainsRune(" ,]}", rs[i+1])):
			at = i + 1
			return true
		}
		return false
	})
	return at
}

// aliasIn finds the alias a message names ("unknown anchor 'x'").
func aliasIn(msg string) string {
	if i := strings.Index(msg, "'"); i >= 0 {
		if j := strings.Index(msg[i+1:], "'"); j >= 0 {
			return "*" + msg[i+1:i+1+j]
		}
	}
	return "*"
}

// firstColumn is the column of a line's first character that is not a
// space (1 for an empty line).
func firstColumn(line string) int {
	for i, r := range []rune(line) {
		if r != ' ' && r != '\t' {
			return i + 1
		}
	}
	return 1
}

// scanFlow walks a line outside quotes and comments, calling f with each
// bracket's rune index.
func scanFlow(line string, f func(i int, r rune)) {
	scanPlain(line, func(rs []rune, i int) bool {
		if strings.ContainsRune("[]{}", rs[i]) {
			f(i, rs[i])
		}
		return false
	})
}

// scanPlain walks a line's runes outside quotes and comments, calling f
// (if not nil) with the runes and an index, until f returns true. It
// returns the column of a quote the line opens and does not close (0
// when none, or when f stopped the walk or a comment ended it).
func scanPlain(line string, f func(rs []rune, i int) (stop bool)) (openAt int) {
	rs := []rune(line)
	quote, at := rune(0), 0
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case quote != 0:
			if r == '\\' && quote == '"' {
				i++
			} else if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			if i == 0 || strings.ContainsRune(" [{,:", rs[i-1]) {
				quote, at = r, i+1
			}
		case r == '#' && (i == 0 || rs[i-1] == ' '):
			return 0
		default:
			if f != nil && f(rs, i) {
				return 0
			}
		}
	}
	if quote == 0 {
		return 0
	}
	return at
}

// openBracket is the column of the first [ or { left open on the line.
func openBracket(line string) int {
	var stack []int
	scanFlow(line, func(i int, r rune) {
		if r == '[' || r == '{' {
			stack = append(stack, i)
		} else if len(stack) > 0 {
			stack = stack[:len(stack)-1]
		}
	})
	if len(stack) == 0 {
		return 0
	}
	return stack[0] + 1
}

// strayBracket is the column of the first ] or } that closes nothing.
func strayBracket(line string) int {
	depth, at := 0, 0
	scanFlow(line, func(i int, r rune) {
		switch {
		case r == '[' || r == '{':
			depth++
		case depth > 0:
			depth--
		case at == 0:
			at = i + 1
		}
	})
	return at
}

// openQuote is the column of a quote opened on the line and not closed.
func openQuote(line string) int { return scanPlain(line, nil) }
