package scenarios

import (
	"errors"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// Change is one expectation that Fill writes: its line, what it is about
// (the question kind, or "turn"), the old and new text of the value (Old
// is empty where the file had none), and the whole lines concerned before
// and after (Before is empty for an inserted line), for a diff.
type Change struct {
	Line          int
	What          string
	Old, New      string
	Before, After string
}

// ErrFill is returned when Fill cannot place a value in the file's text
// (an expectation written as a block scalar, for instance).
var ErrFill = errors.New("cannot write the expectation into the file's text")

// edit replaces src[start:end] by text.
type edit struct {
	start, end int
	text       string
	change     Change
}

// Fill replays s and writes the engine's outcomes into its expectations:
// each question's expect (added after the question's kind when missing)
// and each turn's expect that the file has. Expectations the engine
// already agrees with are left as written (a legal capture stays even if
// another is listed first). Everything else of the file — comments,
// layout, quoting — is kept: the new values are spliced in at the
// positions of the old ones. It returns the new text and the changes.
func Fill(s *Scenario) ([]byte, []Change, error) {
	root := s.root // decoded once, by Load
	if root == nil {
		var diags []Diagnostic
		if root, diags = readYAML(s.File, s.src); root == nil {
			return nil, nil, Diagnostics(diags)
		}
	}
	steps := stepNodes(root)
	if len(steps) != len(s.Steps) {
		return nil, nil, ErrFill
	}
	ix := newIndex(s.src)
	r, err := NewReplay(s)
	if err != nil {
		return nil, nil, err
	}
	var edits []edit
	var drawn []*faro.TurnResult // the turns of the turn step under way
	for {
		st, ok := r.Next()
		if !ok {
			break
		}
		if st.Kind == StepDeal {
			continue
		}
		if st.Turn != nil {
			if st.TurnOf == 1 {
				drawn = drawn[:0]
			}
			drawn = append(drawn, st.Turn)
		}
		key, val := steps[st.Index][0], steps[st.Index][1]
		var e *edit
		var err error
		var block []edit
		switch {
		case st.Turn != nil && st.TurnOf == st.TurnCount && st.Spec.Turn.Each != nil:
			e, err = fillTurnList(ix, val, st, drawn)
		case st.Turn != nil && st.TurnOf == st.TurnCount:
			if block, err = fillTurnBlock(ix, val, st); block == nil && err == nil {
				e, err = fillTurn(ix, val, st)
			}
		case st.Question != nil && st.Question.Kind() != QChoice:
			if block, err = fillAskBlock(ix, val, st.Question, s); block == nil && err == nil {
				e, err = fillAsk(ix, key, val, st.Question, s)
			}
		}
		if err != nil {
			return nil, nil, err
		}
		edits = append(edits, block...)
		if e != nil {
			edits = append(edits, *e)
		}
	}
	if err := r.Err(); err != nil {
		return nil, nil, err
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	out := append([]byte(nil), s.src...)
	changes := make([]Change, 0, len(edits))
	for _, e := range edits {
		c := e.change
		ls, le := ix.lineStart(e.start), ix.lineEnd(e.end)
		c.Line = ix.lineOf(ls) + 1
		c.Before = string(s.src[ls:le])
		c.After = string(s.src[ls:e.start]) + e.text + string(s.src[e.end:le])
		if e.start == e.end && strings.HasPrefix(e.text, "\n") { // an inserted line
			c.Line++
			c.Before, c.After = "", e.text[1:]
		}
		out = append(out[:e.start:e.start], append([]byte(e.text), out[e.end:]...)...)
		changes = append(changes, c)
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].Line < changes[j].Line })
	return out, changes, nil
}

// stepNodes returns each step's kind key and value node, in the order
// of Scenario.Steps: the deals' or rounds' steps one after the other, an
// empty entry for each StepDeal.
func stepNodes(root *yaml.Node) [][2]*yaml.Node {
	var lists []*yaml.Node
	if steps := mapValue(root, "steps"); steps != nil {
		lists = append(lists, steps)
	}
	for _, key := range []string{"deals", "rounds"} {
		if parts := mapValue(root, key); parts != nil && parts.Kind == yaml.SequenceNode {
			for _, p := range parts.Content {
				lists = append(lists, mapValue(p, "steps"))
			}
		}
	}
	var out [][2]*yaml.Node
	for i, steps := range lists {
		if steps == nil || steps.Kind != yaml.SequenceNode {
			return nil
		}
		if i > 0 {
			out = append(out, [2]*yaml.Node{}) // the StepDeal
		}
		for _, it := range steps.Content {
			if it.Kind == yaml.MappingNode && len(it.Content) == 2 {
				out = append(out, [2]*yaml.Node{it.Content[0], it.Content[1]})
			}
		}
	}
	return out
}

