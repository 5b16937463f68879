package scenarios

import "testing"

// TestYAMLErrorsPositioned: a YAML syntax error is reported at the line
// and column of the problem (yaml.v3 names the enclosing mapping's line,
// or none), with the problem named so that it is said in the user's
// language.
func TestYAMLErrorsPositioned(t *testing.T) {
	cases := []struct {
		name, src     string
		line, col     int
		code, problem string
		wantCol       string // for an indentation: the column the line should start at
	}{
		{"list item dedented", "a: 1\nb: 2\nc:\n  - x\n - y\n", 5, 2, CodeYAML, YAMLIndent, "3"},
		{"key dedented under a question", "steps:\n  - say: x\n  - ask:\n      question: y\n     hint: z\n", 5, 6, CodeYAML, YAMLIndent, "7"},
		{"key indented under a value", "a: 1\n  b: 2\n", 2, 3, CodeYAML, YAMLIndent, "1"},
		{"block scalar dedented", "a: |\n  x\n y\n", 3, 2, CodeYAML, YAMLIndent, "3"},
		{"list then key", "a:\n  - b\n  c: 1\n", 3, 3, CodeYAML, YAMLIndent, "1"},
		{"bracket left open", "a: 1\nb: [1, 2\nc: 3\n", 2, 4, CodeYAML, YAMLUnclosedFlow, ""},
		{"quote left open", "a: 1\nb: \"abc\nc: 3\n", 2, 4, CodeYAML, YAMLUnclosedQuote, ""},
		{"bracket that closes nothing", "a: [1, 2]]\n", 1, 10, CodeYAML, YAMLStrayBracket, ""},
		{"unknown escape", "a: \"\\q\"\n", 1, 5, CodeYAML, YAMLBadEscape, ""},
		{"reserved character", "x: 1\na: @x\n", 2, 4, CodeYAML, YAMLReservedChar, ""},
		{"tab in indentation", "a: 1\n\tb: 2\n", 2, 1, CodeYAMLTab, "", ""},
		{"tab before a list item", "a: 1\nb:\n  \t- 2\n", 3, 3, CodeYAMLTab, "", ""},
		{"French colon", "a: 1\nb: Qui est-ce : Dan\n", 2, 15, CodeYAMLColon, "", ""},
		{"alias of no anchor", "a: *x\n", 1, 4, CodeAlias, "", ""},
		{"escape sequence written", "a: 1\nb: \x1b[31mred\n", 2, 4, CodeControlChar, "", ""},
		{"escape sequence as \\e, at the escape", "a: \"\\e]0;title\\a\"\n", 1, 5, CodeControlChar, "", ""},
		{"escape as \\x1b further on", "a: \"ok \\x1b[31m\"\n", 1, 8, CodeControlChar, "", ""},
		{"escape on a folded second line", "a: \"ok\n  then \\u001b\"\n", 2, 8, CodeControlChar, "", ""},
		{"C1 control", "a: \u009b31m\n", 1, 4, CodeControlChar, "", ""},
		{"not UTF-8", "a: 1\nb: caf\xe9\n", 2, 7, CodeNotUTF8, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, ds := readYAML("f.yaml", []byte(c.src))
			if len(ds) == 0 {
				t.Fatal("no problem found")
			}
			d := ds[0]
			if d.Code != c.code || d.Line != c.line || d.Col != c.col {
				t.Errorf("got %v, want %s at %d:%d", d, c.code, c.line, c.col)
			}
			if c.problem != "" && (len(d.Args) == 0 || d.Args[0] != c.problem) {
				t.Errorf("problem %v, want %s", d.Args, c.problem)
			}
			if c.wantCol != "" && (len(d.Args) < 2 || d.Args[1] != c.wantCol) {
				t.Errorf("the column to indent to: %v, want %s", d.Args, c.wantCol)
			}
		})
	}
}
