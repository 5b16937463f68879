package ask

import (
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// TestSettlementBankInferred: the bank's change is the opposite of the
// players' total (pharo.de.txt "Ein Abzug": "Der Stand der Bank ändert sich
// um das Gegenteil"), so a settlement that leaves the bank out names it
// implicitly; a bank named with a wrong value stays as typed; players
// left out count 0.
func TestSettlementBankInferred(t *testing.T) {
	ctx := &input.Context{Players: []string{"Ben", "Dan", "Anna"}, Bank: "Ben"}
	cases := []struct {
		in   string
		want scenarios.Settlement
	}{
		// Dan +5 → bank −5 (by hand).
		{"Dan gewinnt 5", scenarios.Settlement{"Dan": engine.Chips(5), "Ben": engine.Chips(-5)}},
		// +5 − 3 = +2 → bank −2.
		{"Dan +5, Anna -3", scenarios.Settlement{"Dan": engine.Chips(5), "Anna": engine.Chips(-3), "Ben": engine.Chips(-2)}},
		// A named bank keeps its (wrong) value.
		{"Dan +5, Bank -4", scenarios.Settlement{"Dan": engine.Chips(5), "Ben": engine.Chips(-4)}},
		// Anna −1½ → bank +1½.
		{"Anna verliert 1,5", scenarios.Settlement{"Anna": engine.Halves(-3), "Ben": engine.Halves(3)}},
	}
	for _, c := range cases {
		a, _, err := convert(input.NewLine(c.in), scenarios.QSettlement, nil, ctx)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if !reflect.DeepEqual(a, c.want) {
			t.Errorf("%q: got %v, want %v", c.in, a, c.want)
		}
	}
	// All-zero forms: everybody 0, the bank too.
	zero := scenarios.Settlement{"Ben": 0, "Dan": 0, "Anna": 0}
	for _, in := range []string{"nichts", "rien", "alle 0", "tous 0", "Alle: 0.", "keiner gewinnt", "personne ne gagne"} {
		a, _, err := convert(input.NewLine(in), scenarios.QSettlement, nil, ctx)
		if err != nil || !reflect.DeepEqual(a, zero) {
			t.Errorf("%q: got %v %v, want %v", in, a, err, zero)
		}
	}
	for _, in := range []string{"alle Dan", "Dan 0 Anna"} {
		if a, _, err := convert(input.NewLine(in), scenarios.QSettlement, nil, ctx); err == nil && reflect.DeepEqual(a, zero) {
			t.Errorf("%q read as all zero", in)
		}
	}
}

// TestChoiceHelpers: an option is picked by its folded text; a signed
// number is an amount, never an option's number.
func TestChoiceHelpers(t *testing.T) {
	opts := input.NewOptions([][]string{{" Die  Hälfte. "}, {"4 contre 1"}}, nil)
	if i, ok := opts.ByText(input.NewLine("die hälfte")); !ok || i != 0 {
		t.Errorf("an option's text is not picked folded: %d %v", i, ok)
	}
	if i, ok := opts.ByText(input.NewLine("4  Contre 1")); !ok || i != 1 {
		t.Errorf("an option's text is not picked whatever its spaces: %d %v", i, ok)
	}
	for in, want := range map[string]bool{"+2": true, "-1": true, "−1": true, "2": false, "b": false, "+": false} {
		if signedNumber(input.NewLine(in)) != want {
			t.Errorf("signedNumber(%q) = %v", in, !want)
		}
	}
}
