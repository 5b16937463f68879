package odds

import (
	"errors"
	"math"
	"testing"

	"croupier/engine"
)

// checkEstimates requires every estimate to lie within 4 standard errors
// of the exact figure of Compute.
func checkEstimates(t *testing.T, b Box, e Estimates) {
	t.Helper()
	tb, err := Compute(b)
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, r engine.Rank, est Estimate, exact Fraction) {
		t.Helper()
		if z := est.Z(exact); math.Abs(z) > 4 {
			t.Errorf("%s %v: estimate %.6f ± %.6f, exact %v (z = %.2f)", what, r, est.Mean(), est.StdErr(), exact, z)
		}
	}
	for _, r := range engine.AllRanks() {
		re, rt := e.Ranks[r.Index()], tb.Ranks[r.Index()]
		check("next doublet", r, re.NextDoublet, rt.Next.Doublet)
		check("next lose", r, re.NextLose, rt.Next.Lose)
		check("next win", r, re.NextWin, rt.Next.Win)
		check("next untouched", r, re.NextUntouched, rt.Next.Untouched)
		check("rest doublet", r, re.RestDoublet, rt.Rest.AtLeastOne)
		check("pronostic", r, re.Pronostic, rt.Pronostic.PlayerEV)
		check("standing", r, re.Standing, rt.Standing.PlayerEV)
	}
	check("high card", 0, e.HighCard, tb.HighCard.PlayerEV)
	check("any doublet", 0, e.AnyDoublet, tb.AnyDoublet.AtLeastOne)
	if e.HasCall != tb.HasCall || len(e.Call) != len(tb.Call.Orders) {
		t.Fatalf("call: %v %d, exact %v %d", e.HasCall, len(e.Call), tb.HasCall, len(tb.Call.Orders))
	}
	for i, o := range tb.Call.Orders {
		check("call order", 0, e.Call[i], o.P)
	}
}

// TestSimulateStart: 20,000 deals from the soda, from one source,
// confirm the exact table (TestDocFigures checks 100,000 more, in chunks).
func TestSimulateStart(t *testing.T) {
	b := startBox(t)
	e, err := Simulate(b, 20000, engine.NewRand(2024))
	if err != nil {
		t.Fatal(err)
	}
	if e.Deals != 20000 || e.Box != b {
		t.Fatalf("deals %d", e.Deals)
	}
	checkEstimates(t, b, e)
}

// TestSimulateMidDeal: random boxes in the middle of a deal (odd sizes,
// some ranks dead), and the last three cards for each kind of call.
func TestSimulateMidDeal(t *testing.T) {
	rng := engine.NewRand(5)
	for _, n := range []int{21, 9, 4} {
		d := engine.ShuffledDeck(rng)
		b, _ := NewBox(d[:n])
		e, err := Simulate(b, 50000, rng)
		if err != nil {
			t.Fatal(err)
		}
		checkEstimates(t, b, e)
	}
	for _, s := range []string{"3C 7D JS", "7C 7D JS", "7C 7D 7H"} {
		b := mustBox(t, s)
		e, err := Simulate(b, 30000, rng)
		if err != nil {
			t.Fatal(err)
		}
		checkEstimates(t, b, e)
	}
}

// TestSimulateSeedAndMerge: the same seed gives the same estimates; two
// halves merged are the whole.
func TestSimulateSeedAndMerge(t *testing.T) {
	b := mustBox(t, "AC AD 2C 5H 5S 9D KC KD KS")
	a1, _ := Simulate(b, 1000, engine.NewRand(9))
	a2, _ := Simulate(b, 1000, engine.NewRand(9))
	if a1.Ranks != a2.Ranks || a1.AnyDoublet != a2.AnyDoublet || a1.HighCard != a2.HighCard {
		t.Fatal("same seed, different estimates")
	}
	x, _ := Simulate(b, 400, engine.NewRand(1))
	y, _ := Simulate(b, 600, engine.NewRand(2))
	sum := x
	if !sum.Merge(y) {
		t.Fatal("merge refused")
	}
	ace := engine.Ace.Index()
	if sum.Deals != 1000 || sum.Ranks[ace].Standing.Trials != 1000 ||
		sum.Ranks[ace].Standing.Sum != x.Ranks[ace].Standing.Sum+y.Ranks[ace].Standing.Sum {
		t.Fatalf("merged %+v", sum.Ranks[ace].Standing)
	}
	other, _ := Simulate(mustBox(t, "AC AD 2C"), 10, engine.NewRand(1))
	if before := sum; sum.Merge(other) || sum.Deals != before.Deals {
		t.Fatal("merged estimates of another box")
	}
}

// TestSimulateErrors: no random source, a negative count, no turn left.
func TestSimulateErrors(t *testing.T) {
	b := startBox(t)
	var e *Error
	if _, err := Simulate(b, 10, nil); !errors.Is(err, ErrNoRand) {
		t.Errorf("nil rng: %v", err)
	}
	if _, err := Simulate(b, -1, engine.NewRand(1)); !errors.Is(err, ErrBadTrials) || !errors.As(err, &e) || e.Trials != -1 {
		t.Errorf("n = -1: %v", err)
	}
	if _, err := Simulate(mustBox(t, "7C"), 10, engine.NewRand(1)); !errors.Is(err, ErrNoTurnLeft) {
		t.Errorf("one card: %v", err)
	}
	z, err := Simulate(b, 0, engine.NewRand(1))
	if err != nil || z.Deals != 0 || z.AnyDoublet.Mean() != 0 || z.AnyDoublet.StdErr() != 0 {
		t.Errorf("zero deals: %+v %v", z.AnyDoublet, err)
	}
}

// TestEstimateZ: the standard error of a chance seen 1 time in 4 is
// √(s²/n) with s² = (1 − 4·(1/4)²)/3 = 1/4: √(1/16) = 1/4; against the
// exact value 1/2 the mean 1/4 lies −1 standard error away.
func TestEstimateZ(t *testing.T) {
	e := bernoulli(1, 4)
	if e.Mean() != 0.25 || e.StdErr() != 0.25 || e.Z(ratio(1, 2)) != -1 {
		t.Errorf("mean %v se %v z %v", e.Mean(), e.StdErr(), e.Z(ratio(1, 2)))
	}
	c := bernoulli(4, 4)
	if c.Z(ratio(1, 1)) != 0 || !math.IsInf(c.Z(ratio(1, 2)), 1) {
		t.Errorf("constant estimate: %v %v", c.Z(ratio(1, 1)), c.Z(ratio(1, 2)))
	}
}
