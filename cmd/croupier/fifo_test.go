//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fifoState returns a state directory whose file name is a FIFO.
func fifoState(t *testing.T, name string) string {
	t.Helper()
	state := t.TempDir()
	dir := filepath.Join(state, "croupier")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, name), 0o600); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	return state
}

// runGuarded runs croupier in this process with stdin and fails the test
// if it does not end within 15 s (a FIFO opened for reading blocks).
func runGuarded(t *testing.T, state, stdin string, args ...string) (string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8", "XDG_STATE_HOME": state}
	e := newEnv(strings.NewReader(stdin), &out, &errb, func(k string) string { return env[k] })
	done := make(chan struct{})
	go func() { run(args, e); close(done) }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		t.Fatalf("croupier %v hangs", args)
	}
	return strings.Join(strings.Fields(out.String()), " "), strings.Join(strings.Fields(errb.String()), " ")
}

// TestStateFIFO: a FIFO in place of progress.json (the tutor) or quiz.json
// (quiz, stats) is reported like a file that cannot be read, the session
// goes on in memory, and the FIFO is left as it is; before, each hung.
func TestStateFIFO(t *testing.T) {
	said := func(file string) string {
		return "Wo die Datei " + file + " hingehört, steht keine gewöhnliche Datei (etwa eine Pipe oder ein Gerät); croupier liest und ersetzt sie nicht."
	}
	state := fifoState(t, "progress.json")
	out, _ := runGuarded(t, state, "\nb\nende\n", "--color", "never", "tutor", "--plain")
	file := filepath.Join(state, "croupier", "progress.json")
	if !strings.Contains(out, said(file)) || !strings.Contains(out, "Richtig!") {
		t.Errorf("tutor: %s", out)
	}
	if fi, _ := os.Lstat(file); fi.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
	state = fifoState(t, "quiz.json")
	file = filepath.Join(state, "croupier", "quiz.json")
	_, errs := runGuarded(t, state, "", "stats")
	if !strings.Contains(errs, said(file)) {
		t.Errorf("stats: %s", errs)
	}
	out, _ = runGuarded(t, state, "weiter\nende\n", "--color", "never", "quiz", "pharo", "--n", "1", "--plain")
	if !strings.Contains(out, said(file)) {
		t.Errorf("quiz: %s", out)
	}
}

// TestHistoryFIFO: a FIFO in place of the terminal's history is told
// once; the terminal session goes on and ends normally.
func TestHistoryFIFO(t *testing.T) {
	state := fifoState(t, "history")
	ptmx, _, scr, done, _ := startTutorPTYIn(t, state)
	// told before the first prompt, which startTutorPTYIn waited for
	if shown := scr.String(); strings.Count(shown, "Der Verlauf deiner Eingaben lässt sich nicht speichern") != 1 {
		t.Errorf("the history's problem is not told once:\n%s", shown)
	}
	typeOn(t, ptmx, "hilfe\r")
	scr.waitFor(t, "Befehle:")
	typeOn(t, ptmx, "ende\r")
	scr.waitFor(t, "Bis bald!")
	if err := waitExit(t, done, scr); err != nil {
		t.Fatalf("exit: %v", err)
	}
}
