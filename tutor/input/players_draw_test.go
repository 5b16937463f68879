package input

import "testing"

// TestPlayersNobodyThenDraw: Pasur 20, eleven rounds end level (RULINGS.md
// „Variants“: fixed 11 rounds, equal totals draw): „keiner von beiden, das ist
// unentschieden“ says nobody and then a draw, the same answer twice; it
// was refused as the name „keiner von beiden“. Nobody then a name is not
// a draw.
func TestPlayersNobodyThenDraw(t *testing.T) {
	ctx := &Context{Players: []string{"Dan", "Anna"}}
	for _, in := range []string{"keiner von beiden, das ist unentschieden", "keiner von beiden, unentschieden"} {
		a, err := Read[Players](NewLine(in), ctx)
		if err != nil || !a.Draw || len(a.Names) > 0 {
			t.Errorf("%q: %+v (%v), want a draw", in, a, err)
		}
	}
	if a, err := Read[Players](NewLine("keiner von beiden, Dan"), ctx); err == nil && a.Draw {
		t.Errorf("„keiner von beiden, Dan“ read as a draw")
	}
}
