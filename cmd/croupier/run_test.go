package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runCLI runs croupier with args in German (unless --lang says otherwise)
// and returns the exit code, stdout and stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8"}
	e := newEnv(strings.NewReader(""), &out, &errb, func(k string) string { return env[k] })
	code := run(args, e)
	return code, out.String(), errb.String()
}

func lastLine(s string) string {
	ls := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return ls[len(ls)-1]
}

// TestRunCorpus: without a path croupier run runs the embedded corpus;
// all pass.
func TestRunCorpus(t *testing.T) {
	code, out, errs := runCLI(t, "run")
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if !strings.HasPrefix(out, "ok   ") || !strings.HasSuffix(lastLine(out), " passed, 0 failed") {
		t.Errorf("output:\n%s", out)
	}
}

func TestRunPaths(t *testing.T) {
	code, out, _ := runCLI(t, "run", "testdata/scenarios/ok")
	if code != exitOK || out != "ok   abzug  testdata/scenarios/ok/abzug.yaml\n1 passed, 0 failed\n" {
		t.Errorf("ok dir: exit %d\n%s", code, out)
	}
	// A wrong expectation fails (exit 1) and names the position and the
	// engine's value (pharo.de.txt "Ein Abzug": Anna's coppered bet wins 2).
	code, out, _ = runCLI(t, "run", "testdata/scenarios/mixed/a-ok.yaml", "testdata/scenarios/mixed/b-wrong.yaml")
	want := "FAIL falsch testdata/scenarios/mixed/b-wrong.yaml:19:15: erwartet -2 für Anna, die Engine sagt +2\n"
	if code != exitFailed || !strings.Contains(out, want) || lastLine(out) != "1 passed, 1 failed" {
		t.Errorf("wrong: exit %d\n%s", code, out)
	}
	// An invalid file makes the exit code 2.
	code, out, _ = runCLI(t, "--lang", "fr", "run", "testdata/scenarios/mixed")
	if code != exitInvalid || lastLine(out) != "1 passed, 2 failed" ||
		!strings.Contains(out, "FAIL kaputt testdata/scenarios/mixed/c-invalid.yaml:11:45: clé inconnue « coper »") ||
		!strings.Contains(out, "(vouliez-vous dire « copper » ?)") {
		t.Errorf("mixed: exit %d\n%s", code, out)
	}
	if code, _, errs := runCLI(t, "run", "testdata/none"); code != exitInvalid || errs == "" {
		t.Errorf("missing path: exit %d %q", code, errs)
	}
	if code, _, _ := runCLI(t, "run", "--bogus"); code != exitInvalid {
		t.Errorf("bad flag: exit %d", code)
	}
}

// TestRunJSON: one JSON object per scenario, then the result; no colour.
func TestRunJSON(t *testing.T) {
	code, out, _ := runCLI(t, "--color", "always", "run", "--json", "testdata/scenarios/mixed")
	if code != exitInvalid || strings.Contains(out, "\x1b[") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	var r scenJSONResult
	if err := json.Unmarshal([]byte(lines[1]), &r); err != nil {
		t.Fatal(err)
	}
	if r.Status != "fail" || r.ID != "falsch" || len(r.Problems) != 2 || r.Problems[0].Line != 19 || r.Problems[0].Code != "mismatch" {
		t.Errorf("%+v", r)
	}
	var sum map[string]int
	if err := json.Unmarshal([]byte(lines[3]), &sum); err != nil || sum["passed"] != 1 || sum["failed"] != 2 {
		t.Errorf("summary %s", lines[3])
	}
}

func TestRunColour(t *testing.T) {
	_, out, _ := runCLI(t, "--color", "always", "run", "testdata/scenarios/ok")
	if !strings.Contains(out, "\x1b[") || lastLine(out) != "1 passed, 0 failed" {
		t.Errorf("%q", out)
	}
}
