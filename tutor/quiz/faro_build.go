package quiz

import (
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// faroBuild stacks a Faro deck and writes the steps of a generated
// question. Deck positions are fixed in the order the cards come: the
// soda, then each turn's loser and winner. Cards for a position are taken
// only from positions not yet fixed, so the past never changes.
type faroBuild struct {
	rng     *rand.Rand
	profile faro.Profile
	deck    []engine.Card
	fixed   [engine.DeckSize]bool
	cursor  int // the next position to come (1 after the soda)
	turns   int // turns drawn by the steps so far
	players []scenarios.Player
	steps   []scenarios.StepSpec
	spots   map[faroSpot]bool
	vars    []string
}

// faroSpot is a place on the layout: one player's bet of one kind.
type faroSpot struct {
	player       string
	kind         scenarios.ActionKind
	rank, rank2  engine.Rank
	copper, call bool
}

// punterNames is the pool the players' names come from: distinct in
// their first two letters, so that short answers ("An +2") work.
func punterNames() []string {
	return []string{"Anna", "Ben", "Dan", "Eva", "Finn", "Ida", "Jan", "Nina", "Max"}
}

// bankerName is the banker of every generated Faro table.
const bankerName = "Doc"

// newFaroBuild starts a table of n punters (1..9) and the banker, with a
// shuffled deck whose soda is shown.
func newFaroBuild(rng *rand.Rand, p faro.Profile, n int) *faroBuild {
	b := &faroBuild{rng: rng, profile: p, deck: engine.ShuffledDeck(rng), spots: map[faroSpot]bool{}}
	b.players = append(b.players, scenarios.Player{Name: bankerName, Banker: true})
	pool := punterNames()
	pick := rng.Perm(len(pool))[:min(max(n, 1), len(pool))]
	sortInts(pick)
	for _, i := range pick {
		b.players = append(b.players, scenarios.Player{Name: pool[i]})
	}
	b.fixed[0] = true
	b.cursor = 1
	return b
}

// punters returns the names of the players who bet.
func (b *faroBuild) punters() []string {
	out := make([]string, 0, len(b.players)-1)
	for _, p := range b.players[1:] {
		out = append(out, p.Name)
	}
	return out
}

// remaining returns how many cards of rank r are still to come.
func (b *faroBuild) remaining(r engine.Rank) int {
	n := 0
	for _, c := range b.deck[b.cursor:] {
		if c.Rank == r {
			n++
		}
	}
	return n
}

// alive returns the ranks with at least k cards still to come.
func (b *faroBuild) alive(k int) []engine.Rank {
	var out []engine.Rank
	for _, r := range engine.AllRanks() {
		if b.remaining(r) >= k {
			out = append(out, r)
		}
	}
	return out
}

// free returns how many cards of rank r lie at positions not yet fixed
// (the cards a position can still be given).
func (b *faroBuild) free(r engine.Rank) int {
	n := 0
	for q := b.cursor; q < engine.DeckSize; q++ {
		if !b.fixed[q] && b.deck[q].Rank == r {
			n++
		}
	}
	return n
}

// place gives position pos a random free card for which ok holds; it
// reports false (changing nothing) when there is none.
func (b *faroBuild) place(pos int, ok func(engine.Card) bool) bool {
	if pos < b.cursor || pos >= engine.DeckSize || b.fixed[pos] {
		return false
	}
	var cand [engine.DeckSize]int
	n := 0
	for q := b.cursor; q < engine.DeckSize; q++ {
		if !b.fixed[q] && ok(b.deck[q]) {
			cand[n] = q
			n++
		}
	}
	if n == 0 {
		return false
	}
	q := cand[b.rng.IntN(n)]
	b.deck[pos], b.deck[q] = b.deck[q], b.deck[pos]
	b.fixed[pos] = true
	return true
}

// placeRank gives position pos a card of rank r.
func (b *faroBuild) placeRank(pos int, r engine.Rank) bool {
	return b.place(pos, func(c engine.Card) bool { return c.Rank == r })
}

// placeOther gives position pos a card of none of the ranks in not.
func (b *faroBuild) placeOther(pos int, not ...engine.Rank) bool {
	return b.place(pos, func(c engine.Card) bool {
		for _, r := range not {
			if c.Rank == r {
				return false
			}
		}
		return true
	})
}

// setTurn stacks the next turn: a loser of rank l and a winner of rank w
// (NoRank: any card of none of the ranks in avoid).
func (b *faroBuild) setTurn(l, w engine.Rank, avoid ...engine.Rank) bool {
	pos := b.cursor
	var ok bool
	if l.Valid() {
		ok = b.placeRank(pos, l)
	} else {
		ok = b.placeOther(pos, avoid...)
	}
	if !ok {
		return false
	}
	if w.Valid() {
		ok = b.placeRank(pos+1, w)
	} else {
		ok = b.placeOther(pos+1, avoid...)
	}
	if !ok {
		b.fixed[pos] = false
	}
	return ok
}

// draw adds a step drawing n turns; the cards not stacked stay as
// shuffled.
func (b *faroBuild) draw(n int) {
	if n <= 0 {
		return
	}
	for i := 0; i < 2*n && b.cursor < engine.DeckSize; i++ {
		b.fixed[b.cursor] = true
		b.cursor++
	}
	b.turns += n
	b.steps = append(b.steps, scenarios.StepSpec{Kind: scenarios.StepTurn, Turn: &scenarios.TurnSpec{Count: n}})
}

// stake returns a random stake: whole chips 1..10 (Pharo, odd ones half
// the time so that doublets make halves) or an even weight 2..20
// (Pharaon).
func (b *faroBuild) stake() engine.Amount {
	if b.profile == faro.Pharaon {
		return engine.Chips(int64(2 * (1 + b.rng.IntN(10))))
	}
	return engine.Chips(int64(1 + b.rng.IntN(10)))
}

// act appends an action unless its player already has a bet on that spot.
func (b *faroBuild) act(a *scenarios.Action) bool {
	s := faroSpot{player: a.Player, kind: a.Kind, rank: a.Rank, copper: a.Copper, call: a.Kind == scenarios.ActCall}
	if len(a.Ranks) == 2 {
		s.rank, s.rank2 = min(a.Ranks[0], a.Ranks[1]), max(a.Ranks[0], a.Ranks[1])
	}
	if b.spots[s] {
		return false
	}
	b.spots[s] = true
	b.steps = append(b.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: a})
	return true
}

