package scenarios

import (
	"math/big"
	"strconv"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"

	"gopkg.in/yaml.v3"
)

// QOdds (Faro): the exact chance of a doublet or the bank's edge on a
// bet, from the casekeeper's count.
const QOdds QuestionKind = "odds"

// oddsKind asks a chance or an edge; a percent or decimal answer is right
// within its rounding.
var oddsKind = &kind{
	name: QOdds, faro: true,
	subject: params([]string{"doublet", "next_turn", "edge"}, "doublet", func(l *loader, a *Ask, m *mapping, s *Scenario) {
		a.Params.Odds = l.oddsSpec(m, s, m.where)
	}),
	expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
		v, ok := l.scalar(n)
		if !ok {
			return nil
		}
		o, err := ParseOdds(v)
		if err != nil {
			l.errAt(n, CodeBadValue, v, "1/17, 5.9 %, 0.059")
			return nil
		}
		return o
	},
	onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
		a, err := t.odds(q.Params.Odds)
		return a, nil, err
	},
	compare: func(q *Question, a Answer) (bool, VerdictReason, []Diff) {
		g, ok := a.(Odds)
		if !ok {
			return false, WrongKind, nil
		}
		w, _ := q.want.(Odds)
		if g.within(w.Value) {
			return true, "", nil
		}
		return false, WrongValue, []Diff{{Key: string(q.ask.Kind), Got: g.String(), Want: w.String()}}
	},
	format: func(q *Question, _ *Scenario) string { return strconv.Quote(q.want.String()) },
	schema: func(dialect) (any, any) {
		return closed(obj{{"doublet", obj{{"oneOf", []any{ref("rank"), obj{{"const", "any"}}}}}}, {"next_turn", boolean()}, {"edge", closed(obj{{"rank", ref("rank")}, {"ranks", ref("ranks")}, {"high_card", boolean()}, {"call", boolean()}, {"copper", boolean()}})}}),
			obj{{"oneOf", []any{obj{{"type", "string"}, {"pattern", oddsRE}}, obj{{"type", "number"}}}}}
	},
}

// OddsSpec is what an odds question asks: the chance of a doublet of Rank
// (Any: of any rank) in the rest of the deal or, with NextTurn, in the
// next turn; or with Edge the bank's edge on a bet placed now.
type OddsSpec struct {
	Doublet  bool
	Rank     engine.Rank
	Any      bool
	NextTurn bool
	Edge     *faro.Bet
}

// oddsSpec reads {doublet: "9" | any, next_turn: true} or {edge: {rank |
// ranks | high_card | call}}.
func (l *loader) oddsSpec(m *mapping, s *Scenario, where string) *OddsSpec {
	o := &OddsSpec{}
	switch {
	case m.has("doublet") && m.has("edge"):
		l.errAt(m.keys["edge"], CodeConflict, "edge", "doublet")
		return nil
	case m.has("doublet"):
		o.Doublet = true
		v := m.get("doublet")
		if v.Kind == yaml.ScalarNode && v.Value == "any" {
			o.Any = true
		} else if r, ok := l.rank(v); ok {
			o.Rank = r
		} else {
			return nil
		}
		if nt := m.get("next_turn"); nt != nil {
			o.NextTurn, _ = l.boolean(nt)
		}
	case m.has("edge"):
		m.forbid("next_turn", "edge")
		em, ok := l.mapping(m.get("edge"), where+".edge", "rank", "ranks", "high_card", "call", "copper")
		if !ok {
			return nil
		}
		b := &faro.Bet{Kind: faro.Single, Rank: engine.NoRank, Stake: engine.Chips(2)}
		l.onlyOne(em, "rank", "ranks", "high_card", "call")
		switch {
		case em.has("rank"):
			b.Rank, _ = l.rank(em.get("rank"))
		case em.has("ranks"):
			if s.Profile == faro.Pharaon {
				l.errAt(em.keys["ranks"], CodeNotWith, "ranks", s.Profile.String())
			}
			rs := l.ranks(em.get("ranks"), 2)
			if len(rs) == 2 {
				b.Kind, b.Rank, b.Rank2 = faro.Split, rs[0], rs[1]
			}
		case em.has("high_card"):
			if s.Profile == faro.Pharaon {
				l.errAt(em.keys["high_card"], CodeNotWith, "high_card", s.Profile.String())
			}
			if on, _ := l.boolean(em.get("high_card")); on {
				b.Kind = faro.HighCard
			}
		case em.has("call"):
			if on, _ := l.boolean(em.get("call")); on {
				b.Kind = faro.TurnCall
			}
		default:
			em.require("rank")
			return nil
		}
		if v := em.get("copper"); v != nil {
			b.Coppered, _ = l.boolean(v)
		}
		o.Edge = b
	default:
		m.require("doublet")
		return nil
	}
	return o
}

// odds computes an odds question from the casekeeper's count (the cards
// not shown yet): engine/odds, exact.
func (t *faroTable) odds(o *OddsSpec) (Answer, error) {
	if o == nil {
		return nil, &AnswerError{Reason: NoOdds}
	}
	box := odds.DealBox(t.deal)
	var f odds.Fraction
	var err error
	switch {
	case o.Doublet && o.Any:
		if o.NextTurn {
			f, err = anyDoubletNext(box)
		} else {
			f = odds.AnyDoublet(box).AtLeastOne
		}
	case o.Doublet && o.NextTurn:
		var to odds.TurnOdds
		to, err = odds.NextTurn(box, o.Rank)
		f = to.Doublet
	case o.Doublet:
		var do odds.DoubletOdds
		do, err = odds.RestOfDeal(box, o.Rank)
		f = do.AtLeastOne
	case o.Edge != nil:
		var as odds.Assessment
		if o.Edge.Kind == faro.TurnCall {
			as, err = odds.AssessCall(box, t.s.Profile)
		} else {
			as, err = odds.Assess(box, t.s.Profile, *o.Edge)
		}
		f = as.Edge
	}
	if err != nil || t.deal.Over() {
		return nil, &AnswerError{Reason: NoOdds, Rule: string(faro.RuleDoublet)}
	}
	return Odds{Value: f.Rat(), Tol: new(big.Rat)}, nil
}

// anyDoubletNext is the chance that the next turn is a doublet of any
// rank: the sum over the ranks of NextTurn's doublet chances (the events
// exclude each other).
func anyDoubletNext(box odds.Box) (odds.Fraction, error) {
	var sum odds.Fraction
	for _, r := range engine.AllRanks() {
		if box.Count(r) < 2 {
			continue
		}
		to, err := odds.NextTurn(box, r)
		if err != nil {
			return odds.Fraction{}, err
		}
		sum = sum.Add(to.Doublet)
	}
	return sum, nil
}
