package screen

import (
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// TestDealOfTalon: the deal the status names follows from the talon
// (rules-pasur: 4 table cards, then 4 cards a player a deal): 8 cards left
// at two players is the fifth of six deals, 40 the first; a talon that no
// deal leaves (43) names no deal at all.
func TestDealOfTalon(t *testing.T) {
	cases := []struct {
		players, talon, deal int
		ok                   bool
	}{
		{2, 40, 1, true}, {2, 8, 5, true}, {2, 32, 2, true}, {2, 43, 0, false}, {2, 41, 0, false},
		{3, 36, 1, true}, {3, 24, 2, true}, {3, 12, 3, true}, {4, 32, 1, true}, {4, 16, 2, true}, {4, 30, 0, false},
	}
	for _, c := range cases {
		deck := engine.NewDeck()
		hands := make([][]engine.Card, c.players)
		for s := range hands {
			hands[s] = deck[4*s : 4*s+4]
		}
		rest := deck[4*c.players:]
		r, err := pasur.NewRoundExplicit(pasur.Config{Players: c.players}, hands, rest[:1], rest[1:1+c.talon])
		if err != nil {
			t.Fatalf("%d players, talon %d: %v", c.players, c.talon, err)
		}
		k, ok := dealOfTalon(r)
		if ok != c.ok || ok && k != c.deal {
			t.Errorf("%d players, talon %d: deal %d %v, want %d %v", c.players, c.talon, k, ok, c.deal, c.ok)
		}
	}
}
