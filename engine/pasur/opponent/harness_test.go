package opponent

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"time"

	"croupier/engine"
	"croupier/engine/pasur"
)

// The strength harness: rounds and matches between two kinds of player,
// each deal or match played once from every side (mirrored), so that the
// luck of the cards cancels.

// seatPlayers returns the player of each seat.
type seatPlayers [pasur.MaxPlayers]Player

// moveTime is the time one timed move took: on the wall clock and on the
// thread's CPU (which other programs on the machine do not inflate).
type moveTime struct{ wall, cpu time.Duration }

// playOut plays r to its end; the moves of the seats in timed are timed.
func playOut(r *pasur.Round, ps seatPlayers, timed [pasur.MaxPlayers]bool, times *[]moveTime) error {
	for !r.Over() {
		seat := r.ToPlay()
		v := r.View(seat)
		w0, c0 := time.Now(), threadCPU()
		m, ok := ps[seat].Move(&v)
		if timed[seat] && times != nil {
			*times = append(*times, moveTime{wall: time.Since(w0), cpu: threadCPU() - c0})
		}
		if !ok {
			return errNoMove
		}
		if _, ok := r.PlayLegal(m); !ok {
			return errNoMove
		}
	}
	return nil
}

type harnessError string

func (e harnessError) Error() string { return string(e) }

const errNoMove = harnessError("a player made no legal move")

// maker makes the player of a seat: a (first true) or b, seeded by seed.
type maker func(first bool, seed uint64) Player

// seatsFor seats a on the seats of side aSide and b on the others.
func seatsFor(cfg pasur.Config, aSide int, mk maker, seed uint64) (seatPlayers, [pasur.MaxPlayers]bool) {
	var ps seatPlayers
	var timed [pasur.MaxPlayers]bool
	for seat := 0; seat < cfg.Players; seat++ {
		first := cfg.Side(seat) == aSide
		ps[seat] = mk(first, seed*16+uint64(seat))
		timed[seat] = first
	}
	return ps, timed
}

// mirroredRound plays one deck once per side: in pass k player a holds
// the seats of side k and b all the others. It returns the mean over the
// passes of a's side's total over the mean of the other sides' totals.
func mirroredRound(cfg pasur.Config, deckSeed uint64, mk maker, times *[]moveTime) (float64, error) {
	deck := engine.ShuffledDeck(engine.NewRand(deckSeed))
	var sum float64
	sides := cfg.Sides()
	for pass := 0; pass < sides; pass++ {
		ps, timed := seatsFor(cfg, pass, mk, deckSeed*8+uint64(pass))
		r, err := pasur.NewRound(cfg, deck, engine.NewRand(deckSeed), nil)
		if err != nil {
			return 0, err
		}
		if err := playOut(r, ps, timed, times); err != nil {
			return 0, err
		}
		sum += sideMargin(r.Breakdowns(), pass)
	}
	return sum / float64(sides), nil
}

// mirroredMatch plays one match (to the target, from a generator seeded
// by seed) once per side, a holding side k in pass k, and returns the
// share of those matches a won.
func mirroredMatch(cfg pasur.Config, seed uint64, mk maker) (float64, error) {
	var won float64
	sides := cfg.Sides()
	for pass := 0; pass < sides; pass++ {
		m, err := pasur.NewMatch(cfg, engine.NewRand(seed))
		if err != nil {
			return 0, err
		}
		ps, timed := seatsFor(cfg, pass, mk, seed*8+uint64(pass))
		for !m.Over() {
			r, err := m.StartRound(nil)
			if err != nil {
				return 0, err
			}
			if err := playOut(r, ps, timed, nil); err != nil {
				return 0, err
			}
		}
		if w, ok := m.Winner(); ok && w == pass {
			won++
		}
	}
	return won / float64(sides), nil
}

// sideMargin is a side's total over the mean of the other sides' totals.
func sideMargin(bd []pasur.Breakdown, side int) float64 {
	var others float64
	for s, b := range bd {
		if s != side {
			others += float64(b.Total)
		}
	}
	return float64(bd[side].Total) - others/float64(len(bd)-1)
}

// level makes a player of a level for the harness.
func level(l Level, seed uint64, o Options) Player {
	switch l {
	case LevelRandom:
		return NewRandom(rand.New(rand.NewPCG(seed, 1)))
	case LevelGreedy:
		return Greedy{}
	case levelPlain:
		return plainGreedy{}
	}
	return NewStrong(rand.New(rand.NewPCG(seed, 2)), o)
}

// pairing makes a maker of a against b.
func pairing(a, b Level, o Options) maker {
	return func(first bool, seed uint64) Player {
		if first {
			return level(a, seed, o)
		}
		return level(b, seed, o)
	}
}

// parallel runs f(0) … f(n-1) on workers goroutines, each locked to its
// thread (for the CPU timings), and returns the results in order.
func parallel[T any](n, workers int, f func(i int) (T, []moveTime, error)) ([]T, []moveTime, error) {
	out := make([]T, n)
	times := make([][]moveTime, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < max(1, workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for i := range next {
				out[i], times[i], errs[i] = f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []moveTime
	for i := range errs {
		if errs[i] != nil {
			return nil, nil, errs[i]
		}
		all = append(all, times[i]...)
	}
	return out, all, nil
}

// meanErr returns the mean of xs and its standard error.
func meanErr(xs []float64) (float64, float64) {
	n := float64(len(xs))
	if n == 0 {
		return 0, 0
	}
	var s float64
	for _, x := range xs {
		s += x
	}
	mean := s / n
	if n < 2 {
		return mean, 0
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / (n - 1) / n)
}

// quantiles returns the median and the 99th percentile of ds.
func quantiles(ds []time.Duration) (time.Duration, time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2], s[min(len(s)-1, len(s)*99/100)]
}
