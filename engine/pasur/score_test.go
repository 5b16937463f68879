package pasur

import (
	"testing"
)

// pasur.de.txt "Punktewertung" and RULINGS.md "Scoring per round": each ace
// 1, each jack 1, 2♣ 2, 10♦ 3, seven or more clubs 7, each sur 5.
func TestScoreItems(t *testing.T) {
	cases := []struct {
		name string
		pile string
		surs int
		v    []string
		want Breakdown
	}{
		{"empty", "", 0, nil, Breakdown{}},
		{"aces", "A♣ A♦ A♥ A♠", 0, nil, Breakdown{Aces: 4, Clubs: 1, Cards: 4, Total: 4}},
		{"jacks", "J♣ J♦ J♥", 0, nil, Breakdown{Jacks: 3, Clubs: 1, Cards: 3, Total: 3}},
		{"two of clubs", "2♣ 2♦", 0, nil, Breakdown{TwoClubs: 2, Clubs: 1, Cards: 2, Total: 2}},
		{"ten of diamonds", "10♦ 10♠", 0, nil, Breakdown{TenDiamonds: 3, Cards: 2, Total: 3}},
		// Six clubs: "ein Gleichstand von genau 6:6 ergibt 0 Punkte".
		{"six clubs", "3♣ 4♣ 5♣ 6♣ 8♣ 9♣", 0, nil, Breakdown{Clubs: 6, Cards: 6, Total: 0}},
		{"seven clubs", "3♣ 4♣ 5♣ 6♣ 8♣ 9♣ K♣", 0, nil, Breakdown{Clubs: 7, ClubsBonus: 7, Cards: 7, Total: 7}},
		{"two surs", "5♦", 2, nil, Breakdown{SursMade: 2, Surs: 2, SurPoints: 10, Cards: 1, Total: 10}},
		// 7♦ is worth nothing unless seven_diamonds is on.
		{"seven of diamonds off", "7♦", 0, nil, Breakdown{Cards: 1}},
		{"seven of diamonds on", "7♦", 0, []string{"seven_diamonds"}, Breakdown{SevenDiamonds: 1, Cards: 1, Total: 1}},
		// Everything at once: A♣ A♦ (2) + J♣ (1) + 2♣ (2) + 10♦ (3) + clubs
		// A♣ J♣ 2♣ 3♣ 4♣ 5♣ 6♣ = 7 (7) + one sur (5) = 20.
		{"all", "A♣ A♦ J♣ 2♣ 10♦ 3♣ 4♣ 5♣ 6♣", 1, nil,
			Breakdown{Aces: 2, Jacks: 1, TwoClubs: 2, TenDiamonds: 3, Clubs: 7, ClubsBonus: 7, SursMade: 1, Surs: 1, SurPoints: 5, Cards: 9, Total: 20}},
	}
	for _, tc := range cases {
		v, err := ParseVariants(tc.v...)
		if err != nil {
			t.Fatal(err)
		}
		if got := Score(cs(t, tc.pile), tc.surs, v); got != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// The whole deck is worth 4 + 4 + 2 + 3 + 7 = 20 points without surs
// (pasur.de.txt "Maximum pro Runde … variiert mit Surs").
func TestScoreWholeDeck(t *testing.T) {
	b := Score(allCards(), 0, DefaultVariants())
	if b.Total != 20 || b.Clubs != 13 || b.Cards != 52 {
		t.Fatalf("whole deck: %+v", b)
	}
}

// Score ignores invalid and repeated cards and negative surs.
func TestScoreIgnoresJunk(t *testing.T) {
	pile := append(cs(t, "A♣ A♣"), cs(t, "A♦")[0])
	pile = append(pile, pile[0])
	pile[1].Rank = 0
	b := Score(pile, -3, DefaultVariants())
	if b.Aces != 2 || b.Cards != 2 || b.Surs != 0 || b.Total != 2 {
		t.Fatalf("%+v", b)
	}
}

// RULINGS.md variants: "opponents' surs cancel one for one (two sides
// only)". 3 surs against 1: the first keeps 2, the second none.
func TestScoreSurCancel(t *testing.T) {
	v, _ := ParseVariants("sur_cancel")
	bd := Breakdowns(setsOf(t, "A♣", "A♦"), []int{3, 1}, v)
	if bd[0].Surs != 2 || bd[0].SursCancelled != 1 || bd[0].Total != 11 {
		t.Fatalf("side 0: %+v", bd[0])
	}
	if bd[1].Surs != 0 || bd[1].SursMade != 1 || bd[1].Total != 1 {
		t.Fatalf("side 1: %+v", bd[1])
	}
	// Without the variant both keep their surs.
	bd = Breakdowns(setsOf(t, "A♣", "A♦"), []int{3, 1}, DefaultVariants())
	if bd[0].Total != 16 || bd[1].Total != 6 {
		t.Fatalf("no cancel: %+v", bd)
	}
}

// ScoreIfEndedNow gives the table to the last capturer.
func TestScoreIfEndedNow(t *testing.T) {
	r := position(t, cfgN(t, 2), "9♦ 5♥", "8♠ 7♠", "2♣ A♦ 10♦", "")
	play(t, r, "9♦", "2♣") // seat 0: 2♣ (2 points)
	if b := r.ScoreIfEndedNow(0); b.Total != 2+1+3 || b.Cards != 4 {
		// 2♣ 2 + A♦ 1 + 10♦ 3 with the table A♦ 10♦.
		t.Fatalf("seat 0 now: %+v", b)
	}
	if b := r.ScoreIfEndedNow(1); b.Total != 0 {
		t.Fatalf("seat 1 now: %+v", b)
	}
	if b := r.Breakdowns()[0]; b.Total != 2 {
		t.Fatalf("breakdown without the table: %+v", b)
	}
	if b := r.ScoreIfEndedNow(5); b != (Breakdown{}) {
		t.Fatal("side out of range")
	}
}
