package pasur

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
)

// Variant names parse, set and list (RULINGS.md "Pasur": "each a named
// switch a scenario can set").
func TestVariantNames(t *testing.T) {
	names := VariantNames()
	if len(names) != 11 || names[0] != "target" {
		t.Fatalf("names %v", names)
	}
	for _, n := range names {
		if got, err := ParseVariant(n); err != nil || string(got) != n {
			t.Errorf("ParseVariant(%q) = %q, %v", n, got, err)
		}
	}
	if got, err := ParseVariant(" No-Sur-At-50 "); err != nil || got != VarNoSurAt50 {
		t.Errorf("loose spelling: %q %v", got, err)
	}
	_, err := ParseVariant("no_sur_at_60")
	var ce *ConfigError
	if !errors.Is(err, ErrUnknownVariant) || !errors.As(err, &ce) || len(ce.Choices) != 11 || ce.Rule != RuleVariant {
		t.Fatalf("unknown: %v", err)
	}
}

func TestVariantSet(t *testing.T) {
	v, err := ParseVariants("target: 51", "no_sur_at_50", "clockwise=true", "children=false", "seven_diamonds: yes")
	if err != nil {
		t.Fatal(err)
	}
	want := Variants{Target: 51, NoSurAt50: true, Clockwise: true, SevenDiamonds: true}
	if v != want {
		t.Fatalf("got %+v", v)
	}
	if got := v.Enabled(); !slices.Equal(got, []string{"target: 51", "no_sur_at_50", "seven_diamonds", "clockwise"}) {
		t.Fatalf("enabled %v", got)
	}
	if DefaultVariants().String() != "standard" || (Variants{}).TargetScore() != 62 {
		t.Fatal("defaults")
	}
	for _, bad := range []string{"target: 50", "target: x", "clockwise=maybe", "nonsense"} {
		if _, err := ParseVariants(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// Every boolean name round-trips through Set and Enabled.
	for _, n := range VariantNames()[1:] {
		var v Variants
		if err := v.Set(n, ""); err != nil {
			t.Fatal(err)
		}
		if e := v.Enabled(); len(e) != 1 || e[0] != n {
			t.Errorf("%s: enabled %v", n, e)
		}
	}
}

// Config.Validate: players, dealer, target and the variants' own limits.
func TestConfigValidate(t *testing.T) {
	cases := []struct {
		c    Config
		want error
	}{
		{Config{Players: 2}, nil},
		{Config{Players: 1}, ErrPlayers},
		{Config{Players: 5}, ErrPlayers},
		{Config{Players: 3, Dealer: 3}, ErrDealer},
		{Config{Players: 3, Dealer: -1}, ErrDealer},
		{Config{Players: 2, Variants: Variants{Target: 11}}, nil},
		{Config{Players: 2, Variants: Variants{Target: 100}}, ErrTarget},
		{Config{Players: 3, Variants: Variants{FourSolo: true}}, ErrFourSolo},
		// "opponents' surs cancel one for one (two sides only)".
		{Config{Players: 2, Variants: Variants{SurCancel: true}}, nil},
		{Config{Players: 4, Variants: Variants{SurCancel: true}}, nil},
		{Config{Players: 3, Variants: Variants{SurCancel: true}}, ErrSurCancelSides},
		{Config{Players: 4, Variants: Variants{SurCancel: true, FourSolo: true}}, ErrSurCancelSides},
		{Config{Players: 2, Variants: Variants{Children: true, JacksEleven: true}}, ErrVariantConflict},
	}
	for _, tc := range cases {
		err := tc.c.Validate()
		if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Errorf("%+v: got %v, want %v", tc.c, err, tc.want)
		}
		var ce *ConfigError
		if err != nil && (!errors.As(err, &ce) || ce.Rule == "" || ce.Error() == "") {
			t.Errorf("%+v: not a ConfigError with a rule: %v", tc.c, err)
		}
	}
}

// The sur variants: each denies a clearing capture's sur and says why.
func TestSurVariants(t *testing.T) {
	cases := []struct {
		name   string
		v      []string
		card   string
		take   string
		talon  string
		before []int
		sur    bool
		denied RuleID
	}{
		{"plain sur", nil, "7♣", "4♦", "", nil, true, ""},
		{"jack sur", nil, "J♣", "4♦", "", nil, true, ""},
		{"no sur with a jack: jack", []string{"no_sur_with_jack"}, "J♣", "4♦", "", nil, false, RuleNoSurWithJack},
		{"no sur with a jack: number", []string{"no_sur_with_jack"}, "7♣", "4♦", "", nil, true, ""},
		{"no sur last deal: last", []string{"no_sur_last_deal"}, "7♣", "4♦", "", nil, false, RuleNoSurLastDeal},
		{"no sur last deal: not last", []string{"no_sur_last_deal"}, "7♣", "4♦", "2♥ 3♥", nil, true, ""},
		{"no sur at 50: 50", []string{"no_sur_at_50"}, "7♣", "4♦", "", []int{50, 0}, false, RuleNoSurAt50},
		{"no sur at 50: 49", []string{"no_sur_at_50"}, "7♣", "4♦", "", []int{49, 60}, true, ""},
		{"no sur at 50 off", nil, "7♣", "4♦", "", []int{60, 0}, true, ""},
		{"jack checked first", []string{"no_sur_with_jack", "no_sur_last_deal"}, "J♣", "4♦", "", nil, false, RuleNoSurWithJack},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := cfgN(t, 2, tc.v...)
			r, err := NewRoundFrom(c, Setup{
				Hands: [][]engine.Card{cs(t, tc.card+" 9♠"), cs(t, "8♠")}, Table: cs(t, "4♦"),
				Talon: cs(t, tc.talon), LastCapturer: -1, ScoresBefore: tc.before,
			})
			if err != nil {
				t.Fatal(err)
			}
			caps := r.CapturesFor(c1(t, tc.card))
			if len(caps) != 1 || caps[0].Sur != tc.sur || caps[0].SurDenied != tc.denied || !caps[0].Clears {
				t.Fatalf("capture %+v", caps)
			}
			res := play(t, r, tc.card, tc.take)
			if !res.Cleared || res.Sur != tc.sur || res.SurDenied != tc.denied {
				t.Fatalf("outcome %+v", res.Outcome)
			}
			want := 0
			if tc.sur {
				want = 1
			}
			if r.Surs(0) != want {
				t.Fatalf("surs %d", r.Surs(0))
			}
		})
	}
}

