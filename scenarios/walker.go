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
	// src is the file's text, to find what the YAML nodes do not say
	// (the comma that cut a text); lines its lines, split when needed.
	src   []byte
	lines []string
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
			if at, ok := l.flowComma(n, i); ok {
				// "{de: Die Bank nimmt die Hälfte, die andere …}": the comma
				// cut the text and YAML read the rest as a key
				d := l.errAt(k, CodeYAMLFlowComma, describe(n.Content[i-1]), describe(k))
				d.Line, d.Col = at.Line, at.Col
				continue
			}
			d := l.errAt(k, CodeUnknownKey, k.Value, where, strings.Join(allowed, ", "))
			d.Suggestion = suggest(k.Value, allowed)
			continue
		}
		m.keys[k.Value], m.vals[k.Value] = k, v
		m.order = append(m.order, k.Value)
	}
	return m, true
}

// flowComma reports whether the key at n.Content[i] of a { } mapping is
// the rest of a plain text that a comma cut off: a plain key with no
// value, right after a plain text value. at is the comma's position.
func (l *loader) flowComma(n *yaml.Node, i int) (Pos, bool) {
	if n.Style&yaml.FlowStyle == 0 || i < 2 {
		return Pos{}, false
	}
	k, v, prev := n.Content[i], n.Content[i+1], n.Content[i-1]
	if k.Style != 0 || !isNull(v) || v.Value != "" || prev.Kind != yaml.ScalarNode || prev.Style != 0 || isNull(prev) {
		return Pos{}, false
	}
	at := Pos{k.Line, max(1, k.Column-2)}
	if l.lines == nil {
		l.lines = splitLines(l.src)
	}
	if k.Line >= 1 && k.Line <= len(l.lines) {
		rs := []rune(l.lines[k.Line-1])
		for c := min(k.Column-1, len(rs)) - 1; c >= 0; c-- {
			if rs[c] == ',' {
				at.Col = c + 1
				break
			}
		}
	}
	return at, true
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

// onlyOne reports each of keys given beside an earlier one of them as a
// conflict with the first one given; it says whether at most one was.
func (l *loader) onlyOne(m *mapping, keys ...string) bool {
	first, alone := "", true
	for _, k := range keys {
		switch {
		case !m.has(k):
		case first == "":
			first = k
		default:
			l.errAt(m.keys[k], CodeConflict, k, first)
			alone = false
		}
	}
	return alone
}

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
	if l.quotedValue(n) {
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

// quotedValue refuses a number or true/false written in quotes ("9",
// "true"): YAML reads it as text, and so would an editor checking the
// file against the schema (the message says to drop the quotes). Ranks
// and amounts are read from text anyway and are not asked here.
func (l *loader) quotedValue(n *yaml.Node) bool {
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 {
		return false
	}
	l.errAt(n, CodeQuotedValue, n.Value)
	return true
}

// boolean reads true or false.
func (l *loader) boolean(n *yaml.Node) (bool, bool) {
	if n.Kind == yaml.ScalarNode && l.quotedValue(n) {
		return false, false
	}
	if n.Kind == yaml.ScalarNode {
		switch n.Value {
		case "true", "True", "TRUE":
			return true, true
		case "false", "False", "FALSE":
			return false, true
		}
	}
	d := l.errAt(n, CodeWantBool, describe(n))
	if n.Kind == yaml.ScalarNode {
		d.Suggestion = boolWord(n.Value)
	}
	return false, false
}

// boolWord is "true" or "false" for a yes or no written in words (ja,
// nein, oui, non, yes, no, wahr, falsch, vrai, faux), else "".
func boolWord(v string) string {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "ja", "j", "oui", "yes", "y", "wahr", "vrai", "richtig", "juste", "on":
		return "true"
	case "nein", "non", "no", "n", "falsch", "faux", "off":
		return "false"
	}
	return ""
}

// numberRanks are the ranks that authors write as numbers (the ace as 1
// or 14, jack, queen and king as 11, 12 and 13).
var numberRanks = map[string]engine.Rank{"1": engine.Ace, "11": engine.Jack, "12": engine.Queen, "13": engine.King, "14": engine.Ace}

// rankSuggestion is the neutral rank for a rank written in another
// notation: a German or French name ("Bube", "R"), or a number (11 for
// the jack); "" when none fits.
func rankSuggestion(s string) string {
	if r, err := engine.ParseRank(s, engine.AnyLanguage); err == nil {
		return r.String()
	}
	if r, ok := numberRanks[strings.TrimSpace(s)]; ok {
		return r.String()
	}
	return ""
}

// cardSuggestion is the neutral card for a card written in another
// notation ("Kreuz-9", "R♠", "11♦"); "" when none fits.
func cardSuggestion(s string) string {
	if c, err := engine.ParseCardIn(s, engine.AnyLanguage); err == nil {
		return c.String()
	}
	t := strings.TrimSpace(s)
	for _, num := range []string{"11", "12", "13", "14", "1"} {
		if rest, ok := strings.CutPrefix(t, num); ok && rest != "" && (rest[0] < '0' || rest[0] > '9') {
			if c, err := engine.ParseCardIn(numberRanks[num].String()+rest, engine.AnyLanguage); err == nil {
				return c.String()
			}
		}
	}
	return ""
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
		d.Suggestion = cardSuggestion(s)
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
		d.Suggestion = rankSuggestion(s)
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
