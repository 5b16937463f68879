package pasur

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
)

// RULINGS.md **Match** and pasur.de.txt "Spielende": the match of
// TestMatchTies taken up after its second round, a tie at the top at
// 12 : 12 (target 11), which plays on. Player 0 deals round 3 again (the
// deal passed on twice between two players: cfg.Dealer says so); 13 : 12 after
// it (A♥ to player 0), both over 11: the higher wins. The round is
// numbered 3.
func TestResumeMatchTie(t *testing.T) {
	c := cfgN(t, 2, "target: 11")
	c.Dealer = 0
	m, err := ResumeMatch(c, nil, MatchStart{Totals: []int{12, 12}, Played: 2})
	if err != nil {
		t.Fatal(err)
	}
	if m.Over() || m.Played() != 2 || !slices.Equal(m.Totals(), []int{12, 12}) {
		t.Fatalf("resumed: over %v, played %d, totals %v", m.Over(), m.Played(), m.Totals())
	}
	scoreRound(t, m, "A♥", "")
	if w, ok := m.Winner(); !ok || w != 0 || !slices.Equal(m.Totals(), []int{13, 12}) {
		t.Fatalf("winner %d %v totals %v", w, ok, m.Totals())
	}
	if recs := m.Rounds(); len(recs) != 1 || recs[0].Number != 3 || recs[0].Dealer != 0 || m.Played() != 3 {
		t.Fatalf("records %+v, played %d", recs, m.Played())
	}
}

// Variant fixed_rounds ("exactly 11 rounds"): a match taken up after 10
// rounds at 50 : 50 plays one round more; 10♦ 2♣ (3 + 2 = 5) against
// A♥ (1) ends it 55 : 51, player 0 wins. The totals of the start feed
// no_sur_at_50 as any match total does (the round's ScoresBefore).
func TestResumeMatchFixedRounds(t *testing.T) {
	m, err := ResumeMatch(cfgN(t, 2, "fixed_rounds", "no_sur_at_50"), nil, MatchStart{Totals: []int{50, 50}, Played: 10})
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.StartRoundFrom(Setup{Hands: [][]engine.Card{cs(t, "9♠"), cs(t, "8♠")}, Table: cs(t, "K♣"), LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.ScoresBefore(), []int{50, 50}) {
		t.Fatalf("scores before %v", r.ScoresBefore())
	}
	m2, _ := ResumeMatch(cfgN(t, 2, "fixed_rounds"), nil, MatchStart{Totals: []int{50, 50}, Played: 10})
	scoreRound(t, m2, "10♦ 2♣", "A♥")
	if w, ok := m2.Winner(); !ok || w != 0 || !slices.Equal(m2.Totals(), []int{55, 51}) || m2.Played() != FixedRoundCount {
		t.Fatalf("winner %d %v totals %v played %d", w, ok, m2.Totals(), m2.Played())
	}
}

// A start the rules do not allow is refused: one total per side (four
// partners are two sides), no negative total, no side alone at the target
// (the match would be over: "Wer zuerst 62 erreicht, gewinnt"), no 11th
// round played already under fixed_rounds.
func TestResumeMatchRefusals(t *testing.T) {
	for _, c := range []struct {
		name     string
		cfg      Config
		from     MatchStart
		sentinel error
	}{
		{"three totals for two", cfgN(t, 2), MatchStart{Totals: []int{1, 2, 3}}, ErrScores},
		{"partners are two sides", cfgN(t, 4), MatchStart{Totals: []int{1, 2, 3, 4}}, ErrScores},
		{"negative", cfgN(t, 3), MatchStart{Totals: []int{1, -2, 3}}, ErrStartTotal},
		{"too large", cfgN(t, 2), MatchStart{Totals: []int{MaxStartTotal + 1, 0}}, ErrStartTotal},
		{"62 alone", cfgN(t, 2), MatchStart{Totals: []int{62, 40}, Played: 4}, ErrStartDecided},
		{"11 alone under target 11", cfgN(t, 3, "target: 11"), MatchStart{Totals: []int{3, 11, 10}}, ErrStartDecided},
		{"eleven fixed rounds", cfgN(t, 2, "fixed_rounds"), MatchStart{Totals: []int{3, 4}, Played: 11}, ErrStartPlayed},
		{"negative played", cfgN(t, 2), MatchStart{Totals: []int{3, 4}, Played: -1}, ErrStartPlayed},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ResumeMatch(c.cfg, nil, c.from)
			var se *SetupError
			if !errors.Is(err, c.sentinel) || !errors.As(err, &se) {
				t.Fatalf("got %v, want %v", err, c.sentinel)
			}
		})
	}
	// A tie at the top with the target plays on, and so do totals over
	// the target under fixed_rounds.
	if _, err := ResumeMatch(cfgN(t, 2), nil, MatchStart{Totals: []int{70, 70}}); err != nil {
		t.Fatal(err)
	}
	if _, err := ResumeMatch(cfgN(t, 2, "fixed_rounds"), nil, MatchStart{Totals: []int{90, 3}, Played: 5}); err != nil {
		t.Fatal(err)
	}
}

