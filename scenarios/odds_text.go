package scenarios

import (
	"errors"
	"math/big"
	"strings"
)

// ErrBadOdds is returned by ParseOdds for text that is no probability.
var ErrBadOdds = errors.New("not odds: write a fraction (1/17), a percent (5.9 %) or a decimal (0.059)")

// maxOddsText bounds the text ParseOdds reads.
const maxOddsText = 64

// ParseOdds reads odds in the notation of scenario files: an exact
// fraction "1/17" (also "-1/6" for an edge against the player), a percent
// with its rounding "5.9 %" or "5,88%", or a decimal "0.059". A percent or
// decimal is right within half a unit of its last digit (5.9 % stands for
// anything from 5.85 % to 5.95 %).
func ParseOdds(s string) (Odds, error) {
	t := strings.TrimSpace(s)
	if t == "" || len(t) > maxOddsText {
		return Odds{}, ErrBadOdds
	}
	t = strings.ReplaceAll(t, "−", "-")
	if num, den, ok := strings.Cut(t, "/"); ok {
		n, ok1 := new(big.Int).SetString(strings.TrimSpace(num), 10)
		d, ok2 := new(big.Int).SetString(strings.TrimSpace(den), 10)
		if !ok1 || !ok2 || d.Sign() <= 0 {
			return Odds{}, ErrBadOdds
		}
		return Odds{Value: new(big.Rat).SetFrac(n, d), Tol: new(big.Rat), Text: t}, nil
	}
	percent := false
	if p, ok := strings.CutSuffix(t, "%"); ok {
		percent, t = true, strings.TrimSpace(p)
	}
	v, tol, ok := decimal(t)
	if !ok {
		return Odds{}, ErrBadOdds
	}
	if !percent && !strings.ContainsAny(t, ".,") {
		tol = new(big.Rat) // a whole number (0, 1) is exact
	}
	if percent {
		hundred := big.NewRat(1, 100)
		v.Mul(v, hundred)
		tol.Mul(tol, hundred)
	}
	return Odds{Value: v, Tol: tol, Percent: percent, Text: strings.TrimSpace(s)}, nil
}

// decimal reads "5.9", "5,88", "-0.5" or "6" exactly, with half a unit of
// its last digit as tolerance.
func decimal(t string) (v, tol *big.Rat, ok bool) {
	neg := false
	switch {
	case strings.HasPrefix(t, "-"):
		neg, t = true, t[1:]
	case strings.HasPrefix(t, "+"):
		t = t[1:]
	}
	t = strings.Replace(t, ",", ".", 1)
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" && frac == "" {
		return nil, nil, false
	}
	for _, part := range []string{whole, frac} {
		for _, c := range part {
			if c < '0' || c > '9' {
				return nil, nil, false
			}
		}
	}
	digits := whole + frac
	n, good := new(big.Int).SetString("0"+digits, 10)
	if !good {
		return nil, nil, false
	}
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(frac))), nil)
	v = new(big.Rat).SetFrac(n, scale)
	if neg {
		v.Neg(v)
	}
	tol = new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Mul(big.NewInt(2), scale))
	return v, tol, true
}

// within reports whether the exact value x is what o says: equal to an
// exact fraction, or within o's rounding and off by no more than a fifth
// of x (a rounded figure far from the chance is never right: "0 %" or
// "1 %" for 2/425 ≈ 0.47 %; docs/tutor.md "Odds answers").
func (o Odds) within(x *big.Rat) bool {
	if o.Value == nil || x == nil {
		return false
	}
	if o.exact() {
		return o.Value.Cmp(x) == 0
	}
	d := new(big.Rat).Sub(o.Value, x)
	d.Abs(d)
	fifth := new(big.Rat).Abs(new(big.Rat).Mul(x, big.NewRat(1, 5)))
	return d.Cmp(o.Tol) <= 0 && d.Cmp(fifth) <= 0
}
