package locales

import (
	"strings"

	"croupier/engine/pasur"
)

// Rule states the rule with the engines' id (such as "faro.turn.loser" or
// "pasur.capture.sum11") in the learner's language: the profile's own form
// when the rule has one ("pharo" or "pharaon": chips or points, Gewicht or
// Einsatz), else the general one, followed by where the rule is written
// ("… (Pharo – Ausführliche Regeln, Abschnitt „Ein Abzug“, Punkt 2).").
// ok is false for an id without a text.
func (p Printer) Rule(id, profile string) (text string, ok bool) {
	text, ok = p.RuleStatement(id, profile)
	if !ok {
		return "", false
	}
	if cite, ok := p.citation(id, profile); ok {
		text = p.T(RuleCited, strings.TrimSuffix(text, "."), cite)
	}
	return text, true
}

// RuleStatement states the rule as Rule does but without its source, for
// a rule told in passing, in parentheses after a move.
func (p Printer) RuleStatement(id, profile string) (text string, ok bool) {
	m, found := ruleTexts[id+"."+profile]
	if profile == "" || !found {
		m, found = ruleTexts[id]
	}
	if !found {
		v, ok := variantRule(id)
		if !ok {
			return "", false
		}
		m = v.rule
	}
	return p.T(m), true
}

// ruleIDs returns the rule ids that have a text, for tests.
func ruleIDs() []string {
	out := make([]string, 0, len(ruleTexts))
	for id := range ruleTexts {
		out = append(out, id)
	}
	for _, v := range pasur.AllVariants() {
		if _, ok := variantRule(string(v.Rule)); ok {
			out = append(out, string(v.Rule))
		}
	}
	return out
}
