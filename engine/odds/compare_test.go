package odds

import (
	"math"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// TestSummaryLeavesOutCertain: box A A 2 5 5 9 K K K (nine cards). Eight
// ranks are dead (3 4 6 7 8 10 J Q): each of their figures is certain (a
// doublet, loss, win next turn 0, untouched 1, a doublet before the end
// 0, the single bet 0). The 2 and the 9 have one card: a doublet next turn
// or before the end is certainly 0, but the other figures vary (the single
// bet's value is exactly 0 too, yet it wins or loses: it is checked).
// Splits: only A–2, A–K and 5–9 have both ranks live; the other 15 are
// certainly 0. pharo: 13·6 + 18 + high card + any doublet = 98 figures,
// 8·6 + 2·2 + 15 = 67 certain, 31 checked. pharaon: 13·6 + any doublet =
// 79, 8·6 + 2·2 = 52 certain, 27 checked.
func TestSummaryLeavesOutCertain(t *testing.T) {
	b := mustBox(t, "AC AD 2C 5H 5S 9D KC KD KS")
	e, err := SimulateDeals(b, SimOptions{Deals: 4000, Seed: 3, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p                        faro.Profile
		figures, certain, checks int
	}{{faro.Pharo, 98, 67, 31}, {faro.Pharaon, 79, 52, 27}} {
		sh, err := ComputeSheet(b, c.p)
		if err != nil {
			t.Fatal(err)
		}
		figs, ok := Compare(sh, e)
		if !ok {
			t.Fatal("estimates refused")
		}
		s := Summarize(figs)
		if s.Figures != c.figures || s.Certain != c.certain || s.Checked != c.checks || s.Checked != s.Figures-s.Certain {
			t.Errorf("%v: %+v", c.p, s)
		}
		if s.Within3 > s.Checked || s.Within2 > s.Within3 || !s.HasWorst || s.WorstZ > 4.5 {
			t.Errorf("%v: within %d %d of %d, worst %v", c.p, s.Within2, s.Within3, s.Checked, s.WorstZ)
		}
		for _, f := range figs {
			dead := f.Rank != engine.NoRank && b.Count(f.Rank) == 0
			if f.Kind == FigSplit {
				dead = dead || b.Count(f.Rank2) == 0
			}
			if dead && !f.Certain() {
				t.Errorf("%v %v %v: not certain", c.p, f.Kind, f.Rank)
			}
			if f.Kind == FigStanding && f.Rank == engine.Two && (f.Certain() || !f.Exact.IsZero()) {
				t.Errorf("standing on the lone 2: exact %v, certain %v", f.Exact, f.Certain())
			}
		}
	}
	// Estimates of another box are refused.
	sh, _ := ComputeSheet(startBox(t), faro.Pharo)
	if _, ok := Compare(sh, e); ok {
		t.Error("compared with another box")
	}
}

// TestSummaryCounts: z below 2, between 2 and 3, beyond; a figure whose
// estimate never varied but misses the exact value counts, at infinity.
func TestSummaryCounts(t *testing.T) {
	half := ratio(1, 2)
	figs := []Figure{
		{Kind: FigAnyDoublet, Exact: half, Est: bernoulli(50, 100)},   // z = 0
		{Kind: FigAnyDoublet, Exact: half, Est: bernoulli(60, 100)},   // z ≈ 2.03
		{Kind: FigAnyDoublet, Exact: half, Est: bernoulli(70, 100)},   // z ≈ 4.4
		{Kind: FigNextWin, Exact: Fraction{}, Est: bernoulli(0, 100)}, // certain
		{Kind: FigNextWin, Exact: half, Est: bernoulli(0, 100)},       // never varied, wrong
	}
	s := Summarize(figs)
	if s.Figures != 5 || s.Certain != 1 || s.Checked != 4 || s.Within2 != 1 || s.Within3 != 2 || !math.IsInf(s.WorstZ, 1) || s.Worst.Kind != FigNextWin {
		t.Errorf("%+v", s)
	}
	if e := Summarize(nil); e.HasWorst || e.Figures != 0 {
		t.Errorf("empty: %+v", e)
	}
}
