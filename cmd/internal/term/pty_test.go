//go:build unix

package term

import (
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/tutor"
	"croupier/tutor/lesson"

	"github.com/creack/pty"
)

// ptySession is a tutor session run by Run on a pseudo-terminal, in the
// test: what the terminal receives is drawn on a small screen (vt) and
// compared with what the learner should see.
type ptySession struct {
	ptmx, tty *os.File
	scr       *shown
	wd        *Width
	done      chan error
	typed     int // the bytes received before the last keys typed
}

// ptyHeight is the pseudo-terminal's height in rows.
const ptyHeight = 40

// menuPrompt is the menu's prompt, where the tests type.
const menuPrompt = "Lektion> "

// startSession starts a German session at the menu on a terminal of
// cols columns, which wraps back on a backspace at a row's start when
// reverseWrap is set (as tmux does), and waits for the prompt. The
// session and the terminal end with the test.
func startSession(t *testing.T, cols int, reverseWrap bool) *ptySession {
	t.Helper()
	if testing.Short() {
		t.Skip("pty test")
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() {
		ptmx.Close()
		tty.Close()
	})
	ps := &ptySession{ptmx: ptmx, tty: tty, scr: &shown{vt: newVT(cols, ptyHeight)}, done: make(chan error, 1)}
	ps.scr.vt.reverseWrap = reverseWrap
	ps.setsize(t, cols)
	go ps.scr.follow(ptmx)

	lib := &lesson.Library{}
	if err := lib.AddFS(os.DirFS("../../../tutor/testdata/lessons"), false); err != nil {
		t.Fatal(err)
	}
	ps.wd = FollowWidth(tty)
	t.Cleanup(ps.wd.Stop)
	s := tutor.NewSession(tutor.Config{Library: lib, Width: ps.wd.Columns}, tty)
	s.Start()
	go func() { ps.done <- Run(s, Options{Stdin: tty, Stdout: tty, Width: ps.wd}) }()
	ps.scr.waitFor(t, 0, menuPrompt)
	return ps
}

// setsize gives the terminal cols columns; the screen draws what comes
// next at that width.
func (ps *ptySession) setsize(t *testing.T, cols int) {
	t.Helper()
	if err := pty.Setsize(ps.ptmx, &pty.Winsize{Rows: ptyHeight, Cols: uint16(cols)}); err != nil {
		t.Fatal(err)
	}
	ps.scr.resize(cols)
}

// above returns the lines above the prompt the screen ends in.
func (ps *ptySession) above(t *testing.T) []string {
	t.Helper()
	lines := ps.scr.lines()
	if len(lines) == 0 || lines[len(lines)-1] != strings.TrimSpace(menuPrompt) {
		t.Fatalf("the screen does not end in the prompt:\n%s", strings.Join(lines, "\n"))
	}
	return lines[:len(lines)-1]
}

// typeBytes types keys one byte at a time.
func (ps *ptySession) typeBytes(t *testing.T, keys string) {
	t.Helper()
	ps.typed = ps.scr.rawLen()
	for i := range len(keys) {
		if _, err := ps.ptmx.Write([]byte{keys[i]}); err != nil {
			t.Fatal(err)
		}
	}
}

// settle waits until the terminal has received nothing for a while,
// so that the screen shows the whole of the last redraw.
func (ps *ptySession) settle(t *testing.T) {
	t.Helper()
	n := ps.scr.rawLen()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		time.Sleep(30 * time.Millisecond)
		m := ps.scr.rawLen()
		if m == n {
			return
		}
		n = m
	}
	t.Fatal("the terminal never stops receiving")
}

// check compares the screen with the lines above and the line wrapped
// at the screen's width.
func (ps *ptySession) check(t *testing.T, what string, above []string, line string) {
	t.Helper()
	got := ps.scr.lines()
	want := append(append([]string(nil), above...), wrapAt(line, ps.scr.cols())...)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s the screen shows %d times the prompt, %d of the %d lines above it:\n%s\nwant its last lines:\n%s",
			what, countPrefix(got, menuPrompt), kept(got, above), len(above), strings.Join(tail(got, 8), "\n"), strings.Join(tail(want, 8), "\n"))
	}
}

// interrupt drops the line with Ctrl-C (the editor draws it once more,
// then ^C); the menu says so and asks again.
func (ps *ptySession) interrupt(t *testing.T) {
	t.Helper()
	start := ps.scr.rawLen()
	if _, err := ps.ptmx.Write([]byte{3}); err != nil {
		t.Fatal(err)
	}
	ps.scr.waitFor(t, start, "^C", "\n", menuPrompt)
}

// quit ends the session with Ctrl-D.
func (ps *ptySession) quit(t *testing.T) {
	t.Helper()
	if _, err := ps.ptmx.Write([]byte{4}); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-ps.done:
		if err != nil {
			t.Errorf("Run: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Ctrl-D did not end the session")
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

func (s *shown) cols() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.vt.cols
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
