package locales

import (
	"strconv"
	"strings"

	"croupier/scenarios"
)

// Where says where in a file a key path lies, for the diagnostics that
// name one ("unbekannter Schlüssel … in Schritt 10 (ask.choice)"): the
// loader writes the path as YAML keys with the steps, deals and rounds
// counted from 1 ("deals[2].steps[3].bet"); the steps, deals and rounds
// are said in words, "Durchgang 2, Schritt 3 (bet)" / « la taille 2,
// étape 3 (bet) », the keys below them as written. A path without an
// index ("deck", "limits") is the key itself.
func (p Printer) Where(path string) string {
	var places, keys []string
	for _, seg := range strings.Split(path, ".") {
		name, n, ok := indexed(seg)
		if !ok || len(keys) > 0 {
			keys = append(keys, seg)
			continue
		}
		switch {
		case name == "steps" && len(places) == 0:
			places = append(places, p.T(scenWhereStep, n))
		case name == "steps":
			places = append(places, p.T(scenWhereStepOf, n))
		case name == "deals":
			places = append(places, p.T(scenWhereDeal, n))
		case name == "rounds":
			places = append(places, p.T(scenWhereRound, n))
		default:
			keys = append(keys, seg)
		}
	}
	if len(places) == 0 {
		return path
	}
	out := strings.Join(places, ", ")
	if len(keys) > 0 {
		out += " (" + strings.Join(keys, ".") + ")"
	}
	return out
}

// indexed splits "steps[10]" into "steps" and 10.
func indexed(seg string) (string, int, bool) {
	name, rest, ok := strings.Cut(seg, "[")
	if !ok || !strings.HasSuffix(rest, "]") {
		return "", 0, false
	}
	n, err := strconv.Atoi(strings.TrimSuffix(rest, "]"))
	if err != nil || n < 1 {
		return "", 0, false
	}
	return name, n, true
}

// AuthorDiagnostic renders a problem for an author (croupier run, check
// and fill): Diagnostic, followed by the engine's rule id when an engine
// refused something ("[Regel pharaon.weight.even]"). The tutor shows
// Diagnostic alone: a learner never sees a rule id.
func (p Printer) AuthorDiagnostic(d scenarios.Diagnostic) string {
	out := p.Diagnostic(d)
	if d.Rule != "" {
		out += " " + p.T(scenRuleID, Clean(d.Rule))
	}
	return out
}
