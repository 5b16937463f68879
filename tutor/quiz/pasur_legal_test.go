package quiz

import (
	"testing"

	"croupier/engine/pasur"
)

// TestLegalLayRule: a question whether a card may be laid cites the rule
// it turns on, by the test's own captures (model_pasur_test.go): "a card
// that can capture must capture" (RULINGS.md "Pasur") when the card can
// take something, "a card that takes nothing is laid" (pasur.de.txt
// "Spielablauf" 6) when it cannot.
func TestLegalLayRule(t *testing.T) {
	seen := map[pasur.RuleID]int{}
	for level := MinLevel; level <= MaxLevel; level++ {
		for seed := uint64(0); seed < 300; seed++ {
			it, err := Generate(PasurLegal, level, seed)
			if err != nil {
				t.Fatal(err)
			}
			ask := it.Scenario.Steps[len(it.Scenario.Steps)-1].Ask
			if len(ask.Probe.Take) > 0 {
				continue
			}
			want := pasur.RuleLay
			if len(legalTakes(ask.Probe.Card, it.Scenario.Deck.Table)) > 0 {
				want = pasur.RuleMustCapture
			}
			seen[want]++
			if ask.Rule != string(want) {
				t.Errorf("level %d seed %d: %v laid on %v cites %q, want %q", level, seed, ask.Probe.Card, it.Scenario.Deck.Table, ask.Rule, want)
			}
		}
	}
	if seen[pasur.RuleLay] == 0 || seen[pasur.RuleMustCapture] == 0 {
		t.Errorf("lay questions by rule: %v", seen)
	}
}
