package scenarios

import (
	"errors"
	"strconv"
	"strings"

	"croupier/engine/faro"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// QLegal: whether an action is allowed now (both games).
const QLegal QuestionKind = "legal"

// legalKind asks whether an action is allowed now and, when the file
// says so, which rule refuses it.
var legalKind = &kind{
	name: QLegal, faro: true, pasur: true,
	subject: legalProbe,
	expect:  legalAnswer,
	onFaro: func(_ *faroTable, q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
		return Bool(legality(probe(q.Probe)).Legal), nil, nil
	},
	onPasur: func(_ *pasurTable, q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
		return Bool(legality(probe(q.Probe)).Legal), nil, nil
	},
	compare: compareLegal,
	format: func(q *Question, s *Scenario) string {
		if b, ok := q.want.(Bool); ok && !bool(b) && q.refusal != "" {
			return Legality{Rule: q.refusal}.String() // legal: false with the refusing rule
		}
		return formatText(q, s)
	},
	schema: func(x dialect) (any, any) {
		return ref("legal_" + x.name),
			obj{{"oneOf", []any{boolean(), closed(obj{{"legal", boolean()}, {"rule", ref("rule")}}, "legal")}}}
	},
}

// legalProbe reads the one action the question asks about.
func legalProbe(l *loader, a *Ask, n *yaml.Node, s *Scenario, where string) {
	m, ok := l.mapping(n, where, actionNames(s.Game)...)
	if !ok {
		return
	}
	if len(m.order) != 1 {
		if len(m.order) == 0 && len(n.Content) == 0 {
			l.errAt(n, CodeStepKind, strings.Join(actionNames(s.Game), ", "))
		} else if len(m.order) > 1 {
			l.errAt(m.keys[m.order[1]], CodeStepKinds, m.order...)
		}
		return
	}
	k := m.order[0]
	a.Probe = l.action(ActionKind(k), m.vals[k], s, where+"."+k)
}

// legalAnswer reads true, false, or {legal: false, rule: …}.
func legalAnswer(l *loader, n *yaml.Node, s *Scenario) Answer {
	if n.Kind != yaml.MappingNode {
		return boolAnswer(l, n, s)
	}
	m, ok := l.mapping(n, "expect", "legal", "rule")
	if !ok {
		return nil
	}
	lg := Legality{}
	if v := m.require("legal"); v != nil {
		lg.Legal, _ = l.boolean(v)
	}
	if v := m.get("rule"); v != nil {
		if lg.Legal {
			l.errAt(m.keys["rule"], CodeRuleNotRefused, v.Value)
		}
		lg.Rule, _ = l.ruleID(v, s)
	}
	return lg
}

// legality is the engine's answer to a legal question: whether the probe
// is accepted and, if not, the rule that refuses it.
func legality(err error) Legality {
	var fe *faro.RuleError
	var me *pasur.MoveError
	var ce *captureChoiceError
	switch {
	case err == nil || errors.As(err, &ce):
		return Legality{Legal: true} // several captures: legal, the file just says none
	case errors.As(err, &fe):
		return Legality{Rule: string(fe.Rule)}
	case errors.As(err, &me):
		return Legality{Rule: string(me.Rule)}
	}
	return Legality{}
}

// compareLegal judges yes or no and, when the answer names one, the rule
// that refuses the action.
func compareLegal(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Legality)
	if !ok {
		return compareText[Bool](q, a)
	}
	w, isBool := q.want.(Bool)
	switch {
	case !isBool:
		return false, WrongKind, nil
	case g.Legal != bool(w):
		return false, WrongValue, []Diff{{Key: string(q.ask.Kind), Got: strconv.FormatBool(g.Legal), Want: w.String()}}
	case g.Rule != "" && g.Rule != q.refusal:
		return false, WrongValue, []Diff{{Key: "rule", Got: g.Rule, Want: q.refusal}}
	}
	return true, "", nil
}
