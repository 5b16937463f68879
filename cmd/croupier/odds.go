package main

import (
	"fmt"
	"math"
	"runtime"
	"strconv"
	"time"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
	"croupier/tutor/quiz"
)

func init() {
	register(command{name: "odds", run: runOdds})
}

// oddsFlags are the options of croupier odds.
type oddsFlags struct {
	shown    string
	hasShown bool
	simulate int
	seed     uint64
	workers  int
}

// runOdds is croupier odds [--shown CARDS] [--simulate N] [--seed S]
// [--workers W]: the exact odds of a Faro deal once the given cards are
// shown (by default the soda of the deck shuffled with the seed) and,
// with --simulate, N simulated deals on every core beside them with each
// figure's z-score.
func runOdds(e *env, args []string) int {
	if len(args) == 1 && args[0] == "help" {
		fmt.Fprintln(e.stdout, e.p.T(locales.OddsCLIUsage))
		return exitOK
	}
	f, ok := parseOddsFlags(e, args)
	if !ok {
		fmt.Fprintln(e.stderr, e.p.T(locales.OddsCLIUsage))
		return exitInvalid
	}
	var shown []engine.Card
	if f.hasShown {
		cs, err := engine.ParseCards(f.shown, engine.AnyLanguage)
		if err == nil {
			err = engine.CheckDistinct(cs)
		}
		if err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.OddsCLIBadCards, f.shown, err.Error()))
			return exitInvalid
		}
		shown = cs
	} else {
		shown = engine.ShuffledDeck(engine.NewRand(f.seed))[:1]
	}
	box, err := odds.BoxAfter(shown)
	if err == nil && box.Len() < 2 {
		err = fmt.Errorf("%d", box.Len())
	}
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.OddsCLIBadCards, f.shown, err.Error()))
		return exitInvalid
	}
	var names []string
	for _, c := range shown {
		names = append(names, e.p.CardText(c))
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.OddsCLIBox, joinWords(names), box.Len()))
	for _, l := range quiz.OddsReport(e.p, box, nil, faro.Pharaon) {
		fmt.Fprintln(e.stdout, l)
	}
	if f.simulate <= 0 {
		return exitOK
	}
	workers := f.workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	start := time.Now()
	est, err := quiz.Simulate(box, f.simulate, f.seed, workers)
	took := time.Since(start)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitFailed
	}
	exact, err := odds.Compute(box)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
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

// parseOddsFlags reads the options of croupier odds.
func parseOddsFlags(e *env, args []string) (oddsFlags, bool) {
	f := oddsFlags{seed: 1}
	vals, rest, ok := parseFlags(e, args, "shown", "simulate", "seed", "workers")
	if !ok || len(rest) > 0 {
		return f, false
	}
	for name, v := range vals {
		switch name {
		case "shown":
			f.shown, f.hasShown = v, true
		case "seed":
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				fmt.Fprintln(e.stderr, e.p.T(locales.OddsCLIBadNumber, v, "--seed"))
				return f, false
			}
			f.seed = n
		case "simulate", "workers":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 1_000_000_000 {
				fmt.Fprintln(e.stderr, e.p.T(locales.OddsCLIBadNumber, v, "--"+name))
				return f, false
			}
			if name == "simulate" {
				f.simulate = n
			} else {
				f.workers = min(n, 64)
			}
		}
	}
	return f, true
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
