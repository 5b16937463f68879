package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFill: --diff shows the change without writing; fill writes it and
// keeps comments; then run passes (pharo.de.txt "Ein Abzug": Dan's 4 on
// the 9, which wins, gives +4 and the bank -4).
func TestFill(t *testing.T) {
	src, err := os.ReadFile("testdata/scenarios/fill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "fill.yaml")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "fill", "--diff", file)
	if code != exitOK {
		t.Fatalf("diff: exit %d %s", code, errs)
	}
	for _, want := range []string{
		"-      expect: {}\n+      expect: {loser: K♦, winner: 9♣}\n",
		"-      expect:   # vide\n+      expect: {Dan: +4, Banque: -4}   # vide\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("diff lacks %q:\n%s", want, out)
		}
	}
	if now, _ := os.ReadFile(file); string(now) != string(src) {
		t.Error("--diff wrote the file")
	}
	code, out, _ = runCLI(t, "--lang", "fr", "fill", file)
	if code != exitOK || !strings.Contains(out, "2 attentes inscrites") {
		t.Errorf("fill: exit %d %s", code, out)
	}
	now, _ := os.ReadFile(file)
	if !strings.Contains(string(now), "  - bet: {player: Dan, rank: \"9\", stake: 4}   # la mise de Dan\n") ||
		!strings.Contains(string(now), "expect: {Dan: +4, Banque: -4}   # vide") {
		t.Errorf("filled:\n%s", now)
	}
	if code, out, _ := runCLI(t, "run", file); code != exitOK || lastLine(out) != "1 passed, 0 failed" {
		t.Errorf("run after fill: exit %d\n%s", code, out)
	}
	if code, out, _ := runCLI(t, "fill", file); code != exitOK || !strings.Contains(out, "nichts zu ändern") {
		t.Errorf("second fill: %d %s", code, out)
	}
	if code, _, _ := runCLI(t, "fill"); code != exitInvalid {
		t.Error("fill without file")
	}
	if code, _, errs := runCLI(t, "fill", "testdata/scenarios/mixed/c-invalid.yaml"); code != exitInvalid || !strings.Contains(errs, "coper") {
		t.Errorf("fill of an invalid file: %d %s", code, errs)
	}
}
