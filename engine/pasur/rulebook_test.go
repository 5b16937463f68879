package pasur

import (
	"slices"
	"testing"
)

// pasur.de.txt "Spielablauf" 2., first example: "Sie spielen eine 7; der
// Tisch zeigt eine 4. Sie nehmen die 4 (7 + 4 = 11)."
func TestRulebookSevenTakesFour(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣", "9♠", "4♦", "")
	got := takeKeys(r.LegalMoves(), c1(t, "7♣"))
	if want := []string{"4♦"}; !slices.Equal(got, want) {
		t.Fatalf("captures of 7♣: got %v, want %v", got, want)
	}
	res := play(t, r, "7♣", "4♦")
	if key(res.Captured) != "4♦" || res.Laid {
		t.Fatalf("result %+v", res)
	}
	if key(r.Pile(0)) != "4♦ 7♣" {
		t.Fatalf("pile: the played card goes to the pile with what it took: %v", r.Pile(0))
	}
}

// "Spielablauf" 2., second example: "Sie spielen eine 8; der Tisch zeigt
// eine 2 und eine 1 (Ass). Sie nehmen die 2 und das Ass (8 + 2 + 1 = 11)."
func TestRulebookEightTakesTwoAndAce(t *testing.T) {
	r := position(t, cfgN(t, 2), "8♥", "9♠", "2♣ A♦", "")
	got := takeKeys(r.LegalMoves(), c1(t, "8♥"))
	if want := []string{"2♣ A♦"}; !slices.Equal(got, want) {
		t.Fatalf("captures of 8♥: got %v, want %v", got, want)
	}
	// Taking only the 2 is 8 + 2 = 10 ≠ 11.
	me := wantRule(t, r.Check(Move{Card: c1(t, "8♥"), Take: cs(t, "2♣")}), ErrBadSum, RuleBadSum)
	if me.Sum != 2 || me.Need != 3 {
		t.Fatalf("bad sum fields: %+v", me)
	}
	res := play(t, r, "8♥", "A♦ 2♣")
	if key(res.Captured) != "2♣ A♦" {
		t.Fatalf("captured %v", res.Captured)
	}
	// Taking the whole table is a sur (7.).
	if !res.Sur || !res.Cleared {
		t.Fatalf("clearing capture must be a sur: %+v", res.Outcome)
	}
}

// "Spielablauf" 2.: "Mehrere Kombinationen können gleichzeitig je 11
// ergeben und alle zusammen aufgenommen werden." A 7 with two 4s and a
// 3 + A on the table: groups {4♣}, {4♦}, {3♥ A♠}; every non-empty union
// of disjoint groups is a capture: 2³ − 1 = 7.
func TestRulebookSeveralCombinations(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣", "9♠", "4♣ 4♦ 3♥ A♠ 10♦", "")
	got := takeKeys(r.LegalMoves(), c1(t, "7♣"))
	want := []string{"3♥ A♠", "3♥ 4♣ A♠", "3♥ 4♣ 4♦ A♠", "3♥ 4♦ A♠", "4♣", "4♣ 4♦", "4♦"}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("captures of 7♣: got %v, want %v", got, want)
	}
	res := play(t, r, "7♣", "4♣ 4♦ 3♥ A♠")
	if len(res.Captured) != 4 || res.Cleared {
		t.Fatalf("result %+v", res)
	}
}

