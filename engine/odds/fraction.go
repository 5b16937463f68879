package odds

import (
	"math/big"

	"croupier/engine"
)

// Fraction is an exact rational number: a probability or an expected gain
// per unit staked. It is immutable; the zero Fraction is 0. Methods never
// modify their receiver or argument. Compare fractions with Equal or Cmp,
// not ==.
type Fraction struct {
	r *big.Rat // nil means 0; never modified after construction
}

// FractionOf returns num/den in lowest terms. A zero den is refused.
func FractionOf(num, den int64) (Fraction, error) {
	if den == 0 {
		return Fraction{}, &Error{Err: ErrZeroDenominator}
	}
	return ratio(num, den), nil
}

// FractionOfBig returns num/den in lowest terms (the arguments are
// copied). A nil or zero den is refused; a nil num is 0.
func FractionOfBig(num, den *big.Int) (Fraction, error) {
	if den == nil || den.Sign() == 0 {
		return Fraction{}, &Error{Err: ErrZeroDenominator}
	}
	if num == nil {
		return Fraction{}, nil
	}
	return Fraction{r: new(big.Rat).SetFrac(num, den)}, nil
}

// ratio is num/den for a den known to be non-zero.
func ratio(num, den int64) Fraction {
	if den == 0 {
		return Fraction{}
	}
	return Fraction{r: new(big.Rat).SetFrac64(num, den)}
}

// bigRatio is num/den for a den known to be non-zero.
func bigRatio(num, den *big.Int) Fraction {
	f, _ := FractionOfBig(num, den)
	return f
}

// rat returns the value as a *big.Rat that must not be modified.
func (f Fraction) rat() *big.Rat {
	if f.r == nil {
		return new(big.Rat)
	}
	return f.r
}

// Rat returns the value as a new *big.Rat.
func (f Fraction) Rat() *big.Rat { return new(big.Rat).Set(f.rat()) }

// Num returns the numerator in lowest terms (a new *big.Int; its sign is
// the fraction's).
func (f Fraction) Num() *big.Int { return new(big.Int).Set(f.rat().Num()) }

// Den returns the denominator in lowest terms (a new *big.Int, always
// positive).
func (f Fraction) Den() *big.Int { return new(big.Int).Set(f.rat().Denom()) }

// Int64 returns the numerator and denominator in lowest terms if both fit
// in an int64.
func (f Fraction) Int64() (num, den int64, ok bool) {
	n, d := f.rat().Num(), f.rat().Denom()
	if !n.IsInt64() || !d.IsInt64() {
		return 0, 0, false
	}
	return n.Int64(), d.Int64(), true
}

// String returns the fraction in lowest terms: "2/425", "-1/6", "0", "1".
func (f Fraction) String() string { return f.rat().RatString() }

// Sign returns -1, 0 or +1.
func (f Fraction) Sign() int { return f.rat().Sign() }

// IsZero reports whether f is 0.
func (f Fraction) IsZero() bool { return f.Sign() == 0 }

// Cmp compares f and g: -1 if f < g, 0 if equal, +1 if f > g.
func (f Fraction) Cmp(g Fraction) int { return f.rat().Cmp(g.rat()) }

// Equal reports whether f and g are the same number.
func (f Fraction) Equal(g Fraction) bool { return f.Cmp(g) == 0 }

// Add returns f + g.
func (f Fraction) Add(g Fraction) Fraction {
	return Fraction{r: new(big.Rat).Add(f.rat(), g.rat())}
}

// Sub returns f − g.
func (f Fraction) Sub(g Fraction) Fraction {
	return Fraction{r: new(big.Rat).Sub(f.rat(), g.rat())}
}

// Mul returns f × g.
func (f Fraction) Mul(g Fraction) Fraction {
	return Fraction{r: new(big.Rat).Mul(f.rat(), g.rat())}
}

// Quo returns f / g; ok is false (and the result 0) when g is 0.
func (f Fraction) Quo(g Fraction) (q Fraction, ok bool) {
	if g.Sign() == 0 {
		return Fraction{}, false
	}
	return Fraction{r: new(big.Rat).Quo(f.rat(), g.rat())}, true
}

// Times returns f × a in whole chips or points, for example the expected
// gain of a stake: a PlayerEV of −1/6 times a stake of 3 chips is −1/2.
func (f Fraction) Times(a engine.Amount) Fraction {
	return f.Mul(ratio(a.InHalves(), 2))
}

// Neg returns −f.
func (f Fraction) Neg() Fraction { return Fraction{r: new(big.Rat).Neg(f.rat())} }

// Float64 returns the nearest float64, for display only.
func (f Fraction) Float64() float64 {
	x, _ := f.rat().Float64()
	return x
}

// Percent returns 100·f as a float64, for display only (2/425 gives
// 0.4705…).
func (f Fraction) Percent() float64 { return Percent(f) }

// Percent returns 100·f as a float64, for display only.
func Percent(f Fraction) float64 {
	x, _ := new(big.Rat).Mul(f.rat(), big.NewRat(100, 1)).Float64()
	return x
}
