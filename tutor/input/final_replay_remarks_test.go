package input

import (
	"testing"

	"croupier/engine"
)

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

// TestQuizCapturesWithTheirReason (the final French replay, quiz pasur Q1
// and Q3): a capture with why it is best (« mieux que le 7 de cœur pour
// le trèfle ») or how it adds up (« deux groupes de 8 ») is the capture.
// By hand, pasur.de.txt "Spielablauf": the 3♣ takes 7♣ A♥, 3 + 7 + 1 = 11
// (the 7♣ rather than the 7♥: a club more, "Punktewertung"); the 3♦ on 8♥
// 2♣ A♦ 6♦ takes 8♥ (3 + 8) and 2♣ 6♦ (3 + 2 + 6), two groups.
func TestQuizCapturesWithTheirReason(t *testing.T) {
	for _, c := range []struct {
		hand, line string
		table      []string
		want       []string
	}{
		{"3♣", "le 7 de trefle avec l'as de coeur, mieux que le 7 de coeur pour le trefle", []string{"10♣", "7♥", "2♦", "A♥", "7♣"}, []string{"7♣", "A♥"}},
		{"3♦", "je prends 8♥ 2♣ 6♦, deux groupes de 8", []string{"8♥", "2♣", "A♦", "6♦"}, []string{"8♥", "2♣", "6♦"}},
	} {
		ctx := &Context{Hand: cards(t, c.hand), Table: cards(t, c.table...), Players: []string{"Dan", "Anna"}}
		a, err := Read[Play](NewLine(c.line), ctx)
		if err != nil || a.TakeAll || a.Lay || !sameSet(a.Take, cards(t, c.want...)) {
			t.Errorf("%q: got %+v %v, want %v", c.line, a, err, c.want)
		}
	}
}

// sameSet reports two lists of the same cards in any order.
func sameSet(a, b []engine.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for _, c := range a {
		if !inCards(b, c) {
			return false
		}
	}
	return true
}

// TestPileListTakenToo (the final German replay, Pasur 10, „Was ist in
// Annas Aufnahmestapel?“): „herz 2, herz 9 und den kreuzkönig kriegt sie
// auch noch“ lists 2♥ 9♥ K♣: the 2♥ took the 9♥ (2 + 9 = 11), and the
// king, left last on the table, goes to her as the last to take
// (pasur.de.txt "Spielablauf"). „kriegt … auch noch“ says how, no card.
func TestPileListTakenToo(t *testing.T) {
	a, err := Read[Cards](NewLine("herz 2, herz 9 und den kreuzkönig kriegt sie auch noch"), &Context{Players: []string{"Dan", "Anna"}})
	if err != nil || !sameSet(a.Cards, cards(t, "2♥", "9♥", "K♣")) {
		t.Errorf("got %+v %v, want 2♥ 9♥ K♣", a, err)
	}
}
