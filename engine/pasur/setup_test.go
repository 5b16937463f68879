package pasur

import (
	"errors"
	"testing"

	"croupier/engine"
)

// RULINGS.md "Pasur": "A scenario may instead give the hands, table and
// talon explicitly."
func TestExplicitSetup(t *testing.T) {
	c := Config{Players: 3}
	// Empty hands: the talon is dealt at once, in playing order from
	// dealer 0: seats 1, 2, 0.
	talon := cs(t, "A♣ 2♣ 3♣ 4♣ A♦ 2♦ 3♦ 4♦ A♥ 2♥ 3♥ 4♥ 5♠")
	r, err := NewRoundExplicit(c, make([][]engine.Card, 3), cs(t, "K♠"), talon)
	if err != nil {
		t.Fatal(err)
	}
	if key(r.Hand(1)) != key(talon[:4]) || key(r.Hand(2)) != key(talon[4:8]) || key(r.Hand(0)) != key(talon[8:12]) ||
		r.TalonSize() != 1 || r.DealNumber() != 1 {
		t.Fatalf("hands %v %v %v talon %d", r.Hand(1), r.Hand(2), r.Hand(0), r.TalonSize())
	}
	// A short last deal: seat 1 gets the 5♠ alone.
	for r.TalonSize() > 0 {
		if _, err := r.Play(r.ToPlay(), r.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if len(r.Hand(1)) != 1 || len(r.Hand(2)) != 0 || r.ToPlay() != 1 {
		t.Fatalf("short deal: %v %v, to play %d", r.Hand(1), r.Hand(2), r.ToPlay())
	}
	// Nothing at all: the round is over at once and the table goes to nobody.
	r, err = NewRoundExplicit(c, make([][]engine.Card, 3), cs(t, "K♠"), nil)
	if err != nil || !r.Over() || key(r.Leftover()) != "K♠" {
		t.Fatalf("empty round: %v", err)
	}
	// An empty hand to move passes the turn on (seat 1 → 2).
	r, err = NewRoundExplicit(c, [][]engine.Card{cs(t, "9♠"), nil, cs(t, "8♠")}, nil, nil)
	if err != nil || r.ToPlay() != 2 {
		t.Fatalf("to play %d, %v", r.ToPlay(), err)
	}
	// Hands of more than four cards are allowed.
	r, err = NewRoundExplicit(Config{Players: 2}, [][]engine.Card{cs(t, "A♣ 2♣ 3♣ 4♣ 5♣ 6♣"), nil}, nil, nil)
	if err != nil || len(r.LegalMoves()) != 6 || r.ToPlay() != 0 {
		t.Fatalf("big hand: %v", err)
	}
}

// A setup that carries piles and the last capturer: the table goes to
// that side at the end.
func TestSetupMidRound(t *testing.T) {
	r, err := NewRoundFrom(Config{Players: 2}, Setup{
		Hands: [][]engine.Card{cs(t, "9♠"), nil}, Table: cs(t, "K♣"),
		Piles: [][]engine.Card{nil, cs(t, "2♣ 9♣")}, Surs: []int{0, 1}, LastCapturer: 1, DealNumber: 6,
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.DealNumber() != 6 || r.LastCapturer() != 1 || r.Surs(1) != 1 {
		t.Fatal("setup fields")
	}
	res := play(t, r, "9♠", "")
	if res.BonusSide != 1 || key(res.BonusCards) != "9♠ K♣" || r.Breakdowns()[1].Total != 2+5 {
		t.Fatalf("%+v", res)
	}
	// A last capturer without a pile is ignored.
	r, _ = NewRoundFrom(Config{Players: 2}, Setup{Hands: [][]engine.Card{cs(t, "9♠"), nil}, LastCapturer: 0})
	if r.LastCapturer() != -1 {
		t.Fatal("empty pile cannot have captured")
	}
}

func TestSetupRefusals(t *testing.T) {
	c := Config{Players: 2}
	cases := []struct {
		name string
		s    Setup
		want error
	}{
		{"hands count", Setup{Hands: [][]engine.Card{nil}}, ErrSetup},
		{"duplicate", Setup{Hands: [][]engine.Card{cs(t, "9♠"), nil}, Table: cs(t, "9♠")}, engine.ErrDuplicateCard},
		{"invalid", Setup{Hands: [][]engine.Card{{{}}, nil}}, engine.ErrInvalidCard},
		{"to play", Setup{Hands: [][]engine.Card{cs(t, "9♠"), nil}, ToPlay: 2}, ErrSetup},
		{"scores", Setup{Hands: [][]engine.Card{cs(t, "9♠"), nil}, ScoresBefore: []int{1, 2, 3}}, ErrScores},
		{"negative surs", Setup{Hands: [][]engine.Card{cs(t, "9♠"), nil}, Surs: []int{-1}}, ErrSetup},
		{"piles", Setup{Hands: [][]engine.Card{cs(t, "9♠"), nil}, Piles: make([][]engine.Card, 3)}, ErrSetup},
		{"table size", Setup{Hands: [][]engine.Card{nil, nil}, Table: engine.NewDeck()[:25]}, ErrTableTooLarge},
		// 24 number cards A–6: an ace (needing 10) has far too many captures.
		{"rich table", Setup{Hands: [][]engine.Card{nil, nil}, Table: engine.NewDeck()[:24]}, ErrTableTooRich},
	}
	for _, tc := range cases {
		_, err := NewRoundFrom(c, tc.s)
		var se *SetupError
		if !errors.Is(err, tc.want) || !errors.As(err, &se) || se.Error() == "" {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, err := NewRoundExplicit(Config{Players: 7}, nil, nil, nil); !errors.Is(err, ErrPlayers) {
		t.Fatal(err)
	}
}
