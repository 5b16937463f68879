package main

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"
	"time"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
	"croupier/tutor/quiz"
)

// oddsFlags are the options of croupier odds.
type oddsFlags struct {
	shown    string
	hasShown bool
	simulate int
	seed     uint64
	workers  int
}

// maxSimulate bounds --simulate.
const maxSimulate = 1_000_000_000

// oddsCommand is croupier odds [--shown CARDS] [--simulate N] [--seed S]
// [--workers W]: the exact odds of a Faro deal once the given cards are
// shown (by default the soda of the deck shuffled with the seed) and,
// with --simulate, N simulated deals on every core beside them with each
// figure's z-score.
func oddsCommand(f *flagSet) action {
	o := &oddsFlags{seed: 1}
	f.text(&o.shown, &o.hasShown, "shown", "7♣")
	f.seed(&o.seed, nil)
	number := func(name string) func(string) *badValue {
		return func(s string) *badValue {
			return &badValue{msg: locales.OddsCLIBadNumber, args: []any{s, "--" + name}}
		}
	}
	f.intIn(&o.simulate, "simulate", "100000", 0, maxSimulate, number("simulate"))
	f.intIn(&o.workers, "workers", "2", 0, maxSimulate, number("workers"))
	return func(e *env, args []string) int {
		if len(args) > 0 {
			return failUsage(e, "odds", locales.CLIExtraArg, args[0], "croupier odds")
		}
		return runOdds(e, o)
	}
}

// shownCards reads --shown, or deals the soda of the deck the seed
// shuffles; a problem is said in p's language.
func shownCards(p locales.Printer, o *oddsFlags) ([]engine.Card, string) {
	if !o.hasShown {
		return engine.ShuffledDeck(engine.NewRand(o.seed))[:1], ""
	}
	cs, err := engine.ParseCards(o.shown, engine.AnyLanguage)
	if err == nil {
		err = engine.CheckDistinct(cs)
	}
	var pe *engine.ParseError
	var de *engine.DeckError
	switch {
	case err == nil:
		return cs, ""
	case errors.As(err, &pe) && errors.Is(pe.Err, engine.ErrAmbiguous) && len(pe.Choices) > 0:
		return nil, p.T(locales.OddsCLIBadCards, o.shown, p.T(locales.ParseAmbiguousCard, tokenOf(o.shown, pe), p.CardsText(pe.Choices)))
	case errors.As(err, &pe):
		return nil, p.T(locales.OddsCLIBadCards, o.shown, p.T(locales.ParseBadCard, tokenOf(o.shown, pe)))
	case errors.As(err, &de) && errors.Is(de.Err, engine.ErrDuplicateCard):
		return nil, p.T(locales.OddsCLIBadCards, o.shown, p.T(locales.CLICardTwice, p.CardText(de.Card)))
	}
	return nil, p.T(locales.OddsCLIBadCards, o.shown, p.T(locales.ParseBadCard, o.shown))
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

// runOdds prints the odds of the box after the shown cards and, with
// --simulate, a simulation beside them.
func runOdds(e *env, f *oddsFlags) int {
	shown, problem := shownCards(e.p, f)
	if problem != "" {
		fmt.Fprintln(e.stderr, problem)
		return exitInvalid
	}
	box, err := odds.BoxAfter(shown)
	if err != nil || box.Len() < 2 {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIOddsTooFew, max(0, engine.DeckSize-len(shown))))
		return exitInvalid
	}
	var names []string
	for _, c := range shown {
		names = append(names, e.p.CardText(c))
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.OddsCLIBox, strings.Join(names, " "), box.Len()))
	for _, l := range quiz.OddsReport(e.p, box, nil, faro.Pharaon) {
		fmt.Fprintln(e.stdout, l)
	}
	if f.simulate <= 0 {
		return exitOK
	}
	workers := min(f.workers, 64)
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	start := time.Now()
	bar := progressBar(e, f.simulate, e.p.T(locales.FaroSimulating), func(n int) string { return grouped(e.p, n) })
	est, err := odds.SimulateDeals(box, odds.SimOptions{Deals: f.simulate, Seed: f.seed, Workers: workers, Progress: func(done, _ int) { bar.Set(done) }})
	bar.Done()
	took := time.Since(start)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	exact, err := odds.Compute(box)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	fmt.Fprintln(e.stdout)
	fmt.Fprintln(e.stdout, e.p.T(locales.OddsSimHead, grouped(e.p, f.simulate), workers, f.seed, signedDecimal(took.Seconds())))
	fmt.Fprintln(e.stdout, e.p.T(locales.OddsSimColumns))
	within2, within3, worst, worstName := 0, 0, 0.0, ""
	figs := quiz.Figures(exact, est)
	wName, wExact := 0, 0
	for _, fig := range figs {
		wName = max(wName, len([]rune(figureName(e.p, fig, exact))))
		wExact = max(wExact, len([]rune(quiz.FractionText(fig.Exact))))
	}
	for _, fig := range figs {
		name := figureName(e.p, fig, exact)
		z := fig.Est.Z(fig.Exact)
		az := math.Abs(z)
		if az < 2 {
			within2++
		}
		if az < 3 {
			within3++
		}
		if az >= worst {
			worst, worstName = az, name
		}
		fmt.Fprintln(e.stdout, "  "+e.p.T(locales.OddsSimLine, padRight(name, wName), padRight(quiz.FractionText(fig.Exact), wExact),
			quiz.PercentText(100*fig.Est.Mean()), quiz.PercentText(100*fig.Est.StdErr()), signedDecimal(z)))
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.OddsSimSummary, len(figs), within2, within3, signedDecimal(worst), worstName))
	return exitOK
}

// figureName names a figure in the printer's language.
func figureName(p locales.Printer, f quiz.Figure, t odds.Table) string {
	if f.Key == "call" && f.Order < len(t.Call.Orders) {
		o := t.Call.Orders[f.Order]
		name := ""
		if t.Call.Kind == odds.Foster {
			for i, c := range o.Colours {
				if i > 0 {
					name += "-"
				}
				if c == odds.Red {
					name += p.T(locales.ColourRed)
				} else {
					name += p.T(locales.ColourBlack)
				}
			}
		} else {
			for i, r := range o.Ranks {
				if i > 0 {
					name += "-"
				}
				name += p.Rank(r)
			}
		}
		return p.T(locales.OddsFigCall, name)
	}
	return p.T(figureNames[f.Key], p.Rank(f.Rank))
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

// signedDecimal writes a z-score with two decimals and a decimal comma.
func signedDecimal(x float64) string {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return "∞"
	}
	s := strconv.FormatFloat(x, 'f', 2, 64)
	if s == "-0.00" {
		s = "0.00"
	}
	out := []byte(s)
	for i, c := range out {
		if c == '.' {
			out[i] = ','
		}
	}
	return string(out)
}

// figureNames names each simulated figure; {0} is its rank.
var figureNames = map[string]locales.Message{
	"any_doublet":    locales.OddsFigAnyDoublet,
	"high_card":      locales.OddsFigHighCard,
	"next_doublet":   locales.OddsFigNextDoublet,
	"next_lose":      locales.OddsFigNextLose,
	"next_untouched": locales.OddsFigNextUntouched,
	"next_win":       locales.OddsFigNextWin,
	"pronostic":      locales.OddsFigPronostic,
	"rest_doublet":   locales.OddsFigRestDoublet,
	"standing":       locales.OddsFigStanding,
}
