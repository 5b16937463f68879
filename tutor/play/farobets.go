package play

import (
	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/quiz"
)

// find returns the learner's bet on a spot: the call, the high-card
// field, a split or a rank; on a rank the coppered bet when the move
// said so, else the plain one, else the coppered one.
func (g *faroGame) find(t betTarget, copperSaid bool) (faro.BetInfo, bool) {
	var plain, coppered *faro.BetInfo
	bets := g.deal.Bets()
	for i := range bets {
		b := &bets[i]
		if b.Player != g.me || b.Bet.Kind != t.kind {
			continue
		}
		switch t.kind {
		case faro.TurnCall, faro.HighCard:
			return *b, true
		case faro.Split:
			r1, r2 := t.rank, t.rank2
			if r2 < r1 {
				r1, r2 = r2, r1
			}
			if b.Bet.Rank != r1 || b.Bet.Rank2 != r2 {
				continue
			}
		default:
			if b.Bet.Rank != t.rank {
				continue
			}
		}
		if b.Bet.Coppered {
			coppered = b
		} else {
			plain = b
		}
	}
	switch {
	case copperSaid && coppered != nil:
		return *coppered, true
	case copperSaid:
		return faro.BetInfo{}, false
	case plain != nil:
		return *plain, true
	case coppered != nil:
		return *coppered, true
	}
	return faro.BetInfo{}, false
}

// spotOf names a bet's spot as the learner would, placing it ("auf den
// Buben", "zwischen die 5 und die 6").
func (g *faroGame) spotOf(b faro.Bet) string {
	return g.scr.P().Spot(b.Kind, b.Rank, b.Rank2)
}

// spotAt names the spot a bet lies on ("auf dem Buben", "zwischen der 5
// und der 6").
func (g *faroGame) spotAt(b faro.Bet) string {
	return g.scr.P().SpotAt(b.Kind, b.Rank, b.Rank2)
}

// bet places a bet; on a spot where the learner has one already, it is
// refused with a pointer to that bet, whose stake may be changed instead
// (one bet per spot: RULINGS.md "Bets per player").
func (g *faroGame) bet(mv faroMove) {
	t := mv.target
	b := faro.Bet{Kind: t.kind, Rank: t.rank, Rank2: t.rank2, Coppered: t.copper, Stake: mv.stake}
	if old, ok := g.findExact(t); ok {
		g.sameSpot(old, mv.stake)
		return
	}
	id, err := g.deal.Place(g.me, b)
	if err != nil {
		g.refused(err)
		return
	}
	bi, _ := g.deal.Bet(id)
	g.record(g.placeAction(bi))
	g.undo = append(g.undo, undoStep{kind: undoPlaced, id: id})
	g.tellPlaced(bi.Bet)
	g.warn(bi.Bet)
}

// sameSpot refuses a second bet on a spot that holds old: it names the
// bet that lies there and how to change its stake to the one asked.
func (g *faroGame) sameSpot(old faro.BetInfo, stake engine.Amount) {
	target := g.scr.P().ChangeTarget(old.Bet.Kind, old.Bet.Rank, old.Bet.Rank2)
	if g.profile == faro.Pharaon {
		g.say(locales.PlaySameSpotPronostic, g.spotAt(old.Bet), old.Bet.Stake, target, stake)
		return
	}
	g.say(locales.PlaySameSpot, g.spotAt(old.Bet), g.stake(old.Bet.Stake), target, stake)
}

// findExact returns the learner's bet on exactly this spot: a plain and
// a coppered bet on one rank are two spots.
func (g *faroGame) findExact(t betTarget) (faro.BetInfo, bool) {
	b, ok := g.find(t, t.copper)
	if !ok || b.Bet.Coppered != t.copper {
		return faro.BetInfo{}, false
	}
	return b, true
}

// tellPlaced tells a bet just placed.
func (g *faroGame) tellPlaced(b faro.Bet) {
	spot := g.spotOf(b)
	switch {
	case g.profile == faro.Pharaon && b.Coppered:
		g.say(locales.PlayPronosticCopper, spot, b.Stake)
	case g.profile == faro.Pharaon:
		g.say(locales.PlayPronostic, spot, b.Stake)
	case b.Coppered:
		g.say(locales.PlayBetCopper, g.stake(b.Stake), spot)
	default:
		g.say(locales.PlayBet, g.stake(b.Stake), spot)
	}
}

