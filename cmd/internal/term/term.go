// Package term is the tutor's terminal front end: a readline prompt
// (github.com/chzyer/readline) with history in the XDG state directory
// and tab completion of commands, cards, ranks, players and lesson ids. It
// holds no logic of its own: it reads lines and hands them to a
// tutor.Session. It sits above the session (it imports tutor) and below
// the command.
//
// What the learner types passes a filter (keys) on its way to readline,
// so that no byte hangs or ends the session and a long paste is read in
// time linear in its length; the terminal's input is raw for the whole
// session, and every signal that ends croupier (SIGTERM, SIGHUP, SIGINT,
// SIGQUIT) restores it first.
package term

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"croupier/locales"
	"croupier/scenarios/statefile"
	"croupier/tutor"

	"github.com/chzyer/readline"
	xterm "golang.org/x/term"
)

// Options configure the front end.
type Options struct {
	// HistoryFile keeps the input history ("" for none); see History.
	HistoryFile string
	// HistoryProblem is told (when set) why the history file could not be
	// read or written; the session goes on with the history in memory.
	HistoryProblem func(err error)
	// Patience is the session's one wait for a lock, shared with its
	// other state files (nil: the history's loads and saves may wait).
	Patience *statefile.Patience
	// Width is the width of the terminal Stdout writes to, followed on
	// resizes (FollowWidth): the line editor wraps the line to it and
	// learns of each resize from it (Width.OnResize). Nil: readline asks
	// the terminal and watches the resizes itself.
	Width *Width
	// Stdin and Stdout default to the process's terminal. Stdin must be
	// the terminal's file.
	Stdin  *os.File
	Stdout io.Writer
}

// ErrNotTerminal is Run's error when Stdin is no terminal.
var ErrNotTerminal = errors.New("standard input is not a terminal")

// Run reads lines at a readline prompt and hands them to s until the
// learner quits. Ctrl-C cancels the current question (Session.Interrupt);
// Ctrl-D saves and quits (Session.EOF).
func Run(s *tutor.Session, opt Options) error {
	in, out := opt.Stdin, opt.Stdout
	if in == nil {
		in = os.Stdin
	}
	if out == nil {
		out = os.Stdout
	}
	fd := int(in.Fd())
	cooked, err := xterm.GetState(fd)
	if err != nil {
		return ErrNotTerminal
	}
	r := &restorer{fd: fd, state: cooked}
	r.raw()
	defer r.restore()
	stop := restoreOnSignals(r)
	defer stop()

	noop := func() error { return nil }
	cfg := &readline.Config{
		Prompt:            s.Prompt(),
		HistoryLimit:      HistoryLimit,
		HistorySearchFold: true,
		AutoComplete:      completer{s},
		InterruptPrompt:   "^C",
		EOFPrompt:         "\n",
		// the filter before readline; cancelable, so that Close never
		// waits for a read of the terminal
		Stdin: readline.NewCancelableStdin(&keys{r: in}),
		// its cursor moves to the left never go into the row above
		Stdout: leftMoves{out},
		// a second guard: no control character the filter let through
		// but readline's keys reaches the line
		FuncFilterInputRune: func(r rune) (rune, bool) { return r, !dropped(r) || r == cutMark },
		// the input is raw for the whole session (restorer)
		FuncIsTerminal: func() bool { return true },
		FuncMakeRaw:    noop,
		FuncExitRaw:    noop,
	}
	if wd := opt.Width; wd != nil {
		cfg.FuncGetWidth = wd.Columns
		// told after Width has read the new size, never before; in
		// place of readline's own resize signal
		var stop func()
		cfg.FuncOnWidthChanged = func(f func()) { stop = wd.OnResize(f) }
		defer func() {
			if stop != nil {
				stop()
			}
		}()
	}
	rl, err := readline.NewEx(cfg)
	if err != nil {
		return err
	}
	defer rl.Close()
	var hist *History
	problem := func(err error) {
		if err != nil && opt.HistoryProblem != nil {
			opt.HistoryProblem(err)
		}
	}
	if opt.HistoryFile != "" {
		var lines []string
		hist, lines, err = openHistory(opt.HistoryFile, HistoryLimit, opt.Patience)
		problem(err)
		for _, l := range lines {
			rl.SaveHistory(l)
		}
	}
	for !s.Done() {
		rl.SetPrompt(s.Prompt())
		line, err := rl.Readline()
		switch {
		case errors.Is(err, readline.ErrInterrupt):
			s.Interrupt()
		case errors.Is(err, io.EOF):
			s.EOF()
		case err != nil:
			s.EOF()
			return err
		case strings.HasSuffix(line, string(cutMark)):
			// said as the session says a line over its own limit
			fmt.Fprintln(out, locales.New(s.Lang()).T(locales.InputTooLong, MaxLine))
		default:
			if hist != nil {
				problem(hist.Add(line))
			}
			s.Handle(line)
		}
	}
	// readline may draw its prompt once more while it closes, after the
	// session's last words („À bientôt !“): an empty prompt draws nothing
	rl.SetPrompt("")
	return nil
}

// restorer puts the terminal's input in raw mode for the session (typed
// ahead, even a paste of a megabyte, waits in the terminal unchanged for
// the editor) and back in the mode it was in at the end and on a signal.
type restorer struct {
	mu    sync.Mutex
	fd    int
	state *xterm.State
	isRaw bool
}

// raw puts the terminal's input in raw mode.
func (r *restorer) raw() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if makeRaw(r.fd) == nil {
		r.isRaw = true
	}
}

// restore puts the terminal back in the mode it was in.
func (r *restorer) restore() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.isRaw {
		_ = xterm.Restore(r.fd, r.state)
		r.isRaw = false
	}
}

// completer adapts Session.CompleteWord to readline.
type completer struct{ s *tutor.Session }

// Do returns the completions of the word before pos: readline wants the
// rest of each candidate after the typed prefix, and the prefix length;
// with several candidates it shows them.
func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	if pos > len(line) {
		pos = len(line)
	}
	cands, prefix := c.s.CompleteWord(string(line[:pos]))
	n := len([]rune(prefix))
	var out [][]rune
	for _, cand := range cands {
		r := []rune(cand)
		if len(r) < n {
			continue
		}
		suffix := r[n:]
		if len(cands) == 1 {
			suffix = append(suffix, ' ')
		}
		out = append(out, suffix)
	}
	if len(out) == 0 && strings.TrimSpace(prefix) == "" {
		return nil, 0
	}
	return out, n
}
