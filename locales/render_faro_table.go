package locales

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// Stake writes a stake with its unit: "4 Chips" (Pharo), "2 Punkte"
// (Pharaon).
func (p Printer) Stake(profile faro.Profile, a engine.Amount) string {
	if profile == faro.Pharaon {
		return p.T(unitPoints, a)
	}
	return p.T(UnitChips, a)
}

// SignedStake writes a signed amount with its unit: "+1 Punkt", "-4
// Chips", "0 points".
func (p Printer) SignedStake(profile faro.Profile, a engine.Amount) string {
	if a > 0 {
		return "+" + p.Stake(profile, a)
	}
	return p.Stake(profile, a)
}

// Colour names a card colour of Foster's call.
func (p Printer) Colour(c faro.Colour) string {
	if c == faro.Red {
		return p.T(ColourRed)
	}
	return p.T(ColourBlack)
}

// youForms gives the learner's own form of a sentence about a player:
// "Du setzt", "Vous misez".
var youForms = map[Message]Message{
	ActBet:             actBetYou,
	ActPronostic:       actPronosticYou,
	ActPronosticCopper: actPronosticCopperYou,
	actWeightChange:    actWeightChangeYou,
	actPronosticRemove: actPronosticRemoveYou,
	ActCallWeight:      actCallWeightYou,
	ActCall:            actCallYou,
	actChange:          actChangeYou,
	actRemove:          actRemoveYou,
	MoveBonus:          moveBonusYou,
	MoveLaid:           moveLaidYou,
	movePlayed:         movePlayedYou,
	MoveTook:           moveTookYou,
}

// person returns m, or its second-person form when the subject is the
// learner.
func person(m Message, you bool) Message {
	if y, ok := youForms[m]; ok && you {
		return y
	}
	return m
}

// Action tells a Faro action of a scenario or of free play: "Dan setzt 4
// Chips auf die 9.", "Du sagst die Reihenfolge an …"; in Pharaon in the
// ledger's words, "Louis notiert einen Pronostic auf die 9, Gewicht 2." you
// is set when the player is the learner.
func (p Printer) Action(a *scenarios.Action, profile faro.Profile, you bool) string {
	if profile == faro.Pharaon {
		return p.pharaonAction(a, you)
	}
	st := p.Stake(profile, a.Stake)
	// a bet goes on its rank, a change or a removal finds it lying there
	onto := rankAcc
	if a.Kind == scenarios.ActChange || a.Kind == scenarios.ActRemove {
		onto = rankDat
	}
	target := func() string {
		switch {
		case a.High || a.Kind == scenarios.ActHighCard:
			return p.T(TargetHighcard)
		case len(a.Ranks) == 2:
			return p.T(TargetSplit, p.rankName(a.Ranks[0], rankAcc), p.rankName(a.Ranks[1], rankAcc))
		}
		return p.T(TargetRank, p.rankName(a.Rank, onto))
	}
	copper := ""
	if a.Copper {
		copper = p.T(ActCoppered)
	}
	switch a.Kind {
	case scenarios.ActBet, scenarios.ActSplit, scenarios.ActHighCard:
		return p.T(person(ActBet, you), a.Player, st, target(), copper)
	case scenarios.ActChange:
		return p.T(person(actChange, you), a.Player, target(), st)
	case scenarios.ActRemove:
		return p.T(person(actRemove, you), a.Player, target())
	case scenarios.ActCall:
		order := p.callOrder(a)
		return p.T(person(ActCall, you), a.Player, order, st)
	}
	return a.Player
}

// pharaonAction tells a Pharaon action: a pronostic noted, its weight
// changed, struck out, or a call, with its weight.
func (p Printer) pharaonAction(a *scenarios.Action, you bool) string {
	weight := p.Value(a.Stake)
	target := p.T(TargetRank, p.rankName(a.Rank, rankAcc)) // „ein Pronostic auf den König“
	switch a.Kind {
	case scenarios.ActBet, scenarios.ActSplit, scenarios.ActHighCard:
		m := ActPronostic
		if a.Copper {
			m = ActPronosticCopper
		}
		return p.T(person(m, you), a.Player, target, weight)
	case scenarios.ActChange:
		return p.T(person(actWeightChange, you), a.Player, target, weight)
	case scenarios.ActRemove:
		return p.T(person(actPronosticRemove, you), a.Player, target)
	case scenarios.ActCall:
		order := p.callOrder(a)
		return p.T(person(ActCallWeight, you), a.Player, order, weight)
	}
	return a.Player
}