// change sets a stake ("D auf 7 erhöhen") or changes it by an amount
// ("erhöhe die 9 um 2").
func (g *faroGame) change(mv faroMove) {
	mv = g.reading(mv)
	old, ok := g.find(mv.target, mv.target.copper)
	if !ok {
		g.notThere(mv.target)
		return
	}
	stake := mv.stake
	if mv.kind == moveAdd {
		stake = old.Bet.Stake + mv.delta
	}
	if old.Bet.Kind == faro.TurnCall {
		g.recall(old, old.Call, stake)
		return
	}
	g.setStake(old, stake)
}

// reading picks the reading of a change written with two bare numbers
// ("9 auf 7 erhöhen"): the one whose spot holds a bet, and of two the one
// that goes the way its verb says (raise: a higher stake), else as
// written.
func (g *faroGame) reading(mv faroMove) faroMove {
	if mv.swapped == nil {
		return mv
	}
	fits := func(m faroMove) bool {
		old, ok := g.find(m.target, m.target.copper)
		return ok && (m.dir == 0 || m.dir > 0 && m.stake > old.Bet.Stake || m.dir < 0 && m.stake < old.Bet.Stake)
	}
	has := func(m faroMove) bool { _, ok := g.find(m.target, m.target.copper); return ok }
	alt := *mv.swapped
	switch {
	case fits(mv):
		return mv
	case fits(alt):
		return alt
	case !has(mv) && has(alt):
		return alt
	}
	return mv
}

// notThere says that the learner has no bet on the spot a move names.
func (g *faroGame) notThere(t betTarget) {
	if t.kind == faro.TurnCall {
		g.say(locales.PlayNoCall)
		return
	}
	g.say(locales.SandboxNoBet, g.spotOf(faro.Bet{Kind: t.kind, Rank: t.rank, Rank2: t.rank2}))
}

// setStake changes the stake of a bet on the layout.
func (g *faroGame) setStake(old faro.BetInfo, stake engine.Amount) {
	if stake == old.Bet.Stake {
		g.tellSame(old.Bet)
		return
	}
	if err := g.deal.ChangeStake(old.ID, stake); err != nil {
		g.refused(err)
		return
	}
	bi, _ := g.deal.Bet(old.ID)
	a := g.placeAction(bi)
	a.Kind = scenarios.ActChange
	g.record(a)
	g.undo = append(g.undo, undoStep{kind: undoChanged, id: old.ID, old: old})
	g.tellChanged(bi.Bet, old.Bet.Stake)
}

// tellSame says that a bet or a call already stands as the move asks.
func (g *faroGame) tellSame(b faro.Bet) {
	switch {
	case b.Kind == faro.TurnCall:
		g.say(locales.PlayCallSame)
	case g.profile == faro.Pharaon:
		g.say(locales.PlaySamePronostic, g.spotAt(b), b.Stake)
	default:
		g.say(locales.PlaySame, g.spotAt(b), g.stake(b.Stake))
	}
}

// tellChanged tells a stake changed.
func (g *faroGame) tellChanged(b faro.Bet, was engine.Amount) {
	if g.profile == faro.Pharaon {
		g.say(locales.PlayChangedPronostic, g.spotAt(b), b.Stake, was)
		return
	}
	g.say(locales.PlayChanged, g.spotAt(b), g.stake(b.Stake), g.scr.P().Value(was))
}

// remove takes the learner's bet on a spot off the layout.
func (g *faroGame) remove(t betTarget) {
	if t.kind == faro.Split && t.rank == 0 && t.rank2 == 0 {
		var ok bool
		if t, ok = g.oneSplit(t); !ok {
			g.unread(&moveError{msg: locales.SandboxMoveNoSpot})
			return
		}
	}
	old, ok := g.find(t, t.copper)
	if !ok {
		g.notThere(t)
		return
	}
	if err := g.takeOff(old); err != nil {
		g.refused(err)
		return
	}
	g.undo = append(g.undo, undoStep{kind: undoRemoved, old: old})
	g.tellRemoved(old)
}

// oneSplit names the ranks of a split said without them („nimm den Split
// weg“) when the learner has exactly one split on the layout.
func (g *faroGame) oneSplit(t betTarget) (betTarget, bool) {
	n := 0
	for _, b := range g.deal.Bets() {
		if b.Player == g.me && b.Bet.Kind == faro.Split {
			t.rank, t.rank2 = b.Bet.Rank, b.Bet.Rank2
			n++
		}
	}
	return t, n == 1
}

