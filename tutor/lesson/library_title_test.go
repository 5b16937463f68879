package lesson

import (
	"testing"
	"testing/fstest"

	"croupier/scenarios"
)

// TestTitleOneLine: a tab in a title is shown as a space, in the menu and
// in the lesson's heading alike (it reached the terminal raw); French
// no-break spaces stay.
func TestTitleOneLine(t *testing.T) {
	lib := &Library{}
	if err := lib.AddFS(fstest.MapFS{"a.yaml": {Data: lessonFile("tabbed", "")}}, true); err != nil || len(lib.Lessons) != 1 {
		t.Fatalf("%v %d", err, len(lib.Lessons))
	}
	l := lib.Lessons[0]
	l.head.Title = scenarios.Text{"de": "Ab\tzug mit\tTab", "fr": "Pharo\u00a01\u00a0:\tla table"}
	if got := l.Title("de"); got != "Ab zug mit Tab" {
		t.Errorf("title %q", got)
	}
	if got := l.Title("fr"); got != "Pharo\u00a01\u00a0: la table" { // no-break spaces stay
		t.Errorf("title %q", got)
	}
}
