package tutor

import (
	"strconv"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
	"croupier/tutor/screen"
)

// TestMenuFitsTerminal: the whole corpus menu fits a 45-row terminal (two
// columns), keeps the one-column numbers, and no line is wider than 80.
func TestMenuFitsTerminal(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s := NewSession(Config{Lang: locales.German, Library: lib}, &out)
	s.Start()
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")[1:] // after the welcome
	if len(lib.Lessons) > menuOneColumn && len(lines) > 44 {
		t.Errorf("menu of %d lessons takes %d rows", len(lib.Lessons), len(lines))
	}
	for _, l := range lines {
		if strings.Contains(l, "] ") && screen.Width(l) > 80 {
			t.Errorf("menu line wider than 80: %q", l)
		}
	}
	for n := 1; n <= len(lib.Lessons); n++ {
		if !strings.Contains(out.String(), " "+screen.Pad(strconv.Itoa(n), 3)+" [") {
			t.Errorf("lesson number %d missing", n)
		}
	}
}
