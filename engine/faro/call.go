package faro

import (
	"sort"

	"croupier/engine"
)

// CallKindOf tells which call three cards allow (RULINGS.md "Calling the
// turn"): CallThreeRanks, CallCatHop, or CallFoster for three of a rank.
// It returns NoCall if a card is invalid.
func CallKindOf(cards [3]engine.Card) CallKind {
	for _, c := range cards {
		if !c.Valid() {
			return NoCall
		}
	}
	a, b, c := cards[0].Rank, cards[1].Rank, cards[2].Rank
	switch {
	case a == b && b == c:
		return CallFoster
	case a == b || b == c || a == c:
		return CallCatHop
	}
	return CallThreeRanks
}

// CheckCall reports whether c is a valid call when the given three cards
// remain (in any order), and which kind of call it is: a permutation of
// their ranks, or in Pharaon with three of a rank a Foster colour order
// (two of one colour, one of the other, as the cards are). The stake is
// checked as for any bet.
func (r Rules) CheckCall(c Call, remaining [3]engine.Card) (CallKind, error) {
	if err := r.Validate(); err != nil {
		return NoCall, err
	}
	if e := r.checkStake(c.Stake); e != nil {
		return NoCall, e
	}
	k, e := r.checkCallShape(c, remaining)
	if e != nil {
		return NoCall, e
	}
	return k, nil
}

// checkCallShape checks the order or colours of c against the remaining
// cards, not the stake.
func (r *Rules) checkCallShape(c Call, rem [3]engine.Card) (CallKind, *RuleError) {
	if engine.CheckDistinct(rem[:]) != nil {
		return NoCall, &RuleError{Rule: RuleBetShape, Err: ErrBadCards, Player: -1}
	}
	refuse := func(rule RuleID, err error) *RuleError {
		return &RuleError{Rule: rule, Err: err, Player: -1, Stake: c.Stake, Remaining: sortedCards(rem[:])}
	}
	kind := CallKindOf(rem)
	if kind == CallFoster {
		if r.Profile != Pharaon {
			return NoCall, refuse(RuleCallThreeOfARank, ErrThreeOfARankCall)
		}
		if !c.Foster {
			return NoCall, refuse(RuleFoster, ErrFosterRequired)
		}
		if c.Order != [3]engine.Rank{} {
			return NoCall, refuse(RuleFoster, ErrCallNotPermutation)
		}
		want, got := 0, 0
		for i := range rem {
			if ColourOf(rem[i]) == Red {
				want++
			}
			switch c.Colours[i] {
			case Red:
				got++
			case Black:
			default:
				return NoCall, refuse(RuleFoster, ErrCallNotPermutation)
			}
		}
		if want != got {
			return NoCall, refuse(RuleFoster, ErrCallNotPermutation)
		}
		return kind, nil
	}
	if c.Foster {
		return NoCall, refuse(RuleFoster, ErrFosterNotAllowed)
	}
	if c.Colours != [3]Colour{} {
		return NoCall, refuse(RuleCallPermutation, ErrCallNotPermutation)
	}
	want := [3]engine.Rank{rem[0].Rank, rem[1].Rank, rem[2].Rank}
	got := c.Order
	sort3(&want)
	sort3(&got)
	if want != got {
		return NoCall, refuse(RuleCallPermutation, ErrCallNotPermutation)
	}
	return kind, nil
}

// SettleCall computes, as a pure function, what a call of the turn wins
// or loses when the last three cards come as loser, winner, hock: a
// correct call pays its odds (4:1 three ranks, 2:1 cat-hop or Foster), a
// wrong one loses the stake. The call is checked as by CheckCall.
func SettleCall(r Rules, c Call, loser, winner, hock engine.Card) (Settlement, error) {
	kind, err := r.CheckCall(c, [3]engine.Card{loser, winner, hock})
	if err != nil {
		return Settlement{}, err
	}
	return settleCall(kind, c.Order, c.Colours, c.Stake, loser, winner, hock).public(), nil
}

// settleCall settles a call of the given kind (order or colours) when the
// last cards come as l, w, h.
func settleCall(kind CallKind, ord [3]engine.Rank, col [3]Colour, stake engine.Amount, l, w, h engine.Card) outcome {
	right := false
	rule := codeCallThreeRanks
	switch kind {
	case CallFoster:
		rule = codeFoster
		right = col == [3]Colour{ColourOf(l), ColourOf(w), ColourOf(h)}
	case CallCatHop:
		rule = codeCallCatHop
		fallthrough
	default:
		right = ord == [3]engine.Rank{l.Rank, w.Rank, h.Rank}
	}
	if right {
		return outcome{what: CallWon, reason: ReasonRightOrder, rule: rule, delta: stake * engine.Amount(kind.Odds())}
	}
	return outcome{what: CallLost, reason: ReasonWrongOrder, rule: rule, delta: -stake}
}

func sort3(a *[3]engine.Rank) {
	if a[0] > a[1] {
		a[0], a[1] = a[1], a[0]
	}
	if a[1] > a[2] {
		a[1], a[2] = a[2], a[1]
	}
	if a[0] > a[1] {
		a[0], a[1] = a[1], a[0]
	}
}

// sortedCards returns a copy of cs in card order (rank, then suit), so
// that nothing about the order of the pack is given away.
func sortedCards(cs []engine.Card) []engine.Card {
	out := append([]engine.Card(nil), cs...)
	sort.Slice(out, func(i, j int) bool { return out[i].Index() < out[j].Index() })
	return out
}
