package locales

import (
	"errors"
	"io/fs"
	"syscall"
	"testing"
	"time"

	"croupier/scenarios/statefile"
)

// TestStateProblem: every reason a state file can fail for is said in
// both languages with the path it concerns and what to do; no Go error
// text gets through. (The texts are written out here by hand.)
func TestStateProblem(t *testing.T) {
	const file = "/s/croupier/progress.json"
	e := func(op statefile.Op, path string, r statefile.Reason) *statefile.Error {
		return &statefile.Error{Op: op, File: file, Path: path, Reason: r, Err: syscall.EIO}
	}
	busy := func(pid int, waited time.Duration) *statefile.Error {
		b := e(statefile.OpLock, file+".lock", statefile.ReasonBusy)
		b.Holder, b.Waited = pid, waited
		return b
	}
	newer := e(statefile.OpRead, file, statefile.ReasonNewer)
	newer.Version = 3
	for _, c := range []struct {
		err    error
		de, fr string
	}{
		{e(statefile.OpLock, file+".lock", statefile.ReasonPermission),
			"croupier darf in /s/croupier nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses.",
			"croupier n’a pas le droit d’écrire dans /s/croupier. Vérifiez le propriétaire et les droits de ce dossier."},
		{e(statefile.OpMkdir, "/s/croupier", statefile.ReasonPermission),
			"croupier darf in /s/croupier nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses.",
			"croupier n’a pas le droit d’écrire dans /s/croupier. Vérifiez le propriétaire et les droits de ce dossier."},
		{e(statefile.OpRead, file, statefile.ReasonPermission),
			"croupier darf /s/croupier/progress.json nicht lesen. Prüfe Besitzer und Rechte der Datei.",
			"croupier n’a pas le droit de lire /s/croupier/progress.json. Vérifiez le propriétaire et les droits du fichier."},
		{e(statefile.OpCreate, "/s/croupier", statefile.ReasonReadOnly),
			"/s/croupier liegt auf einem schreibgeschützten Dateisystem. Setze XDG_STATE_HOME auf ein Verzeichnis, in das du schreiben darfst.",
			"/s/croupier se trouve sur un système de fichiers en lecture seule. Faites pointer XDG_STATE_HOME vers un dossier où vous pouvez écrire."},
		{e(statefile.OpWrite, "/s/croupier/.croupier-progress.json.1.tmp", statefile.ReasonNoSpace),
			"Auf dem Datenträger von /s/croupier ist kein Platz mehr (oder dein Kontingent ist aufgebraucht). Schaffe Platz, dann klappt es beim nächsten Speichern.",
			"Le disque de /s/croupier est plein (ou votre quota est épuisé). Libérez de la place, et le prochain enregistrement réussira."},
		{e(statefile.OpRead, file, statefile.ReasonIsDir),
			"Wo die Datei /s/croupier/progress.json hingehört, steht ein Verzeichnis. Verschiebe oder lösche es, dann legt croupier die Datei an.",
			"À la place du fichier /s/croupier/progress.json se trouve un dossier. Déplacez-le ou supprimez-le, et croupier créera le fichier."},
		{e(statefile.OpMkdir, "/s/croupier", statefile.ReasonNotDir),
			"Im Pfad /s/croupier steht eine Datei, wo ein Verzeichnis sein müsste. Verschiebe diese Datei.",
			"Dans le chemin /s/croupier, un fichier occupe la place d’un dossier. Déplacez ce fichier."},
		{busy(4711, 10*time.Second),
			"Ein anderes croupier (Prozess 4711) hält /s/croupier/progress.json seit über 10 Sekunden gesperrt. Diese Sitzung wartet nicht noch einmal darauf: Bis die Sperre frei ist, wird nichts gespeichert. Beende das andere croupier, oder starte dieses später neu.",
			"Un autre croupier (processus 4711) bloque /s/croupier/progress.json depuis plus de 10 secondes. Cette session n’attendra plus\u00a0: tant que le verrou n’est pas levé, rien n’est enregistré. Fermez l’autre croupier, ou relancez celui-ci plus tard."},
		{busy(0, time.Second),
			"Ein anderes croupier hält /s/croupier/progress.json seit über 1 Sekunde gesperrt. Diese Sitzung wartet nicht noch einmal darauf: Bis die Sperre frei ist, wird nichts gespeichert. Beende das andere croupier, oder starte dieses später neu.",
			"Un autre croupier bloque /s/croupier/progress.json depuis plus de 1 seconde. Cette session n’attendra plus\u00a0: tant que le verrou n’est pas levé, rien n’est enregistré. Fermez l’autre croupier, ou relancez celui-ci plus tard."},
		{busy(4711, 0),
			"Ein anderes croupier (Prozess 4711) hält /s/croupier/progress.json gesperrt. Diese Sitzung wartet nicht mehr darauf: Bis die Sperre frei ist, wird nichts gespeichert.",
			"Un autre croupier (processus 4711) bloque /s/croupier/progress.json. Cette session n’attend plus\u00a0: tant que le verrou n’est pas levé, rien n’est enregistré."},
		{e(statefile.OpRead, file, statefile.ReasonNotRegular),
			"Wo die Datei /s/croupier/progress.json hingehört, steht keine gewöhnliche Datei (etwa eine Pipe oder ein Gerät); croupier liest und ersetzt sie nicht. Verschiebe oder lösche sie, dann legt croupier die Datei an.",
			"À la place du fichier /s/croupier/progress.json se trouve autre chose qu’un fichier ordinaire (un tube ou un périphérique, par exemple)\u00a0; croupier ne le lit ni ne le remplace. Déplacez-le ou supprimez-le, et croupier créera le fichier."},
		{newer,
			"/s/croupier/progress.json stammt von einer neueren Version von croupier (Dateiformat 3); dieses croupier ist älter und lässt die Datei, wie sie ist. Aktualisiere croupier.",
			"/s/croupier/progress.json vient d’une version plus récente de croupier (format 3)\u00a0; ce croupier est plus ancien et laisse le fichier tel quel. Mettez croupier à jour."},
		{e(statefile.OpRead, file, statefile.ReasonOther),
			"/s/croupier/progress.json lässt sich nicht lesen. Prüfe, ob der Datenträger erreichbar ist.",
			"Impossible de lire /s/croupier/progress.json. Vérifiez que le disque est accessible."},
		{e(statefile.OpSync, "/s/croupier/.croupier-progress.json.1.tmp", statefile.ReasonOther),
			"/s/croupier/progress.json ließ sich nicht schreiben; die Datei bleibt, wie sie war. Prüfe, ob der Datenträger erreichbar ist.",
			"Impossible d’écrire /s/croupier/progress.json\u00a0; le fichier reste tel qu’il était. Vérifiez que le disque est accessible."},
		{errors.New("some Go error"),
			"croupier konnte seinen Zustand nicht schreiben.",
			"croupier n’a pas pu écrire son état."},
		{(*statefile.Error)(nil),
			"croupier konnte seinen Zustand nicht schreiben.",
			"croupier n’a pas pu écrire son état."},
	} {
		if got := New(German).StateProblem(c.err); got != c.de {
			t.Errorf("%v:\n got %q\nwant %q", c.err, got, c.de)
		}
		if got := New(French).StateProblem(c.err); got != c.fr {
			t.Errorf("%v:\n got %q\nwant %q", c.err, got, c.fr)
		}
	}
}

