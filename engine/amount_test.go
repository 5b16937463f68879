package engine

import (
	"errors"
	"testing"
)

// RULINGS.md "Faro profile pharo": half of an odd stake is exact (1½ chips).
func TestAmountHalves(t *testing.T) {
	three := Chips(3)
	half, ok := three.Half()
	if !ok || half != Halves(3) || half.String() != "1½" {
		t.Errorf("half of 3 = %v %v", half, ok)
	}
	if half+half != three {
		t.Error("halves do not add up")
	}
	if _, ok := Halves(3).Half(); ok {
		t.Error("half of 1½ should be refused")
	}
	cases := map[Amount]string{
		0: "0", Chips(4): "4", Chips(-6): "-6", Halves(1): "½", Halves(-1): "-½", Halves(-3): "-1½",
	}
	for a, want := range cases {
		if a.String() != want {
			t.Errorf("%d halves: %q, want %q", a, a.String(), want)
		}
	}
	if Chips(4).Signed() != "+4" || Chips(-4).Signed() != "-4" || Amount(0).Signed() != "0" {
		t.Error("Signed")
	}
	if Halves(3).Format(",5") != "1,5" || Halves(-3).Format(".5") != "-1.5" {
		t.Error("Format")
	}
	if !Chips(2).Whole() || Halves(3).Whole() || Halves(3).WholePart() != 1 {
		t.Error("Whole")
	}
}

func TestParseAmount(t *testing.T) {
	cases := map[string]Amount{
		"4": Chips(4), "+4": Chips(4), "-6": Chips(-6), "1½": Halves(3), "1,5": Halves(3),
		"1.5": Halves(3), "-1,5": Halves(-3), "½": Halves(1), "-½": Halves(-1), "3/2": Halves(3),
		"1 1/2": Halves(3), "0": 0, " 12 ": Chips(12), "−2": Chips(-2), "2.0": Chips(2),
	}
	for in, want := range cases {
		got, err := ParseAmount(in)
		if err != nil || got != want {
			t.Errorf("ParseAmount(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "abc", "1.25", "1/3", "+", "4x", "99999999999999999999", "--1", "1,55"} {
		if _, err := ParseAmount(in); !errors.Is(err, ErrBadAmount) {
			t.Errorf("ParseAmount(%q) = %v, want ErrBadAmount", in, err)
		}
	}
}
