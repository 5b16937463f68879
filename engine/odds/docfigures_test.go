package odds

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// update rewrites the simulation tables of docs/odds.md from their
// settings: go test ./engine/odds -run TestDocFigures -update.
var update = flag.Bool("update", false, "rewrite the simulation tables of docs/odds.md")

const docPath = "../../docs/odds.md"

// simBlock finds a simulation table: its settings, then its text.
var simBlock = regexp.MustCompile(`(?s)<!-- simulation ([^\n]*?) -->\n(.*?)<!-- end simulation -->`)

// TestDocFigures keeps docs/odds.md from drifting: every fraction ("a/b",
// with an optional minus sign), percentage ("x.yz %") and "≈ x.yz" decimal
// in its text must be one the ledger below knows, and the ledger's figure,
// computed by the engine or by plain arithmetic here, must be that number
// (to the decimals shown); every ledger entry must be quoted. The
// simulation tables are regenerated from their settings and must match;
// every figure of those runs must lie within 4 standard errors.
func TestDocFigures(t *testing.T) {
	raw, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	var prose strings.Builder
	last := 0
	fresh := simBlock.ReplaceAllStringFunc(doc, func(block string) string {
		m := simBlock.FindStringSubmatch(block)
		return "<!-- simulation " + m[1] + " -->\n" + renderSimulation(t, m[1]) + "<!-- end simulation -->"
	})
	for _, loc := range simBlock.FindAllStringIndex(doc, -1) {
		prose.WriteString(doc[last:loc[0]])
		last = loc[1]
	}
	prose.WriteString(doc[last:])
	if fresh != doc {
		if *update {
			if err := os.WriteFile(docPath, []byte(fresh), 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			t.Errorf("the simulation tables of docs/odds.md are stale; run go test ./engine/odds -run TestDocFigures -update and review:\n%s", firstDiff(doc, fresh))
		}
	}
	checkDocTokens(t, prose.String(), docLedger(t))
}

// firstDiff shows the lines around the first difference of a and b.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return "doc:  " + la[i] + "\nwant: " + lb[i]
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(la), len(lb))
}

var (
	fracToken = regexp.MustCompile(`[−-]?\d+/\d+`)
	pctToken  = regexp.MustCompile(`[−-]?\d+(?:\.\d+)? %`)
	decToken  = regexp.MustCompile(`≈ \d+\.\d+(?: %)?`)
)

// docTokens returns the figures quoted in text: fractions, percentages
// and "≈" decimals (a "≈ x %" counts as a percentage).
func docTokens(text string) (fracs, pcts, decs []string) {
	for _, loc := range fracToken.FindAllStringIndex(text, -1) {
		before, after := "", ""
		if loc[0] > 0 {
			before = text[loc[0]-1 : loc[0]]
		}
		if loc[1] < len(text) {
			after = text[loc[1] : loc[1]+1]
		}
		// Not part of a longer word or formula: "c^(2j)/N", "1/(2N)".
		if strings.ContainsAny(before, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ/.)_^") || strings.ContainsAny(after, "/(") {
			continue
		}
		fracs = append(fracs, text[loc[0]:loc[1]])
	}
	pcts = pctToken.FindAllString(text, -1)
	for _, d := range decToken.FindAllString(text, -1) {
		if !strings.HasSuffix(d, "%") {
			decs = append(decs, d)
		}
	}
	return fracs, pcts, decs
}

// ratValue reads "a/b" or "−a/b".
func ratValue(tok string) *big.Rat {
	neg := strings.HasPrefix(tok, "−") || strings.HasPrefix(tok, "-")
	tok = strings.TrimLeft(tok, "−-")
	r, ok := new(big.Rat).SetString(tok)
	if !ok {
		return nil
	}
	if neg {
		r.Neg(r)
	}
	return r
}

// decimalsOf returns the digits after the point in "12.34 %" or "≈ 1.81".
func decimalsOf(tok string) (num string, decimals int) {
	num = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(tok, "≈"), "%"))
	num = strings.Replace(num, "−", "-", 1)
	if i := strings.IndexByte(num, '.'); i >= 0 {
		return num, len(num) - i - 1
	}
	return num, 0
}

// checkDocTokens checks every quoted figure against the ledger.
func checkDocTokens(t *testing.T, text string, ledger map[string][]Fraction) {
	t.Helper()
	fracs, pcts, decs := docTokens(text)
	seen := map[string]bool{}
	for _, tok := range fracs {
		seen[tok] = true
		figs, ok := ledger[tok]
		if !ok {
			t.Errorf("docs/odds.md quotes %q, which the ledger does not know", tok)
			continue
		}
		want := ratValue(tok)
		for _, f := range figs {
			if f.Rat().Cmp(want) != 0 {
				t.Errorf("docs/odds.md quotes %q, the figure is %v", tok, f)
			}
		}
	}
	for _, tok := range append(pcts, decs...) {
		seen[tok] = true
		figs, ok := ledger[tok]
		if !ok {
			t.Errorf("docs/odds.md quotes %q, which the ledger does not know", tok)
			continue
		}
		num, d := decimalsOf(tok)
		for _, f := range figs {
			x := f.Rat()
			if strings.HasSuffix(tok, "%") {
				x.Mul(x, big.NewRat(100, 1))
			}
			if got := x.FloatString(d); got != num {
				t.Errorf("docs/odds.md quotes %q, the figure %v is %s", tok, f, got)
			}
		}
	}
	var stale []string
	for k := range ledger {
		if !seen[k] {
			stale = append(stale, k)
		}
	}
	sort.Strings(stale)
	for _, k := range stale {
		t.Errorf("the ledger's %q is no longer quoted in docs/odds.md", k)
	}
}

