package term

import (
	"bytes"
	"io"
)

// leftMoves is the writer the line editor draws through: each backspace
// it writes, always to move the cursor one column left, becomes the
// cursor-left sequence (CSI D). readline moves back over the start of a
// wrapped row with a backspace and then goes up a row itself, which is
// right where a backspace stops at a row's start (xterm) but a row too
// high where it goes back to the row above (tmux): the next redraw then
// erased the line above the input. A cursor-left stops at a row's start
// on every terminal (TestLineMovesAcrossRows).
type leftMoves struct{ w io.Writer }

// cursorLeft moves the cursor one column left, never into the row above.
var cursorLeft = []byte("\x1b[D")

// Write writes p with its backspaces as cursor-left sequences.
func (l leftMoves) Write(p []byte) (int, error) {
	if bytes.IndexByte(p, '\b') < 0 {
		return l.w.Write(p)
	}
	if _, err := l.w.Write(bytes.ReplaceAll(p, []byte{'\b'}, cursorLeft)); err != nil {
		return 0, err
	}
	return len(p), nil
}
