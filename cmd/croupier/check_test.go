package main

import (
	"strings"
	"testing"
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
