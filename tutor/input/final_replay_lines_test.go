package input

import (
	"testing"

	"croupier/engine"
)

// TestAmountWithItsReckoning (the final French replay, Pharaon 4: « il
// gagne quatre points (2 contre 1 sur 2) » was read as 2 and judged
// wrong): the figures of a reckoning after the amount — a ratio and the
// stake it is paid on, a product — are how it is reckoned, not the
// amount. A call paid 2:1 on a stake of 2 brings 4 (pharaon.fr.txt 06);
// a product that is not the amount said, or a second figure that
// differs, is asked again.
func TestAmountWithItsReckoning(t *testing.T) {
	ctx := func() *Context { return &Context{Players: []string{"Sophie", "Louis"}, Subject: "Louis"} }
	for in, want := range map[string]engine.Amount{
		"il gagne quatre points (2 contre 1 sur 2)": engine.Chips(4),
		"il gagne quatre points, 2 contre 1 sur 2":  engine.Chips(4),
		"vier (zwei zu eins auf zwei)":              engine.Chips(4),
		"er gewinnt acht chips, 2 mal 4":            engine.Chips(8),
		"vingt-quatre, 4 fois 6":                    engine.Chips(24),
		"zwei mal vier":                             engine.Chips(8),
	} {
		a, err := Read[Amount](NewLine(in), ctx())
		if err != nil || a.Amount != want {
			t.Errorf("%q: %v %v, want %v", in, a.Amount, err, want)
		}
	}
	for _, in := range []string{"vingt-quatre, 4 fois 5", "quatre points, 2", "vier oder 2"} {
		if a, err := Read[Amount](NewLine(in), ctx()); err == nil {
			t.Errorf("%q: read as %v, want it asked again", in, a.Amount)
		}
	}
}

// TestCaptureExceptThenNamed and alone (the final French replay):
// « tout sauf le roi : les deux 6, et le 2 avec le 4 » was read as
// laying the 5♦ (every card named after the colon was left out too), and
// « le 5 et le 6 qui font 11, plus le valet de pique tout seul » as taking
// everything (« tout seul » is "alone"), and without the 5 and the 6 (the
// relative clause of the reckoning swallowed them). Pasur 3: 5♦ takes
// 6♣ 6♥ 2♦ 4♠ (5 + 6 = 11 twice, 5 + 2 + 4 = 11); Pasur 15: J♦ takes
// 5♣ 6♦ (11) and J♠ (the jacks count 11; pasur.de.txt "Spielablauf" 2
// and "Varianten").
func TestCaptureExceptThenNamed(t *testing.T) {
	c := func(s ...string) []engine.Card { return cards(t, s...) }
	ctx := &Context{Hand: c("5♦"), Table: c("6♣", "6♥", "2♦", "4♠", "K♣"), Card: c("5♦")[0]}
	a, err := Read[Play](NewLine("tout sauf le roi : les deux 6, et le 2 avec le 4"), ctx)
	if err != nil || a.Lay || !a.TakeAll || len(a.Except) != 1 || a.Except[0] != c("K♣")[0] {
		t.Errorf("sauf: %+v %v, want all but K♣", a, err)
	}
	ctx = &Context{Hand: c("J♦"), Table: c("5♣", "6♦", "J♠", "K♥"), Card: c("J♦")[0]}
	a, err = Read[Play](NewLine("le 5 et le 6 qui font 11, plus le valet de pique tout seul"), ctx)
	if err != nil || a.TakeAll || !engine.SameCards(a.Take, c("5♣", "6♦", "J♠")) {
		t.Errorf("tout seul: %+v %v, want 5♣ 6♦ J♠", a, err)
	}
}

// TestCardsPartedByAnd (the last German replay, free Pasur: „herz 2
// nimmt 7 und kreuz 2“ with 7♥ and 2♣ on the table was refused as „Diese
// Karte liegt nicht auf dem Tisch“, the 7 and „Kreuz“ read as 7♣ across
// the „und“): words parted by „und“ / « et » / a comma are parts of two
// cards. 2 + 7 + 2 = 11 (pasur.de.txt "Spielablauf" 2).
func TestCardsPartedByAnd(t *testing.T) {
	ctx := &Context{Hand: cards(t, "2♥", "4♦"), Table: cards(t, "Q♥", "7♥", "8♠", "2♣", "10♣")}
	for _, in := range []string{"herz 2 nimmt 7 und kreuz 2", "le 2 de coeur prend le 7 et trefle 2", "herz 2 nimmt 7, kreuz 2"} {
		a, err := Read[Play](NewLine(in), ctx)
		if err != nil || !engine.SameCards(a.Take, cards(t, "7♥", "2♣")) {
			t.Errorf("%q: %+v %v, want 7♥ 2♣ taken", in, a, err)
		}
	}
}

// TestPayVerbBeforeOdds (the last German replay, Pharo 12: „dan hats
// richtig, cat hop zahlt 2 zu 1 also +6“ was −6, a right call of 3 chips
// at 2:1 judged lost; pharo.de.txt „Cat-hop“): a verb of paying before a
// ratio says how the bank pays, not that the player loses; a signed
// amount against a verb of losing is asked again.
func TestPayVerbBeforeOdds(t *testing.T) {
	ctx := func() *Context {
		return &Context{Players: []string{"Doc", "Dan"}, Bank: "Doc", Subject: "Dan", Player: "Dan"}
	}
	for in, want := range map[string]engine.Amount{
		"dan hats richtig, cat hop zahlt 2 zu 1 also +6": engine.Chips(6),
		"zwei chips gewinn, dan zahlt 2 zu 1":            engine.Chips(2),
		"il gagne 6, le cat hop paie 2 contre 1":         engine.Chips(6),
	} {
		a, err := Read[Amount](NewLine(in), ctx())
		if err != nil || a.Amount != want {
			t.Errorf("%q: %v %v, want %v", in, a.Amount, err, want)
		}
	}
	if a, err := Read[Amount](NewLine("er zahlt +6"), ctx()); err == nil {
		t.Errorf("„er zahlt +6“: read as %v, want it asked again", a.Amount)
	}
}

// TestTableCheckInOwnWords (the last replays, Pasur 19: „der bube wurde
// zurückgemischt und durch eine andere karte ersetzt“ and « le valet
// repart dans le talon et on met une autre carte a sa place » were
// refused): a jack alone among the first table cards is shuffled back
// and replaced (pasur.de.txt "Austeilen"), said in the words of the
// tutor's own rule line.
func TestTableCheckInOwnWords(t *testing.T) {
	for _, in := range []string{
		"der bube wurde zurückgemischt und durch eine andere karte ersetzt",
		"le valet repart dans le talon et on met une autre carte a sa place",
		"le valet est remélangé dans le talon",
	} {
		a, err := Read[TableCheck](NewLine(in), nil)
		if err != nil || len(a.Checks) != 1 || a.Checks[0] != "jack" {
			t.Errorf("%q: %v %v, want the jack replaced", in, a.Checks, err)
		}
	}
}
