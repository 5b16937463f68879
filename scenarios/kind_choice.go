package scenarios

import (
	"strconv"

	"gopkg.in/yaml.v3"
)

// QChoice: options whose correct ones the author marks (both games).
const QChoice QuestionKind = "choice"

// choiceKind offers options and the author marks the right ones: the
// engine computes nothing, so it has no expect, no engine answer and
// nothing for croupier fill to write.
var choiceKind = &kind{
	name: QChoice, faro: true, pasur: true,
	subject: func(l *loader, a *Ask, n *yaml.Node, _ *Scenario, where string) {
		a.Options = l.choiceOptions(n, where)
	},
	schema: func(dialect) (any, any) {
		correct := obj{{"properties", obj{{"correct", obj{{"const", true}}}}}, {"required", []string{"correct"}}}
		return obj{{"type", "array"}, {"minItems", 2}, {"items", closed(obj{{"text", ref("text")}, {"correct", boolean()}, {"explain", ref("text")}}, "text")},
			{"contains", correct}}, nil
	},
}

// choiceOptions reads the options of a choice question: {text, correct}.
func (l *loader) choiceOptions(n *yaml.Node, where string) []Option {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	if len(items) < 2 {
		l.errAt(n, CodeOutOfRange, strconv.Itoa(len(items)), "2", "9")
	}
	var out []Option
	correct := 0
	for _, it := range items {
		m, ok := l.mapping(it, where, "text", "correct", "explain")
		if !ok {
			continue
		}
		o := Option{Pos: Pos{it.Line, it.Column}}
		if v := m.require("text"); v != nil {
			o.Text = l.text(v)
		}
		if v := m.get("explain"); v != nil {
			o.Explain = l.text(v)
		}
		if v := m.get("correct"); v != nil {
			o.Correct, _ = l.boolean(v)
		}
		if o.Correct {
			correct++
		}
		out = append(out, o)
	}
	if correct == 0 && len(out) == len(items) {
		l.errAt(n, CodeNoCorrectChoice)
	}
	return out
}
