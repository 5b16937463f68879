package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// tutorLessons are the tutor's own test lessons (added with --dir).
const tutorLessons = "../../tutor/testdata/lessons"

// tutorCLI runs croupier with args and the given input in plain line mode,
// with $XDG_STATE_HOME in a temporary directory.
func tutorCLI(t *testing.T, input string, args ...string) (code int, stdout, stderr, state string) {
	t.Helper()
	state = t.TempDir()
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8", "XDG_STATE_HOME": state, "HOME": state}
	e := newEnv(strings.NewReader(input), &out, &errb, func(k string) string { return env[k] })
	code = run(args, e)
	return code, out.String(), errb.String(), state
}

// TestTutorIsDefault: croupier without a subcommand is the tutor; in plain
// line mode it reads the pipe, and the end of input saves the progress
// in $XDG_STATE_HOME/croupier.
func TestTutorIsDefault(t *testing.T) {
	code, out, errs, state := tutorCLI(t, "test-pharo\nDan +4, Anna +2, Ben -6\n", "--color", "never", "--dir", tutorLessons)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Lektion> test-pharo\n", "(eigene)", "Antwort> Dan +4, Anna +2, Ben -6\nRichtig!", "Fortschritt gespeichert"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Errorf("colour with --color never")
	}
	data, err := os.ReadFile(filepath.Join(state, "croupier", "progress.json"))
	if err != nil || !strings.Contains(string(data), `"last": "test-pharo"`) {
		t.Errorf("progress: %v\n%s", err, data)
	}
}

// TestTutorFlags: --seed must be a number, --dir an existing directory;
// French with --lang fr; colour on with --color always.
func TestTutorFlags(t *testing.T) {
	if code, _, errs, _ := tutorCLI(t, "", "tutor", "--seed", "x"); code != exitInvalid || errs == "" {
		t.Errorf("bad seed: %d %q", code, errs)
	}
	if code, _, errs, _ := tutorCLI(t, "", "--dir", "/no/such/dir"); code != exitInvalid || !strings.Contains(errs, "/no/such/dir") {
		t.Errorf("bad dir: %d %q", code, errs)
	}
	if code, _, errs, _ := tutorCLI(t, "", "tutor", "--bogus"); code != exitInvalid || errs == "" {
		t.Errorf("bad flag: %d %q", code, errs)
	}
	code, out, _, _ := tutorCLI(t, "jouer pasur\n", "--lang", "fr", "--color", "always", "--seed", "7")
	if code != exitOK || !strings.Contains(out, "Partie libre : pasur (graine 7)") || !strings.Contains(out, "\x1b[") {
		t.Errorf("fr/colour/seed: %d\n%s", code, out)
	}
}

// TestTutorHelperProcess is not a test: it runs croupier's main when the
// pty and timing tests start this binary as a child.
func TestTutorHelperProcess(t *testing.T) {
	if os.Getenv("CROUPIER_TUTOR_HELPER") != "1" {
		t.Skip("helper process only")
	}
	args := strings.Split(os.Getenv("CROUPIER_TUTOR_ARGS"), "\x1f")
	os.Exit(run(args, newEnv(os.Stdin, os.Stdout, os.Stderr, os.Getenv)))
}

// helperCmd returns the command that runs croupier in a child process.
func helperCmd(state string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestTutorHelperProcess$")
	cmd.Env = []string{
		"CROUPIER_TUTOR_HELPER=1",
		"CROUPIER_TUTOR_ARGS=" + strings.Join(args, "\x1f"),
		"XDG_STATE_HOME=" + state,
		"HOME=" + state,
		"LANG=de_DE.UTF-8",
		"TERM=xterm",
		"PATH=" + os.Getenv("PATH"),
	}
	return cmd
}

// screen collects what a child writes and waits for text to appear.
type screen struct {
	mu  sync.Mutex
	buf bytes.Buffer
	pos int
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

// waitFor waits until text appears after what earlier waits consumed.
func (s *screen) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		all := s.buf.String()
		if i := strings.Index(all[s.pos:], text); i >= 0 {
			s.pos += i + len(text)
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t.Fatalf("timed out waiting for %q; screen so far:\n%s", text, s.buf.String())
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// raceBuild reports whether this binary was built with the race detector
// (memory figures are then meaningless).
func raceBuild() bool {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-race" && s.Value == "true" {
				return true
			}
		}
	}
	return false
}

// rssKB reads a process's resident set size from /proc (0 if unknown).
func rssKB(pid int) int {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return n
		}
	}
	return 0
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
	cmd := helperCmd(state, "--color", "never", "--dir", tutorLessons)
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 50, Cols: 160})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	scr := &screen{}
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
	rss := rssKB(cmd.Process.Pid)
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
	t.Logf("resident memory during a lesson: %d kB (test binary%s)", rss, map[bool]string{true: ", race detector", false: ""}[raceBuild()])
	if !raceBuild() && rss > 30*1024 {
		t.Errorf("resident memory %d kB, want under 30 MB", rss)
	}
}

// TestTutorStartTime measures the time from starting the process to the
// first prompt (issue 5: within 50 ms). The bound checked is looser than
// the target because CI runs with the race detector on a shared machine;
// the figure is logged.
func TestTutorStartTime(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	state := t.TempDir()
	cmd := helperCmd(state, "--color", "never")
	stdin, _ := cmd.StdinPipe()
	scr := &screen{}
	cmd.Stdout = scr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	scr.waitFor(t, "Lektion> ")
	took := time.Since(start)
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v", err)
	}
	t.Logf("first prompt after %v (test binary%s)", took, map[bool]string{true: ", race detector", false: ""}[raceBuild()])
	if took > 2*time.Second {
		t.Errorf("first prompt after %v", took)
	}
}
