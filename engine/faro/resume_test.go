package faro

import (
	"slices"
	"testing"

	"croupier/engine"
)

// pharo.de.txt "Spielende": the session of TestSessionPharo taken up
// after its first deal. By hand: deal 1 (bank A) left A 98, B 102, C 100
// (B won 2 on the 9). The bank passes to the left, so B banks deal 2:
// A loses 4 on the K → A 94, B 106; C banks deal 3: B wins 2 on the 9 →
// B 108, C 98. Every player has banked once (deal 1 counted for A), the
// session is over, B wins; they brought (98+102+100)/3 = 100 chips each.
func TestResumeSessionPharo(t *testing.T) {
	s, err := ResumeSession(DefaultRules(Pharo), []string{"A", "B", "C"}, 1, 1,
		Resume{Standings: []engine.Amount{chips(98), chips(102), chips(100)}, Played: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.DealsPlayed() != 1 || s.TotalDeals() != 3 || s.NextBanker() != 1 || s.BankerCount(0) != 1 || s.StartChips() != chips(100) {
		t.Fatalf("resumed: played %d of %d, next banker %d, A banked %d, start %v",
			s.DealsPlayed(), s.TotalDeals(), s.NextBanker(), s.BankerCount(0), s.StartChips())
	}
	if s.Standing(1) != chips(102) || s.Over() {
		t.Fatalf("B stands at %v before the next deal, over %v", s.Standing(1), s.Over())
	}
	for _, p := range []struct {
		banker, player int
		bet            Bet
	}{{1, 0, single(engine.King, 4)}, {2, 1, single(9, 2)}} {
		d, err := s.NextDeal(stacked(t, "2♠ K♦ 9♣"))
		if err != nil {
			t.Fatal(err)
		}
		if d.Banker() != p.banker {
			t.Fatalf("banker %d, want %d", d.Banker(), p.banker)
		}
		id := mustPlace(t, d, p.player, p.bet)
		mustTurn(t, d)
		if _, on := d.Bet(id); on {
			if err := d.Remove(id); err != nil {
				t.Fatal(err)
			}
		}
		turnsTo(t, d, Turns)
	}
	for p, w := range []engine.Amount{chips(94), chips(108), chips(98)} {
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

// pharaon.fr.txt 07 ("chacun tient la banque une fois ; rotation à
// gauche") and "Décompte" (1:1): the session of
// TestSessionPharaonBalancesAddUp taken up after deal 1, which left A +4,
// B −4. B banks deal 2; A's 2 on the 9 wins → A +6, B −6, and the session
// of two deals is over.
func TestResumeSessionPharaon(t *testing.T) {
	s, err := ResumeSession(DefaultRules(Pharaon), []string{"A", "B"}, 1, 1,
		Resume{Standings: []engine.Amount{chips(4), -chips(4)}, Played: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.NextDeal(stacked(t, "2♠ K♦ 9♣"))
	if err != nil {
		t.Fatal(err)
	}
	if d.Banker() != 1 || d.StartHoldings(1) != -chips(4) || s.StartChips() != 0 {
		t.Fatalf("banker %d, B starts at %v, start %v", d.Banker(), d.StartHoldings(1), s.StartChips())
	}
	mustPlace(t, d, 0, single(9, 2))
	turnsTo(t, d, Turns)
	if s.Standing(0) != chips(6) || s.Standing(1) != -chips(6) || !s.Over() || s.BankerCount(0) != 1 || s.BankerCount(1) != 1 {
		t.Fatalf("standings %v %v, over %v", s.Standing(0), s.Standing(1), s.Over())
	}
}

// Standings a session cannot reach, and counts out of range, are refused
// with typed errors: Pharaon's ledger balances (pharaon.fr.txt 05: "Le
// banquier varie à l'opposé du total des joueurs") in whole points (even
// weights); Pharo's chips add up to the same whole number per player
// (pharo.de.txt "Vorbereitung": about 100 each; chips change hands only).
func TestResumeSessionRefusals(t *testing.T) {
	names := []string{"A", "B", "C"}
	a := func(xs ...int64) []engine.Amount {
		out := make([]engine.Amount, len(xs))
		for i, x := range xs {
			out[i] = engine.Halves(x)
		}
		return out
	}
	for _, c := range []struct {
		name     string
		profile  Profile
		next     int
		rounds   int
		from     Resume
		sentinel error
		rule     RuleID
	}{
		{"pharaon unbalanced", Pharaon, 0, 1, Resume{a(8, -4, 0), 1}, ErrLedgerUnbalanced, RuleHoldings},
		{"pharaon half point", Pharaon, 0, 1, Resume{a(3, -3, 0), 1}, ErrBadStandings, RuleHoldings},
		{"pharo 301 chips for 3", Pharo, 0, 1, Resume{a(196, 204, 202), 1}, ErrUnevenChips, RuleHoldings},
		{"pharo 100½ each", Pharo, 0, 1, Resume{a(201, 201, 201), 1}, ErrUnevenChips, RuleHoldings},
		{"two standings for three", Pharo, 0, 1, Resume{a(200, 200), 1}, ErrBadStandings, RuleHoldings},
		{"over ChipCap", Pharo, 0, 1, Resume{[]engine.Amount{chips(ChipCap + 1), 0, 0}, 1}, ErrBadStandings, RuleHoldings},
		{"every deal played", Pharo, 0, 1, Resume{a(200, 200, 200), 3}, ErrBadPlayed, RuleSession},
		{"negative played", Pharo, 0, 2, Resume{a(200, 200, 200), -1}, ErrBadPlayed, RuleSession},
		{"no such banker", Pharo, 3, 1, Resume{a(200, 200, 200), 1}, ErrBadBanker, RulePlayers},
		{"pharaon two rounds", Pharaon, 0, 2, Resume{a(0, 0, 0), 1}, ErrBadRounds, RuleSession},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ResumeSession(DefaultRules(c.profile), names, c.next, c.rounds, c.from, nil)
			wantErr(t, err, c.sentinel, c.rule)
		})
	}
	// A half chip is a standing Pharo reaches (a doublet on an odd stake):
	// 99½ + 100½ + 100 = 300, 100 each.
	if _, err := ResumeSession(DefaultRules(Pharo), names, 2, 2, Resume{a(199, 201, 200), 4}, nil); err != nil {
		t.Fatal(err)
	}
}

// Property: a session taken up from the standings its first k deals left
// (the next banker and k deals played) ends as the whole session played in
// one go, deal for deal, for every k, both profiles.
func TestPropertyResumedSessionEndsAlike(t *testing.T) {
	moved := 0 // sessions whose standings changed: the bets were played
	for seed := uint64(0); seed < 24; seed++ {
		rng := engine.NewRand(seed)
		profile := []Profile{Pharo, Pharaon}[seed%2]
		rules := DefaultRules(profile)
		n := 2 + rng.IntN(3)
		rounds := 1
		if profile == Pharo {
			rounds += rng.IntN(2)
		}
		names := []string{"A", "B", "C", "D"}[:n]
		first := rng.IntN(n)
		whole, err := NewSession(rules, names, first, rounds, nil)
		if err != nil {
			t.Fatal(err)
		}
		var after [][]engine.Amount // the standings after deal k
		for k := 0; k < whole.TotalDeals(); k++ {
			playSeededDeal(t, whole, seed, k)
			st := make([]engine.Amount, n)
			for i := range st {
				st[i] = whole.Standing(i)
			}
			after = append(after, st)
		}
		if !whole.Over() {
			t.Fatal("the whole session is not over")
		}
		if whole.Standing(0) != whole.StartChips() {
			moved++
		}
		for k := 1; k < whole.TotalDeals(); k++ {
			part, err := ResumeSession(rules, names, (first+k)%n, rounds, Resume{Standings: after[k-1], Played: k}, nil)
			if err != nil {
				t.Fatalf("seed %d, after %d deals %v: %v", seed, k, after[k-1], err)
			}
			for j := k; j < whole.TotalDeals(); j++ {
				playSeededDeal(t, part, seed, j)
			}
			for i := range names {
				if part.Standing(i) != whole.Standing(i) || part.BankerCount(i) != whole.BankerCount(i) ||
					part.Standing(i)-part.StartChips() != whole.Standing(i)-whole.StartChips() {
					t.Fatalf("seed %d, resumed after %d: player %d stands at %v (banked %d), whole %v (%d)",
						seed, k, i, part.Standing(i), part.BankerCount(i), whole.Standing(i), whole.BankerCount(i))
				}
			}
			if !part.Over() || !slices.Equal(part.Winners(), whole.Winners()) || part.DealsPlayed() != whole.DealsPlayed() {
				t.Fatalf("seed %d, resumed after %d: over %v, winners %v, want %v", seed, k, part.Over(), part.Winners(), whole.Winners())
			}
		}
	}
	if moved < 12 {
		t.Fatalf("only %d of 24 sessions moved a standing: the bets were not played", moved)
	}
}

// playSeededDeal plays deal k of a session with a deck and bets drawn
// from (seed, k) alone, so that a resumed session replays it exactly:
// a few random bets before each turn (refused ones skipped), a call when
// three cards remain.
func playSeededDeal(t *testing.T, s *Session, seed uint64, k int) {
	t.Helper()
	rng := engine.NewRand(seed*1000 + uint64(k))
	deck, err := engine.Cut(engine.ShuffledDeck(rng), 1+rng.IntN(engine.DeckSize-1))
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.NextDeal(deck)
	if err != nil {
		t.Fatal(err)
	}
	ch := randChooser{rng}
	for !d.Over() {
		for range rng.IntN(3) {
			p := rng.IntN(len(s.players))
			if p != d.Banker() {
				_, _ = d.Place(p, genBet(ch, s.rules))
			}
		}
		if d.TurnNumber() == Turns-1 {
			p := rng.IntN(len(s.players))
			_, _ = d.CallTurn(p, genCall(ch, s.rules, d.Remaining()))
		}
		if _, err := d.NextTurn(); err != nil {
			t.Fatal(err)
		}
	}
}
