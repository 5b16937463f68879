package odds

import (
	"sync"

	"croupier/engine"
)

// ChunkDeals is the number of deals in one chunk of SimulateDeals. The
// work is cut into chunks of this size (the last one shorter), each dealt
// from its own source engine.NewRand(ChunkSeed(seed, i)), whatever the
// number of workers: the same box, deals and seed give the same estimates
// on any machine, and the first k·ChunkDeals deals of a longer run are a
// shorter run.
const ChunkDeals = 1 << 14

// SimOptions are the settings of SimulateDeals.
type SimOptions struct {
	// Deals is the number of deals to simulate (not negative).
	Deals int
	// Seed selects the chunks' random sources.
	Seed uint64
	// Workers is how many chunks are dealt at once (at least 1; 0 or less
	// counts as 1). It changes the time taken, never the result.
	Workers int
	// Progress, if not nil, is called after each chunk with the number of
	// deals done so far and the total, from the goroutine that called
	// SimulateDeals, in increasing order of done, last with done = total.
	Progress func(done, total int)
}

// ChunkSeed returns the seed of chunk i of a run with the given seed (a
// SplitMix64 step of seed and i, so that nearby seeds and chunks get
// unrelated sources).
func ChunkSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// SimulateDeals deals the rest of the box opt.Deals times, in chunks of
// ChunkDeals dealt by opt.Workers goroutines, and merges the chunks'
// estimates in chunk order. At least two cards must be left.
func SimulateDeals(b Box, opt SimOptions) (Estimates, error) {
	if opt.Deals < 0 {
		return Estimates{}, &Error{Err: ErrBadTrials, Trials: opt.Deals}
	}
	if b.Len() < 2 {
		return Estimates{}, &Error{Err: ErrNoTurnLeft, CardsLeft: b.Len()}
	}
	chunks := (opt.Deals + ChunkDeals - 1) / ChunkDeals
	workers := max(1, min(opt.Workers, chunks))
	size := func(i int) int { return min(ChunkDeals, opt.Deals-i*ChunkDeals) }
	run := func(i int) Estimates {
		s := newSimulator(b)
		rng := engine.NewRand(ChunkSeed(opt.Seed, i))
		for k := size(i); k > 0; k-- {
			s.shuffle(rng)
			s.deal()
		}
		return s.estimates()
	}
	total := newSimulator(b).estimates()
	if chunks == 0 {
		if opt.Progress != nil {
			opt.Progress(0, 0)
		}
		return total, nil
	}
	// At most window chunks are handed out beyond the first one not yet
	// merged, so that waiting results stay few.
	window := 2 * workers
	tokens := make(chan struct{}, window)
	for k := 0; k < window; k++ {
		tokens <- struct{}{}
	}
	jobs := make(chan int)
	type result struct {
		i int
		e Estimates
	}
	results := make(chan result, workers)
	go func() {
		defer close(jobs)
		for i := 0; i < chunks; i++ {
			<-tokens
			jobs <- i
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- result{i, run(i)}
			}
		}()
	}
	pending := map[int]Estimates{}
	done := 0
	for next := 0; next < chunks; {
		r := <-results
		pending[r.i] = r.e
		for {
			e, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			total.Merge(e)
			done += size(next)
			next++
			if next < chunks {
				tokens <- struct{}{}
			}
			if opt.Progress != nil {
				opt.Progress(done, opt.Deals)
			}
		}
	}
	wg.Wait()
	return total, nil
}
