package screen

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// TestProgress: nothing is drawn before ProgressDelay; then the bar is
// drawn in place (a carriage return, no newline) one column narrower
// than the width, at most every ProgressEvery, always at the end; Done
// clears its line; a nil Progress draws nothing.
func TestProgress(t *testing.T) {
	var out strings.Builder
	clock := time.Unix(0, 0)
	pr := NewProgress(&out, func() int { return 40 }, 200, "Szenarien", nil)
	pr.start, pr.now = clock, func() time.Time { return clock }
	pr.Set(10)
	clock = clock.Add(ProgressDelay - time.Millisecond)
	pr.Add(10)
	if out.Len() != 0 {
		t.Fatalf("drawn before the delay: %q", out.String())
	}
	clock = clock.Add(time.Millisecond)
	pr.Add(30) // 50 of 200
	first := out.String()
	if !strings.HasPrefix(first, "\r") || strings.Contains(first, "\n") {
		t.Fatalf("not drawn in place: %q", first)
	}
	line := strings.TrimSuffix(strings.TrimPrefix(first, "\r"), "\x1b[K")
	if Width(line) != 39 || !strings.HasPrefix(line, "Szenarien [") || !strings.HasSuffix(line, "] 25\u00a0% 50/200") {
		t.Errorf("bar %q (%d columns)", line, Width(line))
	}
	room := strings.Count(line, "█") + strings.Count(line, "░")
	if room != 39-Width("Szenarien ")-Width(" 25\u00a0% 50/200")-2 {
		t.Errorf("bar of %d columns", room)
	}
	if full := strings.Count(line, "█"); full != room/4 {
		t.Errorf("a quarter done fills %d", full)
	}
	pr.Add(10) // within ProgressEvery: not drawn again
	if out.String() != first {
		t.Errorf("redrawn too soon: %q", out.String())
	}
	pr.Set(200) // the end is always drawn
	if !strings.HasSuffix(out.String(), "100\u00a0% 200/200\x1b[K") {
		t.Errorf("end not drawn: %q", out.String())
	}
	pr.Done()
	if !strings.HasSuffix(out.String(), "\r\x1b[K") {
		t.Errorf("not cleared: %q", out.String())
	}
	var none *Progress
	none.Set(1)
	none.Add(1)
	none.Done()
	// safe from many goroutines (go test -race)
	pr = NewProgress(&syncWriter{w: &out}, nil, 1000, "x", nil)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 250; j++ {
				pr.Add(1)
			}
		}()
	}
	wg.Wait()
	if pr.done != 1000 {
		t.Errorf("done %d of 1000", pr.done)
	}
}

type syncWriter struct {
	mu sync.Mutex
	w  *strings.Builder
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}
