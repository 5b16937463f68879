package odds

import (
	"math"

	"croupier/engine"
	"croupier/engine/faro"
)

// FigureKind names one kind of figure that a simulation estimates.
type FigureKind uint8

// The kinds of figures, in the order Compare lists them.
const (
	NoFigure FigureKind = iota
	// Per rank, the next turn: TurnOdds Doublet, Lose, Win, Untouched.
	FigNextDoublet
	FigNextLose
	FigNextWin
	FigNextUntouched
	// FigRestDoublet: DoubletOdds.AtLeastOne of the rank.
	FigRestDoublet
	// FigPronostic (pharaon): the PlayerEV of a pronostic on the rank.
	FigPronostic
	// FigStanding (pharo): the PlayerEV of a bet left standing on the rank.
	FigStanding
	// FigSplit (pharo): the PlayerEV of a split on Rank–Rank2.
	FigSplit
	// FigHighCard (pharo): the PlayerEV of high card.
	FigHighCard
	// FigAnyDoublet: a doublet of any rank before the end.
	FigAnyDoublet
	// FigCallOrder: the chance of the Order-th order of CallOdds.Orders.
	FigCallOrder
)

// String returns a short English name, for logs and tests.
func (k FigureKind) String() string {
	switch k {
	case FigNextDoublet:
		return "next-doublet"
	case FigNextLose:
		return "next-lose"
	case FigNextWin:
		return "next-win"
	case FigNextUntouched:
		return "next-untouched"
	case FigRestDoublet:
		return "rest-doublet"
	case FigPronostic:
		return "pronostic"
	case FigStanding:
		return "standing"
	case FigSplit:
		return "split"
	case FigHighCard:
		return "high-card"
	case FigAnyDoublet:
		return "any-doublet"
	case FigCallOrder:
		return "call-order"
	}
	return "none"
}

// Figure is one exact figure beside its Monte-Carlo estimate.
type Figure struct {
	Kind FigureKind
	// Rank is the figure's rank (NoRank for the whole deal); Rank2 a
	// split's second rank; Order the call order's index in
	// Sheet.Table.Call.Orders.
	Rank, Rank2 engine.Rank
	Order       int
	Exact       Fraction
	Est         Estimate
}

// Certain reports whether the simulation could not have missed the
// figure: its value was the same in every deal (standard error 0) and
// equals the exact figure, as the chance of a doublet of a rank with
// fewer than two cards (exactly 0) or of a dead rank staying untouched
// (exactly 1). Summarize does not count such figures.
func (f Figure) Certain() bool {
	return f.Est.StdErr() == 0 && f.Est.MeanFraction().Equal(f.Exact)
}

// Z is Est.Z(Exact): how many standard errors the estimate lies from the
// exact figure.
func (f Figure) Z() float64 { return f.Est.Z(f.Exact) }

// Compare pairs every figure of the sheet's profile with its estimate:
// per rank the next turn (doublet, lose, win, untouched), a doublet before
// the end, and the profile's single bet (pharaon: the pronostic; pharo:
// the bet left standing); then pharo's splits (SplitPairs order) and high
// card; a doublet of any rank; and, when the profile allows the call,
// each order of the last three cards. It reports false if the estimates
// are not of the sheet's box.
func Compare(s Sheet, e Estimates) ([]Figure, bool) {
	t := s.Table
	if e.Box != s.Box || e.HasCall != t.HasCall || len(e.Call) != len(t.Call.Orders) {
		return nil, false
	}
	var out []Figure
	add := func(k FigureKind, r engine.Rank, exact Fraction, est Estimate) {
		out = append(out, Figure{Kind: k, Rank: r, Exact: exact, Est: est})
	}
	for _, r := range engine.AllRanks() {
		rt, re := t.Ranks[r.Index()], e.Ranks[r.Index()]
		add(FigNextDoublet, r, rt.Next.Doublet, re.NextDoublet)
		add(FigNextLose, r, rt.Next.Lose, re.NextLose)
		add(FigNextWin, r, rt.Next.Win, re.NextWin)
		add(FigNextUntouched, r, rt.Next.Untouched, re.NextUntouched)
		add(FigRestDoublet, r, rt.Rest.AtLeastOne, re.RestDoublet)
		if s.Profile == faro.Pharaon {
			add(FigPronostic, r, rt.Pronostic.PlayerEV, re.Pronostic)
		} else {
			add(FigStanding, r, rt.Standing.PlayerEV, re.Standing)
		}
	}
	if s.HasSplits {
		for i, pr := range SplitPairs() {
			out = append(out, Figure{Kind: FigSplit, Rank: pr[0], Rank2: pr[1], Exact: s.Splits[i].PlayerEV, Est: e.Splits[i]})
		}
	}
	if s.HasHighCard {
		add(FigHighCard, engine.NoRank, t.HighCard.PlayerEV, e.HighCard)
	}
	add(FigAnyDoublet, engine.NoRank, t.AnyDoublet.AtLeastOne, e.AnyDoublet)
	if s.HasCall {
		for i, o := range t.Call.Orders {
			out = append(out, Figure{Kind: FigCallOrder, Order: i, Exact: o.P, Est: e.Call[i]})
		}
	}
	return out, true
}

// Summary is how a simulation agrees with the exact figures.
type Summary struct {
	// Figures is the number of figures; Certain those Summarize leaves
	// out (Figure.Certain); Checked = Figures − Certain.
	Figures, Certain, Checked int
	// Within2 and Within3 count the checked figures less than 2 and 3
	// standard errors from the exact value.
	Within2, Within3 int
	// Worst is the checked figure farthest from its exact value, WorstZ
	// its |z|; HasWorst is false when nothing was checked.
	Worst    Figure
	WorstZ   float64
	HasWorst bool
}

// Summarize counts how many figures lie within 2 and 3 standard errors
// of the exact values, leaving out the certain ones.
func Summarize(figs []Figure) Summary {
	s := Summary{Figures: len(figs)}
	for _, f := range figs {
		if f.Certain() {
			s.Certain++
			continue
		}
		s.Checked++
		z := math.Abs(f.Z())
		if z < 2 {
			s.Within2++
		}
		if z < 3 {
			s.Within3++
		}
		if !s.HasWorst || z > s.WorstZ {
			s.Worst, s.WorstZ, s.HasWorst = f, z, true
		}
	}
	return s
}
