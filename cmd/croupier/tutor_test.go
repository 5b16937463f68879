package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// tutorLessons are the tutor's own test lessons (added with --dir).
const tutorLessons = "../../tutor/testdata/lessons"

// croupierCmd returns the command that runs croupier (the test binary,
// installed on $PATH by TestMain) in a child process with its state in
// state.
func croupierCmd(t testing.TB, state string, args ...string) *exec.Cmd {
	t.Helper()
	path, err := exec.LookPath("croupier")
	if err != nil {
		t.Fatalf("croupier is not on $PATH (TestMain installs it): %v", err)
	}
	return commandIn(path, state, args...)
}

// commandIn returns the command that runs the croupier binary at path
// with args, in German, with its state in state.
func commandIn(path, state string, args ...string) *exec.Cmd {
	cmd := exec.Command(path, args...)
	cmd.Env = []string{
		"XDG_STATE_HOME=" + state,
		"HOME=" + state,
		"LANG=de_DE.UTF-8",
		"TERM=xterm",
		"PATH=" + os.Getenv("PATH"),
		"GORACE=" + goRace(),
	}
	return cmd
}

// screen collects what a child writes and waits for text to appear.
type screen struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	pos     int
	written chan struct{} // a token after each write, for waitFor
}

func newScreen() *screen { return &screen{written: make(chan struct{}, 1)} }

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	n, err := s.buf.Write(p)
	s.mu.Unlock()
	select {
	case s.written <- struct{}{}:
	default:
	}
	return n, err
}

// waitFor waits until text appears after what earlier waits consumed; it
// looks again after every write, so that it returns as soon as the text
// is there (the benchmarks time it).
func (s *screen) waitFor(t testing.TB, text string) {
	t.Helper()
	timeout := time.After(15 * time.Second)
	for {
		s.mu.Lock()
		all := s.buf.String()
		if i := strings.Index(all[s.pos:], text); i >= 0 {
			s.pos += i + len(text)
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		select {
		case <-s.written:
		case <-timeout:
			t.Fatalf("timed out waiting for %q; screen so far:\n%s", text, s.String())
		}
	}
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// TestTutorPTY types into the real readline prompt on a pseudo-terminal:
// tab completion of a command and of a player, Ctrl-C on a question (it
// is asked again), a right answer, and Ctrl-D (saves and quits); then
// the progress file and the history are intact.
func TestTutorPTY(t *testing.T) {
	if testing.Short() {
		t.Skip("pty test")
	}
	state := t.TempDir()
	lessons, err := filepath.Abs(tutorLessons)
	if err != nil {
		t.Fatal(err)
	}
	cmd := croupierCmd(t, state, "--color", "never", "--dir", lessons)
	ptmx, scr := startPTY(t, cmd, 50, 160)
	defer ptmx.Close()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	defer func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
		}
	}()
	typeKeys := func(s string) {
		if _, err := ptmx.Write([]byte(s)); err != nil {
			t.Fatalf("typing %q: %v", s, err)
		}
	}

	scr.waitFor(t, "Lektion> ")
	typeKeys("hil\t")
	scr.waitFor(t, "hilfe")
	typeKeys("\r")
	scr.waitFor(t, "Befehle:")
	scr.waitFor(t, "Lektion> ")
	typeKeys("test-ph\t") // two lessons: the common part is completed
	scr.waitFor(t, "test-phar")
	typeKeys("o\t") // now one lesson: completed with a space
	scr.waitFor(t, "test-pharo ")
	typeKeys("\r")
	scr.waitFor(t, "? Was gewinnt oder verliert jeder?")
	scr.waitFor(t, "Antwort> ")
	typeKeys("Da\t")
	scr.waitFor(t, "Dan")
	typeKeys("\x03") // Ctrl-C cancels the question: it is asked again
	scr.waitFor(t, "(abgebrochen")
	scr.waitFor(t, "? Was gewinnt oder verliert jeder?")
	scr.waitFor(t, "Antwort> ")
	typeKeys("Dan +4, Anna +2, Ben -6\r")
	scr.waitFor(t, "Richtig!")
	scr.waitFor(t, "Antwort> ")
	typeKeys("\x04") // Ctrl-D saves and quits
	scr.waitFor(t, "Fortschritt gespeichert")
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v\n%s", err, scr.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("croupier did not end after Ctrl-D\n%s", scr.String())
	}
	data, err := os.ReadFile(filepath.Join(state, "croupier", "progress.json"))
	if err != nil {
		t.Fatal(err)
	}
	var p struct {
		Last    string
		Lessons map[string]struct{ Position, Mistakes int }
	}
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatalf("progress file is not intact: %v\n%s", err, data)
	}
	if p.Last != "test-pharo" || p.Lessons["test-pharo"].Position == 0 || p.Lessons["test-pharo"].Mistakes != 0 {
		t.Errorf("progress: %+v", p)
	}
	hist, err := os.ReadFile(filepath.Join(state, "croupier", "history"))
	if err != nil || !strings.Contains(string(hist), "Dan +4, Anna +2, Ben -6") {
		t.Errorf("history: %v %q", err, hist)
	}
}

// startPTY starts cmd on a pseudo-terminal of rows × cols (the test is
// skipped where there is none) and copies what it writes into a screen.
func startPTY(t *testing.T, cmd *exec.Cmd, rows, cols uint16) (*os.File, *screen) {
	t.Helper()
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: rows, Cols: cols})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	scr := newScreen()
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := ptmx.Read(buf)
			if n > 0 {
				scr.Write(buf[:n])
			}
			if err != nil {
				return
			}
		}
	}()
	return ptmx, scr
}
