package main

import (
	"io/fs"
	"syscall"
	"testing"

	"croupier/locales"
	"croupier/scenarios/statefile"
)

// TestOSProblems: each kind of OS error becomes its own sentence with the
// path, in both languages, never Go's text (a test run as root cannot
// provoke a permission error, so the errors are built here).
func TestOSProblems(t *testing.T) {
	pe := func(err error) error { return &fs.PathError{Op: "open", Path: "x.yaml", Err: err} }
	we := func(r statefile.Reason, path string) error {
		return &statefile.Error{Op: statefile.OpCheck, File: path, Path: path, Reason: r, Err: syscall.EIO}
	}
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
		{readProblem(de, "loop.yaml", pe(syscall.ELOOP), locales.CLIFileMissing), "Die symbolischen Links von loop.yaml führen im Kreis; so findet croupier keine Datei. Prüfe, worauf sie zeigen."},
		{readProblem(fr, "fifo.yaml", pe(statefile.ErrNotRegular), locales.CLIFileMissing), "fifo.yaml n’est pas un fichier ordinaire (un tube ou un périphérique, par exemple)\u00a0; croupier ne le lit pas."},
		{writeProblem(de, "dir/x.yaml", pe(syscall.EIO)), "dir/x.yaml lässt sich nicht schreiben; die Datei bleibt, wie sie war. Versuch es noch einmal."},
		{writeProblem(de, "dir/x.yaml", we(statefile.ReasonPermission, "dir")), "In dir darfst du nicht schreiben. Prüfe die Zugriffsrechte."},
		{writeProblem(fr, "dir/x.yaml", we(statefile.ReasonNoSpace, "dir/.croupier-x.yaml.1.tmp")), "Le disque de dir est plein (ou votre quota est épuisé)\u00a0; rien n’a été écrit. Libérez de la place, puis réessayez."},
		// the real cause: a missing folder, a directory, a loop are not "free space" or "the disk"
		{writeProblem(de, "gone/r.xml", we(statefile.ReasonNoDir, "gone")), "Das Verzeichnis gone gibt es nicht. Prüfe den Pfad."},
		{writeProblem(fr, "gone/r.xml", we(statefile.ReasonNoDir, "gone")), "Le dossier gone n’existe pas. Vérifiez le chemin."},
		{writeProblem(de, "out", we(statefile.ReasonIsDir, "out")), "out ist ein Verzeichnis; croupier schreibt keine Datei an seine Stelle. Nenne eine Datei darin oder anderswo."},
		{writeProblem(fr, "out", we(statefile.ReasonIsDir, "out")), "out est un dossier\u00a0; croupier n’écrit pas de fichier à sa place. Indiquez un fichier dedans ou ailleurs."},
		{writeProblem(de, "loop", we(statefile.ReasonLoop, "loop")), "Die symbolischen Links von loop führen im Kreis; so findet croupier keine Datei. Prüfe, worauf sie zeigen."},
		{writeProblem(fr, "loop", we(statefile.ReasonLoop, "loop")), "Les liens symboliques de loop tournent en rond\u00a0; croupier n’y trouve aucun fichier. Vérifiez vers quoi ils pointent."},
		{writeProblem(de, "/dev/full", we(statefile.ReasonNotRegular, "/dev/full")), "/dev/full ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Verweis ins Leere); croupier schreibt weder hinein noch darüber. Nenne eine gewöhnliche Datei."},
		{writeProblem(fr, "/dev/full", we(statefile.ReasonNotRegular, "/dev/full")), "/dev/full n’est pas un fichier ordinaire (un périphérique, un tube ou un lien vers rien)\u00a0; croupier n’écrit ni dedans ni par-dessus. Indiquez un fichier ordinaire."},
		{writeProblem(de, "r.xml", we(statefile.ReasonFileReadOnly, "r.xml")), "r.xml ist schreibgeschützt (oder gehört jemand anderem); croupier ersetzt die Datei nicht."},
		{writeProblem(fr, "r.xml", we(statefile.ReasonFileReadOnly, "r.xml")), "r.xml est en lecture seule (ou appartient à quelqu’un d’autre)\u00a0; croupier ne remplace pas le fichier."},
		{writeProblem(de, "a.yaml", we(statefile.ReasonHardLinks, "a.yaml")), "a.yaml hat weitere Namen (harte Links); ersetzt hinge die Datei nicht mehr an ihnen, darum lässt croupier sie, wie sie ist. Arbeite mit einer Kopie."},
		{writeProblem(fr, "a.yaml", we(statefile.ReasonHardLinks, "a.yaml")), "a.yaml a d’autres noms (liens physiques)\u00a0; remplacé, le fichier s’en détacherait, aussi croupier le laisse tel quel. Travaillez sur une copie."},
		{writeProblem(de, "a.yaml", we(statefile.ReasonChanged, "a.yaml")), "a.yaml wurde geändert, während fill lief; croupier hat nichts geschrieben, die Änderung bleibt. Ruf fill noch einmal auf."},
		{writeProblem(fr, "a.yaml", we(statefile.ReasonChanged, "a.yaml")), "a.yaml a été modifié pendant que fill travaillait\u00a0; croupier n’a rien écrit, la modification reste. Relancez fill."},
		{writeProblem(de, "a.yaml", we(statefile.ReasonOwner, "a.yaml")), "a.yaml gehört jemand anderem; croupier kann die Datei nicht ersetzen, ohne ihren Besitzer zu ändern, und lässt sie, wie sie ist."},
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
