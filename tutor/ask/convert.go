package ask

import (
	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
	"croupier/tutor/input"
	"math/big"
)

// convert reads a line as the answer to a question of kind k (ask its
// parameters; nil for none) and makes the scenarios package's typed
// Answer of it.
func convert(line *input.Line, k scenarios.QuestionKind, ask *scenarios.Ask, ctx *input.Context) (scenarios.Answer, input.Answer, error) {
	lk, ok := kinds[k]
	if !ok {
		return nil, nil, &input.Error{Reason: input.ErrUnexpected}
	}
	ik := lk.reader
	if lk.cardsAsked {
		// what lies on the table or in a pile is asked: a rank alone is
		// not resolved against the cards that lie there
		c := *ctx
		c.Hand, c.Table = nil, nil
		ctx = &c
	}
	a, err := line.Answer(ik, ctx)
	if err != nil {
		return nil, nil, err
	}
	if ask == nil {
		ask = &scenarios.Ask{}
	}
	out, err := answerOf(line, k, ask, a, ctx)
	return out, a, err
}

// answerOf makes the scenarios package's typed answer of a typed one.
func answerOf(line *input.Line, k scenarios.QuestionKind, ask *scenarios.Ask, a input.Answer, ctx *input.Context) (scenarios.Answer, error) {
	switch a := a.(type) {
	case input.Settlement:
		if k == scenarios.QStanding {
			st := scenarios.Standing{}
			for _, d := range a.Deltas {
				st[d.Player] = d.Amount
			}
			return st, nil
		}
		return withBank(a.Deltas, ctx), nil
	case input.Amount:
		return scenarios.Amount(a.Amount), nil
	case input.Count:
		return scenarios.Count(a.Count), nil
	case input.Ranks:
		return scenarios.Ranks(a.Ranks), nil
	case input.YesNo:
		return scenarios.Bool(a.Yes), nil
	case input.Score:
		return scenarios.Breakdown(a.Score), nil
	case input.Play:
		return captureAnswer(line.Text, a, ask.Card, ctx)
	case input.Choice:
		return scenarios.Choice(a.Choices), nil
	case input.Cards:
		return scenarios.Cards(a.Cards), nil
	case input.Player:
		if a.Nobody {
			return scenarios.Name(""), nil
		}
		return scenarios.Name(a.Name), nil
	case input.Players:
		return scenarios.Winner{Names: a.Names, Draw: a.Draw}, nil
	case input.TableCheck:
		return scenarios.TableCheck(a.Checks), nil
	case input.Odds:
		o, err := scenarios.ParseOdds(a.Odds)
		if err != nil {
			return nil, &input.Error{Reason: input.ErrUnexpected, Token: a.Odds}
		}
		if a.Side != 0 && o.Tol != nil && o.Value != nil {
			// "gut 11 %": from 11 % to 12 %; "knapp 12 %": 11 % to 12 %
			o.Value = new(big.Rat).Add(o.Value, new(big.Rat).Mul(o.Tol, big.NewRat(int64(a.Side), 1)))
		}
		return o, nil
	case input.Bets:
		return betsOf(ask, a, ctx)
	}
	return nil, &input.Error{Reason: input.ErrUnexpected}
}

// withBank makes a settlement of the deltas typed. When the bank is not
// named, it is taken as minus the sum of the named players' amounts (the
// bank's change is always the opposite of the players' total), so that
// "Dan gewinnt 5" is a whole answer; players not named count 0.
func withBank(ds []input.Delta, ctx *input.Context) scenarios.Settlement {
	st := scenarios.Settlement{}
	var sum engine.Amount
	for _, d := range ds {
		st[d.Player] = d.Amount
		if d.Player != ctx.Bank {
			sum += d.Amount
		}
	}
	if _, named := st[ctx.Bank]; !named && ctx.Bank != "" {
		st[ctx.Bank] = -sum
	}
	return st
}

// captureAnswer makes a capture of a play answer: what the question's
// card takes.
func captureAnswer(line string, a input.Play, card engine.Card, ctx *input.Context) (scenarios.Answer, error) {
	if a.Play.Valid() && card.Valid() && a.Play != card {
		// "7♠ 4♦" without a verb may name only taken cards.
		if !input.InCards(ctx.Hand, a.Play) && !a.Lay {
			a.Take = append([]engine.Card{a.Play}, a.Take...)
			a.HasTake = true
		} else {
			return nil, &input.Error{Reason: input.ErrOtherCard, Token: a.Play.String(), Choices: []string{card.String()}}
		}
	}
	if !a.HasTake && !a.Lay {
		return nil, &input.Error{Reason: input.ErrEmpty, Token: line, End: len(line)}
	}
	c := scenarios.Capture{Card: card}
	switch {
	case a.Lay:
	case a.TakeAll:
		// "alles" / "tout": every card on the table, as said (a jack
		// that leaves a king on the table did not take everything),
		// but those "außer" / "sauf" leaves out.
		for _, x := range ctx.Table {
			if !input.InCards(a.Except, x) {
				c.Take = append(c.Take, x)
			}
		}
	default:
		c.Take = a.Take
	}
	return c, nil
}

// betsOf makes bets of the typed ones: a bet without a player is the
// question's player's, or the one punter's at a table of two.
func betsOf(ask *scenarios.Ask, a input.Bets, ctx *input.Context) (scenarios.Answer, error) {
	out := scenarios.Bets{}
	for _, it := range a.Bets {
		b := scenarios.BetSpec{Player: it.Player, Stake: it.Bet.Stake, Copper: it.Bet.Copper, Kind: faro.Single, Rank: it.Bet.Rank}
		if b.Player == "" {
			b.Player = ask.Player
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
		if it.Bet.Covers == faro.Split {
			r1, r2 := it.Bet.Rank, it.Bet.Rank2
			if r1 > r2 {
				r1, r2 = r2, r1
			}
			b.Kind, b.Rank, b.Ranks = faro.Split, engine.NoRank, []engine.Rank{r1, r2}
		}
		out = append(out, b)
	}
	return out, nil
}