// bet places a single bet (a Pharaon pronostic).
func (b *faroBuild) bet(player string, r engine.Rank, copper bool) bool {
	return b.act(&scenarios.Action{Kind: scenarios.ActBet, Player: player, Rank: r, Copper: copper, Stake: b.stake()})
}

// split places a Pharo split on two neighbouring ranks.
func (b *faroBuild) split(player string, r1, r2 engine.Rank, copper bool) bool {
	return b.act(&scenarios.Action{Kind: scenarios.ActSplit, Player: player, Ranks: []engine.Rank{r1, r2}, Copper: copper, Stake: b.stake()})
}

// highCard places a Pharo high-card bet.
func (b *faroBuild) highCard(player string) bool {
	return b.act(&scenarios.Action{Kind: scenarios.ActHighCard, Player: player, High: true, Stake: b.stake()})
}

// ask appends the question.
func (b *faroBuild) ask(a *scenarios.Ask) {
	b.steps = append(b.steps, scenarios.StepSpec{Kind: scenarios.StepAsk, Ask: a})
}

// scenario returns the built scenario.
func (b *faroBuild) scenario(id string, title scenarios.Text) *scenarios.Scenario {
	return &scenarios.Scenario{
		File:     id,
		ID:       id,
		Langs:    []scenarios.Lang{scenarios.German, scenarios.French},
		Title:    title,
		Game:     scenarios.Faro,
		Profile:  b.profile,
		Variants: b.vars,
		Players:  b.players,
		Deck:     scenarios.Deck{Cards: append([]engine.Card(nil), b.deck...)},
		Steps:    b.steps,
	}
}

// oneOf returns a random element of rs (NoRank for none).
func oneOf(rng *rand.Rand, rs []engine.Rank) engine.Rank {
	if len(rs) == 0 {
		return engine.NoRank
	}
	return rs[rng.IntN(len(rs))]
}

// without returns rs without the ranks in not.
func without(rs []engine.Rank, not ...engine.Rank) []engine.Rank {
	var out []engine.Rank
next:
	for _, r := range rs {
		for _, x := range not {
			if r == x {
				continue next
			}
		}
		out = append(out, r)
	}
	return out
}

// aliveNeighbours returns the layout neighbours of r with a card to come.
func (b *faroBuild) aliveNeighbours(r engine.Rank) []engine.Rank {
	var out []engine.Rank
	for _, n := range faro.NeighboursOf(r) {
		if b.remaining(n) > 0 {
			out = append(out, n)
		}
	}
	return out
}

// chance reports true with probability p.
func chance(rng *rand.Rand, p float64) bool { return rng.Float64() < p }

// between returns a random whole number in lo..hi.
func between(rng *rand.Rand, lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + rng.IntN(hi-lo+1)
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
