package pasur

import (
	"testing"

	"croupier/engine"
)

// A View holds exactly what its seat may know: its own hand, the table,
// every pile, the hand sizes and the talon size; what it has not seen is
// exactly the other hands and the talon. Checked after every move of
// random rounds at every table size.
func TestViewHoldsWhatASeatKnows(t *testing.T) {
	var buf, vbuf [64]MoveSet
	for _, cfg := range []Config{cfgN(t, 2), cfgN(t, 3), cfgN(t, 4), cfgN(t, 4, "four_solo", "clockwise")} {
		for seed := uint64(1); seed <= 20; seed++ {
			rng := engine.NewRand(seed)
			r, err := NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
			if err != nil {
				t.Fatal(err)
			}
			for !r.Over() {
				for seat := 0; seat < cfg.Players; seat++ {
					v := r.View(seat)
					hidden := setOf(r.talon)
					for p := 0; p < cfg.Players; p++ {
						if p != seat {
							hidden |= setOf(r.hands[p])
						}
						if v.HandSize(p) != len(r.hands[p]) {
							t.Fatal("hand size")
						}
					}
					if v.Unseen() != hidden || v.HandSet() != r.HandSet(seat) || v.TableSet() != r.TableSet() ||
						!engine.SameCards(v.Table(), r.Table()) || v.TalonSize() != r.TalonSize() {
						t.Fatalf("seed %d seat %d: view differs from the round", seed, seat)
					}
					for s := 0; s < cfg.Sides(); s++ {
						if v.PileSet(s) != r.PileSet(s) || v.Surs(s) != r.Surs(s) {
							t.Fatal("piles")
						}
					}
					got := v.AppendLegalMoveSets(vbuf[:0])
					if seat != r.ToPlay() {
						if len(got) != 0 || v.MyTurn() {
							t.Fatal("moves for a seat not to move")
						}
						continue
					}
					want := r.AppendLegalMoveSets(buf[:0])
					if len(got) != len(want) {
						t.Fatalf("moves %v, want %v", got, want)
					}
					for i := range got {
						if got[i] != want[i] {
							t.Fatalf("moves %v, want %v", got, want)
						}
					}
				}
				ms := r.AppendLegalMoveSets(buf[:0])
				r.PlayLegal(ms[rng.IntN(len(ms))])
			}
		}
	}
}

// No peeking by construction: two rounds that differ only in cards seat 0
// cannot see (seat 1's hand and the talon swapped card for card) give seat
// 0 the same View, ==, so nothing given a View can tell them apart.
func TestViewHidesOtherCards(t *testing.T) {
	c := cfgN(t, 2)
	a, err := NewRoundFrom(c, Setup{Hands: [][]engine.Card{cs(t, "7♣ 8♦ J♠ 2♥"), cs(t, "10♦ 2♣ A♠ K♥")},
		Table: cs(t, "3♥ 4♠ 9♦ Q♣"), Talon: cs(t, "5♣ 5♦ 6♥ 6♠"), LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewRoundFrom(c, Setup{Hands: [][]engine.Card{cs(t, "7♣ 8♦ J♠ 2♥"), cs(t, "5♣ 5♦ 6♥ 6♠")},
		Table: cs(t, "3♥ 4♠ 9♦ Q♣"), Talon: cs(t, "10♦ 2♣ A♠ K♥"), LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	if a.View(0) != b.View(0) {
		t.Fatal("seat 0 sees a difference it cannot know")
	}
	if a.View(1) == b.View(1) {
		t.Fatal("seat 1 holds different hands")
	}
	// Moves in table order (3♥ 4♠ 9♦ Q♣ as dealt), and Set back.
	va := a.View(0)
	m := va.InTableOrder(MoveSet{Card: c1(t, "J♠"), Take: setOf(cs(t, "9♦ 3♥ 4♠"))})
	if m.String() != "J♠ x 3♥ 4♠ 9♦" || m.Set() != (MoveSet{Card: c1(t, "J♠"), Take: setOf(cs(t, "9♦ 3♥ 4♠"))}) {
		t.Fatal(m)
	}
	// A spectator sees no hand.
	s := a.View(7)
	if s.Seat() != -1 || s.HandSet() != 0 || s.MyTurn() || s.Unseen().Len() != 12 {
		t.Fatalf("spectator %+v", s)
	}
}

// RULINGS.md "Pasur", initial table check: a single table jack is
// shuffled back into the talon. Everyone saw it go there, so in the first
// deal the View lists it as known to lie in the talon; once the talon has
// been dealt from, it may be in any hand and the View no longer claims it.
func TestViewKnowsJackInTalon(t *testing.T) {
	// Two players: 8 cards to the hands, then the table 5♣ 6♣ 7♣ J♦.
	deck := cs(t, "A♣ A♦ A♥ A♠ 2♣ 2♦ 2♥ 2♠ 5♣ 6♣ 7♣ J♦")
	rest := deckBits &^ setOf(deck)
	deck = append(deck, cardsOf(rest)...)
	r, err := NewRound(cfgN(t, 2), deck, engine.NewRand(3), nil)
	if err != nil {
		t.Fatal(err)
	}
	evs := r.Events()
	if len(evs) == 0 || evs[0].Kind != EventJackReplaced || evs[0].Jack != c1(t, "J♦") {
		t.Fatalf("events %+v", evs)
	}
	var jacks engine.CardSet
	for _, e := range evs {
		jacks |= bit(e.Jack)
	}
	v := r.View(0)
	if v.KnownInTalon() != jacks || jacks&^setOf(r.Talon()) != 0 {
		t.Fatalf("known in talon %v, jacks %v", cardsOf(v.KnownInTalon()), cardsOf(jacks))
	}
	var buf [64]MoveSet
	for r.DealNumber() == 1 {
		r.PlayLegal(r.AppendLegalMoveSets(buf[:0])[0])
	}
	if v := r.View(0); v.KnownInTalon() != 0 {
		t.Fatal("after the first deal a jack may be in any hand")
	}
}
