package odds

import (
	"croupier/engine"
)

// This file plays a known order of ranks by the rules, written out plainly
// and independently of the package's formulas, for the brute-force tests:
// RULINGS.md "Faro: what both profiles share", profile pharo ("A winning
// bet stays", "Split bet", "High card") and profile pharaon ("resolved
// when its rank first shows in a turn").

// seqRest counts the cards of rank r in seq from position i on.
func seqRest(seq []engine.Rank, i int, r engine.Rank) int {
	n := 0
	for _, x := range seq[i:] {
		if x == r {
			n++
		}
	}
	return n
}

// firstTurn says what the first turn does to r: 'd' doublet, 'l' loses,
// 'w' wins, 'u' untouched.
func firstTurn(seq []engine.Rank, r engine.Rank) byte {
	l, w := seq[0], seq[1]
	switch {
	case l == r && w == r:
		return 'd'
	case l == r:
		return 'l'
	case w == r:
		return 'w'
	}
	return 'u'
}

// doubletsOf counts the turns of seq that are doublets of r (NoRank: of
// any rank).
func doubletsOf(seq []engine.Rank, r engine.Rank) int {
	n := 0
	for i := 0; i+1 < len(seq); i += 2 {
		if seq[i] == seq[i+1] && (r == engine.NoRank || seq[i] == r) {
			n++
		}
	}
	return n
}

// pronosticGain plays a pronostic of weight 2 on r: the gain in points.
func pronosticGain(seq []engine.Rank, r engine.Rank, copper bool) (gain int, how byte) {
	for i := 0; i+1 < len(seq); i += 2 {
		l, w := seq[i], seq[i+1]
		switch {
		case l == r && w == r:
			return -1, 'd'
		case l == r && copper, w == r && !copper:
			return 2, 'w'
		case l == r, w == r:
			return -2, 'l'
		}
	}
	return 0, 'u'
}

// standResult is how a standing Pharo bet of 2 chips fared.
type standResult struct {
	gain              int // chips won minus chips lost
	resolutions, wins int
	pushes            int
	end               byte // 'l' collected, 'h' halved, 'r' returned
}

// standing plays a Pharo bet of 2 chips on r (r2 == NoRank) or on the
// split r–r2, never moved.
func standing(seq []engine.Rank, r, r2 engine.Rank, copper bool) standResult {
	covers := func(x engine.Rank) bool { return x == r || (r2 != engine.NoRank && x == r2) }
	dead := func(i int) bool {
		return seqRest(seq, i, r) == 0 || (r2 != engine.NoRank && seqRest(seq, i, r2) == 0)
	}
	var s standResult
	if dead(0) {
		s.end = 'r'
		return s
	}
	for i := 0; i+1 < len(seq); i += 2 {
		l, w := seq[i], seq[i+1]
		hitL, hitW := covers(l), covers(w)
		switch {
		case !hitL && !hitW:
		case l == w:
			s.gain -= 1
			s.resolutions++
			s.end = 'h'
			return s
		case hitL && hitW:
			s.pushes++
		case hitL == !copper: // plain bet on the bank card, or coppered on the player card
			s.gain -= 2
			s.resolutions++
			s.end = 'l'
			return s
		default:
			s.gain += 2
			s.resolutions++
			s.wins++
		}
		if dead(i + 2) {
			break
		}
	}
	s.end = 'r'
	return s
}

// highCard plays a high-card bet of 1 on the first turn.
func highCard(seq []engine.Rank) int {
	if seq[1] > seq[0] {
		return 1
	}
	return -1
}
