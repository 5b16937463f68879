package scenarios

import (
	"errors"
	"strconv"

	"croupier/engine"
	"croupier/engine/faro"
)

// faroHeader reads the Faro keys of the header: profile, variants, limits.
func (l *loader) faroHeader(m *mapping, s *Scenario) {
	if n := m.require("profile"); n != nil {
		name, _ := l.enum(n, faro.Pharo.String(), faro.Pharaon.String())
		s.Profile, _ = faro.ParseProfile(name)
	}
	if !s.Profile.Valid() {
		return // variants and limits depend on the profile, reported above
	}
	if n := m.get("variants"); n != nil {
		allowed := []string{"high_card"}
		if s.Profile == faro.Pharaon {
			allowed = nil
		}
		if len(allowed) == 0 {
			l.errAt(m.keys["variants"], CodeNotWith, "variants", s.Profile.String())
		} else {
			s.Variants = l.variants(n, allowed)
		}
	}
	if n := m.get("limits"); n != nil {
		if s.Profile != faro.Pharo {
			l.errAt(m.keys["limits"], CodeNotWith, "limits", s.Profile.String())
		} else if lm, ok := l.mapping(n, "limits", "min", "max"); ok {
			lim := Limits{Min: 1, Max: 10}
			minOK, maxOK := true, true
			if v := lm.get("min"); v != nil {
				lim.Min, minOK = l.integer(v, 1, faro.StakeCap)
			}
			if v := lm.get("max"); v != nil {
				lim.Max, maxOK = l.integer(v, 1, faro.StakeCap)
			}
			// min above max is said only when both were read: a value out
			// of range is its own problem
			if minOK && maxOK && lim.Min > lim.Max {
				at := n
				if v := lm.get("min"); v != nil {
					at = v
				}
				l.errAt(at, CodeOutOfRange, strconv.FormatInt(lim.Min, 10), "1", strconv.FormatInt(lim.Max, 10))
			}
			s.Limits = &lim
		}
	}
}

// faroRules returns the table's rules.
func (s *Scenario) faroRules() faro.Rules {
	r := faro.DefaultRules(s.Profile)
	if s.Limits != nil {
		r.MinStake, r.MaxStake = s.Limits.Min, s.Limits.Max
	}
	r.HighCard = contains(s.Variants, "high_card")
	return r
}

// faroTable replays a Faro scenario on a faro.Deal, or on the deals of a
// faro.Session.
type faroTable struct {
	s    *Scenario
	sess *faro.Session // nil for a file of one deal
	deal *faro.Deal
	last *faro.TurnResult
	// turns are the current deal's turns so far (copies), for the
	// settlement of several turns or of the whole deal.
	turns []*faro.TurnResult
}

// newFaroTable starts the deal: the stacked deck, the players and their
// starting chips (Pharo) or balances (Pharaon); for a session, its first
// deal with the file's banker.
func newFaroTable(s *Scenario) (*faroTable, error) {
	rules := s.faroRules()
	deck, err := s.fullDeck(s.partDeck(0))
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
	if s.Session != nil {
		if s.Profile == faro.Pharo {
			rules.StartChips = s.sessionChips().WholePart()
		}
		var sess *faro.Session
		if st := s.Session.Start; st != nil {
			sess, err = faro.ResumeSession(rules, names, banker, s.Session.Rounds,
				faro.Resume{Standings: s.startStandings(), Played: st.Played}, nil)
		} else {
			sess, err = faro.NewSession(rules, names, banker, s.Session.Rounds, nil)
		}
		if err != nil {
			return nil, err
		}
		d, err := sess.NextDeal(deck)
		if err != nil {
			return nil, err
		}
		return &faroTable{s: s, sess: sess, deal: d}, nil
	}
	d, err := faro.NewDeal(rules, names, banker, deck, holdings)
	if err != nil {
		return nil, err
	}
	return &faroTable{s: s, deal: d}, nil
}

// nextPart starts deal i of the session: the bank passes to the left and
// every standing carries over (faro.Session.NextDeal).
func (t *faroTable) nextPart(i int) error {
	if t.sess == nil {
		return &faro.RuleError{Rule: faro.RuleSession, Err: faro.ErrSessionOver, Player: -1}
	}
	deck, err := t.s.fullDeck(t.s.partDeck(i))
	if err != nil {
		return err
	}
	d, err := t.sess.NextDeal(deck)
	if err != nil {
		return err
	}
	t.deal, t.last, t.turns = d, nil, nil
	return nil
}

// ErrNothingToDraw is returned for a turn step with until whose point of
// the deal is reached already; it is wrapped in a *DrawError.
var ErrNothingToDraw = errors.New("no turn is left to draw up to that point")

// DrawError is a turn step with until that has nothing to draw: Until is
// "last" or "end", Turn the turns drawn so far.
type DrawError struct {
	Until string
	Turn  int
}

// Error describes the problem in English, for logs.
func (e *DrawError) Error() string {
	return ErrNothingToDraw.Error() + " (until " + e.Until + ", " + strconv.Itoa(e.Turn) + " turns drawn)"
}

// Unwrap returns ErrNothingToDraw.
func (e *DrawError) Unwrap() error { return ErrNothingToDraw }

// turnsTo returns the turns a step with until draws: up to the calling
// window (three cards left, 24 turns drawn) or to the hock (25 turns).
func (t *faroTable) turnsTo(until string) (int, error) {
	target := faro.Turns
	if until == UntilLast {
		target = faro.Turns - 1
	}
	n := target - t.deal.TurnNumber()
	if n <= 0 {
		return 0, &DrawError{Until: until, Turn: t.deal.TurnNumber()}
	}
	return n, nil
}

// fullDeck completes a stacked prefix (and bottom) with the seed: the
// cards given neither on top nor at the bottom are shuffled between.
func (s *Scenario) fullDeck(d Deck) ([]engine.Card, error) {
	top, bottom := d.Cards, d.Bottom
	if len(bottom) == 0 {
		return engine.StackedDeck(top, engine.NewRand(d.Seed))
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
	engine.Shuffle(middle, engine.NewRand(d.Seed))
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
	t.turns = append(t.turns, t.last)
	return t.last, nil
}
