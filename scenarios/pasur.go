package scenarios

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// pasurHeader reads the Pasur keys of the header: variants, each a name
// ("no_sur_at_50") or a one-key mapping ({target: 51}).
func (l *loader) pasurHeader(m *mapping, s *Scenario) {
	m.forbid("profile", "pasur")
	m.forbid("limits", "pasur")
	s.Target = pasur.DefaultTarget
	n := m.get("variants")
	if n == nil {
		return
	}
	items, ok := l.list(n)
	if !ok {
		return
	}
	var v pasur.Variants
	names := pasur.VariantNames()
	seen, seenLine := map[string]bool{}, map[string]int{}
	for _, it := range items {
		name, value, at := "", "", it
		switch it.Kind {
		case yaml.ScalarNode:
			name = it.Value
		case yaml.MappingNode:
			if len(it.Content) != 2 || it.Content[0].Kind != yaml.ScalarNode || it.Content[1].Kind != yaml.ScalarNode {
				l.errAt(it, CodeWantText, describe(it))
				continue
			}
			name, value, at = it.Content[0].Value, it.Content[1].Value, it.Content[1]
			if l.quotedValue(at) {
				continue
			}
		default:
			l.errAt(it, CodeWantText, describe(it))
			continue
		}
		if !contains(names, name) {
			d := l.errAt(it, CodeBadValue, name, strings.Join(names, ", "))
			d.Suggestion = suggest(name, names)
			continue
		}
		if name == string(pasur.VarTarget) && value == "" {
			l.errAt(it, CodeBadValue, name, "target: 62, target: 51, target: 11")
			continue
		}
		if err := v.Set(name, value); err != nil {
			l.errAt(at, CodeBadValue, value, variantValues(name))
			continue
		}
		if seen[name] {
			l.errAt(it, CodeDuplicateKey, name, strconv.Itoa(seenLine[name]))
			continue
		}
		seen[name], seenLine[name] = true, it.Line
		spec := name
		if value != "" {
			spec += ": " + value
		}
		s.Variants = append(s.Variants, spec)
	}
	s.Target = v.TargetScore()
}

func variantValues(name string) string {
	if name == string(pasur.VarTarget) {
		return "62, 51, 11"
	}
	return "true, false"
}

// pasurConfig returns the table's configuration.
func (s *Scenario) pasurConfig() (pasur.Config, error) {
	v, err := pasur.ParseVariants(s.Variants...)
	if err != nil {
		return pasur.Config{}, err
	}
	cfg := pasur.Config{Players: len(s.Players), Variants: v}
	cfg.Dealer = -1
	for i, p := range s.Players {
		if p.Dealer {
			cfg.Dealer = i
		}
	}
	if cfg.Dealer < 0 {
		// By default the first listed player plays first: the dealer is
		// the seat before it in the direction of play.
		for seat := 0; seat < cfg.Players; seat++ {
			if cfg.Next(seat) == 0 {
				cfg.Dealer = seat
			}
		}
	}
	return cfg, cfg.Validate()
}

// pasurTable replays a Pasur scenario on a pasur.Round, or on the rounds
// of a pasur.Match.
type pasurTable struct {
	s     *Scenario
	match *pasur.Match // nil for a file of one round
	round *pasur.Round
	last  *pasur.MoveResult
}

// newPasurTable deals the round: a stacked deck (completed with the
// seed), or the explicit hands, table and talon. A match deals its first
// round; its table checks shuffle with one source seeded by match: {seed}
// or else the first round's seed (0 without one), so that the match
// replays identically; each round's own seed completes its deck.
func newPasurTable(s *Scenario) (*pasurTable, error) {
	cfg, err := s.pasurConfig()
	if err != nil {
		return nil, err
	}
	if s.Match {
		seed := s.partDeck(0).Seed
		if s.HasMatchSeed {
			seed = s.MatchSeed
		}
		var m *pasur.Match
		if st := s.MatchStart; st != nil {
			m, err = pasur.ResumeMatch(cfg, engine.NewRand(seed), pasur.MatchStart{Totals: s.startTotals(cfg), Played: st.Played})
		} else {
			m, err = pasur.NewMatch(cfg, engine.NewRand(seed))
		}
		if err != nil {
			return nil, err
		}
		t := &pasurTable{s: s, match: m}
		return t, t.nextPart(0)
	}
	before := make([]int, cfg.Sides())
	for i, p := range s.Players {
		if p.HasStart {
			before[cfg.Side(i)] = int(p.Start.WholePart())
		}
	}
	var r *pasur.Round
	d := s.partDeck(0)
	if d.Hands == nil {
		deck, err := s.fullDeck(d)
		if err != nil {
			return nil, err
		}
		r, err = pasur.NewRound(cfg, deck, engine.NewRand(d.Seed), before)
		if err != nil {
			return nil, err
		}
	} else {
		setup := s.pasurSetup(d, cfg.FirstPlayer())
		setup.ScoresBefore = before
		r, err = pasur.NewRoundFrom(cfg, setup)
		if err != nil {
			return nil, err
		}
	}
	return &pasurTable{s: s, round: r}, nil
}

