//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// The state tests run the real binary on a state directory that is in
// trouble and read what it tells the learner, in both languages: a
// read-only directory, a directory where the file should be, a corrupt
// file, a newer croupier's file (issue 14). The expected sentences are
// written out by hand.

// nbsp is the no-break space French puts before « : ; ! ? » and inside
// guillemets.
const nbsp = "\u00a0"

// stateCase is one trouble of the state directory.
type stateCase struct {
	name string
	// prepare fills the state directory d ($XDG_STATE_HOME/croupier) for
	// the program (tutor or quiz) and returns the file it concerns.
	prepare func(t *testing.T, d, file string)
	// nobody runs croupier as the user nobody (a directory root may
	// write but nobody may not); as another user the directory is made
	// read-only instead.
	nobody bool
	// want returns, for the program and the language, the sentences that
	// must appear (in order), given the state directory d, the file f and
	// the copy kept of it (corrupt files).
	want func(quiz bool, fr bool, d, f, kept string) []string
	// twice is a sentence that must appear exactly twice (told once when
	// the problem is met, and again in the goodbye).
	twice func(fr bool, d, f string) string
	// saved: the session's work is on disk at the end.
	saved bool
}

// testLessonDone and friends are the tutor's words for the test lesson.
const (
	lessonDoneDe = "Lektion „Test: ein Abzug“ geschafft (0 Fehler)."
	lessonDoneFr = "Leçon « Test : une taille » terminée (0 erreur)."
	unsavedDe    = "Lektion „Test: ein Abzug“ geschafft (0 Fehler) – aber nur in dieser Sitzung, gespeichert ist das nicht."
	unsavedFr    = "Leçon «" + nbsp + "Test : une taille" + nbsp + "» terminée (0 erreur) – pour cette session seulement, ce n’est pas enregistré."
	dueUnsavedDe = "– aber nur in dieser Sitzung, gespeichert ist das nicht."
	dueUnsavedFr = "– pour cette session seulement, ce n’est pas enregistré."
)

// oldFile is the content of a file a trouble must leave untouched.
const oldProgress = `{"version":1,"lessons":{"pasur-1":{"done":true}}}` + "\n"

