package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// startTutorPTY starts the tutor (German, the test lessons) on a
// pseudo-terminal and waits for the menu's prompt. The terminal's end
// the tutor has (tty) stays open in the test, so that its mode can be
// read after croupier ended.
func startTutorPTY(t *testing.T) (ptmx, tty *os.File, scr *screen, done chan error, proc *os.Process) {
	t.Helper()
	return startTutorPTYIn(t, t.TempDir())
}

// startTutorPTYIn is startTutorPTY with the state in state.
func startTutorPTYIn(t *testing.T, state string) (ptmx, tty *os.File, scr *screen, done chan error, proc *os.Process) {
	t.Helper()
	if testing.Short() {
		t.Skip("pty test")
	}
	lessons, err := filepath.Abs(tutorLessons)
	if err != nil {
		t.Fatal(err)
	}
	cmd := croupierCmd(t, state, "--color", "never", "--dir", lessons)
	ptmx, tty, err = pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 40, Cols: 100}); err != nil {
		t.Fatal(err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	scr = newScreen()
	go func() {
		buf := make([]byte, 64<<10)
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
	done = make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-done
		}
		ptmx.Close()
		tty.Close()
	})
	scr.waitFor(t, "Lektion> ")
	return ptmx, tty, scr, done, cmd.Process
}

// typeOn writes s to the terminal as if typed (or pasted).
func typeOn(t *testing.T, ptmx *os.File, s string) {
	t.Helper()
	if _, err := ptmx.Write([]byte(s)); err != nil {
		t.Fatalf("typing %q: %v", s, err)
	}
}

// waitExit waits (15 s at most) for croupier to end.
func waitExit(t *testing.T, done chan error, scr *screen) error {
	t.Helper()
	select {
	case err := <-done:
		return err
	case <-time.After(15 * time.Second):
		t.Fatalf("croupier did not end\n%s", scr.String())
	}
	return nil
}

// TestTerminalBytes: no byte typed at the prompt hangs or ends the tutor.
// After each — every control byte but Ctrl-C, Ctrl-D and the line ends,
// an unknown escape sequence, a bracketed paste's start (which put the
// editor in paste mode), a title-setting sequence, an escape sequence
// longer than the editor's buffer, bytes that are no UTF-8, U+FFFD, a
// lone first byte of a character — the line is cleared (Ctrl-U) and „hilfe“
// still shows the help; „ende“ then ends croupier normally.
func TestTerminalBytes(t *testing.T) {
	ptmx, _, scr, done, _ := startTutorPTY(t)
	inputs := []string{"\x1b[Z", "\x1b[200~", "\x1b]0;t\x07", "\x1b[" + strings.Repeat("9", 300) + "\x15", "\x1bOA", "\xff", "\xfe\xfe", "\xef\xbf\xbd", "\xc3", "\xe2\x80\xa8", "\xef\xbb\xbf", "\xc2\x9b"}
	for b := 0; b < 0x20; b++ {
		switch b {
		case 3, 4, '\r', '\n', 0x1b:
			continue
		}
		inputs = append(inputs, string(rune(b)))
	}
	for _, in := range inputs {
		typeOn(t, ptmx, in)
		typeOn(t, ptmx, "\x15hilfe\r")
		scr.waitFor(t, "Befehle:")
		scr.waitFor(t, "Lektion> ")
	}
	typeOn(t, ptmx, "ende\r")
	scr.waitFor(t, "Bis bald!")
	if err := waitExit(t, done, scr); err != nil {
		t.Fatalf("exit: %v", err)
	}
}

// TestTerminalLongPaste: a paste of 10,000 characters and one of 1 MB,
// without a line end but the last, are read in time (the wait of
// waitFor is 15 s; before, 10,000 characters took over 120 s) and
// answered with the session's sentence for a line over its limit; the
// tutor goes on.
func TestTerminalLongPaste(t *testing.T) {
	ptmx, _, scr, done, _ := startTutorPTY(t)
	for _, n := range []int{10_000, 1 << 20} {
		go ptmx.Write([]byte(strings.Repeat("x", n) + "\r")) // the paste ends with croupier's answer
		scr.waitFor(t, "Die Eingabe ist zu lang (höchstens 1024 Zeichen).")
		scr.waitFor(t, "Lektion> ")
	}
	typeOn(t, ptmx, "hilfe\r")
	scr.waitFor(t, "Befehle:")
	typeOn(t, ptmx, "\x04")
	scr.waitFor(t, "Bis bald!")
	if err := waitExit(t, done, scr); err != nil {
		t.Fatalf("exit: %v", err)
	}
}

// TestTerminalSignals: whichever signal ends croupier while it waits at
// the prompt (the terminal in raw mode), the terminal is back in the
// mode it had: echo and line editing on.
func TestTerminalSignals(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT} {
		t.Run(sig.String(), func(t *testing.T) {
			ptmx, tty, scr, done, proc := startTutorPTY(t)
			typeOn(t, ptmx, "hil") // at the prompt, in raw mode
			scr.waitFor(t, "hil")
			raw, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
			if err != nil {
				t.Skipf("terminal mode unreadable: %v", err)
			}
			if raw.Lflag&unix.ECHO != 0 {
				t.Fatal("the terminal is not in raw mode at the prompt")
			}
			if err := proc.Signal(sig); err != nil {
				t.Fatal(err)
			}
			waitExit(t, done, scr)
			got, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
			if err != nil {
				t.Fatal(err)
			}
			if got.Lflag&unix.ECHO == 0 || got.Lflag&unix.ICANON == 0 {
				t.Errorf("after %v: echo %v, line editing %v", sig, got.Lflag&unix.ECHO != 0, got.Lflag&unix.ICANON != 0)
			}
		})
	}
}

// TestTerminalNoPromptAfterBye: nothing of the editor is drawn after
// croupier's last words — the French tester saw « Quiz> » after « À
// bientôt ! » once the quiz was over; the same holds for "ende".
func TestTerminalNoPromptAfterBye(t *testing.T) {
	for i := 0; i < 3; i++ {
		ptmx, _, scr, done, _ := startTutorPTY(t)
		typeOn(t, ptmx, "ende\r")
		scr.waitFor(t, "Bis bald!")
		if err := waitExit(t, done, scr); err != nil {
			t.Fatalf("exit: %v", err)
		}
		time.Sleep(50 * time.Millisecond) // what the editor may still write
		out := scr.String()
		if after := out[strings.LastIndex(out, "Bis bald!"):]; strings.Contains(after, ">") {
			t.Fatalf("drawn after the goodbye: %q", after)
		}
	}
}
