package tutor

import (
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/locales"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// pharo4TwoCopperMistakes is Pharo 4 („Coppern“) answered with two
// wrong settlements of the coppered bets (pharo.de.txt "Setzen": Dan's
// coppered 7 wins 4 on the bank card, Anna's coppered king loses 3 on the
// player card; the bank loses 1), then the rest right.
var pharo4TwoCopperMistakes = []string{
	"pharo 4",
	"b",
	"Dan +3, Anna -3, Doc 0",
	"Dan +2, Anna -3, Doc +1",
	"Dan 0, Anna 0, Doc 0",
	"c",
	"Dan -4, Anna 0, Doc +4",
}

// TestLessonMistakesComeBack is issue 28's example: after two copper
// mistakes in Pharo 4 the copper topic is due now with those two answers
// (counted apart from the quiz's), the statistics say so and why, the
// line after the verdict offers a drill on it, Enter starts a copper
// drill that never repeats the lesson's deal, and after it Enter goes on
// with Pharo 5. In German and French.
func TestLessonMistakesComeBack(t *testing.T) {
	for _, c := range []struct {
		lang                                locales.Lang
		offer, stats, drill, question, next string
		lessonCol                           string
	}{
		{locales.German, "Enter: 3 Fragen zu „Gecopperte Einsätze“, dann weiter mit „Pharo 5: Das Doublet“ · „weiter“ überspringt die Fragen",
			"Gecopperte Einsätze (2 Fehler in Pharo 4)", "Eine Übung zu dem, was in der Lektion danebenging: „Gecopperte Einsätze“.",
			"Frage 1/3 · Gecopperte Einsätze", "Enter: weiter mit „Pharo 5: Das Doublet“", "3 von 5 (60\u00a0%)"},
		{locales.French, "Entrée\u00a0: 3 questions sur «\u00a0Mises cuivrées\u00a0», puis la leçon «\u00a0Pharo 5\u00a0: le doublet\u00a0» · «\u00a0passer\u00a0» saute les questions",
			"Mises cuivrées (2 erreurs dans Pharo 4)", "Un exercice sur ce que vous avez manqué dans la leçon\u00a0: «\u00a0Mises cuivrées\u00a0».",
			"Question 1/3 · Mises cuivrées", "Entrée\u00a0: continuer avec «\u00a0Pharo 5\u00a0: le doublet\u00a0»", "3 sur 5 (60\u00a0%)"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			dir := t.TempDir()
			var out strings.Builder
			lib := corpusLibrary(t)
			s := NewSession(Config{Lang: c.lang, Library: lib, Store: &progress.Store{Path: filepath.Join(dir, progress.ProgressFile)}, Width: func() int { return 200 }}, &out)
			s.Start()
			for _, line := range pharo4TwoCopperMistakes {
				s.Handle(line)
			}
			if !strings.Contains(flat(out.String()), c.offer) {
				t.Fatalf("no offer %q:\n%s", c.offer, out.String())
			}
			mem, _ := (&quiz.Store{Path: filepath.Join(dir, quiz.FileName)}).Open()
			now, p := time.Now(), quiz.AnkiDefaults()
			r := mem.Get(quiz.PharoCopper)
			// Q1 (before the turn), the settlement (wrong twice), the 9's
			// settlement and the last one: copper 3 right, 2 wrong
			if r == nil || r.LessonWrong != 2 || r.LessonRight != 3 || r.Right != 0 || r.Wrong != 0 || !r.IsDue(now, p) {
				t.Fatalf("copper: %+v", r)
			}
			report := strings.Join(quiz.StatsReport(s.scr.P(), mem, "pharo", now, p, 100, s.lessonHead), "\n")
			if !strings.Contains(flat(report), c.stats) || !strings.Contains(report, c.lessonCol) {
				t.Errorf("statistics:\n%s", report)
			}
			out.Reset()
			s.Handle("") // Enter: the drill
			said := flat(out.String())
			for _, w := range []string{c.drill, c.question} {
				if !strings.Contains(said, w) {
					t.Errorf("the drill lacks %q:\n%s", w, said)
				}
			}
			for range 3 {
				s.Handle("weiter")
			}
			if !strings.Contains(flat(out.String()), c.next) {
				t.Errorf("after the drill, no %q:\n%s", c.next, out.String())
			}
			out.Reset()
			s.Handle("")
			if !strings.Contains(out.String(), "== Pharo 5") {
				t.Errorf("Enter after the drill does not open Pharo 5:\n%s", out.String())
			}
		})
	}
}

