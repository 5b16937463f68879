package tutor

import (
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
	"croupier/tutor/screen"
)

// TestMenuFitsTerminal: at every width the whole corpus menu keeps every
// line within the width, shows each lesson's key once per track and every
// title whole; the track's name is not repeated in the titles.
func TestMenuFitsTerminal(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		for _, width := range []int{40, 60, 80, 100, 120, 160} {
			var out strings.Builder
			s := NewSession(Config{Lang: lang, Library: lib, Width: func() int { return width }}, &out)
			s.Start()
			text := out.String()
			for _, l := range strings.Split(text, "\n") {
				if screen.Width(l) > width {
					t.Errorf("%s %d: line wider than the screen: %q", lang, width, l)
				}
			}
			flat := strings.Join(strings.Fields(text), " ")
			for _, l := range lib.Lessons {
				title := l.Title(scenarios.Lang(lang))
				if k, rest, ok := s.ownKey(l); ok {
					title = rest
					if !strings.Contains(text, "  "+k+" ") {
						t.Errorf("%s %d: key %s missing", lang, width, k)
					}
				}
				if !strings.Contains(flat, strings.Join(strings.Fields(title), " ")) {
					t.Errorf("%s %d: title %q not whole in the menu", lang, width, title)
				}
			}
			if strings.Contains(text, "] Pharo 9b") || strings.Contains(text, "] Pasur 3") {
				t.Errorf("%s %d: the track's name is repeated in a title:\n%s", lang, width, text)
			}
		}
	}
}

// TestMenuKeys: a key shared by several tracks opens nothing and names
// the lessons it could mean; a key of one lesson ("9b") opens it; the
// test library, whose titles have no numbers, is numbered in menu order.
func TestMenuKeys(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s := NewSession(Config{Lang: locales.German, Library: lib}, &out)
	s.Handle("3")
	if !strings.Contains(out.String(), "Pharo 3, Pharaon 3 und Pasur 3") || strings.Contains(out.String(), "== ") {
		t.Errorf("an ambiguous key:\n%s", out.String())
	}
	out.Reset()
	s.Handle("9B")
	if !strings.Contains(out.String(), "== Pharo 9b:") {
		t.Errorf("9B did not open Pharo 9b:\n%s", out.String())
	}
	out.Reset()
	s = NewSession(Config{Lang: locales.German, Library: testLibrary(t)}, &out)
	s.Handle("3")
	if !strings.Contains(out.String(), "== Test: Pasur") {
		t.Errorf("3 did not open the third test lesson:\n%s", out.String())
	}
}