// pasur.de.txt "Kartendeck": "Ass + 10, 2 + 9, 3 + 8, 4 + 7, 5 + 6 oder
// Mehrkarten-Summen wie 3 + 4 + 4 oder 2 + 4 + 5".
func TestRulebookSumExamples(t *testing.T) {
	cases := []struct{ card, table, take string }{
		{"A♣", "10♦", "10♦"},
		{"10♣", "A♦", "A♦"},
		{"2♣", "9♦", "9♦"},
		{"9♣", "2♦", "2♦"},
		{"3♣", "8♦", "8♦"},
		{"4♣", "7♦", "7♦"},
		{"5♣", "6♦", "6♦"},
		{"6♣", "5♦", "5♦"},
		{"3♣", "4♦ 4♥", "4♦ 4♥"},
		{"2♣", "4♦ 5♥", "4♦ 5♥"},
		{"4♣", "2♦ 5♥", "2♦ 5♥"},
	}
	for _, tc := range cases {
		r := position(t, cfgN(t, 2), tc.card, "", tc.table, "")
		got := takeKeys(r.LegalMoves(), c1(t, tc.card))
		if len(got) != 1 || got[0] != key(cs(t, tc.take)) {
			t.Errorf("%s on %s: got %v, want [%s]", tc.card, tc.table, got, tc.take)
		}
	}
}

// "Kartendeck" and "Spielablauf" 2.: "Bildkarten (B, D, K) tragen nie zur
// Summe bei." A 10 may not count a jack, queen or king as 1 … anything.
func TestRulebookFacesNeverInSums(t *testing.T) {
	r := position(t, cfgN(t, 2), "5♣", "", "6♦ J♥ Q♠", "")
	wantRule(t, r.Check(Move{Card: c1(t, "5♣"), Take: cs(t, "6♦ J♥")}), ErrFaceInSum, RuleFaceInSum)
	wantRule(t, r.Check(Move{Card: c1(t, "5♣"), Take: cs(t, "Q♠")}), ErrFaceInSum, RuleFaceInSum)
}

// "Spielablauf" 3.: "Ein gespielter König nimmt alle offen liegenden
// Könige; eine gespielte Dame nimmt alle Damen. Könige und Damen können
// nicht durch Summierung genommen werden."
func TestRulebookKingsAndQueens(t *testing.T) {
	r := position(t, cfgN(t, 2), "K♣ Q♣", "", "K♦ K♥ Q♠ 5♦", "")
	ms := r.LegalMoves()
	if got := takeKeys(ms, c1(t, "K♣")); !slices.Equal(got, []string{"K♥ K♦"}) {
		t.Fatalf("king takes all kings: %v", got)
	}
	if got := takeKeys(ms, c1(t, "Q♣")); !slices.Equal(got, []string{"Q♠"}) {
		t.Fatalf("queen takes all queens: %v", got)
	}
	wantRule(t, r.Check(Move{Card: c1(t, "K♣"), Take: cs(t, "K♦")}), ErrMustTakeAll, RuleMustTakeAll)
	wantRule(t, r.Check(Move{Card: c1(t, "K♣"), Take: cs(t, "K♦ K♥ Q♠")}), ErrWrongRank, RuleWrongRank)
	wantRule(t, r.Check(Move{Card: c1(t, "K♣"), Take: cs(t, "K♦ K♥ 5♦")}), ErrWrongRank, RuleWrongRank)
}

// "Spielablauf" 4.: "Ein gespielter Bube nimmt jede Nicht-K/D-Karte auf
// einmal, die offen auf dem Tisch liegt. Buben nehmen keine Damen oder
// Könige." RULINGS.md: other jacks included.
func TestRulebookJackSweep(t *testing.T) {
	r := position(t, cfgN(t, 2), "J♣", "8♣", "A♦ 5♥ 9♠ J♦ Q♥ K♠ 10♣", "")
	ms := r.LegalMoves()
	if got := takeKeys(ms, c1(t, "J♣")); !slices.Equal(got, []string{"10♣ 5♥ 9♠ A♦ J♦"}) {
		t.Fatalf("jack sweep: %v", got)
	}
	wantRule(t, r.Check(Move{Card: c1(t, "J♣"), Take: cs(t, "A♦ 5♥")}), ErrMustTakeAll, RuleMustTakeAll)
	wantRule(t, r.Check(Move{Card: c1(t, "J♣"), Take: cs(t, "A♦ 5♥ 9♠ J♦ 10♣ Q♥")}), ErrJackFace, RuleJackFace)
	res := play(t, r, "J♣", "A♦ 5♥ 9♠ J♦ 10♣")
	if res.Cleared || res.Sur {
		t.Fatal("kings and queens stay: no sur")
	}
	if key(r.Table()) != "K♠ Q♥" {
		t.Fatalf("table %v", r.Table())
	}
}

