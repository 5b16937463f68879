package faro

import (
	"testing"

	"croupier/engine"
)

// The deck for the dead-rank tests: soda 5♠, then 5♣ and 5♦ in the first
// two turns leave one 5 (5♥), which comes as the winner of turn 3.
const fivesDeck = "5♠ 5♣ 2♦ 3♦ 5♦ 4♣ 5♥ 6♣ 9♦"

// RULINGS.md "Casekeeper": a bet still on a dead rank is returned without
// result right after the turn that killed it (after that turn's
// settlement); a new bet on a dead rank is refused.
func TestDeadRankSingle(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, fivesDeck))
	turnsTo(t, d, 2)
	ck := d.Casekeeper()
	if ck.Remaining(engine.Five) != 1 || ck.DoubletPossible(engine.Five) {
		t.Fatalf("5s left %d, want 1 and no doublet possible", ck.Remaining(engine.Five))
	}
	id := mustPlace(t, d, 1, single(5, 2)) // held 98
	res := mustTurn(t, d)                  // 4♣ loses, 5♥ wins and kills the 5
	ev := eventFor(res, id)
	if len(ev) != 2 || ev[0].What != Won || ev[0].Delta != chips(2) ||
		ev[1].What != Returned || ev[1].Reason != ReasonDeadRank || ev[1].Delta != 0 || ev[1].ToHoldings != chips(2) {
		t.Fatalf("events %+v, want Won +2 then Returned", ev)
	}
	// 98 + 2 won + 2 returned = 102, nothing on the layout.
	if d.Holdings(1) != chips(102) || d.Staked(1) != 0 {
		t.Fatalf("held %v staked %v", d.Holdings(1), d.Staked(1))
	}
	if !d.Casekeeper().Dead(engine.Five) {
		t.Fatal("5 not dead")
	}
	_, err := d.Place(2, single(5, 1))
	re := wantErr(t, err, ErrDeadRank, RuleDeadRank)
	if re.Rank != engine.Five || re.Player != 2 {
		t.Fatalf("error data %+v", re)
	}
}

// Decision of the lead (docs/rules-faro.md): a split is on a dead rank as
// soon as either of its ranks is dead. It is returned after the turn that
// killed that rank, and a new split touching a dead rank is refused.
func TestDeadRankSplit(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, fivesDeck))
	turnsTo(t, d, 2)
	s59 := mustPlace(t, d, 1, split(5, 9, 2)) // 5 wins on turn 3, 9 untouched
	s45 := mustPlace(t, d, 2, split(4, 5, 2)) // 4 loses and 5 wins: push
	res := mustTurn(t, d)
	ev := eventFor(res, s59)
	if len(ev) != 2 || ev[0].What != Won || ev[1].What != Returned {
		t.Fatalf("split 5-9 events %+v, want Won then Returned", ev)
	}
	ev = eventFor(res, s45)
	if len(ev) != 2 || ev[0].What != Push || ev[1].What != Returned || ev[1].ToHoldings != chips(2) {
		t.Fatalf("split 4-5 events %+v, want Push then Returned", ev)
	}
	checkBalances(t, d, chips(2), 0)
	if d.Holdings(1) != chips(102) || d.Holdings(2) != chips(100) || len(d.Bets()) != 0 {
		t.Fatalf("holdings %v %v, bets %v", d.Holdings(1), d.Holdings(2), d.Bets())
	}
	_, err := d.Place(3, split(6, 5, 1))
	if re := wantErr(t, err, ErrDeadRank, RuleDeadRank); re.Rank != engine.Five {
		t.Fatalf("dead rank %v, want 5", re.Rank)
	}
	if _, err := d.Place(3, split(9, 5, 1)); err == nil {
		t.Fatal("split 9-5 accepted with the 5 dead")
	}
}

// RULINGS.md "Casekeeper" holds in Pharaon too (pharaon.fr.txt 05: no bet
// on an exhausted rank).
func TestDeadRankPharaon(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), stacked(t, fivesDeck))
	turnsTo(t, d, 3)
	_, err := d.Place(1, copper(5, 2))
	wantErr(t, err, ErrDeadRank, RuleDeadRank)
}

