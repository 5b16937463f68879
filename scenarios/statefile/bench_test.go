package statefile

import (
	"path/filepath"
	"testing"
)

// BenchmarkUpdate: one read-merge-write under the lock (with its two
// fsyncs) of a small file.
func BenchmarkUpdate(b *testing.B) {
	f := &File{Path: filepath.Join(b.TempDir(), "progress.json"), Version: 1}
	for b.Loop() {
		if _, err := increment(f, "bench"); err != nil {
			b.Fatal(err)
		}
	}
}