// takeOff removes a bet from the deal and records it.
func (g *faroGame) takeOff(b faro.BetInfo) error {
	if err := g.deal.Remove(b.ID); err != nil {
		return err
	}
	if b.Bet.Kind == faro.TurnCall {
		g.dropCallStep()
		return nil
	}
	a := g.placeAction(b)
	a.Kind, a.Stake = scenarios.ActRemove, 0
	g.record(a)
	return nil
}

// tellRemoved tells a bet taken off.
func (g *faroGame) tellRemoved(b faro.BetInfo) {
	switch {
	case b.Bet.Kind == faro.TurnCall:
		g.say(locales.PlayCallRemoved, g.stake(b.Bet.Stake))
	case g.profile == faro.Pharaon:
		g.say(locales.PlayRemovedPronostic, g.spotAt(b.Bet), b.Bet.Stake)
	default:
		g.say(locales.PlayRemoved, g.spotAt(b.Bet), g.stake(b.Bet.Stake))
	}
}

// removeAll takes every bet of the learner off, the call too.
func (g *faroGame) removeAll() {
	var gone []faro.BetInfo
	for _, b := range g.deal.Bets() {
		if b.Player != g.me {
			continue
		}
		if err := g.takeOff(b); err != nil {
			g.refused(err)
			break
		}
		gone = append(gone, b)
	}
	if len(gone) == 0 {
		g.say(locales.PlayNothingToRemove)
		return
	}
	g.undo = append(g.undo, undoStep{kind: undoRemovedAll, removed: gone})
	g.say(locales.PlayRemovedAll)
}

// placeAction is the scenario action that places the bet b.
func (g *faroGame) placeAction(b faro.BetInfo) *scenarios.Action {
	a := &scenarios.Action{Kind: scenarios.ActBet, Player: g.names[g.me], Rank: b.Bet.Rank, Stake: b.Bet.Stake, Copper: b.Bet.Coppered}
	switch b.Bet.Kind {
	case faro.Split:
		a.Kind, a.Ranks, a.Split, a.Rank = scenarios.ActSplit, []engine.Rank{b.Bet.Rank, b.Bet.Rank2}, true, engine.NoRank
	case faro.HighCard:
		a.Kind, a.High, a.Rank = scenarios.ActHighCard, true, engine.NoRank
	}
	return a
}

// record keeps an action for saving.
func (g *faroGame) record(a *scenarios.Action) {
	g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: a})
}

// warn tells the learner when a bet just placed costs more than any bet
// of a fresh deal, can no longer win or settles nothing (odds.Alert).
// Free play offers no high card, so the warning does not compare with
// it.
func (g *faroGame) warn(b faro.Bet) {
	a, err := odds.AssessInDeal(g.deal, b)
	if err != nil || a.Alert == odds.NoAlert {
		return
	}
	p := g.scr.P()
	if b.Kind == faro.TurnCall {
		if g.warnedCall {
			return // said with the first call of the deal
		}
		g.warnedCall = true
	}
	var text string
	switch {
	case a.Alert != odds.AlertCostly:
		text = quiz.BetWarning(p, a)
	case b.Kind == faro.TurnCall:
		text = p.T(locales.PlayWarnCostlyCall, quiz.FractionText(a.Edge), quiz.FractionText(odds.CostlyEdge()))
	case a.PerSettlement.Equal(a.Edge):
		text = p.T(locales.PlayWarnCostlyOnce, quiz.FractionText(a.Edge), quiz.FractionText(odds.CostlyEdge()))
	default:
		text = p.T(locales.PlayWarnCostly, quiz.FractionText(a.Edge), quiz.FractionText(a.PerSettlement), quiz.FractionText(odds.CostlyEdge()))
	}
	g.scr.Styled(locales.Bad, text)
}

// hockRank returns the rank of the remaining card that a two-rank call
// leaves for the hock (NoRank if it is not clear).
func hockRank(rem []engine.Card, named []engine.Rank) engine.Rank {
	left := append([]engine.Card(nil), rem...)
	for _, r := range named {
		for i, c := range left {
			if c.Rank == r {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
	}
	if len(left) == 1 {
		return left[0].Rank
	}
	return engine.NoRank
}
