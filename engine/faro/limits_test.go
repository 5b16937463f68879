package faro

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
)

// RULINGS.md profile pharo: stakes are whole chips between the agreed
// minimum and maximum (default 1 and 10), and a player cannot stake more
// than they hold off the layout.
func TestPharoStakeLimits(t *testing.T) {
	r := DefaultRules(Pharo)
	r.MinStake = 2
	d, err := NewDeal(r, tableNames, 0, stacked(t, "2♠"), []engine.Amount{0, chips(100), chips(5), chips(100)})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name     string
		player   int
		stake    engine.Amount
		sentinel error
		rule     RuleID
		limit    engine.Amount
	}{
		{"above max", 1, chips(11), ErrStakeTooHigh, RuleStakeMax, chips(10)},
		{"below min", 1, chips(1), ErrStakeTooLow, RuleStakeMin, chips(2)},
		{"zero", 1, 0, ErrNotPositive, RuleStakePositive, 0},
		{"negative", 1, -chips(3), ErrNotPositive, RuleStakePositive, 0},
		{"half chip", 1, engine.Halves(5), ErrFractionalStake, RuleWholeChips, 0},
		{"more than held", 2, chips(6), ErrNotEnoughChips, RuleChipsHeld, chips(5)},
	}
	for _, c := range cases {
		_, err := d.Place(c.player, single(9, 0).withStake(c.stake))
		re := wantErr(t, err, c.sentinel, c.rule)
		if re.Limit != c.limit || re.Stake != c.stake || re.Player != c.player {
			t.Errorf("%s: error data %+v", c.name, re)
		}
	}
	mustPlace(t, d, 2, single(9, 3)) // held 5 → 2
	_, err = d.Place(2, single(8, 3))
	if re := wantErr(t, err, ErrNotEnoughChips, RuleChipsHeld); re.Limit != chips(2) {
		t.Fatalf("limit %v, want the 2 chips still held", re.Limit)
	}
	mustPlace(t, d, 1, single(9, 10)) // exactly the max
	mustPlace(t, d, 3, single(9, 2))  // exactly the min
}

func (b Bet) withStake(s engine.Amount) Bet { b.Stake = s; return b }

// RULINGS.md profile pharaon: a weight is positive and even; odd, zero and
// negative weights are refused. Only single-rank bets.
func TestPharaonWeights(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), stacked(t, "2♠"))
	for _, c := range []struct {
		stake    engine.Amount
		sentinel error
		rule     RuleID
	}{
		{chips(3), ErrOddWeight, RuleEvenWeight},
		{chips(1), ErrOddWeight, RuleEvenWeight},
		{engine.Halves(5), ErrOddWeight, RuleEvenWeight},
		{0, ErrNotPositive, RuleStakePositive},
		{-chips(2), ErrNotPositive, RuleStakePositive},
		{-chips(3), ErrNotPositive, RuleStakePositive},
	} {
		_, err := d.Place(1, single(9, 0).withStake(c.stake))
		wantErr(t, err, c.sentinel, c.rule)
	}
	mustPlace(t, d, 1, single(9, 2))
	mustPlace(t, d, 1, copper(8, 1000))
	_, err := d.Place(1, split(9, 10, 2))
	wantErr(t, err, ErrSplitNotInProfile, RuleSingleOnly)
	_, err = d.Place(1, highCard(2))
	wantErr(t, err, ErrHighCardNotInProfile, RuleSingleOnly)
	r := DefaultRules(Pharaon)
	r.HighCard = true
	if err := r.Validate(); !errors.Is(err, ErrHighCardNotInProfile) {
		t.Fatalf("Validate: %v", err)
	}
}

