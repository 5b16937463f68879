package main

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"

	"croupier/cmd/internal/term"
	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
	"croupier/tutor/quiz"
	tscreen "croupier/tutor/screen"
)

// oddsFlags are the options of croupier odds.
type oddsFlags struct {
	profile  string
	shown    string
	hasShown bool
	box      string
	hasBox   bool
	bets     bool
	simulate int
	seed     uint64
	workers  int
}

// groupedNumber is a number written with its thousands grouped the
// language's way (1.000.000.000, 1 000 000 000).
type groupedNumber int

// Render writes the number for p.
func (n groupedNumber) Render(p locales.Printer) string { return grouped(p, int(n)) }

// maxWorkers bounds the cores a simulation runs on (--workers).
const maxWorkers = 64

// maxSimulate bounds --simulate.
const maxSimulate = 1_000_000_000

// oddsCommand is croupier odds [--profile pharo|pharaon] [--shown CARDS |
// --box CARDS] [--bets] [--simulate N] [--seed S] [--workers W]: the
// exact odds of a Faro deal under a profile once the given cards are
// shown (by default the soda of the deck shuffled with the seed), or of
// the box of cards not shown; with --bets the edge of every bet the
// profile offers, both ways; with --simulate, N simulated deals beside
// the exact figures with each one's z-score.
func oddsCommand(f *flagSet) action {
	o := &oddsFlags{seed: 1, profile: "pharo"}
	f.choice(&o.profile, "profile", "pharo", "pharaon").about(locales.CLIOptOddsProfile)
	shown := f.text(&o.shown, &o.hasShown, "shown", "7♣").shown(locales.CLIArgCards).about(locales.CLIOptOddsShown)
	shown.or(f.text(&o.box, &o.hasBox, "box", "3♣ 7♦ B♠").shown(locales.CLIArgCards).about(locales.CLIOptOddsBox))
	f.boolean(&o.bets, "bets").about(locales.CLIOptOddsBets)
	number := func(name string) func(string) *badValue {
		return func(s string) *badValue {
			return &badValue{msg: locales.OddsCLIBadNumber, args: []any{s, "--" + name, 0, groupedNumber(maxSimulate)}}
		}
	}
	f.intIn(&o.simulate, "simulate", "100000", 0, maxSimulate, number("simulate")).literal("N").about(locales.CLIOptOddsSimulate)
	f.seed(&o.seed, nil).literal("S").about(locales.CLIOptOddsSeed)
	f.intIn(&o.workers, "workers", "2", 0, maxSimulate, number("workers")).literal("W").about(locales.CLIOptOddsWorkers)
	return func(e *env, args []string) int {
		if len(args) > 0 {
			return failUsage(e, "odds", locales.CLIExtraArg, args[0], "croupier odds")
		}
		if o.hasShown && o.hasBox {
			return failUsage(e, "odds", locales.OddsCLIShownOrBox)
		}
		return runOdds(e, o)
	}
}

// readCards reads a list of distinct cards in the printer's notation (or
// any, when that alone does not read it); a problem is said in p's
// language about the option's text.
func readCards(p locales.Printer, text string) ([]engine.Card, string) {
	own := engine.German
	if p.Lang() == locales.French {
		own = engine.French
	}
	cs, err := engine.ParseCards(text, own)
	if err != nil {
		if any, err2 := engine.ParseCards(text, engine.AnyLanguage); err2 == nil {
			cs, err = any, nil
		}
	}
	if err == nil {
		err = engine.CheckDistinct(cs)
	}
	var pe *engine.ParseError
	var de *engine.DeckError
	switch {
	case err == nil:
		return cs, ""
	case errors.As(err, &pe) && errors.Is(pe.Err, engine.ErrAmbiguous) && len(pe.Choices) > 0:
		return nil, p.T(locales.OddsCLIBadCards, text, p.T(locales.ParseAmbiguousCard, tokenOf(text, pe), p.CardsText(pe.Choices)))
	case errors.As(err, &pe):
		return nil, p.T(locales.OddsCLIBadCards, text, p.T(locales.ParseBadCard, tokenOf(text, pe)))
	case errors.As(err, &de) && errors.Is(de.Err, engine.ErrDuplicateCard):
		return nil, p.T(locales.OddsCLIBadCards, text, p.T(locales.CLICardTwice, p.CardText(de.Card)))
	}
	return nil, p.T(locales.OddsCLIBadCards, text, p.T(locales.ParseBadCard, text))
}

