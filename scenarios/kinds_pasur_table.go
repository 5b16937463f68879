package scenarios

import (
	"croupier/engine"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// The kinds that ask about a Pasur table as it stands: whose turn it is,
// who deals, the cards on the table and in a pile, the last capture, the
// initial table check.
const (
	// QToPlay: whose turn it is.
	QToPlay QuestionKind = "to_play"
	// QDealer: who deals this round, or the next one.
	QDealer QuestionKind = "dealer"
	// QTable: the cards on the table.
	QTable QuestionKind = "table"
	// QPile: the cards a player's side has captured.
	QPile QuestionKind = "pile"
	// QPileClubs: how many clubs a player's side has captured.
	QPileClubs QuestionKind = "pile_clubs"
	// QLastCapture: who captured last, and so gets what is left on the
	// table at the end of the round.
	QLastCapture QuestionKind = "last_capture"
	// QTableCheck: what the initial table check did.
	QTableCheck QuestionKind = "table_check"
)

// pasurTableKinds is the family, in the order the docs list it.
var pasurTableKinds = []*kind{
	{
		name: QToPlay, pasur: true,
		subject: params(nil, "", nil),
		expect:  nameAnswer,
		onPasur: func(t *pasurTable, _ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			if t.round.Over() {
				return nil, nil, &AnswerError{Reason: RoundIsOver, Rule: string(pasur.RuleRoundOver)}
			}
			return Name(t.s.playerNames()[t.round.ToPlay()]), nil, nil
		},
		compare: compareName,
		format:  formatName,
		schema:  func(dialect) (any, any) { return schemaNone(), ref("player") },
	},
	{
		name: QDealer, pasur: true,
		subject: params([]string{"next"}, "", nextParam),
		expect:  nameAnswer,
		onPasur: func(t *pasurTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			names := t.s.playerNames()
			if !q.Params.Next {
				return Name(names[t.round.Dealer()]), nil, nil
			}
			if t.match != nil && t.match.Over() {
				return nil, nil, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
			}
			return Name(names[t.round.Config().Next(t.round.Dealer())]), nil, nil
		},
		compare: compareName,
		format:  formatName,
		schema:  func(dialect) (any, any) { return schemaNext(), ref("player") },
	},
	{
		name: QTable, pasur: true,
		subject: params(nil, "", nil),
		expect:  cardsAnswer,
		onPasur: func(t *pasurTable, _ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			return Cards(t.round.Table()), nil, nil
		},
		compare: compareCards,
		format:  formatText,
		schema:  func(dialect) (any, any) { return schemaNone(), ref("cards") },
	},
	{
		name: QPile, pasur: true,
		subject: params([]string{"player"}, "player", playerParam),
		expect:  cardsAnswer,
		onPasur: func(t *pasurTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			return Cards(t.pile(q.Player)), nil, nil
		},
		compare: compareCards,
		format:  formatText,
		schema:  func(dialect) (any, any) { return schemaPlayer(), ref("cards") },
	},
	{
		name: QPileClubs, pasur: true,
		subject: params([]string{"player"}, "player", playerParam),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			c, ok := l.integer(n, 0, 13)
			if !ok {
				return nil
			}
			return Count(c)
		},
		onPasur: func(t *pasurTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			n := 0
			for _, c := range t.pile(q.Player) {
				if c.Suit == engine.Clubs {
					n++
				}
			}
			return Count(n), nil, nil
		},
		compare: compareText[Count],
		format:  formatText,
		schema:  func(dialect) (any, any) { return schemaPlayer(), intIn(0, 13) },
	},
	{
		name: QLastCapture, pasur: true,
		subject: params(nil, "", nil),
		expect: func(l *loader, n *yaml.Node, s *Scenario) Answer {
			if n.Kind == yaml.ScalarNode && n.Value == "nobody" && s.playerIndex("nobody") < 0 {
				return Name("")
			}
			return nameAnswer(l, n, s)
		},
		onPasur: func(t *pasurTable, _ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			seat := t.round.LastCapturerSeat()
			if seat < 0 {
				return Name(""), nil, nil
			}
			return Name(t.s.playerNames()[seat]), nil, nil
		},
		compare: compareLastCapture,
		format:  formatName,
		schema:  func(dialect) (any, any) { return schemaNone(), ref("player") },
	},
	{
		name: QTableCheck, pasur: true,
		subject: params(nil, "", nil),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			items, ok := l.list(n)
			if !ok {
				return nil
			}
			var tc TableCheck = []string{}
			for _, it := range items {
				v, ok := l.enum(it, CheckRedeal, CheckJack)
				if !ok {
					return nil
				}
				tc = append(tc, v)
			}
			return tc
		},
		onPasur: func(t *pasurTable, _ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			tc := TableCheck{}
			for _, e := range t.round.Events() {
				switch e.Kind {
				case pasur.EventRedeal:
					tc = append(tc, CheckRedeal)
				case pasur.EventJackReplaced:
					tc = append(tc, CheckJack)
				}
			}
			return tc, nil, nil
		},
		compare: compareText[TableCheck],
		format:  formatText,
		schema:  func(dialect) (any, any) { return schemaNone(), listOf(enumOf(CheckRedeal, CheckJack)) },
	},
}

// pile returns the cards the side of the named player has captured.
func (t *pasurTable) pile(player string) []engine.Card {
	cfg := t.round.Config()
	return t.round.Pile(cfg.Side(t.s.playerIndex(player)))
}

// cardsAnswer reads a list of cards.
func cardsAnswer(l *loader, n *yaml.Node, _ *Scenario) Answer {
	cs, ok := l.cards(n, map[engine.Card]*yaml.Node{})
	if !ok {
		return nil
	}
	return Cards(cs)
}

// compareCards judges a set of cards, in any order.
func compareCards(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Cards)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Cards)
	if engine.SameCards(g, w) {
		return true, "", nil
	}
	return false, WrongValue, []Diff{{Key: string(q.ask.Kind), Got: g.String(), Want: w.String()}}
}

// compareLastCapture judges who captured last: the partner of the player
// who did is right too (the side gets the table).
func compareLastCapture(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Name)
	w, _ := q.want.(Name)
	if ok && g != w && g != "" && w != "" && q.sides[string(g)] == q.sides[string(w)] {
		return true, "", nil
	}
	return compareName(q, a)
}
