package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestRunReports: of two files with one id the later (in path order) is
// invalid, at its id line, naming the earlier, which passes — as in the
// tutor, which loads the first; a FIFO is skipped (never read, which
// would block) and said so; --strict fails a question without expect;
// --junit writes a report that parses; --json carries the format,
// severities and invalid apart.
func TestRunReports(t *testing.T) {
	src, err := os.ReadFile("testdata/scenarios/ok/abzug.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.yaml"), src)
	writeFile(t, filepath.Join(dir, "b.yaml"), src) // the same id
	if err := syscall.Mkfifo(filepath.Join(dir, "c.yaml"), 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	code, out, _ := runCLI(t, "--lang", "de", "run", dir)
	a, b := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
	if code != exitInvalid || strings.Count(out, "hat auch") != 1 || !strings.Contains(out, "ok       abzug  "+a+"\n") ||
		!strings.Contains(out, "UNGÜLTIG abzug "+b+":2:5: die id „abzug“ hat auch "+a) || !strings.Contains(out, "übersprungen") ||
		!strings.HasSuffix(out, "1 bestanden, 0 fehlgeschlagen, 1 ungültig, 1 übersprungen\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	report := filepath.Join(t.TempDir(), "report.xml")
	code, out, _ = runCLI(t, "--lang", "fr", "run", "--json", "--junit", report, dir)
	if code != exitInvalid {
		t.Errorf("json: exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var sum struct {
		Format                           int
		Type                             string
		Passed, Failed, Invalid, Skipped int
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil {
		t.Fatal(err)
	}
	if sum.Format != jsonFormat || sum.Type != "summary" || sum.Passed != 1 || sum.Invalid != 1 || sum.Skipped != 1 || sum.Failed != 0 {
		t.Errorf("summary %+v", sum)
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var suites junitSuites
	if err := xml.Unmarshal(data, &suites); err != nil || len(suites.Suites) != 1 {
		t.Fatalf("junit: %v\n%s", err, data)
	}
	if s := suites.Suites[0]; s.Tests != 3 || s.Errors != 1 || s.Skipped != 1 {
		t.Errorf("junit suite %+v", s)
	}
	// Every case and the suite say how long they took, in seconds.
	for _, tm := range append([]string{suites.Suites[0].Time}, func() (ts []string) {
		for _, c := range suites.Suites[0].Cases {
			ts = append(ts, c.Time)
		}
		return ts
	}()...) {
		if v, err := strconv.ParseFloat(tm, 64); err != nil || v < 0 {
			t.Errorf("junit time %q is no number of seconds", tm)
		}
	}
	// --strict: the same file without its question's expect fails.
	one := filepath.Join(t.TempDir(), "x.yaml")
	writeFile(t, one, []byte(strings.Replace(string(src), "expect: {Dan: +4, Anna: +2, Bank: -6}", "", 1)))
	if code, out, _ := runCLI(t, "--lang", "de", "run", one); code != exitOK {
		t.Errorf("plain run: %d %s", code, out)
	}
	if code, out, _ := runCLI(t, "--lang", "de", "run", "--strict", one); code != exitFailed || !strings.Contains(out, "expect") {
		t.Errorf("strict run: %d %s", code, out)
	}
	// The embedded corpus passes strict.
	if code, out, _ := runCLI(t, "run", "--strict"); code != exitOK {
		t.Errorf("corpus strict: %d\n%s", code, out)
	}
}

// TestRunAuthorsFindings: what the author's review found in run and
// check. A requires of a lesson neither the run nor the embedded lessons
// have is a warning (the file passes); one of the run or of the corpus
// is none. A link and its target in one directory are one file. A run
// that could check nothing (every file skipped) does not pass. A refused
// action carries its rule in --json and, for the author, in the text.
func TestRunAuthorsFindings(t *testing.T) {
	src, err := os.ReadFile("testdata/scenarios/ok/abzug.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	req := strings.Replace(string(src), "id: abzug\n", "id: abzug\nrequires: [faro-13-von-soda-bis-hock, gibts-nicht, zwei]\n", 1)
	writeFile(t, filepath.Join(dir, "a.yaml"), []byte(req))
	writeFile(t, filepath.Join(dir, "b.yaml"), []byte(strings.Replace(string(src), "id: abzug\n", "id: zwei\n", 1)))
	code, out, _ := runCLI(t, "--lang", "de", "check", dir)
	// the requires list is on line 3, its second id at column 39
	want := "  " + filepath.Join(dir, "a.yaml") + ":3:39: „gibts-nicht“ unter requires ist keine bekannte Lektion\n"
	if code != exitOK || strings.Count(out, "requires") != 1 || !strings.Contains(out, want) {
		t.Errorf("requires: exit %d\n%s", code, out)
	}
	_, out, _ = runCLI(t, "--lang", "fr", "check", "--json", dir)
	if !strings.Contains(out, `"severity":"warning","code":"unknown_requires","args":["gibts-nicht"]`) || !strings.Contains(out, `"warnings":1`) {
		t.Errorf("requires in json:\n%s", out)
	}

	links := t.TempDir()
	writeFile(t, filepath.Join(links, "real.yaml"), src)
	if err := os.Symlink("real.yaml", filepath.Join(links, "link.yaml")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	code, out, _ = runCLI(t, "--lang", "de", "run", links)
	if code != exitOK || out != "ok       abzug  "+filepath.Join(links, "real.yaml")+"\n1 bestanden, 0 fehlgeschlagen\n" {
		t.Errorf("link and target: exit %d\n%s", code, out)
	}

	fifo := filepath.Join(t.TempDir(), "pipe.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		code, out, errs := runCLI(t, "--lang", "de", "run", fifo)
		if code != exitInvalid || strings.Count(out, "übersprungen") != 2 || !strings.Contains(errs, "Nichts geprüft: 1 Datei übersprungen") {
			t.Errorf("fifo: exit %d\n%s%s", code, out, errs)
		}
	}

	refused := filepath.Join(t.TempDir(), "r.yaml")
	writeFile(t, refused, []byte(strings.Replace(string(src), "stake: 4}", "stake: 40}", 1)))
	code, out, _ = runCLI(t, "--lang", "de", "run", "--json", refused)
	if code != exitInvalid || !strings.Contains(out, `"code":"illegal","args":["faro.stake.max"],"rule":"faro.stake.max"`) {
		t.Errorf("json rule: exit %d\n%s", code, out)
	}
	_, out, _ = runCLI(t, "--lang", "de", "run", refused)
	if !strings.HasPrefix(out, "UNGÜLTIG abzug ") || !strings.Contains(out, "für Dan nicht erlaubt") || !strings.Contains(out, "[Regel faro.stake.max]") ||
		!strings.HasSuffix(out, "0 bestanden, 0 fehlgeschlagen, 1 ungültig\n") {
		t.Errorf("text rule:\n%s", out)
	}
}

// FuzzParseLangs: --lang reads one language or two different ones, and
// nothing else.
func FuzzParseLangs(f *testing.F) {
	for _, s := range []string{"de", "fr", "de,fr", "fr,de", "de,de", "de,fr,de", ",", "", "DE , Fr"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ls, ok := parseLangs(s)
		if !ok {
			return
		}
		if len(ls) == 0 || len(ls) > 2 || (len(ls) == 2 && ls[0] == ls[1]) {
			t.Fatalf("%q read as %v", s, ls)
		}
	})
}

// TestTutorAuthorsFiles: what the tutor says of an author's --dir, as run
// and check do: a lesson requiring an unknown one is loaded, with a
// notice (not "Lektion nicht geladen"); of two files with one id the
// first is loaded and the second named, at its id line; a link and its
// target are one lesson; a link to nothing is said as such.
func TestTutorAuthorsFiles(t *testing.T) {
	src, err := os.ReadFile("testdata/scenarios/ok/abzug.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.yaml"), []byte(strings.Replace(string(src), "id: abzug\n", "id: club-a\nrequires: [gibts-nicht]\n", 1)))
	writeFile(t, filepath.Join(dir, "b.yaml"), []byte(strings.Replace(string(src), "id: abzug\n", "id: club-a\n", 1)))
	writeFile(t, filepath.Join(dir, "c.yaml"), []byte(strings.Replace(string(src), "id: abzug\n", "id: club-c\n", 1)))
	if err := os.Symlink("c.yaml", filepath.Join(dir, "d.yaml")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if err := os.Symlink("nowhere.yaml", filepath.Join(dir, "e.yaml")); err != nil {
		t.Fatal(err)
	}
	_, out, _ := runCLI(t, "--lang", "de", "--plain", "--dir", dir)
	for _, want := range []string{
		"Hinweis zu a.yaml:3:12: „gibts-nicht“ unter requires ist keine bekannte Lektion",
		"Lektion nicht geladen: b.yaml:2:5: die id „club-a“ hat auch a.yaml",
		"Lektion nicht geladen: e.yaml: e.yaml ist ein Link auf nowhere.yaml, und nowhere.yaml gibt es nicht.",
	} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("want %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "d.yaml") || strings.Contains(out, "c.yaml") || strings.Count(out, "(eigene)") != 2 {
		t.Errorf("link and target as one lesson, two own lessons:\n%s", out)
	}
}