// RULINGS.md profile pharo, "Split bet" (any other pair refused) and
// "High card" (a variant, off unless turned on).
func TestSplitAndHighCardRefusals(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠"))
	_, err := d.Place(1, split(engine.Ace, 3, 2))
	re := wantErr(t, err, ErrNotNeighbours, RuleSplitNeighbours)
	if !slices.Equal(re.Allowed, []engine.Rank{engine.Two, engine.King}) {
		t.Fatalf("allowed %v", re.Allowed)
	}
	_, err = d.Place(1, split(7, 7, 2))
	wantErr(t, err, ErrNotNeighbours, RuleSplitNeighbours)
	_, err = d.Place(1, highCard(2))
	wantErr(t, err, ErrHighCardOff, RuleHighCardOff)
	r := DefaultRules(Pharo)
	r.HighCard = true
	d = newDeal(t, r, stacked(t, "2♠"))
	_, err = d.Place(1, Bet{Kind: HighCard, Coppered: true, Stake: chips(2)})
	wantErr(t, err, ErrHighCardCoppered, RuleHighCardCopper)
	_, err = d.Place(1, Bet{Kind: HighCard, Rank: 9, Stake: chips(2)})
	wantErr(t, err, ErrBadBet, RuleBetShape)
	_, err = d.Place(1, Bet{Kind: TurnCall, Stake: chips(2)})
	wantErr(t, err, ErrBadBet, RuleBetShape)
	_, err = d.Place(1, Bet{Kind: Single, Rank: 14, Stake: chips(2)})
	wantErr(t, err, ErrBadBet, RuleBetShape)
	// A split is stored in rank order.
	id := mustPlace(t, d, 1, split(10, 9, 2))
	if bi, _ := d.Bet(id); bi.Bet.Rank != 9 || bi.Bet.Rank2 != 10 {
		t.Fatalf("stored %+v", bi.Bet)
	}
}

// RULINGS.md "Faro: what both profiles share": bets are made, changed and
// removed only between turns; "Players": the banker does not bet.
func TestWindowsAndPlayers(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠"))
	_, err := d.Place(0, single(9, 2))
	wantErr(t, err, ErrBankerBets, RuleBankerBets)
	_, err = d.Place(4, single(9, 2))
	wantErr(t, err, ErrUnknownPlayer, RuleUnknownPlayer)
	_, err = d.Place(-1, single(9, 2))
	wantErr(t, err, ErrUnknownPlayer, RuleUnknownPlayer)
	id := mustPlace(t, d, 1, single(9, 2))
	_, err = d.Place(1, single(9, 5))
	if re := wantErr(t, err, ErrSameSpot, RuleSameSpot); re.Bet != id {
		t.Fatalf("same-spot error names bet %d, want %d", re.Bet, id)
	}
	mustPlace(t, d, 1, copper(9, 2)) // another spot: allowed
	turnsTo(t, d, Turns)
	if d.Phase() != PhaseOver || d.CardsLeft() != 0 {
		t.Fatalf("phase %v", d.Phase())
	}
	_, err = d.Place(1, single(9, 2))
	wantErr(t, err, ErrBettingClosed, RuleBettingWindow)
	wantErr(t, d.ChangeStake(id, chips(3)), ErrBettingClosed, RuleBettingWindow)
	wantErr(t, d.Remove(id), ErrBettingClosed, RuleBettingWindow)
	_, err = d.NextTurn()
	wantErr(t, err, ErrDealOver, RuleDealOver)
	_, err = d.CallTurn(1, Call{})
	wantErr(t, err, ErrCallWindowClosed, RuleCallWindow)
}

// Decision (docs/rules-faro.md): ChangeStake re-checks the stake like a
// new one and moves the difference; Remove returns the stake.
func TestChangeAndRemove(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠ 4♣ 9♦"))
	id := mustPlace(t, d, 1, single(9, 2))
	if err := d.ChangeStake(id, chips(7)); err != nil {
		t.Fatal(err)
	}
	if d.Holdings(1) != chips(93) || d.Staked(1) != chips(7) {
		t.Fatalf("held %v staked %v", d.Holdings(1), d.Staked(1))
	}
	wantErr(t, d.ChangeStake(id, chips(11)), ErrStakeTooHigh, RuleStakeMax)
	wantErr(t, d.ChangeStake(id+1, chips(3)), ErrUnknownBet, RuleUnknownBet)
	wantErr(t, d.Remove(0), ErrUnknownBet, RuleUnknownBet)
	if err := d.ChangeStake(id, chips(4)); err != nil {
		t.Fatal(err)
	}
	mustTurn(t, d) // 9 wins: +4
	checkBalances(t, d, chips(4))
	if err := d.Remove(id); err != nil {
		t.Fatal(err)
	}
	if d.Holdings(1) != chips(104) || d.Staked(1) != 0 {
		t.Fatalf("held %v staked %v", d.Holdings(1), d.Staked(1))
	}
	wantErr(t, d.Remove(id), ErrUnknownBet, RuleUnknownBet)
	// Pharo: an increase needs chips held.
	d2, _ := NewDeal(DefaultRules(Pharo), tableNames, 0, stacked(t, "2♠"), []engine.Amount{0, chips(4), 0, 0})
	id = mustPlace(t, d2, 1, single(9, 3))
	wantErr(t, d2.ChangeStake(id, chips(5)), ErrNotEnoughChips, RuleChipsHeld)
	if err := d2.ChangeStake(id, chips(4)); err != nil {
		t.Fatal(err)
	}
}