// Variant jacks_eleven: "a played jack takes disjoint groups of table cards
// each summing to 11, a table jack counting as a group of its own; no
// sweep". Table 5♦ 6♥ J♠ 3♣ 8♠ 2♥ K♦: the groups are A = 5♦ 6♥,
// B = 3♣ 8♠, C = 2♥ 3♣ 6♥, D = J♠. A and C share 6♥, B and C share 3♣;
// the disjoint families are A, B, C, D, AB, AD, BD, CD, ABD: 9 captures.
func TestJacksEleven(t *testing.T) {
	c := cfgN(t, 2, "jacks_eleven")
	r := position(t, c, "J♣ 10♣", "9♠", "5♦ 6♥ J♠ 3♣ 8♠ 2♥ K♦", "")
	got := takeKeys(r.LegalMoves(), c1(t, "J♣"))
	want := []string{
		"5♦ 6♥", "3♣ 8♠", "2♥ 3♣ 6♥", "J♠",
		key(cs(t, "5♦ 6♥ 3♣ 8♠")), key(cs(t, "5♦ 6♥ J♠")), key(cs(t, "3♣ 8♠ J♠")),
		key(cs(t, "2♥ 3♣ 6♥ J♠")), key(cs(t, "5♦ 6♥ 3♣ 8♠ J♠")),
	}
	for i := range want {
		want[i] = key(cs(t, want[i]))
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("jack captures:\n got %v\nwant %v", got, want)
	}
	// A number card never counts a jack: 10 needs 1, and there is none.
	if got := takeKeys(r.LegalMoves(), c1(t, "10♣")); !slices.Equal(got, []string{""}) {
		t.Fatalf("10♣: %v", got)
	}
	wantRule(t, r.Check(Move{Card: c1(t, "J♣"), Take: cs(t, "5♦ 6♥ 2♥")}), ErrBadSum, RuleBadSum)
	wantRule(t, r.Check(Move{Card: c1(t, "J♣"), Take: cs(t, "K♦")}), ErrFaceInSum, RuleFaceInSum)
	wantRule(t, r.Check(Move{Card: c1(t, "J♣")}), ErrMustCapture, RuleMustCapture)
	// No sweep: with nothing making 11 the jack is laid.
	r = position(t, c, "J♣", "9♠", "2♥ 3♣ K♦", "")
	if ms := r.LegalMoves(); len(ms) != 1 || !ms[0].Laid() {
		t.Fatalf("no sweep: %v", ms)
	}
	// A jack that takes the whole table makes a sur.
	r = position(t, c, "J♣", "9♠", "5♦ 6♥", "")
	if res := play(t, r, "J♣", "5♦ 6♥"); !res.Sur || res.Kind != ByJackEleven {
		t.Fatalf("eleven sur: %+v", res.Outcome)
	}
}

