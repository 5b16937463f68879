package odds

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"croupier/engine"
)

// TestErrors: every refusal is an *Error wrapping a sentinel.
func TestErrors(t *testing.T) {
	b := startBox(t)
	var e *Error
	for _, bad := range []engine.Rank{0, 14, 255} {
		for name, err := range map[string]error{
			"next":      second(NextTurn(b, bad)),
			"rest":      second(RestOfDeal(b, bad)),
			"pronostic": second(Pronostic(b, bad, false)),
			"standing":  second(Standing(b, bad, true)),
			"split1":    second(Split(b, bad, engine.Ace, false)),
			"split2":    second(Split(b, engine.Ace, bad, false)),
		} {
			if !errors.Is(err, ErrBadRank) || !errors.As(err, &e) || e.Rank != bad {
				t.Errorf("%s(%d): %v", name, bad, err)
			}
		}
	}
	if _, err := Split(b, engine.Five, engine.Five, false); !errors.Is(err, ErrSameRank) || !errors.As(err, &e) || e.Rank != engine.Five {
		t.Errorf("split 5-5: %v", err)
	}
	one := mustBox(t, "7C")
	for _, err := range []error{second(NextTurn(one, engine.Seven)), second(HighCard(one)), second(Compute(one)), second(Compute(Box{}))} {
		if !errors.Is(err, ErrNoTurnLeft) || !errors.As(err, &e) || e.CardsLeft > 1 || !strings.Contains(err.Error(), "cards left") {
			t.Errorf("one card: %v", err)
		}
	}
	_, err := NewBox([]engine.Card{engine.NewCard(engine.Ace, engine.Clubs), engine.NewCard(engine.Ace, engine.Clubs)})
	var de *engine.DeckError
	if !errors.Is(err, ErrBadCards) || !errors.Is(err, engine.ErrDuplicateCard) || !errors.As(err, &de) || de.Position != 1 {
		t.Errorf("duplicate: %v", err)
	}
	if _, err := BoxAfter([]engine.Card{{Rank: 14, Suit: 0}}); !errors.Is(err, ErrBadCards) || !errors.Is(err, engine.ErrInvalidCard) {
		t.Errorf("invalid: %v", err)
	}
	if _, err := FractionOf(1, 0); !errors.Is(err, ErrZeroDenominator) {
		t.Errorf("1/0: %v", err)
	}
	if _, err := FractionOfBig(big.NewInt(1), nil); !errors.Is(err, ErrZeroDenominator) {
		t.Errorf("1/nil: %v", err)
	}
}

func second[T any](_ T, err error) error { return err }

// TestFraction: exact arithmetic and display.
func TestFraction(t *testing.T) {
	f, err := FractionOf(12, 2550)
	if err != nil || f.String() != "2/425" {
		t.Fatalf("12/2550 = %v %v", f, err)
	}
	if n, d, ok := f.Int64(); !ok || n != 2 || d != 425 {
		t.Errorf("Int64 %d %d %v", n, d, ok)
	}
	if f.Num().Int64() != 2 || f.Den().Int64() != 425 {
		t.Error("Num/Den")
	}
	g := ratio(-1, 6)
	if g.String() != "-1/6" || g.Sign() != -1 || g.Neg().String() != "1/6" || (Fraction{}).String() != "0" || !(Fraction{}).IsZero() {
		t.Error("signs")
	}
	if s := ratio(1, 3).Add(ratio(1, 6)).String(); s != "1/2" {
		t.Errorf("1/3 + 1/6 = %s", s)
	}
	if s := ratio(1, 3).Sub(ratio(1, 2)).Mul(ratio(6, 1)).String(); s != "-1" {
		t.Errorf("(1/3 − 1/2)·6 = %s", s)
	}
	if q, ok := ratio(1, 3).Quo(ratio(2, 3)); !ok || q.String() != "1/2" {
		t.Errorf("quo %v", q)
	}
	if _, ok := ratio(1, 3).Quo(Fraction{}); ok {
		t.Error("division by 0")
	}
	if s := ratio(-1, 6).Times(engine.Chips(3)).String(); s != "-1/2" {
		t.Errorf("−1/6 × 3 chips = %s", s)
	}
	if s := ratio(1, 4).Times(engine.Halves(3)).String(); s != "3/8" {
		t.Errorf("1/4 × 1½ = %s", s)
	}
	if Percent(ratio(1, 8)) != 12.5 || ratio(1, 8).Percent() != 12.5 || ratio(1, 8).Float64() != 0.125 {
		t.Error("percent")
	}
	// The receiver is never changed, and Rat returns a copy.
	r := f.Rat()
	r.SetInt64(7)
	f.Num().SetInt64(9)
	if f.String() != "2/425" {
		t.Error("fraction changed through a copy")
	}
	huge := new(big.Int).Lsh(big.NewInt(1), 100)
	h, _ := FractionOfBig(huge, big.NewInt(3))
	if _, _, ok := h.Int64(); ok || h.Cmp(ratio(1, 1)) != 1 {
		t.Error("huge fraction")
	}
	if z, err := FractionOfBig(nil, big.NewInt(2)); err != nil || !z.IsZero() {
		t.Error("nil numerator")
	}
}

// TestErrorStrings: plain English for logs.
func TestErrorStrings(t *testing.T) {
	for _, err := range []error{
		&Error{Err: ErrBadRank, Rank: 14},
		&Error{Err: ErrSameRank, Rank: 5, Rank2: 5},
		&Error{Err: ErrNotThreeLeft, CardsLeft: 5},
		&Error{Err: ErrBadTrials, Trials: -2},
		&Error{Err: ErrBadCards, Cause: engine.ErrDuplicateCard},
	} {
		if s := err.Error(); !strings.HasPrefix(s, "odds: ") {
			t.Errorf("%q", s)
		}
	}
}