// Property: a match taken up from the totals, dealer and round count its
// first k rounds left ends as the whole match played in one go, round for
// round, for every k (seeded decks, random legal moves per round).
func TestPropertyResumedMatchEndsAlike(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		c := randomConfig(engine.NewRand(seed))
		whole, err := NewMatch(c, engine.NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		type cut struct {
			totals []int
			dealer int
		}
		cuts := []cut{{whole.Totals(), whole.Dealer()}}
		for k := 0; !whole.Over(); k++ {
			playSeededRound(t, whole, seed, k)
			cuts = append(cuts, cut{whole.Totals(), whole.Dealer()})
			if k > 200 {
				t.Fatal("match does not end")
			}
		}
		for k := 1; k < len(cuts)-1; k++ {
			rc := c
			rc.Dealer = cuts[k].dealer
			part, err := ResumeMatch(rc, engine.NewRand(seed), MatchStart{Totals: cuts[k].totals, Played: k})
			if err != nil {
				t.Fatalf("seed %d, after %d rounds %v: %v", seed, k, cuts[k].totals, err)
			}
			for j := k; !part.Over(); j++ {
				playSeededRound(t, part, seed, j)
			}
			w1, ok1 := part.Winner()
			w2, ok2 := whole.Winner()
			if !slices.Equal(part.Totals(), whole.Totals()) || w1 != w2 || ok1 != ok2 || part.Draw() != whole.Draw() || part.Played() != whole.Played() {
				t.Fatalf("seed %d, resumed after %d: totals %v winner %d %v, whole %v %d %v", seed, k, part.Totals(), w1, ok1, whole.Totals(), w2, ok2)
			}
			last := part.Rounds()[len(part.Rounds())-1]
			if want := whole.Rounds()[len(whole.Rounds())-1]; last.Number != want.Number || last.Dealer != want.Dealer {
				t.Fatalf("seed %d: last round %d dealt by %d, whole %d by %d", seed, last.Number, last.Dealer, want.Number, want.Dealer)
			}
		}
	}
}

// playSeededRound plays round k of a match from a deck and moves drawn
// from (seed, k) alone; its table check shuffles with a source of its own
// as well, so that a resumed match replays it exactly.
func playSeededRound(t *testing.T, m *Match, seed uint64, k int) {
	t.Helper()
	rng := engine.NewRand(seed*1000 + uint64(k))
	r, err := NewRound(m.roundConfig(), engine.ShuffledDeck(rng), rng, m.Totals())
	if err != nil {
		t.Fatal(err)
	}
	m.cur, m.recorded = r, false
	for !r.Over() {
		ms := r.LegalMoves()
		if _, err := m.Play(r.ToPlay(), ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
}
