package odds

import (
	"errors"
	"testing"

	"croupier/engine"
)

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	if s == "" {
		return nil
	}
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func mustBox(t *testing.T, s string) Box {
	t.Helper()
	b, err := NewBox(mustCards(t, s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCallByEnumeration plays all 6 orders of the last three cards and
// settles every call that can be named (RULINGS.md "Calling the turn":
// 4:1 for three ranks, 2:1 for a cat-hop; profile pharaon: Foster's
// colour call pays 2:1).
func TestCallByEnumeration(t *testing.T) {
	for _, s := range []string{"3C 7D JS", "7C 7D JS", "3C JD JS", "7C 7D 7H", "7C 7D 7S", "AC KD QH"} {
		b := mustBox(t, s)
		co, err := CallTheTurn(b)
		if err != nil {
			t.Fatal(err)
		}
		cards := b.Cards()
		sim := newSimulator(b)
		seen := map[CallOrder]int{}
		for _, p := range [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
			var o CallOrder
			for i, j := range p {
				c := cards[j]
				if co.Kind == Foster {
					o.Colours[i] = Black
					if c.Suit == engine.Diamonds || c.Suit == engine.Hearts {
						o.Colours[i] = Red
					}
				} else {
					o.Ranks[i] = c.Rank
				}
				sim.cards[i] = uint8(c.Index())
			}
			seen[o]++
			sim.deal()
		}
		if len(seen) != len(co.Orders) {
			t.Fatalf("%s: %d orders, enumeration %d", s, len(co.Orders), len(seen))
		}
		est := sim.estimates()
		for i, o := range co.Orders {
			k := CallOrder{Ranks: o.Ranks, Colours: o.Colours}
			if seen[k] != o.Ways || !o.P.Equal(ratio(int64(seen[k]), 6)) {
				t.Errorf("%s %+v: %d ways %v, enumeration %d", s, o, o.Ways, o.P, seen[k])
			}
			if !est.Call[i].MeanFraction().Equal(o.P) {
				t.Errorf("%s %+v: simulator %v", s, o, est.Call[i].MeanFraction())
			}
			// Settle this call over the 6 orders: right pays the odds,
			// wrong loses the stake.
			gain := int64(seen[k])*co.Payout - int64(6-seen[k])
			if !co.PlayerEV.Equal(ratio(gain, 6)) || !co.BankEdge.Equal(ratio(-gain, 6)) {
				t.Errorf("%s %+v: EV %v edge %v, settled %d/6", s, o, co.PlayerEV, co.BankEdge, gain)
			}
		}
	}
}

// TestCallByHand: pharo.de.txt "Der letzte Abzug" and pharaon.fr.txt
// "06 / Les trois dernières cartes", computed by hand. Three ranks: 3! = 6
// orders, each 1/6; a right call pays 4, so EV = 4·1/6 − 5/6 = −1/6 and the
// bank's edge is 1/6. A cat-hop 7 7 J: the orders 7-7-J, 7-J-7, J-7-7 each
// come from 2 of the 6 orders of the cards: 1/3; EV = 2·1/3 − 2/3 = 0, a
// fair bet. Foster with 7♣ 7♦ 7♥ (one black, two red): black first, second
// or last, 1/3 each, EV 0 as well.
func TestCallByHand(t *testing.T) {
	cases := []struct {
		cards  string
		kind   CallKind
		orders int
		p, ev  Fraction
	}{
		{"3C 7D JS", ThreeRanks, 6, ratio(1, 6), ratio(-1, 6)},
		{"7C 7D JS", CatHop, 3, ratio(1, 3), Fraction{}},
		{"7C 7D 7H", Foster, 3, ratio(1, 3), Fraction{}},
	}
	for _, c := range cases {
		co, err := CallTheTurn(mustBox(t, c.cards))
		if err != nil {
			t.Fatal(err)
		}
		if co.Kind != c.kind || len(co.Orders) != c.orders || !co.Right.Equal(c.p) || !co.PlayerEV.Equal(c.ev) || !co.BankEdge.Equal(c.ev.Neg()) {
			t.Errorf("%s: %v %d orders right %v EV %v edge %v", c.cards, co.Kind, len(co.Orders), co.Right, co.PlayerEV, co.BankEdge)
		}
		for _, o := range co.Orders {
			if !o.P.Equal(c.p) {
				t.Errorf("%s: order %+v has %v", c.cards, o, o.P)
			}
		}
	}
	co, _ := CallTheTurn(mustBox(t, "7C 7D JS"))
	want := [][3]engine.Rank{{7, 7, 11}, {7, 11, 7}, {11, 7, 7}}
	for i, o := range co.Orders {
		if o.Ranks != want[i] || o.Ways != 2 {
			t.Errorf("cat-hop order %d: %+v, want %v with 2 ways", i, o, want[i])
		}
	}
	fo, _ := CallTheTurn(mustBox(t, "7C 7D 7H"))
	wantC := [][3]Colour{{Red, Red, Black}, {Red, Black, Red}, {Black, Red, Red}}
	for i, o := range fo.Orders {
		if o.Colours != wantC[i] || o.Ranks != [3]engine.Rank{} {
			t.Errorf("Foster order %d: %+v, want %v", i, o, wantC[i])
		}
	}
	if ThreeRanks.Odds() != 4 || CatHop.Odds() != 2 || Foster.Odds() != 2 || NoCall.Odds() != 0 {
		t.Error("payouts")
	}
}

// TestCallWindow: RULINGS.md "Calling the turn is possible only when
// exactly three cards remain".
func TestCallWindow(t *testing.T) {
	for _, s := range []string{"", "7C", "7C 8C", "7C 8C 9C 10C", "7C 8C 9C 10C JC"} {
		b := mustBox(t, s)
		_, err := CallTheTurn(b)
		var e *Error
		if !errors.Is(err, ErrNotThreeLeft) || !errors.As(err, &e) || e.CardsLeft != b.Len() {
			t.Errorf("%q: %v", s, err)
		}
	}
}
