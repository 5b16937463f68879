package screen

import (
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// TestDrawFaroLayout checks the drawn layout against RULINGS.md, profile
// pharo: top row K Q J 10 9 8, bottom row A 2 3 4 5 6, the 7 at the end
// of both rows; each stake under its rank, a coppered one marked.
func TestDrawFaroLayout(t *testing.T) {
	deck, err := engine.StackedDeck(nil, engine.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Ben", "Dan"}, 0, deck, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d.Casekeeper().Remaining(engine.Queen) == 0 || d.Casekeeper().Remaining(engine.Seven) == 0 {
		t.Skip("seed made a rank dead at the soda")
	}
	if _, err := d.Place(1, faro.Bet{Kind: faro.Single, Rank: engine.Queen, Stake: engine.Chips(3)}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Place(1, faro.Bet{Kind: faro.Single, Rank: engine.Seven, Stake: engine.Chips(2), Coppered: true}); err != nil {
		t.Fatal(err)
	}
	got := Faro(locales.New(locales.German), d)
	lines := strings.Split(got, "\n")
	if strings.Join(strings.Fields(lines[1]), " ") != "K D B 10 9 8" {
		t.Errorf("top row: %q", lines[1])
	}
	// Dan's 3 on the queen stands in the queen's column (the second).
	if !strings.HasPrefix(lines[2], strings.Repeat(" ", faroColumn)+" Dan 3") {
		t.Errorf("queen's stake: %q", lines[2])
	}
	if !strings.HasPrefix(lines[3], strings.Repeat(" ", 6*faroColumn)+" 7  Dan 2*") {
		t.Errorf("the 7 at the end: %q", lines[3])
	}
	if strings.Join(strings.Fields(lines[4]), " ") != "A 2 3 4 5 6" {
		t.Errorf("bottom row: %q", lines[4])
	}
	fr := Faro(locales.New(locales.French), d)
	if !strings.Contains(fr, " R ") || !strings.Contains(fr, " V ") {
		t.Errorf("French rank names missing:\n%s", fr)
	}
	colour := Faro(locales.New(locales.German).WithDecorator(NewPainter(true)), d)
	if !strings.Contains(colour, "\x1b[") {
		t.Errorf("no colour codes with colour on")
	}
	if strings.Contains(got, "\x1b[") {
		t.Errorf("colour codes with colour off")
	}
}