// callOrder names the order a call names: its ranks, or in Foster's
// call its colours ("rot, schwarz, rot").
func (p Printer) callOrder(a *scenarios.Action) string {
	if len(a.Colours) == 0 {
		return p.Ranks(a.Ranks)
	}
	cs := make([]string, len(a.Colours))
	for i, c := range a.Colours {
		cs[i] = p.T(ColourBlack)
		if c == "red" {
			cs[i] = p.T(ColourRed)
		}
	}
	return strings.Join(cs, ", ")
}

// Turn tells a Faro turn's cards: "Abzug 3: K♦ verliert (Bankkarte), 9♣
// gewinnt (Spielerkarte).", a doublet as two cards of which neither wins
// ("Abzug 2: D♥ und D♠ – ein Doublet!", the bank's card first), and the
// hock.
func (p Printer) Turn(t *faro.TurnResult) string {
	line := p.T(TurnLine, t.Turn, p.Card(t.Loser), p.Card(t.Winner))
	if t.Doublet {
		line = p.Styled(Accent, p.T(TurnDoublet, t.Turn, p.Card(t.Loser), p.Card(t.Winner)))
	}
	if t.Hock.Valid() {
		line += " " + p.T(TurnHock, p.Card(t.Hock))
	}
	return line
}

// Bet describes the bet of a settlement: "4 Chips auf 9", "2 Chips auf
// K (gecoppert)"; in Pharaon "Pronostic auf 9 (Gewicht 2)", "Ansage
// (Gewicht 2)".
func (p Printer) Bet(profile faro.Profile, e faro.Event) string {
	if profile == faro.Pharaon {
		weight := p.Value(e.Stake)
		switch {
		case e.Kind == faro.TurnCall:
			return p.T(betCallWeight, weight)
		case e.Coppered:
			return p.T(BetPronosticCopper, weight, p.Rank(e.Rank))
		}
		return p.T(BetPronostic, weight, p.Rank(e.Rank))
	}
	st := p.Stake(profile, e.Stake)
	var t string
	switch e.Kind {
	case faro.Split:
		t = p.T(betSplit, st, p.Rank(e.Rank), p.Rank(e.Rank2))
	case faro.HighCard:
		t = p.T(BetHighcard, st)
	case faro.TurnCall:
		t = p.T(betCall, st)
	default:
		t = p.T(BetSingle, st, p.Rank(e.Rank))
	}
	if e.Coppered {
		t += p.T(ActCoppered)
	}
	return t
}

// Event tells what a turn did to one bet and why: "Dan, 4 Chips auf 9:
// Spielerkarte 9♣ – gewinnt 4 Chips (bleibt liegen)". names are the
// players by seat.
func (p Printer) Event(names []string, profile faro.Profile, e faro.Event) string {
	who := "?"
	if e.Player >= 0 && e.Player < len(names) {
		who = names[e.Player]
	}
	// the verb carries the sign: "gewinnt 4 Chips", "verliert 3 Chips"
	size := e.Delta
	if size < 0 {
		size = -size
	}
	outcome := p.Outcome(e.What, p.Stake(profile, size))
	if e.What == faro.HalfLost && profile == faro.Pharaon {
		outcome = p.T(outcomeHalfWeight, p.Stake(profile, size)) // a ledger: nobody takes anything
	}
	line := p.T(eventMsg, who, p.Bet(profile, e), p.Reason(e.Reason, p.Card(e.Card)), outcome)
	if e.Stays && e.What == faro.Won && e.Kind != faro.TurnCall {
		line += " " + p.T(EventStays)
	}
	return line
}
