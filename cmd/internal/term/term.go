// Package term is the tutor's terminal front end: a readline prompt with
// history in the XDG state directory and tab completion of commands,
// cards, ranks, players and lesson ids. It holds no logic of its own: it
// reads lines and hands them to a tutor.Session.
package term

import (
	"errors"
	"io"
	"strings"

	"croupier/tutor"

	"github.com/chzyer/readline"
)

// Options configure the front end.
type Options struct {
	// HistoryFile keeps the input history ("" for none); see History.
	HistoryFile string
	// HistoryProblem is told (when set) why the history file could not be
	// read or written; the session goes on with the history in memory.
	HistoryProblem func(err error)
	// Stdin and Stdout default to the process's terminal.
	Stdin  io.ReadCloser
	Stdout io.Writer
}

// Run reads lines at a readline prompt and hands them to s until the
// learner quits. Ctrl-C cancels the current question (Session.Interrupt);
// Ctrl-D saves and quits (Session.EOF).
func Run(s *tutor.Session, opt Options) error {
	// readline keeps the history in memory only: it would write its file
	// without a lock, a sync or a clean-up (history.tmp); History does.
	rl, err := readline.NewEx(&readline.Config{
		Prompt:            s.Prompt(),
		HistoryLimit:      HistoryLimit,
		HistorySearchFold: true,
		AutoComplete:      completer{s},
		InterruptPrompt:   "^C",
		EOFPrompt:         "\n",
		Stdin:             opt.Stdin,
		Stdout:            opt.Stdout,
	})
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
		hist, lines, err = OpenHistory(opt.HistoryFile, HistoryLimit)
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
		default:
			if hist != nil {
				problem(hist.Add(line))
			}
			s.Handle(line)
		}
	}
	return nil
}

// completer adapts Session.CompleteWord to readline.
type completer struct{ s *tutor.Session }

// Do returns the completions of the word before pos: readline wants the
// rest of each candidate after the typed prefix, and the prefix length.
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
