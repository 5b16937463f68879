package play

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// call calls the turn: three ranks (the hock found when two are named)
// or Foster's colours. A call made already is replaced: a call is a bet,
// changed before the last turn like any other (RULINGS.md: one call per
// player; docs/tutor.md).
func (g *faroGame) call(mv faroMove) {
	c := faro.Call{Stake: mv.stake}
	if len(mv.colours) == 3 {
		c.Foster = true
		for i, red := range mv.colours {
			c.Colours[i] = faro.Black
			if red {
				c.Colours[i] = faro.Red
			}
		}
	} else {
		rs := mv.order
		if len(rs) == 2 {
			hock := hockRank(g.deal.Remaining(), rs)
			if hock != engine.NoRank && mv.stake == engine.Chips(int64(hock)) {
				// "ansage A 9 7" with A, 9 and 7 left: three ranks named,
				// the stake forgotten
				g.scr.Styled(locales.Bad, g.scr.P().T(locales.SandboxCallNoStake, g.callWord()+" "+g.rankWords(append(rs, hock))))
				return
			}
			rs = append(rs, hock)
		}
		copy(c.Order[:], rs)
	}
	if old, ok := g.find(betTarget{kind: faro.TurnCall}, false); ok {
		g.recall(old, c, c.Stake)
		return
	}
	id, err := g.deal.CallTurn(g.me, c)
	if err != nil {
		g.refused(err)
		return
	}
	g.recordCall(c)
	g.undo = append(g.undo, undoStep{kind: undoPlaced, id: id})
	g.tellCall(c)
	g.warn(faro.Bet{Kind: faro.TurnCall})
}

// recall replaces the learner's call old by c with stake: the old call
// taken off, the new one made; when the engine refuses the new one, the
// old one stands again.
func (g *faroGame) recall(old faro.BetInfo, c faro.Call, stake engine.Amount) {
	c.Stake = stake
	if sameCall(old.Call, c) && stake == old.Bet.Stake {
		g.tellSame(old.Bet)
		return
	}
	if err := g.deal.Remove(old.ID); err != nil {
		g.refused(err)
		return
	}
	id, err := g.deal.CallTurn(g.me, c)
	if err != nil {
		g.refused(err)
		back := old.Call
		back.Stake = old.Bet.Stake
		if id, err := g.deal.CallTurn(g.me, back); err == nil { // it stood a moment ago
			g.followID(old.ID, id)
		}
		return
	}
	g.dropCallStep()
	g.recordCall(c)
	g.undo = append(g.undo, undoStep{kind: undoCallReplaced, id: id, old: old})
	if sameCall(old.Call, c) {
		if g.profile == faro.Pharaon {
			g.say(locales.PlayCallWeightChanged, stake, old.Bet.Stake)
		} else {
			g.say(locales.PlayCallStake, g.stake(stake), g.scr.P().Value(old.Bet.Stake))
		}
	} else {
		g.say(locales.PlayCallChanged)
		g.tellCall(c)
	}
}

// sameCall reports two calls of the same order (or colours).
func sameCall(a, b faro.Call) bool {
	return a.Foster == b.Foster && a.Order == b.Order && a.Colours == b.Colours
}

// tellCall tells a call made.
func (g *faroGame) tellCall(c faro.Call) {
	p := g.scr.P()
	if c.Foster {
		var cs []string
		for _, col := range c.Colours {
			cs = append(cs, p.Colour(col))
		}
		g.say(locales.PlayCallFoster, strings.Join(cs, ", "), c.Stake)
		return
	}
	if g.profile == faro.Pharaon {
		g.say(locales.PlayCallWeight, p.RankNom(c.Order[0]), p.RankNom(c.Order[1]), p.RankNom(c.Order[2]), c.Stake)
		return
	}
	g.say(locales.PlayCall, p.RankNom(c.Order[0]), p.RankNom(c.Order[1]), p.RankNom(c.Order[2]), g.stake(c.Stake))
}

// recordCall keeps the call for saving, as the learner's call step.
func (g *faroGame) recordCall(c faro.Call) {
	a := &scenarios.Action{Kind: scenarios.ActCall, Player: g.names[g.me], Stake: c.Stake}
	if c.Foster {
		for _, col := range c.Colours {
			a.Colours = append(a.Colours, col.String())
		}
	} else {
		a.Ranks = append([]engine.Rank(nil), c.Order[:]...)
	}
	g.callStep = len(g.steps)
	g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: a})
}

// dropCallStep forgets the saved call (withdrawn or replaced).
func (g *faroGame) dropCallStep() {
	if g.callStep >= 0 && g.callStep < len(g.steps) {
		g.steps = append(g.steps[:g.callStep], g.steps[g.callStep+1:]...)
	}
	g.callStep = -1
}

// callKind is the call the three cards left allow in this profile.
func (g *faroGame) callKind() faro.CallKind {
	rem := g.deal.Remaining()
	if len(rem) != 3 {
		return faro.NoCall
	}
	k := faro.CallKindOf([3]engine.Card{rem[0], rem[1], rem[2]})
	if k == faro.CallFoster && g.profile == faro.Pharo {
		return faro.NoCall
	}
	return k
}

// tellCallNow says, before the last turn, how to call it, with the cards
// that remain as the example (in the order the casekeeper lists them,
// which says nothing of the order they come in).
func (g *faroGame) tellCallNow() {
	p := g.scr.P()
	rem := g.deal.Remaining()
	word := g.callWord()
	unit := "2"
	switch g.callKind() {
	case faro.NoCall:
		g.say(locales.PlayCallNowNone)
	case faro.CallFoster:
		var cs []string
		for _, c := range rem {
			cs = append(cs, p.Colour(faro.ColourOf(c)))
		}
		g.say(locales.PlayCallNowFoster, word+" "+strings.Join(cs, " ")+" "+unit)
	default:
		var rs []engine.Rank
		for _, c := range rem {
			rs = append(rs, c.Rank)
		}
		g.say(locales.PlayCallNow, word+" "+g.rankWords(rs)+" "+unit)
	}
}

// rankWords writes ranks as a call takes them: "A 9 7".
func (g *faroGame) rankWords(rs []engine.Rank) string {
	var out []string
	for _, r := range rs {
		out = append(out, g.scr.P().Rank(r))
	}
	return strings.Join(out, " ")
}

// callWord is the word that starts a call in the learner's language.
func (g *faroGame) callWord() string {
	if g.scr.P().French() {
		return "appel"
	}
	return "ansage"
}
