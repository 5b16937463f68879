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
