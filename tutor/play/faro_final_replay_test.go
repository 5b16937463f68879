package play

import (
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/tutor/input"
)

// TestFreeFaroFinalReplay (the final German and French replay, issue 22):
// a split is taken off in a person's words — „den Einsatz zwischen 5 und
// 6 wegnehmen“, and „nimm den Split wieder weg“ when the learner has one
// split only (pharo.de.txt "Setzen": a split lies between two neighbouring
// ranks; a bet may be taken off before the turn); with two splits, the
// split unnamed is asked for, none is guessed. A trailing « alors » („2
// sur le 7 cuivré alors“) carries nothing: 2 chips on the 7, coppered.
func TestFreeFaroFinalReplay(t *testing.T) {
	g, out := freeFaro(t, locales.German, faro.Pharo)
	say(g, out, "3 zwischen 5 und 6")
	if text := say(g, out, "den einsatz zwischen 5 und 6 wegnehmen"); myBets(g) != "" {
		t.Errorf("wegnehmen: bets %q\n%s", myBets(g), text)
	}
	say(g, out, "3 zwischen 5 und 6")
	if text := say(g, out, "nimm den split wieder weg"); myBets(g) != "" {
		t.Errorf("the one split: bets %q\n%s", myBets(g), text)
	}
	say(g, out, "3 zwischen 5 und 6", "2 zwischen 9 und 10")
	if text := say(g, out, "nimm den split wieder weg"); myBets(g) != "5/6 3, 9/10 2" {
		t.Errorf("two splits, one taken off unasked: bets %q\n%s", myBets(g), text)
	}
	mv, err := parseMove(input.NewLine("2 sur le 7 cuivré alors"))
	if err != nil || mv.kind != moveBet || mv.target.rank != engine.Seven || !mv.target.copper || mv.stake != engine.Chips(2) {
		t.Errorf("« 2 sur le 7 cuivré alors »: got %+v %v, want 2 chips on the 7 coppered", mv, err)
	}
}
