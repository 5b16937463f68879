package locales

import (
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// TestDescribeHighCard: a high-card bet is told as such, not "auf ?"
// (pharo.de.txt "Varianten", hohe Karte).
func TestDescribeHighCard(t *testing.T) {
	for _, lang := range []Lang{German, French} {
		p := New(lang)
		got := p.Action(&scenarios.Action{Kind: scenarios.ActHighCard, Player: "Dan", Stake: engine.Chips(3)}, faro.Pharo, false)
		if strings.Contains(got, "?") || !strings.Contains(got, p.T(TargetHighcard)) {
			t.Errorf("%s: %q", lang, got)
		}
	}
}
