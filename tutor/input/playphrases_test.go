package input

import (
	"testing"

	"croupier/engine"
)

// TestPlayPhrasesFinalReplay (issue 22, final replays), read at the
// quiz's and free play's tables. Quiz pasur: the 2♠ on 2♥ 2♦ 7♣ 2♣, its
// best capture is 7♣ and the 2♣ (2 + 7 + 2 = 11, and the Kleine Zwei
// scores 2: pasur.de.txt "Spielablauf" 2, „Punktewertung“); „am besten“
// carries nothing. Free Pasur: the Q♥ takes the Q♣ (a queen takes a
// queen, "Spielablauf" 3), « celle de trèfle » is the queen of clubs.
// A card laid « à côté du 7 » leaves the 7 on the table, never takes an
// ace.
func TestPlayPhrasesFinalReplay(t *testing.T) {
	quiz := &Context{Hand: cards(t, "2♠"), Table: cards(t, "2♥", "2♦", "7♣", "2♣"), Card: card(t, "2♠")}
	for _, in := range []string{"am besten die kreuz sieben mit der kleinen zwei", "am besten nimmt sie die kreuz sieben und die kreuz zwei"} {
		a, err := Read[Play](NewLine(in), quiz)
		if err != nil || !engine.SameCards(a.Take, cards(t, "7♣", "2♣")) {
			t.Errorf("%q: got %+v %v, want 7♣ 2♣ taken", in, a, err)
		}
	}
	free := &Context{Hand: cards(t, "Q♥", "3♠", "7♥"), Table: cards(t, "7♣", "4♦", "Q♣", "A♦")}
	for _, in := range []string{"la dame de coeur prend celle de trefle", "la dame de cœur ramasse celle de trèfle"} {
		a, err := Read[Play](NewLine(in), free)
		if err != nil || a.Play != card(t, "Q♥") || !engine.SameCards(a.Take, cards(t, "Q♣")) {
			t.Errorf("%q: got %+v %v, want Q♥ taking Q♣", in, a, err)
		}
	}
	// « celle de pique » with no queen of spades on the table is refused
	if a, err := Read[Play](NewLine("la dame de coeur prend celle de pique"), free); err == nil {
		t.Errorf("« celle de pique » read as %+v: no such card on the table", a)
	}
	laid := &Context{Hand: cards(t, "Q♦"), Table: cards(t, "7♣", "A♠"), Card: card(t, "Q♦")}
	for _, in := range []string{"rien du tout, elle se pose a cote du 7", "je la pose à côté du sept", "sie kommt neben die Kreuz-Sieben"} {
		a, err := Read[Play](NewLine(in), laid)
		if err != nil || len(a.Take) != 0 || a.TakeAll {
			t.Errorf("%q: got %+v %v, want nothing taken", in, a, err)
		}
	}
}

// TestPlayThenWhatCardIs: a clause after a play that says only what the
// card played is („…, das ist ja ein Bube“, « …, c'est un valet ») is a
// reason (pasur.de.txt "Spielablauf" 4: a jack takes every card but kings
// and queens). Quiz pasur: the J♦ on 10♠ 7♦ 2♥ 6♥ 4♣ 8♣ takes all six.
// A clause naming a table card stays a card taken.
func TestPlayThenWhatCardIs(t *testing.T) {
	ctx := &Context{Hand: cards(t, "J♦", "2♣"), Table: cards(t, "10♠", "7♦", "2♥", "6♥", "4♣", "8♣"), Card: card(t, "J♦")}
	for _, in := range []string{"il chope tout, c'est un valet", "alles, das ist ja ein Bube", "er nimmt alles, es ist ein bube"} {
		a, err := Read[Play](NewLine(in), ctx)
		if err != nil || !(a.TakeAll || len(a.Take) == 6) {
			t.Errorf("%q: got %+v %v, want all taken", in, a, err)
		}
	}
	seven := &Context{Hand: cards(t, "4♠"), Table: cards(t, "7♦", "7♣", "K♥"), Card: card(t, "4♠")}
	if a, err := Read[Play](NewLine("je prends le 7 de carreau, c'est le sept de trèfle"), seven); err == nil && !inCards(a.Take, card(t, "7♣")) {
		t.Errorf("« c'est le sept de trèfle » dropped: %+v, a table card is no reason", a)
	}
}

// TestPlayThatIsAll: „das ist alles“, « c'est tout » after a card taken
// close the list — nothing more is taken, never every card („die kreuz
// sieben, das ist alles“ was read as all of the table). Quiz pasur: the
// 2♠ on 2♥ 2♦ 7♣ 2♣ takes 7♣ and one 2 (2 + 7 + 2 = 11, pasur.de.txt
// "Spielablauf" 2). Lead-ins („am liebsten“, « le mieux c'est »), „auch“,
// « bien » and « à côté » without its card carry nothing.
func TestPlayThatIsAll(t *testing.T) {
	quiz := &Context{Hand: cards(t, "2♠"), Table: cards(t, "2♥", "2♦", "7♣", "2♣"), Card: card(t, "2♠")}
	for _, in := range []string{"die kreuz sieben und die kreuz zwei, das ist alles", "le 7 de trefle et le 2 de trefle, c'est tout",
		"die kreuz sieben und die kleine zwei und sonst nichts", "le 7 de trefle et le petit deux, rien d'autre",
		"am liebsten die kreuz sieben und die kreuz zwei", "le mieux c'est le 7 de trefle avec le petit deux",
		"je prendrais bien le 7 de trefle et le 2 de trefle", "ich würde die kreuz sieben nehmen, die kleine zwei auch"} {
		a, err := Read[Play](NewLine(in), quiz)
		if err != nil || a.TakeAll || !engine.SameCards(a.Take, cards(t, "7♣", "2♣")) {
			t.Errorf("%q: got %+v %v, want 7♣ 2♣ and nothing else", in, a, err)
		}
	}
	laid := &Context{Hand: cards(t, "Q♦"), Table: cards(t, "7♣", "A♠"), Card: card(t, "Q♦")}
	if a, err := Read[Play](NewLine("elle se pose a cote"), laid); err != nil || len(a.Take) != 0 || a.TakeAll {
		t.Errorf("« elle se pose a cote »: got %+v %v, want nothing taken", a, err)
	}
}
