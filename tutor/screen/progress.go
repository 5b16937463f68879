package screen

import (
	"io"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Progress draws a progress bar on one line of a terminal for long work
// (croupier odds --simulate, croupier run over many files): a label, the
// bar, the percentage and done/total, redrawn in place with a carriage
// return. It is meant for a terminal only; the caller decides that (a
// pipe gets no bar at all). Work that ends within ProgressDelay shows
// nothing, and the bar is redrawn at most every ProgressEvery. Done
// clears the line. A Progress is safe for concurrent use; a nil
// Progress draws nothing.
type Progress struct {
	mu    sync.Mutex
	w     io.Writer
	width func() int
	label string
	count func(int) string
	now   func() time.Time
	total int
	done  int
	start time.Time
	last  time.Time
	shown bool
}

// ProgressDelay is how long work runs before its bar appears;
// ProgressEvery how often the bar is redrawn at most.
const (
	ProgressDelay = 300 * time.Millisecond
	ProgressEvery = 100 * time.Millisecond
)

// NewProgress returns a bar for total steps written to w, which is width
// columns wide (nil: PipeWidth); label says what is counted and count
// writes a number (nil: digits).
func NewProgress(w io.Writer, width func() int, total int, label string, count func(int) string) *Progress {
	if count == nil {
		count = strconv.Itoa
	}
	return &Progress{w: w, width: width, total: total, label: label, count: count, now: time.Now, start: time.Now()}
}

// Set says that done steps of the total are done.
func (pr *Progress) Set(done int) {
	if pr == nil {
		return
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.done = min(max(done, 0), pr.total)
	pr.draw()
}

// Add says that n more steps are done.
func (pr *Progress) Add(n int) {
	if pr == nil {
		return
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.done = min(pr.done+n, pr.total)
	pr.draw()
}

// Done ends the bar: the line it took is cleared.
func (pr *Progress) Done() {
	if pr == nil {
		return
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.shown {
		io.WriteString(pr.w, "\r\x1b[K")
		pr.shown = false
	}
}

// draw redraws the bar when it is time to.
func (pr *Progress) draw() {
	t := pr.now()
	if t.Sub(pr.start) < ProgressDelay || pr.shown && t.Sub(pr.last) < ProgressEvery && pr.done < pr.total {
		return
	}
	pr.last, pr.shown = t, true
	io.WriteString(pr.w, "\r"+pr.Line()+"\x1b[K")
}

// Line is the bar as it stands, one column narrower than the width (a
// terminal may wrap a line that fills its last column).
func (pr *Progress) Line() string {
	width := PipeWidth
	if pr.width != nil && pr.width() > 0 {
		width = pr.width()
	}
	pct := 100
	if pr.total > 0 {
		pct = pr.done * 100 / pr.total
	}
	tail := " " + strconv.Itoa(pct) + "\u00a0% " + pr.count(pr.done) + "/" + pr.count(pr.total)
	head := pr.label + " "
	room := width - 1 - Width(head) - Width(tail) - 2
	if room < 10 {
		head, room = "", width-1-Width(tail)-2
	}
	if room < 1 {
		return strings.TrimSpace(tail)
	}
	fill := room
	if pr.total > 0 {
		fill = room * pr.done / pr.total
	}
	return head + "[" + strings.Repeat("█", fill) + strings.Repeat("░", room-fill) + "]" + tail
}
