package faro

import (
	"testing"

	"croupier/engine"
)

// pharo.de.txt "Ein Abzug", Beispiel (Dan und Anna): Dan 4 chips on the 9,
// Anna 2 coppered chips on the king; K♦ bank card, 9♣ player card. Dan wins
// 4, Anna's coppered bet wins 2 (the king lost), so the bank pays 6.
func TestExamplePharoEinAbzug(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠ K♦ 9♣"))
	dan := mustPlace(t, d, 1, single(engine.Nine, 4))
	anna := mustPlace(t, d, 2, copper(engine.King, 2))
	res := mustTurn(t, d)
	checkBalances(t, d, chips(4), chips(2))
	if d.BankChange() != chips(-6) {
		t.Fatalf("bank %v, want -6", d.BankChange())
	}
	// "Auch ein Gewinneinsatz bleibt liegen": both winning bets stay.
	for _, id := range []BetID{dan, anna} {
		ev := eventFor(res, id)
		if len(ev) != 1 || ev[0].What != Won || !ev[0].Stays {
			t.Fatalf("bet %d: events %+v, want one Won that stays", id, ev)
		}
		if _, ok := d.Bet(id); !ok {
			t.Fatalf("bet %d left the layout", id)
		}
	}
	if got := eventFor(res, anna)[0].Reason; got != ReasonLoserCard {
		t.Errorf("Anna's reason %v, want loser-card (coppered)", got)
	}
	// Dan: 100 - 4 on the layout + 4 won = 100 held, 4 still staked.
	if d.Holdings(1) != chips(100) || d.Staked(1) != chips(4) {
		t.Errorf("Dan holds %v with %v staked, want 100 and 4", d.Holdings(1), d.Staked(1))
	}
}

// pharo.de.txt "Der letzte Abzug: Reihenfolge ansagen", Beispiel: 3, 7 and
// jack remain; Ben calls "7 loses, jack wins" with 2 chips; 7 then jack
// come: three different ranks pay 4:1, so he wins 8 chips.
func TestExamplePharoReihenfolgeAnsagen(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), endingWith(t, "7♥ J♠ 3♦"))
	turnsTo(t, d, 24)
	if !d.OpenCallWindow() || d.CardsLeft() != 3 || d.Phase() != PhaseCalling {
		t.Fatalf("call window closed with %d cards left", d.CardsLeft())
	}
	rem := d.Remaining()
	if len(rem) != 3 || rem[0] != cardOf(t, "3♦") || rem[1] != cardOf(t, "7♥") || rem[2] != cardOf(t, "J♠") {
		t.Fatalf("remaining %v, want 3♦ 7♥ J♠", rem)
	}
	id, err := d.CallTurn(3, Call{Order: [3]engine.Rank{engine.Seven, engine.Jack, engine.Three}, Stake: chips(2)})
	if err != nil {
		t.Fatal(err)
	}
	res := mustTurn(t, d)
	ev := eventFor(res, id)
	if len(ev) != 1 || ev[0].What != CallWon || ev[0].CallKind != CallThreeRanks || ev[0].Delta != chips(8) {
		t.Fatalf("call events %+v, want CallWon +8", ev)
	}
	checkBalances(t, d, 0, 0, chips(8))
	if d.Holdings(3) != chips(108) || !d.Over() {
		t.Fatalf("Ben holds %v (over %v), want 108", d.Holdings(3), d.Over())
	}
}

// pharaon.fr.txt "09 / Exemple commenté", first part: ordinary pronostic
// on 9 of weight 2, copper on K also 2; K♦ perdante, 9♣ gagnante: each
// gains +2, the banker notes −4. Both pronostics are resolved and gone.
func TestExamplePharaonCommente(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), stacked(t, "2♠ K♦ 9♣"))
	nine := mustPlace(t, d, 1, single(engine.Nine, 2))
	king := mustPlace(t, d, 2, copper(engine.King, 2))
	res := mustTurn(t, d)
	checkBalances(t, d, chips(2), chips(2))
	if d.BankChange() != chips(-4) {
		t.Fatalf("bank %v, want -4", d.BankChange())
	}
	for _, id := range []BetID{nine, king} {
		if ev := eventFor(res, id); len(ev) != 1 || ev[0].What != Won || ev[0].Stays {
			t.Fatalf("events %+v, want one resolved Won", ev)
		}
		if _, ok := d.Bet(id); ok {
			t.Fatalf("pronostic %d still waits after being resolved", id)
		}
	}
}

// pharaon.fr.txt "09 / Exemple commenté", second part: with the pair
// 9♣–9♥ the 9 loses 1 (half its weight 2) with or without copper, and the
// K pronostic waits.
func TestExamplePharaonCommenteDoublet(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), stacked(t, "2♠ 9♣ 9♥"))
	mustPlace(t, d, 1, single(engine.Nine, 2))
	mustPlace(t, d, 2, copper(engine.Nine, 2))
	king := mustPlace(t, d, 3, copper(engine.King, 2))
	res := mustTurn(t, d)
	if !res.Doublet {
		t.Fatal("9♣–9♥ not seen as a doublet")
	}
	checkBalances(t, d, -chips(1), -chips(1), 0)
	if bi, ok := d.Bet(king); !ok || bi.Bet.Stake != chips(2) {
		t.Fatal("the K pronostic should wait unchanged")
	}
}

// pharaon.fr.txt "09 / Exemple commenté", last part: the final order
// 7–J–3 means "7 loses, J wins"; weight 2 correct gives a profit of 8.
func TestExamplePharaonCommenteCall(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), endingWith(t, "7♣ J♦ 3♥"))
	turnsTo(t, d, 24)
	id, err := d.CallTurn(1, Call{Order: [3]engine.Rank{engine.Seven, engine.Jack, engine.Three}, Stake: chips(2)})
	if err != nil {
		t.Fatal(err)
	}
	res := mustTurn(t, d)
	if ev := eventFor(res, id); len(ev) != 1 || ev[0].Delta != chips(8) {
		t.Fatalf("call events %+v, want +8", ev)
	}
	checkBalances(t, d, chips(8))
}
