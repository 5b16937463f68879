package opponent

import (
	"errors"
	"math/rand/v2"

	"croupier/engine"
	"croupier/engine/pasur"
)

// Options tune the strong search. Zero fields take the defaults.
type Options struct {
	// Samples is the most samples of the hidden cards searched for one
	// move (default DefaultSamples).
	Samples int
	// MinSamples is the fewest samples searched even when the node
	// budget is spent (default DefaultMinSamples).
	MinSamples int
	// Nodes is the node budget of one move: no further sample is started
	// once the search has visited this many positions (default
	// DefaultNodes). Counting nodes instead of time keeps every answer
	// the same on every machine.
	Nodes int
	// Depth, when not 0, is the most moves searched after each of the
	// moves analysed before the position is valued by the evaluator
	// (otherwise: to the end of the deal). A smaller depth makes a
	// weaker, faster player.
	Depth int
}

// The defaults of Options.
const (
	DefaultSamples    = 48
	DefaultMinSamples = 4
	DefaultNodes      = 150_000
)

func (o Options) withDefaults() Options {
	if o.Samples <= 0 {
		o.Samples = DefaultSamples
	}
	if o.MinSamples <= 0 {
		o.MinSamples = DefaultMinSamples
	}
	o.MinSamples = min(o.MinSamples, o.Samples)
	if o.Nodes <= 0 {
		o.Nodes = DefaultNodes
	}
	return o
}

// ErrNotToMove is returned when the view's seat is not to move (or the
// round is over).
var ErrNotToMove = errors.New("opponent: the view's seat is not to move")

// Analysis is what the strong search found in one position: the value of
// every legal move of the seat to move.
type Analysis struct {
	Seat int // the seat to move
	Side int // its side
	// Moves holds every legal move with its value, in legal-move order
	// (pasur.View.AppendLegalMoveSets).
	Moves []MoveStat
	// Best is the index in Moves of the best move (the first of equal
	// values).
	Best int
	// Samples is the number of samples of the hidden cards searched.
	Samples int
	// Nodes is the number of positions searched.
	Nodes int
	// Depth is 0 when every sample was searched to the end of the deal;
	// otherwise the most moves searched after each move analysed (see
	// Options.Depth and sampleNodes).
	Depth int

	rules rules   // the table and the variants
	roots []state // per sample, the position with the sample's hands (kept for the coach)
}

// MoveStat is what the search found for one legal move.
type MoveStat struct {
	Move pasur.MoveSet
	// Value is the mean over the samples of the expected margin of the
	// mover's side at the end of the round over the mean of the other
	// sides, with best play from both sides in each sample.
	Value Centipoints
	// StdErr is the standard error of Value over the samples.
	StdErr Centipoints
	// Parts splits Value by source.
	Parts Parts

	vals  []int32           // per sample, unscaled margin
	lines [][]pasur.MoveSet // per sample, the principal line after the move (kept for the coach)
}

// Parts splits a move's value by source (each a margin, like Value).
type Parts struct {
	Cards Centipoints // points of the cards captured (aces, jacks, 2♣, 10♦, 7♦)
	Surs  Centipoints // sur points
	Clubs Centipoints // the clubs bonus (expected, before the last deal)
	// Table is, in the last deal, the last capture's bonus cards; before
	// it, the edge of the first player of the next deal on the table
	// left (its points and the chance of a sur).
	Table Centipoints
}

// BestMove returns the best move found.
func (a *Analysis) BestMove() MoveStat { return a.Moves[a.Best] }

// Find returns the index in Moves of move m, or -1 if m is not a legal
// move of the position.
func (a *Analysis) Find(m pasur.MoveSet) int {
	for i, s := range a.Moves {
		if s.Move == m {
			return i
		}
	}
	return -1
}

// Analyze searches the position of v, whose seat must be to move, with
// samples of the hidden cards drawn from a generator seeded with seed.
// The same view, seed and options always give the same analysis.
func Analyze(v *pasur.View, seed uint64, o Options) (*Analysis, error) {
	return analyze(v, seed, o, false)
}

