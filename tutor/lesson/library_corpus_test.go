package lesson

import (
	"reflect"
	"testing"
	"testing/fstest"

	"croupier/scenarios"
)

// TestAddCorpusLikeLoaded: the menu built from the index of the embedded
// lessons (AddCorpus, what croupier starts with) is the menu of the
// embedded files loaded in full (AddFS): the same lessons in the same
// order with the same headers; and every lesson so added loads, checked,
// when it is opened, as the scenario its header names.
func TestAddCorpusLikeLoaded(t *testing.T) {
	indexed := &Library{}
	indexed.AddCorpus()
	loaded := &Library{}
	if err := loaded.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	if len(indexed.Problems) > 0 || len(loaded.Problems) > 0 {
		t.Fatalf("problems: index %v, files %v", indexed.Problems, loaded.Problems)
	}
	if got, want := indexed.IDs(), loaded.IDs(); !reflect.DeepEqual(got, want) {
		t.Fatalf("menu from the index\n%v\nfrom the files\n%v", got, want)
	}
	for i, l := range indexed.Lessons {
		want := loaded.Lessons[i]
		if !reflect.DeepEqual(l.Header(), want.Header()) || l.Track() != want.Track() || l.Order() != want.Order() {
			t.Errorf("%s: header from the index %+v, from the file %+v", l.ID(), l.Header(), want.Header())
		}
		sc, err := l.Load()
		if err != nil {
			t.Errorf("%s does not load: %v", l.ID(), err)
			continue
		}
		if sc.ID != l.ID() || len(sc.Steps) != len(want.Scenario().Steps) {
			t.Errorf("%s loads as %s with %d steps, want %d", l.ID(), sc.ID, len(sc.Steps), len(want.Scenario().Steps))
		}
		if again := l.Scenario(); again != sc {
			t.Errorf("%s is loaded again when opened twice", l.ID())
		}
	}
}

// TestAddCorpusShadowed: an author's lesson with an embedded lesson's id
// replaces the indexed one, with a warning, as it replaces a loaded one.
func TestAddCorpusShadowed(t *testing.T) {
	lib := &Library{}
	lib.AddCorpus()
	id := lib.Lessons[0].ID()
	if err := lib.AddFS(fstest.MapFS{"mine.yaml": {Data: lessonFile(id, "")}}, true); err != nil {
		t.Fatal(err)
	}
	if got := problemCodes(lib.Problems); got != "shadows_lesson/warning" {
		t.Errorf("problems %q, want shadows_lesson/warning", got)
	}
	if l := lib.Find(id); l == nil || !l.Own || l.Title(scenarios.German) != "Test "+id {
		t.Errorf("lesson %s is not the author's", id)
	}
}