// mapValue returns the value of key in mapping n, or nil.
func mapValue(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// mapKey returns the key node of key in mapping n, or nil.
func mapKey(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i]
		}
	}
	return nil
}

// fillTurn writes the cards of a drawn turn into the turn's expect: the
// bank card and the player card, and the hock after the last turn.
func fillTurn(ix *index, val *yaml.Node, st Step) (*edit, error) {
	t := st.Spec.Turn
	if !t.HasExpect || turnAgrees(t, st.Turn) {
		return nil, nil
	}
	text := "{loser: " + st.Turn.Loser.String() + ", winner: " + st.Turn.Winner.String()
	if st.Turn.Hock.Valid() {
		text += ", hock: " + st.Turn.Hock.String()
	}
	return replaceValue(ix, mapValue(val, "expect"), text+"}", Change{Line: t.ExpectPos.Line, What: "turn"})
}

// fillTurnList writes the cards of every turn a step drew into its
// expect list ({count: N, expect: [{…}, …]}), when one of them differs.
func fillTurnList(ix *index, val *yaml.Node, st Step, drawn []*faro.TurnResult) (*edit, error) {
	t := st.Spec.Turn
	agree := len(drawn) == len(t.Each)
	var parts []string
	for i, r := range drawn {
		if agree {
			c := t.Each[i]
			agree = turnAgrees(&TurnSpec{Loser: c.Loser, Winner: c.Winner, Hock: c.Hock}, r)
		}
		text := "{loser: " + r.Loser.String() + ", winner: " + r.Winner.String()
		if r.Hock.Valid() {
			text += ", hock: " + r.Hock.String()
		}
		parts = append(parts, text+"}")
	}
	if agree {
		return nil, nil
	}
	return replaceValue(ix, mapValue(val, "expect"), "["+strings.Join(parts, ", ")+"]", Change{Line: t.ExpectPos.Line, What: "turn"})
}

// turnAgrees reports whether a turn's expect says the cards drawn: the
// bank card and the player card, and the hock when the expect names one
// (an author may leave the hock out of a right expect; an empty or wrong
// one is written anew, with the hock after the last turn).
func turnAgrees(t *TurnSpec, r *faro.TurnResult) bool {
	if t.Loser != r.Loser || t.Winner != r.Winner {
		return false
	}
	return !t.Hock.Valid() || t.Hock == r.Hock
}

// fillAsk writes the engine's answer into a question's expect.
func fillAsk(ix *index, key, val *yaml.Node, q *Question, s *Scenario) (*edit, error) {
	a := q.ask
	if q.want == nil {
		return nil, nil
	}
	if a.Expect != nil && q.Check(a.Expect).Correct {
		return nil, nil
	}
	k := kindOf(a.Kind)
	if k == nil || k.format == nil {
		return nil, nil
	}
	text := k.format(q, s)
	if ev := mapValue(val, "expect"); ev != nil {
		return replaceValue(ix, ev, text, Change{Line: ev.Line, What: string(a.Kind)})
	}
	// No expect yet: add it after the question's kind.
	kk, kv := mapKey(val, string(a.Kind)), mapValue(val, string(a.Kind))
	if kk == nil || kv == nil {
		return nil, ErrFill
	}
	if val.Style&yaml.FlowStyle != 0 {
		end, err := ix.end(kv)
		if err != nil {
			return nil, err
		}
		return &edit{start: end, end: end, text: ", expect: " + text,
			change: Change{Line: kv.Line, What: string(a.Kind), New: text}}, nil
	}
	end, err := ix.end(kv)
	if err != nil {
		return nil, err
	}
	eol := ix.lineEnd(end)
	indent := strings.Repeat(" ", kk.Column-1)
	return &edit{start: eol, end: eol, text: "\n" + indent + "expect: " + text,
		change: Change{Line: ix.lineOf(eol) + 1, What: string(a.Kind), New: text}}, nil
}

// replaceValue replaces the text of value node v by text.
func replaceValue(ix *index, v *yaml.Node, text string, c Change) (*edit, error) {
	if v == nil {
		return nil, ErrFill
	}
	start := ix.offset(v.Line, v.Column)
	if isNull(v) && v.Value == "" { // "expect:" with nothing after it
		c.New = text
		if start > 0 && ix.src[start-1] == ' ' {
			if start < len(ix.src) && strings.IndexByte(",]}\r\n", ix.src[start]) >= 0 {
				// "expect: }": the value goes where nothing stood
				return &edit{start: start, end: start, text: text, change: c}, nil
			}
			return &edit{start: start, end: start, text: text + " ", change: c}, nil
		}
		return &edit{start: start, end: start, text: " " + text, change: c}, nil
	}
	end, err := ix.end(v)
	if err != nil {
		return nil, err
	}
	c.Old, c.New = string(ix.src[start:end]), text
	if v.Kind != yaml.ScalarNode && v.Style&yaml.FlowStyle == 0 {
		// A block mapping or list: put the flow value after the colon.
		p := start
		for p > 0 && strings.ContainsRune(" \t\r\n", rune(ix.src[p-1])) {
			p--
		}
		if p > 0 && ix.src[p-1] == ':' {
			return &edit{start: p, end: end, text: " " + text, change: c}, nil
		}
	}
	return &edit{start: start, end: end, text: text, change: c}, nil
}

