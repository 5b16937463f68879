package faro

// A deliberately naive, independent model of a Faro deal, written from
// RULINGS.md without calling the engine's settlement or validation code.
// The property and fuzz tests play the same actions on the engine and on
// the model and compare them after every step.

import (
	"errors"
	"testing"

	"croupier/engine"
)

// modelNeighbours is the layout's 18 pairs, written out by hand
// (RULINGS.md profile pharo, "Split bet").
func modelNeighbours(a, b engine.Rank) bool {
	pairs := [][2]engine.Rank{
		{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6},
		{13, 12}, {12, 11}, {11, 10}, {10, 9}, {9, 8},
		{7, 6}, {7, 8},
		{1, 13}, {2, 12}, {3, 11}, {4, 10}, {5, 9}, {6, 8},
	}
	for _, p := range pairs {
		if (p[0] == a && p[1] == b) || (p[0] == b && p[1] == a) {
			return true
		}
	}
	return false
}

type mBet struct {
	id     BetID
	player int
	kind   BetKind
	ranks  []engine.Rank // covered ranks: 1 single, 2 split, 0 high card / call
	copper bool
	stake  int64 // halves
	call   Call
}

type model struct {
	rules   Rules
	pharo   bool
	n       int
	banker  int
	deck    []engine.Card
	turns   int
	over    bool
	seen    [14]int
	bets    []mBet
	start   []int64
	bal     []int64
	held    []int64 // pharo: chips off the layout (punters)
	bank    int64
	perBet  map[BetID]int64 // deltas of the last turn, per bet
	perSeat []int64         // deltas of the last turn, per player
}

func newModel(r Rules, n, banker int, deck []engine.Card, holdings []engine.Amount) *model {
	m := &model{rules: r, pharo: r.Profile == Pharo, n: n, banker: banker, deck: deck,
		start: make([]int64, n), bal: make([]int64, n), held: make([]int64, n)}
	for p := 0; p < n; p++ {
		switch {
		case holdings != nil:
			m.start[p] = int64(holdings[p])
		case m.pharo:
			m.start[p] = r.StartChips * 2
		}
		m.held[p] = m.start[p]
	}
	m.seen[deck[0].Rank]++
	return m
}

func (m *model) covers(b mBet, r engine.Rank) bool {
	for _, x := range b.ranks {
		if x == r {
			return true
		}
	}
	return false
}

// stakeFaults lists what is wrong with a stake.
func (m *model) stakeFaults(s int64) []error {
	var f []error
	if s <= 0 {
		f = append(f, ErrNotPositive)
	}
	if m.pharo && s%2 != 0 {
		f = append(f, ErrFractionalStake)
	}
	if !m.pharo && s%4 != 0 {
		f = append(f, ErrOddWeight)
	}
	if s < m.rules.MinStake*2 {
		f = append(f, ErrStakeTooLow)
	}
	if s > m.rules.MaxStake*2 {
		f = append(f, ErrStakeTooHigh)
	}
	return f
}

func (m *model) playerFaults(p int) []error {
	if p < 0 || p >= m.n {
		return []error{ErrUnknownPlayer}
	}
	if p == m.banker {
		return []error{ErrBankerBets}
	}
	return nil
}

