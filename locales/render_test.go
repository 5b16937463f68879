package locales

import (
	"fmt"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/scenarios"
)

// TestDescribeHighCard: a high-card bet is told as such, not "auf ?"
// (pharo.de.txt "Varianten", hohe Karte).
func TestDescribeHighCard(t *testing.T) {
	for _, lang := range []Lang{German, French} {
		p := New(lang)
		got := p.Action(&scenarios.Action{Kind: scenarios.ActHighCard, Player: "Dan", Stake: engine.Chips(3)}, faro.Pharo, false)
		if strings.Contains(got, "?") || !strings.Contains(got, p.T(TargetHighcard)) {
			t.Errorf("%s: %q", lang, got)
		}
	}
}

// TestBonusToTheLearner: the learner who captured last takes the rest in
// the second person even when the round ends on another's move (FR
// review 3: « Vous ramasse les cartes … »).
func TestBonusToTheLearner(t *testing.T) {
	deck := engine.NewDeck()
	r, err := pasur.NewRoundExplicit(pasur.Config{Players: 2}, [][]engine.Card{deck[0:1], deck[1:2]}, deck[2:3], nil)
	if err != nil {
		t.Fatal(err)
	}
	mv := &pasur.MoveResult{Outcome: pasur.Outcome{Seat: 1, Side: 1, Card: deck[1], Laid: true, RoundOver: true, BonusSide: 0}, BonusCards: deck[2:4]}
	for lang, want := range map[Lang]string{French: "Vous ramassez les cartes", German: "Du bekommst die übrigen"} {
		p := New(lang)
		names := []string{p.T(SandboxYou), p.T(SandboxComputer)}
		_, tail := p.Move(r, names, names[1], false, mv)
		if len(tail) == 0 || !strings.HasPrefix(tail[len(tail)-1], want) {
			t.Errorf("%s: %q, want it to begin %q", lang, tail, want)
		}
	}
}

// TestStandingFormKeepsTheTotal: the example of a Faro session's standing
// holds the table's total, as every standing does (Pharo rulebook: the
// chips only change hands between bank and punters).
func TestStandingFormKeepsTheTotal(t *testing.T) {
	seated := []string{"Doc", "Dan", "Anna"}
	for _, total := range []int64{300, 240} {
		form := New(German).StandingForm(FormContext{Seated: seated, Total: total})
		sum := int64(0)
		for _, n := range seated {
			i := strings.Index(form, n+" ")
			if i < 0 {
				t.Fatalf("%q names no %s", form, n)
			}
			var v int64
			fmt.Sscanf(form[i+len(n)+1:], "%d", &v)
			sum += v
		}
		if sum != total {
			t.Errorf("%q adds up to %d, not %d", form, sum, total)
		}
	}
}