// yamlKey quotes a player's name when YAML would not read it plainly.
func yamlKey(s string) string {
	var probe yaml.Node
	if err := yaml.Unmarshal([]byte(s+": 1"), &probe); err == nil && len(probe.Content) == 1 {
		if m := probe.Content[0]; m.Kind == yaml.MappingNode && len(m.Content) == 2 && m.Content[0].Value == s {
			return s
		}
	}
	return strconv.Quote(s)
}

// index maps line and column (in characters) to byte offsets of a text.
type index struct {
	src   []byte
	lines []int // the offset of each line's start
}

func newIndex(src []byte) *index {
	ix := &index{src: src, lines: []int{0}}
	for i, b := range src {
		if b == '\n' {
			ix.lines = append(ix.lines, i+1)
		}
	}
	return ix
}

// offset returns the byte offset of 1-based line and column.
func (ix *index) offset(line, col int) int {
	if line < 1 || line > len(ix.lines) {
		return len(ix.src)
	}
	p := ix.lines[line-1]
	for c := 1; c < col && p < len(ix.src) && ix.src[p] != '\n'; c++ {
		_, w := utf8.DecodeRune(ix.src[p:])
		p += w
	}
	return p
}

// lineEnd returns the offset of the newline ending the line holding p.
func (ix *index) lineEnd(p int) int {
	for p < len(ix.src) && ix.src[p] != '\n' {
		p++
	}
	if p > 0 && p <= len(ix.src) && ix.src[p-1] == '\r' {
		p--
	}
	return p
}

// lineStart returns the offset of the start of the line holding p.
func (ix *index) lineStart(p int) int {
	return ix.lines[ix.lineOf(p)]
}

// lineOf returns the 0-based line of offset p.
func (ix *index) lineOf(p int) int {
	return sort.Search(len(ix.lines), func(i int) bool { return ix.lines[i] > p }) - 1
}

// end returns the offset just after node n's text.
func (ix *index) end(n *yaml.Node) (int, error) {
	start := ix.offset(n.Line, n.Column)
	switch {
	case n.Kind == yaml.ScalarNode:
		return ix.scalarEnd(n, start)
	case n.Style&yaml.FlowStyle != 0 || (start < len(ix.src) && (ix.src[start] == '{' || ix.src[start] == '[')):
		return ix.flowEnd(start)
	case len(n.Content) > 0:
		return ix.end(n.Content[len(n.Content)-1])
	}
	return start, nil
}

// scalarEnd finds the end of a scalar starting at start.
func (ix *index) scalarEnd(n *yaml.Node, start int) (int, error) {
	src := ix.src
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		return 0, ErrFill
	case n.Style&yaml.DoubleQuotedStyle != 0:
		for p := start + 1; p < len(src); p++ {
			if src[p] == '\\' {
				p++
			} else if src[p] == '"' {
				return p + 1, nil
			}
		}
		return 0, ErrFill
	case n.Style&yaml.SingleQuotedStyle != 0:
		for p := start + 1; p < len(src); p++ {
			if src[p] == '\'' {
				if p+1 < len(src) && src[p+1] == '\'' {
					p++
					continue
				}
				return p + 1, nil
			}
		}
		return 0, ErrFill
	}
	if strings.HasPrefix(string(src[start:min(len(src), start+len(n.Value))]), n.Value) {
		return start + len(n.Value), nil
	}
	return 0, ErrFill // a plain scalar over several lines
}

// flowEnd finds the bracket closing the flow collection at start.
func (ix *index) flowEnd(start int) (int, error) {
	src := ix.src
	depth := 0
	for p := start; p < len(src); p++ {
		switch src[p] {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return p + 1, nil
			}
		case '"':
			for p++; p < len(src) && src[p] != '"'; p++ {
				if src[p] == '\\' {
					p++
				}
			}
		case '\'':
			for p++; p < len(src); p++ {
				if src[p] == '\'' {
					if p+1 < len(src) && src[p+1] == '\'' {
						p++
						continue
					}
					break
				}
			}
		case '#':
			if p > 0 && (src[p-1] == ' ' || src[p-1] == '\t') {
				for p < len(src) && src[p] != '\n' {
					p++
				}
			}
		}
	}
	return 0, ErrFill
}
