package opponent

import (
	"flag"
	"testing"
	"time"

	"croupier/engine/pasur"
)

// The strength run. By default TestStrength plays a short version that
// CI can afford; the full run is
//
//	go test ./engine/pasur/opponent -run Strength -strength.rounds=2000 -strength.matches=400 -timeout 0 -v
//
// (docs/opponents.md gives its last figures).
var (
	strengthRounds  = flag.Int("strength.rounds", 0, "rounds per pairing and table in TestStrength, mirrored (0: the short default)")
	strengthMatches = flag.Int("strength.matches", 0, "matches per pairing and table in TestStrength, mirrored")
	strengthWorkers = flag.Int("strength.workers", 2, "goroutines playing the strength run")
	strengthTables  = flag.String("strength.tables", "2,4", "tables of the full run: 2, 3, 4 (partnerships), 4solo")
)

// strengthCase is one pairing at one table: a against b.
type strengthCase struct {
	name      string
	cfg       pasur.Config
	a, b      Level
	opts      Options
	rounds    int     // rounds, counting each pass of a mirrored deal
	matches   int     // matches, counting each pass
	minMargin float64 // least mean margin a round of a over b
	minWins   float64 // least share of matches a wins
}

func tableConfig(name string) pasur.Config {
	v := pasur.DefaultVariants()
	switch name {
	case "3":
		return pasur.Config{Players: 3, Variants: v}
	case "4":
		return pasur.Config{Players: 4, Variants: v}
	case "4solo":
		v.FourSolo = true
		return pasur.Config{Players: 4, Variants: v}
	}
	return pasur.Config{Players: 2, Variants: v}
}

// strengthCases lists what TestStrength plays. The short default plays
// few rounds with a lighter strong player, against thresholds far below
// the full run's figures; the full run plays what issue 17 asks for.
func strengthCases() []strengthCase {
	if *strengthRounds == 0 {
		light := Options{Samples: 6, MinSamples: 6, Nodes: 1}
		deals := 24
		if raceOn {
			deals = 6
		}
		return []strengthCase{
			{name: "strong-greedy", cfg: tableConfig("2"), a: LevelStrong, b: LevelGreedy, opts: light, rounds: 2 * deals, minMargin: 2},
			{name: "greedy-random", cfg: tableConfig("2"), a: LevelGreedy, b: LevelRandom, rounds: 2 * 4 * deals, matches: 2 * deals, minMargin: 2, minWins: 0.6},
			{name: "strong-greedy", cfg: tableConfig("4"), a: LevelStrong, b: LevelGreedy, opts: Options{Samples: 3, MinSamples: 3, Nodes: 1}, rounds: 2 * max(2, deals/6), minMargin: 0},
		}
	}
	var out []strengthCase
	for _, t := range splitTables(*strengthTables) {
		cfg := tableConfig(t)
		// Issue 17's thresholds are for two sides. With three or four
		// sides, where a fair share of the matches is 1/3 or 1/4, the run
		// asks for twice the fair share.
		strongWins, greedyWins := 0.6, 0.8
		if n := cfg.Sides(); n > 2 {
			strongWins, greedyWins = 2/float64(n), 2/float64(n)
		}
		out = append(out,
			strengthCase{name: "strong-greedy", cfg: cfg, a: LevelStrong, b: LevelGreedy, rounds: *strengthRounds, matches: *strengthMatches, minMargin: 2, minWins: strongWins},
			strengthCase{name: "greedy-random", cfg: cfg, a: LevelGreedy, b: LevelRandom, rounds: *strengthRounds, matches: *strengthMatches, minMargin: 0, minWins: greedyWins},
		)
		if *strengthPlain {
			out = append(out,
				strengthCase{name: "greedy-plain", cfg: cfg, a: LevelGreedy, b: levelPlain, rounds: *strengthRounds, matches: *strengthMatches},
				strengthCase{name: "strong-plain", cfg: cfg, a: LevelStrong, b: levelPlain, rounds: *strengthRounds, matches: *strengthMatches, minMargin: 2, minWins: strongWins},
			)
		}
	}
	return out
}

func splitTables(s string) []string {
	var out []string
	cur := ""
	for _, r := range s + "," {
		if r == ',' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(r)
	}
	return out
}

// TestStrength plays each pairing over mirrored rounds and matches and
// checks the margin a round and the share of matches won; it logs the
// figures with their standard errors (over the mirrored deals and
// matches, the unit that is independent) and the time of a's moves.
func TestStrength(t *testing.T) {
	for _, c := range strengthCases() {
		sides := c.cfg.Sides()
		mk := pairing(c.a, c.b, c.opts)
		deals := max(1, c.rounds/sides)
		margins, times, err := parallel(deals, *strengthWorkers, func(i int) (float64, []moveTime, error) {
			var ts []moveTime
			m, err := mirroredRound(c.cfg, uint64(1000+i), mk, &ts)
			return m, ts, err
		})
		if err != nil {
			t.Fatal(err)
		}
		mean, se := meanErr(margins)
		var wall, cpu []time.Duration
		for _, mt := range times {
			wall, cpu = append(wall, mt.wall), append(cpu, mt.cpu)
		}
		wm, w99 := quantiles(wall)
		cm, c99 := quantiles(cpu)
		t.Logf("%s, %d players (%d sides): %d rounds: margin %+.2f ± %.2f points a round; %d moves of %s: wall median %v p99 %v, CPU median %v p99 %v",
			c.name, c.cfg.Players, sides, deals*sides, mean, se, len(times), c.a, wm.Round(time.Microsecond), w99.Round(time.Microsecond), cm.Round(time.Microsecond), c99.Round(time.Microsecond))
		if mean < c.minMargin {
			t.Errorf("%s, %d players: margin %.2f below %.2f", c.name, c.cfg.Players, mean, c.minMargin)
		}
		if c.matches == 0 {
			continue
		}
		pairs := max(1, c.matches/sides)
		wins, _, err := parallel(pairs, *strengthWorkers, func(i int) (float64, []moveTime, error) {
			w, err := mirroredMatch(c.cfg, uint64(5000+i), mk)
			return w, nil, err
		})
		if err != nil {
			t.Fatal(err)
		}
		wr, wse := meanErr(wins)
		t.Logf("%s, %d players: %d matches to %d: %s wins %.1f %% ± %.1f", c.name, c.cfg.Players, pairs*sides, c.cfg.Variants.TargetScore(), c.a, 100*wr, 100*wse)
		if wr < c.minWins {
			t.Errorf("%s, %d players: wins %.3f below %.3f", c.name, c.cfg.Players, wr, c.minWins)
		}
	}
}