// placeFaults lists every rule a Place would break (empty: must succeed).
func (m *model) placeFaults(p int, b Bet) []error {
	var f []error
	if m.over {
		f = append(f, ErrBettingClosed)
	}
	if pf := m.playerFaults(p); pf != nil {
		return append(f, pf...)
	}
	var ranks []engine.Rank
	switch b.Kind {
	case Single:
		if b.Rank < 1 || b.Rank > 13 || b.Rank2 != 0 {
			f = append(f, ErrBadBet)
		}
		ranks = []engine.Rank{b.Rank}
	case Split:
		if !m.pharo {
			f = append(f, ErrSplitNotInProfile)
		}
		if b.Rank < 1 || b.Rank > 13 || b.Rank2 < 1 || b.Rank2 > 13 {
			f = append(f, ErrBadBet)
		} else if !modelNeighbours(b.Rank, b.Rank2) {
			f = append(f, ErrNotNeighbours)
		}
		ranks = []engine.Rank{b.Rank, b.Rank2}
	case HighCard:
		if !m.pharo {
			f = append(f, ErrHighCardNotInProfile)
		}
		if !m.rules.HighCard {
			f = append(f, ErrHighCardOff)
		}
		if b.Coppered {
			f = append(f, ErrHighCardCoppered)
		}
		if b.Rank != 0 || b.Rank2 != 0 {
			f = append(f, ErrBadBet)
		}
	default:
		f = append(f, ErrBadBet)
	}
	f = append(f, m.stakeFaults(int64(b.Stake))...)
	for _, r := range ranks {
		if r >= 1 && r <= 13 && m.seen[r] == 4 {
			f = append(f, ErrDeadRank)
		}
	}
	for _, x := range m.bets {
		if x.player == p && x.kind == b.Kind && x.copper == b.Coppered && x.call == (Call{}) && sameRanks(x.ranks, ranks) {
			f = append(f, ErrSameSpot)
		}
	}
	if m.pharo && int64(b.Stake) > m.held[p] {
		f = append(f, ErrNotEnoughChips)
	}
	if len(m.bets) >= MaxBets {
		f = append(f, ErrTooManyBets)
	}
	return f
}

func sameRanks(a, b []engine.Rank) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 2 {
		return (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0])
	}
	return len(a) == 0 || a[0] == b[0]
}

func (m *model) place(id BetID, p int, b Bet) {
	nb := mBet{id: id, player: p, kind: b.Kind, copper: b.Coppered, stake: int64(b.Stake)}
	switch b.Kind {
	case Single:
		nb.ranks = []engine.Rank{b.Rank}
	case Split:
		nb.ranks = []engine.Rank{b.Rank, b.Rank2}
	}
	m.bets = append(m.bets, nb)
	if m.pharo {
		m.held[p] -= nb.stake
	}
}

func (m *model) find(id BetID) int {
	for i, b := range m.bets {
		if b.id == id {
			return i
		}
	}
	return -1
}

func (m *model) changeFaults(id BetID, s engine.Amount) []error {
	if m.over {
		return []error{ErrBettingClosed}
	}
	i := m.find(id)
	if i < 0 {
		return []error{ErrUnknownBet}
	}
	f := m.stakeFaults(int64(s))
	if m.pharo && int64(s)-m.bets[i].stake > m.held[m.bets[i].player] {
		f = append(f, ErrNotEnoughChips)
	}
	return f
}

func (m *model) change(id BetID, s engine.Amount) {
	b := &m.bets[m.find(id)]
	if m.pharo {
		m.held[b.player] -= int64(s) - b.stake
	}
	b.stake = int64(s)
}

func (m *model) removeFaults(id BetID) []error {
	if m.over {
		return []error{ErrBettingClosed}
	}
	if m.find(id) < 0 {
		return []error{ErrUnknownBet}
	}
	return nil
}

func (m *model) remove(id BetID) {
	i := m.find(id)
	if m.pharo {
		m.held[m.bets[i].player] += m.bets[i].stake
	}
	m.bets = append(m.bets[:i], m.bets[i+1:]...)
}

func red(c engine.Card) bool { return c.Suit == engine.Diamonds || c.Suit == engine.Hearts }

