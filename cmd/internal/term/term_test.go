package term

import (
	"io"
	"os"
	"testing"

	"croupier/tutor"
	"croupier/tutor/lesson"
)

// TestCompletion: Tab adds the rest of the only candidate and a space,
// or what every candidate shares beyond the typed prefix, or nothing.
func TestCompletion(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(os.DirFS("../../../tutor/testdata/lessons"), false); err != nil {
		t.Fatal(err)
	}
	s := tutor.NewSession(tutor.Config{Library: lib}, io.Discard)
	s.Start()
	for _, c := range []struct{ head, want string }{
		{"hil", "fe "},
		{"sprache f", "r "},
		{"test-pha", "r"}, // test-pharo and test-pharaon
		{"xyz", ""},
	} {
		if got := completion(s, c.head); got != c.want {
			t.Errorf("%q: %q, want %q", c.head, got, c.want)
		}
	}
	e := &editor{s: s}
	if line, pos, ok := e.complete("hil lo", 3, '\t'); !ok || line != "hilfe  lo" || pos != 6 {
		t.Errorf("Tab in the middle: %q %d %v", line, pos, ok)
	}
	shown := ""
	e.show = func(text string) { shown += text }
	if _, _, ok := e.complete("test-phar", 9, '\t'); ok || shown != "test-pharaon  test-pharo\n" {
		t.Errorf("Tab with nothing to add: %v, shown %q", ok, shown)
	}
	if line, _, ok := e.complete("weiter", 6, keyInterrupt); !ok || line != "" || !e.interrupted() || e.interrupted() {
		t.Errorf("Ctrl-C: %q %v", line, ok)
	}
}
