package tutor

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
	"croupier/tutor/statefile"
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
// level-1 questions (seeded from the session's --seed), records them in
// quiz.json beside the progress, and returns to the menu; "statistik"
// shows them; the lessons' progress is untouched.
func TestQuizFromMenu(t *testing.T) {
	out, dir := quizSession(t, locales.German, "quiz pharo 1 2\nweiter\nweiter\nstatistik pharo\n")
	inOrder(t, out,
		"Quiz: „quiz pharo“, „quiz pharaon“, „quiz pasur“ · 0 Themen fällig · „statistik“",
		"Quiz: Pharo, 2 Fragen (Seed 4)",
		"Frage 1/2 · Einfache Einsätze · Stufe 1",
		"Quiz> weiter", "Übersprungen – zählt als falsch.", "Schritt für Schritt:",
		"Frage 2/2 · Gecopperte Einsätze · Stufe 1",
		"Quiz vorbei: 0 von 2 richtig (0\u00a0%).",
		"Lektion> statistik pharo",
		"Einfache Einsätze", "0/1 richtig (0\u00a0%)", "Jetzt ist nichts fällig.")
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
		"Quiz\u00a0: pasur, 1 question (mélange n°\u00a04)",
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
