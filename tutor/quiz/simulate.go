package quiz

import (
	"runtime"
	"sync"

	"croupier/engine"
	"croupier/engine/odds"
)

// Simulate deals the box n times on workers goroutines (0: one per CPU),
// each with its own random source seeded from seed and the worker's
// number, and merges their estimates (odds.Simulate, Estimates.Merge).
// The same box, n, seed and workers give the same estimates.
func Simulate(box odds.Box, n int, seed uint64, workers int) (odds.Estimates, error) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, n))
	if n <= 0 {
		return odds.Simulate(box, max(n, 0), engine.NewRand(seed))
	}
	res := make([]odds.Estimates, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		share := n / workers
		if w < n%workers {
			share++
		}
		wg.Add(1)
		go func(w, share int) {
			defer wg.Done()
			res[w], errs[w] = odds.Simulate(box, share, engine.NewRand(mix(seed, uint64(w))))
		}(w, share)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return odds.Estimates{}, err
		}
	}
	total := res[0]
	for _, r := range res[1:] {
		total.Merge(r)
	}
	return total, nil
}

// Figure is one exact figure of the odds table beside its Monte-Carlo
// estimate. Key names it for the message catalog ("odds.fig.<Key>"),
// Rank is its rank (NoRank for the whole deal) and Order the call order's
// index (for "call").
type Figure struct {
	Key   string
	Rank  engine.Rank
	Order int
	Exact odds.Fraction
	Est   odds.Estimate
}

// Figures pairs every figure of an exact table with its estimate: per
// rank the next turn (doublet, lose, win, untouched), a doublet before
// the end, a Pharaon pronostic and a Pharo standing bet (the player's
// expectation per unit staked); then high card, any doublet, and each
// call order when three cards are left.
func Figures(t odds.Table, e odds.Estimates) []Figure {
	var out []Figure
	for _, r := range engine.AllRanks() {
		rt, re := t.Ranks[r.Index()], e.Ranks[r.Index()]
		out = append(out,
			Figure{Key: "next_doublet", Rank: r, Exact: rt.Next.Doublet, Est: re.NextDoublet},
			Figure{Key: "next_lose", Rank: r, Exact: rt.Next.Lose, Est: re.NextLose},
			Figure{Key: "next_win", Rank: r, Exact: rt.Next.Win, Est: re.NextWin},
			Figure{Key: "next_untouched", Rank: r, Exact: rt.Next.Untouched, Est: re.NextUntouched},
			Figure{Key: "rest_doublet", Rank: r, Exact: rt.Rest.AtLeastOne, Est: re.RestDoublet},
			Figure{Key: "pronostic", Rank: r, Exact: rt.Pronostic.PlayerEV, Est: re.Pronostic},
			Figure{Key: "standing", Rank: r, Exact: rt.Standing.PlayerEV, Est: re.Standing})
	}
	out = append(out,
		Figure{Key: "high_card", Exact: t.HighCard.PlayerEV, Est: e.HighCard},
		Figure{Key: "any_doublet", Exact: t.AnyDoublet.AtLeastOne, Est: e.AnyDoublet})
	if t.HasCall && e.HasCall {
		for i, o := range t.Call.Orders {
			if i < len(e.Call) {
				out = append(out, Figure{Key: "call", Order: i, Exact: o.P, Est: e.Call[i]})
			}
		}
	}
	return out
}