// TestDrillSkipped: „weiter“ after the offer goes on as without it (the
// next lesson), and so does any other command: the offer is gone.
func TestDrillSkipped(t *testing.T) {
	for _, after := range [][]string{{"weiter"}, {"statistik", ""}} {
		var out strings.Builder
		s := NewSession(Config{Library: corpusLibrary(t), Store: &progress.Store{Path: filepath.Join(t.TempDir(), progress.ProgressFile)}}, &out)
		s.Start()
		for _, line := range pharo4TwoCopperMistakes {
			s.Handle(line)
		}
		for _, line := range after {
			s.Handle(line)
		}
		if strings.Contains(out.String(), "Eine Übung zu dem") || !strings.Contains(out.String(), "== Pharo 5") {
			t.Errorf("%v: the drill was not skipped:\n%s", after, out.String())
		}
	}
}

// TestLessonAndQuizAtOnce: a tutor finishing Pharo 4 with its mistakes
// and a quiz answering copper questions on the same state directory, at
// the same time, keep both: every lesson answer and every quiz answer
// counted once (docs/state.md "Merge rules").
func TestLessonAndQuizAtOnce(t *testing.T) {
	dir := t.TempDir()
	store := &progress.Store{Path: filepath.Join(dir, progress.ProgressFile)}
	var wg sync.WaitGroup
	var lessonOut, quizOut strings.Builder
	wg.Add(2)
	go func() {
		defer wg.Done()
		s := NewSession(Config{Library: corpusLibrary(t), Store: store}, &lessonOut)
		s.Start()
		for _, line := range pharo4TwoCopperMistakes {
			s.Handle(line)
		}
		s.Handle("ende")
	}()
	go func() {
		defer wg.Done()
		s := NewSession(Config{Library: corpusLibrary(t), Store: store, Seed: 9}, &quizOut)
		s.StartQuiz(quiz.Options{Game: "pharo", N: 8, Seed: 9, Topics: []quiz.Topic{quiz.PharoCopper}}, true)
		for range 8 {
			s.Handle("weiter") // each a wrong answer, saved
		}
	}()
	wg.Wait()
	mem, _ := (&quiz.Store{Path: filepath.Join(dir, quiz.FileName)}).Open()
	r := mem.Get(quiz.PharoCopper)
	if r == nil || r.LessonWrong != 2 || r.LessonRight != 3 || r.Wrong != 8 || r.Right != 0 {
		t.Fatalf("copper: %+v\n--- lesson ---\n%s\n--- quiz ---\n%s", r, lessonOut.String(), quizOut.String())
	}
	if r := mem.Get(quiz.PharoSingle); r == nil || r.LessonRight != 1 {
		t.Errorf("single: %+v", r)
	}
}

// TestDueLine: the menu's first line names each topic a lesson's
// mistakes made due with its reason, and the topics the quiz brings back
// together; nothing when nothing is due.
func TestDueLine(t *testing.T) {
	now := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	p := quiz.AnkiDefaults()
	mem := quiz.NewMemory()
	var out strings.Builder
	s := NewSession(Config{Library: corpusLibrary(t)}, &out)
	if got := s.dueLine(mem, now); got != "" {
		t.Errorf("nothing due: %q", got)
	}
	mem.LessonAnswer(quiz.PharoCopper, "faro-04-coppern", false, now.Add(-2*time.Minute), p)
	mem.LessonAnswer(quiz.PharoCopper, "faro-04-coppern", false, now.Add(-time.Minute), p)
	mem.Answer(quiz.PharoDoublet, quiz.Again, now.Add(-5*time.Minute), p) // due after its minute
	mem.Answer(quiz.PasurSur, quiz.Again, now.Add(-5*time.Minute), p)
	want := "Fällig: Gecopperte Einsätze – 2 Fehler in Pharo 4 · wieder dran im Quiz: Doublets, Sur oder nicht"
	if got := s.dueLine(mem, now); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
