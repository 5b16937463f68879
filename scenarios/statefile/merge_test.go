package statefile

import (
	"maps"
	"testing"
)

// TestMergeEntriesVisitsEveryKey: every key of any side is merged once,
// with the three sides' entries, and a nil result leaves it out.
func TestMergeEntriesVisitsEveryKey(t *testing.T) {
	n := func(v int) *int { return &v }
	base := map[string]*int{"a": n(1), "b": n(2)}
	mine := map[string]*int{"b": n(3), "c": n(4)}
	disk := map[string]*int{"a": n(5), "d": n(6)}
	calls := map[string]int{}
	got := MergeEntries(base, mine, disk, func(k string, b, m, d *int) *int {
		calls[k]++
		if k == "d" {
			return nil
		}
		sum := 0
		for _, p := range []*int{b, m, d} {
			if p != nil {
				sum += *p
			}
		}
		return &sum
	})
	want := map[string]int{"a": 6, "b": 5, "c": 4}
	flat := map[string]int{}
	for k, v := range got {
		flat[k] = *v
	}
	if !maps.Equal(flat, want) {
		t.Errorf("merged %v, want %v", flat, want)
	}
	if !maps.Equal(calls, map[string]int{"a": 1, "b": 1, "c": 1, "d": 1}) {
		t.Errorf("merge calls %v, want each key once", calls)
	}
	if got := MergeEntries[string, int](nil, nil, nil, nil); len(got) != 0 {
		t.Errorf("nil maps merged to %v", got)
	}
}
