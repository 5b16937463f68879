package scenarios

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// The kinds that ask about a Faro table's money: what a player holds, a
// player's change in the deal, the bets on the layout, the bets that came
// back.
const (
	// QHoldings: what a player holds now: Pharo chips off the layout (the
	// banker: starting chips plus the bank's change), the Pharaon ledger
	// balance.
	QHoldings QuestionKind = "holdings"
	// QBalance: a player's net change in the current deal so far (the
	// banker's is the bank's change).
	QBalance QuestionKind = "balance"
	// QLayout: the bets that stand on the layout now.
	QLayout QuestionKind = "layout"
	// QReturned: the bets that came back without result in the last turn
	// drawn (a dead rank, the end of the deal).
	QReturned QuestionKind = "returned"
)

// faroMoneyKinds is the family, in the order the docs list it.
var faroMoneyKinds = []*kind{
	{
		name: QHoldings, faro: true,
		subject: params([]string{"player"}, "player", playerParam),
		expect:  amountAnswer,
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			return Amount(t.deal.Holdings(t.s.playerIndex(q.Player))), nil, nil
		},
		compare: compareText[Amount],
		format: func(q *Question, _ *Scenario) string {
			v, _ := q.want.(Amount)
			return engine.Amount(v).String() // what a player holds, no sign
		},
		schema: func(dialect) (any, any) { return schemaPlayer(), ref("amount") },
	},
	{
		name: QBalance, faro: true,
		subject: params([]string{"player"}, "player", playerParam),
		expect:  amountAnswer,
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			return Amount(t.deal.Balance(t.s.playerIndex(q.Player))), nil, nil
		},
		compare: compareText[Amount],
		format:  formatSigned,
		schema:  func(dialect) (any, any) { return schemaPlayer(), ref("amount") },
	},
	{
		name: QLayout, faro: true,
		subject: params([]string{"player"}, "", optionalPlayer),
		expect:  (*loader).betsAnswer,
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			p := t.s.playerIndex(q.Player)
			out := Bets{}
			for _, b := range t.deal.Bets() {
				if q.Player == "" || b.Player == p {
					out = append(out, t.betSpec(b))
				}
			}
			return out, nil, nil
		},
		compare: compareText[Bets],
		format:  formatBets,
		schema:  func(dialect) (any, any) { return schemaOptPlayer(), listOf(ref("bet_spec")) },
	},
	{
		name: QReturned, faro: true,
		subject: params([]string{"player"}, "", optionalPlayer),
		expect:  (*loader).betsAnswer,
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			if t.last == nil {
				return nil, nil, &AnswerError{Reason: NoTurnYet, Rule: string(faro.RuleDeadRank)}
			}
			p := t.s.playerIndex(q.Player)
			out := Bets{}
			for _, e := range t.last.Events() {
				if (e.What == faro.Returned || e.What == faro.EndOfDeal) && (q.Player == "" || e.Player == p) {
					out = append(out, t.eventBet(e))
				}
			}
			return out, nil, nil
		},
		compare: compareText[Bets],
		format:  formatBets,
		schema:  func(dialect) (any, any) { return schemaOptPlayer(), listOf(ref("bet_spec")) },
	},
}

// amountAnswer reads an amount ("+4", 97, 2.5).
func amountAnswer(l *loader, n *yaml.Node, _ *Scenario) Answer {
	a, ok := l.amount(n)
	if !ok {
		return nil
	}
	return Amount(a)
}

