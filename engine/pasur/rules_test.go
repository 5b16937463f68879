package pasur

import (
	"errors"
	"strings"
	"testing"

	"croupier/engine"
)

// RULINGS.md "Pasur": "A card that can capture must capture; it may not be
// laid. The player is free to choose which card to play."
func TestMustCapturePerCard(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣ 9♦", "8♠", "4♦ 5♠", "")
	me := wantRule(t, r.Check(Move{Card: c1(t, "7♣")}), ErrMustCapture, RuleMustCapture)
	if len(me.Choices) != 1 || key(me.Choices[0].Take) != "4♦" {
		t.Fatalf("choices: %v", me.Choices)
	}
	if !strings.Contains(me.Error(), "may not be laid") {
		t.Fatalf("message: %v", me)
	}
	// The 9♦ cannot capture (needs 2): laying it is legal although the 7♣
	// could capture.
	if err := r.Check(Move{Card: c1(t, "9♦")}); err != nil {
		t.Fatal(err)
	}
}

// Every refusal names its rule, wraps its sentinel and leaves the round
// unchanged.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name      string
		card      string
		take      string
		sentinel  error
		rule      RuleID
		offending string
	}{
		{"not in hand (on table)", "4♦", "", ErrNotInHand, RuleNotInHand, ""},
		{"not in hand (talon)", "2♥", "", ErrNotInHand, RuleNotInHand, ""},
		{"other player's card", "8♠", "", ErrNotYourTurn, RuleNotYourTurn, ""},
		{"not on table", "7♣", "4♥", ErrNotOnTable, RuleNotOnTable, "4♥"},
		{"face in sum", "7♣", "4♦ Q♥", ErrFaceInSum, RuleFaceInSum, "Q♥"},
		{"bad sum", "7♣", "5♠", ErrBadSum, RuleBadSum, ""},
		// 5 + 3 = 8 is two groups' worth of 4, but a 5 fits no group of 4.
		{"card too big", "7♣", "5♠ 3♥", ErrBadSum, RuleBadSum, "5♠"},
		// 3♥ 3♣ 2♦ sums to 8 = 2 × 4 but no group of them makes 4.
		{"cannot split", "7♣", "3♥ 3♣ 2♦", ErrCannotSplit, RuleCannotSplit, ""},
		{"king must take all", "K♣", "K♦", ErrMustTakeAll, RuleMustTakeAll, "K♥"},
		{"king takes kings only", "K♣", "K♦ K♥ 4♦", ErrWrongRank, RuleWrongRank, "4♦"},
		{"jack must take all", "J♣", "4♦", ErrMustTakeAll, RuleMustTakeAll, "2♦"},
		{"jack takes no queen", "J♣", "Q♥", ErrJackFace, RuleJackFace, "Q♥"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := position(t, cfgN(t, 2), "7♣ K♣ J♣", "8♠", "4♦ 5♠ 3♥ 3♣ 2♦ Q♥ K♦ K♥", "2♥")
			before := r.LegalMoves()
			m := Move{Card: c1(t, tc.card), Take: cs(t, tc.take)}
			_, err := r.Play(r.ToPlay(), m)
			me := wantRule(t, err, tc.sentinel, tc.rule)
			if tc.offending != "" && me.Offending != c1(t, tc.offending) {
				t.Errorf("offending %v, want %s", me.Offending, tc.offending)
			}
			if me.Error() == "" {
				t.Error("empty message")
			}
			if got := r.LegalMoves(); len(got) != len(before) || r.Plays() != 0 || r.ToPlay() != 0 {
				t.Error("a refused move changed the round")
			}
		})
	}
}

// ErrBadSum carries the cards and their sum: 8 + 2 + 2 = 12 ≠ 11.
func TestBadSumMessage(t *testing.T) {
	r := position(t, cfgN(t, 2), "8♣", "", "2♦ 2♥ A♠", "")
	me := wantRule(t, r.Check(Move{Card: c1(t, "8♣"), Take: cs(t, "2♦ 2♥")}), ErrBadSum, RuleBadSum)
	if me.Sum != 4 || me.Need != 3 || key(me.Cards) != "2♥ 2♦" {
		t.Fatalf("fields %+v", me)
	}
	if !strings.Contains(me.Error(), "8 + 2 + 2 = 12 ≠ 11") {
		t.Fatalf("message %q", me.Error())
	}
	if len(me.Choices) != 2 { // {2♦ A♠} and {2♥ A♠}
		t.Fatalf("choices %v", me.Choices)
	}
}

// Invalid and repeated cards in a move.
func TestMalformedMoves(t *testing.T) {
	r := position(t, cfgN(t, 2), "7♣", "8♠", "4♦ 4♥", "")
	var bad engine.Card
	wantRule(t, r.Check(Move{Card: bad}), ErrInvalidCard, RuleInvalidCard)
	wantRule(t, r.Check(Move{Card: c1(t, "7♣"), Take: []engine.Card{bad}}), ErrInvalidCard, RuleInvalidCard)
	wantRule(t, r.Check(Move{Card: c1(t, "7♣"), Take: cs(t, "4♦ 4♦")}), ErrDuplicateTake, RuleDuplicate)
	if _, ok := r.PlayLegal(MoveSet{Card: c1(t, "7♣"), Take: 1 << 60}); ok {
		t.Fatal("PlayLegal took a card beyond the deck")
	}
}

