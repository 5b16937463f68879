package main

import (
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

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
	// langs are the languages --lang named, in order: one, or two for
	// croupier new's bilingual skeleton (--lang de,fr); nil when --lang
	// was not given.
	langs []locales.Lang
}

func newEnv(stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) *env {
	return &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv, p: locales.New(locales.German)}
}

// now is the time a command stamps on what it makes (croupier new's
// id): $SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds
// convention) when set, so that tests and builds repeat exactly; else
// the clock.
func (e *env) now() time.Time {
	if v := e.getenv("SOURCE_DATE_EPOCH"); v != "" {
		if sec, err := strconv.ParseInt(v, 10, 64); err == nil {
			return time.Unix(sec, 0)
		}
	}
	return time.Now()
}

// globals are the options every command takes: --lang and --color.
type globals struct {
	langSet bool           // --lang was given
	langs   []locales.Lang // the languages it named (two: de,fr)
	color   string         // auto, always or never
}

// define adds the global options to f; --lang takes effect on e at once,
// so that what follows is said in that language (the first of a list).
func (g *globals) define(f *flagSet, e *env) {
	f.define("lang", "fr", false, func(s string) *badValue {
		ls, ok := parseLangs(s)
		if !ok {
			return &badValue{msg: locales.CLIBadLang, args: []any{s}, bothLangs: true}
		}
		e.p, g.langSet, g.langs, e.langs = locales.New(ls[0]), true, ls, ls
		return nil
	}).literal("de|fr").about(locales.CLIOptLang)
	f.define("color", "never", false, func(s string) *badValue {
		switch s {
		case "auto", "always", "never":
			g.color = s
			return nil
		}
		return &badValue{msg: locales.CLIBadColor, args: []any{s}}
	}).literal("auto|always|never").about(locales.CLIOptColor)
}

// parseLangs reads --lang: one language, or two different ones joined
// by a comma ("de,fr": croupier new's bilingual skeleton).
func parseLangs(s string) ([]locales.Lang, bool) {
	var out []locales.Lang
	for _, part := range strings.Split(s, ",") {
		l, err := locales.ParseLang(strings.TrimSpace(part))
		if err != nil || slices.Contains(out, l) || len(out) == 2 {
			return nil, false
		}
		out = append(out, l)
	}
	return out, len(out) > 0
}

// langNames writes languages as --lang takes them.
func langNames(ls []locales.Lang) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = string(l)
	}
	return out
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
		if ls, ok := parseLangs(val); ok {
			lang, found = ls[0], true
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
