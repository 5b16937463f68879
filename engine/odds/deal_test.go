package odds

import (
	"errors"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// TestAssessInDeal: a Pharo deal stacked with the soda 7♣ and then 24
// turns that leave 6♣ 6♦ 7♠ (a cat-hop of sixes): the split 6–7 placed for
// the last turn costs 1/6 and can never win (see TestLastTurnByHand);
// before the first turn a bet on the 6 costs 173/4998 as after any soda
// of another rank.
func TestAssessInDeal(t *testing.T) {
	last := mustCards(t, "6C 6D 7S")
	rest := engine.NewDeck()
	var deck []engine.Card
	deck = append(deck, engine.NewCard(engine.Seven, engine.Clubs))
	for _, c := range rest {
		if c != deck[0] && c != last[0] && c != last[1] && c != last[2] {
			deck = append(deck, c)
		}
	}
	deck = append(deck, last...)
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Bank", "Dan"}, 0, deck, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err := AssessInDeal(d, faro.Bet{Rank: engine.Six})
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "6 before the first turn", a.Edge, 173, 4998)
	for d.CardsLeft() > 3 {
		if _, err := d.NextTurn(); err != nil {
			t.Fatal(err)
		}
	}
	if DealBox(d) != BoxOf(engine.CardSet(0).Add(last[0]).Add(last[1]).Add(last[2])) {
		t.Fatalf("box %v", DealBox(d).Cards())
	}
	a, err = AssessInDeal(d, faro.Bet{Kind: faro.Split, Rank: engine.Six, Rank2: engine.Seven})
	if err != nil {
		t.Fatal(err)
	}
	wantAssessment(t, "split 6-7", a, 1, 6, AlertCannotWin)
	sh, err := SheetOfDeal(d)
	if err != nil || sh.Profile != faro.Pharo || !sh.HasCall || sh.Call.Call.Kind != CatHop {
		t.Errorf("sheet: %+v %v", sh.Call, err)
	}
	if _, err := AssessInDeal(nil, faro.Bet{Rank: engine.Six}); !errors.Is(err, ErrNoTurnLeft) {
		t.Errorf("nil deal: %v", err)
	}
	if _, err := SheetOfDeal(nil); !errors.Is(err, ErrNoTurnLeft) || DealBox(nil).Len() != 0 {
		t.Errorf("nil deal sheet: %v", err)
	}
}
