package quiz

import (
	"errors"
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/scenarios"
)

// pasurBuild deals a Pasur position for a generated question: explicit
// hands and table; the cards given nowhere are shuffled onto the talon
// with a seed (or, for a round played to its end, the talon is empty).
type pasurBuild struct {
	rng   *rand.Rand
	names []string
	hands [][]engine.Card
	table []engine.Card
	used  engine.CardSet
	vars  []string
	steps []scenarios.StepSpec
	talon bool // complete the talon with the cards given nowhere
	// start is set when the table is a round's starting table (a score
	// question): it must pass the initial table check unchanged.
	start bool
}

// pasurNames are the players of generated Pasur tables, the first to
// play first.
func pasurNames() []string { return []string{"Dan", "Anna", "Ben"} }

// newPasurBuild starts a table of n players (2 or 3).
func newPasurBuild(rng *rand.Rand, n int) *pasurBuild {
	b := &pasurBuild{rng: rng, names: pasurNames()[:n], talon: true}
	b.hands = make([][]engine.Card, n)
	return b
}

// value returns a card's value in a sum: A = 1 … 10; 0 for a face card.
func value(c engine.Card) int {
	if c.Rank.Face() {
		return 0
	}
	return int(c.Rank)
}

// take returns a random card not dealt yet for which ok holds.
func (b *pasurBuild) take(ok func(engine.Card) bool) (engine.Card, bool) {
	var cand []engine.Card
	for _, c := range engine.NewDeck() {
		if !b.used.Has(c) && ok(c) {
			cand = append(cand, c)
		}
	}
	if len(cand) == 0 {
		return engine.Card{}, false
	}
	c := cand[b.rng.IntN(len(cand))]
	b.used = b.used.Add(c)
	return c, true
}

// takeRank returns a random card of rank r not dealt yet.
func (b *pasurBuild) takeRank(r engine.Rank) (engine.Card, bool) {
	return b.take(func(c engine.Card) bool { return c.Rank == r })
}

// anyCard accepts every card.
func anyCard(engine.Card) bool { return true }

// numberCard accepts A … 10.
func numberCard(c engine.Card) bool { return !c.Rank.Face() }

// group returns 1 to maxParts table cards whose values sum to need
// (1..10), or false.
func (b *pasurBuild) group(need, maxParts int) ([]engine.Card, bool) {
	if need < 1 || need > 10 {
		return nil, false
	}
	k := between(b.rng, 1, min(maxParts, need))
	// A random composition of need into k positive parts.
	cuts := b.rng.Perm(need - 1)[:k-1]
	sortInts(cuts)
	var out []engine.Card
	prev := 0
	for _, c := range append(cuts, need-1) {
		part := c + 1 - prev
		prev = c + 1
		card, ok := b.takeRank(engine.Rank(part))
		if !ok {
			return nil, false
		}
		out = append(out, card)
	}
	return out, true
}

// fillHands deals each hand up to n cards, keeping the cards already in
// it (the asked card in the first hand).
func (b *pasurBuild) fillHands(n int, ok func(engine.Card) bool) bool {
	for i := range b.hands {
		for len(b.hands[i]) < n {
			c, found := b.take(ok)
			if !found {
				return false
			}
			b.hands[i] = append(b.hands[i], c)
		}
		b.rng.Shuffle(len(b.hands[i]), func(x, y int) { b.hands[i][x], b.hands[i][y] = b.hands[i][y], b.hands[i][x] })
	}
	return true
}

// shuffleTable puts the table cards in a random order.
func (b *pasurBuild) shuffleTable() {
	b.rng.Shuffle(len(b.table), func(x, y int) { b.table[x], b.table[y] = b.table[y], b.table[x] })
}

// config returns the engine's configuration of the table as the scenarios
// package builds it: the first listed player plays first.
func (b *pasurBuild) config() (pasur.Config, error) {
	v, err := pasur.ParseVariants(b.vars...)
	if err != nil {
		return pasur.Config{}, err
	}
	cfg := pasur.Config{Players: len(b.names), Variants: v}
	for seat := 0; seat < cfg.Players; seat++ {
		if cfg.Next(seat) == 0 {
			cfg.Dealer = seat
		}
	}
	return cfg, cfg.Validate()
}

// errUnreachableTable refuses a generated table that no game reaches.
var errUnreachableTable = errors.New("quiz: a table no game reaches")

// tableReachable reports whether a table can lie in a real game
// (RULINGS.md "Pasur", initial table check): a starting table passes the
// check as dealt (no jack, at most one queen and one king); a table later
// in a round holds at most one jack, one queen and one king, since a
// card of a rank already on the table must capture it (the check
// redeals a starting table with two of them).
func (b *pasurBuild) tableReachable() bool {
	f := pasur.CheckTable(b.table)
	if b.start || b.looksDealt() {
		return f == 0
	}
	return !f.Redeal()
}

// looksDealt reports a position that shows as a round's start: four
// table cards and full hands, nothing taken yet — where a learner who
// knows the table check sees a jack on the table as a fault (DE review
// 3, item 10).
func (b *pasurBuild) looksDealt() bool {
	if len(b.table) != pasur.HandSize {
		return false
	}
	for _, h := range b.hands {
		if len(h) != pasur.HandSize {
			return false
		}
	}
	return true
}

// round starts the engine's round at the position dealt (the talon
// empty), to look at the captures while generating. A table no game
// reaches is refused (tableReachable).
func (b *pasurBuild) round() (*pasur.Round, error) {
	if !b.tableReachable() {
		return nil, errUnreachableTable
	}
	cfg, err := b.config()
	if err != nil {
		return nil, err
	}
	var hands [][]engine.Card
	for _, h := range b.hands {
		hands = append(hands, append([]engine.Card(nil), h...))
	}
	return pasur.NewRoundFrom(cfg, pasur.Setup{Hands: hands, Table: append([]engine.Card(nil), b.table...),
		ToPlay: cfg.FirstPlayer(), LastCapturer: -1})
}

// ask appends the question.
func (b *pasurBuild) ask(a *scenarios.Ask) {
	b.steps = append(b.steps, scenarios.StepSpec{Kind: scenarios.StepAsk, Ask: a})
}

// scenario returns the built scenario.
func (b *pasurBuild) scenario(id string, title scenarios.Text) *scenarios.Scenario {
	s := &scenarios.Scenario{
		File:     id,
		ID:       id,
		Langs:    []scenarios.Lang{scenarios.German, scenarios.French},
		Title:    title,
		Game:     scenarios.Pasur,
		Variants: b.vars,
		Target:   pasur.DefaultTarget,
		Deck:     scenarios.Deck{Hands: map[string][]engine.Card{}, Table: append([]engine.Card(nil), b.table...)},
		Steps:    b.steps,
	}
	for i, n := range b.names {
		s.Players = append(s.Players, scenarios.Player{Name: n})
		s.Deck.Hands[n] = append([]engine.Card(nil), b.hands[i]...)
	}
	if b.talon {
		s.Deck.Seed, s.Deck.HasSeed = b.rng.Uint64(), true
	}
	return s
}
