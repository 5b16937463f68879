package scenarios

import (
	"io/fs"
	"testing"
)

// TestCorpus runs every embedded scenario as a subtest: each must load and
// every expectation (computed by hand by its author) must hold.
func TestCorpus(t *testing.T) {
	files, err := ScenarioFiles(Corpus(), "corpus")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 4 {
		t.Fatalf("corpus has %d files, want at least 3", len(files))
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			data, err := fs.ReadFile(Corpus(), f)
			if err != nil {
				t.Fatal(err)
			}
			res := RunFile(f, data)
			for _, d := range res.Diagnostics {
				t.Error(d.Error())
			}
			for _, d := range res.Failures {
				t.Error(d.Error())
			}
			if res.Checked == 0 {
				t.Error("no expectation checked")
			}
		})
	}
}
