package odds

import (
	"math/bits"
	"math/rand/v2"

	"croupier/engine"
)

// RankEstimates are the Monte-Carlo estimates of one rank's figures, to
// compare with the RankTable of Compute.
type RankEstimates struct {
	// The next turn: TurnOdds Doublet, Lose, Win, Untouched.
	NextDoublet, NextLose, NextWin, NextUntouched Estimate
	// RestDoublet estimates DoubletOdds.AtLeastOne.
	RestDoublet Estimate
	// Pronostic estimates PronosticOdds.PlayerEV (ordinary).
	Pronostic Estimate
	// Standing estimates StandingOdds.PlayerEV (plain single bet).
	Standing Estimate
}

// Estimates are the Monte-Carlo estimates of Simulate: the same figures
// as Compute's Table, from simulated orders of the box.
type Estimates struct {
	// Box is the box simulated; Deals the number of deals.
	Box   Box
	Deals int64
	// Ranks holds each rank's estimates, indexed by Rank.Index().
	Ranks [engine.NumRanks]RankEstimates
	// HighCard estimates HighCardOdds.PlayerEV on the next turn.
	HighCard Estimate
	// AnyDoublet estimates AnyDoubletOdds.AtLeastOne.
	AnyDoublet Estimate
	// Splits estimates the StandingOdds.PlayerEV of a plain Pharo split on
	// each pair of SplitPairs, in that order.
	Splits [NumSplits]Estimate
	// Call estimates the chance of each order of CallOdds.Orders, in the
	// same order, when HasCall (three cards left).
	Call    []Estimate
	HasCall bool
}

// Simulate deals the rest of the box n times in orders drawn from rng
// and estimates the figures of Compute and the splits of SplitPairs, to
// confirm them. At least two cards must be left. The same box, n and
// source give the same estimates; SimulateDeals spreads the work over
// workers with the same guarantee.
func Simulate(b Box, n int, rng *rand.Rand) (Estimates, error) {
	if rng == nil {
		return Estimates{}, &Error{Err: ErrNoRand}
	}
	if n < 0 {
		return Estimates{}, &Error{Err: ErrBadTrials, Trials: n}
	}
	if b.Len() < 2 {
		return Estimates{}, &Error{Err: ErrNoTurnLeft, CardsLeft: b.Len()}
	}
	s := newSimulator(b)
	for i := 0; i < n; i++ {
		s.shuffle(rng)
		s.deal()
	}
	return s.estimates(), nil
}

// Merge adds the deals of o, simulated from the same box (for example on
// another core with another seed), into e. It reports false, leaving e
// unchanged, if the boxes differ.
func (e *Estimates) Merge(o Estimates) bool {
	if e.Box != o.Box || e.HasCall != o.HasCall || len(e.Call) != len(o.Call) {
		return false
	}
	e.Deals += o.Deals
	for i := range e.Ranks {
		a, b := &e.Ranks[i], &o.Ranks[i]
		a.NextDoublet.merge(b.NextDoublet)
		a.NextLose.merge(b.NextLose)
		a.NextWin.merge(b.NextWin)
		a.NextUntouched.merge(b.NextUntouched)
		a.RestDoublet.merge(b.RestDoublet)
		a.Pronostic.merge(b.Pronostic)
		a.Standing.merge(b.Standing)
	}
	e.HighCard.merge(o.HighCard)
	e.AnyDoublet.merge(o.AnyDoublet)
	for i := range e.Splits {
		e.Splits[i].merge(o.Splits[i])
	}
	for i := range e.Call {
		e.Call[i].merge(o.Call[i])
	}
	return true
}

// simulator holds the running totals of Simulate. Cards are card indices
// 0..51; a card's rank index is its index / 4.
type simulator struct {
	box   Box
	cards []uint8
	count [engine.NumRanks]int8 // the casekeeper's count at the start
	deals int64
	// The first turn: per rank, doublets, losses and wins.
	nextD, nextL, nextW [engine.NumRanks]int64
	highSum             int64 // high card: +1 per win, −1 per loss
	anyDoublet          int64
	rest                [engine.NumRanks]int64
	pron, stand         [engine.NumRanks]Estimate // in half stakes
	orders              []CallOrder
	foster              bool
	calls               []int64
	// Splits: the pairs' rank indices, the pairs each rank is part of
	// (bit p for SplitPairs()[p]), and the gains in half stakes.
	pairs    [NumSplits][2]uint8
	pairMask [engine.NumRanks]uint32
	split    [NumSplits]Estimate
}

func newSimulator(b Box) *simulator {
	s := &simulator{box: b}
	for _, c := range b.Cards() {
		s.cards = append(s.cards, uint8(c.Index()))
		s.count[c.Rank.Index()]++
	}
	for i, pr := range SplitPairs() {
		a, c := uint8(pr[0].Index()), uint8(pr[1].Index())
		s.pairs[i] = [2]uint8{a, c}
		s.pairMask[a] |= 1 << i
		s.pairMask[c] |= 1 << i
	}
	if co, err := CallTheTurn(b); err == nil {
		s.orders, s.foster = co.Orders, co.Kind == Foster
		s.calls = make([]int64, len(co.Orders))
	}
	return s
}

