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

	"croupier/tutor"
	"croupier/tutor/lesson"

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
// The session runs in the test on a pseudo-terminal; the resize is the
// pseudo-terminal's new size and the signal a terminal sends with it,
// and the keys are typed one byte at a time (ö in two). What the
// terminal receives is drawn on a small screen (vt) and compared with
// what the learner should see.
func TestLineFollowsResize(t *testing.T) {
	if testing.Short() {
		t.Skip("pty test")
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	const height = 40
	setsize := func(cols int) {
		t.Helper()
		if err := pty.Setsize(ptmx, &pty.Winsize{Rows: height, Cols: uint16(cols)}); err != nil {
			t.Fatal(err)
		}
	}
	setsize(100)
	scr := &shown{vt: newVT(100, height)}
	go scr.follow(ptmx)

	lib := &lesson.Library{}
	if err := lib.AddFS(os.DirFS("../../../tutor/testdata/lessons"), false); err != nil {
		t.Fatal(err)
	}
	wd := FollowWidth(tty)
	defer wd.Stop()
	s := tutor.NewSession(tutor.Config{Library: lib, Width: wd.Columns}, tty)
	s.Start()
	done := make(chan error, 1)
	go func() { done <- Run(s, Options{Stdin: tty, Stdout: tty, Width: wd}) }()
	const prompt = "Lektion> "
	scr.waitFor(t, 0, prompt)

	// 9 + 112 columns: two rows at 100, three at 60, one at 160
	const answer = "anna bekommt zwei, ihr split ist gecoppert und der könig verliert, dan bleibt gleich und die bank gewinnt nichts"
	for _, cols := range []int{60, 160, 100, 60} {
		before := scr.lines()
		if len(before) == 0 || before[len(before)-1] != strings.TrimSpace(prompt) {
			t.Fatalf("before the resize to %d the screen does not end in the prompt:\n%s", cols, strings.Join(before, "\n"))
		}
		above := before[:len(before)-1]

		setsize(cols)
		scr.resize(cols)
		resize(t, wd, cols)

		start := scr.rawLen()
		for i := range len(answer) {
			if _, err := ptmx.Write([]byte{answer[i]}); err != nil {
				t.Fatal(err)
			}
		}
		scr.waitFor(t, start, prompt+answer)
		want := append(append([]string(nil), above...), wrapAt(prompt+answer, cols)...)
		if got := scr.lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("at %d columns the screen shows %d times the prompt, %d of the %d lines above it:\n%s\nwant its last lines:\n%s",
				cols, countPrefix(got, prompt), kept(got, above), len(above), strings.Join(tail(got, 8), "\n"), strings.Join(tail(want, 8), "\n"))
		}

		// Ctrl-C drops the line (the editor draws it once more, then
		// ^C); the menu says so and asks again
		start = scr.rawLen()
		if _, err := ptmx.Write([]byte{3}); err != nil {
			t.Fatal(err)
		}
		scr.waitFor(t, start, "^C", "\n", prompt)
	}
	if _, err := ptmx.Write([]byte{4}); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Ctrl-D did not end the session")
	}
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

// shown is what the terminal received: the bytes and the screen they
// draw.
type shown struct {
	mu  sync.Mutex
	vt  *vt
	raw strings.Builder
}

// follow reads the terminal's output until it is closed.
func (s *shown) follow(ptmx *os.File) {
	buf := make([]byte, 4096)
	for {
		n, err := ptmx.Read(buf)
		s.mu.Lock()
		s.vt.Write(buf[:n])
		s.raw.Write(buf[:n])
		s.mu.Unlock()
		if err != nil {
			return
		}
	}
}

func (s *shown) resize(cols int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.vt.resize(cols)
}

func (s *shown) lines() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.vt.lines()
}

func (s *shown) rawLen() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.raw.Len()
}

// waitFor waits until the bytes received from offset from on contain
// each of want, one after the other.
func (s *shown) waitFor(t *testing.T, from int, want ...string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; {
		s.mu.Lock()
		rest := s.raw.String()[from:]
		s.mu.Unlock()
		ok := true
		for _, w := range want {
			i := strings.Index(rest, w)
			if i < 0 {
				ok = false
				break
			}
			rest = rest[i+len(w):]
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the terminal never received %q; the screen:\n%s", want, strings.Join(s.lines(), "\n"))
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// wrapAt cuts s into rows of cols characters, as a terminal wraps it
// (without the blanks at a row's end, as vt.lines).
func wrapAt(s string, cols int) []string {
	r := []rune(s)
	var rows []string
	for len(r) > cols {
		rows = append(rows, strings.TrimRight(string(r[:cols]), " "))
		r = r[cols:]
	}
	return append(rows, string(r))
}

// countPrefix counts the lines that begin with p.
func countPrefix(lines []string, p string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, strings.TrimSpace(p)) {
			n++
		}
	}
	return n
}

// kept counts the lines of above still at the top of got.
func kept(got, above []string) int {
	n := 0
	for n < len(above) && n < len(got) && got[n] == above[n] {
		n++
	}
	return n
}

// tail returns the last n lines.
func tail(lines []string, n int) []string {
	return lines[max(len(lines)-n, 0):]
}
