package input

import (
	"errors"
	"testing"

	"croupier/engine"
)

// TestCountedRankTypos: after a count, a rank in the plural with one
// typo or the regional "ich" for "ig" is that rank („beide Köniche“: K♠
// takes both kings, pasur.de.txt "Spielablauf" 3 – a king takes a king);
// a word no rank is near is the word blamed, not the count.
func TestCountedRankTypos(t *testing.T) {
	table := cards(t, "K♥", "K♦", "5♣")
	ctx := &Context{Hand: cards(t, "K♠"), Table: table, Card: card(t, "K♠")}
	for _, in := range []string{"beide köniche", "beide Könige", "beide Koenig", "les deux roiss"} {
		a, err := Read[Play](NewLine(in), ctx)
		if err != nil || !engine.SameCards(a.Take, cards(t, "K♥", "K♦")) {
			t.Errorf("%q: got %+v %v, want K♥ K♦", in, a, err)
		}
	}
	// a number word is no typo of a rank: « tous les trois » is every card
	if a, err := Read[Play](NewLine("tous les trois"), ctx); err != nil || !a.TakeAll {
		t.Errorf("« tous les trois »: got %+v %v, want every table card", a, err)
	}
	for in, blamed := range map[string]string{"les deux rwa": "rwa", "beide xyzzy": "xyzzy"} {
		_, err := Read[Play](NewLine(in), ctx)
		var e *Error
		if !errors.As(err, &e) || e.Token != blamed {
			t.Errorf("%q: got %v, want the error to name %q", in, err, blamed)
		}
	}
}
