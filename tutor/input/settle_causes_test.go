package input

import (
	"testing"

	"croupier/engine"
)

// TestSettlementCausesAndSums: the quiz's lines of the final replay,
// worked out by hand. Pharaon Q10, 7♠ loses / 4♣ wins (pharaon.fr.txt
// « 04 / Décompte »: Anna's 8 on the 4 … lose for her, Dan loses 8 and
// wins 6, Ben has nothing on it); Pharaon Q2 (Jan's 14 on the winning 5,
// Dan's call on the 10 already settled); Pharo Q6, 7♠/A♠ (pharo.de.txt
// „Ein Abzug“: Anna +1 −10, Dan −2). A phrase of cause („à cause du 4“,
// „wegen der 4“) and a card after „avec le“, „mit der“ carry no amount;
// a figure said again after a player's two parts („donc -2“, „netto
// minus neun“) is the sum of them (it was added to them: Dan −10).
func TestSettlementCausesAndSums(t *testing.T) {
	c := engine.Chips
	type d = map[string]engine.Amount
	q10 := &Context{Players: []string{"Doc", "Anna", "Ben", "Dan"}, Bank: "Doc"}
	q2 := &Context{Players: []string{"Doc", "Jan", "Dan"}, Bank: "Doc"}
	q6 := &Context{Players: []string{"Doc", "Anna", "Dan"}, Bank: "Doc"}
	for _, tc := range []struct {
		ctx  *Context
		in   string
		want d
	}{
		{q10, "Anna perd 8 a cause du 4, Dan perd 8 et gagne 6 donc -2, Ben rien", d{"Anna": c(-8), "Dan": c(-2), "Ben": 0}},
		{q10, "Anna perd 8 à cause du 4, Dan perd 8 et gagne 6, donc -2", d{"Anna": c(-8), "Dan": c(-2)}},
		{q10, "Anna verliert 8 wegen der 4, Dan verliert 8 und gewinnt 6, also -2", d{"Anna": c(-8), "Dan": c(-2)}},
		{q2, "Jan gagne 14 avec le 5", d{"Jan": c(14)}},
		{q2, "jan gewinnt 14 mit der 5", d{"Jan": c(14)}},
		{q6, "anna gewinnt eins und verliert zehn, netto minus neun; dan verliert zwei", d{"Anna": c(-9), "Dan": c(-2)}},
	} {
		checkSettlement(t, tc.ctx, tc.in, tc.want)
	}
	// a figure said again that is neither the sum nor the last part is
	// asked, never added on; „wegen 2 Chips“ may be the amount
	for _, in := range []string{"Dan perd 8 et gagne 6 donc -4", "Dan verliert 8 und gewinnt 6, also 2"} {
		if a, err := Read[Settlement](NewLine(in), q10); err == nil {
			t.Errorf("%q read as %v: which figure?", in, a.Deltas)
		}
	}
}

// TestSettlementSentences: a full stop ends a part as a comma does.
// Pharaon 4, the last turn (pharaon.fr.txt « 04 / Décompte »: Louis's
// call right +4, Camille's wrong −4, Jules's pronostic on the doublet
// loses half its weight, 1; the bank Sophie +1).
func TestSettlementSentences(t *testing.T) {
	c := engine.Chips
	ctx := &Context{Players: []string{"Sophie", "Louis", "Camille", "Jules"}, Bank: "Sophie"}
	checkSettlement(t, ctx, "louis plus 4, camille minus 4 und jules verliert einen wegen dem doublet. sophie also +1",
		map[string]engine.Amount{"Louis": c(4), "Camille": c(-4), "Jules": c(-1), "Sophie": c(1)})
	checkSettlement(t, ctx, "Louis +4. Camille -4. Jules -1. Sophie +1",
		map[string]engine.Amount{"Louis": c(4), "Camille": c(-4), "Jules": c(-1), "Sophie": c(1)})
}

// TestSettlementHedged: Pharo 14 after the second deal, worked out in
// the lesson from pharo.de.txt „Ein Abzug“ (Doc 94 − 2 + 4 = 96, Dan 104
// + 3 − 4 = 103, Anna 102 − 1 = 101): a doubt about one's reckoning at
// the end carries nothing; « si » before a figure stays a condition.
func TestSettlementHedged(t *testing.T) {
	c := engine.Chips
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}}
	want := map[string]engine.Amount{"Doc": c(96), "Dan": c(103), "Anna": c(101)}
	checkSettlement(t, ctx, "Doc 96 ; Dan 103 ; Anna 101 si je compte bien", want)
	checkSettlement(t, ctx, "Doc 96, Dan 103, Anna 101, wenn ich richtig rechne", want)
	if a, err := Read[Settlement](NewLine("Doc 96 ; Dan 103 ; Anna 101 si la dame sort"), ctx); err == nil {
		t.Errorf("a condition read as %v", a.Deltas)
	}
}