// analyze is Analyze; with keep set it also keeps every sample's hands
// and principal lines, from which the coach reads its reasons.
func analyze(v *pasur.View, seed uint64, o Options, keep bool) (*Analysis, error) {
	if !v.MyTurn() {
		return nil, ErrNotToMove
	}
	o = o.withDefaults()
	roots := v.AppendLegalMoveSets(nil)
	a := &Analysis{Seat: v.Seat(), Side: v.Side(), Moves: make([]MoveStat, len(roots))}
	for i, m := range roots {
		a.Moves[i].Move = m
	}
	samples := o.Samples
	if len(roots) == 1 {
		samples = 1 // nothing to choose; one sample still gives the reasons
	}
	if oneSample(v) {
		samples = 1
	}
	rules := newRules(v)
	a.rules = rules
	root := rootState(v)
	rng := rand.New(rand.NewPCG(seed, 0x5eed5eed5eed5eed))
	memo := map[engine.CardSet]uint16{}
	var x *searcher
	tt := newTable(ttBits(rules.players))
	scratch := make([]rootResult, len(roots))
	cutoff := maxPly
	if o.Depth > 0 {
		cutoff = min(maxPly, o.Depth+1)
	}
	for i := 0; i < samples; i++ {
		pool := deal(v, rng, &root.hands)
		root.hash = placeKey(tablePlace, root.table)
		for p := 0; p < rules.players; p++ {
			root.hash ^= placeKey(p, root.hands[p])
		}
		ev := newEvaluator(&rules, int8(a.Side), pool)
		ev.memo = memo
		if x == nil {
			x = newSearcher(ev, tt)
		} else {
			x.evaluator = ev
		}
		x.cutoff = cutoff
		for !x.searchSample(&rules, &root, a.Moves, scratch) {
			// Too costly to search to the end of the deal: search one
			// card a player less, here and in every later sample.
			plies := 0
			for p := 0; p < rules.players; p++ {
				plies += count(root.hands[p])
			}
			x.cutoff = max(1, min(x.cutoff, plies)-rules.players)
			cutoff = x.cutoff
		}
		for j := range a.Moves {
			ms, sc := &a.Moves[j], &scratch[j]
			ms.vals = append(ms.vals, sc.val)
			ms.record(&rules, ev, &sc.after, sc.line, int8(a.Side))
			if keep {
				ms.lines = append(ms.lines, sc.line)
			}
		}
		if keep {
			a.roots = append(a.roots, root)
		}
		a.Samples++
		if x.nodes >= o.Nodes && a.Samples >= o.MinSamples {
			break
		}
	}
	if x != nil {
		a.Nodes = x.nodes
	}
	plies := -1 // after the move analysed
	for p := 0; p < rules.players; p++ {
		plies += count(root.hands[p])
	}
	if cutoff-1 < plies {
		a.Depth = cutoff - 1
	}
	scale := int64(max(1, rules.sides-1))
	for j := range a.Moves {
		a.Moves[j].finish(a.Samples, scale)
		if a.Moves[j].Value > a.Moves[a.Best].Value {
			a.Best = j
		}
	}
	return a, nil
}

// rootResult is one root move's search in one sample.
type rootResult struct {
	val   int32
	after state
	line  []pasur.MoveSet
}

// sampleNodes caps the positions searched for one sample: past it the
// sample is searched again less deep (see searchSample). With more than
// two sides the paranoid search prunes less, and the cap is lower.
func sampleNodes(sides int) int {
	if sides <= 2 {
		return 100_000
	}
	return 50_000
}

// searchSample searches every root move in the current sample into out.
// It returns false, with out unusable, when the sample would take more
// than sampleNodes positions at the current cut-off; at a cut-off of one
// ply it always completes.
func (x *searcher) searchSample(r *rules, root *state, moves []MoveStat, out []rootResult) bool {
	x.tt.gen++
	x.limit = x.nodes + sampleNodes(r.sides)
	if x.cutoff <= 1 {
		x.limit = 0
	}
	x.aborted = false
	for j := range moves {
		c := *root
		r.play(&c, moves[j].Move)
		val := x.searchFrom(&c, -inf, inf, 1)
		if x.aborted {
			x.limit = 0
			return false
		}
		limit := x.limit
		x.limit = 0 // following the line is never cut short
		out[j] = rootResult{val: val, after: c, line: x.line(&c)}
		x.limit = limit
	}
	x.limit = 0
	return true
}

// ttBits sizes the transposition table by the table size: the deals of
// two players are small.
func ttBits(players int) uint {
	if players <= 2 {
		return 12
	}
	return 14
}

// maxSurs bounds the surs an explicit setup may claim, so that values
// stay far from overflowing (a dealt round has at most 52).
const maxSurs = 1000

// rootState builds the search position of the view (hands filled by
// deal).
func rootState(v *pasur.View) state {
	s := state{table: v.TableSet(), last: int8(v.LastCapturer()), toPlay: int8(v.Seat()), lastSeat: -1}
	for side := 0; side < v.Config().Sides(); side++ {
		s.piles[side] = v.PileSet(side)
		s.surs[side] = int16(min(v.Surs(side), maxSurs))
	}
	return s
}

// record adds the parts of the value at the end of one sample's
// principal line after the move.
func (ms *MoveStat) record(r *rules, ev *evaluator, after *state, line []pasur.MoveSet, side int8) {
	s := *after
	for _, m := range line {
		if s.toPlay < 0 {
			break
		}
		r.play(&s, m)
	}
	p := ev.leaf(&s)
	ms.Parts.Cards += Centipoints(margin(&p.cards, side, r.sides))
	ms.Parts.Surs += Centipoints(margin(&p.surs, side, r.sides))
	ms.Parts.Clubs += Centipoints(margin(&p.clubs, side, r.sides))
	ms.Parts.Table += Centipoints(margin(&p.table, side, r.sides))
}

// finish turns the sums into means over n samples, divided by scale.
func (ms *MoveStat) finish(n int, scale int64) {
	if n == 0 {
		return
	}
	d := int64(n) * scale
	var sum int64
	for _, v := range ms.vals {
		sum += int64(v)
	}
	ms.Value = Centipoints(divRound(sum, d))
	ms.StdErr = Centipoints(stdErr(ms.vals, scale))
	ms.Parts.Cards = Centipoints(divRound(int64(ms.Parts.Cards), d))
	ms.Parts.Surs = Centipoints(divRound(int64(ms.Parts.Surs), d))
	ms.Parts.Clubs = Centipoints(divRound(int64(ms.Parts.Clubs), d))
	ms.Parts.Table = Centipoints(divRound(int64(ms.Parts.Table), d))
}