// Variant children: "no sums, no sweep: every card takes the table cards of
// its own rank".
func TestChildren(t *testing.T) {
	c := cfgN(t, 2, "children")
	r := position(t, c, "7♣ 4♣ J♣", "9♠", "7♦ 7♥ 4♦ J♥ K♦ 6♠", "")
	ms := r.LegalMoves()
	if got := takeKeys(ms, c1(t, "7♣")); !slices.Equal(got, []string{"7♥ 7♦"}) {
		t.Fatalf("7♣: %v", got)
	}
	if got := takeKeys(ms, c1(t, "4♣")); !slices.Equal(got, []string{"4♦"}) {
		t.Fatalf("4♣ takes the 4, not the 7: %v", got)
	}
	if got := takeKeys(ms, c1(t, "J♣")); !slices.Equal(got, []string{"J♥"}) {
		t.Fatalf("J♣ takes only the jack: %v", got)
	}
	// pasur.de.txt "Kinder-Pasur": no sum on 11, only the own rank; the
	// refusal names that variant, not the kings' and queens' rule.
	wantRule(t, r.Check(Move{Card: c1(t, "4♣"), Take: cs(t, "7♦")}), ErrChildrenRank, RuleCaptureChildren)
	wantRule(t, r.Check(Move{Card: c1(t, "7♣"), Take: cs(t, "7♦")}), ErrMustTakeAll, RuleMustTakeAll)
	// 5♣ + 6♠ = 11 captures nothing in children's Pasur.
	r = position(t, c, "5♣", "9♠", "6♠", "")
	if ms := r.LegalMoves(); len(ms) != 1 || !ms[0].Laid() {
		t.Fatalf("no sums: %v", ms)
	}
	r = position(t, c, "6♣", "9♠", "6♠", "")
	if res := play(t, r, "6♣", "6♠"); !res.Sur || res.Kind != ByChildren {
		t.Fatalf("children sur: %+v", res.Outcome)
	}
}

// Variant four_solo: four players, each scoring alone.
func TestFourSolo(t *testing.T) {
	c := cfgN(t, 4, "four_solo")
	hands := [][]engine.Card{cs(t, "2♠"), cs(t, "9♠"), cs(t, "7♣"), cs(t, "3♠")}
	r, err := NewRoundExplicit(c, hands, cs(t, "4♦ 10♥"), nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, r, "9♠", "")          // dealer 0, so seat 1 leads: 9 needs 2, laid
	res := play(t, r, "7♣", "4♦") // seat 2
	if res.Side != 2 || r.PileSet(2).Len() != 2 || r.PileSet(0) != 0 || r.Sides() != 4 {
		t.Fatalf("solo pile: %+v", res.Outcome)
	}
}

// Variant sur_cancel in a whole round: seat 0 makes one sur, seat 1 two;
// one cancels one, so seat 1 keeps one sur (5) plus its J♥ (1).
func TestSurCancelRound(t *testing.T) {
	c := cfgN(t, 2, "sur_cancel")
	r := position(t, c, "7♣ 9♦ 6♣", "5♠ J♥ 5♥", "4♦", "")
	play(t, r, "7♣", "4♦") // seat 0: sur
	play(t, r, "5♠", "")   // 5 needs 6: laid
	play(t, r, "9♦", "")   // 9 needs 2: laid
	play(t, r, "J♥", "5♠ 9♦")
	play(t, r, "6♣", "")
	res := play(t, r, "5♥", "6♣") // seat 1: second sur, last card
	if !res.Sur || !res.RoundOver {
		t.Fatalf("%+v", res.Outcome)
	}
	bd := r.Breakdowns()
	want0 := Breakdown{SursMade: 1, SursCancelled: 1, Cards: 2, Clubs: 1}
	want1 := Breakdown{Jacks: 1, SursMade: 2, SursCancelled: 1, Surs: 1, SurPoints: 5, Cards: 5, Clubs: 1, Total: 6}
	if bd[0] != want0 || bd[1] != want1 {
		t.Fatalf("breakdowns\n got %+v\nwant %+v %+v", bd, want0, want1)
	}
}