// "Spielablauf" 6.: a card that cannot capture is laid face up; RULINGS.md:
// a jack with nothing to take is laid like any other card.
func TestRulebookLay(t *testing.T) {
	r := position(t, cfgN(t, 2), "9♣ J♥", "", "K♦ Q♠", "")
	ms := r.LegalMoves()
	if len(ms) != 2 || !ms[0].Laid() || !ms[1].Laid() {
		t.Fatalf("both cards can only be laid: %v", ms)
	}
	res := play(t, r, "J♥", "")
	if !res.Laid || key(r.Table()) != "J♥ K♦ Q♠" {
		t.Fatalf("laid jack: %+v table %v", res.Outcome, r.Table())
	}
}

// "Spielablauf" 7.: "Wenn Ihr Zug alle offen liegenden Karten vom Tisch
// räumt, erzielen Sie einen Sur … Die gespielte Karte wird dennoch
// aufgenommen." Punktewertung: "Jeder Sur (Feger): 5 Punkte."
func TestRulebookSur(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣ 9♦", "8♠ 6♠", "4♦", "")
	res := play(t, r, "7♣", "4♦")
	if !res.Sur || !res.Cleared || res.SurDenied != "" {
		t.Fatalf("sur: %+v", res.Outcome)
	}
	if r.Surs(0) != 1 {
		t.Fatalf("surs %d", r.Surs(0))
	}
	b := r.Breakdowns()[0]
	// 7♣ and 4♦: no point cards; one sur.
	if b.Surs != 1 || b.SurPoints != 5 || b.Total != 5 {
		t.Fatalf("breakdown %+v", b)
	}
}

// "Spielablauf" 8.: the remaining table goes to the last capturer, "nicht
// durch einen Sur". RULINGS.md: the last-capture bonus is never a sur.
func TestRulebookLastCapture(t *testing.T) {
	// Seat 0 captures 2♣ with 9♦; seat 1 lays 5♠; seat 0 lays 10♥ (needs 1);
	// seat 1 lays K♠. The table 3♦ 5♠ 10♥ K♠ goes to seat 0 with no sur.
	r := position(t, cfgN(t, 2), "9♦ 10♥", "5♠ K♠", "2♣ 3♦", "")
	play(t, r, "9♦", "2♣")
	play(t, r, "5♠", "")
	play(t, r, "10♥", "")
	res := play(t, r, "K♠", "")
	if !res.RoundOver || res.BonusSide != 0 || key(res.BonusCards) != "10♥ 3♦ 5♠ K♠" {
		t.Fatalf("bonus: %+v", res)
	}
	if res.Sur || r.Surs(0) != 0 {
		t.Fatal("the last-capture bonus is never a sur")
	}
	if !r.Over() || len(r.Table()) != 0 || r.PileSet(0).Len() != 6 {
		t.Fatalf("end state: table %v pile %v", r.Table(), r.Pile(0))
	}
}

// RULINGS.md "End of a round": "if nobody captured, it goes to nobody".
func TestRulebookNobodyCaptured(t *testing.T) {
	r := position(t, cfgN(t, 2), "9♦", "8♠", "K♣", "")
	play(t, r, "9♦", "")
	res := play(t, r, "8♠", "")
	if !res.RoundOver || res.BonusSide != -1 || key(res.LeftoverCards) != "8♠ 9♦ K♣" {
		t.Fatalf("leftover: %+v", res)
	}
	if key(r.Leftover()) != "8♠ 9♦ K♣" || r.PileSet(0) != 0 || r.PileSet(1) != 0 {
		t.Fatal("nobody gets the table")
	}
}