// pharo.de.txt "Der Kartenzähler": the casekeeper marks each card, "0" for
// a bank card and "|" for a player card, with the soda and hock.
func TestCasekeeperMarks(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, fivesDeck))
	turnsTo(t, d, 3)
	m := d.Casekeeper().Marks(engine.Five)
	want := []CaseEntry{
		{cardOf(t, "5♠"), MarkSoda, 0},
		{cardOf(t, "5♣"), MarkLoser, 1},
		{cardOf(t, "5♦"), MarkWinner, 2},
		{cardOf(t, "5♥"), MarkWinner, 3},
	}
	if len(m) != len(want) {
		t.Fatalf("marks %+v", m)
	}
	for i := range want {
		if m[i] != want[i] {
			t.Errorf("mark %d = %+v, want %+v", i, m[i], want[i])
		}
	}
	if d.Casekeeper().Shown() != 7 || d.CardsLeft() != 45 || len(d.Remaining()) != 45 {
		t.Fatalf("shown %d left %d", d.Casekeeper().Shown(), d.CardsLeft())
	}
	if d.RemainingSet().Has(cardOf(t, "5♥")) || d.RemainingSet().Len() != 45 {
		t.Fatal("remaining set still holds the shown 5♥")
	}
	if MarkLoser.Symbol() != "0" || MarkWinner.Symbol() != "|" {
		t.Fatal("marks are written 0 and |")
	}
}

// RULINGS.md "Faro: what both profiles share": the hock settles nothing
// ordinary. Pharo returns what is still on the layout (the hock's rank);
// Pharaon's waiting pronostics end without change.
func TestHockRank(t *testing.T) {
	for _, p := range []Profile{Pharo, Pharaon} {
		t.Run(p.String(), func(t *testing.T) {
			d := newDeal(t, DefaultRules(p), endingWith(t, "3♣ 4♦ 9♥"))
			turnsTo(t, d, 24)
			plain := mustPlace(t, d, 1, single(9, 4))
			copp := mustPlace(t, d, 2, copper(9, 2))
			res := mustTurn(t, d)
			if !d.Over() || res.Hock != cardOf(t, "9♥") {
				t.Fatalf("hock %v, over %v", res.Hock, d.Over())
			}
			for _, id := range []BetID{plain, copp} {
				ev := eventFor(res, id)
				if len(ev) != 1 || ev[0].What != EndOfDeal || ev[0].Reason != ReasonHock || ev[0].Delta != 0 {
					t.Fatalf("events %+v, want EndOfDeal at the hock", ev)
				}
			}
			checkBalances(t, d)
			if p == Pharo && (d.Holdings(1) != chips(100) || d.Holdings(2) != chips(100)) {
				t.Fatalf("stakes not returned: %v %v", d.Holdings(1), d.Holdings(2))
			}
			if p == Pharaon && eventFor(res, plain)[0].Rule() != RuleEndUnresolved {
				t.Fatalf("rule %v", eventFor(res, plain)[0].Rule())
			}
		})
	}
}

// RULINGS.md "Faro: what both profiles share": 1 soda + 25 losers + 25
// winners + 1 hock = 52, all distinct; the casekeeper ends with every rank
// at 0 (pharaon.fr.txt 07: "Vérifiez les comptes restants nuls").
func TestFiftyTwoCardsAccounted(t *testing.T) {
	deck := stacked(t, "2♠")
	d := newDeal(t, DefaultRules(Pharo), deck)
	turnsTo(t, d, Turns)
	shown := d.Shown()
	if len(shown) != 52 || engine.CheckDeck(shown) != nil {
		t.Fatalf("shown %d cards", len(shown))
	}
	counts := map[Mark]int{}
	for r := engine.Ace; r <= engine.King; r++ {
		for _, m := range d.Casekeeper().Marks(r) {
			counts[m.Mark]++
		}
		if d.Casekeeper().Remaining(r) != 0 {
			t.Errorf("rank %v: %d left", r, d.Casekeeper().Remaining(r))
		}
	}
	if counts[MarkSoda] != 1 || counts[MarkLoser] != 25 || counts[MarkWinner] != 25 || counts[MarkHock] != 1 {
		t.Fatalf("marks %v", counts)
	}
	if h, ok := d.Hock(); !ok || h != deck[51] {
		t.Fatalf("hock %v", h)
	}
}
