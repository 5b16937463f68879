package pasur

import (
	"slices"
	"testing"

	"croupier/engine"
)

// FuzzCaptures checks the capture enumeration against the brute force of
// brute_test.go. data[0] picks the played card, data[1] the variants, the
// rest the table cards (at most 12, repeats and the played card skipped).
func FuzzCaptures(f *testing.F) {
	f.Add([]byte{24, 0, 12, 13, 20, 4})            // 7♣ on 4♣ 4♦ 6♣ 2♣
	f.Add([]byte{28, 0, 4, 0, 8, 12, 16, 20, 24})  // 8♣ on low clubs
	f.Add([]byte{40, 1, 16, 20, 41, 8, 28, 5, 48}) // J♣ jacks_eleven
	f.Add([]byte{30, 2, 31, 29, 14, 50})           // children
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		card, _ := engine.CardAt(int(data[0]) % 52)
		v := []Variants{DefaultVariants(), {JacksEleven: true}, {Children: true}}[int(data[1])%3]
		var table []engine.Card
		for _, b := range data[2:] {
			c, _ := engine.CardAt(int(b) % 52)
			if c != card && !slices.Contains(table, c) && len(table) < 12 {
				table = append(table, c)
			}
		}
		r, err := NewRoundFrom(Config{Players: 2, Variants: v}, Setup{
			Hands: [][]engine.Card{{card}, nil}, Table: table, LastCapturer: -1,
		})
		if err != nil {
			t.Fatal(err)
		}
		want := bruteCaptures(card, table, v)
		var got []string
		for _, c := range r.CapturesFor(card) {
			got = append(got, key(c.Take))
			checkGroups(t, c, v)
			if err := r.Check(c.Move()); err != nil {
				t.Fatalf("capture %v refused: %v", c.Move(), err)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%v on %v: got %v, want %v", card, table, got, want)
		}
	})
}

// FuzzPlay plays a round from a seeded deck and configuration; each byte
// of moves either picks a legal move (its value modulo their number) or,
// from 200 up, tries a made-up move that must be refused exactly when it
// is not in the legal list. The round must never panic and always account
// for its 52 cards.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 4, 5})
	f.Add(uint64(42), []byte{255, 255, 7, 9, 200, 3})
	f.Add(uint64(7), []byte{})
	f.Fuzz(func(t *testing.T, seed uint64, moves []byte) {
		rng := engine.NewRand(seed)
		c := randomConfig(rng)
		r, err := NewRound(c, engine.ShuffledDeck(rng), rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range moves {
			if r.Over() {
				break
			}
			ms := r.LegalMoves()
			if b >= 200 {
				cand := randomCandidate(rng, r)
				legal := false
				for _, m := range ms {
					legal = legal || (m.Card == cand.Card && key(m.Take) == key(cand.Take))
				}
				legal = legal && len(cand.Take) == setOf(cand.Take).Len()
				_, err := r.Play(r.ToPlay(), cand)
				if legal != (err == nil) {
					t.Fatalf("candidate %v: legal %v, error %v", cand, legal, err)
				}
				continue
			}
			if _, err := r.Play(r.ToPlay(), ms[int(b)%len(ms)]); err != nil {
				t.Fatalf("legal move refused: %v", err)
			}
			checkAllCards(t, r)
		}
	})
}

// FuzzPlayLegal drives the unchecked fast path with any move at all:
// from 200 up a byte makes up a move (any card, any set of cards), which
// PlayLegal must either refuse, leaving the round as it was, or play
// keeping all 52 cards accounted for; below 200 it plays a generated
// move. After every step each seat's View must see exactly what it may:
// its unseen cards are the other hands and the talon, by number.
func FuzzPlayLegal(f *testing.F) {
	f.Add(uint64(1), []byte{0, 250, 1, 201, 2, 255})
	f.Add(uint64(9), []byte{210, 210, 210, 3})
	f.Fuzz(func(t *testing.T, seed uint64, moves []byte) {
		rng := engine.NewRand(seed)
		c := randomConfig(rng)
		r, err := NewRound(c, engine.ShuffledDeck(rng), rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		var buf [64]MoveSet
		for _, b := range moves {
			if r.Over() {
				break
			}
			if b < 200 {
				ms := r.AppendLegalMoveSets(buf[:0])
				if _, ok := r.PlayLegal(ms[int(b)%len(ms)]); !ok {
					t.Fatal("generated move refused")
				}
			} else {
				card, _ := engine.CardAt(rng.IntN(52))
				m := MoveSet{Card: card, Take: engine.CardSet(rng.Uint64()) & (r.TableSet() | engine.CardSet(rng.Uint64()))}
				plays, table := r.Plays(), r.TableSet()
				if _, ok := r.PlayLegal(m); !ok && (r.Plays() != plays || r.TableSet() != table) {
					t.Fatal("a refused move changed the round")
				}
			}
			checkAllCards(t, r)
			for seat := -1; seat < c.Players; seat++ {
				v := r.View(seat)
				n := v.TalonSize()
				for p := 0; p < c.Players; p++ {
					if p != seat {
						n += v.HandSize(p)
					}
				}
				if v.Unseen().Len() != n {
					t.Fatalf("seat %d: %d unseen, %d hidden", seat, v.Unseen().Len(), n)
				}
			}
		}
	})
}
