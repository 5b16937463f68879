package scenarios

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"

	"gopkg.in/yaml.v3"
)

// Limits of the reader: anything beyond them is refused before or while
// parsing, so that no file can hang or exhaust the loader.
const (
	// MaxFileSize is the largest scenario file accepted, in bytes.
	MaxFileSize = 256 << 10
	// MaxDepth is the deepest nesting of mappings and lists accepted.
	MaxDepth = 24
	// MaxNodes bounds the number of YAML nodes of one file.
	MaxNodes = 200_000
)

var yamlLineRE = regexp.MustCompile(`^yaml: (?:line (\d+): )?(.*)$`)

// readYAML parses one YAML document into its root node, refusing what the
// format does not allow. It never panics.
func readYAML(file string, data []byte) (root *yaml.Node, diags []Diagnostic) {
	if len(data) > MaxFileSize {
		return nil, []Diagnostic{{File: file, Code: CodeTooLarge,
			Args: []string{strconv.Itoa(len(data)), strconv.Itoa(MaxFileSize)}}}
	}
	if d, bad := notUTF8(file, data); bad {
		return nil, []Diagnostic{d}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, []Diagnostic{{File: file, Code: CodeEmpty}}
	}
	if ds := controlChars(file, data); len(ds) > 0 {
		return nil, ds
	}
	defer func() {
		if r := recover(); r != nil { // yaml.v3 has panicked on odd input before
			root, diags = nil, []Diagnostic{{File: file, Code: CodeYAML, Args: []string{YAMLSyntax}}}
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, []Diagnostic{{File: file, Code: CodeEmpty}}
		}
		return nil, []Diagnostic{yamlDiag(file, data, err)}
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, []Diagnostic{{File: file, Line: extra.Line, Col: extra.Column, Code: CodeMultipleDocuments}}
	} else if !errors.Is(err, io.EOF) {
		return nil, []Diagnostic{yamlDiag(file, data, err)}
	}
	if len(doc.Content) != 1 {
		return nil, []Diagnostic{{File: file, Code: CodeEmpty}}
	}
	root = doc.Content[0]
	nodes := 0
	if d := checkTree(file, root, 1, &nodes); len(d) > 0 {
		placeEscapes(d, splitLines(data))
		return nil, d
	}
	return root, nil
}

// checkTree refuses anchors, aliases, tags other than the plain ones, too
// deep nesting and too many nodes. It stops at the first problem of a kind
// that makes the rest meaningless (depth, size) but reports every anchor
// and alias.
func checkTree(file string, n *yaml.Node, depth int, count *int) []Diagnostic {
	*count++
	if *count > MaxNodes {
		return []Diagnostic{{File: file, Line: n.Line, Col: n.Column, Code: CodeTooManyNodes, Args: []string{strconv.Itoa(MaxNodes)}}}
	}
	if depth > MaxDepth {
		return []Diagnostic{{File: file, Line: n.Line, Col: n.Column, Code: CodeTooDeep, Args: []string{strconv.Itoa(MaxDepth)}}}
	}
	var out []Diagnostic
	switch {
	case n.Kind == yaml.AliasNode:
		return []Diagnostic{{File: file, Line: n.Line, Col: n.Column, Code: CodeAlias, Args: []string{"*" + n.Value}}}
	case n.Anchor != "":
		out = append(out, Diagnostic{File: file, Line: n.Line, Col: n.Column, Code: CodeAlias, Args: []string{"&" + n.Anchor}})
	}
	if n.Kind == yaml.ScalarNode {
		if r, ok := firstControl(n.Value); ok {
			d := Diagnostic{File: file, Line: n.Line, Col: n.Column, Code: CodeControlChar, Args: []string{runeName(r)}}
			if n.Style&yaml.DoubleQuotedStyle != 0 {
				d.Code = codeEscapedControl // placed at its escape by placeEscapes
			}
			out = append(out, d)
		}
	}
	if n.Tag != "" && n.Style&yaml.TaggedStyle != 0 {
		out = append(out, Diagnostic{File: file, Line: n.Line, Col: n.Column, Code: CodeTag, Args: []string{n.Tag}})
	}
	for _, c := range n.Content {
		d := checkTree(file, c, depth+1, count)
		out = append(out, d...)
		if len(d) > 0 && (d[len(d)-1].Code == CodeTooDeep || d[len(d)-1].Code == CodeTooManyNodes) {
			return out
		}
	}
	return out
}

// codeEscapedControl marks, while the tree is checked, a control
// character that a double-quoted text writes as an escape ("\e", "\x1b");
// placeEscapes moves it to the escape and makes it a CodeControlChar.
const codeEscapedControl = "\x00escaped_control"

// placeEscapes moves each escaped control character to the column of the
// escape that writes it (the text's start is where yaml.v3 puts it).
func placeEscapes(ds []Diagnostic, lines []string) {
	for i := range ds {
		if ds[i].Code != codeEscapedControl {
			continue
		}
		ds[i].Code = CodeControlChar
		if line, col, ok := controlEscape(lines, ds[i].Line, ds[i].Col); ok {
			ds[i].Line, ds[i].Col = line, col
		}
	}
}

// controlEscape finds, in the double-quoted text starting at line and
// col (1-based; col counts characters), the first escape that writes a
// control character; ok is false if there is none.
func controlEscape(lines []string, line, col int) (int, int, bool) {
	if line < 1 || line > len(lines) {
		return 0, 0, false
	}
	rs := []rune(lines[line-1])
	i := col // just after the opening quote (col is 1-based)
	for {
		for i >= len(rs) {
			line++
			if line > len(lines) {
				return 0, 0, false
			}
			rs, i = []rune(lines[line-1]), 0
		}
		switch rs[i] {
		case '"':
			return 0, 0, false
		case '\\':
			r, n := unescape(rs[i+1:])
			if n == 0 { // a line break escaped, or the end of the line
				i = len(rs)
				continue
			}
			if IsControl(r) {
				return line, i + 1, true
			}
			i += 1 + n
		default:
			i++
		}
	}
}

// unescape reads the escape after a backslash in a double-quoted YAML
// text: the character it writes and how many characters it takes (0 at
// the end of the line).
func unescape(rs []rune) (rune, int) {
	if len(rs) == 0 {
		return 0, 0
	}
	simple := map[rune]rune{'0': 0, 'a': 7, 'b': 8, 't': 9, '\t': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13, 'e': 0x1b,
		' ': ' ', '"': '"', '/': '/', '\\': '\\', 'N': 0x85, '_': 0xa0, 'L': 0x2028, 'P': 0x2029}
	if r, ok := simple[rs[0]]; ok {
		return r, 1
	}
	digits := map[rune]int{'x': 2, 'u': 4, 'U': 8}[rs[0]]
	if digits == 0 || len(rs) < 1+digits {
		return rs[0], 1
	}
	v, err := strconv.ParseUint(string(rs[1:1+digits]), 16, 32)
	if err != nil {
		return rs[0], 1
	}
	return rune(v), 1 + digits
}
