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
	for _, c := range scenarios.YAMLProblems() {
		if _, ok := yamlTexts[c]; !ok {
			t.Errorf("no message for the YAML problem %q", c)
		}
	}
	if len(yamlTexts) != len(scenarios.YAMLProblems()) {
		t.Errorf("%d YAML problem texts for %d problems", len(yamlTexts), len(scenarios.YAMLProblems()))
	}
}
