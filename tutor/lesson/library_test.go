package lesson

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"croupier/scenarios"
)

// lessonFile is a small valid lesson with the given id and header lines.
func lessonFile(id, header string) []byte {
	return []byte(`id: ` + id + `
lang: de
title: Test ` + id + `
` + header + `game: faro
profile: pharo
players:
  - {name: Doc, banker: true}
  - {name: Dan}
deck: {cards: [5♣, K♦, 9♣], seed: 7}
steps:
  - say: Hallo.
`)
}

func problemCodes(ps []scenarios.Diagnostic) string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Code+"/"+p.Severity.String())
	}
	return strings.Join(out, " ")
}

// TestLibraryAuthorsFiles: two author lessons with one id are an error
// naming both files (the first stays); an author's lesson shadowing an
// embedded one replaces it with a warning; a FIFO is skipped with a
// warning; lessons fall into place by their order, else the number in
// their id; an unknown required lesson is a warning.
func TestLibraryAuthorsFiles(t *testing.T) {
	lib := &Library{}
	lib.Add(false, mustLoad(t, "corpus/faro-03-x.yaml", lessonFile("faro-03-x", "")),
		mustLoad(t, "corpus/faro-07-y.yaml", lessonFile("faro-07-y", "")))
	fsys := fstest.MapFS{
		"a.yaml":    {Data: lessonFile("mine", "order: 5\nrequires: [faro-03-x, nowhere]\n")},
		"b.yaml":    {Data: lessonFile("mine", "")},
		"c.yaml":    {Data: lessonFile("faro-07-y", "")},
		"d.yaml":    {Data: lessonFile("late-one", "")},
		"pipe.yaml": {Mode: fs.ModeNamedPipe},
	}
	if err := lib.AddFS(fsys, true); err != nil {
		t.Fatal(err)
	}
	got := problemCodes(lib.Problems)
	for _, want := range []string{"not_regular/warning", "duplicate_id/error", "shadows_lesson/warning", "unknown_requires/warning"} {
		if !strings.Contains(got, want) {
			t.Errorf("problems %s lack %s", got, want)
		}
	}
	for _, p := range lib.Problems {
		if p.Code == scenarios.CodeDuplicateID && (p.File != "b.yaml" || p.Args[1] != "a.yaml") {
			t.Errorf("duplicate names %s and %v", p.File, p.Args)
		}
		if p.Code == scenarios.CodeUnknownRequire && p.Args[0] != "nowhere" {
			t.Errorf("requires: %v", p.Args)
		}
	}
	// Menu order: faro-03-x (3), mine (order 5), faro-07-y (7, the
	// author's), late-one (no number: last).
	if ids := strings.Join(lib.IDs(), " "); ids != "faro-03-x mine faro-07-y late-one" {
		t.Errorf("order: %s", ids)
	}
	if l := lib.Find("faro-07-y"); l == nil || !l.Own {
		t.Error("the author's faro-07-y does not replace the embedded one")
	}
}

func mustLoad(t *testing.T, name string, data []byte) *scenarios.Scenario {
	t.Helper()
	s, diags := scenarios.Load(name, data)
	if len(diags) > 0 {
		t.Fatal(scenarios.Diagnostics(diags))
	}
	return s
}

// TestLibraryLeftOut: a directory with more files than MaxLessonFiles
// says how many were left out.
func TestLibraryLeftOut(t *testing.T) {
	fsys := fstest.MapFS{}
	for i := 0; i < MaxLessonFiles+3; i++ {
		fsys[strings.Repeat("d/", 1)+itoa(i)+".txt.yaml"] = &fstest.MapFile{Data: []byte("x")}
	}
	lib := &Library{}
	if err := lib.AddFS(fsys, true); err != nil {
		t.Fatal(err)
	}
	for _, p := range lib.Problems {
		if p.Code == scenarios.CodeLeftOut {
			if p.Args[0] != "3" {
				t.Errorf("left out %v", p.Args)
			}
			return
		}
	}
	t.Error("no left_out warning")
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	s := ""
	for ; i > 0; i /= 10 {
		s = string(rune('0'+i%10)) + s
	}
	return s
}
