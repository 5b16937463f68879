package odds

import (
	"math"
	"math/big"
)

// Estimate is a Monte-Carlo estimate of one figure: the mean of a value
// observed once per simulated deal. Values are whole multiples of 1/Unit
// (Unit 1 for a chance, 2 for a gain in half stakes); Sum and SumSq add
// up the values and their squares in those units.
type Estimate struct {
	Trials     int64
	Unit       int64
	Sum, SumSq int64
}

// add records one observation of v units.
func (e *Estimate) add(v int64) {
	e.Sum += v
	e.SumSq += v * v
}

// merge adds the observations of o (with the same Unit).
func (e *Estimate) merge(o Estimate) {
	e.Trials += o.Trials
	e.Sum += o.Sum
	e.SumSq += o.SumSq
}

// MeanFraction returns the sample mean exactly (0 with no trials).
func (e Estimate) MeanFraction() Fraction {
	if e.Trials <= 0 || e.Unit <= 0 {
		return Fraction{}
	}
	return bigRatio(big.NewInt(e.Sum), new(big.Int).Mul(big.NewInt(e.Trials), big.NewInt(e.Unit)))
}

// Mean returns the sample mean, for display (0 with no trials).
func (e Estimate) Mean() float64 {
	if e.Trials <= 0 || e.Unit <= 0 {
		return 0
	}
	return float64(e.Sum) / float64(e.Unit) / float64(e.Trials)
}

// StdErr returns the standard error of the mean, from the sample
// variance, for display (0 with fewer than two trials).
func (e Estimate) StdErr() float64 {
	if e.Trials < 2 || e.Unit <= 0 {
		return 0
	}
	t := float64(e.Trials)
	s := float64(e.Sum)
	v := (float64(e.SumSq) - s*s/t) / (t - 1)
	if v < 0 {
		v = 0
	}
	return math.Sqrt(v/t) / float64(e.Unit)
}

// Z returns how many standard errors the mean lies from the exact value
// (0 if it is exact; ±Inf if the standard error is 0 but the mean is not
// exact), for display and tests.
func (e Estimate) Z(exact Fraction) float64 {
	d := e.MeanFraction().Sub(exact)
	if d.IsZero() {
		return 0
	}
	se := e.StdErr()
	if se == 0 {
		return math.Inf(d.Sign())
	}
	return d.Float64() / se
}
