package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// scenarioIn copies the test scenario ok/abzug.yaml to dir/name.
func scenarioIn(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile("testdata/scenarios/ok/abzug.yaml")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	writeFile(t, path, data)
	return path
}

// TestJUnitRefusesScenario: "croupier run --junit *.yaml" made the first
// lesson the report's path and replaced it. A path ending in .yaml/.yml
// or naming one of the run's files is refused (nothing run, nothing
// written) unless --force.
func TestJUnitRefusesScenario(t *testing.T) {
	dir := t.TempDir()
	a, b := scenarioIn(t, dir, "a.yaml"), scenarioIn(t, dir, "b.yaml")
	before, _ := os.ReadFile(a)
	code, out, errs := runCLI(t, "run", "--junit", a, b)
	want := "--junit " + a + ": Eine Datei auf .yaml oder .yml ist ein Szenario; croupier schreibt den Bericht nicht dorthin. Nenne eine andere Datei, etwa --junit report.xml (oder erzwinge es mit --force).\n"
	if code != exitInvalid || out != "" || errs != want {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if now, _ := os.ReadFile(a); !bytes.Equal(now, before) {
		t.Error("the lesson was overwritten")
	}
	txt := scenarioIn(t, dir, "lesson.txt")
	code, _, errs = runCLI(t, "--lang", "fr", "check", "--junit", txt, txt)
	want = "--junit " + txt + "\u00a0: c’est l’un des fichiers de scénario de cette exécution\u00a0; croupier n’écrit pas le rapport par-dessus. Indiquez un autre fichier, par exemple --junit report.xml (ou forcez avec --force).\n"
	if code != exitInvalid || errs != want {
		t.Errorf("input: exit %d, stderr %q", code, errs)
	}
	forced := filepath.Join(dir, "report.yml")
	if code, _, errs := runCLI(t, "run", "--force", "--junit", forced, b); code != exitOK || errs != "" {
		t.Errorf("--force: exit %d, %q", code, errs)
	}
	if data, _ := os.ReadFile(forced); !bytes.HasPrefix(data, []byte("<?xml")) {
		t.Errorf("--force wrote %q", data)
	}
}

// TestJUnitStdout: --junit - writes the XML to standard output (no file
// named "-"), the report for people to stderr.
func TestJUnitStdout(t *testing.T) {
	dir := t.TempDir()
	scenarioIn(t, dir, "a.yaml")
	t.Chdir(dir)
	code, out, errs := runCLI(t, "run", "--junit", "-", "a.yaml")
	if code != exitOK || !strings.HasPrefix(out, "<?xml") || !strings.Contains(out, `file="a.yaml"`) {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	if !strings.Contains(errs, "1 bestanden, 0 fehlgeschlagen") {
		t.Errorf("stderr %q", errs)
	}
	if _, err := os.Lstat("-"); err == nil {
		t.Error("a file named - was written")
	}
}

// TestJUnitFailureKeepsReport: a --junit path in a missing folder, or a
// directory, leaves the run's report as it is and says the real cause
// (it blamed free space before).
func TestJUnitFailureKeepsReport(t *testing.T) {
	dir := t.TempDir()
	a := scenarioIn(t, dir, "a.yaml")
	missing := filepath.Join(dir, "gone")
	code, out, errs := runCLI(t, "run", "--junit", filepath.Join(missing, "r.xml"), a)
	if code != exitInvalid || !strings.Contains(out, "1 bestanden, 0 fehlgeschlagen") ||
		errs != "Der JUnit-Bericht ist nicht geschrieben: Das Verzeichnis "+missing+" gibt es nicht. Prüfe den Pfad.\n" {
		t.Errorf("missing folder: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs = runCLI(t, "--lang", "fr", "run", "--junit", dir, a)
	if code != exitInvalid || !strings.Contains(out, "1 réussi, 0 en échec") ||
		errs != "Le rapport JUnit n’a pas été écrit\u00a0: "+dir+" est un dossier\u00a0; croupier n’écrit pas de fichier à sa place. Indiquez un fichier dedans ou ailleurs.\n" {
		t.Errorf("directory: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestReportEscapesNames: a newline in a file's name cannot forge an "ok"
// line of the text report, nor a tab shift it.
func TestReportEscapesNames(t *testing.T) {
	dir := t.TempDir()
	scenarioIn(t, dir, "x\nok       abzug  forged.yaml")
	code, out, _ := runCLI(t, "check", dir)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 2 || !strings.HasSuffix(lines[0], `x\nok       abzug  forged.yaml`) {
		t.Errorf("exit %d, report %q", code, out)
	}
}

// TestFillConcurrent: three fills of one file at once (ten times): the
// file ends filled as one fill alone writes it, every fill says it
// filled, found nothing to fill or found the file changed (never a
// wrong cause), and no temporary file is left.
func TestFillConcurrent(t *testing.T) {
	src, err := os.ReadFile("testdata/scenarios/fill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	alone := filepath.Join(t.TempDir(), "fill.yaml")
	writeFile(t, alone, src)
	if code, _, errs := runCLI(t, "fill", alone); code != exitOK {
		t.Fatalf("fill: %s", errs)
	}
	want, _ := os.ReadFile(alone)
	for round := range 10 {
		dir := t.TempDir()
		path := filepath.Join(dir, "fill.yaml")
		writeFile(t, path, src)
		var wg sync.WaitGroup
		for range 3 {
			wg.Go(func() {
				code, out, errs := runCLI(t, "fill", path)
				switch {
				case code == exitOK && strings.Contains(out, "eingetragen"):
				case code == exitOK && strings.Contains(out, "nichts"):
				case code == exitInvalid && strings.Contains(errs, "wurde geändert, während fill lief"):
				default:
					t.Errorf("round %d: exit %d, stdout %q, stderr %q", round, code, out, errs)
				}
			})
		}
		wg.Wait()
		if got, _ := os.ReadFile(path); !bytes.Equal(got, want) {
			t.Errorf("round %d: the file is not filled as by one fill", round)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("round %d: left: %v", round, entries)
		}
	}
}

// TestNewOutDash: new -o - prints the skeleton (no file named "-").
func TestNewOutDash(t *testing.T) {
	t.Chdir(t.TempDir())
	code, out, _ := runCLI(t, "new", "faro", "-o", "-")
	if code != exitOK || !strings.Contains(out, "game: faro") {
		t.Errorf("exit %d, %q", code, out)
	}
	if _, err := os.Lstat("-"); err == nil {
		t.Error("a file named - was written")
	}
}

// TestPlainEchoEscaped: in plain mode a line from stdin is echoed with
// its control characters escaped (an input file once set the terminal's
// title).
func TestPlainEchoEscaped(t *testing.T) {
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8", "XDG_STATE_HOME": t.TempDir()}
	e := newEnv(strings.NewReader("x\x1b]0;pwned\x07\nende\n"), &out, &errb, func(k string) string { return env[k] })
	run([]string{"--color", "never", "tutor", "--plain"}, e)
	if strings.ContainsAny(out.String(), "\x1b\x07") || !strings.Contains(out.String(), `x\x1B]0;pwned\x07`) {
		t.Errorf("echo not escaped: %q", out.String())
	}
}

// TestLinkLoop: a link that loops is said as such, when checked and when
// it is --junit's path (it was "check whether the disk is reachable").
func TestLinkLoop(t *testing.T) {
	dir := t.TempDir()
	a := scenarioIn(t, dir, "a.yaml")
	loop := filepath.Join(dir, "loop.yaml")
	if err := os.Symlink("loop.yaml", loop); err != nil {
		t.Skip(err)
	}
	said := "Die symbolischen Links von " + loop + " führen im Kreis; so findet croupier keine Datei. Prüfe, worauf sie zeigen."
	if code, out, _ := runCLI(t, "check", dir); code != exitInvalid || !strings.Contains(out, "UNGÜLTIG "+loop+": "+said) {
		t.Errorf("check: exit %d, %q", code, out)
	}
	report := filepath.Join(dir, "report")
	os.Symlink("report", report)
	if code, _, errs := runCLI(t, "run", "--junit", report, a); code != exitInvalid ||
		errs != "Der JUnit-Bericht ist nicht geschrieben: Die symbolischen Links von "+report+" führen im Kreis; so findet croupier keine Datei. Prüfe, worauf sie zeigen.\n" {
		t.Errorf("--junit: exit %d, %q", code, errs)
	}
}
