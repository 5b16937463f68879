package tutor

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
	"croupier/tutor/screen"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rogpeppe/go-internal/txtar"
)

// screenWidths are the terminal widths every screen golden is kept at.
var screenWidths = []int{60, 80, 120}

// TestScreens runs each session of testdata/screens/*.txtar (sections
// "args" and "input", as in the transcripts) on a screen of 60, 80 and
// 120 columns and compares what it shows with the sections "60", "80" and
// "120" (go test ./tutor -run TestScreens -update rewrites them). The
// archive's comment says what was checked by hand; TestGoldensFit checks
// every width.
func TestScreens(t *testing.T) {
	files, err := filepath.Glob("testdata/screens/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no screens: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sec := sections(ar)
			changed := false
			for _, w := range screenWidths {
				name := strconv.Itoa(w)
				got := runScreen(t, sec["args"], sec["input"], w)
				want, ok := sec[name]
				switch {
				case ok && want == got:
					continue
				case *update:
					setSection(ar, name, got)
					changed = true
				case !ok:
					t.Errorf("section %s missing: run -update", name)
				default:
					t.Errorf("%s columns differ from the golden (-update rewrites it):\n%s", name, diff.Diff("want", []byte(want), "got", []byte(got)))
				}
			}
			if changed {
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// setSection replaces or adds a section of an archive.
func setSection(ar *txtar.Archive, name, data string) {
	for i, f := range ar.Files {
		if f.Name == name {
			ar.Files[i].Data = []byte(data)
			return
		}
	}
	ar.Files = append(ar.Files, txtar.File{Name: name, Data: []byte(data)})
}

// runScreen runs a scripted session on a screen of width columns, in
// the language and with the lessons the args name (lang=fr,
// lessons=corpus), from a fresh progress.
func runScreen(t *testing.T, argText, input string, width int) string {
	args := map[string]string{}
	for _, l := range strings.Split(argText, "\n") {
		if k, v, ok := strings.Cut(strings.TrimSpace(l), "="); ok {
			args[k] = v
		}
	}
	lang := locales.German
	if args["lang"] == "fr" {
		lang = locales.French
	}
	lib := testLibrary(t)
	if args["lessons"] == "corpus" {
		lib = corpusLibrary(t)
	}
	var out bytes.Buffer
	s := NewSession(Config{Lang: lang, Library: lib, Seed: 1, Width: func() int { return width }}, &out)
	runScript(s, &out, input)
	return out.String()
}

var corpus struct {
	once sync.Once
	lib  *lesson.Library
	err  error
}

// corpusLibrary loads the embedded corpus once for the screens (a
// session only reads its library).
func corpusLibrary(t *testing.T) *lesson.Library {
	corpus.once.Do(func() {
		corpus.lib = &lesson.Library{}
		corpus.err = corpus.lib.AddFS(scenarios.Corpus(), false)
	})
	if corpus.err != nil {
		t.Fatal(corpus.err)
	}
	return corpus.lib
}

// TestGoldensFit: no line of any golden screen is wider than the
// terminal it was drawn for, and no word is broken: every word of a
// narrow screen is a word of the same screen at 120 columns (a word cut
// in two leaves pieces that are not). The transcripts and the quiz
// sessions of the command's scripts, drawn on a pipe, keep to its 80
// columns; only a line with the learner's typing after a prompt may be
// longer.
func TestGoldensFit(t *testing.T) {
	type golden struct {
		file   string
		groups map[string]map[int]string // a drawing's sections by width
	}
	var goldens []golden
	add := func(pattern string, section func(name string) (group string, width int, ok bool)) {
		files, _ := filepath.Glob(pattern)
		if len(files) == 0 {
			t.Fatalf("no goldens %s", pattern)
		}
		for _, f := range files {
			ar, err := txtar.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			g := golden{file: f, groups: map[string]map[int]string{}}
			for _, s := range ar.Files {
				if group, w, ok := section(s.Name); ok {
					if g.groups[group] == nil {
						g.groups[group] = map[int]string{}
					}
					g.groups[group][w] = string(s.Data)
				}
			}
			goldens = append(goldens, g)
		}
	}
	byWidth := func(name string) (string, int, bool) {
		w, err := strconv.Atoi(name)
		return "", w, err == nil
	}
	add("testdata/screens/*.txtar", byWidth)
	add("screen/testdata/tables/*.txtar", func(name string) (string, int, bool) {
		lang, w, ok := strings.Cut(name, " ")
		n, err := strconv.Atoi(w)
		return lang, n, ok && err == nil
	})
	pipe := func(want string) func(string) (string, int, bool) {
		return func(name string) (string, int, bool) { return "", screen.PipeWidth, name == want }
	}
	add("testdata/transcripts/*.txtar", pipe("output"))
	add("../cmd/croupier/testdata/script/quiz-*.txtar", pipe("want"))
	for _, g := range goldens {
		for group, byW := range g.groups {
			widest := 0
			for w := range byW {
				widest = max(widest, w)
			}
			ref := words(byW[widest])
			var ws []int
			for w := range byW {
				ws = append(ws, w)
			}
			sort.Ints(ws)
			for _, w := range ws {
				for i, l := range strings.Split(byW[w], "\n") {
					if screen.Width(l) > w && !typedAfterPrompt(l) {
						t.Errorf("%s %s %d, line %d is %d wide: %q", g.file, group, w, i+1, screen.Width(l), l)
					}
				}
				for word := range words(byW[w]) {
					if !ref[word] {
						t.Errorf("%s %s %d: %q is no word of the %d-column screen: a word broken?", g.file, group, w, word, widest)
					}
				}
			}
		}
	}
}

// typedAfterPrompt reports a line that is a prompt and what the learner
// typed after it ("Antwort> …").
func typedAfterPrompt(l string) bool {
	i := strings.Index(l, "> ")
	return i > 0 && i < 20 && !strings.Contains(l[:i], " ")
}

// words returns the words of a screen: the runs of letters and digits.
func words(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		out[w] = true
	}
	return out
}