func (m *model) callFaults(p int, c Call) []error {
	var f []error
	if m.over || m.turns != 24 {
		f = append(f, ErrCallWindowClosed)
	}
	if pf := m.playerFaults(p); pf != nil {
		return append(f, pf...)
	}
	for _, b := range m.bets {
		if b.player == p && b.kind == TurnCall {
			f = append(f, ErrAlreadyCalled)
		}
	}
	f = append(f, m.stakeFaults(int64(c.Stake))...)
	last := m.deck[49:]
	distinct := 3
	switch {
	case last[0].Rank == last[1].Rank && last[1].Rank == last[2].Rank:
		distinct = 1
	case last[0].Rank == last[1].Rank || last[1].Rank == last[2].Rank || last[0].Rank == last[2].Rank:
		distinct = 2
	}
	if distinct == 1 {
		switch {
		case m.pharo:
			f = append(f, ErrThreeOfARankCall)
		case !c.Foster:
			f = append(f, ErrFosterRequired)
		default:
			reds, callReds, ok := 0, 0, c.Order == [3]engine.Rank{}
			for i := 0; i < 3; i++ {
				if red(last[i]) {
					reds++
				}
				if c.Colours[i] == Red {
					callReds++
				} else if c.Colours[i] != Black {
					ok = false
				}
			}
			if !ok || reds != callReds {
				f = append(f, ErrCallNotPermutation)
			}
		}
	} else {
		if c.Foster {
			f = append(f, ErrFosterNotAllowed)
		}
		// a permutation: every rank occurs as often in the call as left
		perm := c.Colours == [3]Colour{}
		for _, r := range c.Order {
			in, left := 0, 0
			for i := 0; i < 3; i++ {
				if c.Order[i] == r {
					in++
				}
				if last[i].Rank == r {
					left++
				}
			}
			perm = perm && in == left
		}
		if !perm {
			f = append(f, ErrCallNotPermutation)
		}
	}
	if m.pharo && int64(c.Stake) > m.held[p] {
		f = append(f, ErrNotEnoughChips)
	}
	if len(m.bets) >= MaxBets {
		f = append(f, ErrTooManyBets)
	}
	return f
}

func (m *model) callTurn(id BetID, p int, c Call) {
	m.bets = append(m.bets, mBet{id: id, player: p, kind: TurnCall, stake: int64(c.Stake), call: c})
	if m.pharo {
		m.held[p] -= int64(c.Stake)
	}
}

// turn plays the next turn on the model.
func (m *model) turn() {
	m.turns++
	l, w := m.deck[2*m.turns-1], m.deck[2*m.turns]
	h := m.deck[51]
	m.seen[l.Rank]++
	m.seen[w.Rank]++
	m.perBet = map[BetID]int64{}
	m.perSeat = make([]int64, m.n)
	pay := func(b mBet, delta int64, removed bool) {
		m.perBet[b.id] += delta
		m.perSeat[b.player] += delta
		m.bal[b.player] += delta
		m.bank -= delta
		if m.pharo {
			m.held[b.player] += delta
			if removed {
				m.held[b.player] += b.stake
			}
		}
	}
	var keep []mBet
	for _, b := range m.bets {
		switch {
		case b.kind == TurnCall:
			if m.turns != 25 {
				keep = append(keep, b)
				continue
			}
			var right bool
			odds := int64(2)
			if l.Rank == w.Rank && w.Rank == h.Rank {
				right = (red(l) == (b.call.Colours[0] == Red)) && (red(w) == (b.call.Colours[1] == Red)) && (red(h) == (b.call.Colours[2] == Red))
			} else {
				if l.Rank != w.Rank && w.Rank != h.Rank && l.Rank != h.Rank {
					odds = 4
				}
				right = b.call.Order[0] == l.Rank && b.call.Order[1] == w.Rank && b.call.Order[2] == h.Rank
			}
			if right {
				pay(b, odds*b.stake, true)
			} else {
				pay(b, -b.stake, true)
			}
		case b.kind == HighCard:
			if w.Rank > l.Rank {
				pay(b, b.stake, true)
			} else {
				pay(b, -b.stake, true)
			}
		default:
			onL, onW := m.covers(b, l.Rank), m.covers(b, w.Rank)
			if !onL && !onW {
				keep = append(keep, b)
				continue
			}
			if l.Rank == w.Rank {
				pay(b, -b.stake/2, true)
				continue
			}
			score := int64(0)
			if onW {
				score++
			}
			if onL {
				score--
			}
			if b.copper {
				score = -score
			}
			removed := !m.pharo || score < 0
			pay(b, score*b.stake, removed)
			if !removed {
				keep = append(keep, b)
			}
		}
	}
	m.bets = nil
	for _, b := range keep { // dead ranks: returned
		dead := false
		for _, r := range b.ranks {
			dead = dead || m.seen[r] == 4
		}
		if dead {
			pay(b, 0, true)
		} else {
			m.bets = append(m.bets, b)
		}
	}
	if m.turns == 25 {
		m.seen[h.Rank]++
		for _, b := range m.bets {
			pay(b, 0, true)
		}
		m.bets = nil
		m.over = true
	}
}

