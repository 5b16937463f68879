package pasur

import (
	"math/rand/v2"
	"testing"

	"croupier/engine"
)

// randomConfig draws a valid configuration: 2–4 players, a random dealer
// and random variants (conflicting switches dropped).
func randomConfig(rng *rand.Rand) Config {
	c := Config{Players: 2 + rng.IntN(3)}
	c.Dealer = rng.IntN(c.Players)
	v := DefaultVariants()
	for _, n := range VariantNames()[1:] {
		if rng.IntN(4) == 0 {
			_ = v.Set(n, "true")
		}
	}
	c.Variants = v
	if v.FourSolo && c.Players != 4 {
		c.Variants.FourSolo = false
	}
	if c.Variants.SurCancel && c.Sides() != 2 {
		c.Variants.SurCancel = false
	}
	if v.Children && v.JacksEleven {
		c.Variants.JacksEleven = false
	}
	return c
}

// randomCandidate makes a move that may or may not be legal: a card from
// the hand (now and then from elsewhere) and a random subset of the table
// (now and then with a card from elsewhere).
func randomCandidate(rng *rand.Rand, r *Round) Move {
	hand := r.Hand(r.ToPlay())
	m := Move{}
	if len(hand) > 0 && rng.IntN(10) > 0 {
		m.Card = hand[rng.IntN(len(hand))]
	} else {
		m.Card, _ = engine.CardAt(rng.IntN(52))
	}
	for _, c := range r.Table() {
		if rng.IntN(2) == 0 {
			m.Take = append(m.Take, c)
		}
	}
	if rng.IntN(20) == 0 {
		c, _ := engine.CardAt(rng.IntN(52))
		m.Take = append(m.Take, c)
	}
	return m
}

// Properties over thousands of seeded random rounds played by random legal
// moves: no legal move is refused, no refused move is in the legal list,
// the 52 cards are always accounted for, and the breakdowns agree with the
// cards in each pile.
func TestRandomRoundProperties(t *testing.T) {
	rounds := 2000
	if testing.Short() {
		rounds = 300
	}
	for seed := uint64(0); seed < uint64(rounds); seed++ {
		rng := engine.NewRand(seed)
		c := randomConfig(rng)
		before := make([]int, c.Sides())
		for i := range before {
			before[i] = rng.IntN(70)
		}
		r, err := NewRound(c, engine.ShuffledDeck(rng), rng, before)
		if err != nil {
			t.Fatal(err)
		}
		surs := make([]int, c.Sides())
		for !r.Over() {
			ms := r.LegalMoves()
			if len(ms) == 0 {
				t.Fatalf("seed %d: no legal move", seed)
			}
			legal := map[string]bool{}
			for _, m := range ms {
				k := m.Card.String() + "|" + key(m.Take)
				if legal[k] {
					t.Fatalf("seed %d: move %v listed twice", seed, m)
				}
				legal[k] = true
				if err := r.Check(m); err != nil {
					t.Fatalf("seed %d: legal move %v refused: %v", seed, m, err)
				}
			}
			for i := 0; i < 3; i++ {
				cand := randomCandidate(rng, r)
				err := r.Check(cand)
				dup := len(cand.Take) != setOf(cand.Take).Len()
				if in := legal[cand.Card.String()+"|"+key(cand.Take)] && !dup; in != (err == nil) {
					t.Fatalf("seed %d: candidate %v: listed %v, Check %v", seed, cand, in, err)
				}
			}
			res, err := r.Play(r.ToPlay(), ms[rng.IntN(len(ms))])
			if err != nil {
				t.Fatal(err)
			}
			if res.Sur {
				surs[res.Side]++
			}
			if res.Sur && (!res.Cleared || res.SurDenied != "") {
				t.Fatalf("seed %d: inconsistent sur %+v", seed, res.Outcome)
			}
			checkAllCards(t, r)
		}
		checkBreakdowns(t, r, surs)
	}
}

// checkBreakdowns recomputes each side's score from its pile by hand.
func checkBreakdowns(t *testing.T, r *Round, surs []int) {
	t.Helper()
	v := r.Variants()
	bd := r.Breakdowns()
	cards := len(r.Leftover())
	for s, b := range bd {
		var aces, jacks, clubs, two, ten, seven int
		for _, c := range r.Pile(s) {
			switch {
			case c.Rank == engine.Ace:
				aces++
			case c.Rank == engine.Jack:
				jacks++
			}
			if c.Suit == engine.Clubs {
				clubs++
			}
			if c == engine.NewCard(engine.Two, engine.Clubs) {
				two = 2
			}
			if c == engine.NewCard(engine.Ten, engine.Diamonds) {
				ten = 3
			}
			if c == engine.NewCard(engine.Seven, engine.Diamonds) && v.SevenDiamonds {
				seven = 1
			}
		}
		bonus := 0
		if clubs >= 7 {
			bonus = 7
		}
		made := surs[s]
		net := made
		if v.SurCancel {
			net = max(0, made-surs[1-s])
		}
		want := aces + jacks + two + ten + seven + bonus + 5*net
		if b.Aces != aces || b.Jacks != jacks || b.Clubs != clubs || b.TwoClubs != two || b.TenDiamonds != ten ||
			b.SevenDiamonds != seven || b.ClubsBonus != bonus || b.SursMade != made || b.Surs != net || b.Total != want {
			t.Fatalf("side %d: breakdown %+v, pile %v, surs %d", s, b, r.Pile(s), made)
		}
		cards += b.Cards
	}
	if cards != 52 {
		t.Fatalf("%d cards scored", cards)
	}
}

// Whole matches from seeded decks end by the rules of RULINGS.md "Match".
func TestRandomMatches(t *testing.T) {
	for seed := uint64(0); seed < 60; seed++ {
		rng := engine.NewRand(seed)
		c := randomConfig(rng)
		m, err := NewMatch(c, rng)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Over() {
			r, err := m.StartRound(nil)
			if err != nil {
				t.Fatal(err)
			}
			for !r.Over() {
				ms := r.LegalMoves()
				if _, err := m.Play(m.Round().ToPlay(), ms[rng.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
			if len(m.Rounds()) > 200 {
				t.Fatal("match does not end")
			}
		}
		checkMatchEnd(t, m)
	}
}

// checkMatchEnd checks the winner against the totals.
func checkMatchEnd(t *testing.T, m *Match) {
	t.Helper()
	tot := m.Totals()
	top, n := -1, 0
	for _, x := range tot {
		top = max(top, x)
	}
	for _, x := range tot {
		if x == top {
			n++
		}
	}
	w, ok := m.Winner()
	v := m.Config().Variants
	switch {
	case v.FixedRounds:
		if len(m.Rounds()) != FixedRoundCount || ok == (n > 1) || m.Draw() != (n > 1) {
			t.Fatalf("fixed rounds: %d rounds, totals %v, winner %d %v, draw %v", len(m.Rounds()), tot, w, ok, m.Draw())
		}
	default:
		if !ok || tot[w] != top || n != 1 || top < v.TargetScore() {
			t.Fatalf("totals %v, winner %d %v", tot, w, ok)
		}
		// No earlier round ended the match.
		for _, rec := range m.Rounds()[:len(m.Rounds())-1] {
			hi, k := -1, 0
			for _, x := range rec.Totals {
				hi = max(hi, x)
			}
			for _, x := range rec.Totals {
				if x == hi {
					k++
				}
			}
			if hi >= v.TargetScore() && k == 1 {
				t.Fatalf("round %d should have ended the match: %v", rec.Number, rec.Totals)
			}
		}
	}
	if ok && m.Draw() {
		t.Fatal("winner and draw")
	}
}
