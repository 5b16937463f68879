package tutor

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"

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

// TestOtherLanguageLesson: a lesson written only in French is marked in a
// German session's menu, and said to be French when it opens; in a French
// session it is not marked (author review T4).
func TestOtherLanguageLesson(t *testing.T) {
	lib := testLibrary(t)
	fr := `id: nur-fr
lang: fr
title: "Pharo 7 : ma leçon"
game: faro
profile: pharo
players:
  - {name: Ben, banker: true}
  - {name: Dan}
deck: {cards: [5♣, K♦, 9♣], seed: 3}
steps:
  - say: Dan mise 4 sur le 9.
  - bet: {player: Dan, rank: "9", stake: 4}
`
	if err := lib.AddFS(fstest.MapFS{"nur-fr.yaml": {Data: []byte(fr)}}, true); err != nil || len(lib.Problems) > 0 {
		t.Fatalf("%v %v", err, lib.Problems)
	}
	for _, c := range []struct {
		lang       locales.Lang
		mark, open string
	}{
		{locales.German, "Ma leçon (eigene) (nur\u00a0Französisch)", "„Pharo 7 : ma leçon“ gibt es nur auf Französisch"},
		{locales.French, "Ma leçon (personnelle)", ""},
	} {
		var out bytes.Buffer
		s := NewSession(Config{Library: lib, Lang: c.lang}, &out)
		runScript(s, &out, "pharo 7\n")
		got := flat(out.String())
		if !strings.Contains(out.String(), c.mark+"\n") {
			t.Errorf("%s: the menu line is not %q:\n%s", c.lang, c.mark, out.String())
		}
		if c.open != "" && !strings.Contains(got, c.open) {
			t.Errorf("%s: no %q when it opens:\n%s", c.lang, c.open, out.String())
		}
		if c.open == "" && strings.Contains(got, "n’existe qu’en") {
			t.Errorf("%s: a lesson in the session's language said to be in the other:\n%s", c.lang, out.String())
		}
	}
}

// TestResetByTitle: "zurücksetzen pharo 2" names a lesson in two words,
// as the menu opens it (DE review (2): it gave the usage).
func TestResetByTitle(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	s := NewSession(Config{Library: lib}, &out)
	runScript(s, &out, "zurücksetzen pharo 2\nnein\nzurücksetzen pharo 99\n")
	got := flat(out.String())
	for _, want := range []string{
		"Wirklich den Fortschritt von „Pharo 2: Bankkarte und Spielerkarte“ löschen?",
		"Nichts gelöscht.",
		"Keine Lektion „pharo 99“.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}

// TestOwnLessonOrderKey: an author's lesson whose title gives no number
// gets its order: as its key in the menu ("30"), or the order with a
// letter when its track has that number already ("14b" beside the
// embedded Pharo 14), and the key opens it (author review: a class had
// to type the exact title).
func TestOwnLessonOrderKey(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	own := func(id, title, order string) string {
		return `id: ` + id + `
lang: de
title: ` + title + `
order: ` + order + `
game: faro
profile: pharo
players:
  - {name: Ben, banker: true}
  - {name: Dan}
deck: {cards: [5♣, K♦, 9♣], seed: 3}
steps:
  - say: Dan setzt.
  - bet: {player: Dan, rank: "9", stake: 4}
`
	}
	fsys := fstest.MapFS{
		"a.yaml": {Data: []byte(own("meine-sitzung", "Meine Sitzung", "14"))},
		"b.yaml": {Data: []byte(own("mein-abschluss", "Mein Abschluss", "30"))},
	}
	if err := lib.AddFS(fsys, true); err != nil || len(lib.Problems) > 0 {
		t.Fatalf("%v %v", err, lib.Problems)
	}
	var out strings.Builder
	s := NewSession(Config{Lang: locales.German, Library: lib, Width: func() int { return 60 }}, &out)
	s.Handle("menü")
	menu := out.String()
	for _, want := range []string{"14b [ ] Meine Sitzung", "30  [ ] Mein Abschluss"} {
		if !strings.Contains(menu, want) {
			t.Errorf("no %q in the menu:\n%s", want, menu)
		}
	}
	for key, title := range map[string]string{"14b": "Meine Sitzung", "30": "Mein Abschluss"} {
		out.Reset()
		s.Handle("menü")
		out.Reset()
		s.Handle(key)
		if !strings.Contains(out.String(), "== "+title) {
			t.Errorf("%s did not open %s:\n%s", key, title, out.String())
		}
	}
}