// renderSimulation runs the simulation a table's settings describe and
// renders the table: the command, the rows asked for, the summary.
func renderSimulation(t *testing.T, settings string) string {
	t.Helper()
	attrs := map[string]string{}
	for _, m := range regexp.MustCompile(`(\w+)=(?:"([^"]*)"|(\S+))`).FindAllStringSubmatch(settings, -1) {
		attrs[m[1]] = m[2] + m[3]
	}
	p, err := faro.ParseProfile(attrs["profile"])
	if err != nil {
		t.Fatalf("simulation %q: %v", settings, err)
	}
	deals, err1 := strconv.Atoi(attrs["deals"])
	seed, err2 := strconv.ParseUint(attrs["seed"], 10, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("simulation %q: deals or seed", settings)
	}
	var b Box
	cmd := "`croupier odds --profile " + p.String()
	if s, ok := attrs["shown"]; ok {
		b, err = BoxAfter(mustCards(t, s))
		cmd += " --shown " + s
	} else {
		b, err = NewBox(mustCards(t, attrs["box"]))
		cmd += ` --box "` + attrs["box"] + `"`
	}
	if err != nil {
		t.Fatal(err)
	}
	cmd += fmt.Sprintf(" --simulate %d --seed %d`, any `--workers`:\n\n", deals, seed)
	sh, err := ComputeSheet(b, p)
	if err != nil {
		t.Fatal(err)
	}
	est, err := SimulateDeals(b, SimOptions{Deals: deals, Seed: seed, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	checkEstimates(t, b, est)
	figs, ok := Compare(sh, est)
	if !ok {
		t.Fatal("compare refused its own box")
	}
	var out strings.Builder
	out.WriteString(cmd)
	out.WriteString("| figure | exact | simulated | z |\n| --- | --- | --- | --- |\n")
	for _, sel := range strings.Split(attrs["rows"], ",") {
		sel = strings.TrimSpace(sel)
		f, ok := findFigure(figs, sel)
		if !ok {
			t.Errorf("simulation %q: no figure %q", settings, sel)
			continue
		}
		fmt.Fprintf(&out, "| %s | %s | %s %% ± %.3f | %s |\n", figureLabel(f), exactText(f.Exact), signed(100*f.Est.Mean(), 3), 100*f.Est.StdErr(), signed(f.Z(), 2))
	}
	s := Summarize(figs)
	for _, f := range figs {
		if !f.Certain() && math.Abs(f.Z()) > 4 {
			t.Errorf("simulation %q: %s at z = %.2f", settings, figureLabel(f), f.Z())
		}
	}
	fmt.Fprintf(&out, "\n%d figures, %d certain and left out, %d checked: %d within 2 standard errors, %d within 3; the farthest, %s, at %.2f.\n",
		s.Figures, s.Certain, s.Checked, s.Within2, s.Within3, figureLabel(s.Worst), s.WorstZ)
	return out.String()
}

// figureLabel names a figure: "standing 6", "split 5–6", "any-doublet".
func figureLabel(f Figure) string {
	switch {
	case f.Kind == FigSplit:
		return fmt.Sprintf("%v %v–%v", f.Kind, f.Rank, f.Rank2)
	case f.Kind == FigCallOrder:
		return fmt.Sprintf("%v %d", f.Kind, f.Order+1)
	case f.Rank != engine.NoRank:
		return fmt.Sprintf("%v %v", f.Kind, f.Rank)
	}
	return f.Kind.String()
}

// findFigure finds the figure a row selector names ("split 5-6").
func findFigure(figs []Figure, sel string) (Figure, bool) {
	sel = strings.ReplaceAll(sel, "-", "–")
	for _, f := range figs {
		if strings.ReplaceAll(figureLabel(f), "-", "–") == sel {
			return f, true
		}
	}
	return Figure{}, false
}

// exactText writes an exact figure as "−173/4998 ≈ −3.461 %", "0", or
// "≈ 77.693 %" when its terms are too long to read.
func exactText(f Fraction) string {
	if f.IsZero() {
		return "0"
	}
	pct := new(big.Rat).Mul(f.Rat(), big.NewRat(100, 1)).FloatString(3)
	pct = strings.Replace(pct, "-", "−", 1) + " %"
	if num, den, ok := f.Int64(); ok && den < 1_000_000_000 {
		return strings.Replace(fmt.Sprintf("%d/%d", num, den), "-", "−", 1) + " ≈ " + pct
	}
	return "≈ " + pct
}

// signed writes x with the given decimals and a true minus sign.
func signed(x float64, decimals int) string {
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	if strings.Trim(s, "-0.") == "" {
		return strings.TrimPrefix(s, "-")
	}
	return strings.Replace(s, "-", "−", 1)
}
