package engine

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// Amount is an exact amount of chips or points, counted in halves so that
// half a stake (a Faro doublet) is exact and no float is ever involved.
// The zero Amount is zero.
type Amount int64

// Chips returns the Amount of n whole chips (or points).
func Chips(n int64) Amount { return Amount(n * 2) }

// Halves returns the Amount of n half chips.
func Halves(n int64) Amount { return Amount(n) }

// InHalves returns the amount counted in halves.
func (a Amount) InHalves() int64 { return int64(a) }

// Whole reports whether a is a whole number of chips.
func (a Amount) Whole() bool { return a%2 == 0 }

// WholePart returns the whole chips of a, rounded toward zero.
func (a Amount) WholePart() int64 { return int64(a) / 2 }

// Half returns exactly half of a. It fails only if a is an odd number of
// halves (a quarter is never needed by the rules).
func (a Amount) Half() (Amount, bool) {
	if a%2 != 0 {
		return 0, false
	}
	return a / 2, true
}

// Neg returns -a.
func (a Amount) Neg() Amount { return -a }

// Abs returns |a|.
func (a Amount) Abs() Amount {
	if a < 0 {
		return -a
	}
	return a
}

// String formats a in the neutral notation: "4", "-6", "1½", "-½".
func (a Amount) String() string {
	return a.Format("½")
}

// Format formats a with the given spelling of one half, for example "½",
// ".5" or ",5": Format(",5") of 3 halves is "1,5".
func (a Amount) Format(half string) string {
	neg := a < 0
	h := int64(a)
	if neg {
		h = -h
	}
	whole, odd := h/2, h%2 == 1
	s := strconv.FormatInt(whole, 10)
	switch {
	case odd && whole == 0 && half == "½":
		s = "½"
	case odd:
		s += half
	}
	if neg && h != 0 {
		s = "-" + s
	}
	return s
}

// Signed formats a with an explicit sign: "+4", "-6", "0".
func (a Amount) Signed() string {
	if a > 0 {
		return "+" + a.String()
	}
	return a.String()
}

// ErrBadAmount is returned by ParseAmount for text that is not an amount.
var ErrBadAmount = errors.New("not an amount: use whole numbers or halves like 1½, 1,5 or 1.5")

// maxAmountHalves bounds parsed amounts so that sums cannot overflow.
const maxAmountHalves = math.MaxInt64 / 1024

// ParseAmount reads an exact amount: an optional sign, whole digits, and
// optionally one half written "½", ".5", ",5" or " 1/2" ("1½", "-1,5",
// "+4", "½", "3/2"). Anything finer than a half is refused.
func ParseAmount(s string) (Amount, error) {
	t := strings.TrimSpace(s)
	t = strings.ReplaceAll(t, "−", "-") // the minus sign
	neg := false
	if strings.HasPrefix(t, "+") {
		t = strings.TrimSpace(t[1:])
	} else if strings.HasPrefix(t, "-") {
		neg = true
		t = strings.TrimSpace(t[1:])
	}
	half := false
	switch {
	case strings.HasSuffix(t, "½"):
		half, t = true, strings.TrimSpace(strings.TrimSuffix(t, "½"))
	case strings.HasSuffix(t, ".5"), strings.HasSuffix(t, ",5"):
		half, t = true, t[:len(t)-2]
	case strings.HasSuffix(t, ".0"), strings.HasSuffix(t, ",0"):
		t = t[:len(t)-2]
	case strings.HasSuffix(t, "1/2") && len(t) > 3 && t[len(t)-4] == ' ':
		half, t = true, strings.TrimSpace(t[:len(t)-3])
	case strings.HasSuffix(t, "/2"):
		n, err := strconv.ParseInt(t[:len(t)-2], 10, 64)
		if err != nil || n < 0 || n > maxAmountHalves {
			return 0, ErrBadAmount
		}
		a := Amount(n)
		if neg {
			a = -a
		}
		return a, nil
	}
	var whole int64
	if t == "" {
		if !half {
			return 0, ErrBadAmount
		}
	} else {
		for _, c := range t {
			if c < '0' || c > '9' {
				return 0, ErrBadAmount
			}
		}
		n, err := strconv.ParseInt(t, 10, 64)
		if err != nil || n > maxAmountHalves/2 {
			return 0, ErrBadAmount
		}
		whole = n
	}
	a := Amount(whole * 2)
	if half {
		a++
	}
	if neg {
		a = -a
	}
	return a, nil
}
