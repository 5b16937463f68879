package input

import (
	"errors"
	"testing"

	"croupier/engine"
	"croupier/locales"
)

// TestScoreParaphrasesIssue22: Pasur counts typed in the testers' own
// words (issue 22). Pasur 9: Dan's pile holds one ace, one jack and seven
// clubs, 1 + 1 + 7 = 9 (pasur.de.txt „Punktewertung“); a pile with only
// the Kreuz-2 counts 2. Two figures joined by „bzw.“ or « ou » are
// asked back, never one of them taken.
func TestScoreParaphrasesIssue22(t *testing.T) {
	ctx := func() *Context { return &Context{Players: []string{"Dan", "Anna"}, Player: "Dan"} }
	for in, want := range map[string]int{
		"zusammen neun":       9,
		"bloß zwei":           2,
		"nur 2":               2,
		"gerade mal zwei":     2,
		"seulement deux":      2,
		"juste deux points":   2,
		"neun, also zusammen": 9,
	} {
		a, err := Read[Score](NewLine(in), ctx())
		if err != nil || len(a.Score) != 1 || a.Score[ScoreTotal] != want {
			t.Errorf("%q: %v %v, want a total of %d", in, a.Score, err, want)
		}
	}
	for _, in := range []string{"vier bzw. zwei", "vier oder zwei", "quatre ou deux"} {
		_, err := Read[Score](NewLine(in), ctx())
		var e *Error
		if !errors.As(err, &e) || e.Reason != ErrWhichFigure || len(e.Choices) != 2 || e.Choices[0] != "4" || e.Choices[1] != "2" {
			t.Errorf("%q: %v, want the two figures asked back", in, err)
			continue
		}
		if de, fr := locales.New(locales.German).Say(e.Message()), locales.New(locales.French).Say(e.Message()); de != "Welche Zahl meinst du – 4 oder 2?" || fr != "Quel nombre voulez-vous dire\u00a0: 4 ou 2\u00a0?" {
			t.Errorf("%q: asked back %q / %q", in, de, fr)
		}
	}
}

// TestStandingParaphrasesIssue22: a Pasur standing said as a score that
// begins with a name. Pasur 10 after the third round: Dan 66, Anna 5
// (pasur.de.txt „Punktewertung“: the running totals are added up); a
// last name that is the first player's again is asked back.
func TestStandingParaphrasesIssue22(t *testing.T) {
	ctx := func() *Context { return &Context{Players: []string{"Dan", "Anna"}} }
	want := map[string]engine.Amount{"Dan": engine.Chips(66), "Anna": engine.Chips(5)}
	for _, in := range []string{"dan 66 contre 5 pour anna", "dan 66 zu 5 für anna", "dan 66 contre 5", "anna 5 contre 66 pour dan"} {
		a, err := Read[Settlement](NewLine(in), ctx())
		if err != nil || len(a.Deltas) != 2 {
			t.Errorf("%q: %v %v", in, a.Deltas, err)
			continue
		}
		for _, d := range a.Deltas {
			if d.Amount != want[d.Player] {
				t.Errorf("%q: %s %v, want %v", in, d.Player, d.Amount, want[d.Player])
			}
		}
	}
	if a, err := Read[Settlement](NewLine("dan 66 contre 5 pour dan"), ctx()); err == nil {
		t.Errorf("„dan 66 contre 5 pour dan“ read as %v: it should be asked back", a.Deltas)
	}
}

// TestAmountAfterRatioIssue22: Pharaon 4, Louis calls red, black, red
// with a weight of 2 and is right; Foster pays 2:1, a gain of 4
// (pharaon.fr.txt « 06 / Les trois dernières cartes »). The ratio is how
// it is reckoned, „also“ / « donc » says the amount again, „für ihn“ /
// « pour lui » names the player.
func TestAmountAfterRatioIssue22(t *testing.T) {
	ctx := func() *Context {
		return &Context{Players: []string{"Sophie", "Louis"}, Bank: "Sophie", Player: "Louis", Subject: "Louis"}
	}
	for _, in := range []string{"zwei zu eins, also vier punkte für ihn", "deux contre un, donc quatre points pour lui", "2:1, also 4"} {
		a, err := Read[Amount](NewLine(in), ctx())
		if err != nil || a.Amount != engine.Chips(4) {
			t.Errorf("%q: %v %v, want 4", in, a.Amount, err)
		}
	}
	if a, err := Read[Amount](NewLine("vier, also zwei"), ctx()); err == nil {
		t.Errorf("„vier, also zwei“ read as %v: two figures, it should be asked", a.Amount)
	}
}
