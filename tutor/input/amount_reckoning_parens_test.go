package input

import (
	"testing"

	"croupier/engine"
)

// TestAmountReckonedInParentheses: Pharo 14, third deal, Anna the bank,
// Q♠ loses and J♥ wins: Doc's 6 on the jack win, Dan's 2 on the queen
// lose (pharaon.fr.txt « 04 / Décompte »), the bank −6 + 2 = −4. The
// reckoning in parentheses names players and figures that come to the
// amount; one that comes to another figure stays refused.
func TestAmountReckonedInParentheses(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Anna", Player: "Anna", Subject: "Anna"}
	a, err := Read[Amount](NewLine("elle perd 4 (elle paie 6 a doc et prend 2 a dan)"), ctx)
	if err != nil || a.Amount != engine.Chips(-4) {
		t.Errorf("read %v (%v), want −4", a.Amount, err)
	}
	if a, err := Read[Amount](NewLine("elle perd 4 (elle paie 6 a doc et prend 3 a dan)"), ctx); err == nil {
		t.Errorf("a reckoning of 3 read as %v: it does not come to 4", a.Amount)
	}
}