// shuffle puts the cards in a random order (Fisher–Yates; any starting
// order gives a uniform result).
func (s *simulator) shuffle(rng *rand.Rand) {
	c := s.cards
	for i := len(c) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		c[i], c[j] = c[j], c[i]
	}
}

// deal plays the cards in their current order and records the figures.
func (s *simulator) deal() {
	c := s.cards
	count := s.count
	var resolved, off, doublets uint16
	var pron, stand [engine.NumRanks]int8
	// Splits: off the layout, collected, halved (bit per pair), and wins.
	var splitOff, splitLost, splitHalved uint32
	var splitWins [NumSplits]int8
	for r, k := range count {
		if k == 0 {
			off |= 1 << r
		}
	}
	for p, pr := range s.pairs {
		if count[pr[0]] == 0 || count[pr[1]] == 0 {
			splitOff |= 1 << p
		}
	}
	for i := 0; i+1 < len(c); i += 2 {
		l, w := c[i]>>2, c[i+1]>>2
		bl, bw := uint16(1)<<l, uint16(1)<<w
		count[l]--
		count[w]--
		if l == w {
			doublets |= bl
			if resolved&bl == 0 {
				resolved |= bl
				pron[l] = -1
			}
			if off&bl == 0 {
				off |= bl
				stand[l]--
			}
			splitHalved |= s.pairMask[l] &^ splitOff
			splitOff |= s.pairMask[l]
			continue
		}
		// Splits: covering both ranks is a push; the loser's only, it is
		// collected; the winner's only, it wins and stays; then a split
		// with a dead rank is returned.
		ml, mw := s.pairMask[l], s.pairMask[w]
		lost := ml &^ mw &^ splitOff
		splitLost |= lost
		for won := mw &^ ml &^ splitOff; won != 0; won &= won - 1 {
			splitWins[bits.TrailingZeros32(won)]++
		}
		splitOff |= lost
		if count[l] == 0 {
			splitOff |= ml
		}
		if count[w] == 0 {
			splitOff |= mw
		}
		if resolved&bl == 0 {
			resolved |= bl
			pron[l] = -2
		}
		if resolved&bw == 0 {
			resolved |= bw
			pron[w] = 2
		}
		if off&bl == 0 {
			off |= bl
			stand[l] -= 2
		}
		if off&bw == 0 {
			stand[w] += 2
			if count[w] == 0 {
				off |= bw
			}
		}
	}
	s.deals++
	l, w := c[0]>>2, c[1]>>2
	switch {
	case l == w:
		s.nextD[l]++
	default:
		s.nextL[l]++
		s.nextW[w]++
		if w > l {
			s.highSum++
		}
	}
	if !(w > l) {
		s.highSum--
	}
	if doublets != 0 {
		s.anyDoublet++
	}
	for r := range s.rest {
		s.rest[r] += int64(doublets >> r & 1)
		s.pron[r].add(int64(pron[r]))
		s.stand[r].add(int64(stand[r]))
	}
	for p := range s.split {
		g := 2*int64(splitWins[p]) - 2*int64(splitLost>>p&1) - int64(splitHalved>>p&1)
		s.split[p].add(g)
	}
	if s.calls != nil {
		s.call()
	}
}

// call records the order of the last three cards.
func (s *simulator) call() {
	var o CallOrder
	for i, x := range s.cards {
		card, _ := engine.CardAt(int(x))
		if s.foster {
			o.Colours[i] = colourOf(card)
		} else {
			o.Ranks[i] = card.Rank
		}
	}
	for i, p := range s.orders {
		if p.Ranks == o.Ranks && p.Colours == o.Colours {
			s.calls[i]++
			return
		}
	}
}

// bernoulli is the estimate of a chance seen k times in t trials.
func bernoulli(k, t int64) Estimate {
	return Estimate{Trials: t, Unit: 1, Sum: k, SumSq: k}
}

// estimates returns the totals as Estimates.
func (s *simulator) estimates() Estimates {
	t := s.deals
	e := Estimates{Box: s.box, Deals: t}
	for r := range e.Ranks {
		re := &e.Ranks[r]
		re.NextDoublet = bernoulli(s.nextD[r], t)
		re.NextLose = bernoulli(s.nextL[r], t)
		re.NextWin = bernoulli(s.nextW[r], t)
		re.NextUntouched = bernoulli(t-s.nextD[r]-s.nextL[r]-s.nextW[r], t)
		re.RestDoublet = bernoulli(s.rest[r], t)
		re.Pronostic = s.pron[r]
		re.Pronostic.Trials, re.Pronostic.Unit = t, 2
		re.Standing = s.stand[r]
		re.Standing.Trials, re.Standing.Unit = t, 2
	}
	// High card: each deal is +1 or −1, so the sum of squares is t.
	e.HighCard = Estimate{Trials: t, Unit: 1, Sum: s.highSum, SumSq: t}
	e.AnyDoublet = bernoulli(s.anyDoublet, t)
	for p := range e.Splits {
		e.Splits[p] = s.split[p]
		e.Splits[p].Trials, e.Splits[p].Unit = t, 2
	}
	if s.calls != nil {
		e.HasCall = true
		e.Call = make([]Estimate, len(s.calls))
		for i, k := range s.calls {
			e.Call[i] = bernoulli(k, t)
		}
	}
	return e
}
