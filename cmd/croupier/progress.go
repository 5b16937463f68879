package main

import (
	"croupier/cmd/internal/term"
	bar "croupier/tutor/screen"
)

// progressBar returns a progress bar for long work of total steps on
// stderr, or nil (no bar) when stderr is not a terminal: a pipe or a log
// file never gets one. label says what is counted; count writes a number
// (nil: digits).
func progressBar(e *env, total int, label string, count func(int) string) *bar.Progress {
	if !isTerminal(e.stderr) {
		return nil
	}
	return bar.NewProgress(e.stderr, term.AskWidth(e.stderr), total, label, count)
}
