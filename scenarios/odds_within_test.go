package scenarios

import (
	"math/big"
	"testing"
)

// TestOddsFarOffNeverRight: a rounded figure is right within its rounding
// and a fifth of the chance; one far off is wrong (docs/tutor.md "Odds
// answers"; 2/425 ≈ 0,4706 % is the next turn's doublet of nines,
// pharo.de.txt "Doublet").
func TestOddsFarOffNeverRight(t *testing.T) {
	x := big.NewRat(2, 425)
	for s, want := range map[string]bool{
		"0,5 %":  true,
		"0,47 %": true,
		"0,4 %":  false,
		"0 %":    false,
		"1 %":    false,
		"0,005":  true,
		"0":      false,
		"2/425":  true,
	} {
		o, err := ParseOdds(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if got := o.within(x); got != want {
			t.Errorf("%q within 2/425: %v, want %v", s, got, want)
		}
	}
}
