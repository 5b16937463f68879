package scenarios

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSessionsAndMatches runs the hand-computed sessions and matches of
// testdata/sessions: each loads, and every expectation holds (the
// arithmetic is in the files' comments).
func TestSessionsAndMatches(t *testing.T) {
	files, err := filepath.Glob("testdata/sessions/*.yaml")
	if err != nil || len(files) < 2 {
		t.Fatalf("files: %v %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
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
			if res.Checked < 3 {
				t.Errorf("only %d expectations checked", res.Checked)
			}
		})
	}
}
