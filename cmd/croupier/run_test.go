package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestRunReports: two files with one id are both invalid, each naming the
// other; a FIFO is skipped (never read, which would block) and said so;
// --strict fails a question without expect; --junit writes a report that
// parses; --json carries the format, severities and invalid apart.
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
	if code != exitInvalid || strings.Count(out, "hat auch") != 2 || !strings.Contains(out, "übersprungen") {
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
	if sum.Format != jsonFormat || sum.Type != "summary" || sum.Invalid != 2 || sum.Skipped != 1 || sum.Failed != 0 {
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
	if s := suites.Suites[0]; s.Tests != 3 || s.Errors != 2 || s.Skipped != 1 {
		t.Errorf("junit suite %+v", s)
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
