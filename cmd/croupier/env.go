package main

import (
	"io"
	"os"
	"strings"

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

// globals are the options every command takes: --lang and --color.
type globals struct {
	langSet bool   // --lang was given
	color   string // auto, always or never
}

// define adds the global options to f; --lang takes effect on e at once,
// so that what follows is said in that language.
func (g *globals) define(f *flagSet, e *env) {
	f.define("lang", "fr", false, func(s string) *badValue {
		l, err := locales.ParseLang(s)
		if err != nil {
			return &badValue{msg: locales.CLIBadLang, args: []any{s}, bothLangs: true}
		}
		e.p, g.langSet = locales.New(l), true
		return nil
	})
	f.define("color", "never", false, func(s string) *badValue {
		switch s {
		case "auto", "always", "never":
			g.color = s
			return nil
		}
		return &badValue{msg: locales.CLIBadColor, args: []any{s}}
	})
}

// apply decides the colours: auto colours a terminal unless $NO_COLOR is
// set or $TERM is dumb.
func (g *globals) apply(e *env) {
	switch g.color {
	case "always":
		e.color = true
	case "never":
		e.color = false
	default:
		e.color = isTerminal(e.stdout) && e.getenv("NO_COLOR") == "" && e.getenv("TERM") != "dumb"
	}
}

// langHint finds the language a command line asks for with --lang, so
// that a problem found before the parser reaches it is already said in
// that language; the last valid one wins, as in the parse.
func langHint(args []string) (locales.Lang, bool) {
	var lang locales.Lang
	found := false
	for i, a := range args {
		if a == "--" {
			break
		}
		name, val, hasVal := strings.Cut(a, "=")
		if name != "--lang" && name != "-lang" {
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				break
			}
			val = args[i+1]
		}
		if l, err := locales.ParseLang(val); err == nil {
			lang, found = l, true
		}
	}
	return lang, found
}

// isTerminal reports whether w is a terminal.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// Exit codes shared by all commands.
const (
	exitOK      = 0
	exitFailed  = 1 // a check failed (croupier run), or fill --diff found changes
	exitInvalid = 2 // invalid input or usage
)
