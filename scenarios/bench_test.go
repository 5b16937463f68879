package scenarios

import (
	"fmt"
	"strings"
	"testing"
)

// generated returns n distinct scenarios like base, each with its own id,
// stakes and seed.
func generated(n int) [][]byte {
	out := make([][]byte, n)
	for i := range out {
		s := strings.Replace(base, "id: t-base", fmt.Sprintf("id: gen-%d", i), 1)
		s = strings.Replace(s, "seed: 7", fmt.Sprintf("seed: %d", i), 1)
		stake := i%10 + 1
		s = strings.Replace(s, `stake: 4}`, fmt.Sprintf("stake: %d}", stake), 1)
		s = strings.Replace(s, "Dan: +4, Anna: +2, Bank: -6", fmt.Sprintf("Dan: +%d, Anna: +2, Bank: -%d", stake, stake+2), 1)
		out[i] = []byte(s)
	}
	return out
}

// BenchmarkLoadAndRun1000 loads, checks and runs 1,000 generated
// scenarios per iteration (the budget: at most 1 s in all).
func BenchmarkLoadAndRun1000(b *testing.B) {
	files := generated(1000)
	b.ReportAllocs()
	for b.Loop() {
		for i, data := range files {
			res := RunFile("gen.yaml", data)
			if !res.Passed() {
				b.Fatalf("scenario %d: %v %v", i, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
			}
		}
	}
}

// BenchmarkCorpus runs the embedded corpus once per iteration.
func BenchmarkCorpus(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ss, err := CorpusScenarios()
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range ss {
			if !Run(s).Passed() {
				b.Fatal(s.ID)
			}
		}
	}
}

// TestThousandScenariosFast is the budget of the issue as a test: loading
// and checking 1,000 generated scenarios takes well under a second (the
// bound here is loose for slow CI machines and -race).
func TestThousandScenariosFast(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	files := generated(1000)
	for i, data := range files {
		if res := RunFile("gen.yaml", data); !res.Passed() {
			t.Fatalf("scenario %d: %v %v", i, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
		}
	}
}

// BenchmarkCheck1000 checks 1,000 generated scenarios per iteration as
// croupier check does (each file decoded once, no expectation compared);
// BenchmarkRun1000 runs them as croupier run does. Issue 16's budget:
// check at most 1.1 × run.
func BenchmarkCheck1000(b *testing.B) {
	files := generated(1000)
	b.ReportAllocs()
	for b.Loop() {
		for i, data := range files {
			if res := CheckFile("gen.yaml", data); res.Invalid {
				b.Fatalf("scenario %d: %v", i, Diagnostics(res.Diagnostics))
			}
		}
	}
}

// BenchmarkRun1000 is BenchmarkCheck1000's counterpart for croupier run.
func BenchmarkRun1000(b *testing.B) {
	files := generated(1000)
	b.ReportAllocs()
	for b.Loop() {
		for i, data := range files {
			if res := RunFileWith("gen.yaml", data, RunOptions{}); !res.Passed() {
				b.Fatalf("scenario %d: %v %v", i, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
			}
		}
	}
}
