package lesson

import (
	"croupier/engine"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// newKinds says how a learner writes the answer to each question kind of
// sessions, matches and the table's contents.
var newKinds = map[scenarios.QuestionKind]input.Kind{
	scenarios.QHoldings: input.Amount, scenarios.QBalance: input.Amount, scenarios.QPileClubs: input.Count,
	scenarios.QOver: input.YesNo, scenarios.QTable: input.Cards, scenarios.QPile: input.Cards,
	scenarios.QBanker: input.Player, scenarios.QDealer: input.Player, scenarios.QToPlay: input.Player,
	scenarios.QLastCapture: input.Player, scenarios.QWinner: input.Players, scenarios.QStanding: input.Settlement,
	scenarios.QLayout: input.Bets, scenarios.QReturned: input.Bets, scenarios.QTableCheck: input.TableCheck,
	scenarios.QOdds: input.Odds,
}

// convertNew reads a line as the answer to a question of those kinds;
// ok is false for the other kinds.
func (r *Run) convertNew(line *input.Line, ctx *input.Context) (scenarios.Answer, input.Answer, bool, error) {
	q := r.q
	ik, ok := newKinds[q.Kind()]
	if !ok {
		return nil, input.Answer{}, false, nil
	}
	if q.Kind() == scenarios.QTable || q.Kind() == scenarios.QPile {
		// what lies on the table or in a pile is asked: a rank alone is
		// not resolved against the cards that lie there
		c := *ctx
		c.Hand, c.Table = nil, nil
		ctx = &c
	}
	a, err := line.Answer(ik, ctx)
	if err != nil {
		return nil, a, true, err
	}
	out, err := answerOf(q, a, ctx)
	return out, a, true, err
}

// answerOf makes the scenarios package's typed answer of a parsed one.
func answerOf(q *scenarios.Question, a input.Answer, ctx *input.Context) (scenarios.Answer, error) {
	switch a.Kind {
	case input.Amount:
		return scenarios.Amount(a.Amount), nil
	case input.Count:
		return scenarios.Count(a.Count), nil
	case input.YesNo:
		return scenarios.Bool(a.Yes), nil
	case input.Cards:
		return scenarios.Cards(a.Cards), nil
	case input.Player:
		if a.Extra.Nobody {
			return scenarios.Name(""), nil
		}
		return scenarios.Name(a.Extra.Names[0]), nil
	case input.Players:
		return scenarios.Winner{Names: a.Extra.Names, Draw: a.Extra.Draw}, nil
	case input.Settlement:
		st := scenarios.Standing{}
		for _, d := range a.Deltas {
			st[d.Player] = d.Amount
		}
		return st, nil
	case input.TableCheck:
		return scenarios.TableCheck(a.Extra.Checks), nil
	case input.Odds:
		o, err := scenarios.ParseOdds(a.Extra.Odds)
		if err != nil {
			return nil, &input.Error{Reason: input.ErrUnexpected, Token: a.Extra.Odds}
		}
		return o, nil
	case input.Bets:
		return betsOf(q, a, ctx)
	}
	return nil, &input.Error{Reason: input.ErrUnexpected}
}

// betsOf makes bets of the parsed ones: a bet without a player is the
// question's player's, or the one punter's at a table of two.
func betsOf(q *scenarios.Question, a input.Answer, ctx *input.Context) (scenarios.Answer, error) {
	out := scenarios.Bets{}
	for _, it := range a.Extra.Bets {
		b := scenarios.BetSpec{Player: it.Player, Stake: it.Bet.Amount, Copper: it.Bet.Copper, Kind: scenarios.ActBet, Rank: it.Bet.Rank}
		if b.Player == "" {
			b.Player = q.Spec().Player
		}
		if b.Player == "" {
			var punters []string
			for _, p := range ctx.Players {
				if p != ctx.Bank {
					punters = append(punters, p)
				}
			}
			if len(punters) != 1 {
				return nil, &input.Error{Reason: input.ErrMissingPlayer}
			}
			b.Player = punters[0]
		}
		if it.Bet.Rank2 != engine.NoRank {
			r1, r2 := it.Bet.Rank, it.Bet.Rank2
			if r1 > r2 {
				r1, r2 = r2, r1
			}
			b.Kind, b.Rank, b.Ranks = scenarios.ActSplit, engine.NoRank, []engine.Rank{r1, r2}
		}
		out = append(out, b)
	}
	return out, nil
}
