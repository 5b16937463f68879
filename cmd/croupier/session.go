package main

import (
	"fmt"
	"os"
	"os/signal"
	"path/filepath"

	"croupier/locales"
	"croupier/tutor"
	"croupier/tutor/progress"
	"croupier/tutor/term"
)

// progressStore returns croupier's XDG state directory and the tutor's
// progress file in it; both are empty (nil) when there is no state
// directory.
func progressStore(e *env) (string, *progress.Store) {
	stateDir, err := progress.StateDir(e.getenv)
	if err != nil {
		return "", nil
	}
	return stateDir, &progress.Store{Path: filepath.Join(stateDir, progress.ProgressFile)}
}

// runSession drives a started tutor session to its end: readline (with
// the history in stateDir) when stdin and stdout are terminals and plain
// is not set, else the plain line mode, where Ctrl-C (SIGINT) cancels the
// current question. It returns the exit code.
func runSession(e *env, s *tutor.Session, stateDir string, plain bool) int {
	if !plain && isTerminal(e.stdin) && isTerminal(e.stdout) {
		hist := ""
		if stateDir != "" && os.MkdirAll(stateDir, 0o700) == nil {
			hist = filepath.Join(stateDir, "history")
		}
		// readline reads the process's stdin itself (cancellably) when
		// given none.
		opt := term.Options{HistoryFile: hist, Stdout: e.stdout}
		if in, ok := e.stdin.(*os.File); ok && in != os.Stdin {
			opt.Stdin = in
		}
		if err := term.Run(s, opt); err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
			return exitFailed
		}
		return exitOK
	}
	sig := make(chan os.Signal, 1)
	ints := make(chan struct{}, 1)
	if _, isFile := e.stdin.(*os.File); isFile {
		signal.Notify(sig, os.Interrupt)
		defer func() {
			signal.Stop(sig)
			close(sig)
		}()
		go func() {
			for range sig {
				select {
				case ints <- struct{}{}:
				default:
				}
			}
		}()
	}
	if err := tutor.Run(s, e.stdin, e.stdout, true, ints); err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitFailed
	}
	return exitOK
}
