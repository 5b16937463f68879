package term

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"croupier/scenarios/statefile"
)

// TestHistoryTwoSessions: two sessions appending to the same history at
// once both keep every line (each Add merges with what the other wrote),
// a repeated line is kept once, and nothing is left but the file and its
// lock.
func TestHistoryTwoSessions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "history")
	const each = 40
	var wg sync.WaitGroup
	for s := range 2 {
		wg.Go(func() {
			h, _, err := OpenHistory(path, 0)
			if err != nil {
				t.Error(err)
				return
			}
			for i := range each {
				line := fmt.Sprintf("s%d line %d", s, i)
				for range 2 { // typed twice: kept once
					if err := h.Add(line); err != nil {
						t.Error(err)
						return
					}
				}
			}
		})
	}
	wg.Wait()
	_, lines, err := OpenHistory(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 2*each {
		t.Errorf("%d lines, want %d: %q", len(lines), 2*each, lines)
	}
	seen := map[string]bool{}
	for _, l := range lines {
		seen[l] = true
	}
	for s := range 2 {
		for i := range each {
			if l := fmt.Sprintf("s%d line %d", s, i); !seen[l] {
				t.Errorf("lost %q", l)
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("left in the directory: %v", entries)
	}
}

// TestHistoryLimit: the file keeps the newest lines up to the limit, and
// OpenHistory gives them oldest first; empty lines are not kept.
func TestHistoryLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "history")
	h, lines, err := OpenHistory(path, 3)
	if err != nil || len(lines) != 0 {
		t.Fatalf("fresh: %q %v", lines, err)
	}
	for _, l := range []string{"a", "", "  ", "b", "c", "d"} {
		if err := h.Add(l); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := os.ReadFile(path)
	if string(data) != "b\nc\nd\n" {
		t.Errorf("file %q", data)
	}
	if _, lines, _ := OpenHistory(path, 2); strings.Join(lines, ",") != "c,d" {
		t.Errorf("lines %q", lines)
	}
}

// TestHistoryProblems: a directory where the history file should be is
// an error with that reason, at opening and at adding, and leaves the
// directory as it is.
func TestHistoryProblems(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	if err := os.Mkdir(path, 0o700); err != nil {
		t.Fatal(err)
	}
	h, lines, err := OpenHistory(path, 0)
	var e *statefile.Error
	if !errors.As(err, &e) || e.Reason != statefile.ReasonIsDir || len(lines) != 0 {
		t.Errorf("open: %v %q", err, lines)
	}
	if err := h.Add("x"); !errors.As(err, &e) || e.Reason != statefile.ReasonIsDir {
		t.Errorf("add: %v", err)
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Errorf("the directory was touched: %v", err)
	}
}
