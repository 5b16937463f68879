package odds

import (
	"math"
	"testing"

	"croupier/engine"
)

// startBox is the box right after the soda 7♣: 51 cards, three 7s and
// four of every other rank.
func startBox(t testing.TB) Box {
	b, err := BoxAfter([]engine.Card{engine.NewCard(engine.Seven, engine.Clubs)})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func eq(t *testing.T, what string, got Fraction, num, den int64) {
	t.Helper()
	if !got.Equal(ratio(num, den)) {
		t.Errorf("%s = %v, want %d/%d", what, got, num, den)
	}
}

// TestStartNextTurn: the first turn after the soda (RULINGS.md "the top
// card is the soda ... then 25 turns"). 51·50 = 2550 ordered pairs. A rank
// with 4 cards: doublet 4·3 = 12 pairs = 2/425; loses 4·47 = 188 = 94/1275;
// wins the same; untouched 47·46 = 2162 = 1081/1275. The soda's rank (3
// left): 3·2 = 6 = 1/425, loses 3·48 = 144 = 24/425, untouched 48·47 =
// 2256 = 376/425. A bet for this turn only wins and loses equally often
// and loses ½ on a doublet: the bank's edge is ½·2/425 = 1/425 for the 6
// and ½·1/425 = 1/850 for the 7.
func TestStartNextTurn(t *testing.T) {
	b := startBox(t)
	six, err := NextTurn(b, engine.Six)
	if err != nil {
		t.Fatal(err)
	}
	if six.Pairs != 2550 || six.DoubletWays != 12 || six.LoseWays != 188 || six.WinWays != 188 || six.UntouchedWays != 2162 || six.Left != 4 || six.CardsLeft != 51 {
		t.Errorf("6: %+v", six)
	}
	eq(t, "6 doublet", six.Doublet, 2, 425)
	eq(t, "6 lose", six.Lose, 94, 1275)
	eq(t, "6 win", six.Win, 94, 1275)
	eq(t, "6 untouched", six.Untouched, 1081, 1275)
	eq(t, "6 edge", six.BankEdge, 1, 425)
	eq(t, "6 EV", six.PlayerEV, -1, 425)
	seven, _ := NextTurn(b, engine.Seven)
	eq(t, "7 doublet", seven.Doublet, 1, 425)
	eq(t, "7 lose", seven.Lose, 24, 425)
	eq(t, "7 untouched", seven.Untouched, 376, 425)
	eq(t, "7 edge", seven.BankEdge, 1, 850)
	if p := six.Doublet.Percent(); math.Abs(p-0.4705882352941176) > 1e-12 {
		t.Errorf("2/425 = %v%%", p)
	}
}

// TestStartHighCard: pharo.de.txt "Varianten" (Hohe Karte) with RULINGS.md
// "equal ranks (a doublet) or a lower player card lose". Equal pairs:
// 12 ranks · 4·3 + 3·2 = 150 of 2550 = 1/17; higher and lower share the
// rest, 1200 each = 8/17. EV = 8/17 − 9/17 = −1/17.
func TestStartHighCard(t *testing.T) {
	h, err := HighCard(startBox(t))
	if err != nil {
		t.Fatal(err)
	}
	if h.EqualWays != 150 || h.HigherWays != 1200 || h.LowerWays != 1200 {
		t.Errorf("%+v", h)
	}
	eq(t, "equal", h.Equal, 1, 17)
	eq(t, "higher", h.Higher, 8, 17)
	eq(t, "edge", h.BankEdge, 1, 17)
	eq(t, "EV", h.PlayerEV, -1, 17)
}

// TestStartRestOfDeal: 25 turns and the hock. The four 6s lie in one of
// C(51,4) = 249900 sets of places. No doublet: all four in different
// turns, C(25,4)·2^4 = 12650·16 = 202400, or one in the hock and three in
// different turns, C(25,3)·2^3 = 2300·8 = 18400: 220800 = 736/833 of all,
// so P(a doublet of 6s) = 97/833 ≈ 11.6 %. The 7s (3 left): C(25,3)·8 +
// C(25,2)·4 = 18400 + 1200 = 19600 of C(51,3) = 20825 = 784/833, so 49/833
// = 1/17. Expected doublets: 25·12/2550 = 2/17 and 25·6/2550 = 1/17.
func TestStartRestOfDeal(t *testing.T) {
	b := startBox(t)
	six, err := RestOfDeal(b, engine.Six)
	if err != nil {
		t.Fatal(err)
	}
	if six.Placements != 249900 || six.NoDoubletPlacements != 220800 || six.Turns != 25 || !six.Hock {
		t.Errorf("6: %+v", six)
	}
	eq(t, "6 none", six.None, 736, 833)
	eq(t, "6 at least one", six.AtLeastOne, 97, 833)
	eq(t, "6 expected", six.Expected, 2, 17)
	eq(t, "6 in hock", six.InHock, 4, 51)
	seven, _ := RestOfDeal(b, engine.Seven)
	if seven.Placements != 20825 || seven.NoDoubletPlacements != 19600 {
		t.Errorf("7: %+v", seven)
	}
	eq(t, "7 at least one", seven.AtLeastOne, 1, 17)
	eq(t, "7 expected", seven.Expected, 1, 17)
	eq(t, "7 in hock", seven.InHock, 1, 17)
}

// TestStartPronostic: pharaon.fr.txt "04 / Décompte" and RULINGS.md
// (profile pharaon: resolved when its rank first shows in a turn). The 6s
// first show as a doublet in turn i (0-based) when the other two 6s lie
// among the last 49−2i places: Σ C(49−2i, 2) over i = 0..24 = Σ j·(2j+1)
// over j = 0..24 = 2·4900 + 300 = 10100 of 249900 sets = 101/2499. The
// bank gains half the weight then and nothing on average otherwise: edge
// 101/4998 ≈ 2.02 % of the weight. The 7s: Σ C(49−2i, 1) = 1+3+…+49 =
// 625 of 20825 = 25/833, edge 25/1666.
func TestStartPronostic(t *testing.T) {
	b := startBox(t)
	for _, cop := range []bool{false, true} {
		six, err := Pronostic(b, engine.Six, cop)
		if err != nil {
			t.Fatal(err)
		}
		if six.DoubletPlacements != 10100 || six.Placements != 249900 || six.UnresolvedPlacements != 0 {
			t.Errorf("6: %+v", six)
		}
		eq(t, "6 doublet", six.Doublet, 101, 2499)
		eq(t, "6 win", six.Win, 1199, 2499)
		eq(t, "6 lose", six.Lose, 1199, 2499)
		eq(t, "6 edge", six.BankEdge, 101, 4998)
		seven, _ := Pronostic(b, engine.Seven, cop)
		if seven.DoubletPlacements != 625 {
			t.Errorf("7: %+v", seven)
		}
		eq(t, "7 doublet", seven.Doublet, 25, 833)
		eq(t, "7 edge", seven.BankEdge, 25, 1666)
	}
}

// TestPronosticHock: RULINGS.md profile pharaon, "At the end of the deal
// all that still wait end without change (this covers the hock's rank)".
// Box A 2 2 3 3: the ace is the hock in 1 of 5 places, unresolved; it is
// the bank card of its turn in 2, the player card in 2.
func TestPronosticHock(t *testing.T) {
	p, err := Pronostic(mustBox(t, "AC 2C 2D 3C 3D"), engine.Ace, false)
	if err != nil {
		t.Fatal(err)
	}
	if p.UnresolvedPlacements != 1 || p.LoserPlacements != 2 || p.WinnerPlacements != 2 || p.DoubletPlacements != 0 {
		t.Errorf("%+v", p)
	}
	eq(t, "unresolved", p.Unresolved, 1, 5)
	eq(t, "EV", p.PlayerEV, 0, 1)
	dead, _ := Pronostic(mustBox(t, "AC 2C 2D 3C 3D"), engine.King, true)
	eq(t, "dead rank unresolved", dead.Unresolved, 1, 1)
}

// TestStandingByHand: pharo.de.txt "Ein Abzug" ("Auch ein Gewinneinsatz
// bleibt liegen") and RULINGS.md profile pharo (doublet: half taken, half
// returned, bet off; dead rank or end: returned).
//
// Box 7 7 x (the last turn and the hock): the two 7s lie in places {1,2}
// (a doublet: −½), {1,3} (the 7 loses: −1) or {2,3} (the 7 wins +1, the
// other 7 is the hock, returned at the end): EV (−½ −1 +1)/3 = −1/6.
//
// Box 7 7 x y z (two turns and the hock), C(5,2) = 10 sets: {1,2} −½;
// {3,4} −½; {1,3} {1,4} {1,5} −1 each; {2,3} +1 −1 = 0; {2,4} +1 +1 (then
// dead, returned) = +2; {2,5} +1; {3,5} −1; {4,5} +1: total −1, EV −1/10.
// Settlements: 1+1+3+2+2+1+1+1 = 12, i.e. 6/5; halved 2/10, collected 5/10,
// returned 3/10; wins 1+2+1+1 = 5.
func TestStandingByHand(t *testing.T) {
	s, err := Standing(mustBox(t, "7C 7D 9S"), engine.Seven, false)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "7 7 x EV", s.PlayerEV, -1, 6)
	eq(t, "7 7 x settlements", s.ExpectedResolutions, 1, 1)
	eq(t, "7 7 x halved", s.Halved, 1, 3)
	eq(t, "7 7 x lost", s.Lost, 1, 3)
	eq(t, "7 7 x returned", s.Returned, 1, 3)
	s, _ = Standing(mustBox(t, "7C 7D 9S 10S JS"), engine.Seven, true)
	if s.Orders != 10 || s.GainHalves != -2 || s.Resolutions != 12 || s.Wins != 5 || s.HalvedOrders != 2 || s.LostOrders != 5 || s.ReturnedOrders != 3 {
		t.Errorf("7 7 x y z: %+v", s)
	}
	eq(t, "7 7 x y z EV", s.PlayerEV, -1, 10)
	eq(t, "7 7 x y z per settlement", s.EdgePerResolution, 1, 12)
}

