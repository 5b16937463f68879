// Package term is the tutor's terminal front end: a line editor
// (golang.org/x/term's) with history in the XDG state directory and tab
// completion of commands, cards, ranks, players and lesson ids. It holds
// no logic of its own: it reads lines and hands them to a tutor.Session.
// It sits above the session (it imports tutor) and below the command.
//
// The terminal's input is in raw mode while the session runs, and every
// signal that ends croupier (SIGTERM, SIGHUP, SIGINT, SIGQUIT) restores
// it first. What the learner types passes a filter (keys) on its way to
// the editor, so that no byte hangs or ends the session and a long paste
// is read in linear time.
package term

import (
	"errors"
	"io"
	"os"
	"strings"
	"sync"

	"croupier/scenarios/statefile"
	"croupier/tutor"
	"croupier/tutor/input"

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
	// Columns is the terminal's width now (nil: 80).
	Columns func() int
	// Stdin and Stdout default to the process's terminal. Stdin must be
	// the terminal's file.
	Stdin  *os.File
	Stdout io.Writer
}

// ErrNotTerminal is Run's error when Stdin is no terminal.
var ErrNotTerminal = errors.New("standard input is not a terminal")

// Run reads lines at the prompt and hands them to s until the learner
// quits. Ctrl-C cancels the current question (Session.Interrupt); Ctrl-D
// on an empty line saves and quits (Session.EOF).
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

	k := &keys{r: in}
	ed := &editor{s: s, mem: &memHistory{}}
	t := xterm.NewTerminal(struct {
		io.Reader
		io.Writer
	}{k, out}, s.Prompt())
	t.History = ed.mem
	t.AutoCompleteCallback = ed.complete
	ed.show = func(text string) { _, _ = t.Write([]byte(text)) }

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
			ed.mem.Add(l)
		}
	}
	for !s.Done() {
		t.SetPrompt(s.Prompt())
		cols := 80
		if opt.Columns != nil {
			cols = max(opt.Columns(), 1)
		}
		_ = t.SetSize(cols, 24)
		line, err := t.ReadLine()
		switch {
		case k.cut():
			s.Handle(tooLong(line))
		case ed.interrupted():
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

// tooLong is a line the session refuses as too long (over
// input.MaxInput bytes), made of the start of the line that was cut.
func tooLong(start string) string {
	return start + strings.Repeat(" ", max(input.MaxInput+1-len(start), 0))
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

// editor is the line editor's link to the session: completion and
// Ctrl-C.
type editor struct {
	s    *tutor.Session
	mem  *memHistory
	intr bool
	show func(text string) // writes above the prompt (the candidates of a Tab)
}

// interrupted reports whether the line just read ended with Ctrl-C.
func (e *editor) interrupted() bool {
	i := e.intr
	e.intr = false
	return i
}

// complete is the editor's callback for every key it has no use of its
// own for: Tab completes the word before the cursor, keyInterrupt
// clears the line (the carriage return after it ends it).
func (e *editor) complete(line string, pos int, key rune) (string, int, bool) {
	switch key {
	case keyInterrupt:
		e.intr = true
		return "", 0, true
	case '\t':
		head, tail := line[:pos], line[pos:]
		add := completion(e.s, head)
		if add == "" {
			// nothing to add: several candidates are shown
			if cands, _ := e.s.CompleteWord(head); len(cands) > 1 && e.show != nil {
				e.show(strings.Join(cands, "  ") + "\n")
			}
			return "", 0, false
		}
		return head + add + tail, pos + len(add), true
	}
	return "", 0, false
}

// completion is what Tab adds after head: the rest of the only candidate
// and a space, or what all candidates share beyond the typed prefix.
func completion(s *tutor.Session, head string) string {
	cands, prefix := s.CompleteWord(head)
	n := len([]rune(prefix))
	var rests []string
	for _, c := range cands {
		if r := []rune(c); len(r) >= n {
			rests = append(rests, string(r[n:]))
		}
	}
	switch len(rests) {
	case 0:
		return ""
	case 1:
		return rests[0] + " "
	}
	common := rests[0]
	for _, r := range rests[1:] {
		for !strings.HasPrefix(r, common) {
			_, w := lastRune(common)
			common = common[:len(common)-w]
		}
	}
	return common
}

// lastRune is the width of the last character of s.
func lastRune(s string) (rune, int) {
	rs := []rune(s)
	if len(rs) == 0 {
		return 0, 0
	}
	r := rs[len(rs)-1]
	return r, len(string(r))
}

// memHistory is the editor's history in memory (the file is History's):
// the newest HistoryLimit lines, empty lines and repetitions not kept.
type memHistory struct{ lines []string }

// Add keeps a line.
func (h *memHistory) Add(line string) {
	line = strings.TrimSpace(line)
	if line == "" || (len(h.lines) > 0 && h.lines[len(h.lines)-1] == line) {
		return
	}
	h.lines = append(h.lines, line)
	if len(h.lines) > HistoryLimit {
		h.lines = h.lines[len(h.lines)-HistoryLimit:]
	}
}

// Len is the number of lines kept.
func (h *memHistory) Len() int { return len(h.lines) }

// At is the line i steps back (0: the newest).
func (h *memHistory) At(i int) string { return h.lines[len(h.lines)-1-i] }