var stateCases = []stateCase{
	{
		name:   "read-only",
		nobody: true,
		prepare: func(t *testing.T, d, file string) {
			put(t, filepath.Join(d, progress.ProgressFile), oldProgress)
		},
		twice: func(fr bool, d, f string) string {
			if fr {
				return "croupier n’a pas le droit d’écrire dans " + d + ". Vérifiez le propriétaire et les droits de ce dossier."
			}
			return "croupier darf in " + d + " nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses."
		},
		want: func(isQuiz, fr bool, d, f, _ string) []string {
			switch {
			case !isQuiz && !fr:
				return []string{
					"Fortschritt konnte nicht gespeichert werden: croupier darf in " + d + " nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses.",
					"Bis das behoben ist, merkt sich croupier deinen Fortschritt nur in dieser Sitzung und versucht bei jedem Schritt, ihn zu speichern.",
					unsavedDe,
					"Der Fortschritt dieser Sitzung ist nicht gespeichert: croupier darf in " + d + " nicht schreiben.",
					"Bis bald!",
				}
			case !isQuiz:
				return []string{
					"Impossible d’enregistrer les progrès : croupier n’a pas le droit d’écrire dans " + d + ". Vérifiez le propriétaire et les droits de ce dossier.",
					"En attendant, croupier garde vos progrès pour cette session seulement et tente de les enregistrer à chaque étape.",
					unsavedFr,
					"Les progrès de cette session ne sont pas enregistrés" + nbsp + ": croupier n’a pas le droit d’écrire dans " + d + ".",
					"À bientôt" + nbsp + "!",
				}
			case !fr:
				return []string{
					"Quiz-Ergebnisse konnten nicht gespeichert werden: croupier darf in " + d + " nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses.",
					"Bis das behoben ist, gelten deine Antworten nur in dieser Sitzung; croupier versucht nach jeder Antwort, sie zu speichern.",
					dueUnsavedDe, dueUnsavedDe,
					"Die Quiz-Ergebnisse dieser Sitzung sind nicht gespeichert: croupier darf in " + d + " nicht schreiben.",
					"Bis bald!",
				}
			}
			return []string{
				"Impossible d’enregistrer les résultats du quiz : croupier n’a pas le droit d’écrire dans " + d + ".",
				"En attendant, vos réponses ne valent que pour cette session" + nbsp + "; croupier tente de les enregistrer après chaque réponse.",
				dueUnsavedFr, dueUnsavedFr,
				"Les résultats du quiz de cette session ne sont pas enregistrés" + nbsp + ": croupier n’a pas le droit d’écrire dans " + d + ".",
				"À bientôt" + nbsp + "!",
			}
		},
	},
	{
		name: "directory-in-place",
		prepare: func(t *testing.T, d, file string) {
			if err := os.MkdirAll(filepath.Join(d, file), 0o755); err != nil {
				t.Fatal(err)
			}
		},
		twice: func(fr bool, d, f string) string {
			if fr {
				return "À la place du fichier " + f + " se trouve un dossier. Déplacez-le ou supprimez-le, et croupier créera le fichier."
			}
			return "Wo die Datei " + f + " hingehört, steht ein Verzeichnis. Verschiebe oder lösche es, dann legt croupier die Datei an."
		},
		want: func(isQuiz, fr bool, d, f, _ string) []string {
			switch {
			case !isQuiz && !fr:
				return []string{
					"Die Fortschrittsdatei " + f + " ist nicht lesbar; der Fortschritt wird nur für diese Sitzung gemerkt.",
					"Wo die Datei " + f + " hingehört, steht ein Verzeichnis.",
					unsavedDe,
					"Der Fortschritt dieser Sitzung ist nicht gespeichert: Wo die Datei " + f + " hingehört, steht ein Verzeichnis.",
					"Bis bald!",
				}
			case !isQuiz:
				return []string{
					"Le fichier de progrès " + f + " est illisible ; les progrès ne valent que pour cette session.",
					"À la place du fichier " + f + " se trouve un dossier.",
					unsavedFr,
					"Les progrès de cette session ne sont pas enregistrés" + nbsp + ": À la place du fichier " + f + " se trouve un dossier.",
					"À bientôt" + nbsp + "!",
				}
			case !fr:
				return []string{
					"Die Quiz-Datei " + f + " ist nicht lesbar; die Ergebnisse gelten nur für diese Sitzung.",
					"Wo die Datei " + f + " hingehört, steht ein Verzeichnis.",
					dueUnsavedDe, dueUnsavedDe,
					"Die Quiz-Ergebnisse dieser Sitzung sind nicht gespeichert: Wo die Datei " + f + " hingehört",
					"Bis bald!",
				}
			}
			return []string{
				"Le fichier du quiz " + f + " est illisible ; les résultats ne valent que pour cette session.",
				"À la place du fichier " + f + " se trouve un dossier.",
				dueUnsavedFr, dueUnsavedFr,
				"Les résultats du quiz de cette session ne sont pas enregistrés" + nbsp + ": À la place du fichier " + f,
				"À bientôt" + nbsp + "!",
			}
		},
	},
	{
		name:  "corrupt",
		saved: true,
		prepare: func(t *testing.T, d, file string) {
			put(t, filepath.Join(d, file), `{"version":1,"lessons":{"a":{"done":tr`)
		},
		want: func(isQuiz, fr bool, d, f, kept string) []string {
			switch {
			case !isQuiz && !fr:
				return []string{
					"Die Fortschrittsdatei war beschädigt; sie liegt jetzt unter " + kept + ". Es geht mit leerem Fortschritt weiter.",
					lessonDoneDe,
					"Fortschritt gespeichert. Bis bald!",
				}
			case !isQuiz:
				return []string{
					"Le fichier de progrès était abîmé ; il est conservé sous " + kept + ". On repart de zéro.",
					lessonDoneFr,
					"Progrès enregistrés. À bientôt !",
				}
			case !fr:
				return []string{
					"Die Quiz-Datei war beschädigt; sie liegt jetzt unter " + kept + ". Das Quiz beginnt mit leerem Gedächtnis.",
					"Quiz vorbei:", // a fixed drill (--seed) says no due dates
					"Fortschritt gespeichert. Bis bald!",
				}
			}
			return []string{
				"Le fichier du quiz était abîmé ; il est maintenant sous " + kept + ". Le quiz repart d’une mémoire vide.",
				"Quiz terminé",
				"Progrès enregistrés. À bientôt !",
			}
		},
	},
	{
		name: "newer",
		prepare: func(t *testing.T, d, file string) {
			put(t, filepath.Join(d, file), `{"version":2,"lessons":{"x":{}},"topics":{"pharo.single":{}}}`)
		},
		twice: func(fr bool, d, f string) string {
			if fr {
				return "vient d’une version plus récente de croupier (format 2)"
			}
			return "stammt von einer neueren Version von croupier (Dateiformat 2)"
		},
		want: func(isQuiz, fr bool, d, f, _ string) []string {
			switch {
			case !isQuiz && !fr:
				return []string{
					"Die Fortschrittsdatei " + f + " stammt von einer neueren Version von croupier (Dateiformat 2); dieses croupier ist älter. Es lässt die Datei, wie sie ist, und speichert nichts von dieser Sitzung. Aktualisiere croupier, dann geht nichts verloren.",
					unsavedDe,
					"Der Fortschritt dieser Sitzung ist nicht gespeichert: " + f + " stammt von einer neueren Version von croupier (Dateiformat 2); dieses croupier ist älter und lässt die Datei, wie sie ist. Aktualisiere croupier.",
					"Bis bald!",
				}
			case !isQuiz:
				return []string{
					"Le fichier de progrès " + f + " vient d’une version plus récente de croupier (format 2)" + nbsp + "; ce croupier est plus ancien. Il laisse le fichier tel quel et n’enregistre rien de cette session. Mettez croupier à jour pour ne rien perdre.",
					unsavedFr,
					"Les progrès de cette session ne sont pas enregistrés" + nbsp + ": " + f + " vient d’une version plus récente de croupier (format 2)" + nbsp + "; ce croupier est plus ancien et laisse le fichier tel quel. Mettez croupier à jour.",
					"À bientôt" + nbsp + "!",
				}
			case !fr:
				return []string{
					"Die Quiz-Datei " + f + " stammt von einer neueren Version von croupier (Dateiformat 2); dieses croupier ist älter. Es lässt die Datei, wie sie ist, und speichert keine Antwort dieser Sitzung. Aktualisiere croupier, dann geht nichts verloren.",
					dueUnsavedDe, dueUnsavedDe,
					"Die Quiz-Ergebnisse dieser Sitzung sind nicht gespeichert: " + f + " stammt von einer neueren Version von croupier (Dateiformat 2); dieses croupier ist älter und lässt die Datei, wie sie ist. Aktualisiere croupier.",
					"Bis bald!",
				}
			}
			return []string{
				"Le fichier du quiz " + f + " vient d’une version plus récente de croupier (format 2)" + nbsp + "; ce croupier est plus ancien. Il laisse le fichier tel quel et n’enregistre aucune réponse de cette session. Mettez croupier à jour pour ne rien perdre.",
				dueUnsavedFr, dueUnsavedFr,
				"Les résultats du quiz de cette session ne sont pas enregistrés" + nbsp + ": " + f + " vient d’une version plus récente",
				"À bientôt" + nbsp + "!",
			}
		},
	},
}

