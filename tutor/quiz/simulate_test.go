package quiz

import (
	"math"
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/engine/odds"
)

// TestSimulateAgrees: the parallel simulation is reproducible, splits the
// deals over the workers, and its 93 figures after a soda lie within 5
// standard errors of the exact ones (docs/odds.md "Monte-Carlo check").
func TestSimulateAgrees(t *testing.T) {
	soda, _ := engine.ParseCard("7♣")
	box, _ := odds.BoxAfter([]engine.Card{soda})
	n := 40_000
	if testing.Short() {
		n = 5_000
	}
	a, err := Simulate(box, n, 11, 2)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Simulate(box, n, 11, 2)
	if !reflect.DeepEqual(a, b) || a.Deals != int64(n) {
		t.Fatalf("not reproducible or %d deals", a.Deals)
	}
	exact, err := odds.Compute(box)
	if err != nil {
		t.Fatal(err)
	}
	figs := Figures(exact, a)
	if len(figs) != 13*7+2 {
		t.Fatalf("%d figures", len(figs))
	}
	for _, f := range figs {
		if z := f.Est.Z(f.Exact); math.Abs(z) > 5 {
			t.Errorf("%s %v: z = %.2f", f.Key, f.Rank, z)
		}
	}
	// Three cards left: the six orders are simulated too.
	three, _ := odds.NewBox([]engine.Card{engine.NewCard(engine.Three, engine.Clubs), engine.NewCard(engine.Seven, engine.Hearts), engine.NewCard(engine.Jack, engine.Spades)})
	e, _ := Simulate(three, 6000, 1, 3)
	ex, _ := odds.Compute(three)
	if got := len(Figures(ex, e)); got != 13*7+2+6 {
		t.Errorf("%d figures with a call", got)
	}
}
