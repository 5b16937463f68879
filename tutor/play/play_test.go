package play

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	g, err := newPasur(scr, 42)
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
		g.Input(line)
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
