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

// TestAmountAtOdds: a call of the last three cards with a pair right
// pays 2:1 (pharo.de.txt „Die Ansage“: „Cat-hop“ … „Richtig angesagt
// zahlt 2:1“): 1 chip called wins 2. The odds after the comma are how
// the amount is reckoned; an amount the odds cannot pay is refused.
func TestAmountAtOdds(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan"}, Bank: "Doc", Player: "Dan", Subject: "Dan"}
	a, err := Read[Amount](NewLine("zwei chips gewinn, cat hop zahlt ja 2 zu 1"), ctx)
	if err != nil || a.Amount != engine.Chips(2) {
		t.Errorf("read %v (%v), want +2", a.Amount, err)
	}
	for _, in := range []string{"zwei chips gewinn, cat hop zahlt ja 3 zu 1", "sieben chips, cat hop zahlt 2 zu 1"} {
		if a, err := Read[Amount](NewLine(in), ctx); err == nil {
			t.Errorf("%q read as %v", in, a.Amount)
		}
	}
}
