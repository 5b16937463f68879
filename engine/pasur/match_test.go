package pasur

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
)

// scoreRound plays a round whose piles are given: both players lay their
// only card (9♠, 8♠ on a K♣), nobody captures, so the round scores exactly
// the piles and surs.
func scoreRound(t *testing.T, m *Match, pile0, pile1 string, surs ...int) {
	t.Helper()
	r, err := m.StartRoundFrom(Setup{
		Hands: [][]engine.Card{cs(t, "9♠"), cs(t, "8♠")}, Table: cs(t, "K♣"),
		Piles: [][]engine.Card{cs(t, pile0), cs(t, pile1)}, Surs: surs, LastCapturer: -1,
	})
	if err != nil {
		t.Fatal(err)
	}
	for !r.Over() {
		if _, err := m.Play(m.Round().ToPlay(), r.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// RULINGS.md **Match**: "first side with 62 or more at the end of a round
// wins" (here the target 11 of the variant); the dealer passes on.
func TestMatchTarget(t *testing.T) {
	m, err := NewMatch(cfgN(t, 2, "target: 11"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.Dealer() != 0 {
		t.Fatal("first dealer")
	}
	scoreRound(t, m, "10♦ 2♣", "A♥") // 5 : 1
	if m.Over() || !slices.Equal(m.Totals(), []int{5, 1}) || m.Dealer() != 1 {
		t.Fatalf("after round 1: %v, dealer %d", m.Totals(), m.Dealer())
	}
	scoreRound(t, m, "A♣ A♦ A♠ J♣ J♦ J♥", "10♦ 2♣ A♥ J♠") // 6 : 7
	if !m.Over() || !slices.Equal(m.Totals(), []int{11, 8}) {
		t.Fatalf("after round 2: %v", m.Totals())
	}
	if w, ok := m.Winner(); !ok || w != 0 || m.Draw() {
		t.Fatalf("winner %d %v", w, ok)
	}
	recs := m.Rounds()
	if len(recs) != 2 || recs[0].Dealer != 0 || recs[1].Dealer != 1 || recs[1].Breakdowns[1].Total != 7 {
		t.Fatalf("records %+v", recs)
	}
	if _, err := m.StartRound(nil); !errors.Is(err, ErrMatchOver) {
		t.Fatalf("after the end: %v", err)
	}
}

// "if several, the highest total; an exact tie at the top plays another
// round."
func TestMatchTies(t *testing.T) {
	m, _ := NewMatch(cfgN(t, 2, "target: 11"), nil)
	scoreRound(t, m, "A♣ A♦ A♠ J♣ J♦ J♥", "10♦ 2♣ A♥") // 6 : 6
	scoreRound(t, m, "10♦ 2♣ A♥", "A♣ A♦ A♠ J♣ J♦ J♥") // 12 : 12, tie at the top
	if m.Over() {
		t.Fatalf("tie %v must play on", m.Totals())
	}
	scoreRound(t, m, "A♥", "") // 13 : 12, both over 11: the higher wins
	if w, ok := m.Winner(); !ok || w != 0 || !slices.Equal(m.Totals(), []int{13, 12}) {
		t.Fatalf("winner %d %v totals %v", w, ok, m.Totals())
	}
}

// Variant fixed_rounds: "fixed 11 rounds (highest total wins, equal totals
// draw)"; the target does not end it.
func TestMatchFixedRounds(t *testing.T) {
	m, _ := NewMatch(cfgN(t, 2, "fixed_rounds", "target: 11"), nil)
	for i := 0; i < FixedRoundCount; i++ {
		if m.Over() {
			t.Fatalf("over after %d rounds", i)
		}
		scoreRound(t, m, "10♦ 2♣", "A♥ A♦ A♠ A♣ J♣")
	}
	if !m.Over() || !m.Draw() || !slices.Equal(m.Totals(), []int{55, 55}) {
		t.Fatalf("draw: %v", m.Totals())
	}
	if _, ok := m.Winner(); ok {
		t.Fatal("a draw has no winner")
	}
}

// The match passes its totals to each round (no_sur_at_50) and refuses a
// new round while one is being played.
func TestMatchScoresBefore(t *testing.T) {
	m, _ := NewMatch(cfgN(t, 2, "no_sur_at_50"), engine.NewRand(3))
	scoreRound(t, m, "A♣", "", 10, 0) // 1 + 10 surs = 51
	r, err := m.StartRound(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.ScoresBefore(), []int{51, 0}) || r.Dealer() != 1 {
		t.Fatalf("before %v dealer %d", r.ScoresBefore(), r.Dealer())
	}
	if _, err := m.StartRound(nil); !errors.Is(err, ErrRoundNotOver) {
		t.Fatalf("pending: %v", err)
	}
	// A round played directly is still recorded.
	for !r.Over() {
		if _, err := r.Play(r.ToPlay(), r.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if len(m.Rounds()) != 2 {
		t.Fatal("round not recorded")
	}
}

// Four players in partnership: the dealer passes counter-clockwise, which
// is seat+1 mod 4 under the seat numbering (docs/rules-pasur.md).
func TestMatchDealerRotation(t *testing.T) {
	rng := engine.NewRand(8)
	m, _ := NewMatch(Config{Players: 4, Dealer: 1}, rng)
	var dealers []int
	for i := 0; i < 5 && !m.Over(); i++ {
		r, err := m.StartRound(nil)
		if err != nil {
			t.Fatal(err)
		}
		dealers = append(dealers, r.Dealer())
		if r.ToPlay() != (r.Dealer()+1)%4 {
			t.Fatal("the player after the dealer leads")
		}
		for !r.Over() {
			if _, err := m.Play(m.Round().ToPlay(), r.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	want := []int{1, 2, 3, 0, 1}
	if !slices.Equal(dealers, want[:len(dealers)]) {
		t.Fatalf("dealers %v", dealers)
	}
	if len(m.Totals()) != 2 {
		t.Fatal("two sides")
	}
}

// A match without a random source needs decks.
func TestMatchNeedsDeck(t *testing.T) {
	m, _ := NewMatch(Config{Players: 2}, nil)
	if _, err := m.StartRound(nil); !errors.Is(err, ErrNeedRandom) {
		t.Fatal(err)
	}
	if _, err := m.Play(0, Move{}); !errors.Is(err, ErrRoundOver) {
		t.Fatal(err)
	}
	if _, err := NewMatch(Config{Players: 9}, nil); !errors.Is(err, ErrPlayers) {
		t.Fatal(err)
	}
}
