package input

import (
	"testing"

	"croupier/engine"
)

// TestSettlementCardRemarkAfterAnswer: Pharo 9, Abzug 5 (3♠ loses, J♣
// wins) with Dan's 3 chips split between the 3 and the jack: a split hit
// on both sides in one turn changes nothing (pharo.de.txt „Setzen“:
// „Gewinnt der eine und verliert der andere im selben Abzug, passiert
// nichts“). The rank in the remark („die 3 verliert“, « le 3 perd ») is
// a card, not Dan's stake: it was read as „Dan verliert 3“ and the right
// answer judged wrong. A full stop or a semicolon ends the answer as a
// comma does.
func TestSettlementCardRemarkAfterAnswer(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc",
		Stakes: map[string][]engine.Amount{"Dan": {engine.Chips(3)}}}
	for _, in := range []string{
		"ändert sich nichts für dan, die 3 verliert und der bube gewinnt",
		"nichts für dan. die 3 verliert und der bube gewinnt",
		"nichts für dan; die 3 verliert, der bube gewinnt",
		"rien ne change pour dan, le 3 perd et le valet gagne",
		"rien pour dan. le 3 perd et le valet gagne",
	} {
		checkSettlement(t, ctx, in, map[string]engine.Amount{"Dan": 0})
	}
}

// TestSettlementCardRemarkBeforeAnswer: a remark about the cards that
// opens the line, up to a comma, a full stop or a colon, holds no amount.
// Pharo 13 (the 7 is the bank's card this time: Dan's 5 on it lose,
// pharo.de.txt „Ein Abzug“); Pharo 10 (a doublet of 8s takes half of
// Dan's 4 on the high card, pharaon.fr.txt « 04 / Décompte »: Dan −2,
// the bank +2); Pharo 9 as above (a split hit on both sides: nothing).
func TestSettlementCardRemarkBeforeAnswer(t *testing.T) {
	c := engine.Chips
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	type d = map[string]engine.Amount
	for _, tc := range []struct {
		in   string
		want d
	}{
		{"ach so, die 7 ist ja diesmal bankkarte. dan verliert seine 5", d{"Dan": c(-5)}},
		{"c'est egal donc pas plus haut : dan -2 et la banque +2", d{"Dan": c(-2), "Doc": c(2)}},
		{"die 3 verliert und der bube gewinnt, also nichts für dan", d{"Dan": 0}},
		{"le 3 perd et le valet gagne, donc rien pour dan", d{"Dan": 0}},
	} {
		checkSettlement(t, ctx, tc.in, tc.want)
	}
	// a word of nothing that opens the line is more of the answer, and
	// „außer“, « sauf » may turn it: asked, never read as Dan −2 alone
	for _, in := range []string{"nichts: dan -2", "rien : dan -2", "außer der 8: dan -2", "sauf le 8 : dan -2"} {
		if a, err := Read[Settlement](NewLine(in), ctx); err == nil {
			t.Errorf("%q read as %v: it says two things", in, a.Deltas)
		}
	}
}
