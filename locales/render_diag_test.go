package locales

import (
	"testing"

	"croupier/scenarios"
)

// TestEveryDiagnosticHasText: every diagnostic code the loader can report
// has a message, and every subject of a failed expectation a name.
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
}
