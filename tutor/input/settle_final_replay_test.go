package input

import (
	"testing"

	"croupier/engine"
)

// TestSettlementFinalReplayNotShared: a player named after an amount
// said „je“, « chacun » does not share it when the line does not say
// what happens to them (pharaon.fr.txt « 04 / Décompte »: on the doublet
// of 9s the king waits unchanged); read as −1 it misjudged a right
// answer. The line is asked back or refused, never read that way.
func TestSettlementFinalReplayNotShared(t *testing.T) {
	ctx := &Context{Players: []string{"Sophie", "Louis", "Camille", "Jules"}, Bank: "Sophie",
		Stakes: map[string][]engine.Amount{"Jules": {engine.Chips(2)}, "Louis": {engine.Chips(2)}, "Camille": {engine.Chips(2)}}}
	for _, in := range []string{
		"Jules et Louis perdent 1 chacun, Camille garde",
		"Jules et Louis perdent 1 chacun, Camille patiente",
		"Jules und Louis verlieren je 1, Camille behält",
	} {
		a, err := Read[Settlement](NewLine(in), ctx)
		if err != nil {
			continue
		}
		for _, d := range a.Deltas {
			if d.Player == "Camille" && d.Amount != 0 {
				t.Errorf("%q: Camille %v, the line says nothing of it", in, d.Amount)
			}
		}
	}
}
