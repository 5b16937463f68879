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
			out = append(out, Diagnostic{File: file, Line: n.Line, Col: n.Column, Code: CodeControlChar, Args: []string{runeName(r)}})
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