// TestStateTroubles runs the tutor (finishing the test lesson) and the
// quiz (two questions) on each trouble of the state directory, in German
// and French, and checks what they say: the path and what to do, once
// when met and again at the goodbye; "done" and "due again" only as far
// as it is saved; never "saved" when it was not; the files in trouble
// left as they were, and no temporary file left behind.
func TestStateTroubles(t *testing.T) {
	lessons, err := filepath.Abs(tutorLessons)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range stateCases {
		for _, isQuiz := range []bool{false, true} {
			for _, fr := range []bool{false, true} {
				name := c.name + "/tutor"
				if isQuiz {
					name = c.name + "/quiz"
				}
				if fr {
					name += "/fr"
				} else {
					name += "/de"
				}
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					runStateCase(t, c, isQuiz, fr, lessons)
				})
			}
		}
	}
}

func runStateCase(t *testing.T, c stateCase, isQuiz, fr bool, lessons string) {
	// a short root: the messages name paths, and a path wider than the
	// screen would be cut across lines
	root, err := os.MkdirTemp("", "cs")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	d := filepath.Join(root, "croupier")
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	if c.nobody {
		// nobody may not enter the directories above the checkout (a
		// clone under a 0700 directory): it reads a copy of the lessons
		// inside root, the directory this test prepares
		copied := filepath.Join(root, "lessons")
		if err := os.CopyFS(copied, os.DirFS(lessons)); err != nil {
			t.Fatal(err)
		}
		lessons = copied
	}
	file := progress.ProgressFile
	args := []string{"--color", "never", "--dir", lessons}
	// the test lesson answered (skipping would not make it done)
	input := "test-pharo\nDan +4, Anna +2, Ben -6\nAnna -1½\n2\nnein\nb\nende\n"
	if isQuiz {
		file = quiz.FileName
		args = []string{"quiz", "pharo", "--n", "2", "--seed", "3", "--color", "never"}
		input = "weiter\nweiter\n"
	}
	if fr {
		args = append(args, "--lang", "fr")
	}
	f := filepath.Join(d, file)
	c.prepare(t, d, file)
	before := snapshot(t, d)
	var out string
	if c.nobody {
		out = runReadOnly(t, root, d, input, args...)
	} else {
		cmd := croupierCmd(t, root, args...)
		cmd.Stdin = strings.NewReader(input)
		b, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("croupier: %v\n%s", err, b)
		}
		out = string(b)
	}
	// what is said: line breaks and the kind of space do not matter here
	nb := strings.NewReplacer("\u00a0", " ", "\u202f", " ")
	flat := nb.Replace(strings.ReplaceAll(out, "\n", " "))
	kept := ""
	if copies, _ := filepath.Glob(f + ".corrupt-*"); len(copies) == 1 {
		kept = copies[0]
		if got, _ := os.ReadFile(kept); string(got) != before[file] {
			t.Errorf("the copy %s holds %q, not the corrupt file %q", kept, got, before[file])
		}
	} else if c.name == "corrupt" {
		t.Errorf("copies of the corrupt file: %v", copies)
	}
	rest := flat
	for _, w := range c.want(isQuiz, fr, d, f, kept) {
		w = nb.Replace(w)
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("output lacks (in order) %q\n--- output ---\n%s", w, out)
		}
		rest = rest[i+len(w):]
	}
	if c.twice != nil {
		if w := c.twice(fr, d, f); strings.Count(flat, w) != 2 {
			t.Errorf("%q said %d times, want 2 (when met, at the goodbye)\n%s", w, strings.Count(flat, w), out)
		}
	}
	// Go's error texts never reach the learner; "saved" only when it was
	never := []string{"permission denied", "is a directory", "file exists", "rename ", "open ", "mkdir "}
	if c.saved {
		never = append(never, dueUnsavedDe, dueUnsavedFr, "nur in dieser Sitzung", "pour cette session seulement")
	} else {
		never = append(never, "Fortschritt gespeichert", "Progrès enregistrés", lessonDoneDe, lessonDoneFr)
	}
	for _, w := range never {
		if strings.Contains(flat, w) {
			t.Errorf("output has %q\n%s", w, out)
		}
	}
	after := snapshot(t, d)
	if ts := temps(d); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
	if !c.saved {
		for name, content := range before {
			if after[name] != content {
				t.Errorf("%s changed: %q, was %q", name, after[name], content)
			}
		}
		return
	}
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	if isQuiz {
		m, err := quiz.ParseMemory(data)
		if err != nil || answers(m) != 2 {
			t.Errorf("quiz memory: %v %s", err, data)
		}
		return
	}
	var p progress.Progress
	if err := json.Unmarshal(data, &p); err != nil || !p.Done("test-pharo") {
		t.Errorf("progress: %v %s", err, data)
	}
}

