package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNew: each skeleton, in each language, is accepted by croupier check.
func TestNew(t *testing.T) {
	dir := t.TempDir()
	for _, kind := range []string{"faro", "pharaon", "pasur"} {
		for _, lang := range []string{"de", "fr"} {
			code, out, errs := runCLI(t, "--lang", lang, "new", kind)
			if code != exitOK || !strings.Contains(out, "game: ") {
				t.Fatalf("new %s %s: exit %d %s", kind, lang, code, errs)
			}
			if !strings.Contains(out, "lang: "+lang) {
				t.Errorf("new %s --lang %s: wrong language", kind, lang)
			}
			file := filepath.Join(dir, kind+"-"+lang+".yaml")
			if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, out, _ := runCLI(t, "check", file); code != exitOK {
				t.Errorf("check %s: exit %d\n%s", file, code, out)
			}
		}
	}
	code, _, errs := runCLI(t, "new", "pharo")
	if code != exitInvalid || !strings.Contains(errs, "„faro“") && !strings.Contains(errs, "pharaon") {
		t.Errorf("unknown kind: %d %s", code, errs)
	}
	if code, _, _ := runCLI(t, "new"); code != exitInvalid {
		t.Error("new without kind")
	}
}
