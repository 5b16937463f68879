package pasur

import (
	"math/bits"
	"slices"
	"testing"

	"croupier/engine"
)

// Perft-style counts: for three stacked first deals (2, 3 and 4 players,
// dealer 0, counter-clockwise, so seat 1 leads and after seat i comes
// seat i+1), the number of distinct legal moves at each
// ply when the player always plays the first legal move — which is the
// first card of the hand with its first capture (fewest cards, then card
// order), or laying it. The pinned counts were worked out by hand from the
// rules (the comments give the working); the test derives them again with
// the brute force of brute_test.go and checks the engine against both.
var perftCases = []struct {
	name    string
	players int
	prefix  string // hands in playing order, then the table
	counts  []int
}{
	{
		// Seat 1 holds 7♣ 8♦ 5♥ K♠, seat 0 6♠ 9♣ J♦ 3♥; table 4♣ 4♦ 2♠ A♥.
		// 1: 7♣ {4♣},{4♦},{4♣ 4♦}; 8♦ {2♠ A♥}; 5♥ {4♣ 2♠},{4♦ 2♠}; K♠ laid → 7.
		//    7♣ takes 4♣.
		// 2: 6♠ {4♦ A♥}; 9♣ {2♠}; J♦ all; 3♥ laid → 4. 6♠ takes 4♦ A♥.
		// 3: table 2♠: 8♦, 5♥, K♠ all laid → 3. 8♦ laid.
		// 4: table 2♠ 8♦: 9♣ {2♠}; J♦ all; 3♥ {8♦} → 3. 9♣ takes 2♠.
		// 5: table 8♦: 5♥, K♠ laid → 2. 6: J♦ all; 3♥ {8♦} → 2 (J♦ sur).
		// 7: K♠ laid → 1. 8: 3♥ laid → 1.
		"two players", 2,
		"7♣ 8♦ 5♥ K♠  6♠ 9♣ J♦ 3♥  4♣ 4♦ 2♠ A♥",
		[]int{7, 4, 3, 3, 2, 2, 1, 1},
	},
	{
		// Seats 1, 2, 0: 6♣ 5♦ Q♥ 10♠ | 9♦ A♣ 7♥ 3♠ | 4♥ 8♣ 2♦ J♠; table 3♣ 2♥ 5♠ Q♦.
		// 1: 6♣ {5♠},{3♣ 2♥},{3♣ 2♥ 5♠}; 5♦ laid; Q♥ {Q♦}; 10♠ laid → 6. 6♣ x 5♠.
		// 2: 9♦ {2♥}; A♣, 7♥, 3♠ laid → 4. 9♦ x 2♥.
		// 3: table 3♣ Q♦: 4♥ laid; 8♣ {3♣}; 2♦ laid; J♠ {3♣} → 4. 4♥ laid.
		// 4: table 3♣ Q♦ 4♥: 5♦ laid; Q♥ {Q♦}; 10♠ laid → 3. 5♦ laid.
		// 5: table 3♣ Q♦ 4♥ 5♦: A♣ laid; 7♥ {4♥}; 3♠ {3♣ 5♦} → 3. A♣ laid.
		// 6: + A♣: 8♣ {3♣}; 2♦ {4♥ 5♦},{3♣ 5♦ A♣}; J♠ all → 4. 8♣ x 3♣.
		// 7: table Q♦ 4♥ 5♦ A♣: Q♥ {Q♦}; 10♠ {A♣} → 2. Q♥ x Q♦.
		// 8: table 4♥ 5♦ A♣: 7♥ {4♥}; 3♠ laid → 2. 7♥ x 4♥.
		// 9: table 5♦ A♣: 2♦ laid; J♠ all → 2. 2♦ laid.
		// 10: 10♠ {A♣} → 1. 11: 3♠ laid (5 + 2 = 7) → 1. 12: J♠ all → 1.
		"three players", 3,
		"6♣ 5♦ Q♥ 10♠  9♦ A♣ 7♥ 3♠  4♥ 8♣ 2♦ J♠  3♣ 2♥ 5♠ Q♦",
		[]int{6, 4, 4, 3, 3, 4, 2, 2, 2, 1, 1, 1},
	},
	{
		// Seats 1, 2, 3, 0: 2♣ 9♥ K♦ 6♦ | 7♠ 4♦ A♠ 10♣ | 8♥ 5♣ 3♦ J♥ | 4♠ 7♦ 10♥ Q♣;
		// table A♦ 3♥ 6♠ K♣.
		// 1: 2♣ {3♥ 6♠}; 9♥ laid; K♦ {K♣}; 6♦ laid → 4. 2♣ x 3♥ 6♠.
		// 2: table A♦ K♣: 7♠, 4♦, A♠ laid; 10♣ {A♦} → 4. 7♠ laid.
		// 3: + 7♠: 8♥ laid; 5♣ laid; 3♦ {A♦ 7♠}; J♥ {A♦ 7♠} → 4. 8♥ laid.
		// 4: + 8♥: 4♠ {7♠}; 7♦ laid; 10♥ {A♦}; Q♣ laid → 4. 4♠ x 7♠.
		// 5: table A♦ K♣ 8♥: 9♥ laid; K♦ {K♣}; 6♦ laid → 3. 9♥ laid.
		// 6: + 9♥: 4♦ laid; A♠ {A♦ 9♥}; 10♣ {A♦} → 3. 4♦ laid.
		// 7: + 4♦: 5♣ laid; 3♦ {8♥}; J♥ all but K♣ → 3. 5♣ laid.
		// 8: + 5♣: 7♦ {4♦}; 10♥ {A♦}; Q♣ laid → 3. 7♦ x 4♦.
		// 9: table A♦ K♣ 8♥ 9♥ 5♣: K♦ {K♣}; 6♦ {5♣} → 2. K♦ x K♣.
		// 10: A♠ {A♦ 9♥}; 10♣ {A♦} → 2. A♠ x A♦ 9♥.
		// 11: table 8♥ 5♣: 3♦ {8♥}; J♥ all → 2. 3♦ x 8♥.
		// 12: table 5♣: 10♥, Q♣ laid → 2. 10♥ laid.
		// 13: 6♦ {5♣} → 1. 14: 10♣ laid → 1. 15: J♥ all → 1. 16: Q♣ laid → 1.
		"four players", 4,
		"2♣ 9♥ K♦ 6♦  7♠ 4♦ A♠ 10♣  8♥ 5♣ 3♦ J♥  4♠ 7♦ 10♥ Q♣  A♦ 3♥ 6♠ K♣",
		[]int{4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1},
	},
}

