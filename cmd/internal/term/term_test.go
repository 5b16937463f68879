package term

import (
	"io"
	"os"
	"testing"

	"croupier/tutor"
	"croupier/tutor/lesson"
)

// TestCompleter: readline receives the rest of each candidate after the
// typed prefix; a single candidate is completed with a space.
func TestCompleter(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(os.DirFS("../../../tutor/testdata/lessons"), false); err != nil {
		t.Fatal(err)
	}
	s := tutor.NewSession(tutor.Config{Library: lib}, io.Discard)
	s.Start()
	c := completer{s}
	got, n := c.Do([]rune("hil"), 3)
	if n != 3 || len(got) != 1 || string(got[0]) != "fe " {
		t.Errorf("hil: %q %d", got, n)
	}
	got, n = c.Do([]rune("sprache f"), 9)
	if n != 1 || len(got) != 1 || string(got[0]) != "r " {
		t.Errorf("sprache f: %q %d", got, n)
	}
	got, _ = c.Do([]rune("test-pha"), 8)
	if len(got) != 2 { // test-pharo and test-pharaon
		t.Errorf("test-pha: %q", got)
	}
	if got, _ := c.Do([]rune("xyz"), 99); len(got) != 0 {
		t.Errorf("xyz: %q", got)
	}
}
