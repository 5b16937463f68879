package play

import (
	"testing"

	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/input"
)

// TestFreePasurSameRankPronoun (issue 22, final French replay): in free
// Pasur « la dame de coeur prend celle de trefle » plays the Q♥ and takes
// the Q♣ (pasur.de.txt "Spielablauf" 3: a queen takes a queen); it was
// refused with « Je ne comprends pas : « celle » ».
func TestFreePasurSameRankPronoun(t *testing.T) {
	g, out := freePasur(t, locales.French, "Q♥ 3♠ 7♥ 5♥", "9♠ 5♦ 6♦ 2♥", "7♣ 4♦ K♠ Q♣")
	g.Input(input.NewLine("la dame de coeur prend celle de trefle"))
	if len(g.cur.plays) == 0 {
		t.Fatalf("not played: %s", out)
	}
	p := g.cur.plays[0]
	want, _ := engine.ParseCards("Q♣", engine.Neutral)
	if p.card != (engine.Card{Rank: engine.Queen, Suit: engine.Hearts}) || !engine.SameCards(p.took, want) {
		t.Errorf("played %v taking %v, want Q♥ taking Q♣", p.card, p.took)
	}
}
