package faro

import (
	"slices"
	"testing"

	"croupier/engine"
)

// pharo.de.txt "Spielende" / RULINGS.md profile pharo "Session": after
// each whole deal the bank passes to the left; the session ends when every
// player has been banker equally often; most chips wins. Worked by hand:
//
//	deal 1, bank A: B wins 2 on the 9      → A 98,  B 102, C 100
//	deal 2, bank B: A loses 4 on the K     → A 94,  B 106, C 100
//	deal 3, bank C: B wins 2 on the 9      → A 94,  B 108, C 98
func TestSessionPharo(t *testing.T) {
	s, err := NewSession(DefaultRules(Pharo), []string{"A", "B", "C"}, 0, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	plays := []struct {
		banker, player int
		deck           string
		bet            Bet
	}{
		{0, 1, "2♠ K♦ 9♣", single(9, 2)},
		{1, 0, "2♠ K♦ 9♣", single(engine.King, 4)},
		{2, 1, "2♠ K♦ 9♣", single(9, 2)},
	}
	for i, p := range plays {
		if _, err := s.NextDeal(nil); err == nil && i == 0 {
			t.Fatal("a deal without deck nor random source")
		}
		if s.NextBanker() != p.banker {
			t.Fatalf("deal %d: banker %d, want %d", i+1, s.NextBanker(), p.banker)
		}
		d, err := s.NextDeal(stacked(t, p.deck))
		if err != nil {
			t.Fatal(err)
		}
		if d.Banker() != p.banker {
			t.Fatalf("deal banker %d", d.Banker())
		}
		id := mustPlace(t, d, p.player, p.bet)
		mustTurn(t, d)
		if _, on := d.Bet(id); on { // a winning bet stays: take it back
			if err := d.Remove(id); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.NextDeal(stacked(t, p.deck)); err == nil {
			t.Fatal("next deal before the current one is over")
		}
		turnsTo(t, d, Turns)
	}
	want := []engine.Amount{chips(94), chips(108), chips(98)}
	for p, w := range want {
		if s.Standing(p) != w || s.BankerCount(p) != 1 {
			t.Errorf("player %d: %v after banking %d times, want %v once", p, s.Standing(p), s.BankerCount(p), w)
		}
	}
	if !s.Over() || !slices.Equal(s.Winners(), []int{1}) {
		t.Fatalf("over %v winners %v", s.Over(), s.Winners())
	}
	_, err = s.NextDeal(stacked(t, "2♠"))
	wantErr(t, err, ErrSessionOver, RuleSession)
}

// pharaon.fr.txt 07: each player holds the bank once, rotation to the
// left, full shuffle between packs; the highest final balance wins, equal
// firsts share. With no pronostics everyone ends at 0 and all share.
func TestSessionPharaonSeededAndTies(t *testing.T) {
	names := []string{"A", "B", "C", "D"}
	_, err := NewSession(DefaultRules(Pharaon), names, 0, 2, engine.NewRand(1))
	wantErr(t, err, ErrBadRounds, RuleSession)
	run := func() ([]engine.Card, *Session) {
		s, err := NewSession(DefaultRules(Pharaon), names, 2, 1, engine.NewRand(42))
		if err != nil {
			t.Fatal(err)
		}
		var sodas []engine.Card
		for !s.Over() {
			d, err := s.NextDeal(nil)
			if err != nil {
				t.Fatal(err)
			}
			sodas = append(sodas, d.Soda())
			turnsTo(t, d, Turns)
		}
		return sodas, s
	}
	a, s := run()
	b, _ := run()
	if !slices.Equal(a, b) || len(a) != 4 {
		t.Fatalf("seeded sessions differ: %v %v", a, b)
	}
	for p := range names {
		if s.BankerCount(p) != 1 {
			t.Errorf("player %d banked %d times", p, s.BankerCount(p))
		}
	}
	if !slices.Equal(s.Winners(), []int{0, 1, 2, 3}) {
		t.Fatalf("winners %v", s.Winners())
	}
}

// Pharaon balances add up across deals and may go negative.
func TestSessionPharaonBalancesAddUp(t *testing.T) {
	s, _ := NewSession(DefaultRules(Pharaon), []string{"A", "B"}, 0, 1, nil)
	d, _ := s.NextDeal(stacked(t, "2♠ K♦ 9♣"))
	mustPlace(t, d, 1, single(engine.King, 4)) // B −4, bank A +4
	turnsTo(t, d, Turns)
	d, _ = s.NextDeal(stacked(t, "2♠ K♦ 9♣"))
	if d.Banker() != 1 || d.StartHoldings(1) != -chips(4) {
		t.Fatalf("banker %d, B starts at %v", d.Banker(), d.StartHoldings(1))
	}
	mustPlace(t, d, 0, single(9, 2)) // A +2, bank B −2
	turnsTo(t, d, Turns)
	if s.Standing(0) != chips(6) || s.Standing(1) != -chips(6) || !slices.Equal(s.Winners(), []int{0}) {
		t.Fatalf("standings %v %v", s.Standing(0), s.Standing(1))
	}
}

// Current is the deal being played (nil before the first), DealsPlayed
// counts the deals started, the current one included.
func TestSessionCurrentAndDealsPlayed(t *testing.T) {
	s, err := NewSession(DefaultRules(Pharo), []string{"A", "B"}, 1, 1, engine.NewRand(3))
	if err != nil {
		t.Fatal(err)
	}
	if s.Current() != nil || s.DealsPlayed() != 0 || s.TotalDeals() != 2 {
		t.Fatalf("before the first deal: current %v, played %d of %d", s.Current(), s.DealsPlayed(), s.TotalDeals())
	}
	for n := 1; n <= 2; n++ {
		d, err := s.NextDeal(nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.Current() != d || s.DealsPlayed() != n || d.Banker() != n%2 {
			t.Fatalf("deal %d: current %p (want %p), played %d, banker %d", n, s.Current(), d, s.DealsPlayed(), d.Banker())
		}
		turnsTo(t, d, Turns)
	}
	if !s.Over() || s.Current() == nil || !s.Current().Over() {
		t.Fatal("after the last deal the session is over and Current is the last deal")
	}
}