// compare checks the engine against the model and the invariants; the
// casekeeper (which only changes in a turn) when full is set. It is called
// after every action, so it does without t.Helper.
func compare(t testing.TB, d *Deal, m *model, full bool) {
	var sum, owned, start int64
	for p := 0; p < m.n; p++ {
		if p == m.banker {
			continue
		}
		if int64(d.Balance(p)) != m.bal[p] {
			t.Fatalf("turn %d: balance of %d = %v, model %v", m.turns, p, d.Balance(p), engine.Amount(m.bal[p]))
		}
		sum += m.bal[p]
		if m.pharo && int64(d.Holdings(p)) != m.held[p] {
			t.Fatalf("turn %d: holdings of %d = %v, model %v", m.turns, p, d.Holdings(p), engine.Amount(m.held[p]))
		}
	}
	if int64(d.BankChange()) != m.bank || m.bank != -sum || d.Balance(m.banker) != d.BankChange() {
		t.Fatalf("bank %v, model %v, players %v", d.BankChange(), engine.Amount(m.bank), engine.Amount(sum))
	}
	for p := 0; p < m.n; p++ {
		owned += int64(d.Holdings(p) + d.Staked(p))
		start += m.start[p]
	}
	if m.pharo && owned != start {
		t.Fatalf("chips not conserved: %v now, %v at the start", engine.Amount(owned), engine.Amount(start))
	}
	bets := d.Bets()
	if len(bets) != len(m.bets) {
		t.Fatalf("turn %d: %d bets, model %d", m.turns, len(bets), len(m.bets))
	}
	staked := make([]int64, m.n)
	for _, b := range bets {
		i := m.find(b.ID)
		if i < 0 || int64(b.Bet.Stake) != m.bets[i].stake || b.Player != m.bets[i].player {
			t.Fatalf("bet %+v not in the model", b)
		}
		staked[b.Player] += int64(b.Bet.Stake)
	}
	for p := 0; p < m.n; p++ {
		if int64(d.Staked(p)) != staked[p] {
			t.Fatalf("staked %v, bets say %v", d.Staked(p), engine.Amount(staked[p]))
		}
	}
	if !full {
		return
	}
	// The casekeeper equals a recount of the cards shown.
	var recount [14]int
	shown := d.Shown()
	for _, c := range shown {
		recount[c.Rank]++
	}
	ck := d.Casekeeper()
	for r := engine.Ace; r <= engine.King; r++ {
		if ck.Remaining(r) != 4-recount[r] || recount[r] != m.seen[r] || len(ck.Marks(r)) != recount[r] ||
			int(d.shown[r.Index()]) != recount[r] {
			t.Fatalf("casekeeper %v: %d left, recount %d shown", r, ck.Remaining(r), recount[r])
		}
	}
	if d.CardsLeft()+len(shown) != 52 || d.TurnNumber() != m.turns || d.Over() != m.over {
		t.Fatalf("cards left %d, shown %d", d.CardsLeft(), len(shown))
	}
}

// checkRefusal checks a refused action against the model's list of
// faults and against a snapshot of the deal taken before it.
func checkRefusal(t testing.TB, err error, faults []error, d *Deal, before *dealState, what string) {
	if err == nil {
		if len(faults) > 0 {
			t.Fatalf("%s accepted, model expected %v", what, faults)
		}
		return
	}
	var re *RuleError
	if !errors.As(err, &re) || re.Rule == "" {
		t.Fatalf("%s: error %v is no *RuleError with a rule", what, err)
	}
	ok := false
	for _, f := range faults {
		ok = ok || errors.Is(err, f)
	}
	if !ok {
		t.Fatalf("%s refused with %v, model expected %v", what, err, faults)
	}
	if before != nil && !sameState(d, before) {
		t.Fatalf("%s refused but changed the deal", what)
	}
}