func TestCapacity(t *testing.T) {
	r := DefaultRules(Pharaon)
	d := newDeal(t, r, stacked(t, "2♠"))
	n := 0
	for p := 1; p <= 3; p++ {
		for rk := engine.Ace; rk <= engine.King; rk++ {
			for w := int64(2); w <= 8 && n < MaxBets; w += 6 {
				b := single(rk, w)
				b.Coppered = w == 8
				mustPlace(t, d, p, b)
				n++
			}
		}
	}
	if n != 78 {
		t.Fatalf("%d bets", n)
	}
	d2, _ := NewDeal(r, []string{"B", "1", "2", "3", "4", "5", "6"}, 0, stacked(t, "2♠"), nil)
	n = 0
	var err error
	for p := 1; p <= 6 && err == nil; p++ {
		for rk := engine.Ace; rk <= engine.King && err == nil; rk++ {
			for _, c := range []bool{false, true} {
				if _, err = d2.Place(p, Bet{Rank: rk, Coppered: c, Stake: chips(2)}); err != nil {
					break
				}
				n++
			}
		}
	}
	wantErr(t, err, ErrTooManyBets, RuleBetCapacity)
	if n != MaxBets {
		t.Fatalf("capacity %d, want %d", n, MaxBets)
	}
}

// TestNewDealNames checks RULINGS.md decision 11 (names distinct and
// non-empty) where names share a first letter, in and beyond ASCII, and
// the refusal names the first player whose name is empty or given before.
func TestNewDealNames(t *testing.T) {
	deck := stacked(t, "2♠")
	for _, c := range []struct {
		names  []string
		player int // -1: accepted
		detail string
	}{
		{[]string{"Anna", "Anton", "Ansgar", "A"}, -1, ""},
		{[]string{"Édith", "Émile", "Éloïse"}, -1, ""},
		{[]string{"Anna", "Bert", "Anton", "Anna"}, 3, "name given twice"},
		{[]string{"Édith", "Émile", "Édith"}, 2, "name given twice"},
		{[]string{"Bert", "Anna", "", "Anna"}, 2, "empty name"},
		{[]string{"Bert", "Bert", "Bert"}, 1, "name given twice"},
	} {
		_, err := NewDeal(DefaultRules(Pharo), c.names, 0, deck, nil)
		if c.player < 0 {
			if err != nil {
				t.Errorf("%q: %v", c.names, err)
			}
			continue
		}
		re := wantErr(t, err, ErrBadPlayers, RulePlayers)
		if re.Player != c.player || re.Detail != c.detail {
			t.Errorf("%q: player %d %q, want %d %q", c.names, re.Player, re.Detail, c.player, c.detail)
		}
	}
}

