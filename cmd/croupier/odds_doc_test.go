package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/odds"
	"croupier/locales"
)

// oddsDoc is the page whose figures croupier odds must print.
const oddsDoc = "../../docs/odds.md"

// TestOddsDocCommands runs the commands docs/odds.md names and requires
// their output to carry the page's figures (engine/odds' TestDocFigures
// checks the same figures against the engine):
//   - croupier odds --profile P --shown 7♣ --bets: each edge the page
//     quotes for a bet after the soda 7♣, over the bet's whole life and
//     per settlement ("173/4998 ≈ 3.46 %" printed "173/4998 = 3,46 %");
//   - each simulation table: its command (on three workers) prints every
//     row (exact, simulated, standard error, z) and the summary as the
//     page has them; a shorter run of the first prints the same text on
//     one worker as on three.
func TestOddsDocCommands(t *testing.T) {
	raw, err := os.ReadFile(oddsDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	for _, cmd := range []string{"croupier odds --profile pharo   --shown 7♣ --bets", "croupier odds --profile pharaon --shown 7♣ --bets"} {
		if !strings.Contains(doc, "    "+cmd+"\n") {
			t.Errorf("docs/odds.md no longer names %q", cmd)
		}
	}
	// Whole life and per settlement: sections 4 and 5 after the soda.
	pharo := []string{"173/4998", "173/9052", "37/1666", "37/2842", "310292/8808975", "155146/8305865", "261554/8808975", "261554/16406943", "1/17"}
	pharaon := []string{"101/4998", "25/1666"}
	for profile, fracs := range map[string][]string{"pharo": pharo, "pharaon": pharaon} {
		code, out, errs := runCLI(t, "odds", "--profile", profile, "--shown", "7♣", "--bets")
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", profile, code, errs)
		}
		for _, f := range fracs {
			m := regexp.MustCompile(regexp.QuoteMeta(f) + ` ≈ (\d+\.\d+) %`).FindStringSubmatch(doc)
			if m == nil {
				t.Errorf("docs/odds.md does not quote %s as a percentage", f)
				continue
			}
			want := f + " = " + strings.Replace(m[1], ".", ",", 1) + " %"
			// a non-breaking space before % (locales' typography) reads the same
			if !strings.Contains(strings.ReplaceAll(out, "\u00a0", " "), want) {
				t.Errorf("croupier odds --profile %s --shown 7♣ --bets does not print %q:\n%s", profile, want, out)
			}
		}
	}
	// The settlements of a standing bet on a rank of four.
	if code, out, _ := runCLI(t, "odds", "--profile", "pharo", "--shown", "7♣", "--bets"); code != exitOK || !strings.Contains(out, "4526/2499 ≈ 1,81") {
		t.Errorf("the settlements 4526/2499 are not printed:\n%s", out)
	}
	blocks := regexp.MustCompile("(?s)<!-- simulation [^\n]*-->\n`(croupier odds [^`]*)`[^\n]*\n\n(.*?)<!-- end simulation -->").FindAllStringSubmatch(doc, -1)
	if len(blocks) == 0 {
		t.Fatal("no simulation table in docs/odds.md")
	}
	for i, b := range blocks {
		args := splitArgs(b[1])[1:]
		code, out, errs := runCLI(t, append(args, "--workers", "3")...)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", b[1], code, errs)
		}
		checkSimulationTable(t, b[1], b[2], out)
		if i == 0 {
			// "any --workers": a shorter run of the same box, several
			// chunks, on one worker and on three.
			short := append([]string(nil), args...)
			for k := range short {
				if k > 0 && short[k-1] == "--simulate" {
					short[k] = "40000"
				}
			}
			_, one, _ := runCLI(t, append(short, "--workers", "1")...)
			_, three, _ := runCLI(t, append(short, "--workers", "3")...)
			if one != three || !strings.Contains(one, "40.000") {
				t.Errorf("%v: --workers 1 and 3 print different figures", short)
			}
		}
	}
}

// splitArgs splits a command line at spaces, keeping "quoted" words.
func splitArgs(s string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`"([^"]*)"|(\S+)`).FindAllStringSubmatch(s, -1) {
		out = append(out, m[1]+m[2])
	}
	return out
}

// checkSimulationTable finds each row of a table of docs/odds.md in the
// command's output, and its summary.
func checkSimulationTable(t *testing.T, cmd, table, out string) {
	t.Helper()
	p := locales.New(locales.German)
	lines := strings.Split(out, "\n")
	num := func(s string) string { // "−3.914" → "-3,914"
		return strings.Replace(strings.ReplaceAll(s, "−", "-"), ".", ",", 1)
	}
	rows := regexp.MustCompile(`(?m)^\| ([^|]+) \| [^|]+ \| ([−\d.]+) % ± ([\d.]+) \| ([−\d.]+) \|$`).FindAllStringSubmatch(table, -1)
	if len(rows) == 0 {
		t.Fatalf("%s: no rows in the table", cmd)
	}
	for _, r := range rows {
		fig, ok := docFigure(strings.TrimSpace(r[1]))
		if !ok {
			t.Errorf("%s: unknown row %q", cmd, r[1])
			continue
		}
		name := figureName(p, fig, odds.Table{})
		found := false
		for _, l := range lines {
			if !strings.HasPrefix(l, "  "+name+"  ") {
				continue
			}
			found = true
			want := num(r[2]) + " % ± " + num(r[3]) + "  z = " + num(r[4])
			if !strings.HasSuffix(l, want) {
				t.Errorf("%s: row %q is %q, the page says %q", cmd, r[1], l, want)
			}
		}
		if !found {
			t.Errorf("%s: no line for %q (%s)", cmd, r[1], name)
		}
	}
	m := regexp.MustCompile(`(\d+) figures, (\d+) certain and left out, (\d+) checked: (\d+) within 2 standard errors, (\d+) within 3; the farthest, ([^,]+), at ([\d.]+)\.`).FindStringSubmatch(table)
	if m == nil {
		t.Fatalf("%s: no summary in the table", cmd)
	}
	worst, ok := docFigure(m[6])
	if !ok {
		t.Fatalf("%s: unknown figure %q", cmd, m[6])
	}
	n := func(s string) int { v, _ := strconv.Atoi(s); return v }
	want := p.T(locales.OddsSimChecked, n(m[1]), n(m[2]), n(m[3]), n(m[4]), n(m[5]), figureName(p, worst, odds.Table{}), num(m[7]))
	if !strings.Contains(out, want) {
		t.Errorf("%s: the summary is not %q:\n%s", cmd, want, out)
	}
}

// docFigure reads a figure as docs/odds.md names it: "standing 6",
// "split 5–6", "high-card", "rest-doublet 6", "next-untouched J".
func docFigure(s string) (odds.Figure, bool) {
	words := strings.Fields(s)
	kinds := map[string]odds.FigureKind{}
	for k := odds.FigNextDoublet; k <= odds.FigCallOrder; k++ {
		kinds[k.String()] = k
	}
	k, ok := kinds[words[0]]
	if !ok || len(words) > 2 {
		return odds.Figure{}, false
	}
	f := odds.Figure{Kind: k, Rank: engine.NoRank, Rank2: engine.NoRank}
	if len(words) == 1 {
		return f, true
	}
	ranks := strings.Split(strings.ReplaceAll(words[1], "-", "–"), "–")
	for i, r := range ranks {
		rk, err := engine.ParseRank(r, engine.Neutral)
		if err != nil || i > 1 {
			return odds.Figure{}, false
		}
		if i == 0 {
			f.Rank = rk
		} else {
			f.Rank2 = rk
		}
	}
	return f, true
}