// answers counts the answers a memory records.
func answers(m *quiz.Memory) int {
	n := 0
	for _, r := range m.Topics {
		n += r.Right + r.Wrong
	}
	return n
}

// snapshot maps the regular files of dir to their contents.
func snapshot(t *testing.T, dir string) map[string]string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range entries {
		if e.Type().IsRegular() {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			out[e.Name()] = string(data)
		}
	}
	return out
}

// put writes a file.
func put(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// runReadOnly runs croupier with its state in root on a state directory
// d it may read but not write, and returns what it printed. Root may
// write anywhere, so as root croupier runs as the user nobody, from a
// copy of the binary that nobody may run (as the statefile tests do);
// as another user d is made read-only for the run.
func runReadOnly(t *testing.T, root, d, input string, args ...string) string {
	bin, err := exec.LookPath("croupier")
	if err != nil {
		t.Fatal(err)
	}
	cmd := commandIn(bin, root, args...)
	if os.Geteuid() == 0 {
		const nobody = 65534
		copyBin := filepath.Join(t.TempDir(), "croupier")
		data, err := os.ReadFile(bin)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(copyBin, data, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, leaf := range []string{filepath.Dir(copyBin), d, filepath.Join(root, "lessons")} {
			for p := leaf; p != filepath.Dir(p) && p != os.TempDir(); p = filepath.Dir(p) {
				if err := os.Chmod(p, 0o755); err != nil {
					t.Fatal(err)
				}
			}
		}
		// the guard of issue 26: nobody may not enter the directories above
		// the checkout (a clone under a 0700 directory, as CI's fresh
		// clone under mktemp -d), so it must be given nothing inside it
		if checkout, err := filepath.Abs("../.."); err == nil { // the module's root
			for _, a := range args {
				if rel, err := filepath.Rel(checkout, a); err == nil && filepath.IsAbs(a) && filepath.IsLocal(rel) {
					t.Fatalf("the run as nobody is given %s, inside the checkout: copy it into %s", a, root)
				}
			}
		}
		cmd = commandIn(copyBin, root, args...)
		cmd.Dir = root // not the test's own directory, which nobody may not enter
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: nobody, Gid: nobody}}
	} else {
		if err := os.Chmod(d, 0o555); err != nil {
			t.Fatal(err)
		}
		defer os.Chmod(d, 0o755)
	}
	cmd.Stdin = strings.NewReader(input)
	b, err := cmd.CombinedOutput()
	for try := 0; errors.Is(err, syscall.ETXTBSY) && try < 20; try++ {
		// the copy was just written: a process forked meanwhile by a
		// parallel test may still hold it open for writing ("text file
		// busy") until it execs
		time.Sleep(50 * time.Millisecond)
		again := exec.Command(cmd.Path, cmd.Args[1:]...)
		again.Dir, again.Env, again.SysProcAttr = cmd.Dir, cmd.Env, cmd.SysProcAttr
		again.Stdin = strings.NewReader(input)
		b, err = again.CombinedOutput()
	}
	if err != nil {
		t.Fatalf("croupier: %v\n%s", err, b)
	}
	return string(b)
}
