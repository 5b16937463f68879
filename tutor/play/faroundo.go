package play

import (
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// undoStep is one move of the learner and how to take it back.
type undoStep struct {
	kind undoKind
	id   faro.BetID
	// old is the bet before the move: its stake before a change, the bet
	// removed, the call replaced.
	old faro.BetInfo
	// removed are the bets "alles weg" took off.
	removed []faro.BetInfo
}

// undoKind is the kind of move an undoStep takes back.
type undoKind uint8

// takeBack takes the learner's last move back, as far back as the last
// turn.
func (g *faroGame) takeBack() {
	n := len(g.undo)
	if n == 0 {
		g.say(locales.PlayUndoNothing)
		return
	}
	u := g.undo[n-1]
	g.undo = g.undo[:n-1]
	switch u.kind {
	case undoPlaced:
		if b, ok := g.deal.Bet(u.id); ok && g.takeOff(b) == nil {
			g.tellRemoved(b)
			return
		}
	case undoChanged:
		now, _ := g.deal.Bet(u.id)
		if err := g.deal.ChangeStake(u.id, u.old.Bet.Stake); err == nil {
			bi, _ := g.deal.Bet(u.id)
			a := g.placeAction(bi)
			a.Kind = scenarios.ActChange
			g.record(a)
			g.tellChanged(bi.Bet, now.Bet.Stake)
			return
		}
	case undoRemoved:
		if g.putBack(u.old) {
			g.tellBack(u.old)
			return
		}
	case undoRemovedAll:
		ok := true
		for _, b := range u.removed {
			ok = g.putBack(b) && ok
		}
		if ok {
			g.say(locales.PlayRestoredAll)
			return
		}
	case undoCallReplaced:
		if b, ok := g.deal.Bet(u.id); ok && g.takeOff(b) == nil && g.putBack(u.old) {
			g.tellBack(u.old)
			return
		}
	}
	g.say(locales.PlayUndoNothing)
}

// tellBack tells a bet or call that stands again after "zurück".
func (g *faroGame) tellBack(b faro.BetInfo) {
	g.say(locales.PlayRestored)
	if b.Bet.Kind == faro.TurnCall {
		c := b.Call
		c.Stake = b.Bet.Stake
		g.tellCall(c)
		return
	}
	g.tellPlaced(b.Bet)
}

// putBack places a bet taken off again, as it was, and records it; the
// moves still to take back follow it to its new id.
func (g *faroGame) putBack(b faro.BetInfo) bool {
	var id faro.BetID
	var err error
	if b.Bet.Kind == faro.TurnCall {
		c := b.Call
		c.Stake = b.Bet.Stake
		if id, err = g.deal.CallTurn(g.me, c); err == nil {
			g.recordCall(c)
		}
	} else if id, err = g.deal.Place(g.me, b.Bet); err == nil {
		bi, _ := g.deal.Bet(id)
		g.record(g.placeAction(bi))
	}
	if err != nil {
		g.refused(err)
		return false
	}
	g.followID(b.ID, id)
	return true
}

// followID points the moves still to take back at a bet's new id, after
// the bet was taken off and placed again.
func (g *faroGame) followID(old, id faro.BetID) {
	for i := range g.undo {
		if g.undo[i].id == old {
			g.undo[i].id = id
		}
	}
}

const (
	undoPlaced undoKind = iota + 1
	undoChanged
	undoRemoved
	undoRemovedAll
	undoCallReplaced
)
