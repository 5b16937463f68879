package scenarios

import (
	"errors"
	"math/big"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/engine/pasur"
)

// legality is the engine's answer to a legal question: whether the probe
// is accepted and, if not, the rule that refuses it.
func legality(err error) Legality {
	var fe *faro.RuleError
	var me *pasur.MoveError
	var ce *captureChoiceError
	switch {
	case err == nil || errors.As(err, &ce):
		return Legality{Legal: true} // several captures: legal, the file just says none
	case errors.As(err, &fe):
		return Legality{Rule: string(fe.Rule)}
	case errors.As(err, &me):
		return Legality{Rule: string(me.Rule)}
	}
	return Legality{}
}

// answerNew computes the engine's answer to a Faro question of kinds.go,
// to a settlement over several turns, the deal or the session, and to a
// legal question; handled is false for the other kinds.
func (t *faroTable) answerNew(q *Ask, probe func(*Action) error) (Answer, []Answer, bool, error) {
	p := t.s.playerIndex(q.Player)
	switch q.Kind {
	case QLegal:
		return Bool(legality(probe(q.Probe)).Legal), nil, true, nil
	case QSettlement:
		if q.Params.Turns == 0 && q.Params.Over == "" {
			return nil, nil, false, nil
		}
		a, err := t.settlementOver(q.Params)
		return a, nil, true, err
	case QHoldings:
		return Amount(t.deal.Holdings(p)), nil, true, nil
	case QBalance:
		return Amount(t.deal.Balance(p)), nil, true, nil
	case QLayout:
		out := Bets{}
		for _, b := range t.deal.Bets() {
			if q.Player == "" || b.Player == p {
				out = append(out, t.betSpec(b))
			}
		}
		return out, nil, true, nil
	case QReturned:
		if t.last == nil {
			return nil, nil, true, &AnswerError{Reason: NoTurnYet, Rule: string(faro.RuleDeadRank)}
		}
		out := Bets{}
		for _, e := range t.last.Events() {
			if (e.What == faro.Returned || e.What == faro.EndOfDeal) && (q.Player == "" || e.Player == p) {
				out = append(out, t.eventBet(e))
			}
		}
		return out, nil, true, nil
	case QStanding:
		if t.sess == nil {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
		}
		st := Standing{}
		for i, name := range t.s.playerNames() {
			st[name] = t.sess.Standing(i)
		}
		return st, nil, true, nil
	case QWinner:
		if t.sess == nil {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
		}
		if !t.sess.Over() {
			return nil, nil, true, &AnswerError{Reason: NotOver, Rule: string(faro.RuleSession)}
		}
		w := Winner{}
		for _, i := range t.sess.Winners() {
			w.Names = append(w.Names, t.s.Players[i].Name)
		}
		return w, nil, true, nil
	case QOver:
		if q.Params.Of == "session" {
			if t.sess == nil {
				return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
			}
			return Bool(t.sess.Over()), nil, true, nil
		}
		return Bool(t.deal.Over()), nil, true, nil
	case QBanker:
		if !q.Params.Next {
			return Name(t.s.Players[t.deal.Banker()].Name), nil, true, nil
		}
		if t.sess == nil {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
		}
		if t.sess.DealsPlayed() >= t.sess.TotalDeals() {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
		}
		return Name(t.s.Players[t.sess.NextBanker()].Name), nil, true, nil
	case QOdds:
		a, err := t.odds(q.Params.Odds)
		return a, nil, true, err
	}
	return nil, nil, false, nil
}

// settlementOver adds up each player's change over the last Turns turns,
// the whole deal so far, or the session so far (the banker's is the
// bank's change, minus the players' sum).
func (t *faroTable) settlementOver(ps AskParams) (Answer, error) {
	st := Settlement{}
	names := t.s.playerNames()
	switch ps.Over {
	case "deal":
		for i, name := range names {
			st[name] = t.deal.Balance(i)
		}
		return st, nil
	case "session":
		start := t.s.sessionChips()
		if t.s.Profile == faro.Pharaon {
			start = 0
		}
		for i, name := range names {
			st[name] = t.sess.Standing(i) - start
		}
		return st, nil
	}
	if ps.Turns > len(t.turns) {
		return nil, &AnswerError{Reason: NoTurnYet, Rule: string(faro.RuleLoserCard)}
	}
	for i, name := range names {
		if i != t.deal.Banker() {
			st[name] = 0
		}
	}
	var bank engine.Amount
	for _, tr := range t.turns[len(t.turns)-ps.Turns:] {
		for _, e := range tr.Events() {
			if e.Player == t.deal.Banker() || e.Player < 0 || e.Player >= len(names) {
				continue
			}
			st[names[e.Player]] += e.Delta
			bank -= e.Delta
		}
	}
	st[names[t.deal.Banker()]] = bank
	return st, nil
}

// betSpec writes a bet of the layout in the file's terms.
func (t *faroTable) betSpec(b faro.BetInfo) BetSpec {
	out := BetSpec{Player: t.s.Players[b.Player].Name, Stake: b.Bet.Stake, Copper: b.Bet.Coppered}
	switch b.Bet.Kind {
	case faro.Split:
		out.Kind, out.Ranks = ActSplit, []engine.Rank{b.Bet.Rank, b.Bet.Rank2}
	case faro.HighCard:
		out.Kind, out.Copper = ActHighCard, false
	case faro.TurnCall:
		out.Kind, out.Copper = ActCall, false
		if b.Call.Foster {
			for _, c := range b.Call.Colours {
				out.Colours = append(out.Colours, c.String())
			}
		} else {
			out.Ranks = append([]engine.Rank(nil), b.Call.Order[:]...)
		}
	default:
		out.Kind, out.Rank = ActBet, b.Bet.Rank
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
