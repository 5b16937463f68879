package locales

import "croupier/engine/faro"

// reasonTexts says why a bet was settled as it was; {0} is the deciding
// card.
var reasonTexts = map[faro.Reason]Message{
	faro.NoReason:         Dash,
	faro.ReasonLoserCard:  reasonLoserCard,
	faro.ReasonWinnerCard: reasonWinnerCard,
	faro.ReasonDoublet:    reasonDoublet,
	faro.ReasonOneEach:    reasonOneEach,
	faro.ReasonHigher:     reasonHigher,
	faro.ReasonLower:      reasonLower,
	faro.ReasonEqual:      reasonEqual,
	faro.ReasonDeadRank:   reasonDeadRank,
	faro.ReasonHock:       reasonHock,
	faro.ReasonEndOfDeal:  reasonEndOfDeal,
	faro.ReasonRightOrder: reasonRightOrder,
	faro.ReasonWrongOrder: reasonWrongOrder,
}

// outcomeTexts says what came of a bet; {0} is the size of the change
// with its unit, the verb giving its sign.
var outcomeTexts = map[faro.Outcome]Message{
	faro.Untouched: outcomeUntouched,
	faro.Won:       outcomeWon,
	faro.Lost:      outcomeLost,
	faro.HalfLost:  outcomeHalfLost,
	faro.Push:      outcomePush,
	faro.Returned:  outcomeReturned,
	faro.EndOfDeal: outcomeEndOfDeal,
	faro.CallWon:   outcomeWon,
	faro.CallLost:  outcomeLost,
}

// callKindTexts names the call that the last three cards allow, not what
// it pays: the table is drawn while a question asks that (issue 22).
var callKindTexts = map[faro.CallKind]Message{
	faro.NoCall:         faroCallkindNone,
	faro.CallThreeRanks: faroCallkindThreeRanks,
	faro.CallCatHop:     faroCallkindCatHop,
	faro.CallFoster:     faroCallkindFoster,
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
