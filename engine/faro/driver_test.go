package faro

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"testing"
	"unsafe"

	"croupier/engine"
)

// chooser drives a random deal: from a seeded generator (property test)
// or from fuzz bytes (0 once they run out, which draws the next turn).
type chooser interface {
	intn(n int) int
	seed() uint64
}

type randChooser struct{ r *rand.Rand }

func (c randChooser) intn(n int) int { return c.r.IntN(n) }
func (c randChooser) seed() uint64   { return c.r.Uint64() }

type byteChooser struct {
	b []byte
	i int
}

func (c *byteChooser) intn(n int) int {
	if c.i >= len(c.b) {
		return 0
	}
	v := int(c.b[c.i])
	c.i++
	return v % n
}

func (c *byteChooser) seed() uint64 { return uint64(c.intn(256))<<8 | uint64(c.intn(256)) }

// dealState is everything in a Deal but its names (which never change)
// and, of its log, the length, comparable with ==.
type dealState struct {
	rules                            Rules
	n, banker, turn, logged          int
	over                             bool
	deck                             [engine.DeckSize]engine.Card
	shown                            [engine.NumRanks]uint8
	start, staked, balance           [MaxPlayers]engine.Amount
	bank                             engine.Amount
	serial                           BetID
	bets                             [MaxBets]slot
	live, high, calls, copper, split slotSet
	spots                            [MaxPlayers]uint64
	byRank                           [engine.NumRanks]slotSet
	called                           [MaxPlayers]Call
}

// snapshot fills s with d's state (s is the caller's: on its stack).
func snapshot(s *dealState, d *Deal) {
	*s = dealState{rules: d.rules, n: d.n, banker: d.banker, turn: d.turn, logged: len(d.log), over: d.over,
		deck: d.deck, shown: d.shown, start: d.start, staked: d.staked, balance: d.balance, bank: d.bank,
		serial: d.serial, live: d.live, high: d.high, calls: d.calls, copper: d.copper, split: d.split,
		spots: d.spots, byRank: d.byRank, called: d.called}
	copy(s.bets[:64], d.bets[:])
	if d.bets2 != nil {
		copy(s.bets[64:], d.bets2[:])
	}
}

// sameState compares the bytes of two snapshots: dealState holds no
// pointer, both are copied the same way, and a byte comparison is much
// cheaper than == on 128 slots under the race detector.
func sameState(d *Deal, before *dealState) bool {
	var now dealState
	snapshot(&now, d)
	n := unsafe.Sizeof(now)
	return bytes.Equal(unsafe.Slice((*byte)(unsafe.Pointer(&now)), n), unsafe.Slice((*byte)(unsafe.Pointer(before)), n))
}

func genStake(ch chooser, r Rules) engine.Amount {
	if ch.intn(10) == 0 {
		odd := []engine.Amount{0, -chips(2), engine.Halves(3), chips(r.MaxStake + 1), chips(r.MinStake - 1),
			chips(r.MinStake | 1), chips(StakeCap * 4)}
		return odd[ch.intn(len(odd))]
	}
	lo, hi := r.MinStake, r.MaxStake
	if r.Profile == Pharaon {
		lo, hi = (lo+1)/2, hi/2
		if hi < lo {
			return chips(lo * 2)
		}
		return chips(2 * (lo + int64(ch.intn(int(hi-lo+1)))))
	}
	return chips(lo + int64(ch.intn(int(hi-lo+1))))
}

func genBet(ch chooser, r Rules) Bet {
	b := Bet{Rank: engine.Rank(1 + ch.intn(13)), Coppered: ch.intn(3) == 0, Stake: genStake(ch, r)}
	if ch.intn(25) == 0 {
		b.Rank = engine.Rank(ch.intn(2) * 14)
	}
	switch k := ch.intn(20); {
	case k < 10:
		b.Kind = Single
	case k < 16:
		b.Kind = Split
		var ns []engine.Rank
		for o := engine.Ace; o <= engine.King; o++ {
			if modelNeighbours(b.Rank, o) {
				ns = append(ns, o)
			}
		}
		if len(ns) > 0 && ch.intn(7) != 0 {
			b.Rank2 = ns[ch.intn(len(ns))]
		} else {
			b.Rank2 = engine.Rank(ch.intn(15))
		}
	case k < 19:
		b.Kind, b.Rank = HighCard, 0
		b.Coppered = ch.intn(10) == 0
	default:
		b.Kind = BetKind(3 + ch.intn(3))
	}
	return b
}

func genCall(ch chooser, r Rules, last []engine.Card) Call {
	c := Call{Stake: genStake(ch, r)}
	p := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}[ch.intn(6)]
	three := last[0].Rank == last[1].Rank && last[1].Rank == last[2].Rank
	switch {
	case ch.intn(5) == 0: // anything
		c.Foster = ch.intn(3) == 0
		for i := range c.Order {
			c.Order[i] = engine.Rank(ch.intn(15))
			c.Colours[i] = Colour(ch.intn(3))
		}
		if ch.intn(2) == 0 {
			c.Colours = [3]Colour{}
		}
		if c.Foster && ch.intn(2) == 0 {
			c.Order = [3]engine.Rank{}
		}
	case three:
		c.Foster = true
		for i := range c.Colours {
			c.Colours[i] = ColourOf(last[p[i]])
		}
	default:
		for i := range c.Order {
			c.Order[i] = last[p[i]].Rank
		}
	}
	return c
}

