package locales

import (
	"testing"

	"croupier/scenarios"
)

// TestEveryDiagnosticHasText: every diagnostic code the loader can report
// has a message, every subject of a failed expectation a name and every
// YAML syntax problem a sentence.
func TestEveryDiagnosticHasText(t *testing.T) {
	for _, c := range scenarios.Codes() {
		if _, ok := diagnosticTexts[c]; !ok {
			t.Errorf("no message for diagnostic code %q", c)
		}
	}
	for _, c := range scenarios.ScoreCategories() {
		if _, ok := mismatchSubjects[c]; !ok {
			t.Errorf("no name for the mismatch subject %q", c)
		}
	}
	// a failed expectation of a kind names the kind, but for a standing
	// and a score (by player, by category) and a choice (none)
	for _, g := range []scenarios.Game{scenarios.Faro, scenarios.Pasur} {
		for _, k := range scenarios.Kinds(g) {
			if _, ok := mismatchSubjects[string(k)]; !ok && k != scenarios.QStanding && k != scenarios.QScore && k != scenarios.QChoice {
				t.Errorf("no name for the mismatch subject %q (a question kind)", k)
			}
		}
	}
	for _, c := range scenarios.YAMLProblems() {
		if _, ok := yamlTexts[c]; !ok {
			t.Errorf("no message for the YAML problem %q", c)
		}
	}
	if len(yamlTexts) != len(scenarios.YAMLProblems()) {
		t.Errorf("%d YAML problem texts for %d problems", len(yamlTexts), len(scenarios.YAMLProblems()))
	}
}
