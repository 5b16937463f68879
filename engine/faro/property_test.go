package faro

import (
	"testing"

	"croupier/engine"
)

// Property test over seeded random deals with random bets of every kind,
// random calls, changes and removals, valid and invalid. After every
// action and turn: the engine agrees with the naive model (settlement per
// bet and per player, accept/refuse), the bank's change is minus the
// players' sum, Pharo chips are conserved, the casekeeper equals a recount
// of the shown cards, refused actions change nothing; at the end the 52
// cards are accounted for (RULINGS.md "Faro: what both profiles share").
func TestPropertyRandomDeals(t *testing.T) {
	deals := 10_000
	if testing.Short() {
		deals = 1_000
	}
	r := engine.NewRand(20240601)
	for i := 0; i < deals; i++ {
		playDeal(t, randChooser{r})
		if t.Failed() {
			t.Fatalf("deal %d failed", i)
		}
	}
}