// TestSplitByHand: RULINGS.md profile pharo, "Split bet": one covered rank
// wins and the other loses → nothing; a doublet of a covered rank → half.
// Split A–2 with A A 2 left, 3 orders of ranks: A A 2 is a doublet, −½;
// A 2 A and 2 A A are pushes (one covered rank loses, the other wins),
// after which the 2 is dead and the split returned. EV −1/6; settlements
// 1/3; pushes 2/3; halved 1/3, returned 2/3.
//
// Coppered split A–2 with A 2 x y z left: places 1-2 (turn 1), 3-4 (turn
// 2), 5 (hock); A and 2 take 5·4 = 20 ordered pairs of places. Same turn
// (4 orders): a push, then both ranks are dead and the split is returned.
// One of them in turn 1, the other in places 3-5 (2·2·3 = 12 orders): on
// the bank card (6) the coppered split wins +1, then that rank is dead and
// it is returned; on the player card (6) it loses −1. Neither in turn 1:
// one in the hock, the other in place 3 (2 orders, +1) or 4 (2 orders, −1).
// Total 0: EV 0, with 4 pushes.
func TestSplitByHand(t *testing.T) {
	s, err := Split(mustBox(t, "AC AD 2S"), engine.Ace, engine.Two, false)
	if err != nil {
		t.Fatal(err)
	}
	if s.Orders != 3 || s.Rank != engine.Ace || s.Rank2 != engine.Two || s.Left != 2 || s.Left2 != 1 {
		t.Errorf("%+v", s)
	}
	eq(t, "EV", s.PlayerEV, -1, 6)
	eq(t, "settlements", s.ExpectedResolutions, 1, 3)
	eq(t, "pushes", s.ExpectedPushes, 2, 3)
	eq(t, "halved", s.Halved, 1, 3)
	eq(t, "returned", s.Returned, 2, 3)
	s, _ = Split(mustBox(t, "AC 2S 9C 10C JC"), engine.Ace, engine.Two, true)
	if s.Orders != 20 || s.Pushes != 4 || s.GainHalves != 0 {
		t.Errorf("A 2 x y z: %+v", s)
	}
	eq(t, "A 2 x y z EV", s.PlayerEV, 0, 1)
}

// TestAnyDoubletByHand: A A 2 2, two turns, 4!/(2!·2!) = 6 orders of
// ranks: AA22 and 22AA make doublets (two each), A2A2 A22A 2AA2 2A2A none.
// P = 2/6 = 1/3; expected doublets 4/6 = 2/3 = 2·(2+2)/(4·3).
func TestAnyDoubletByHand(t *testing.T) {
	a := AnyDoublet(mustBox(t, "AC AD 2C 2D"))
	if a.Orders.Int64() != 6 || a.NoDoubletOrders.Int64() != 4 {
		t.Errorf("%v %v", a.Orders, a.NoDoubletOrders)
	}
	eq(t, "at least one", a.AtLeastOne, 1, 3)
	eq(t, "expected", a.Expected, 2, 3)
}
