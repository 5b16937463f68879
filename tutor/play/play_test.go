package play

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// TestPasurSaveLoads plays the learner's first legal move six times,
// saves the round, and checks that the file loads (what croupier check
// runs) and replays to the same table.
func TestPasurSaveLoads(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasur(scr, 42, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	p := scr.P()
	for i := 0; i < 6 && !g.round.Over(); i++ {
		m := g.round.LegalMoves()[0]
		line := p.MoveText(m)
		if len(m.Take) == 0 {
			line = "lege " + p.CardText(m.Card)
		}
		g.Input(input.NewLine(line))
	}
	file := filepath.Join(t.TempDir(), "pasur.yaml")
	g.Command(input.Command{ID: input.CmdSave, Args: []string{file}})
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("not saved: %v\n%s", err, out.String())
	}
	sc, diags := scenarios.Load(file, data)
	if sc == nil {
		t.Fatalf("saved file does not load: %v\n%s", scenarios.Diagnostics(diags), data)
	}
	rep, err := scenarios.NewReplay(sc)
	if err != nil {
		t.Fatal(err)
	}
	for !rep.Done() {
		if _, ok := rep.Next(); !ok {
			t.Fatalf("replay refused: %v", rep.Err())
		}
	}
	if got, want := p.CardsText(rep.Round().Table()), p.CardsText(g.round.Table()); got != want {
		t.Errorf("replayed table %q, played %q", got, want)
	}
	if !strings.Contains(strings.ReplaceAll(out.String(), "\n", " "), "croupier check") {
		t.Errorf("no confirmation:\n%s", out.String())
	}
}

// TestSaveRefusals: "speichern" never overwrites a file and never leaves
// a temporary file; a name taken (by a file or a directory) and a
// missing directory are said in the learner's language with the path
// and what to do, and "Gespeichert" only after the file is in place.
func TestSaveRefusals(t *testing.T) {
	dir := t.TempDir()
	taken := filepath.Join(dir, "taken.yaml")
	if err := os.WriteFile(taken, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "adir.yaml"), 0o755); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nosuch")
	for _, c := range []struct {
		lang     locales.Lang
		arg      string
		inner    string // the sentence inside SaveFailed ("" for SaveExists)
		exists   string
		savedNew bool
	}{
		{lang: locales.German, arg: taken, exists: taken},
		{lang: locales.French, arg: filepath.Join(dir, "adir"), exists: filepath.Join(dir, "adir.yaml")},
		{lang: locales.German, arg: filepath.Join(missing, "g"),
			inner: "Das Verzeichnis " + missing + " gibt es nicht. Nenne eine Datei in einem Verzeichnis, das es gibt."},
		{lang: locales.French, arg: filepath.Join(missing, "g"),
			inner: "Le dossier " + missing + " n’existe pas. Indiquez un fichier dans un dossier existant."},
		{lang: locales.French, arg: filepath.Join(dir, "new"), savedNew: true},
	} {
		var out bytes.Buffer
		scr := screen.New(&out, c.lang, false, nil)
		g, err := newFaro(scr, faro.Pharo, 7)
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		g.Command(input.Command{ID: input.CmdSave, Args: []string{c.arg}})
		got := strings.ReplaceAll(out.String(), "\n", " ")
		p := scr.P()
		switch {
		case c.exists != "":
			if want := p.T(locales.SaveExists, c.exists); !strings.Contains(got, want) {
				t.Errorf("%s: %q, want %q", c.arg, got, want)
			}
		case c.inner != "":
			if !strings.Contains(got, c.inner) || !strings.Contains(got, c.arg+".yaml") {
				t.Errorf("%s: %q, want %q and the path", c.arg, got, c.inner)
			}
		case c.savedNew:
			if want := p.T(locales.SaveDone, c.arg+".yaml"); !strings.Contains(got, want) {
				t.Errorf("%s: %q, want %q", c.arg, got, want)
			}
		}
	}
	if data, _ := os.ReadFile(taken); string(data) != "mine" {
		t.Errorf("an existing file was overwritten: %q", data)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "adir.yaml new.yaml taken.yaml" {
		t.Errorf("files left: %v", names)
	}
}
