package odds

import (
	"errors"
	"reflect"
	"testing"

	"croupier/engine"
)

// TestSimulateDealsWorkers: the same box, deals and seed give the same
// estimates whatever the number of workers, and the progress callback
// counts every chunk in order, from the caller's goroutine.
func TestSimulateDealsWorkers(t *testing.T) {
	b := mustBox(t, "AC AD 2C 5H 5S 9D KC KD KS")
	n := 2*ChunkDeals + 123
	var first Estimates
	for i, w := range []int{1, 2, 3, 0} {
		var calls []int
		e, err := SimulateDeals(b, SimOptions{Deals: n, Seed: 42, Workers: w, Progress: func(done, total int) {
			if total != n {
				t.Errorf("total %d", total)
			}
			calls = append(calls, done)
		}})
		if err != nil {
			t.Fatal(err)
		}
		if want := []int{ChunkDeals, 2 * ChunkDeals, n}; !reflect.DeepEqual(calls, want) {
			t.Errorf("%d workers: progress %v, want %v", w, calls, want)
		}
		if e.Deals != int64(n) || e.AnyDoublet.Trials != int64(n) || e.Splits[0].Trials != int64(n) {
			t.Errorf("%d workers: %d deals", w, e.Deals)
		}
		if i == 0 {
			first = e
			continue
		}
		if !reflect.DeepEqual(e, first) {
			t.Errorf("%d workers: estimates differ from 1 worker", w)
		}
	}
	// Another seed gives other estimates.
	other, _ := SimulateDeals(b, SimOptions{Deals: n, Seed: 43, Workers: 2})
	if reflect.DeepEqual(other, first) {
		t.Error("seeds 42 and 43 gave the same estimates")
	}
}

// TestSimulateDealsChunks: a run is its chunks, each dealt by Simulate
// from engine.NewRand(ChunkSeed(seed, i)) and merged in order.
func TestSimulateDealsChunks(t *testing.T) {
	b := mustBox(t, "3C 7D JS 9H 9S")
	n := 2*ChunkDeals + 7
	got, err := SimulateDeals(b, SimOptions{Deals: n, Seed: 5, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Simulate(b, ChunkDeals, engine.NewRand(ChunkSeed(5, 0)))
	for i, k := range []int{ChunkDeals, 7} {
		part, _ := Simulate(b, k, engine.NewRand(ChunkSeed(5, i+1)))
		want.Merge(part)
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("SimulateDeals is not the merge of its chunks")
	}
	if ChunkSeed(5, 0) == ChunkSeed(5, 1) || ChunkSeed(5, 0) == ChunkSeed(6, 0) {
		t.Error("chunk seeds repeat")
	}
}

// TestSimulateDealsEdges: no deals, bad counts, no turn left.
func TestSimulateDealsEdges(t *testing.T) {
	b := startBox(t)
	called := 0
	z, err := SimulateDeals(b, SimOptions{Deals: 0, Workers: 4, Progress: func(done, total int) {
		called++
		if done != 0 || total != 0 {
			t.Errorf("progress %d/%d", done, total)
		}
	}})
	if err != nil || z.Deals != 0 || z.Box != b || called != 1 || z.Ranks[0].Standing.Unit != 2 {
		t.Errorf("zero deals: %+v %v, %d calls", z.Deals, err, called)
	}
	if _, err := SimulateDeals(b, SimOptions{Deals: -1}); !errors.Is(err, ErrBadTrials) {
		t.Errorf("-1 deals: %v", err)
	}
	if _, err := SimulateDeals(mustBox(t, "7C"), SimOptions{Deals: 10}); !errors.Is(err, ErrNoTurnLeft) {
		t.Errorf("one card: %v", err)
	}
	small, err := SimulateDeals(b, SimOptions{Deals: 5, Workers: 16})
	if err != nil || small.Deals != 5 {
		t.Errorf("5 deals on 16 workers: %v %v", small.Deals, err)
	}
}
