package input

import "testing"

// TestRestGoesToAnother (the final German replay, issue 22, quiz pasur Q6):
// „nur 2 für die kreuz zwei, den rest kriegt dan“ is 2 points for the 2♣
// (pasur.de.txt "Punktewertung": Kreuz 2 = 2); „den Rest kriegt Dan“ says
// where the other cards went and carries no figure. It was refused with
// „rest kriegt dan – da fehlt etwas“. A rest that holds a figure or a
// category still counts as said („den Rest, 3 Punkte, kriegt Dan“ is not
// dropped).
func TestRestGoesToAnother(t *testing.T) {
	ctx := &Context{Players: []string{"Dan", "Anna"}}
	a, err := Read[Score](NewLine("nur 2 für die kreuz zwei, den rest kriegt dan"), ctx)
	if err != nil || len(a.Score) != 1 || a.Score[ScoreTwoClubs] != 2 {
		t.Errorf("got %+v %v, want 2 for the 2♣", a, err)
	}
	if a, err := Read[Score](NewLine("nur 2 für die kreuz zwei, den rest 3 kriegt dan"), ctx); err == nil && len(a.Score) == 1 {
		t.Errorf("a figure in the rest dropped: %+v", a)
	}
}
