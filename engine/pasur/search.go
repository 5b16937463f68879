package pasur

import (
	"math/bits"
	"slices"

	"croupier/engine"
)

// The sum-capture search. A capture by sum is a set of table cards that
// splits into disjoint groups each summing to a need t (11 minus the
// played card, or 11 for a jack under jacks_eleven). Whether a set splits
// depends only on how many cards of each rank it holds, so the search runs
// on count vectors (one 4-bit count per rank, see rankCounts):
//
//  1. list the group types: the multisets of ranks summing to t that the
//     table can supply (at most 56, the partitions of 11);
//  2. breadth-first from the empty vector, add group types while the
//     counts stay within the table's: every vector reached is a union of
//     disjoint groups, and each is reached once;
//  3. expand each vector into the concrete card sets (which suits).
//
// Distinct vectors give distinct card sets, so the result has no
// duplicates without ever enumerating partitions.

const (
	maxTypes    = 64      // partitions of 11 into ranks 1 … 11: 56
	stackStates = 48      // states kept in the searcher before spilling
	maxStates   = 1 << 16 // hard cap on count vectors (never reached in play)
	// MaxCaptures caps the captures listed for one card. Positions that
	// reach it cannot arise from a dealt deck; NewRoundFrom refuses tables
	// that reach it.
	MaxCaptures = 1 << 15
)

// searcher holds one breadth-first search over count vectors. Its arrays
// live on the caller's stack; only very rich tables spill into ext.
type searcher struct {
	c         uint64 // the available counts
	t         int    // the need
	ntypes    int
	types     [maxTypes]uint64
	n         int // states reached
	st        [stackStates]uint64
	par       [stackStates]int32
	via       [stackStates]uint8
	ext       *spill
	truncated bool
}

// spill keeps the states beyond stackStates and an index of all states.
type spill struct {
	st   []uint64
	par  []int32
	via  []uint8
	seen map[uint64]int32
}

// gen lists the group types: multisets of ranks ≤ top summing to rem,
// each rank used at most as often as the counts allow, ranks descending.
func (s *searcher) gen(top, rem int, acc uint64) {
	if rem == 0 {
		if s.ntypes < maxTypes {
			s.types[s.ntypes] = acc
			s.ntypes++
		}
		return
	}
	// the ranks up to min(top, rem) that the counts hold, highest first
	for x := s.c & (1<<(4*uint(min(top, rem))) - 1); x != 0; {
		sh := uint(63-bits.LeadingZeros64(x)) &^ 3
		r, avail := int(sh/4+1), int(x>>sh&0xF)
		x &^= 0xF << sh
		for k := 1; k <= avail && k*r <= rem; k++ {
			s.gen(r-1, rem-k*r, acc+uint64(k)<<sh)
		}
	}
}

// run searches every union of disjoint groups of need t within counts c.
// State 0 is the empty vector.
func (s *searcher) run(c uint64, t int) {
	s.c, s.t, s.ntypes, s.truncated, s.ext = c, t, 0, false, nil
	if t >= 1 && t <= 11 {
		s.gen(t, t, 0)
	}
	s.n = 1
	s.st[0], s.par[0], s.via[0] = 0, -1, 0
	for i := 0; i < s.n; i++ {
		u := s.state(i)
		for j := 0; j < s.ntypes; j++ {
			w := u + s.types[j]
			if !fits(w, c) || s.find(w) >= 0 {
				continue
			}
			if s.n >= maxStates {
				s.truncated = true
				return
			}
			s.push(w, i, j)
		}
	}
}

func (s *searcher) state(i int) uint64 {
	if i < stackStates {
		return s.st[i]
	}
	return s.ext.st[i-stackStates]
}

func (s *searcher) parent(i int) (int, int) {
	if i < stackStates {
		return int(s.par[i]), int(s.via[i])
	}
	k := i - stackStates
	return int(s.ext.par[k]), int(s.ext.via[k])
}

// find returns the index of state w, or -1.
func (s *searcher) find(w uint64) int {
	if s.ext != nil {
		if i, ok := s.ext.seen[w]; ok {
			return int(i)
		}
		return -1
	}
	for i := 0; i < s.n; i++ {
		if s.st[i] == w {
			return i
		}
	}
	return -1
}

func (s *searcher) push(w uint64, parent, via int) {
	if s.n < stackStates {
		s.st[s.n], s.par[s.n], s.via[s.n] = w, int32(parent), uint8(via)
		s.n++
		return
	}
	if s.ext == nil {
		s.ext = &spill{seen: make(map[uint64]int32, 4*stackStates)}
		for i := 0; i < s.n; i++ {
			s.ext.seen[s.st[i]] = int32(i)
		}
	}
	s.ext.st = append(s.ext.st, w)
	s.ext.par = append(s.ext.par, int32(parent))
	s.ext.via = append(s.ext.via, uint8(via))
	s.ext.seen[w] = int32(s.n)
	s.n++
}

// appendExpansions appends every card set within avail whose count
// vector is u, stopping at limit entries in dst. A rank whose every
// available card is needed has one choice of suits: when all ranks are
// such (the common table of distinct ranks) the one set is appended
// without listing choices.
func appendExpansions(dst []engine.CardSet, u uint64, avail engine.CardSet, limit int) []engine.CardSet {
	var fixed uint64
	choices := false
	for x := u; x != 0; {
		sh := uint(bits.TrailingZeros64(x)) &^ 3 // the lowest rank's nibble
		k := int(x >> sh & 0xF)
		x &^= 0xF << sh
		a := uint64(avail) >> sh & 0xF
		switch n := bits.OnesCount64(a); {
		case n < k:
			return dst
		case n == k:
			fixed |= a << sh
		default:
			choices = true
		}
	}
	if !choices {
		if len(dst) < limit {
			dst = append(dst, engine.CardSet(fixed))
		}
		return dst
	}
	return appendSuitChoices(dst, u, avail, limit)
}

