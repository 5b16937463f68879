package scenarios

import (
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoad: Load never panics and either returns a scenario or at least
// one diagnostic with a position inside the file. Seeds: the corpus, the
// test bases and testdata/fuzz/FuzzLoad.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(base))
	f.Add([]byte(pasurBase))
	f.Add([]byte("a: &a [x]\nb: *a\n"))
	// the causes the author's review named: a key without its colon, a ?
	// or a comma in a plain text inside { }, escapes written in a
	// double-quoted text (over two lines too)
	f.Add([]byte(strings.Replace(base, "game: faro", "game faro", 1)))
	f.Add([]byte(strings.Replace(base, "title: Test", "title: {de: Wer?, fr: x}", 1)))
	f.Add([]byte(strings.Replace(base, "title: Test", "title: {de: a, b c}", 1)))
	f.Add([]byte("title: \"a \\e[31m\\\n  b \\x1b \\u001b \\U0000001b\"\n"))
	files, _ := ScenarioFiles(Corpus(), "corpus")
	for _, name := range files {
		data, _ := fs.ReadFile(Corpus(), name)
		f.Add(data)
	}
	more, _ := filepath.Glob("testdata/sessions/*.yaml")
	for _, name := range more {
		data, _ := os.ReadFile(name)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, diags := Load("f.yaml", data)
		if (s == nil) == (len(diags) == 0) {
			t.Fatalf("scenario %v with %d diagnostics", s != nil, len(diags))
		}
		for _, d := range diags {
			if d.Line < 0 || d.Col < 0 || d.Code == "" || strings.HasPrefix(d.Code, "\x00") {
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

// FuzzParseOdds: ParseOdds never panics; what it reads is a number whose
// rounding is at most half a unit, and the exact fraction it reads
// compares equal to itself.
func FuzzParseOdds(f *testing.F) {
	for _, s := range []string{"1/17", "5.9 %", "5,88%", "0.059", "-1/6", "6 %", "", "/", "1/0", "%", "1e5", "½"} {
		f.Add(s)
	}
	half := big.NewRat(1, 2)
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOdds(s)
		if err != nil {
			return
		}
		if o.Value == nil || o.Tol == nil || o.Tol.Sign() < 0 || o.Tol.Cmp(half) > 0 {
			t.Fatalf("%q: %+v", s, o)
		}
		if !o.within(o.Value) {
			t.Fatalf("%q: not within itself", s)
		}
	})
}
