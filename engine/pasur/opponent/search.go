package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// maxPly bounds the depth searched exactly from one root move; deeper
// positions (only explicit setups with very large hands reach them) are
// cut off and valued by the evaluator.
const maxPly = 24

const inf = int32(1) << 30

// ttMinCards is the fewest cards left in the hands for which the search
// consults its transposition table.
const ttMinCards = 4

// searcher runs the alpha-beta search of one sample: every hand known,
// the sides of the root maximising its margin and every other side
// minimising it (the "paranoid" reduction, exact for two sides).
type searcher struct {
	*evaluator
	nodes  int
	cutoff int // plies searched before the evaluator cuts off
	// limit, when not 0, is the node count at which the search gives up
	// (aborted): see searchSample.
	limit   int
	aborted bool
	tt      *table
	moves   [maxPly + 1][]pasur.MoveSet
	keys    [maxPly + 1][]int32
	caps    []engine.CardSet
	pv      [maxPly + 1][maxPly + 1]pasur.MoveSet
	pvLen   [maxPly + 1]int
	st      [maxPly + 2]state // the position at each ply
}

func newSearcher(e *evaluator, tt *table) *searcher {
	return &searcher{evaluator: e, cutoff: maxPly, tt: tt}
}

// searchFrom returns the value of s, searched from ply on.
func (x *searcher) searchFrom(s *state, alpha, beta int32, ply int) int32 {
	x.st[ply] = *s
	return x.search(alpha, beta, ply)
}

// search returns the value of the position x.st[ply] within the window
// (fail-soft: a value outside the window is a bound).
func (x *searcher) search(alpha, beta int32, ply int) int32 {
	s := &x.st[ply]
	x.nodes++
	if x.limit > 0 && x.nodes > x.limit {
		x.aborted = true
		return 0
	}
	x.pvLen[ply] = ply
	if s.toPlay < 0 || ply >= x.cutoff {
		return x.leafValue(s)
	}
	// Near the end of a deal the subtrees are too small to be worth a
	// look-up (a cache miss, most often).
	useTT := count(s.hands[0]|s.hands[1]|s.hands[2]|s.hands[3]) >= ttMinCards
	var k uint64
	if useTT {
		k = x.rules.key(s)
		if x.cutoff < maxPly {
			k ^= splitmix(uint64(x.cutoff - ply))
		}
	}
	var hint pasur.MoveSet
	if e := x.probe(useTT, k); e != nil {
		switch {
		case e.kind == ttExact,
			e.kind == ttLower && e.val >= beta,
			e.kind == ttUpper && e.val <= alpha:
			return e.val
		}
		hint = e.move
	}
	ms, ks := x.rules.appendMoves(s, x.moves[ply][:0], x.keys[ply][:0], &x.caps)
	x.moves[ply], x.keys[ply] = ms, ks
	if hint.Card.Valid() {
		for i := range ms {
			if ms[i] == hint {
				copy(ms[1:i+1], ms[:i])
				ms[0] = hint
				break
			}
		}
	}
	a0, b0 := alpha, beta
	maxer := x.side[s.toPlay] == x.root
	best := inf
	if maxer {
		best = -inf
	}
	var bestMove pasur.MoveSet
	for i := range ms {
		m := ms[i]
		x.st[ply+1] = *s
		x.rules.play(&x.st[ply+1], m)
		v := x.search(alpha, beta, ply+1)
		if x.aborted {
			return 0
		}
		if (maxer && v > best) || (!maxer && v < best) {
			best, bestMove = v, m
			x.pv[ply][ply] = m
			copy(x.pv[ply][ply+1:x.pvLen[ply+1]], x.pv[ply+1][ply+1:x.pvLen[ply+1]])
			x.pvLen[ply] = x.pvLen[ply+1]
		}
		if maxer {
			alpha = max(alpha, v)
		} else {
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	if useTT {
		kind := uint8(ttExact)
		switch {
		case best <= a0:
			kind = ttUpper
		case best >= b0:
			kind = ttLower
		}
		x.tt.store(k, bestMove, best, kind)
	}
	return best
}

// probe looks k up when use is set.
func (x *searcher) probe(use bool, k uint64) *ttEntry {
	if !use {
		return nil
	}
	return x.tt.probe(k)
}

// line returns the principal variation of the last search from ply 1
// (the moves after the root move), followed to the end of the deal: where
// the search stopped at a remembered position, the line goes on with the
// remembered moves, or with a fresh search.
func (x *searcher) line(after *state) []pasur.MoveSet {
	out := append([]pasur.MoveSet(nil), x.pv[1][1:x.pvLen[1]]...)
	s := *after
	for _, m := range out {
		x.rules.play(&s, m)
	}
	for ply := 1 + len(out); s.toPlay >= 0 && ply < x.cutoff; ply++ {
		k := x.rules.key(&s)
		if x.cutoff < maxPly {
			k ^= splitmix(uint64(x.cutoff - ply))
		}
		var m pasur.MoveSet
		if e := x.tt.probe(k); e != nil && e.kind == ttExact && e.move.Card.Valid() {
			m = e.move
		} else {
			x.searchFrom(&s, -inf, inf, ply)
			if x.pvLen[ply] <= ply {
				break
			}
			m = x.pv[ply][ply]
		}
		out = append(out, m)
		x.rules.play(&s, m)
	}
	return out
}
