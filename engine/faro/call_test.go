package faro

import (
	"slices"
	"testing"

	"croupier/engine"
)

func order(a, b, c engine.Rank) [3]engine.Rank { return [3]engine.Rank{a, b, c} }

// RULINGS.md "Calling the turn", cat-hop: a pair and one other card; the
// call names ranks; correct pays 2:1, wrong loses the stake. Last cards
// 7♣ (loser), J♠ (winner), 7♦ (hock).
func TestCallCatHop(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), endingWith(t, "7♣ J♠ 7♦"))
	turnsTo(t, d, 24)
	right, err := d.CallTurn(1, Call{Order: order(7, engine.Jack, 7), Stake: chips(3)})
	if err != nil {
		t.Fatal(err)
	}
	wrong1, _ := d.CallTurn(2, Call{Order: order(engine.Jack, 7, 7), Stake: chips(2)})
	wrong2, _ := d.CallTurn(3, Call{Order: order(7, 7, engine.Jack), Stake: chips(1)})
	if wrong1 == 0 || wrong2 == 0 {
		t.Fatal("valid cat-hop calls refused")
	}
	res := mustTurn(t, d)
	for id, want := range map[BetID]engine.Amount{right: chips(6), wrong1: -chips(2), wrong2: -chips(1)} {
		ev := eventFor(res, id)
		if len(ev) != 1 || ev[0].CallKind != CallCatHop || ev[0].Delta != want || ev[0].Rule() != RuleCallCatHop {
			t.Errorf("call %d: %+v, want delta %v", id, ev, want)
		}
	}
	checkBalances(t, d, chips(6), -chips(2), -chips(1))
	// Pharo: 100 − 3 + 3 back + 6 won = 106; the losers are collected.
	if d.Holdings(1) != chips(106) || d.Holdings(2) != chips(98) || d.Holdings(3) != chips(99) {
		t.Fatalf("holdings %v %v %v", d.Holdings(1), d.Holdings(2), d.Holdings(3))
	}
}

// RULINGS.md "Calling the turn": a call must be a permutation of the three
// remaining cards; anything else is refused with the list of what remains.
func TestCallNotPermutation(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), endingWith(t, "7♣ J♠ 7♦"))
	turnsTo(t, d, 24)
	want := cardsOf(t, "7♣ 7♦ J♠")
	for _, o := range [][3]engine.Rank{order(7, engine.Jack, 3), order(7, 7, 7), order(engine.Jack, engine.Jack, 7), {}} {
		_, err := d.CallTurn(1, Call{Order: o, Stake: chips(2)})
		re := wantErr(t, err, ErrCallNotPermutation, RuleCallPermutation)
		if !slices.Equal(re.Remaining, want) {
			t.Fatalf("remaining %v, want %v", re.Remaining, want)
		}
	}
	_, err := d.CallTurn(1, Call{Foster: true, Colours: [3]Colour{Black, Red, Black}, Stake: chips(2)})
	wantErr(t, err, ErrFosterNotAllowed, RuleFoster)
}

// RULINGS.md "Calling the turn", three different ranks: wrong loses.
func TestCallThreeRanksWrong(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), endingWith(t, "7♥ J♠ 3♦"))
	turnsTo(t, d, 24)
	mustCall(t, d, 1, Call{Order: order(engine.Jack, 7, 3), Stake: chips(2)})
	mustTurn(t, d)
	checkBalances(t, d, -chips(2))
}

func mustCall(t *testing.T, d *Deal, p int, c Call) BetID {
	t.Helper()
	id, err := d.CallTurn(p, c)
	if err != nil {
		t.Fatalf("CallTurn: %v", err)
	}
	return id
}

// RULINGS.md profile pharaon: with three of a rank, Foster's call names
// the colour order (two of one colour, one of the other); correct pays
// 2:1. Last cards 8♥ (red, loser), 8♠ (black, winner), 8♦ (red, hock).
func TestCallFoster(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), endingWith(t, "8♥ 8♠ 8♦"))
	turnsTo(t, d, 24)
	right := mustCall(t, d, 1, Call{Foster: true, Colours: [3]Colour{Red, Black, Red}, Stake: chips(2)})
	wrong := mustCall(t, d, 2, Call{Foster: true, Colours: [3]Colour{Red, Red, Black}, Stake: chips(4)})
	// Two black and one red do not match 8♥ 8♠ 8♦ (two red, one black).
	_, err := d.CallTurn(3, Call{Foster: true, Colours: [3]Colour{Black, Black, Red}, Stake: chips(2)})
	re := wantErr(t, err, ErrCallNotPermutation, RuleFoster)
	if !slices.Equal(re.Remaining, cardsOf(t, "8♦ 8♥ 8♠")) {
		t.Fatalf("remaining %v", re.Remaining)
	}
	_, err = d.CallTurn(3, Call{Order: order(8, 8, 8), Stake: chips(2)})
	wantErr(t, err, ErrFosterRequired, RuleFoster)
	_, err = d.CallTurn(3, Call{Foster: true, Colours: [3]Colour{Red, NoColour, Red}, Stake: chips(2)})
	wantErr(t, err, ErrCallNotPermutation, RuleFoster)
	res := mustTurn(t, d)
	if ev := eventFor(res, right); len(ev) != 1 || ev[0].What != CallWon || ev[0].Delta != chips(4) || ev[0].CallKind != CallFoster {
		t.Fatalf("right Foster call %+v, want +4", ev)
	}
	if ev := eventFor(res, wrong); len(ev) != 1 || ev[0].What != CallLost || ev[0].Delta != -chips(4) {
		t.Fatalf("wrong Foster call %+v, want -4", ev)
	}
	checkBalances(t, d, chips(4), -chips(4))
}

