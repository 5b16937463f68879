package scenarios

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"croupier/engine"

	"gopkg.in/yaml.v3"
)

// loader collects the diagnostics of one file while its nodes are read.
type loader struct {
	file  string
	diags []Diagnostic
	langs []Lang
	// cur is the question being read, for the answers that depend on its
	// parameters.
	cur *Ask
}

// errAt records a problem at node n.
func (l *loader) errAt(n *yaml.Node, code string, args ...string) *Diagnostic {
	d := Diagnostic{File: l.file, Code: code, Args: args}
	if n != nil {
		d.Line, d.Col = n.Line, n.Column
	}
	l.diags = append(l.diags, d)
	return &l.diags[len(l.diags)-1]
}

// describe shows a node briefly in a diagnostic: a scalar's text, or {…}
// and […] for collections.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "{…}"
	case yaml.SequenceNode:
		return "[…]"
	case yaml.ScalarNode:
		v := n.Value
		if v == "" {
			return `""`
		}
		if utf8.RuneCountInString(v) > 40 {
			r := []rune(v)
			v = string(r[:40]) + "…"
		}
		return v
	}
	return "?"
}

// mapping is a YAML mapping read strictly: every key must be known.
type mapping struct {
	l     *loader
	node  *yaml.Node
	where string
	vals  map[string]*yaml.Node
	keys  map[string]*yaml.Node
	order []string
}

// mapping reads n as a mapping with the allowed keys; where names it in
// messages ("steps[3].bet"). ok is false if n is not a mapping.
func (l *loader) mapping(n *yaml.Node, where string, allowed ...string) (*mapping, bool) {
	if n.Kind != yaml.MappingNode {
		l.errAt(n, CodeWantMapping, describe(n))
		return nil, false
	}
	m := &mapping{l: l, node: n, where: where, vals: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			l.errAt(k, CodeWantText, describe(k))
			continue
		}
		if first, dup := m.keys[k.Value]; dup {
			l.errAt(k, CodeDuplicateKey, k.Value, strconv.Itoa(first.Line))
			continue
		}
		if !contains(allowed, k.Value) {
			d := l.errAt(k, CodeUnknownKey, k.Value, where, strings.Join(allowed, ", "))
			d.Suggestion = suggest(k.Value, allowed)
			continue
		}
		m.keys[k.Value], m.vals[k.Value] = k, v
		m.order = append(m.order, k.Value)
	}
	return m, true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// get returns the value of key, or nil.
func (m *mapping) get(key string) *yaml.Node { return m.vals[key] }

// has reports whether key is present.
func (m *mapping) has(key string) bool { return m.vals[key] != nil }

// require returns the value of key, reporting it missing otherwise.
func (m *mapping) require(key string) *yaml.Node {
	v := m.vals[key]
	if v == nil {
		m.l.errAt(m.node, CodeMissingKey, key, m.where)
	}
	return v
}

// forbid reports key as not used in this context.
func (m *mapping) forbid(key, context string) {
	if k := m.keys[key]; k != nil {
		m.l.errAt(k, CodeNotWith, key, context)
	}
}

// isNull reports whether n is an empty value (~, null or nothing).
func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// scalar returns the text of a scalar node.
func (l *loader) scalar(n *yaml.Node) (string, bool) {
	if n.Kind != yaml.ScalarNode || isNull(n) {
		l.errAt(n, CodeWantText, describe(n))
		return "", false
	}
	return n.Value, true
}

// integer reads a whole number within [lo, hi].
func (l *loader) integer(n *yaml.Node, lo, hi int64) (int64, bool) {
	if n.Kind != yaml.ScalarNode {
		l.errAt(n, CodeWantInt, describe(n))
		return 0, false
	}
	v, err := strconv.ParseInt(strings.TrimPrefix(n.Value, "+"), 10, 64)
	if err != nil {
		l.errAt(n, CodeWantInt, describe(n))
		return 0, false
	}
	if v < lo || v > hi {
		l.errAt(n, CodeOutOfRange, n.Value, strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10))
		return 0, false
	}
	return v, true
}

// boolean reads true or false.
func (l *loader) boolean(n *yaml.Node) (bool, bool) {
	if n.Kind == yaml.ScalarNode {
		switch n.Value {
		case "true", "True", "TRUE":
			return true, true
		case "false", "False", "FALSE":
			return false, true
		}
	}
	l.errAt(n, CodeWantBool, describe(n))
	return false, false
}

// enum reads one of the allowed values, suggesting the closest.
func (l *loader) enum(n *yaml.Node, allowed ...string) (string, bool) {
	s, ok := l.scalar(n)
	if !ok {
		return "", false
	}
	if contains(allowed, s) {
		return s, true
	}
	d := l.errAt(n, CodeBadValue, s, strings.Join(allowed, ", "))
	d.Suggestion = suggest(s, allowed)
	return "", false
}

// list returns the items of a sequence node.
func (l *loader) list(n *yaml.Node) ([]*yaml.Node, bool) {
	if n.Kind != yaml.SequenceNode {
		l.errAt(n, CodeWantList, describe(n))
		return nil, false
	}
	return n.Content, true
}

// card reads a card in the neutral notation. A spelling that only the
// German or French notation knows gets the neutral one as suggestion.
func (l *loader) card(n *yaml.Node) (engine.Card, bool) {
	s, ok := l.scalar(n)
	if !ok {
		return engine.Card{}, false
	}
	c, err := engine.ParseCard(s)
	if err != nil {
		d := l.errAt(n, CodeUnknownCard, s)
		if c2, err2 := engine.ParseCardIn(s, engine.AnyLanguage); err2 == nil {
			d.Suggestion = c2.String()
		}
		return engine.Card{}, false
	}
	return c, true
}

// cards reads a list of cards, reporting each bad one and each repeat.
func (l *loader) cards(n *yaml.Node, seen map[engine.Card]*yaml.Node) ([]engine.Card, bool) {
	items, ok := l.list(n)
	if !ok {
		return nil, false
	}
	out := make([]engine.Card, 0, len(items))
	good := true
	for _, it := range items {
		c, ok := l.card(it)
		if !ok {
			good = false
			continue
		}
		if seen != nil {
			if first, dup := seen[c]; dup {
				l.errAt(it, CodeDuplicateCard, c.String(), strconv.Itoa(first.Line))
				good = false
				continue
			}
			seen[c] = it
		}
		out = append(out, c)
	}
	return out, good
}

// rank reads a rank in the neutral notation ("9", "K", "10").
func (l *loader) rank(n *yaml.Node) (engine.Rank, bool) {
	s, ok := l.scalar(n)
	if !ok {
		return engine.NoRank, false
	}
	r, err := engine.ParseRank(s, engine.Neutral)
	if err != nil {
		d := l.errAt(n, CodeUnknownRank, s)
		if r2, err2 := engine.ParseRank(s, engine.AnyLanguage); err2 == nil {
			d.Suggestion = r2.String()
		}
		return engine.NoRank, false
	}
	return r, true
}

// amount reads an exact amount ("4", "+4", "-6", "1½").
func (l *loader) amount(n *yaml.Node) (engine.Amount, bool) {
	s, ok := l.scalar(n)
	if !ok {
		return 0, false
	}
	a, err := engine.ParseAmount(s)
	if err != nil {
		l.errAt(n, CodeBadAmount, s)
		return 0, false
	}
	return a, true
}
