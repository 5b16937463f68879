package odds

import (
	"testing"

	"croupier/engine"
)

var one = ratio(1, 1)

// checkTable checks the properties every table must have, whatever the
// box (RULINGS.md "Faro: what both profiles share": a bet wins and loses
// on the same footing, the doublet is the bank's only edge on ranks).
func checkTable(t *testing.T, b Box) {
	t.Helper()
	tb, err := Compute(b)
	if b.Len() < 2 {
		if err == nil {
			t.Fatalf("%d cards: no error", b.Len())
		}
		// Without a turn there is no doublet, and nothing to settle.
		a := AnyDoublet(b)
		r, _ := RestOfDeal(b, engine.Ace)
		s, _ := Standing(b, engine.Ace, false)
		p, _ := Pronostic(b, engine.Ace, false)
		if !a.AtLeastOne.IsZero() || a.Orders.Int64() != 1 || !r.AtLeastOne.IsZero() || !s.PlayerEV.IsZero() || !p.Unresolved.Equal(one) {
			t.Errorf("%d cards: %v %v %v %v", b.Len(), a.AtLeastOne, r.AtLeastOne, s.PlayerEV, p.Unresolved)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if tb.CardsLeft != b.Len() || tb.Turns != b.Len()/2 || tb.Hock != (b.Len()%2 == 1) || tb.HasCall != (b.Len() == 3) {
		t.Errorf("table header %+v", tb)
	}
	unit := func(what string, r engine.Rank, f Fraction) {
		t.Helper()
		if f.Sign() < 0 || f.Cmp(one) > 0 {
			t.Errorf("%s %v = %v, not a probability", what, r, f)
		}
	}
	sumExpected := Fraction{}
	for _, r := range engine.AllRanks() {
		rt := tb.Ranks[r.Index()]
		n := rt.Next
		for _, f := range []Fraction{n.Doublet, n.Lose, n.Win, n.Untouched} {
			unit("next", r, f)
		}
		if !n.Doublet.Add(n.Lose).Add(n.Win).Add(n.Untouched).Equal(one) || !n.Win.Equal(n.Lose) {
			t.Errorf("next %v: %+v", r, n)
		}
		if !n.BankEdge.Equal(n.Doublet.Mul(ratio(1, 2))) || !n.PlayerEV.Equal(n.BankEdge.Neg()) {
			t.Errorf("next %v edge %v", r, n.BankEdge)
		}
		if b.Count(r) < 2 && !n.Doublet.IsZero() {
			t.Errorf("%v: doublet with %d cards", r, b.Count(r))
		}
		unit("rest", r, rt.Rest.AtLeastOne)
		if rt.Rest.AtLeastOne.Cmp(n.Doublet) < 0 || rt.Rest.AtLeastOne.Cmp(tb.AnyDoublet.AtLeastOne) > 0 {
			t.Errorf("%v: rest %v, next %v, any %v", r, rt.Rest.AtLeastOne, n.Doublet, tb.AnyDoublet.AtLeastOne)
		}
		sumExpected = sumExpected.Add(rt.Rest.Expected)
		p := rt.Pronostic
		if !p.Win.Add(p.Lose).Add(p.Doublet).Add(p.Unresolved).Equal(one) || !p.Win.Equal(p.Lose) ||
			!p.BankEdge.Equal(p.Doublet.Mul(ratio(1, 2))) {
			t.Errorf("pronostic %v: %+v", r, p)
		}
		pc, _ := Pronostic(b, r, true)
		if !pc.PlayerEV.Equal(p.PlayerEV) || !pc.Doublet.Equal(p.Doublet) {
			t.Errorf("coppered pronostic %v: %v vs %v", r, pc.PlayerEV, p.PlayerEV)
		}
		s := rt.Standing
		if s.LostOrders+s.HalvedOrders+s.ReturnedOrders != s.Orders || !s.Lost.Add(s.Halved).Add(s.Returned).Equal(one) {
			t.Errorf("standing %v endings: %+v", r, s)
		}
		// Wins and losses balance: the bank's edge is half the chance of
		// ending on a doublet.
		if !s.BankEdge.Equal(s.Halved.Mul(ratio(1, 2))) || s.BankEdge.Sign() < 0 {
			t.Errorf("standing %v: edge %v, halved %v", r, s.BankEdge, s.Halved)
		}
		sc, _ := Standing(b, r, true)
		if !sc.PlayerEV.Equal(s.PlayerEV) || !sc.ExpectedResolutions.Equal(s.ExpectedResolutions) {
			t.Errorf("coppered standing %v: %v vs %v", r, sc.PlayerEV, s.PlayerEV)
		}
		if s.Rank != r || s.Left != b.Count(r) {
			t.Errorf("standing %v: rank %v left %d", r, s.Rank, s.Left)
		}
		// The table's entries are the functions' results.
		one, _ := Standing(b, r, false)
		if !one.PlayerEV.Equal(s.PlayerEV) || one.Orders != s.Orders {
			t.Errorf("table standing %v differs", r)
		}
	}
	if !sumExpected.Equal(tb.AnyDoublet.Expected) {
		t.Errorf("expected doublets %v, per rank %v", tb.AnyDoublet.Expected, sumExpected)
	}
	h := tb.HighCard
	if !h.Higher.Add(h.Lower).Add(h.Equal).Equal(one) || !h.BankEdge.Equal(h.Equal) {
		t.Errorf("high card %+v", h)
	}
	// Splits: wins and losses balance, so the edge is again half the
	// chance of a doublet ending.
	rs := engine.AllRanks()
	for i := 0; i+1 < len(rs); i += 3 {
		sp, err := Split(b, rs[i], rs[i+1], i%2 == 0)
		if err != nil {
			t.Fatal(err)
		}
		if !sp.BankEdge.Equal(sp.Halved.Mul(ratio(1, 2))) || !sp.Lost.Add(sp.Halved).Add(sp.Returned).Equal(one) {
			t.Errorf("split %v-%v: %+v", rs[i], rs[i+1], sp)
		}
	}
}

// TestProperties checks tables of seeded random boxes of every size.
func TestProperties(t *testing.T) {
	rng := engine.NewRand(3)
	for n := 0; n <= 52; n++ {
		d := engine.ShuffledDeck(rng)
		b, err := NewBox(d[:n])
		if err != nil {
			t.Fatal(err)
		}
		checkTable(t, b)
	}
	checkTable(t, startBox(t))
}

// TestBox: the casekeeper's view (RULINGS.md "Casekeeper": every rank
// starts at 4; the soda and every card shown are taken off).
func TestBox(t *testing.T) {
	shown := mustCards(t, "7C 7D KS 2H")
	b, err := BoxAfter(shown)
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() != 48 || b.Count(engine.Seven) != 2 || b.Count(engine.King) != 3 || b.Count(engine.Ace) != 4 || b.Count(0) != 0 || b.Count(14) != 0 {
		t.Errorf("counts %v", b.Counts())
	}
	if b.Red(engine.Seven) != 1 || b.Red(engine.Two) != 1 || b.Red(engine.Ace) != 2 {
		t.Errorf("red 7 %d, 2 %d", b.Red(engine.Seven), b.Red(engine.Two))
	}
	if b.Turns() != 24 || b.HasHock() {
		t.Errorf("turns %d hock %v", b.Turns(), b.HasHock())
	}
	back, _ := NewBox(b.Cards())
	if back != b || BoxOf(b.Set()) != b || BoxOf(^engine.CardSet(0)).Len() != 52 {
		t.Error("round trip")
	}
	if w := b.Without(mustCards(t, "7H 7S")...); w.Count(engine.Seven) != 0 || w.Len() != 46 {
		t.Errorf("without: %v", w.Counts())
	}
	if w := b.Without(engine.Card{}, engine.NewCard(engine.Seven, engine.Clubs)); w != b {
		t.Error("without an invalid or absent card changed the box")
	}
	cs := b.Cards()
	for i := 1; i < len(cs); i++ {
		if cs[i-1].Index() >= cs[i].Index() {
			t.Fatal("cards not in card order")
		}
	}
}