func TestPerft(t *testing.T) {
	for _, pc := range perftCases {
		t.Run(pc.name, func(t *testing.T) {
			prefix := cs(t, pc.prefix)
			deck, err := engine.StackedDeck(prefix, engine.NewRand(1))
			if err != nil {
				t.Fatal(err)
			}
			c := Config{Players: pc.players}
			r, err := NewRound(c, deck, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			// The brute-force simulation of the same deal.
			n := pc.players
			hands := make([][]engine.Card, n)
			seat := 1 // counter-clockwise from dealer 0: 1, 2, …, n-1, 0
			for i := 0; i < n; i++ {
				hands[(seat+i)%n] = slices.Clone(prefix[4*i : 4*i+4])
			}
			table := slices.Clone(prefix[4*n : 4*n+4])
			for ply, want := range pc.counts {
				hand := hands[seat]
				brute := 0
				for _, card := range hand {
					brute += max(1, len(bruteCaptures(card, table, c.Variants)))
				}
				ms := r.LegalMoves()
				if brute != want || len(ms) != want {
					t.Fatalf("ply %d: pinned %d, brute force %d, engine %d", ply+1, want, brute, len(ms))
				}
				// The first legal move: first card, first capture.
				card, take := hand[0], []engine.Card(nil)
				if caps := bruteCaptures(card, table, c.Variants); len(caps) > 0 {
					take = firstCapture(t, caps)
				}
				if r.ToPlay() != seat || ms[0].Card != card || key(ms[0].Take) != key(take) {
					t.Fatalf("ply %d: engine plays %v (seat %d), brute force %v x %v (seat %d)", ply+1, ms[0], r.ToPlay(), card, take, seat)
				}
				if _, err := r.Play(r.ToPlay(), ms[0]); err != nil {
					t.Fatal(err)
				}
				hands[seat] = hand[1:]
				if take == nil {
					table = append(table, card)
				} else {
					table = slices.DeleteFunc(table, func(x engine.Card) bool { return slices.Contains(take, x) })
				}
				seat = (seat + 1) % n
			}
			if key(r.Table()) != key(table) || r.DealNumber() != 2 {
				t.Fatalf("after the deal: table %v, want %v; deal %d", r.Table(), table, r.DealNumber())
			}
		})
	}
}

// firstCapture picks the capture with the fewest cards, then the lowest
// card-index set (compared as a number: the highest index decides).
func firstCapture(t *testing.T, keys []string) []engine.Card {
	var best []engine.Card
	var bestMask uint64
	for _, k := range keys {
		take := cs(t, k)
		var m uint64
		for _, c := range take {
			m |= 1 << uint(c.Index())
		}
		if best == nil || bits.OnesCount64(m) < len(best) || (bits.OnesCount64(m) == len(best) && m < bestMask) {
			best, bestMask = take, m
		}
	}
	return best
}
