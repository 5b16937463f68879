package pasur

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
)

// stacked completes a prefix into a full deck (rest shuffled by seed 99).
func stacked(t testing.TB, prefix string) []engine.Card {
	t.Helper()
	d, err := engine.StackedDeck(cs(t, prefix), engine.NewRand(99))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// RULINGS.md "Pasur": "A stacked deck is dealt in blocks of four: to each
// player in playing order, then four face up to the table; later deals
// give each player four in playing order."
func TestDealBlocksOfFour(t *testing.T) {
	// Three players, dealer 0, counter-clockwise (the default): after seat
	// i comes seat i+1, so the blocks go to seats 1, 2, 0.
	deck := stacked(t, "A♣ 2♣ 3♣ 4♣  A♦ 2♦ 3♦ 4♦  A♥ 2♥ 3♥ 4♥  5♠ 6♠ 7♠ 8♠")
	r, err := NewRound(Config{Players: 3}, deck, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{1: "A♣ 2♣ 3♣ 4♣", 2: "A♦ 2♦ 3♦ 4♦", 0: "A♥ 2♥ 3♥ 4♥"}
	for seat, h := range want {
		if !slices.Equal(r.Hand(seat), cs(t, h)) {
			t.Errorf("seat %d: %v, want %s", seat, r.Hand(seat), h)
		}
	}
	if !slices.Equal(r.Table(), cs(t, "5♠ 6♠ 7♠ 8♠")) || r.TalonSize() != 36 || len(r.Events()) != 0 {
		t.Fatalf("table %v talon %d", r.Table(), r.TalonSize())
	}
	if r.ToPlay() != 1 || r.DealNumber() != 1 || r.LastDeal() {
		t.Fatal("seat 1 leads deal 1")
	}
	// Play the first deal out; the second deal gives the next 12 talon
	// cards to seats 1, 2, 0 in blocks of four.
	talon := r.Talon()
	for {
		res, err := r.Play(r.ToPlay(), r.LegalMoves()[0])
		if err != nil {
			t.Fatal(err)
		}
		if res.NewDeal {
			break
		}
	}
	for i, seat := range []int{1, 2, 0} {
		if !slices.Equal(r.Hand(seat), talon[4*i:4*i+4]) {
			t.Errorf("deal 2, seat %d: %v, want %v", seat, r.Hand(seat), talon[4*i:4*i+4])
		}
	}
	if r.DealNumber() != 2 || r.TalonSize() != 24 {
		t.Fatalf("deal %d talon %d", r.DealNumber(), r.TalonSize())
	}
}

// The clockwise switch deals (and plays) clockwise, against the seat
// numbering: dealer 0, then 3, 2, 1 and the dealer last.
func TestDealClockwise(t *testing.T) {
	deck := stacked(t, "A♣ 2♣ 3♣ 4♣  A♦ 2♦ 3♦ 4♦  A♥ 2♥ 3♥ 4♥  A♠ 2♠ 3♠ 4♠  5♠ 6♠ 7♠ 8♠")
	r, err := NewRound(Config{Players: 4, Variants: Variants{Clockwise: true}}, deck, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, seat := range []int{3, 2, 1, 0} {
		if !slices.Equal(r.Hand(seat), deck[4*i:4*i+4]) {
			t.Errorf("seat %d: %v", seat, r.Hand(seat))
		}
	}
	if r.ToPlay() != 3 {
		t.Fatal("seat 3 plays first clockwise")
	}
}

// RULINGS.md **Initial table check**: "two or more jacks, two or more
// queens, or two or more kings among the four table cards → full
// reshuffle and redeal".
func TestTableCheckRedeal(t *testing.T) {
	cases := []struct {
		name  string
		table string
		fault TableFault
	}{
		{"two jacks", "J♣ J♦ 5♠ 6♠", FaultJacks},
		{"two queens", "Q♣ Q♦ 5♠ 6♠", FaultQueens},
		{"two kings", "K♣ K♦ 5♠ 6♠", FaultKings},
		{"three kings", "K♣ K♦ K♥ 6♠", FaultKings},
		{"one jack and two queens", "J♣ Q♦ Q♥ 6♠", FaultQueens},
		{"two jacks and two kings", "J♣ J♦ K♥ K♠", FaultJacks | FaultKings},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			// Two players, dealer 0: seat 1 gets 4, seat 0 gets 4, then the table.
			deck := stacked(t, "A♣ 2♣ 3♣ 4♣ A♦ 2♦ 3♦ 4♦ "+tc.table)
			if f := CheckTable(deck[8:12]); f != tc.fault {
				t.Fatalf("CheckTable = %v, want %v", f, tc.fault)
			}
			r, err := NewRound(Config{Players: 2}, deck, engine.NewRand(7), nil)
			if err != nil {
				t.Fatal(err)
			}
			ev := r.Events()
			if len(ev) == 0 || ev[0].Kind != EventRedeal || ev[0].Fault != tc.fault || ev[0].Rule != RuleTableRedeal {
				t.Fatalf("events %+v", ev)
			}
			if !slices.Equal(ev[0].Table, cs(t, tc.table)) {
				t.Fatalf("event table %v", ev[0].Table)
			}
			if CheckTable(r.Table()) != 0 {
				t.Fatalf("final table fails the check: %v", r.Table())
			}
			checkAllCards(t, r)
			// Redealing without a random source is refused.
			if _, err := NewRound(Config{Players: 2}, deck, nil, nil); !errors.Is(err, ErrNeedRandom) {
				t.Fatalf("nil rng: %v", err)
			}
		})
	}
}

// RULINGS.md **Initial table check**: "Exactly one jack (and no other
// fault) → that jack is shuffled back into the talon and one replacement
// card is dealt to the table".
func TestTableCheckSingleJack(t *testing.T) {
	deck := stacked(t, "A♣ 2♣ 3♣ 4♣ A♦ 2♦ 3♦ 4♦ 5♠ J♥ 6♠ Q♦")
	if CheckTable(deck[8:12]) != FaultOneJack {
		t.Fatal("one jack")
	}
	for seed := uint64(0); seed < 40; seed++ {
		r, err := NewRound(Config{Players: 2}, deck, engine.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		ev := r.Events()
		if len(ev) == 0 || ev[0].Kind != EventJackReplaced || ev[0].Jack != c1(t, "J♥") || ev[0].Rule != RuleTableJack {
			t.Fatalf("seed %d: events %+v", seed, ev)
		}
		if len(ev) == 1 {
			// Only the jack's slot changed; the hands are untouched.
			want := cs(t, "5♠ J♥ 6♠ Q♦")
			want[1] = ev[0].Replacement
			if !slices.Equal(r.Table(), want) {
				t.Fatalf("seed %d: table %v, want %v", seed, r.Table(), want)
			}
			if !slices.Contains(r.Talon(), c1(t, "J♥")) {
				t.Fatalf("seed %d: the jack went back into the talon", seed)
			}
			if !slices.Equal(r.Hand(1), cs(t, "A♣ 2♣ 3♣ 4♣")) || !slices.Equal(r.Hand(0), cs(t, "A♦ 2♦ 3♦ 4♦")) {
				t.Fatalf("seed %d: hands changed", seed)
			}
		}
		checkEventChain(t, r, cs(t, "5♠ J♥ 6♠ Q♦"))
		checkAllCards(t, r)
	}
}

// "repeat the check": find seeds whose replacement fails again (another
// jack, or a second queen next to the Q♦) and check the chain of events.
func TestTableCheckRepeats(t *testing.T) {
	deck := stacked(t, "A♣ 2♣ 3♣ 4♣ A♦ 2♦ 3♦ 4♦ 5♠ J♥ 6♠ Q♦")
	repeats, redeals := 0, 0
	for seed := uint64(0); seed < 400; seed++ {
		r, err := NewRound(Config{Players: 2}, deck, engine.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		ev := r.Events()
		if len(ev) >= 2 {
			repeats++
			if ev[1].Kind == EventRedeal {
				redeals++
			}
		}
		checkEventChain(t, r, cs(t, "5♠ J♥ 6♠ Q♦"))
	}
	if repeats == 0 || redeals == 0 {
		t.Fatalf("no repeated check in 400 seeds (%d, %d)", repeats, redeals)
	}
}

// checkEventChain checks that each jack event's table is the table of the
// previous event with the jack replaced, and that the last table passes.
func checkEventChain(t *testing.T, r *Round, first []engine.Card) {
	t.Helper()
	ev := r.Events()
	cur := first
	for i, e := range ev {
		if !slices.Equal(e.Table, cur) || CheckTable(e.Table) != e.Fault {
			t.Fatalf("event %d: table %v, expected %v", i, e.Table, cur)
		}
		if e.Kind == EventRedeal {
			return // the deck was reshuffled: no relation to check
		}
		cur = slices.Clone(cur)
		cur[slices.Index(cur, e.Jack)] = e.Replacement
	}
	if !slices.Equal(r.Table(), cur) || CheckTable(cur) != 0 {
		t.Fatalf("final table %v, expected %v", r.Table(), cur)
	}
}

// "All shuffling uses the scenario's seed, so a scenario replays
// identically."
func TestTableCheckDeterministic(t *testing.T) {
	deck := stacked(t, "A♣ 2♣ 3♣ 4♣ A♦ 2♦ 3♦ 4♦ J♠ J♥ 6♠ Q♦")
	a, err := NewRound(Config{Players: 2}, deck, engine.NewRand(5), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewRound(Config{Players: 2}, deck, engine.NewRand(5), nil)
	c, _ := NewRound(Config{Players: 2}, deck, engine.NewRand(6), nil)
	same := func(x, y *Round) bool {
		return slices.Equal(x.Table(), y.Table()) && slices.Equal(x.Talon(), y.Talon()) &&
			slices.Equal(x.Hand(0), y.Hand(0)) && slices.Equal(x.Hand(1), y.Hand(1)) && len(x.Events()) == len(y.Events())
	}
	if !same(a, b) {
		t.Fatal("same seed, different deal")
	}
	if same(a, c) {
		t.Fatal("different seeds gave the same redeal")
	}
}

// A deck that is not 52 distinct cards is refused.
func TestDealBadDeck(t *testing.T) {
	deck := engine.NewDeck()
	deck[5] = deck[4]
	if _, err := NewRound(Config{Players: 2}, deck, nil, nil); !errors.Is(err, ErrSetup) || !errors.Is(err, engine.ErrDuplicateCard) {
		t.Fatalf("duplicate: %v", err)
	}
	if _, err := NewRound(Config{Players: 2}, engine.NewDeck()[:40], nil, nil); !errors.Is(err, engine.ErrDeckSize) {
		t.Fatalf("short deck: %v", err)
	}
	if _, err := NewRound(Config{Players: 5}, engine.NewDeck(), nil, nil); !errors.Is(err, ErrPlayers) {
		t.Fatalf("players: %v", err)
	}
	if _, err := NewRound(Config{Players: 2}, engine.NewDeck(), nil, []int{1}); !errors.Is(err, ErrScores) {
		t.Fatalf("scores: %v", err)
	}
}

// checkAllCards checks that hands, table, talon, piles and leftover hold
// the 52 cards exactly once.
func checkAllCards(t testing.TB, r *Round) {
	t.Helper()
	var all []engine.Card
	for p := 0; p < r.Players(); p++ {
		all = append(all, r.Hand(p)...)
	}
	all = append(all, r.Table()...)
	all = append(all, r.Talon()...)
	for s := 0; s < r.Sides(); s++ {
		all = append(all, r.Pile(s)...)
	}
	if r.Over() && r.LastCapturer() < 0 {
		// The leftover is still on the table: counted once above.
		if len(r.Leftover()) != len(r.Table()) {
			t.Fatal("leftover differs from the table")
		}
	}
	if err := engine.CheckDeck(all); err != nil {
		t.Fatalf("cards not accounted for: %v", err)
	}
}
