package scenarios

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// blockExpect returns the expect of a step when it is a block mapping
// with entries (its lines and comments are then kept, only values
// change).
func blockExpect(val *yaml.Node) *yaml.Node {
	ev := mapValue(val, "expect")
	if ev == nil || ev.Kind != yaml.MappingNode || ev.Style&yaml.FlowStyle != 0 || len(ev.Content) == 0 {
		return nil
	}
	return ev
}

// fillTurnBlock writes a drawn turn's cards into a block-style expect,
// key by key.
func fillTurnBlock(ix *index, val *yaml.Node, st Step) ([]edit, error) {
	ev := blockExpect(val)
	t := st.Spec.Turn
	if ev == nil || (t.Loser == st.Turn.Loser && t.Winner == st.Turn.Winner && (!t.Hock.Valid() || t.Hock == st.Turn.Hock)) {
		return nil, nil
	}
	want := [][2]string{{"loser", st.Turn.Loser.String()}, {"winner", st.Turn.Winner.String()}}
	if st.Turn.Hock.Valid() && mapValue(ev, "hock") != nil {
		want = append(want, [2]string{"hock", st.Turn.Hock.String()})
	}
	return blockEdits(ix, ev, want, func(k string) string { return k }, "turn")
}

// fillAskBlock writes the engine's answer into a block-style expect of a
// settlement, standing or score, key by key.
func fillAskBlock(ix *index, val *yaml.Node, q *Question, s *Scenario) ([]edit, error) {
	ev := blockExpect(val)
	if ev == nil || q.want == nil || (q.ask.Expect != nil && q.Check(q.ask.Expect).Correct) {
		return nil, nil
	}
	var want [][2]string
	fileKey := func(k string) string { return k }
	switch w := q.want.(type) {
	case Settlement:
		for _, p := range s.Players {
			if v, ok := w[p.Name]; ok && (v != 0 || mapValue(ev, p.Name) != nil || p.Banker) {
				want = append(want, [2]string{p.Name, v.Signed()})
			}
		}
		fileKey = func(k string) string {
			if s.playerIndex(k) < 0 && contains(bankKeys, k) {
				return q.banker // "Bank:" stands for the banker
			}
			return k
		}
	case Standing:
		for _, p := range s.Players {
			if v, ok := w[p.Name]; ok {
				want = append(want, [2]string{p.Name, v.String()})
			}
		}
	case Breakdown:
		for _, c := range ScoreCategories() {
			if mapValue(ev, c) != nil || c == "total" {
				want = append(want, [2]string{c, itoaInt(w[c])})
			}
		}
	default:
		return nil, nil
	}
	return blockEdits(ix, ev, want, fileKey, string(q.ask.Kind))
}

// blockEdits changes the values of a block mapping's keys that differ
// from want (keys mapped to want's with fileKey) and adds the keys it
// lacks after its last entry, at its indentation; comments and order stay.
func blockEdits(ix *index, m *yaml.Node, want [][2]string, fileKey func(string) string, what string) ([]edit, error) {
	var out []edit
	have := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		name := fileKey(k.Value)
		have[name] = true
		for _, w := range want {
			if w[0] != name {
				continue
			}
			if v.Kind == yaml.ScalarNode && sameValue(v.Value, w[1]) {
				break
			}
			e, err := replaceValue(ix, v, w[1], Change{Line: v.Line, What: what})
			if err != nil {
				return nil, err
			}
			out = append(out, *e)
		}
	}
	last := m.Content[len(m.Content)-1]
	end, err := ix.end(last)
	if err != nil {
		return nil, err
	}
	eol := ix.lineEnd(end)
	indent := strings.Repeat(" ", m.Content[0].Column-1)
	var added []string
	for _, w := range want {
		if !have[w[0]] {
			added = append(added, "\n"+indent+yamlKey(w[0])+": "+w[1])
		}
	}
	if len(added) > 0 { // one insertion, so the new lines keep their order
		text := strings.Join(added, "")
		out = append(out, edit{start: eol, end: eol, text: text, change: Change{Line: ix.lineOf(eol) + 1, What: what, New: strings.TrimSpace(text)}})
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// sameValue reports whether a file's scalar says the value written
// (+4 and 4, -0 and 0 alike).
func sameValue(file, want string) bool {
	norm := func(s string) string { return strings.TrimPrefix(strings.TrimSpace(s), "+") }
	return norm(file) == norm(want)
}

func itoaInt(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	if neg {
		return "-" + string(b)
	}
	return string(b)
}