// Play refuses a seat that is not to move; after the end every move is
// refused with ErrRoundOver.
func TestTurnAndRoundOver(t *testing.T) {
	r := position(t, cfgN(t, 2), "9♦", "8♠", "K♣", "")
	_, err := r.Play(1, Move{Card: c1(t, "8♠")})
	wantRule(t, err, ErrNotYourTurn, RuleNotYourTurn)
	if _, err := r.Play(0, Move{Card: c1(t, "9♦")}); err != nil {
		t.Fatal(err)
	}
	play(t, r, "8♠", "")
	if !r.Over() || r.LegalMoves() != nil {
		t.Fatal("round should be over with no moves")
	}
	wantRule(t, r.Check(Move{Card: c1(t, "8♠")}), ErrRoundOver, RuleRoundOver)
	if _, err := r.Play(1, Move{Card: c1(t, "8♠")}); !errors.Is(err, ErrRoundOver) {
		t.Fatal(err)
	}
}

// RULINGS.md "Pasur": play goes counter-clockwise by default (seats are
// numbered counter-clockwise, so after seat i comes i+1), clockwise under
// the switch (after i comes i-1); the first player is the one after the
// dealer.
func TestDirection(t *testing.T) {
	cases := []struct {
		players, dealer int
		clockwise       bool
		order           []int
	}{
		{2, 0, false, []int{1, 0}},
		{2, 0, true, []int{1, 0}},
		{3, 0, false, []int{1, 2, 0}},
		{3, 0, true, []int{2, 1, 0}},
		{3, 2, false, []int{0, 1, 2}},
		{4, 0, false, []int{1, 2, 3, 0}},
		{4, 2, false, []int{3, 0, 1, 2}},
		{4, 2, true, []int{1, 0, 3, 2}},
	}
	for _, tc := range cases {
		c := Config{Players: tc.players, Dealer: tc.dealer, Variants: Variants{Clockwise: tc.clockwise}}
		got := c.PlayOrder()
		if len(got) != len(tc.order) {
			t.Fatalf("%+v: %v", tc, got)
		}
		for i := range got {
			if got[i] != tc.order[i] {
				t.Errorf("%+v: order %v, want %v", tc, got, tc.order)
				break
			}
		}
	}
}

// RULINGS.md "Pasur": "4 play in fixed partnerships (partners opposite)
// unless the variant 4 solo".
func TestSides(t *testing.T) {
	c := Config{Players: 4}
	if c.Sides() != 2 || c.Side(0) != 0 || c.Side(2) != 0 || c.Side(1) != 1 || c.Side(3) != 1 {
		t.Fatal("partners opposite")
	}
	c.Variants.FourSolo = true
	if c.Sides() != 4 || c.Side(2) != 2 {
		t.Fatal("four solo")
	}
	if (Config{Players: 3}).Sides() != 3 {
		t.Fatal("three players")
	}
}

// Partners capture into one pile: in a 4-player round seat 2's capture
// lands on side 0's pile.
func TestPartnersSharePile(t *testing.T) {
	c := cfgN(t, 4)
	hands := [][]engine.Card{cs(t, "2♠"), cs(t, "4♠"), cs(t, "7♣"), cs(t, "3♠")}
	// Dealer 0: seat 1 plays first, then seat 2.
	r, err := NewRoundExplicit(c, hands, cs(t, "4♦ 9♥"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.ToPlay() != 1 {
		t.Fatalf("first player %d", r.ToPlay())
	}
	play(t, r, "4♠", "")          // 4 needs 7: laid
	res := play(t, r, "7♣", "4♦") // seat 2: 7 + 4 = 11
	if res.Side != 0 || !r.PileSet(0).Has(c1(t, "7♣")) {
		t.Fatalf("side 0 pile: %v", r.Pile(0))
	}
}

// RULINGS.md "Pasur": deals of four from the talon in playing order when
// every hand is empty: 6 deals with 2 players, 4 with 3, 3 with 4.
func TestDealsPerRound(t *testing.T) {
	for players, want := range map[int]int{2: 6, 3: 4, 4: 3} {
		c := Config{Players: players}
		if c.Deals() != want {
			t.Errorf("%d players: Deals() = %d", players, c.Deals())
		}
		rng := engine.NewRand(uint64(players))
		r, err := NewRound(c, engine.ShuffledDeck(rng), rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		deals := map[int]bool{1: true}
		for !r.Over() {
			for p := 0; p < players; p++ {
				if n := len(r.Hand(p)); n > HandSize {
					t.Fatalf("hand of %d", n)
				}
			}
			if r.LastDeal() != (r.DealNumber() == want) {
				t.Fatalf("LastDeal at deal %d", r.DealNumber())
			}
			res, err := r.Play(r.ToPlay(), r.LegalMoves()[0])
			if err != nil {
				t.Fatal(err)
			}
			if res.NewDeal {
				deals[r.DealNumber()] = true
				for p := 0; p < players; p++ {
					if len(r.Hand(p)) != HandSize {
						t.Fatal("each player gets four cards")
					}
				}
				if r.ToPlay() != c.FirstPlayer() {
					t.Fatal("the first player leads each deal")
				}
			}
		}
		if len(deals) != want || r.DealNumber() != want || r.Plays() != 48 {
			t.Errorf("%d players: %d deals, %d plays", players, len(deals), r.Plays())
		}
	}
}
