package term

import (
	"bytes"
	"os"
	"testing"

	"croupier/tutor/screen"

	"github.com/creack/pty"
)

// TestWidthOfPipe: a stream that is not a terminal has the fixed pipe
// width of 80 columns, whatever happens.
func TestWidthOfPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	for _, out := range []any{w, &bytes.Buffer{}, nil} {
		wd := FollowWidth(out)
		if wd.Columns() != screen.PipeWidth || !wd.fixed {
			t.Errorf("%T: %d columns, fixed %v", out, wd.Columns(), wd.fixed)
		}
		wd.Stop()
		wd.Stop() // twice is harmless
	}
	if got := AskWidth(&bytes.Buffer{})(); got != screen.PipeWidth {
		t.Errorf("AskWidth of a buffer: %d", got)
	}
}

// TestWidthOfTerminal: a terminal's width is read at the start and
// again when it changes (TestScreenFollowsResize in cmd/croupier sends
// the real resize signal to a child on its own terminal).
func TestWidthOfTerminal(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: 72}); err != nil {
		t.Fatal(err)
	}
	wd := FollowWidth(tty)
	defer wd.Stop()
	if wd.fixed || wd.Columns() != 72 {
		t.Fatalf("fixed %v, %d columns, want 72", wd.fixed, wd.Columns())
	}
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: 131}); err != nil {
		t.Fatal(err)
	}
	wd.read() // what the resize signal does
	if wd.Columns() != 131 {
		t.Errorf("after the resize: %d columns, want 131", wd.Columns())
	}
	if got := AskWidth(tty)(); got != 131 {
		t.Errorf("AskWidth: %d", got)
	}
}