// tokenOf returns the part of the input a parse error is about, as the
// user typed it (the parser reports it folded to lower case).
func tokenOf(input string, pe *engine.ParseError) string {
	token := pe.Token
	if token == "" {
		token = pe.Input
	}
	for _, w := range strings.FieldsFunc(input, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '+' }) {
		if strings.EqualFold(w, token) {
			return w
		}
	}
	return token
}

// oddsBox returns the box the options describe and the line that says
// what it is: --box (the cards not shown), --shown, or the soda of the
// deck the seed shuffles.
func oddsBox(p locales.Printer, f *oddsFlags) (odds.Box, string, string) {
	if f.hasBox {
		cs, problem := readCards(p, f.box)
		if problem != "" {
			return odds.Box{}, "", problem
		}
		b, err := odds.NewBox(cs)
		if err != nil || b.Len() < 2 {
			return odds.Box{}, "", p.T(locales.CLIOddsTooFew, len(cs))
		}
		return b, p.T(locales.OddsCLIBoxOnly, p.Cards(b.Cards()), b.Len()), ""
	}
	shown := engine.ShuffledDeck(engine.NewRand(f.seed))[:1]
	if f.hasShown {
		var problem string
		if shown, problem = readCards(p, f.shown); problem != "" {
			return odds.Box{}, "", problem
		}
	}
	b, err := odds.BoxAfter(shown)
	if err != nil || b.Len() < 2 {
		return odds.Box{}, "", p.T(locales.CLIOddsTooFew, max(0, engine.DeckSize-len(shown)))
	}
	if !f.hasShown {
		// the soda of the deck the seed shuffles: say so, and how to choose
		return b, p.T(locales.OddsCLIBoxSoda, p.Cards(shown), f.seed, b.Len()), ""
	}
	return b, p.T(locales.OddsCLIBox, p.Cards(shown), b.Len()), ""
}

