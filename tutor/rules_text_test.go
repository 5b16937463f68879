package tutor

import (
	"testing"

	"croupier/locales"
	"croupier/scenarios"
)

// TestEveryCitedRuleHasText fails when a lesson cites a rule id that the
// tutor cannot explain in German and in French (it would show the bare id).
func TestEveryCitedRuleHasText(t *testing.T) {
	all, err := scenarios.CorpusScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range all {
		for _, st := range sc.Steps {
			if st.Ask == nil || st.Ask.Rule == "" {
				continue
			}
			for _, l := range locales.Langs() {
				if _, ok := locales.New(l).Rule(st.Ask.Rule, profileName(sc)); !ok {
					t.Errorf("%s: rule %q has no %s text", sc.ID, st.Ask.Rule, l)
				}
			}
		}
	}
}

// profileName is the scenario's profile as rule texts name it ("" for
// Pasur).
func profileName(sc *scenarios.Scenario) string {
	if sc.Profile.Valid() {
		return sc.Profile.String()
	}
	return ""
}
