package locales

import (
	"errors"

	"croupier/engine"
	"croupier/engine/faro"
)

// RankAcc names a rank as an object, with its article: "den Buben", "die
// 9", "das Ass" (German accusative, as after "setzen auf"); "le valet",
// "le 9", "l’as".
func (p Printer) RankAcc(r engine.Rank) string { return p.rankName(r, rankAcc) }

// RankDat names a rank after "neben", "auf" (where): "der 5", "dem
// König"; French "le 5", "le roi".
func (p Printer) RankDat(r engine.Rank) string { return p.rankName(r, rankDat) }

// RankNom names a rank as a subject: "der Bube", "die 9"; "le valet".
func (p Printer) RankNom(r engine.Rank) string { return p.rankName(r, rankSubj) }

// Spot names where a bet lies, as a bet names it: "auf den Buben",
// "zwischen die Dame und den König", "auf „Hohe Karte“"; "sur le valet", "à
// cheval sur D/R".
func (p Printer) Spot(kind faro.BetKind, r1, r2 engine.Rank) string {
	switch kind {
	case faro.Split:
		return p.T(TargetSplit, p.rankName(r1, rankAcc), p.rankName(r2, rankAcc))
	case faro.HighCard:
		return p.T(TargetHighcard)
	}
	return p.T(TargetRank, p.RankAcc(r1))
}

// SpotAt names the spot a bet lies on, as Spot does but in the form of
// a stake that lies there (the dative in German): „dein Einsatz zwischen
// der 5 und der 6“, „auf dem Buben“ (STYLE: placing takes the accusative,
// lying the dative); French as Spot.
func (p Printer) SpotAt(kind faro.BetKind, r1, r2 engine.Rank) string {
	switch kind {
	case faro.Split:
		return p.T(TargetSplit, p.rankName(r1, rankDat), p.rankName(r2, rankDat))
	case faro.HighCard:
		return p.T(TargetHighcard)
	}
	return p.T(TargetRank, p.rankName(r1, rankDat))
}

// ChangeTarget names a bet's spot as a change of its stake names it: „die
// 9“, „den Buben“, „5/6“; « le 9 », « le valet », « 5/6 ».
func (p Printer) ChangeTarget(kind faro.BetKind, r1, r2 engine.Rank) string {
	if kind == faro.Split {
		return p.Rank(r1) + "/" + p.Rank(r2)
	}
	return p.RankAcc(r1)
}

// PlayEvent tells the learner of free play what a turn did to one of
// their bets, speaking to them: "Dein Einsatz auf den Buben (4 Chips):
// Spielerkarte B♥ – du gewinnst 4 Chips, der Einsatz bleibt liegen".
// returnedLater is set when the same turn returns the bet right after
// (its rank died with the win): it does not stay then.
func (p Printer) PlayEvent(profile faro.Profile, e faro.Event, returnedLater bool) string {
	pharaon := profile == faro.Pharaon
	var bet string
	spot := p.SpotAt(e.Kind, e.Rank, e.Rank2)
	switch {
	case e.Kind == faro.TurnCall:
		if pharaon {
			bet = p.T(playBetCallWeight, e.Stake)
		} else {
			bet = p.T(playBetCall, p.Stake(profile, e.Stake))
		}
	case pharaon && e.Coppered:
		bet = p.T(playBetPronosticCopper, spot, e.Stake)
	case pharaon:
		bet = p.T(playBetPronostic, spot, e.Stake)
	case e.Coppered:
		bet = p.T(playBetCoppered, spot, p.Stake(profile, e.Stake))
	default:
		bet = p.T(playBetPlain, spot, p.Stake(profile, e.Stake))
	}
	size := e.Delta
	if size < 0 {
		size = -size
	}
	amount := p.Stake(profile, size)
	var out string
	switch e.What {
	case faro.Won, faro.CallWon:
		out = p.T(playWon, amount)
		if e.Stays && e.What == faro.Won && !returnedLater {
			out = p.T(playWonStays, amount)
		}
	case faro.Lost, faro.CallLost:
		out = p.T(playLost, amount)
	case faro.HalfLost:
		out = p.T(playHalfLost, amount)
		if pharaon {
			out = p.T(playHalfLostWeight, amount)
		}
	case faro.Push:
		out = p.T(playPush)
	case faro.Returned:
		out = p.T(playReturned, p.Stake(profile, e.Stake))
	case faro.EndOfDeal:
		out = p.T(playEndReturned, p.Stake(profile, e.Stake))
		if pharaon {
			out = p.T(playEndNoChange)
		}
	default:
		out = p.T(playUntouched)
	}
	return p.T(playEventMsg, bet, p.Reason(e.Reason, p.Card(e.Card)), out)
}