// pasurSetup is the explicit position of a deck with hands, with toPlay
// to move.
func (s *Scenario) pasurSetup(d Deck, toPlay int) pasur.Setup {
	setup := pasur.Setup{Table: d.Table, Talon: s.pasurTalon(d), ToPlay: toPlay, LastCapturer: -1}
	for _, name := range s.playerNames() {
		setup.Hands = append(setup.Hands, d.Hands[name])
	}
	return setup
}

// nextPart deals round i of the match: the dealer has passed to the next
// player and the totals carry over (pasur.Match).
func (t *pasurTable) nextPart(i int) error {
	if t.match == nil {
		return &pasur.MoveError{Rule: pasur.RuleMatchOver, Err: pasur.ErrMatchOver, Holder: -1}
	}
	d := t.s.partDeck(i)
	var r *pasur.Round
	var err error
	if d.Hands == nil {
		deck, derr := t.s.fullDeck(d)
		if derr != nil {
			return derr
		}
		r, err = t.match.StartRound(deck)
	} else {
		cfg := t.match.Config()
		r, err = t.match.StartRoundFrom(t.s.pasurSetup(d, cfg.Next(t.match.Dealer())))
	}
	if err != nil {
		return err
	}
	t.round, t.last = r, nil
	return nil
}

// turnsTo is not a Pasur step.
func (t *pasurTable) turnsTo(string) (int, error) {
	return 0, &AnswerError{Reason: OtherGame, Subject: "turn"}
}

// pasurTalon returns the explicit talon, completed with the cards given
// nowhere (shuffled with the seed) when the file gives a seed.
func (s *Scenario) pasurTalon(d Deck) []engine.Card {
	talon := append([]engine.Card(nil), d.Talon...)
	if !d.HasSeed {
		return talon
	}
	var used engine.CardSet
	for _, cs := range d.Hands {
		for _, c := range cs {
			used = used.Add(c)
		}
	}
	for _, c := range append(append([]engine.Card(nil), d.Table...), talon...) {
		used = used.Add(c)
	}
	var rest []engine.Card
	for _, c := range engine.NewDeck() {
		if !used.Has(c) {
			rest = append(rest, c)
		}
	}
	engine.Shuffle(rest, engine.NewRand(d.Seed))
	return append(talon, rest...)
}

// captureChoiceError is a play without take whose card has several legal
// captures: the file must say which.
type captureChoiceError struct {
	Card    engine.Card
	Choices []pasur.Move
}

// Error describes the choice to make in English.
func (e *captureChoiceError) Error() string {
	return "several captures are legal with " + e.Card.String() + ": " + movesText(e.Choices) + "; say which with take:"
}

// move builds the engine's move of a play: the take given, or the only
// legal capture, or laying the card.
func (t *pasurTable) move(a *Action) (pasur.Move, error) {
	m := pasur.Move{Card: a.Card, Take: a.Take}
	if a.HasTake {
		return m, nil
	}
	caps := t.round.CapturesFor(a.Card)
	switch len(caps) {
	case 0:
		return m, nil
	case 1:
		m.Take = caps[0].Take
		return m, nil
	}
	ch := make([]pasur.Move, len(caps))
	for i, c := range caps {
		ch[i] = c.Move()
	}
	return m, &captureChoiceError{Card: a.Card, Choices: ch}
}

// apply plays a card.
func (t *pasurTable) apply(a *Action) (any, error) {
	if a.Kind != ActPlay {
		return nil, &AnswerError{Reason: OtherGame, Subject: string(a.Kind)}
	}
	seat := t.s.playerIndex(a.Player)
	if err := t.outOfTurn(seat, a.Card); err != nil {
		return nil, err
	}
	if !t.round.Over() && seat == t.round.ToPlay() && a.Card.Valid() && !t.round.HandSet(seat).Has(a.Card) {
		// It is this player's turn; the card is not in their hand (the
		// engine would say whose turn it is not).
		return nil, &pasur.MoveError{Rule: pasur.RuleNotInHand, Err: pasur.ErrNotInHand, Seat: seat,
			Holder: t.round.Holder(a.Card), Card: a.Card}
	}
	m, err := t.move(a)
	if err != nil {
		return nil, err
	}
	res, err := t.round.Play(seat, m)
	if err != nil {
		return nil, err
	}
	t.last = res
	return res, nil
}

// turn is not a Pasur step.
func (t *pasurTable) turn() (*faro.TurnResult, error) {
	return nil, &AnswerError{Reason: OtherGame, Subject: "turn"}
}

// answer computes the engine's answer to a Pasur question.
func (t *pasurTable) answer(q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
	if k := kindOf(q.Kind); k != nil && k.onPasur != nil {
		return k.onPasur(t, q, probe)
	}
	return nil, nil, &AnswerError{Reason: OtherGame, Subject: string(q.Kind)}
}
