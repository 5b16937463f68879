//go:build unix

package term

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestLineFollowsResize: after the terminal is resized, a line longer
// than the new width is drawn as the terminal shows it, wrapped at the
// new width, once, under the lines that were there. The line editor
// once kept the width it had before the resize (its own resize signal
// read croupier's width before croupier had read the new one): from 100
// columns to 60, every key drew the whole line again one row lower (16
// copies of the prompt); from 60 to 160, every key moved up a row that
// was not the line's and erased it (the question above vanished).
//
// The resize is the pseudo-terminal's new size and the signal a
// terminal sends with it, and the keys are typed one byte at a time (ö
// in two).
func TestLineFollowsResize(t *testing.T) {
	ps := startSession(t, 100, false)
	// 9 + 112 columns: two rows at 100, three at 60, one at 160
	const answer = "anna bekommt zwei, ihr split ist gecoppert und der könig verliert, dan bleibt gleich und die bank gewinnt nichts"
	for _, cols := range []int{60, 160, 100, 60} {
		above := ps.above(t)
		ps.setsize(t, cols)
		resize(t, ps.wd, cols)
		ps.typeBytes(t, answer)
		ps.scr.waitFor(t, ps.typed, menuPrompt+answer)
		ps.check(t, fmt.Sprintf("at %d columns", cols), above, menuPrompt+answer)
		ps.interrupt(t)
	}
	ps.quit(t)
}

// resize sends the signal of a resize to cols columns and waits until
// Width has told the line editor (whose function OnResize was given
// before the test's).
func resize(t *testing.T, wd *Width, cols int) {
	t.Helper()
	told := make(chan int, 1)
	stop := wd.OnResize(func() {
		select {
		case told <- wd.Columns():
		default:
		}
	})
	defer stop()
	if err := syscall.Kill(os.Getpid(), syscall.SIGWINCH); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-told:
		if got != cols {
			t.Fatalf("after the resize to %d the width is %d", cols, got)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the resize to %d was never told", cols)
	}
}

// TestOnResize: after a resize, the functions given to OnResize are
// called in the order given, each when Columns already has the new
// width; one stopped is not called again.
func TestOnResize(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	size := func(cols uint16) {
		t.Helper()
		if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: cols}); err != nil {
			t.Fatal(err)
		}
	}
	size(100)
	wd := FollowWidth(tty)
	defer wd.Stop()
	var mu sync.Mutex
	var calls []string
	note := func(name string) func() {
		return func() {
			mu.Lock()
			defer mu.Unlock()
			calls = append(calls, fmt.Sprintf("%s %d", name, wd.Columns()))
		}
	}
	stopFirst := wd.OnResize(note("first"))
	stopSecond := wd.OnResize(note("second"))
	defer stopSecond()
	size(60)
	resize(t, wd, 60)
	stopFirst()
	size(160)
	resize(t, wd, 160)
	mu.Lock()
	defer mu.Unlock()
	if got, want := strings.Join(calls, ", "), "first 60, second 60, second 160"; got != want {
		t.Errorf("called: %s; want %s", got, want)
	}
}
