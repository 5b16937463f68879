package main

import (
	"io/fs"
	"syscall"
	"testing"

	"croupier/locales"
)

// TestOSProblems: each kind of OS error becomes its own sentence with the
// path, in both languages, never Go's text (a test run as root cannot
// provoke a permission error, so the errors are built here).
func TestOSProblems(t *testing.T) {
	pe := func(err error) error { return &fs.PathError{Op: "open", Path: "x.yaml", Err: err} }
	de, fr := locales.New(locales.German), locales.New(locales.French)
	cases := []struct {
		got, want string
	}{
		{readProblem(de, "x.yaml", pe(fs.ErrNotExist), locales.CLIFileMissing), "Die Datei x.yaml gibt es nicht. Prüfe den Pfad."},
		{readProblem(de, "x.yaml", pe(syscall.ENOTDIR), locales.CLIFileMissing), "Die Datei x.yaml gibt es nicht. Prüfe den Pfad."},
		{readProblem(de, "x.yaml", pe(syscall.EACCES), locales.CLIFileMissing), "x.yaml darfst du nicht lesen. Prüfe die Zugriffsrechte."},
		{readProblem(fr, "x.yaml", pe(syscall.EACCES), locales.CLIFileMissing), "Vous n’avez pas le droit de lire x.yaml. Vérifiez les droits d’accès."},
		{readProblem(de, "d", pe(syscall.EISDIR), locales.CLIFileMissing), "d ist ein Verzeichnis; hier gehört eine Szenario-Datei (*.yaml) hin."},
		{readProblem(de, "x.yaml", pe(syscall.EIO), locales.CLIFileMissing), "x.yaml lässt sich nicht lesen. Prüfe, ob der Datenträger erreichbar ist, und versuch es noch einmal."},
		{writeProblem(de, "dir/x.yaml", pe(syscall.EROFS)), "dir/x.yaml lässt sich nicht schreiben; die Datei bleibt, wie sie war. Prüfe den freien Platz und versuch es noch einmal."},
		{writeProblem(de, "dir/x.yaml", pe(syscall.EPERM)), "In dir darfst du nicht schreiben. Prüfe die Zugriffsrechte."},
		{writeProblem(fr, "dir/x.yaml", pe(syscall.ENOSPC)), "Impossible d’écrire dir/x.yaml\u00a0; le fichier reste tel quel. Vérifiez l’espace libre, puis réessayez."},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
	if got := pathOf("lessons", pe(fs.ErrPermission)); got != "lessons/x.yaml" {
		t.Errorf("pathOf: %q", got)
	}
}
