package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// proc is a croupier process driven through a pipe (the plain line mode)
// by the state tests: lines are sent to its stdin, its stdout is
// collected, and it can be killed at any moment. What it printed before
// it died is all there after kill (exec copies the pipe to the end).
type proc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser

	mu      sync.Mutex
	out     bytes.Buffer
	pos     int           // how far waitFor has read
	written chan struct{} // a token after each write
	exited  chan struct{} // closed when the process has ended
	err     error         // what Wait returned
}

// startProc starts croupier with args, in German (--lang fr in args for
// French), with its state in state.
func startProc(t testing.TB, state string, args ...string) *proc {
	t.Helper()
	p := &proc{written: make(chan struct{}, 1), exited: make(chan struct{})}
	p.cmd = croupierCmd(t, state, args...)
	p.cmd.Stdout = p
	p.cmd.Stderr = p
	in, err := p.cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.stdin = in
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		p.err = p.cmd.Wait()
		close(p.exited)
	}()
	return p
}

// Write collects the process's output.
func (p *proc) Write(b []byte) (int, error) {
	p.mu.Lock()
	n, err := p.out.Write(b)
	p.mu.Unlock()
	select {
	case p.written <- struct{}{}:
	default:
	}
	return n, err
}

// output returns everything printed so far, with the line breaks of the
// 80-column wrapping turned back into spaces.
func (p *proc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.ReplaceAll(p.out.String(), "\n", " ")
}

// raw returns everything printed so far as printed.
func (p *proc) raw() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// send writes a line to the process's stdin; a process that has died
// does not mind.
func (p *proc) send(line string) { io.WriteString(p.stdin, line+"\n") }

// waitFor waits until one of texts appears in the output after what
// earlier waits consumed, and returns its index; -1 when the process ends
// (or d passes) first.
func (p *proc) waitFor(d time.Duration, texts ...string) int {
	timeout := time.After(d)
	for {
		ended := false
		select {
		case <-p.exited: // all of the output is in (Wait copies it first)
			ended = true
		default:
		}
		all := p.output()
		best, at := -1, len(all)
		for i, text := range texts {
			if j := strings.Index(all[p.pos:], text); j >= 0 && p.pos+j < at {
				best, at = i, p.pos+j
			}
		}
		if best >= 0 {
			p.pos = at + len(texts[best])
			return best
		}
		if ended {
			return -1
		}
		select {
		case <-p.written:
		case <-p.exited:
		case <-timeout:
			return -1
		}
	}
}

// wait waits for the process to end by itself and fails the test unless
// it exits with 0 (t.Error: it may be called from any goroutine).
func (p *proc) wait(t testing.TB) {
	t.Helper()
	p.stdin.Close()
	select {
	case <-p.exited:
	case <-time.After(60 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
		t.Errorf("croupier did not end:\n%s", p.raw())
		return
	}
	if p.err != nil {
		t.Errorf("croupier: %v\n%s", p.err, p.raw())
	}
}

// kill sends SIGKILL and waits until the process is gone and its output
// read; it reports whether the signal ended it (false when it had ended
// by itself already).
func (p *proc) kill() bool {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
	p.stdin.Close()
	ws, ok := p.cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL
}

// temps lists the croupier temporary files in dir.
func temps(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".croupier-") && strings.HasSuffix(e.Name(), ".tmp") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}
