package statefile

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// counts is a test state: per key a count; merging adds what this process
// counted since base to what is on disk.
type counts struct {
	Version int            `json:"version"`
	N       map[string]int `json:"n"`
}

func countStore(path string) Store[*counts] {
	return Store[*counts]{
		File: &File{Path: path, Version: 1},
		New:  func() *counts { return &counts{Version: 1, N: map[string]int{}} },
		Parse: func(data []byte) (*counts, error) {
			c := &counts{}
			if err := json.Unmarshal(data, c); err != nil || c.Version != 1 || c.N == nil {
				return nil, fmt.Errorf("%w: not a counts file", ErrCorrupt)
			}
			return c, nil
		},
		Merge: func(base, mine, disk *counts) *counts {
			out := &counts{Version: 1, N: map[string]int{}}
			for k, v := range disk.N {
				out.N[k] = v
			}
			for k, v := range mine.N {
				out.N[k] += v - base.N[k]
			}
			return out
		},
	}
}

// TestStoreSyncMerges: two processes that opened the same file each add
// their own counts; neither overwrites the other's.
func TestStoreSyncMerges(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "counts.json")
	s := countStore(path)
	a, rep := s.Open()
	if rep.Status != Fresh || len(a.N) != 0 {
		t.Fatalf("open of a missing file: %v %v", rep.Status, a.N)
	}
	b, _ := s.Open()
	baseA, baseB := &counts{Version: 1, N: map[string]int{}}, &counts{Version: 1, N: map[string]int{}}
	a.N["x"] = 2
	b.N["x"] = 3
	b.N["y"] = 1
	if _, ok, _, err := s.Sync(baseA, a); !ok || err != nil {
		t.Fatalf("sync a: %v %v", ok, err)
	}
	merged, ok, _, err := s.Sync(baseB, b)
	if !ok || err != nil {
		t.Fatalf("sync b: %v %v", ok, err)
	}
	if merged.N["x"] != 5 || merged.N["y"] != 1 {
		t.Errorf("merged = %v, want x 5 (2+3), y 1", merged.N)
	}
	c, rep := s.Open()
	if rep.Status != Loaded || c.N["x"] != 5 || c.N["y"] != 1 {
		t.Errorf("reopened: %v %v", rep.Status, c.N)
	}
}

// TestStoreCorrupt: a corrupt file is kept aside on Open and on Sync, and
// Sync writes this process's state in its place.
func TestStoreCorrupt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "counts.json")
	if err := os.WriteFile(path, []byte("{nonsense"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := countStore(path)
	got, rep := s.Open()
	if rep.Status != Recovered || rep.Kept == "" || len(got.N) != 0 {
		t.Fatalf("open: %v kept %q %v", rep.Status, rep.Kept, got.N)
	}
	if err := os.WriteFile(path, []byte("[]"), 0o600); err != nil {
		t.Fatal(err)
	}
	mine := &counts{Version: 1, N: map[string]int{"z": 4}}
	merged, ok, rep, err := s.Sync(s.New(), mine)
	if !ok || err != nil || rep.Status != Recovered {
		t.Fatalf("sync over a corrupt file: ok %v err %v status %v", ok, err, rep.Status)
	}
	if merged.N["z"] != 4 {
		t.Errorf("merged = %v, want z 4", merged.N)
	}
	if data, err := os.ReadFile(rep.Kept); err != nil || string(data) != "[]" {
		t.Errorf("kept copy %q: %q %v", rep.Kept, data, err)
	}
}

// TestStoreNewer: a newer version's file is not written over; Sync says
// so and returns no state.
func TestStoreNewer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "counts.json")
	newer := []byte(`{"version": 2, "n": {}}` + "\n")
	if err := os.WriteFile(path, newer, 0o600); err != nil {
		t.Fatal(err)
	}
	s := countStore(path)
	if _, rep := s.Open(); rep.Status != Newer || rep.Version != 2 {
		t.Fatalf("open: %v %d", rep.Status, rep.Version)
	}
	merged, ok, _, err := s.Sync(s.New(), &counts{Version: 1, N: map[string]int{"a": 1}})
	if ok || err == nil || merged != nil {
		t.Fatalf("sync over a newer file: ok %v err %v merged %v", ok, err, merged)
	}
	if data, _ := os.ReadFile(path); string(data) != string(newer) {
		t.Errorf("newer file changed: %q", data)
	}
}
