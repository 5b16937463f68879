package opponent

import (
	"os"
	"runtime"
	"slices"
	"testing"
	"time"

	"croupier/engine"
	"croupier/engine/pasur"
)

// Surveys of the search's cost, run by hand (docs/opponents.md):
//
//	PASUR_SURVEY=1 go test ./engine/pasur/opponent -run Survey -v -count 1

// surveyTables are the tables surveyed: 5 stands for 4 solo.
var surveyTables = []int{2, 3, 4, 5}

func tableName(n int) string {
	return map[int]string{2: "2 players", 3: "3 players", 4: "4 in partnerships", 5: "4 solo"}[n]
}

// TestSurveyCost logs, for the first move of 16 deals per table, the
// positions searched and the thread's CPU time per move and per position.
func TestSurveyCost(t *testing.T) {
	if os.Getenv("PASUR_SURVEY") == "" {
		t.Skip("PASUR_SURVEY not set")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b := &testing.B{}
	for _, n := range surveyTables {
		vs := benchViews(b, n)
		var nodes int
		c0 := threadCPU()
		for rep := 0; rep < 3; rep++ {
			for i := range vs {
				a, err := Analyze(&vs[i], uint64(i), Options{})
				if err != nil {
					t.Fatal(err)
				}
				nodes += a.Nodes
			}
		}
		cpu := threadCPU() - c0
		k := 3 * len(vs)
		t.Logf("%s: %d positions a move, CPU %v a move, %.0f ns a position", tableName(n), nodes/k,
			(cpu / time.Duration(k)).Round(time.Microsecond), float64(cpu)/float64(nodes))
	}
}

// TestSurveyCutoff logs, over 30 greedily played rounds per table, the
// positions one sample needs (at every move) and how often a search at
// the first move of a deal was cut short (Analysis.Depth > 0).
func TestSurveyCutoff(t *testing.T) {
	if os.Getenv("PASUR_SURVEY") == "" {
		t.Skip("PASUR_SURVEY not set")
	}
	for _, n := range surveyTables {
		cfg := pasur.Config{Players: min(n, 4), Variants: pasur.DefaultVariants()}
		cfg.Variants.FourSolo = n == 5
		var per []int
		cut, starts := 0, 0
		for seed := uint64(1); seed <= 30; seed++ {
			rng := engine.NewRand(seed)
			r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
			if err != nil {
				t.Fatal(err)
			}
			for !r.Over() {
				v := r.View(r.ToPlay())
				a, err := Analyze(&v, seed, Options{Samples: 1, MinSamples: 1, Nodes: 1})
				if err != nil {
					t.Fatal(err)
				}
				per = append(per, a.Nodes)
				if v.HandSize(v.Seat()) == pasur.HandSize {
					starts++
					if b, _ := Analyze(&v, seed, Options{}); b.Depth > 0 {
						cut++
					}
				}
				m, _ := Greedy{}.Move(&v)
				r.PlayLegal(m)
			}
		}
		slices.Sort(per)
		t.Logf("%s: cut short at %d of %d deal starts; positions a sample: median %d, 90th %d, 99th %d, max %d",
			tableName(n), cut, starts, per[len(per)/2], per[len(per)*9/10], per[len(per)*99/100], per[len(per)-1])
	}
}
