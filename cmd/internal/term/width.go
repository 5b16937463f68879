package term

import (
	"os"
	"os/signal"
	"slices"
	"sync"
	"sync/atomic"

	"croupier/tutor/screen"

	xterm "golang.org/x/term"
)

// Width follows the width of the terminal a stream writes to, for the
// session's screen and the line editor: it reads the size once at the
// start and again on every resize (SIGWINCH, where the system has it),
// then tells those who asked (OnResize). A stream that is not a terminal
// — a pipe, a file — has the fixed width screen.PipeWidth (80 columns),
// so that what croupier writes there is the same on every machine.
type Width struct {
	fd    int
	cols  atomic.Int64
	stop  chan struct{}
	once  sync.Once
	fixed bool

	mu    sync.Mutex
	told  []listener // OnResize's functions, in the order given
	count int        // the functions given so far
}

// listener is a function OnResize was given, with its number.
type listener struct {
	n int
	f func()
}

// FollowWidth returns the width of w: followed when w is a terminal,
// fixed at screen.PipeWidth otherwise. Stop ends the following.
func FollowWidth(w any) *Width {
	f, ok := w.(*os.File)
	if !ok || !xterm.IsTerminal(int(f.Fd())) {
		wd := &Width{fixed: true}
		wd.cols.Store(screen.PipeWidth)
		return wd
	}
	wd := &Width{fd: int(f.Fd()), stop: make(chan struct{})}
	wd.read()
	resized := make(chan os.Signal, 1)
	if notifyResize(resized) {
		go func() {
			for {
				select {
				case <-resized:
					wd.read()
					wd.tell()
				case <-wd.stop:
					signal.Stop(resized)
					return
				}
			}
		}()
	}
	return wd
}

// read takes the terminal's width now; a size it cannot read leaves the
// last one (or screen.PipeWidth at first).
func (wd *Width) read() {
	if cols, _, err := xterm.GetSize(wd.fd); err == nil && cols > 0 {
		wd.cols.Store(int64(cols))
		return
	}
	if wd.cols.Load() == 0 {
		wd.cols.Store(screen.PipeWidth)
	}
}

// OnResize has f called after each resize, once Columns returns the new
// width, in the order the functions were given; stop ends that. A width
// that is not followed (a pipe; a system without resize signals, where
// Columns asks each time) never calls f.
//
// The line editor learns of resizes here, not from a resize signal of
// its own: with two signal handlers, its own asked Columns before Width
// had read the new size, and it kept the old width until the next
// resize (a line longer than the new width was drawn again on every key
// or climbed over the lines above it; TestLineFollowsResize).
func (wd *Width) OnResize(f func()) (stop func()) {
	wd.mu.Lock()
	defer wd.mu.Unlock()
	n := wd.count
	wd.count++
	wd.told = append(wd.told, listener{n, f})
	return func() {
		wd.mu.Lock()
		defer wd.mu.Unlock()
		wd.told = slices.DeleteFunc(wd.told, func(l listener) bool { return l.n == n })
	}
}

// tell calls OnResize's functions in the order they were given.
func (wd *Width) tell() {
	wd.mu.Lock()
	told := slices.Clone(wd.told)
	wd.mu.Unlock()
	for _, l := range told {
		l.f()
	}
}

// Columns returns the width now. Without resize signals (Windows) it
// asks the terminal each time.
func (wd *Width) Columns() int {
	if !wd.fixed && !canNotifyResize {
		wd.read()
	}
	return int(wd.cols.Load())
}

// Stop ends the following of resizes.
func (wd *Width) Stop() {
	wd.once.Do(func() {
		if wd.stop != nil {
			close(wd.stop)
		}
	})
}

// AskWidth returns a width function for w that asks the terminal at each
// call (for a progress bar, which redraws a few times a second and needs
// no watcher); screen.PipeWidth when w is not a terminal.
func AskWidth(w any) func() int {
	f, ok := w.(*os.File)
	if !ok {
		return func() int { return screen.PipeWidth }
	}
	fd := int(f.Fd())
	return func() int {
		if cols, _, err := xterm.GetSize(fd); err == nil && cols > 0 {
			return cols
		}
		return screen.PipeWidth
	}
}
