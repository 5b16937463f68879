package tutor

import (
	"bytes"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
)

// TestOpenLessonByTitle: the menu opens a lesson by the head of its title
// in either language ("pasur 2", "Pharo 12b"), and refuses an unclear one.
func TestOpenLessonByTitle(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{
		"pasur 2":    "Pasur 2:",
		"PHARO  12b": "Pharo 12b:",
		"pharaon 6":  "Pharaon 6:",
	}
	for in, want := range cases {
		var out bytes.Buffer
		s := NewSession(Config{Lang: locales.German, Library: lib}, &out)
		s.Handle(in)
		if !strings.Contains(out.String(), "== "+want) {
			t.Errorf("%q did not open %q:\n%s", in, want, out.String())
		}
	}
	var out bytes.Buffer
	s := NewSession(Config{Lang: locales.German, Library: lib}, &out)
	s.Handle("pasur")
	if strings.Contains(out.String(), "== ") {
		t.Errorf("an unclear title opened a lesson:\n%s", out.String())
	}
}