// TestFileProblem: a learner's own file ("speichern") that cannot be
// written, each reason in both languages, with what to do there.
func TestFileProblem(t *testing.T) {
	const file = "/home/l/spiel.yaml"
	e := func(r statefile.Reason, err error) *statefile.Error {
		return &statefile.Error{Op: statefile.OpCreate, File: file, Path: "/home/l", Reason: r, Err: err}
	}
	for _, c := range []struct {
		err    error
		de, fr string
	}{
		{e(statefile.ReasonPermission, syscall.EACCES),
			"In /home/l darfst du nicht schreiben. Nenne eine Datei in einem anderen Verzeichnis, oder prüfe die Rechte.",
			"Vous n’avez pas le droit d’écrire dans /home/l. Indiquez un fichier dans un autre dossier, ou vérifiez les droits."},
		{e(statefile.ReasonReadOnly, syscall.EROFS),
			"/home/l liegt auf einem schreibgeschützten Dateisystem. Nenne eine Datei an einem anderen Ort.",
			"/home/l se trouve sur un système de fichiers en lecture seule. Indiquez un fichier ailleurs."},
		{e(statefile.ReasonNoSpace, syscall.ENOSPC),
			"Auf dem Datenträger von /home/l ist kein Platz mehr (oder dein Kontingent ist aufgebraucht). Schaffe Platz, dann klappt es beim nächsten Speichern.",
			"Le disque de /home/l est plein (ou votre quota est épuisé). Libérez de la place, et le prochain enregistrement réussira."},
		{e(statefile.ReasonNotDir, syscall.ENOTDIR),
			"Im Pfad /home/l steht eine Datei, wo ein Verzeichnis sein müsste. Verschiebe diese Datei.",
			"Dans le chemin /home/l, un fichier occupe la place d’un dossier. Déplacez ce fichier."},
		{e(statefile.ReasonOther, &fs.PathError{Op: "open", Path: "/home/l", Err: syscall.ENOENT}),
			"Das Verzeichnis /home/l gibt es nicht. Nenne eine Datei in einem Verzeichnis, das es gibt.",
			"Le dossier /home/l n’existe pas. Indiquez un fichier dans un dossier existant."},
		{e(statefile.ReasonOther, syscall.EIO),
			"/home/l/spiel.yaml ließ sich nicht schreiben; es ist keine Datei entstanden. Versuch es noch einmal, oder an einem anderen Ort.",
			"Impossible d’écrire /home/l/spiel.yaml\u00a0; aucun fichier n’a été créé. Réessayez, ou ailleurs."},
		{errors.New("yaml: some Go error"),
			"/home/l/spiel.yaml ließ sich nicht schreiben; es ist keine Datei entstanden. Versuch es noch einmal, oder an einem anderen Ort.",
			"Impossible d’écrire /home/l/spiel.yaml\u00a0; aucun fichier n’a été créé. Réessayez, ou ailleurs."},
	} {
		if got := New(German).FileProblem(file, c.err); got != c.de {
			t.Errorf("%v:\n got %q\nwant %q", c.err, got, c.de)
		}
		if got := New(French).FileProblem(file, c.err); got != c.fr {
			t.Errorf("%v:\n got %q\nwant %q", c.err, got, c.fr)
		}
	}
}
