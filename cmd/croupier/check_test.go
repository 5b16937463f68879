package main

import (
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
)

func TestCheck(t *testing.T) {
	// check does not compare expectations: the wrong one passes.
	code, out, _ := runCLI(t, "check", "testdata/scenarios/mixed/b-wrong.yaml")
	if code != exitOK || lastLine(out) != "1 passed, 0 failed" {
		t.Errorf("exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "check", "testdata/scenarios/mixed")
	if code != exitInvalid || lastLine(out) != "2 passed, 1 failed" || !strings.Contains(out, "meintest du") {
		t.Errorf("exit %d\n%s", code, out)
	}
	if code, _, _ := runCLI(t, "check"); code != exitOK {
		t.Errorf("corpus: exit %d", code)
	}
}

// TestDiagnosticMessages: every diagnostic code has a message in both
// languages, and every mismatch subject can be named.
func TestDiagnosticMessages(t *testing.T) {
	for _, l := range locales.Langs() {
		p := locales.New(l)
		for _, c := range scenarios.Codes() {
			if !p.Has("scen." + c) {
				t.Errorf("%s: no message scen.%s", l, c)
			}
		}
		for _, c := range scenarios.ScoreCategories() {
			if !p.Has("scen.what." + c) {
				t.Errorf("%s: no message scen.what.%s", l, c)
			}
		}
		for _, k := range []string{"run", "check", "fill", "new"} {
			if !p.Has("cli.usage." + k) {
				t.Errorf("%s: no usage for %s", l, k)
			}
		}
	}
}
