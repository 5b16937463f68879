package play

import (
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/tutor/input"
)

// TestChangeWithoutAccent: « change le 10 a 4 », typed without the accent
// of « à », changes the stake of the bet on the 10 to 4 chips, as « à »
// does (pharaon.fr.txt, "Miser": a stake sits on a rank); it is no split
// between the 10 and an ace. The "A" stays the ace where no change is
// said ("2 sur A").
func TestChangeWithoutAccent(t *testing.T) {
	for _, line := range []string{"change le 10 a 4", "change le 10 à 4", "ändere die 10 auf 4"} {
		mv, err := parseMove(input.NewLine(line))
		if err != nil || mv.kind != moveSet || mv.target.kind != faro.Single || mv.target.rank != engine.Ten || mv.stake != engine.Chips(4) {
			t.Errorf("%q: got %+v %v, want the 10 set to 4 chips", line, mv, err)
		}
	}
	mv, err := parseMove(input.NewLine("2 sur A"))
	if err != nil || mv.kind != moveBet || mv.target.rank != engine.Ace || mv.stake != engine.Chips(2) {
		t.Errorf("« 2 sur A »: got %+v %v, want 2 chips on the ace", mv, err)
	}
}

// TestShiftIsExplained: a bet moved to another spot ("déplace ma mise du
// 10 au 4") is no move of free play; the reply says how it is done, in
// two moves, and nothing is bet.
func TestShiftIsExplained(t *testing.T) {
	for _, line := range []string{"déplace ma mise du 10 au 4", "verschiebe die 10 auf die 4"} {
		_, err := parseMove(input.NewLine(line))
		me, ok := err.(*moveError)
		if !ok || me.msg != locales.PlayMoveShift {
			t.Errorf("%q: got %v, want the two moves explained", line, err)
		}
	}
}
