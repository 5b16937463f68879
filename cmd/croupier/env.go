package main

import (
	"io"
	"os"

	"croupier/locales"

	"github.com/mattn/go-isatty"
)

// env is what a command runs with: the language, the streams and the
// environment. Tests build one with buffers.
type env struct {
	p      locales.Printer
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	color  bool // whether to colour stdout
}

func newEnv(stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) *env {
	return &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv, p: locales.New(locales.German)}
}

// isTerminal reports whether w is a terminal.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// Exit codes shared by all commands.
const (
	exitOK      = 0
	exitFailed  = 1 // a check failed (croupier run)
	exitInvalid = 2 // invalid input or usage
)