// playDeal plays one random deal on the engine and on the naive model,
// comparing them after every action and checking the invariants.
func playDeal(t testing.TB, ch chooser) {
	prof := Pharo
	if ch.intn(2) == 1 {
		prof = Pharaon
	}
	r := DefaultRules(prof)
	if prof == Pharo {
		r.MinStake = 1 + int64(ch.intn(3))
		r.MaxStake = r.MinStake + int64(ch.intn(12))
		r.HighCard = ch.intn(2) == 0
	} else {
		r.MinStake = 2 + int64(ch.intn(3))
		r.MaxStake = r.MinStake + int64(ch.intn(20))
	}
	n := 2 + ch.intn(9)
	banker := ch.intn(n)
	names := make([]string, n)
	for i := range names {
		names[i] = "p" + strconv.Itoa(i)
	}
	var holdings []engine.Amount
	if ch.intn(2) == 0 {
		holdings = make([]engine.Amount, n)
		for i := range holdings {
			if prof == Pharo {
				holdings[i] = engine.Halves(int64(ch.intn(80)))
			} else {
				holdings[i] = chips(int64(ch.intn(21) - 10))
			}
		}
	}
	deck := engine.ShuffledDeck(engine.NewRand(ch.seed()))
	d, err := NewDeal(r, names, banker, deck, holdings)
	if err != nil {
		t.Fatalf("NewDeal: %v", err)
	}
	m := newModel(r, n, banker, deck, holdings)
	compare(t, d, m, true)
	var ids []BetID
	pickID := func() BetID {
		if len(ids) == 0 || ch.intn(12) == 0 {
			return BetID(ch.intn(300))
		}
		return ids[ch.intn(len(ids))]
	}
	var marks [MarkHock + 1]int
	for !d.Over() {
		a := ch.intn(10)
		if a >= 4 && d.OpenCallWindow() && ch.intn(2) == 0 {
			a = 9
		}
		player := ch.intn(n + 1)
		if player == n {
			player = -1 + 2*ch.intn(2)*(n+1) // -1 or an unknown index
		}
		var before dealState
		snapshot(&before, d)
		var err error // a refused action is checked against the snapshot
		switch {
		case a < 4:
			res, err := d.NextTurn()
			if err != nil {
				t.Fatalf("NextTurn: %v", err)
			}
			m.turn()
			checkEvents(t, d, m, &res)
		case a < 7:
			b := genBet(ch, r)
			faults := m.placeFaults(player, b)
			var id BetID
			id, err = d.Place(player, b)
			checkRefusal(t, err, faults, d, &before, "Place")
			if err == nil {
				m.place(id, player, b)
				ids = append(ids, id)
			}
		case a == 7:
			id, s := pickID(), genStake(ch, r)
			faults := m.changeFaults(id, s)
			err = d.ChangeStake(id, s)
			checkRefusal(t, err, faults, d, &before, "ChangeStake")
			if err == nil {
				m.change(id, s)
			}
		case a == 8:
			id := pickID()
			faults := m.removeFaults(id)
			err = d.Remove(id)
			checkRefusal(t, err, faults, d, &before, "Remove")
			if err == nil {
				m.remove(id)
			}
		default:
			c := genCall(ch, r, deck[49:])
			faults := m.callFaults(player, c)
			var id BetID
			id, err = d.CallTurn(player, c)
			checkRefusal(t, err, faults, d, &before, "CallTurn")
			if err == nil {
				m.callTurn(id, player, c)
				ids = append(ids, id)
			}
		}
		if err == nil {
			compare(t, d, m, a < 4)
		}
	}
	// 1 soda + 25 losers + 25 winners + 1 hock = 52, all distinct.
	if err := engine.CheckDeck(d.Shown()); err != nil {
		t.Fatalf("shown cards: %v", err)
	}
	for rk := engine.Ace; rk <= engine.King; rk++ {
		for _, e := range d.Casekeeper().Marks(rk) {
			marks[e.Mark]++
		}
	}
	if marks[MarkSoda] != 1 || marks[MarkLoser] != 25 || marks[MarkWinner] != 25 || marks[MarkHock] != 1 {
		t.Fatalf("marks %v", marks)
	}
	if _, err := d.NextTurn(); err == nil {
		t.Fatal("a 26th turn")
	}
}

// checkEvents compares a turn's events with the model's deltas.
func checkEvents(t testing.TB, d *Deal, m *model, res *TurnResult) {
	if res.Turn != m.turns || res.Loser != m.deck[2*m.turns-1] || res.Winner != m.deck[2*m.turns] ||
		res.Doublet != (res.Loser.Rank == res.Winner.Rank) {
		t.Fatalf("turn %d result %+v", m.turns, res)
	}
	sum := map[BetID]int64{}
	seat := make([]int64, m.n)
	for _, e := range res.Events() {
		sum[e.Bet] += int64(e.Delta)
		seat[e.Player] += int64(e.Delta)
		if e.Rule() == "" || e.What == Untouched {
			t.Fatalf("event without rule or outcome: %+v", e)
		}
		want := engine.Amount(0)
		if m.pharo {
			want = e.Delta
			if !e.Stays {
				want += e.Stake
			}
		}
		if e.ToHoldings != want {
			t.Fatalf("event %+v moves %v to holdings, want %v", e, e.ToHoldings, want)
		}
	}
	if len(sum) != len(m.perBet) {
		t.Fatalf("turn %d: events for %d bets, model settled %d", m.turns, len(sum), len(m.perBet))
	}
	for id, v := range m.perBet {
		if got, ok := sum[id]; !ok || got != v {
			t.Fatalf("turn %d bet %d: engine %v, model %v", m.turns, id, engine.Amount(got), engine.Amount(v))
		}
	}
	for p := range seat {
		if seat[p] != m.perSeat[p] {
			t.Fatalf("turn %d player %d: %v, model %v", m.turns, p, seat[p], m.perSeat[p])
		}
	}
}
