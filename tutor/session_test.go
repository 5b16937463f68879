package tutor

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor/input"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// TestSandboxSaveLoads plays free games and checks that the files saved
// load with the scenarios package (what `croupier check` runs) and replay
// to the same end (issue 5 "Free play").
func TestSandboxSaveLoads(t *testing.T) {
	dir := t.TempDir()
	scripts := map[string]string{
		"faro":    "spiel faro\n4 auf 9\n2 auf K gekupfert\n3 auf 5/6\nabziehen\n\n\nweg 9\nabziehen\nspeichern " + filepath.Join(dir, "faro") + "\n",
		"pharaon": "jouer pharaon\n2 sur 9\n4 sur R cuivré\ntirer\ntirer\nenregistrer " + filepath.Join(dir, "pharaon.yaml") + "\n",
	}
	for name, script := range scripts {
		var out bytes.Buffer
		s := NewSession(Config{Library: testLibrary(t), Seed: 42}, &out)
		runScript(s, &out, script)
		file := filepath.Join(dir, name+".yaml")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%s: not saved: %v\n%s", name, err, out.String())
		}
		sc, diags := scenarios.Load(file, data)
		if sc == nil {
			t.Fatalf("%s: saved file does not load: %v\n%s", name, scenarios.Diagnostics(diags), data)
		}
		if !strings.Contains(flat(out.String()), "croupier check") {
			t.Errorf("%s: no confirmation", name)
		}
	}
}

// TestSaveRefusesOverwrite: saving never replaces an existing file.
func TestSaveRefusesOverwrite(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "x.yaml")
	os.WriteFile(file, []byte("keep"), 0o644)
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	runScript(s, &out, "spiel faro\nspeichern "+file+"\n")
	if data, _ := os.ReadFile(file); string(data) != "keep" {
		t.Errorf("file overwritten")
	}
	if !strings.Contains(flat(out.String()), "gibt es schon") {
		t.Errorf("no refusal:\n%s", out.String())
	}
}

// TestSandboxRefusals: the engine's refusals are said to the learner, with
// the figures and where the rule is written (RULINGS.md: a split covers
// neighbours only; the stake limit; Pharaon weights are even).
func TestSandboxRefusals(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	runScript(s, &out, "spiel faro\n3 auf 5/8\n11 auf 4\nspiel pharaon\n3 auf 4\n")
	for _, want := range []string{
		// the neighbours of 5: 4 and 6 in its row, 9 facing it
		"Geht nicht: 5 und 8 liegen auf dem Tableau nicht nebeneinander; neben der 5 liegen 4, 6 und 9 (Pharo – Ausführliche Regeln, Abschnitt „Setzen“).",
		"Geht nicht: Höchstens 10 Chips je Einsatz",
		"Geht nicht: Im Pharaon sind die Gewichte gerade (2, 4, 6 …)",
	} {
		if !strings.Contains(flat(out.String()), want) {
			t.Errorf("missing %q\n%s", want, out.String())
		}
	}
}

// TestRunPlainMode drives the real line loop from a reader: prompts,
// echo, and saving at the end of the input (like Ctrl-D).
func TestRunPlainMode(t *testing.T) {
	dir := t.TempDir()
	store := &progress.Store{Path: filepath.Join(dir, progress.ProgressFile)}
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t), Store: store, Lang: locales.French}, &out)
	s.Start()
	in := strings.NewReader("1\r\nDan +4, Anna +2, Ben -6\n" + strings.Repeat("x", input.MaxInput+10) + "\nindice")
	if err := Run(s, in, &out, true, nil); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"Leçon> 1\n", "Réponse> Dan +4, Anna +2, Ben -6\nJuste\u00a0!", "Saisie trop longue", "Réponse> indice\n", "Progrès enregistrés"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	p, _ := store.Open()
	if p.Last != "test-pharo" || p.Lessons["test-pharo"].Position == 0 {
		t.Errorf("progress not saved at EOF: %+v", p.Lessons["test-pharo"])
	}
}

// lockedBuffer is a buffer safe to read while Run writes to it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestRunInterrupt: a value on the interrupt channel cancels the question,
// which is asked again.
func TestRunInterrupt(t *testing.T) {
	out := &lockedBuffer{}
	s := NewSession(Config{Library: testLibrary(t)}, out)
	s.Start()
	s.Handle("1")
	ints := make(chan struct{}, 1)
	ints <- struct{}{}
	pr, pw := io.Pipe()
	done := make(chan error)
	go func() { done <- Run(s, pr, out, true, ints) }()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), "(abgebrochen") && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "^C\n(abgebrochen – die Frage gilt weiter)\n? Was gewinnt oder verliert jeder?") {
		t.Errorf("interrupt not handled:\n%s", out.String())
	}
}