func TestNewDealValidation(t *testing.T) {
	deck := stacked(t, "2♠")
	_, err := NewDeal(Rules{}, tableNames, 0, deck, nil)
	wantErr(t, err, ErrBadRules, RuleRules)
	_, err = NewDeal(DefaultRules(Pharo), tableNames[:1], 0, deck, nil)
	wantErr(t, err, ErrBadPlayers, RulePlayers)
	_, err = NewDeal(DefaultRules(Pharo), []string{"a", "a"}, 0, deck, nil)
	wantErr(t, err, ErrBadPlayers, RulePlayers)
	_, err = NewDeal(DefaultRules(Pharo), tableNames, 4, deck, nil)
	wantErr(t, err, ErrBadBanker, RulePlayers)
	_, err = NewDeal(DefaultRules(Pharo), tableNames, 0, deck[:51], nil)
	re := wantErr(t, err, ErrBadDeck, RuleDeck)
	var de *engine.DeckError
	if !errors.As(re, &de) || !errors.Is(err, engine.ErrDeckSize) {
		t.Fatalf("cause %v", re.Cause)
	}
	bad := append([]engine.Card(nil), deck...)
	bad[5] = bad[6]
	_, err = NewDeal(DefaultRules(Pharo), tableNames, 0, bad, nil)
	wantErr(t, err, engine.ErrDuplicateCard, RuleDeck)
	_, err = NewDeal(DefaultRules(Pharo), tableNames, 0, deck, []engine.Amount{1})
	wantErr(t, err, ErrBadHoldings, RuleHoldings)
	d := newDeal(t, DefaultRules(Pharo), deck)
	if d.Soda() != cardOf(t, "2♠") || d.CardsLeft() != 51 || d.Phase() != PhaseBetting || d.Casekeeper().Remaining(2) != 3 {
		t.Fatal("soda not shown")
	}
}

func TestRulesAndProfiles(t *testing.T) {
	for _, p := range []Profile{Pharo, Pharaon} {
		if err := DefaultRules(p).Validate(); err != nil {
			t.Errorf("%v: %v", p, err)
		}
		q, err := ParseProfile(" " + p.String() + " ")
		if err != nil || q != p {
			t.Errorf("ParseProfile(%q) = %v, %v", p, q, err)
		}
	}
	if p, _ := ParseProfile("PHARAON"); p != Pharaon {
		t.Error("letter case")
	}
	_, err := ParseProfile("faro")
	wantErr(t, err, ErrUnknownProfile, RuleProfile)
	if r := DefaultRules(Pharo); r.MinStake != 1 || r.MaxStake != 10 || r.StartChips != 100 || r.HighCard {
		t.Errorf("pharo defaults %+v", r)
	}
	for _, r := range []Rules{
		{Profile: Pharo, MinStake: 0, MaxStake: 10},
		{Profile: Pharo, MinStake: 5, MaxStake: 4},
		{Profile: Pharo, MinStake: 1, MaxStake: StakeCap + 1},
		{Profile: Pharo, MinStake: 1, MaxStake: 2, StartChips: -1},
		{Profile: Pharaon, MinStake: 2, MaxStake: 4, StartChips: 100},
		{Profile: 3, MinStake: 1, MaxStake: 2},
	} {
		if err := r.Validate(); !errors.Is(err, ErrBadRules) {
			t.Errorf("Validate(%+v) = %v", r, err)
		}
	}
	if _, err := SettleBet(DefaultRules(Pharo), single(9, 2), cardOf(t, "9♣"), cardOf(t, "9♣")); !errors.Is(err, ErrBadCards) {
		t.Errorf("SettleBet with one card twice: %v", err)
	}
}

func TestErrorStrings(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠"))
	_, err := d.Place(1, split(engine.Ace, 3, 2))
	if s := err.Error(); s == "" || !errors.Is(err, ErrNotNeighbours) {
		t.Fatal(s)
	}
}

// A zero Deal (not made by NewDeal) refuses everything without panicking.
func TestZeroDeal(t *testing.T) {
	var d Deal
	if _, err := d.NextTurn(); !errors.Is(err, ErrBadPlayers) {
		t.Fatalf("NextTurn: %v", err)
	}
	if _, err := d.Place(0, single(9, 2)); !errors.Is(err, ErrUnknownPlayer) {
		t.Fatalf("Place: %v", err)
	}
	if _, err := d.CallTurn(0, Call{}); !errors.Is(err, ErrCallWindowClosed) {
		t.Fatalf("CallTurn: %v", err)
	}
	if err := d.Reset(0, stacked(t, "2♠"), nil); !errors.Is(err, ErrBadBanker) {
		t.Fatalf("Reset: %v", err)
	}
	_ = d.Bets()
	_ = d.Remaining()
	_ = d.Casekeeper().Marks(engine.NoRank)
	var s Session
	if _, err := s.NextDeal(nil); err == nil || len(s.Winners()) != 0 {
		t.Fatal("zero session")
	}
}
