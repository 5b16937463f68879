package locales

import "croupier/engine/faro"

// reasonTexts says why a bet was settled as it was; {0} is the deciding
// card.
var reasonTexts = map[faro.Reason]Message{
	faro.NoReason:         Dash,
	faro.ReasonLoserCard:  ReasonLoserCard,
	faro.ReasonWinnerCard: ReasonWinnerCard,
	faro.ReasonDoublet:    ReasonDoublet,
	faro.ReasonOneEach:    ReasonOneEach,
	faro.ReasonHigher:     ReasonHigher,
	faro.ReasonLower:      ReasonLower,
	faro.ReasonEqual:      ReasonEqual,
	faro.ReasonDeadRank:   ReasonDeadRank,
	faro.ReasonHock:       ReasonHock,
	faro.ReasonEndOfDeal:  ReasonEndOfDeal,
	faro.ReasonRightOrder: ReasonRightOrder,
	faro.ReasonWrongOrder: ReasonWrongOrder,
}

// outcomeTexts says what came of a bet; {0} is the size of the change
// with its unit, the verb giving its sign.
var outcomeTexts = map[faro.Outcome]Message{
	faro.Untouched: OutcomeUntouched,
	faro.Won:       OutcomeWon,
	faro.Lost:      OutcomeLost,
	faro.HalfLost:  OutcomeHalfLost,
	faro.Push:      OutcomePush,
	faro.Returned:  OutcomeReturned,
	faro.EndOfDeal: OutcomeEndOfDeal,
	faro.CallWon:   OutcomeWon,
	faro.CallLost:  OutcomeLost,
}

// callKindTexts names the call that the last three cards allow, not what
// it pays: the table is drawn while a question asks that (issue 22).
var callKindTexts = map[faro.CallKind]Message{
	faro.NoCall:         FaroCallkindNone,
	faro.CallThreeRanks: FaroCallkindThreeRanks,
	faro.CallCatHop:     FaroCallkindCatHop,
	faro.CallFoster:     FaroCallkindFoster,
}

// Reason says why a bet was settled, naming the card that decided.
func (p Printer) Reason(r faro.Reason, card string) string {
	return p.T(reasonTexts[r], card)
}

// Outcome says what came of a bet, with the size of its change ("4
// Chips"): "gewinnt 4 Chips", "verliert 3 Chips".
func (p Printer) Outcome(o faro.Outcome, size string) string {
	return p.T(outcomeTexts[o], size)
}

// CallKind names the call three cards allow ("Cat-hop, 2:1").
func (p Printer) CallKind(k faro.CallKind) string { return p.T(callKindTexts[k]) }

// Profile names a Faro profile as the menu heads it: Pharo or Pharaon.
func (p Printer) Profile(pr faro.Profile) string {
	if pr == faro.Pharaon {
		return p.T(GroupPharaon)
	}
	return p.T(GroupPharo)
}
