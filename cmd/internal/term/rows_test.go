//go:build unix

package term

import (
	"strings"
	"testing"
)

// TestLineMovesAcrossRows: moving the cursor back over the start of a
// row of a line longer than the terminal's width (Ctrl-A, ←) and
// editing there keeps the lines above it, on a terminal whose backspace
// stays at a row's start (xterm) and on one where it goes back to the
// row above when the text wrapped there (tmux). The line editor moved
// left with backspaces and then went one row up on its own: in tmux the
// cursor ended a row too high, and the next key erased the line above
// (the question's answer form, by hand at 60 columns: „(Antwort z. B.:
// …“ and Ctrl-A Ctrl-K left only the prompt in its place).
func TestLineMovesAcrossRows(t *testing.T) {
	const answer = "anna bekommt zwei, ihr split ist gecoppert und der könig verliert, dan bleibt gleich und die bank gewinnt nichts"
	for _, tmux := range []bool{false, true} {
		name := map[bool]string{false: "xterm", true: "tmux"}[tmux]
		t.Run(name, func(t *testing.T) {
			ps := startSession(t, 60, tmux)
			above := ps.above(t)
			// Ctrl-A, X at the start; Ctrl-E, Y at the end; 70 to the
			// left over two row starts, Z; Ctrl-A, Ctrl-K: the line is
			// empty, then typed again
			left := strings.Repeat("\x1b[D", 70)
			ps.typeBytes(t, answer+"\x01X\x05Y"+left+"Z")
			line := []rune("X" + answer + "Y")
			at := len(line) - 70
			line = append(line[:at], append([]rune{'Z'}, line[at:]...)...)
			ps.scr.waitFor(t, ps.typed, menuPrompt+string(line))
			ps.settle(t)
			ps.check(t, name+", after the moves,", above, menuPrompt+string(line))
			ps.typeBytes(t, "\x01\x0b"+answer)
			ps.scr.waitFor(t, ps.typed, menuPrompt+answer)
			ps.settle(t)
			ps.check(t, name+", after Ctrl-A Ctrl-K,", above, menuPrompt+answer)
			ps.interrupt(t)
			ps.quit(t)
		})
	}
}