// PlayRefusal says to the learner of free play why the engine refused
// their move, with the figures that matter (the limit, the chips held,
// the dead rank, the neighbours, the cards left) and where the rule is
// written; profile selects the rule's source. ok is false for a refusal
// it has no words of its own for (the caller says the rule then).
func (p Printer) PlayRefusal(err error, profile faro.Profile) (text string, ok bool) {
	var fe *faro.RuleError
	if !errors.As(err, &fe) {
		return "", false
	}
	stake := func(a engine.Amount) string { return p.Stake(profile, a) }
	var why string
	switch {
	case errors.Is(fe.Err, faro.ErrNotPositive), errors.Is(fe.Err, faro.ErrStakeTooLow):
		min := fe.Limit
		if min <= 0 {
			min = engine.Chips(1)
			if profile == faro.Pharaon {
				min = engine.Chips(2)
			}
		}
		why = p.T(playNoStakeZero, stake(min))
	case errors.Is(fe.Err, faro.ErrStakeTooHigh):
		why = p.T(playStakeTooHigh, stake(fe.Limit))
	case errors.Is(fe.Err, faro.ErrNotEnoughChips):
		why = p.T(playNotEnoughChips, stake(fe.Limit))
	case errors.Is(fe.Err, faro.ErrFractionalStake):
		why = p.T(playWholeChips)
	case errors.Is(fe.Err, faro.ErrOddWeight):
		why = p.T(playOddWeight)
	case errors.Is(fe.Err, faro.ErrDeadRank):
		of := p.RankDat(fe.Rank) // "Von der 8 ist keine Karte mehr"
		if p.French() {
			of = p.Rank(fe.Rank) // « il ne reste plus aucun 8 »
		}
		why = p.T(playDeadRank, of, p.Rank(fe.Rank))
	case errors.Is(fe.Err, faro.ErrNotNeighbours):
		why = p.T(playNotNeighbours, p.rankName(fe.Rank, rankNom), p.rankName(fe.Rank2, rankNom), p.RankDat(fe.Rank), p.List(p.rankNouns(fe.Allowed)))
	case errors.Is(fe.Err, faro.ErrSplitNotInProfile):
		why = p.T(playNoSplitPharaon)
	case errors.Is(fe.Err, faro.ErrHighCardOff):
		why = p.T(playNoHighCard)
	case errors.Is(fe.Err, faro.ErrHighCardNotInProfile):
		why = p.T(playNoHighCardPharaon)
	case errors.Is(fe.Err, faro.ErrCallWindowClosed):
		why = p.T(playCallTooEarly, fe.CardsLeft)
	case errors.Is(fe.Err, faro.ErrThreeOfARankCall):
		why = p.T(playCallTriple, p.cardList(fe.Remaining))
	case errors.Is(fe.Err, faro.ErrFosterRequired):
		why = p.T(playCallFosterOnly, p.cardList(fe.Remaining))
	case errors.Is(fe.Err, faro.ErrFosterNotAllowed):
		why = p.T(playCallFosterWrong, p.cardList(fe.Remaining))
	case errors.Is(fe.Err, faro.ErrCallNotPermutation):
		why = p.T(playCallNotOrder, p.cardList(fe.Remaining))
	case errors.Is(fe.Err, faro.ErrDealOver), errors.Is(fe.Err, faro.ErrBettingClosed):
		why = p.T(playDealOver)
	default:
		return "", false
	}
	if cite, ok := p.citation(string(fe.Rule), profileName(profile)); ok {
		return p.T(playRefusedCited, why, cite), true
	}
	return p.T(playRefused, why+"."), true
}

// rankNouns names ranks bare, as a split names them: „4, 6 und 9“, « le
// 4, le 6 et le 9 ».
func (p Printer) rankNouns(rs []engine.Rank) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = p.rankName(r, rankNom)
	}
	return out
}

// TurnShort tells a Faro turn's cards without the names of the cards'
// roles: "Abzug 5: 6♦ verliert, D♥ gewinnt.", with the doublet and the
// hock as Turn tells them; for a narrow screen.
func (p Printer) TurnShort(t *faro.TurnResult) string {
	line := p.T(turnLineShort, t.Turn, p.Card(t.Loser), p.Card(t.Winner))
	if t.Doublet {
		line = p.Styled(Accent, p.T(TurnDoublet, t.Turn, p.Card(t.Loser), p.Card(t.Winner)))
	}
	if t.Hock.Valid() {
		line += " " + p.T(TurnHock, p.Card(t.Hock))
	}
	return line
}
