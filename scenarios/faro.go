package scenarios

import (
	"errors"

	"croupier/engine"
	"croupier/engine/faro"
)

// faroHeader reads the Faro keys of the header: profile, variants, limits.
func (l *loader) faroHeader(m *mapping, s *Scenario) {
	if n := m.require("profile"); n != nil {
		s.Profile, _ = l.enum(n, faro.Pharo.String(), faro.Pharaon.String())
	}
	if n := m.get("variants"); n != nil {
		allowed := []string{"high_card"}
		if s.Profile == faro.Pharaon.String() {
			allowed = nil
		}
		if len(allowed) == 0 {
			l.errAt(m.keys["variants"], CodeNotWith, "variants", s.Profile)
		} else {
			s.Variants = l.variants(n, allowed)
		}
	}
	if n := m.get("limits"); n != nil {
		if s.Profile != faro.Pharo.String() {
			l.errAt(m.keys["limits"], CodeNotWith, "limits", s.Profile)
		} else if lm, ok := l.mapping(n, "limits", "min", "max"); ok {
			lim := Limits{Min: 1, Max: 10}
			if v := lm.get("min"); v != nil {
				lim.Min, _ = l.integer(v, 1, faro.StakeCap)
			}
			if v := lm.get("max"); v != nil {
				lim.Max, _ = l.integer(v, 1, faro.StakeCap)
			}
			if lim.Min > lim.Max {
				l.errAt(n, CodeOutOfRange, "min", "1", "max")
			}
			s.Limits = &lim
		}
	}
}

// faroRules returns the table's rules.
func (s *Scenario) faroRules() faro.Rules {
	p, _ := faro.ParseProfile(s.Profile)
	r := faro.DefaultRules(p)
	if s.Limits != nil {
		r.MinStake, r.MaxStake = s.Limits.Min, s.Limits.Max
	}
	r.HighCard = contains(s.Variants, "high_card")
	return r
}

// faroTable replays a Faro scenario on a faro.Deal.
type faroTable struct {
	s    *Scenario
	deal *faro.Deal
	last *faro.TurnResult
}

// newFaroTable starts the deal: the stacked deck, the players and their
// starting chips (Pharo) or balances (Pharaon).
func newFaroTable(s *Scenario) (*faroTable, error) {
	rules := s.faroRules()
	deck, err := s.fullDeck()
	if err != nil {
		return nil, err
	}
	names := s.playerNames()
	banker := 0
	holdings := make([]engine.Amount, len(s.Players))
	for i, p := range s.Players {
		if p.Banker {
			banker = i
		}
		holdings[i] = engine.Chips(rules.StartChips)
		if p.HasStart {
			holdings[i] = p.Start
		}
	}
	d, err := faro.NewDeal(rules, names, banker, deck, holdings)
	if err != nil {
		return nil, err
	}
	return &faroTable{s: s, deal: d}, nil
}

// fullDeck completes the stacked prefix (and bottom) with the seed: the
// cards given neither on top nor at the bottom are shuffled between.
func (s *Scenario) fullDeck() ([]engine.Card, error) {
	top, bottom := s.Deck.Cards, s.Deck.Bottom
	if len(bottom) == 0 {
		return engine.StackedDeck(top, engine.NewRand(s.Deck.Seed))
	}
	var in engine.CardSet
	for _, c := range append(append([]engine.Card(nil), top...), bottom...) {
		in = in.Add(c)
	}
	deck := make([]engine.Card, 0, engine.DeckSize)
	deck = append(deck, top...)
	var middle []engine.Card
	for _, c := range engine.NewDeck() {
		if !in.Has(c) {
			middle = append(middle, c)
		}
	}
	engine.Shuffle(middle, engine.NewRand(s.Deck.Seed))
	deck = append(append(deck, middle...), bottom...)
	if err := engine.CheckDeck(deck); err != nil {
		return nil, err
	}
	return deck, nil
}

// faroBet converts an action to the engine's bet.
func faroBet(a *Action) faro.Bet {
	b := faro.Bet{Kind: faro.Single, Rank: a.Rank, Coppered: a.Copper, Stake: a.Stake}
	switch {
	case a.Kind == ActSplit || a.Split:
		b.Kind = faro.Split
		if len(a.Ranks) == 2 {
			b.Rank, b.Rank2 = a.Ranks[0], a.Ranks[1]
		}
	case a.Kind == ActHighCard || a.High:
		b.Kind, b.Rank, b.Coppered = faro.HighCard, engine.NoRank, false
	}
	return b
}

// errNoSuchBet is returned when a change or remove names no bet.
var errNoSuchBet = errors.New("the player has no such bet on the layout")

// findBet returns the player's bet that a change or remove names.
func (t *faroTable) findBet(a *Action) (faro.BetID, error) {
	p := t.s.playerIndex(a.Player)
	want := faroBet(a)
	for _, b := range t.deal.Bets() {
		if b.Player != p || b.Bet.Kind != want.Kind {
			continue
		}
		switch want.Kind {
		case faro.Single:
			if b.Bet.Rank != want.Rank || (a.Copper && !b.Bet.Coppered) {
				continue
			}
		case faro.Split:
			r1, r2 := want.Rank, want.Rank2
			if r1 > r2 {
				r1, r2 = r2, r1
			}
			if b.Bet.Rank != r1 || b.Bet.Rank2 != r2 {
				continue
			}
		}
		return b.ID, nil
	}
	return 0, &faro.RuleError{Rule: faro.RuleUnknownBet, Err: faro.ErrUnknownBet, Player: p, Rank: want.Rank, Detail: errNoSuchBet.Error()}
}

// apply performs one action on the deal; it returns the bet's id.
func (t *faroTable) apply(a *Action) (any, error) {
	p := t.s.playerIndex(a.Player)
	switch a.Kind {
	case ActBet, ActSplit, ActHighCard:
		return t.deal.Place(p, faroBet(a))
	case ActChange:
		id, err := t.findBet(a)
		if err != nil {
			return nil, err
		}
		return id, t.deal.ChangeStake(id, a.Stake)
	case ActRemove:
		id, err := t.findBet(a)
		if err != nil {
			return nil, err
		}
		return id, t.deal.Remove(id)
	case ActCall:
		c := faro.Call{Stake: a.Stake}
		if len(a.Colours) == 3 {
			c.Foster = true
			for i, col := range a.Colours {
				c.Colours[i] = faro.Black
				if col == "red" {
					c.Colours[i] = faro.Red
				}
			}
		} else if len(a.Ranks) == 3 {
			copy(c.Order[:], a.Ranks)
		}
		return t.deal.CallTurn(p, c)
	}
	return nil, &faro.RuleError{Rule: faro.RuleBetShape, Err: faro.ErrBadBet, Player: p, Detail: "not a Faro action: " + string(a.Kind)}
}

// turn draws one turn and keeps its result.
func (t *faroTable) turn() (*faro.TurnResult, error) {
	r, err := t.deal.NextTurn()
	if err != nil {
		return nil, err
	}
	t.last = &r
	return t.last, nil
}