// runOdds prints the odds of the box under the profile: the casekeeper's
// figures, with --bets every bet's edge, with --simulate a simulation
// beside the exact figures.
func runOdds(e *env, f *oddsFlags) int {
	profile, err := faro.ParseProfile(f.profile)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	box, head, problem := oddsBox(e.p, f)
	if problem != "" {
		fmt.Fprintln(e.stderr, problem)
		return exitInvalid
	}
	sheet, err := odds.ComputeSheet(box, profile)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	out := []string{head, e.p.T(profileLines[profile])}
	out = append(out, quiz.OddsReport(e.p, box, nil, profile)...)
	if f.bets {
		out = append(out, "")
		out = append(out, quiz.SheetReport(e.p, sheet)...)
	}
	// on a terminal, laid out as the tutor lays out its odds: to its
	// width, at most the width of prose; into a pipe, line by line as
	// written, for the scripts that read it
	width := min(term.AskWidth(e.stdout)(), tscreen.ProseWidth)
	report := func(lines []string) {
		if !isTerminal(e.stdout) {
			for _, l := range lines {
				fmt.Fprintln(e.stdout, l)
			}
			return
		}
		fmt.Fprintln(e.stdout, tscreen.Report(lines, width))
	}
	report(out)
	if f.simulate <= 0 {
		return exitOK
	}
	if f.workers > maxWorkers {
		fmt.Fprintln(e.stderr, e.p.T(locales.OddsCLIWorkersCapped, f.workers, maxWorkers))
	}
	bar := progressBar(e, f.simulate, e.p.T(locales.FaroSimulating), func(n int) string { return grouped(e.p, n) })
	est, err := simulate(box, f, func(done, _ int) { bar.Set(done) })
	bar.Done()
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	figs, ok := odds.Compare(sheet, est)
	if !ok {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	fmt.Fprintln(e.stdout)
	report(simulationLines(e.p, f, sheet, figs))
	return exitOK
}

// profileLines says what each profile's bets are.
var profileLines = map[faro.Profile]locales.Message{
	faro.Pharo:   locales.OddsCLIProfilePharo,
	faro.Pharaon: locales.OddsCLIProfilePharaon,
}

// simulate deals the box f.simulate times from f.seed on f.workers cores
// (0: all), calling progress after each chunk. The figures depend on the
// box, the deals and the seed alone, never on the workers.
func simulate(box odds.Box, f *oddsFlags, progress func(done, total int)) (odds.Estimates, error) {
	workers := min(f.workers, maxWorkers)
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	return odds.SimulateDeals(box, odds.SimOptions{Deals: f.simulate, Seed: f.seed, Workers: workers, Progress: progress})
}

// simulationLines renders a simulation: every figure exact beside its
// estimate with the standard error and z, then the summary (certain
// figures left out, odds.Summarize).
func simulationLines(p locales.Printer, f *oddsFlags, sheet odds.Sheet, figs []odds.Figure) []string {
	out := []string{p.T(locales.OddsSimRun, grouped(p, f.simulate), f.seed), p.T(locales.OddsSimColumns)}
	wName, wExact := 0, 0
	for _, fig := range figs {
		wName = max(wName, len([]rune(figureName(p, fig, sheet.Table))))
		wExact = max(wExact, len([]rune(quiz.FractionText(fig.Exact))))
	}
	for _, fig := range figs {
		out = append(out, "  "+p.T(locales.OddsSimLine, padRight(figureName(p, fig, sheet.Table), wName),
			padRight(quiz.FractionText(fig.Exact), wExact), percent3(100*fig.Est.Mean()), decimal3(100*fig.Est.StdErr()), signedDecimal(fig.Z())))
	}
	s := odds.Summarize(figs)
	worst := "–"
	if s.HasWorst {
		worst = figureName(p, s.Worst, sheet.Table)
	}
	return append(out, p.T(locales.OddsSimChecked, s.Figures, s.Certain, s.Checked, s.Within2, s.Within3, worst, signedDecimal(s.WorstZ)))
}

// figureName names a figure in the printer's language.
func figureName(p locales.Printer, f odds.Figure, t odds.Table) string {
	switch f.Kind {
	case odds.FigCallOrder:
		if f.Order >= len(t.Call.Orders) {
			break
		}
		o := t.Call.Orders[f.Order]
		var parts []string
		if t.Call.Kind == odds.Foster {
			for _, c := range o.Colours {
				if c == odds.Red {
					parts = append(parts, p.T(locales.ColourRed))
				} else {
					parts = append(parts, p.T(locales.ColourBlack))
				}
			}
		} else {
			for _, r := range o.Ranks {
				parts = append(parts, p.Rank(r))
			}
		}
		return p.T(locales.OddsFigCall, strings.Join(parts, "-"))
	case odds.FigSplit:
		return p.T(locales.OddsFigSplit, p.Rank(f.Rank), p.Rank(f.Rank2))
	}
	if m, ok := figureNames[f.Kind]; ok {
		return p.T(m, p.Rank(f.Rank))
	}
	return f.Kind.String()
}

// figureNames names each kind of simulated figure; {0} is its rank.
var figureNames = map[odds.FigureKind]locales.Message{
	odds.FigAnyDoublet:    locales.OddsFigAnyDoublet,
	odds.FigHighCard:      locales.OddsFigHighCard,
	odds.FigNextDoublet:   locales.OddsFigNextDoublet,
	odds.FigNextLose:      locales.OddsFigNextLose,
	odds.FigNextUntouched: locales.OddsFigNextUntouched,
	odds.FigNextWin:       locales.OddsFigNextWin,
	odds.FigPronostic:     locales.OddsFigPronostic,
	odds.FigRestDoublet:   locales.OddsFigRestDoublet,
	odds.FigStanding:      locales.OddsFigStanding,
}

// padRight pads s with spaces to n runes.
func padRight(s string, n int) string {
	for w := len([]rune(s)); w < n; w++ {
		s += " "
	}
	return s
}

// grouped writes a whole number with the language's thousands
// separator: 1.000.000 (German), 1 000 000 (French).
func grouped(p locales.Printer, n int) string {
	sep := "."
	if p.Lang() == locales.French {
		sep = " "
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}

// signedDecimal writes a z-score with two decimals and a decimal comma
// ("∞" for an infinite one).
func signedDecimal(x float64) string { return withComma(x, 2) }

// decimal3 writes a standard error in percentage points with three
// decimals, as docs/odds.md quotes them.
func decimal3(x float64) string { return withComma(x, 3) }

// percent3 writes a percentage with three decimals: "−3,914 %".
func percent3(x float64) string { return withComma(x, 3) + " %" }

// withComma writes x with the given decimals and a decimal comma; a zero
// has no sign.
func withComma(x float64, digits int) string {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return "∞"
	}
	s := strconv.FormatFloat(x, 'f', digits, 64)
	if strings.Trim(s, "-0.") == "" {
		s = strings.TrimPrefix(s, "-")
	}
	return strings.Replace(s, ".", ",", 1)
}
