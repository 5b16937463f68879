package faro_test

import (
	"fmt"

	"croupier/engine"
	"croupier/engine/faro"
)

// pharo.de.txt "Ein Abzug", Beispiel: Dan 4 chips on the 9, Anna 2
// coppered chips on the king; K♦ is the bank card, 9♣ the player card.
func Example() {
	prefix, _ := engine.ParseCards("2♠ K♦ 9♣", engine.Neutral)
	deck, _ := engine.StackedDeck(prefix, engine.NewRand(1))
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Bank", "Dan", "Anna"}, 0, deck, nil)
	if err != nil {
		panic(err)
	}
	_, _ = d.Place(1, faro.Bet{Rank: engine.Nine, Stake: engine.Chips(4)})
	_, _ = d.Place(2, faro.Bet{Rank: engine.King, Coppered: true, Stake: engine.Chips(2)})
	res, _ := d.NextTurn()
	fmt.Println("turn", res.Turn, res.Loser, res.Winner)
	for _, e := range res.Events() {
		fmt.Println(d.Players()[e.Player], e.What, e.Reason, e.Delta.Signed(), "stays:", e.Stays, e.Rule())
	}
	fmt.Println("bank", d.BankChange().Signed())
	_, err = d.Place(0, faro.Bet{Rank: engine.Two, Stake: engine.Chips(1)})
	fmt.Println(err)
	// Output:
	// turn 1 K♦ 9♣
	// Dan won winner-card +4 stays: true faro.turn.winner
	// Anna won loser-card +2 stays: true faro.turn.loser
	// bank -6
	// faro: faro.banker.no-bet: the banker does not bet [player 0]
}