// RULINGS.md profile pharo: calling the turn with three cards of one rank
// is not allowed (pharo.de.txt: "Drei gleiche Werte: keine Ansage").
func TestCallThreeOfARankRefusedInPharo(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), endingWith(t, "8♥ 8♠ 8♦"))
	turnsTo(t, d, 24)
	for _, c := range []Call{
		{Order: order(8, 8, 8), Stake: chips(2)},
		{Foster: true, Colours: [3]Colour{Red, Black, Red}, Stake: chips(2)},
	} {
		_, err := d.CallTurn(1, c)
		re := wantErr(t, err, ErrThreeOfARankCall, RuleCallThreeOfARank)
		if len(re.Remaining) != 3 {
			t.Fatalf("remaining %v", re.Remaining)
		}
	}
}

// RULINGS.md "Calling the turn": possible only when exactly three cards
// remain, before the last turn; settled separately from the ordinary bets
// of the same turn, which settle normally. Pharaon calls use even weights.
func TestCallWindowAndSeparateSettlement(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), endingWith(t, "7♥ J♠ 3♦"))
	_, err := d.CallTurn(1, Call{Order: order(7, engine.Jack, 3), Stake: chips(2)})
	wantErr(t, err, ErrCallWindowClosed, RuleCallWindow)
	turnsTo(t, d, 23)
	_, err = d.CallTurn(1, Call{Order: order(7, engine.Jack, 3), Stake: chips(2)})
	re := wantErr(t, err, ErrCallWindowClosed, RuleCallWindow)
	if re.CardsLeft != 5 {
		t.Fatalf("cards left %d", re.CardsLeft)
	}
	mustTurn(t, d)
	_, err = d.CallTurn(1, Call{Order: order(7, engine.Jack, 3), Stake: chips(3)})
	wantErr(t, err, ErrOddWeight, RuleEvenWeight)
	_, err = d.CallTurn(0, Call{Order: order(7, engine.Jack, 3), Stake: chips(2)})
	wantErr(t, err, ErrBankerBets, RuleBankerBets)
	mustCall(t, d, 1, Call{Order: order(7, engine.Jack, 3), Stake: chips(2)})
	_, err = d.CallTurn(1, Call{Order: order(engine.Jack, 7, 3), Stake: chips(2)})
	wantErr(t, err, ErrAlreadyCalled, RuleCallOnce)
	mustPlace(t, d, 1, single(engine.Jack, 4)) // ordinary bets still allowed
	mustTurn(t, d)
	// Call: 4 × 2 = +8; pronostic on J (winner): +4.
	checkBalances(t, d, chips(12))
	_, err = d.CallTurn(2, Call{Order: order(7, engine.Jack, 3), Stake: chips(2)})
	wantErr(t, err, ErrCallWindowClosed, RuleCallWindow)
}

// The pure call settlement (RULINGS.md "Calling the turn").
func TestSettleCall(t *testing.T) {
	l, w, h := cardOf(t, "7♥"), cardOf(t, "J♠"), cardOf(t, "3♦")
	st, err := SettleCall(DefaultRules(Pharo), Call{Order: order(7, engine.Jack, 3), Stake: chips(2)}, l, w, h)
	if err != nil || st.What != CallWon || st.Delta != chips(8) {
		t.Fatalf("%+v %v", st, err)
	}
	st, err = SettleCall(DefaultRules(Pharo), Call{Order: order(3, engine.Jack, 7), Stake: chips(2)}, l, w, h)
	if err != nil || st.What != CallLost || st.Delta != -chips(2) {
		t.Fatalf("%+v %v", st, err)
	}
	if CallKindOf([3]engine.Card{l, w, h}) != CallThreeRanks || CallThreeRanks.Odds() != 4 || CallCatHop.Odds() != 2 {
		t.Fatal("call kinds")
	}
}