// formatBets writes the bets as croupier fill writes them.
func formatBets(q *Question, _ *Scenario) string {
	v, _ := q.want.(Bets)
	var parts []string
	for _, b := range v {
		b.Player = yamlKey(b.Player)
		parts = append(parts, b.fileText())
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// betSpec writes a bet of the layout in the file's terms.
func (t *faroTable) betSpec(b faro.BetInfo) BetSpec {
	out := BetSpec{Player: t.s.Players[b.Player].Name, Stake: b.Bet.Stake, Copper: b.Bet.Coppered}
	switch b.Bet.Kind {
	case faro.Split:
		out.Kind, out.Ranks = faro.Split, []engine.Rank{b.Bet.Rank, b.Bet.Rank2}
	case faro.HighCard:
		out.Kind, out.Copper = faro.HighCard, false
	case faro.TurnCall:
		out.Kind, out.Copper = faro.TurnCall, false
		if b.Call.Foster {
			for _, c := range b.Call.Colours {
				out.Colours = append(out.Colours, c.String())
			}
		} else {
			out.Ranks = append([]engine.Rank(nil), b.Call.Order[:]...)
		}
	default:
		out.Kind, out.Rank = faro.Single, b.Bet.Rank
	}
	return out
}

// eventBet writes the bet an event concerns in the file's terms.
func (t *faroTable) eventBet(e faro.Event) BetSpec {
	b := faro.BetInfo{Player: e.Player, Bet: faro.Bet{Kind: e.Kind, Rank: e.Rank, Rank2: e.Rank2, Coppered: e.Coppered, Stake: e.Stake}}
	if e.Kind == faro.Split && b.Bet.Rank > b.Bet.Rank2 {
		b.Bet.Rank, b.Bet.Rank2 = b.Bet.Rank2, b.Bet.Rank
	}
	return t.betSpec(b)
}

// betsAnswer reads a list of bets: {player, rank | ranks | high_card |
// order | colours, stake, copper}; player may be left out when the
// question names one.
func (l *loader) betsAnswer(n *yaml.Node, s *Scenario) Answer {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	out := Bets{}
	bad := false
	asked := ""
	if l.cur != nil {
		asked = l.cur.Player
	}
	for _, it := range items {
		b, ok := l.betAnswer(it, asked, s)
		if !ok {
			bad = true
			continue
		}
		out = append(out, b)
	}
	if bad {
		return nil
	}
	return out
}

// betAnswer reads one bet of a list; asked is the player the question
// names ("" for none). ok is false when anything of it is wrong.
func (l *loader) betAnswer(it *yaml.Node, asked string, s *Scenario) (BetSpec, bool) {
	m, ok := l.mapping(it, "expect", "player", "rank", "ranks", "high_card", "order", "colours", "stake", "copper")
	if !ok {
		return BetSpec{}, false
	}
	b := BetSpec{Player: asked}
	if v := m.get("player"); v != nil {
		name, ok := l.player(v, s)
		if !ok {
			return b, false
		}
		if asked != "" && name != asked {
			l.errAt(v, CodeBadValue, name, asked)
			return b, false
		}
		b.Player = name
	} else if b.Player == "" {
		m.require("player")
		return b, false
	}
	good := l.onlyOne(m, "rank", "ranks", "high_card", "order", "colours")
	if !l.betWhat(m, &b) {
		return b, false
	}
	if v := m.get("copper"); v != nil {
		b.Copper, _ = l.boolean(v)
	}
	v := m.require("stake")
	if v == nil {
		return b, false
	}
	a, ok := l.amount(v)
	b.Stake = a
	return b, good && ok
}

// betWhat reads what a bet is on: a rank, a split's two ranks (in rank
// order), the high card, a call's order or colours.
func (l *loader) betWhat(m *mapping, b *BetSpec) bool {
	ok := false
	switch {
	case m.has("rank"):
		b.Kind = faro.Single
		b.Rank, ok = l.rank(m.get("rank"))
	case m.has("ranks"):
		b.Kind = faro.Split
		b.Ranks = l.ranks(m.get("ranks"), 2)
		ok = len(b.Ranks) == 2
		if ok && b.Ranks[0] > b.Ranks[1] {
			b.Ranks[0], b.Ranks[1] = b.Ranks[1], b.Ranks[0]
		}
	case m.has("high_card"):
		b.Kind = faro.HighCard
		ok, _ = l.boolean(m.get("high_card"))
	case m.has("order"):
		b.Kind = faro.TurnCall
		b.Ranks = l.ranks(m.get("order"), 3)
		ok = len(b.Ranks) == 3
	case m.has("colours"):
		b.Kind = faro.TurnCall
		b.Colours = l.colours(m.get("colours"))
		ok = len(b.Colours) == 3
	default:
		m.require("rank")
	}
	return ok
}
