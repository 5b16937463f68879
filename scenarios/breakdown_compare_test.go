package scenarios

import "testing"

// TestBreakdownWithoutTotal (third French replay: « trois pour le grand
// dix » was judged right where the round made 4): categories given
// without a total say that they are all of it. A round of the great ten
// (3, pasur.de.txt "Punkte") and one ace (1) makes 4.
func TestBreakdownWithoutTotal(t *testing.T) {
	q := &Question{want: Breakdown{"ten_diamonds": 3, "aces": 1, "total": 4}}
	for _, c := range []struct {
		got  Breakdown
		want bool
	}{
		{Breakdown{"ten_diamonds": 3}, false},
		{Breakdown{"ten_diamonds": 3, "aces": 1}, true},
		{Breakdown{"total": 4}, true},
		{Breakdown{"ten_diamonds": 3, "total": 4}, true},
		{Breakdown{"aces": 2, "total": 4}, false},
	} {
		if ok, _, _ := compareBreakdown(q, c.got); ok != c.want {
			t.Errorf("%v: judged %v, want %v", c.got, ok, c.want)
		}
	}
}