// appendSuitChoices is appendExpansions for a vector with a choice of
// suits in some rank: every combination of the choices.
func appendSuitChoices(dst []engine.CardSet, u uint64, avail engine.CardSet, limit int) []engine.CardSet {
	var opts [11][6]uint64 // C(4,2) = 6 is the most choices of suits per rank
	var nopt [11]int
	m := 0
	for r := 0; r < 11; r++ {
		k := int(u >> (4 * uint(r)) & 0xF)
		if k == 0 {
			continue
		}
		a := uint64(avail) >> (4 * uint(r)) & 0xF
		n := 0
		for sub := a; sub != 0; sub = (sub - 1) & a {
			if bits.OnesCount64(sub) == k && n < 6 {
				opts[m][n] = sub << (4 * uint(r))
				n++
			}
		}
		if n == 0 {
			return dst
		}
		nopt[m] = n
		m++
	}
	var idx [11]int
	for len(dst) < limit {
		var s uint64
		for i := 0; i < m; i++ {
			s |= opts[i][idx[i]]
		}
		dst = append(dst, engine.CardSet(s))
		i := 0
		for ; i < m; i++ {
			idx[i]++
			if idx[i] < nopt[i] {
				break
			}
			idx[i] = 0
		}
		if i == m {
			break
		}
	}
	return dst
}

// appendSumCaptures appends every non-empty set of cards of avail that
// splits into disjoint groups of sum t. It reports whether the list was
// cut short at limit entries.
func (s *searcher) appendSumCaptures(dst []engine.CardSet, avail engine.CardSet, t, limit int) ([]engine.CardSet, bool) {
	s.run(rankCounts(avail), t)
	start := len(dst)
	for i := 1; i < s.n && len(dst)-start <= limit; i++ {
		dst = appendExpansions(dst, s.state(i), avail, start+limit+1)
	}
	if len(dst)-start > limit {
		return dst[:start+limit], true
	}
	return dst, s.truncated
}

// countExpansions counts the card sets of every non-empty state of s,
// stopping once it passes limit.
func countExpansions(s *searcher, avail engine.CardSet, limit int) int {
	c := rankCounts(avail)
	total := 0
	for i := 1; i < s.n && total <= limit; i++ {
		u := s.state(i)
		p := 1
		for r := 1; r <= 11; r++ {
			p *= binom(countOf(c, r), countOf(u, r))
		}
		total += p
	}
	return total
}

func binom(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 0; i < k; i++ {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// splits reports whether take splits into disjoint groups of sum t.
func (s *searcher) splits(take engine.CardSet, t int) bool {
	if take == 0 || t < 1 || sumOf(take)%t != 0 {
		return false
	}
	c := rankCounts(take)
	s.run(c, t)
	return s.find(c) >= 0
}

// groups splits take into disjoint groups of sum t (one way of several),
// or returns nil if it cannot be split.
func (s *searcher) groups(take engine.CardSet, t int) []engine.CardSet {
	if !s.splits(take, t) {
		return nil
	}
	var out []engine.CardSet
	left := take
	for i := s.find(rankCounts(take)); i > 0; {
		p, via := s.parent(i)
		g := s.types[via]
		var grp engine.CardSet
		for r := 1; r <= 11; r++ {
			k := countOf(g, r)
			nib := left & rankBits(engine.Rank(r))
			for ; k > 0 && nib != 0; k-- {
				low := nib & -nib
				grp |= low
				nib &^= low
			}
		}
		left &^= grp
		out = append(out, grp)
		i = p
	}
	slices.Reverse(out)
	return out
}

// canSum reports whether some cards of avail sum to t (subset sum over a
// bit mask of reachable sums).
func canSum(avail engine.CardSet, t int) bool {
	if t < 1 || t > 11 {
		return false
	}
	c := rankCounts(avail & (1<<(4*uint(t)) - 1)) // the ranks up to t
	reach := uint32(1)
	mask := uint32(1)<<(uint(t)+1) - 1
	for c != 0 {
		sh := uint(bits.TrailingZeros64(c)) &^ 3 // the lowest rank present
		r := sh/4 + 1
		for k := c >> sh & 0xF; k > 0; k-- {
			reach = (reach | reach<<r) & mask
		}
		c &^= 0xF << sh
	}
	return reach>>uint(t)&1 == 1
}

// sortSets orders capture sets by size, then by card index order (the
// set's value).
func sortSets(s []engine.CardSet) {
	less := func(a, b engine.CardSet) bool {
		na, nb := bits.OnesCount64(uint64(a)), bits.OnesCount64(uint64(b))
		if na != nb {
			return na < nb
		}
		return a < b
	}
	if len(s) > 24 {
		slices.SortFunc(s, func(a, b engine.CardSet) int {
			switch {
			case less(a, b):
				return -1
			case less(b, a):
				return 1
			}
			return 0
		})
		return
	}
	for i := 1; i < len(s); i++ {
		x := s[i]
		j := i
		for ; j > 0 && less(x, s[j-1]); j-- {
			s[j] = s[j-1]
		}
		s[j] = x
	}
}
