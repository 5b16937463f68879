package opponent

import (
	"os"
	"runtime"
	"testing"
	"time"
)

// TestAB measures nodes and thread CPU over fixed positions (set AB=1).
func TestAB(t *testing.T) {
	if os.Getenv("AB") == "" {
		t.Skip("AB not set")
	}
	runtime.LockOSThread()
	b := &testing.B{}
	for _, n := range []int{2, 3, 4, 5} {
		vs := benchViews(b, n)
		var nodes int
		c0 := threadCPU()
		for rep := 0; rep < 3; rep++ {
			for i := range vs {
				a, _ := Analyze(&vs[i], uint64(i), Options{})
				nodes += a.Nodes
			}
		}
		cpu := threadCPU() - c0
		k := 3 * len(vs)
		t.Logf("%d players: %d nodes/move, CPU %v/move, %.0f ns/node", n, nodes/k, (cpu / time.Duration(k)).Round(time.Microsecond), float64(cpu)/float64(nodes))
	}
}
