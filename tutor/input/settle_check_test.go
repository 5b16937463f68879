package input

import (
	"testing"

	"croupier/engine"
)

// checkSettlement reads in as a settlement at the table ctx and checks
// it against want: every player of want with that amount, and no one else
// with an amount other than 0.
func checkSettlement(t *testing.T, ctx *Context, in string, want map[string]engine.Amount) {
	t.Helper()
	a, err := Read[Settlement](NewLine(in), ctx)
	if err != nil {
		t.Errorf("%q: %v", in, err)
		return
	}
	got := map[string]engine.Amount{}
	for _, x := range a.Deltas {
		got[x.Player] = x.Amount
	}
	for p, w := range want {
		if v, ok := got[p]; !ok || v != w {
			t.Errorf("%q: %s %v (read: %v), want %v", in, p, v, ok, w)
		}
	}
	for p, v := range got {
		if _, ok := want[p]; !ok && v != 0 {
			t.Errorf("%q: %s %v, not in the answer", in, p, v)
		}
	}
}
