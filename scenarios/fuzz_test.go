package scenarios

import (
	"io/fs"
	"testing"
)

// FuzzLoad: Load never panics and either returns a scenario or at least
// one diagnostic with a position inside the file. Seeds: the corpus, the
// test bases and testdata/fuzz/FuzzLoad.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(base))
	f.Add([]byte(pasurBase))
	f.Add([]byte("a: &a [x]\nb: *a\n"))
	files, _ := ScenarioFiles(Corpus(), "corpus")
	for _, name := range files {
		data, _ := fs.ReadFile(Corpus(), name)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, diags := Load("f.yaml", data)
		if (s == nil) == (len(diags) == 0) {
			t.Fatalf("scenario %v with %d diagnostics", s != nil, len(diags))
		}
		for _, d := range diags {
			if d.Line < 0 || d.Col < 0 || d.Code == "" {
				t.Fatalf("bad diagnostic %+v", d)
			}
			_ = d.Error()
		}
		if s != nil {
			res := Run(s)
			if res.Invalid {
				t.Fatalf("loaded but invalid: %v", Diagnostics(res.Diagnostics))
			}
			if _, _, err := Fill(s); err != nil {
				t.Fatalf("fill: %v", err)
			}
		}
	})
}
