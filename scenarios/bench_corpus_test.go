package scenarios

import (
	"bytes"
	"fmt"
	"io/fs"
	"testing"
)

// corpusCopies returns n real lesson files: the embedded lessons in turn,
// each copy with an id of its own ("<id>-kopie-<i>"), as an author's
// directory of lessons would hold them. Their requires still name the
// embedded lessons.
func corpusCopies(tb testing.TB, n int) [][]byte {
	tb.Helper()
	names, err := ScenarioFiles(Corpus(), "corpus")
	if err != nil || len(names) == 0 {
		tb.Fatalf("no corpus: %v", err)
	}
	out := make([][]byte, n)
	for i := range out {
		data, err := fs.ReadFile(Corpus(), names[i%len(names)])
		if err != nil {
			tb.Fatal(err)
		}
		id, _ := peekID(data)
		if id == "" {
			tb.Fatalf("%s: no id", names[i%len(names)])
		}
		out[i] = bytes.Replace(data, []byte("\nid: "+id+"\n"), fmt.Appendf(nil, "\nid: %s-kopie-%d\n", id, i), 1)
	}
	return out
}

// TestCorpusCopies: every copy loads with its own id and passes.
func TestCorpusCopies(t *testing.T) {
	seen := map[string]bool{}
	for i, data := range corpusCopies(t, 96) {
		res := RunFile("kopie.yaml", data)
		if !res.Passed() {
			t.Fatalf("copy %d: %v %v", i, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
		}
		id, _ := peekID(data)
		if seen[id] {
			t.Fatalf("copy %d: id %s twice", i, id)
		}
		seen[id] = true
	}
}

// BenchmarkCheckCorpus1000 is BenchmarkCheck1000 on 1,000 real lesson
// files (corpusCopies) instead of generated ones; BenchmarkRunCorpus1000
// is BenchmarkRun1000's counterpart. ns/op is for the 1,000 files.
func BenchmarkCheckCorpus1000(b *testing.B) {
	files := corpusCopies(b, 1000)
	b.ReportAllocs()
	for b.Loop() {
		for i, data := range files {
			if res := CheckFile("kopie.yaml", data); res.Invalid {
				b.Fatalf("copy %d: %v", i, Diagnostics(res.Diagnostics))
			}
		}
	}
}

// BenchmarkRunCorpus1000 runs 1,000 real lesson files as croupier run
// does.
func BenchmarkRunCorpus1000(b *testing.B) {
	files := corpusCopies(b, 1000)
	b.ReportAllocs()
	for b.Loop() {
		for i, data := range files {
			if res := RunFileWith("kopie.yaml", data, RunOptions{}); !res.Passed() {
				b.Fatalf("copy %d: %v %v", i, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
			}
		}
	}
}
