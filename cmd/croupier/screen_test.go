package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	bar "croupier/tutor/screen"

	"github.com/creack/pty"
)

// escapes are the terminal's control sequences readline writes.
var escapes = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)

// shownLines returns the lines a terminal shows for what was written:
// control sequences taken out, and what a carriage return overwrites
// dropped.
func shownLines(written string) []string {
	var out []string
	for _, l := range strings.Split(escapes.ReplaceAllString(written, ""), "\n") {
		if i := strings.LastIndex(strings.TrimRight(l, "\r"), "\r"); i >= 0 {
			l = l[i+1:]
		}
		out = append(out, strings.TrimRight(l, "\r"))
	}
	return out
}

// TestScreenFollowsResize starts croupier on a real pseudo-terminal of
// 100 columns, makes the terminal 60 columns narrow and then 140 wide,
// and shows the help after each resize: every line of the next screen
// fits the new width, and the wide screen uses the room it has (a line
// longer than 60 columns).
func TestScreenFollowsResize(t *testing.T) {
	if testing.Short() {
		t.Skip("pty test")
	}
	lessons, err := filepath.Abs(tutorLessons)
	if err != nil {
		t.Fatal(err)
	}
	cmd := croupierCmd(t, t.TempDir(), "--color", "never", "--dir", lessons)
	ptmx, scr := startPTY(t, cmd, 40, 100)
	defer ptmx.Close()
	defer func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}()
	typeKeys := func(s string) {
		if _, err := ptmx.Write([]byte(s)); err != nil {
			t.Fatalf("typing %q: %v", s, err)
		}
	}
	scr.waitFor(t, "Lektion> ")
	// help shows the screen after a resize; the resize signal reaches
	// croupier on its own time, so the help is asked again (a few times
	// at most) until its width has changed
	helpAt := func(cols uint16) []string {
		t.Helper()
		if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 40, Cols: cols}); err != nil {
			t.Fatal(err)
		}
		var lines []string
		for try := 0; try < 5; try++ {
			start := len(scr.String())
			typeKeys("hilfe\r")
			scr.waitFor(t, "Im Menü:")
			scr.waitFor(t, "Lektion> ")
			lines = shownLines(scr.String()[start:])
			widest := 0
			for _, l := range lines {
				if !strings.Contains(l, "Lektion>") {
					widest = max(widest, bar.Width(l))
				}
			}
			if widest <= int(cols) && (cols < 100 || widest > 60) {
				return lines
			}
			time.Sleep(50 * time.Millisecond)
		}
		return lines
	}
	for _, cols := range []uint16{60, 140} {
		lines := helpAt(cols)
		widest := 0
		for _, l := range lines {
			if strings.Contains(l, "Lektion>") {
				continue
			}
			widest = max(widest, bar.Width(l))
			if bar.Width(l) > int(cols) {
				t.Errorf("%d columns: %q is %d wide", cols, l, bar.Width(l))
			}
		}
		if cols == 140 && widest <= 60 {
			t.Errorf("140 columns: the help still keeps to 60 (widest line %d)", widest)
		}
	}
	typeKeys("\x04")
	scr.waitFor(t, "Fortschritt gespeichert")
}

// TestProgressOnlyOnATerminal: long work gets a progress bar on stderr
// only when stderr is a terminal; a pipe or a buffer never gets one, so
// that logs and scripts see nothing of it.
func TestProgressOnlyOnATerminal(t *testing.T) {
	var out, errb strings.Builder
	e := newEnv(strings.NewReader(""), &out, &errb, func(k string) string {
		if k == "LANG" {
			return "de_DE.UTF-8"
		}
		return ""
	})
	if progressBar(e, 10, "x", nil) != nil {
		t.Error("a bar for a buffer")
	}
	if code := run([]string{"odds", "--simulate", "20000", "--workers", "2"}, e); code != exitOK || errb.Len() != 0 {
		t.Errorf("odds on a buffer: exit %d, stderr %q", code, errb.String())
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	e.stderr = tty
	if progressBar(e, 10, "x", nil) == nil {
		t.Error("no bar for a terminal")
	}
}
