package tutor

import (
	"io"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// Config is what a Session starts with.
type Config struct {
	// Lang is the language to start in.
	Lang locales.Lang
	// Color draws cards and tables in colour.
	Color bool
	// Library holds the lessons.
	Library *Library
	// Store keeps the progress; nil keeps it in memory only.
	Store *Store
	// Seed seeds the sandbox's deals (0: seed 1).
	Seed uint64
}

// mode is what the session is waiting for.
type mode uint8

const (
	modeMenu mode = iota
	modeLesson
	modeConfirm
	modeSandbox
	modeDone
)

// Session is one learner's session: the menu, the lesson being worked,
// the sandbox and the progress. It reads lines (Handle) and writes to an
// io.Writer; it holds no terminal code. A Session is not safe for
// concurrent use.
type Session struct {
	out   io.Writer
	p     locales.Printer
	pt    painter
	lib   *Library
	store *Store
	prog  *Progress
	seed  uint64

	mode    mode
	run     *lessonRun
	sand    sandbox
	confirm *confirmation
	saveErr bool
	// typed is the line being handled, as the learner typed it, so that
	// refusals can quote it rather than its folded form.
	typed string
}

// confirmation is a question the learner must answer yes or no before
// something is done (a reset).
type confirmation struct {
	do   func()
	back mode
}

// NewSession returns a session writing to out. Call Start before the
// first Handle.
func NewSession(cfg Config, out io.Writer) *Session {
	lib := cfg.Library
	if lib == nil {
		lib = &Library{}
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = 1
	}
	return &Session{
		out:   out,
		p:     locales.New(cfg.Lang),
		pt:    newPainter(cfg.Color),
		lib:   lib,
		store: cfg.Store,
		prog:  NewProgress(),
		seed:  seed,
	}
}

// Start loads the progress, greets the learner and shows the menu.
func (s *Session) Start() {
	status := Fresh
	if s.store != nil {
		s.prog, status = s.store.Load()
	}
	s.say(s.pt.paint(s.pt.bold, s.p.T(locales.Welcome)))
	switch status {
	case Recovered:
		s.say(s.pt.paint(s.pt.bad, s.p.T(locales.ProgressRecovered, s.store.Path+".bak")))
	case Unavailable:
		s.say(s.pt.paint(s.pt.bad, s.p.T(locales.ProgressUnavailable, s.store.Path)))
	}
	for _, d := range s.lib.Problems {
		s.say(s.pt.paint(s.pt.bad, s.p.T(locales.LessonProblem, d.Position(), s.p.DiagnosticMessage(d))))
	}
	s.showMenu()
}

// Done reports whether the learner has quit.
func (s *Session) Done() bool { return s.mode == modeDone }

// Lang returns the session's current language.
func (s *Session) Lang() locales.Lang { return s.p.Lang() }

// Printer returns the printer of the current language.
func (s *Session) Printer() locales.Printer { return s.p }

// Prompt returns the prompt for the next line: "Lektion> ", "Antwort> ",
// "ja/nein> ", "Pharo> " or "Pasur> " (or their French forms).
func (s *Session) Prompt() string {
	switch s.mode {
	case modeLesson:
		return s.p.T(locales.PromptAnswer)
	case modeConfirm:
		return s.p.T(locales.PromptConfirm)
	case modeSandbox:
		if s.sand != nil {
			return s.sand.prompt(s) + "> "
		}
	case modeDone:
		return ""
	}
	return s.p.T(locales.PromptMenu)
}

// say writes one or more lines.
func (s *Session) say(lines ...string) {
	for _, l := range lines {
		io.WriteString(s.out, l)
		if !strings.HasSuffix(l, "\n") {
			io.WriteString(s.out, "\n")
		}
	}
}

// sayf writes a message of the catalog.
func (s *Session) sayf(m locales.Message, args ...any) { s.say(s.p.T(m, args...)) }

// Handle processes one line of input.
func (s *Session) Handle(line string) {
	if s.mode == modeDone {
		return
	}
	if len(line) > MaxInput {
		s.sayf(locales.InputTooLong, MaxInput)
		return
	}
	line = strings.TrimSpace(line)
	s.typed = line
	if s.mode == modeConfirm {
		s.handleConfirm(line)
		return
	}
	if cmd, err := ParseCommand(line); err == nil && s.takesCommand(cmd) {
		s.command(cmd)
		return
	}
	switch s.mode {
	case modeMenu:
		s.menuInput(line)
	case modeLesson:
		s.lessonInput(line)
	case modeSandbox:
		s.sand.input(s, line)
	}
}

// takesCommand reports whether a line read as a command is one here: a
// sandbox or lesson answer may start with a word that is also a command
// ("spiel 7♠"), and then it is an answer.
func (s *Session) takesCommand(c Command) bool {
	switch c.ID {
	case CmdPlay:
		_, ok := parseGame(c.Args)
		return ok || s.mode == modeMenu
	case CmdDeal:
		return s.mode == modeSandbox
	}
	return true
}

// Interrupt handles Ctrl-C: it cancels the current question (which is
// asked again) or a pending confirmation.
func (s *Session) Interrupt() {
	switch s.mode {
	case modeConfirm:
		s.sayf(locales.ConfirmCancelled)
		s.mode = s.confirm.back
		s.confirm = nil
	case modeLesson:
		s.sayf(locales.Cancelled)
		if s.run != nil && s.run.q != nil {
			s.showQuestion()
		}
	case modeSandbox:
		s.sayf(locales.Cancelled)
	default:
		s.sayf(locales.InterruptMenu)
	}
}

// EOF handles Ctrl-D or the end of the input: it saves and quits.
func (s *Session) EOF() {
	if s.mode != modeDone {
		s.quit()
	}
}

// quit saves the progress and ends the session.
func (s *Session) quit() {
	s.savePosition()
	s.save()
	s.sayf(locales.Bye)
	s.mode = modeDone
}

// save writes the progress; a failure is reported once.
func (s *Session) save() {
	if s.store == nil {
		return
	}
	if err := s.store.Save(s.prog); err != nil && !s.saveErr {
		s.saveErr = true
		s.say(s.pt.paint(s.pt.bad, s.p.T(locales.ProgressSaveFailed, err.Error())))
	}
}

// slang returns the scenario language of the session's language.
func (s *Session) slang() scenarios.Lang { return scenarios.Lang(s.p.Lang()) }

// setLang switches the language.
func (s *Session) setLang(l locales.Lang) {
	s.p = locales.New(l)
}

// askConfirm asks yes or no before running do.
func (s *Session) askConfirm(question string, do func()) {
	s.say(question)
	s.confirm = &confirmation{do: do, back: s.mode}
	s.mode = modeConfirm
}

// handleConfirm reads the answer to a confirmation.
func (s *Session) handleConfirm(line string) {
	a, err := ParseAnswer(line, AnsYesNo, nil)
	if err != nil {
		s.sayf(locales.YesOrNo)
		return
	}
	c := s.confirm
	s.confirm = nil
	s.mode = c.back
	if a.Yes {
		c.do()
	} else {
		s.sayf(locales.ConfirmKept)
	}
	if s.mode == modeLesson && s.run != nil && s.run.q != nil {
		s.showQuestion()
	}
}

// summary returns "14/40 erledigt" / "14/40 terminées".
func (s *Session) summary() string {
	ids := s.lib.IDs()
	return s.p.T(locales.Summary, s.prog.CountDone(ids), len(ids))
}