// TestCompletions: commands of both languages, lesson ids, players,
// cards and ranks, games and languages.
func TestCompletions(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	s.Start()
	check := func(line string, want ...string) {
		t.Helper()
		got, _ := s.CompleteWord(line)
		for _, w := range want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%q: %q not among %v", line, w, got)
			}
		}
	}
	check("hil", "hilfe")
	check("zah", "zähler")
	check("pou", "pourquoi")
	check("test-p", "test-pharo", "test-pharaon", "test-pasur")
	check("sprache ", "de", "fr")
	check("jouer pha", "pharaon", "pharo")
	s.Handle("3") // the Pasur lesson: Dan's hand and the table
	check("7", "7♣")
	check("Da", "Dan")
	check("nehme 4", "4♦", "4♣")
	check("nehme B", "B♥")
}

// TestEmbeddedCorpusLoads: the embedded lessons load into the menu and
// each can be stepped through to its end in both languages ("weiter"
// shows each answer), with every message found in the catalogs; a lesson
// whose every question was skipped is seen to its end but not done
// (issue 11).
func TestEmbeddedCorpusLoads(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	if len(lib.Problems) > 0 || len(lib.Lessons) == 0 {
		t.Fatalf("corpus: %d lessons, problems %v", len(lib.Lessons), scenarios.Diagnostics(lib.Problems))
	}
	for _, lang := range locales.Langs() {
		for _, l := range lib.Lessons {
			var out bytes.Buffer
			s := NewSession(Config{Library: lib, Lang: lang}, &out)
			s.Start()
			s.Handle(l.ID())
			for n := 0; n < 200 && inLesson(s); n++ {
				s.Handle("weiter")
			}
			if _, menu := s.mode.(*menuMode); !menu || !s.prog.Finished(l.ID()) || s.prog.Done(l.ID()) {
				t.Errorf("%s %s: not finished:\n%s", lang, l.ID(), out.String())
			}
			if strings.Contains(out.String(), "[tutor.") {
				t.Errorf("%s %s: missing message:\n%s", lang, l.ID(), out.String())
			}
		}
	}
}

// inLesson reports whether the session is in a lesson.
func inLesson(s *Session) bool {
	_, ok := s.mode.(*lesson.Mode)
	return ok
}

