package scenarios

import (
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// TestEncodeRoundTrip: what Encode writes loads back to the same
// scenario, for a Faro deal with every action a free game records and for
// a Pasur round given by hands, table and talon.
func TestEncodeRoundTrip(t *testing.T) {
	deck := engine.ShuffledDeck(engine.NewRand(3))
	faroSc := &Scenario{
		ID: "rt-faro", Langs: []Lang{German}, Title: Text{German: "Freies Spiel: Pharo"}, Game: Faro, Profile: faro.Pharo,
		Players: []Player{{Name: "Du"}, {Name: "Doc", Banker: true}},
		Deck:    Deck{Cards: deck},
	}
	free := func(r engine.Rank) bool { return !inCards(deck[:1], r) }
	var bet engine.Rank
	for _, r := range []engine.Rank{engine.Nine, engine.Eight, engine.Seven} {
		if free(r) {
			bet = r
			break
		}
	}
	faroSc.Steps = []StepSpec{
		{Kind: StepSay, Say: Text{German: "Ein gespeichertes Spiel: „croupier check“ – Dan setzt 1½?"}},
		{Kind: StepAction, Action: &Action{Kind: ActBet, Player: "Du", Rank: bet, Stake: engine.Chips(4), Copper: true}},
		{Kind: StepTurn, Turn: &TurnSpec{Count: 3}},
		{Kind: StepAction, Action: &Action{Kind: ActRemove, Player: "Du", Rank: bet, Copper: true}},
		{Kind: StepTurn, Turn: &TurnSpec{Count: 1}},
	}
	data, err := Encode(faroSc, "a comment")
	if err != nil {
		t.Fatal(err)
	}
	got, diags := Load("rt.yaml", data)
	if got == nil {
		t.Fatalf("does not load: %v\n%s", Diagnostics(diags), data)
	}
	if got.ID != faroSc.ID || got.Profile != faro.Pharo || !reflect.DeepEqual(got.Deck.Cards, deck) || len(got.Steps) != len(faroSc.Steps) {
		t.Errorf("faro round trip differs:\n%s", data)
	}
	if a := got.Steps[1].Action; a.Rank != bet || !a.Copper || a.Stake != engine.Chips(4) {
		t.Errorf("bet: %+v", a)
	}
	if got.Steps[2].Turn.Count != 3 || got.Steps[0].Say.In(German) != faroSc.Steps[0].Say[German] {
		t.Errorf("turn count or say lost:\n%s", data)
	}
}

func inCards(cs []engine.Card, r engine.Rank) bool {
	for _, c := range cs {
		if c.Rank == r {
			return true
		}
	}
	return false
}
