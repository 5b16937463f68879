package tutor

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios/statefile"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// quizSession runs a scripted session on the test lessons with the
// progress (and so the quiz's memory) in a temporary directory.
func quizSession(t *testing.T, lang locales.Lang, input string) (out, dir string) {
	t.Helper()
	dir = t.TempDir()
	var b bytes.Buffer
	s := NewSession(Config{Lang: lang, Library: testLibrary(t), Store: &progress.Store{Path: filepath.Join(dir, progress.ProgressFile)}, Seed: 4}, &b)
	runScript(s, &b, input)
	return b.String(), dir
}

// inOrder fails unless every want is part of the output, in order.
func inOrder(t *testing.T, out string, wants ...string) {
	t.Helper()
	rest := flat(out)
	for _, w := range wants {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("output lacks (in order) %q\n--- output ---\n%s", w, out)
		}
		rest = rest[i+len(w):]
	}
}

// TestQuizFromMenu: the menu names the quiz; "quiz pharo 1 2" asks two
// level-1 questions (seeded from the session's --seed; the memory picks
// the topics, so the header names no seed), records them in quiz.json
// beside the progress, and returns to the menu without drawing it, so
// that the verdict stays on the screen; "statistik" shows them; the
// lessons' progress is untouched.
func TestQuizFromMenu(t *testing.T) {
	out, dir := quizSession(t, locales.German, "quiz pharo 1 2\nweiter\nweiter\nstatistik pharo\n")
	inOrder(t, out,
		"Quiz: „quiz pharo“, „quiz pharaon“, „quiz pasur“ · 0 Themen fällig · „statistik“",
		"Quiz: Pharo, 2 Fragen",
		"Alle Fragen auf Stufe 1; die Themen wählt das Quiz nach deinen bisherigen Antworten.",
		"Frage 1/2 · Einfache Einsätze · Stufe 1",
		"Quiz> weiter", "Übersprungen – zählt als falsch.", "Schritt für Schritt:",
		"Frage 2/2 · Gecopperte Einsätze · Stufe 1",
		"Quiz vorbei: 0 von 2 richtig (0\u00a0%).",
		"Zurück im Menü: „menü“ zeigt die Lektionen",
		"Enter: weiter mit „Test: ein Abzug“",
		"Lektion> statistik pharo",
		"Thema", "Richtig", "Stand", "Kommt wieder", // a table: it fits 80 columns
		"Einfache Einsätze", "0 von 1 (0\u00a0%)", "wird gelernt", "in 1 Minute", "Jetzt ist nichts dran.")
	if i, j := strings.Index(out, "Quiz vorbei:"), strings.Index(out, "Lektion> statistik"); strings.Contains(out[i:j], "0/3 erledigt") {
		t.Errorf("the menu is drawn after the quiz's verdict:\n%s", out[i:j])
	}
	if strings.Contains(out, "Seed") {
		t.Errorf("English in the quiz:\n%s", out)
	}
	m, rep := (&quiz.Store{Path: filepath.Join(dir, quiz.FileName)}).Open()
	if st := rep.Status; st != statefile.Loaded || m.Get(quiz.PharoSingle).Wrong != 1 || m.Get(quiz.PharoCopper).Wrong != 1 {
		t.Errorf("memory: %v %+v", st, m.Topics)
	}
	data, _ := os.ReadFile(filepath.Join(dir, progress.ProgressFile))
	if strings.Contains(string(data), "quiz-") {
		t.Errorf("a quiz question in the lessons' progress:\n%s", data)
	}
}

// TestQuizFrenchAndHelp: French names, the help lists the new commands,
// an unknown argument is explained.
func TestQuizFrenchAndHelp(t *testing.T) {
	out, _ := quizSession(t, locales.French, "aide\nquiz skat\nquiz pasur 2 1\nsprache de\npasser\n")
	inOrder(t, out,
		"quiz [JEU] [1–3] [N]", "cotes", "statistiques",
		"Je ne comprends pas «\u00a0skat\u00a0».",
		"Quiz\u00a0: pasur, 1 question",
		"Toutes les questions au niveau 2\u00a0; le quiz choisit les thèmes d’après vos réponses précédentes.",
		"Question 1/1 · Ce que prend la carte · niveau 2",
		"Quiz> sprache de", "Sprache: Deutsch.", "? Dan spielt",
		"Übersprungen – zählt als falsch.",
		"Quiz vorbei: 0 von 1 richtig (0\u00a0%).")
}

// TestOddsCommandInLessonAndGame: chancen in a Faro lesson and in a free
// game (with the learner's open bet); not in Pasur.
func TestOddsCommandInLessonAndGame(t *testing.T) {
	out, _ := quizSession(t, locales.German, "test-pharo\nchancen\nmenü\ntest-pasur\nchancen\nmenü\nspiel faro\n4 auf 9\nchancen\n")
	inOrder(t, out,
		"Antwort> chancen", "Chancen aus dem Kartenzähler:", "Doublet je Wert",
		"Antwort> chancen", "Die Chancen gibt es nur bei Pharo und Pharaon.",
		"Pharo> chancen", "Chancen aus dem Kartenzähler: 51 Karten im Stapel", "Du, 4 Chips auf 9:",
		"halbe Chance, dass der stehende Einsatz in einem Doublet endet")
}