// TestSaveFailureReported: a progress file that cannot be written (a
// file stands where its directory should be) is said once, with the path
// and what to do; the session goes on in memory, a finished lesson is
// said to be done in this session only, and the goodbye says that nothing
// was saved — "gespeichert" is never claimed.
func TestSaveFailureReported(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s := NewSession(Config{Library: testLibrary(t), Store: &progress.Store{Path: filepath.Join(blocker, "sub", progress.ProgressFile)}}, &out)
	s.Start()
	s.Handle("")
	// every question answered: skipping would not make the lesson done
	for _, a := range []string{"Dan +4, Anna +2, Ben -6", "Anna -1½", "2", "nein", "b"} {
		s.Handle(a)
	}
	s.Handle("ende")
	got := flat(out.String())
	problem := "Im Pfad " + filepath.Join(blocker, "sub") + " steht eine Datei, wo ein Verzeichnis sein müsste. Verschiebe diese Datei."
	// told at the start and in the goodbye; the quiz's memory beside it,
	// where the lesson's answers go, meets the same problem, which is not
	// told again
	if n := strings.Count(got, problem); n != 2 {
		t.Errorf("problem told %d times, want 2:\n%s", n, out.String())
	}
	for _, want := range []string{
		"Lektion „Test: ein Abzug“ geschafft (0 Fehler) – aber nur in dieser Sitzung, gespeichert ist das nicht.",
		"Der Fortschritt dieser Sitzung ist nicht gespeichert: " + problem,
		"Bis bald!",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(got, "Fortschritt gespeichert") || strings.Contains(got, "(0 Fehler).") {
		t.Errorf("claims a save that did not happen:\n%s", out.String())
	}
}

// flat joins wrapped lines, for checks of what is said rather than of
// where a line breaks.
func flat(out string) string { return strings.ReplaceAll(out, "\n", " ") }

// TestHistoryProblem: a history file that cannot be written is told once
// per problem, in the session's language, with the path and what to do.
func TestHistoryProblem(t *testing.T) {
	err := &statefile.Error{Op: statefile.OpRead, File: "/s/croupier/history", Path: "/s/croupier/history", Reason: statefile.ReasonIsDir}
	for _, c := range []struct {
		lang locales.Lang
		want string
	}{
		{locales.German, "Der Verlauf deiner Eingaben lässt sich nicht speichern: Wo die Datei /s/croupier/history hingehört, steht ein Verzeichnis. Verschiebe oder lösche es, dann legt croupier die Datei an."},
		{locales.French, "Impossible d’enregistrer l’historique de vos saisies\u00a0: À la place du fichier /s/croupier/history se trouve un dossier. Déplacez-le ou supprimez-le, et croupier créera le fichier."},
	} {
		var out strings.Builder
		s := NewSession(Config{Library: testLibrary(t), Lang: c.lang}, &out)
		s.HistoryProblem(err)
		s.HistoryProblem(err)
		if got := flat(out.String()); strings.Count(got, c.want) != 1 || strings.Count(got, "/s/croupier/history") != 1 {
			t.Errorf("%s: %q, want %q once", c.lang, got, c.want)
		}
	}
}

// TestTwoSessionsShareProgress: two sessions on one progress file (two
// tutors) each finish a lesson; each save merges with the other's, so the
// file ends with both, and the menu of one shows the other's lesson done
// after it looks again (a save with nothing new reads the file). A file
// deleted meanwhile is written again from what the session holds.
func TestTwoSessionsShareProgress(t *testing.T) {
	store := &progress.Store{Path: filepath.Join(t.TempDir(), progress.ProgressFile)}
	var outA, outB strings.Builder
	a := NewSession(Config{Library: testLibrary(t), Store: store}, &outA)
	b := NewSession(Config{Library: testLibrary(t), Store: store}, &outB)
	a.Start()
	b.Start()
	// every question answered: skipping would not make a lesson done
	finish := func(s *Session, id string, answers ...string) {
		s.Handle(id)
		for _, a := range answers {
			s.Handle(a)
		}
	}
	finish(a, "test-pharo", "Dan +4, Anna +2, Ben -6", "Anna -1½", "2", "nein", "b")
	finish(b, "test-pasur", "nehme 4♦", "lege", "nein", "nein", "K nimmt K", "0")
	if !b.prog.Done("test-pharo") || !b.prog.Done("test-pasur") {
		t.Errorf("b does not hold both lessons after its save: %+v", b.prog.Lessons)
	}
	a.Handle("menü")
	if !a.prog.Done("test-pasur") {
		t.Errorf("a's menu does not see b's lesson: %+v", a.prog.Lessons)
	}
	if err := os.Remove(store.Path); err != nil {
		t.Fatal(err)
	}
	a.Handle("menü")
	p, _ := store.Open()
	if !p.Done("test-pharo") || !p.Done("test-pasur") {
		t.Errorf("the deleted file was not written again: %+v", p.Lessons)
	}
	for _, out := range []string{outA.String(), outB.String()} {
		if !strings.Contains(flat(out), "geschafft (0 Fehler).") {
			t.Errorf("no lesson done:\n%s", out)
		}
	}
}

// TestCorruptMeanwhile: a progress file and a quiz file that went corrupt
// while the session ran are kept aside when the session next looks at
// them, and the learner is told where the copies are; the progress is
// written again from the session.
func TestCorruptMeanwhile(t *testing.T) {
	dir := t.TempDir()
	store := &progress.Store{Path: filepath.Join(dir, progress.ProgressFile)}
	var out strings.Builder
	s := NewSession(Config{Library: testLibrary(t), Store: store}, &out)
	s.Start()
	s.Handle("test-pharo")
	s.Handle("menü")
	for _, f := range []string{store.Path, filepath.Join(dir, quiz.FileName)} {
		if err := os.WriteFile(f, []byte("{kaputt"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	s.Handle("menü")
	for _, f := range []string{store.Path, filepath.Join(dir, quiz.FileName)} {
		copies, _ := filepath.Glob(f + ".corrupt-*")
		if len(copies) != 1 || !strings.Contains(flat(out.String()), copies[0]) {
			t.Errorf("%s: copies %v not told:\n%s", f, copies, out.String())
		}
	}
	p, rep := store.Open()
	if rep.Status != statefile.Loaded || p.Last != "test-pharo" {
		t.Errorf("progress not written again: %v %+v", rep.Status, p)
	}
}

// TestPlayInterrupt: Ctrl-C in free play asks nothing to be kept open
// (FR review (4): « (annulé – la question reste posée) » with no question):
// it says how to leave; before the last Faro turn it answers "no".
func TestPlayInterrupt(t *testing.T) {
	for _, game := range []string{"pasur", "faro"} {
		var out bytes.Buffer
		s := NewSession(Config{Library: testLibrary(t), Lang: locales.French}, &out)
		runScript(s, &out, "jouer "+game+"\n<ctrl-c>\n")
		got := flat(out.String())
		if !strings.Contains(got, "«\u00a0menu\u00a0» quitte la partie libre") || strings.Contains(got, "la question reste posée") {
			t.Errorf("%s: Ctrl-C said\n%s", game, out.String())
		}
	}
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	runScript(s, &out, "spiel faro\n"+strings.Repeat("\n", 25)+"<ctrl-c>\n\n")
	if got := flat(out.String()); !strings.Contains(got, "Noch nicht gezogen") || strings.Contains(got, "Abzug 25") {
		t.Errorf("Ctrl-C at the last turn:\n%s", out.String())
	}
}
