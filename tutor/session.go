package tutor

import (
	"io"
	"path/filepath"
	"strings"

	"croupier/engine/faro"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// Config is what a Session starts with.
type Config struct {
	// Lang is the language to start in.
	Lang locales.Lang
	// Color draws cards and tables in colour.
	Color bool
	// Width reports the screen's width in columns (nil: a fixed 80, for
	// pipes).
	Width func() int
	// Library holds the lessons.
	Library *lesson.Library
	// Store keeps the progress; nil keeps it in memory only.
	Store *progress.Store
	// Seed seeds free play and the quiz (0: seed 1).
	Seed uint64
}

// mode is what the session is doing: the menu, a lesson, free play, a
// quiz, or a question to confirm.
type mode interface {
	// Prompt returns the prompt for the next line.
	Prompt() string
	// Input handles a line that is not a command.
	Input(line string)
	// Command runs a command of the mode; false when it is not one.
	Command(c input.Command) bool
	// Interrupt handles Ctrl-C.
	Interrupt()
	// Redraw shows the mode again after a language switch.
	Redraw()
	// Help adds the mode's own line to the help.
	Help()
	// Words lists what may complete a word of an answer or a move.
	Words() []string
	// Leave is called when the session leaves the mode.
	Leave()
}

// Session is one learner's session. It reads lines (Handle) and writes to
// a screen; it holds no terminal code. A Session is not safe for
// concurrent use.
type Session struct {
	scr     *screen.Screen
	lib     *lesson.Library
	store   *progress.Store
	prog    *progress.Progress
	seed    uint64
	mode    mode
	done    bool
	saveErr bool
}

// NewSession returns a session writing to out. Call Start before the
// first Handle.
func NewSession(cfg Config, out io.Writer) *Session {
	lib := cfg.Library
	if lib == nil {
		lib = &lesson.Library{}
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = 1
	}
	s := &Session{
		scr:   screen.New(out, cfg.Lang, cfg.Color, cfg.Width),
		lib:   lib,
		store: cfg.Store,
		prog:  progress.NewProgress(),
		seed:  seed,
	}
	s.mode = &menuMode{s: s}
	return s
}

// loadProgress loads the progress from the store, saying when the file
// was corrupt or unreadable.
func (s *Session) loadProgress() {
	if s.store == nil {
		return
	}
	var status progress.LoadStatus
	s.prog, status = s.store.Load()
	p := s.scr.P()
	switch status {
	case progress.Recovered:
		s.scr.Styled(locales.Bad, p.T(locales.ProgressRecovered, s.store.Path+".bak"))
	case progress.Unavailable:
		s.scr.Styled(locales.Bad, p.T(locales.ProgressUnavailable, s.store.Path))
	}
}

// Start loads the progress, greets the learner and shows the menu.
func (s *Session) Start() {
	p := s.scr.P()
	s.scr.Styled(locales.Bold, p.T(locales.Welcome))
	s.loadProgress()
	for _, d := range s.lib.Problems {
		s.scr.Styled(locales.Bad, p.T(locales.LessonProblem, locales.Clean(d.Position()), p.DiagnosticMessage(d)))
	}
	s.toMenu()
}

// Done reports whether the learner has quit.
func (s *Session) Done() bool { return s.done }

// Lang returns the session's current language.
func (s *Session) Lang() locales.Lang { return s.scr.Lang() }

// Prompt returns the prompt for the next line: "Lektion> ", "Antwort> ",
// "ja/nein> ", "Pharo> " or "Pasur> " (or their French forms).
func (s *Session) Prompt() string {
	if s.done {
		return ""
	}
	return s.mode.Prompt()
}

// Handle processes one line of input.
func (s *Session) Handle(line string) {
	if s.done {
		return
	}
	if len(line) > input.MaxInput {
		s.scr.Sayf(locales.InputTooLong, input.MaxInput)
		return
	}
	line = strings.TrimSpace(line)
	if _, confirming := s.mode.(*confirmMode); !confirming {
		if c, err := input.ParseCommand(line); err == nil && s.takesCommand(c) {
			s.command(c)
			return
		}
	}
	s.mode.Input(line)
}

// takesCommand reports whether a line read as a command is one here: an
// answer may start with a word that is also a command ("spiel 7♠"), and
// then it is an answer.
func (s *Session) takesCommand(c input.Command) bool {
	_, inMenu := s.mode.(*menuMode)
	switch c.ID {
	case input.CmdPlay:
		_, ok := parseGame(c.Args)
		return ok || inMenu
	case input.CmdDeal:
		_, ok := s.mode.(*playMode)
		return ok
	}
	return true
}

// Interrupt handles Ctrl-C: it cancels the current question (which is
// asked again) or a pending confirmation.
func (s *Session) Interrupt() {
	if !s.done {
		s.mode.Interrupt()
	}
}

// EOF handles Ctrl-D or the end of the input: it saves and quits.
func (s *Session) EOF() {
	if !s.done {
		s.quit()
	}
}

// quit saves the progress and ends the session.
func (s *Session) quit() {
	s.mode.Leave()
	s.Save()
	s.scr.Sayf(locales.Bye)
	s.done = true
}

// Save writes the progress; a failure is reported once.
func (s *Session) Save() {
	if s.store == nil {
		return
	}
	if err := s.store.Save(s.prog); err != nil && !s.saveErr {
		s.saveErr = true
		s.scr.Styled(locales.Bad, s.scr.P().T(locales.ProgressSaveFailed, err.Error()))
	}
}

// Finished returns to the menu after a lesson or a quiz.
func (s *Session) Finished() { s.toMenu() }

// setMode leaves the current mode for m.
func (s *Session) setMode(m mode) {
	if s.mode != nil {
		s.mode.Leave()
	}
	s.mode = m
}

// toMenu leaves the current mode, keeping a lesson's position, and shows
// the menu.
func (s *Session) toMenu() {
	m := &menuMode{s: s}
	s.setMode(m)
	s.Save()
	m.show()
}

// quizStore returns the quiz's memory file: quiz.json in the directory of
// the progress file (nil when the progress is kept in memory only).
func (s *Session) quizStore() *quiz.Store {
	if s.store == nil {
		return nil
	}
	return &quiz.Store{Path: filepath.Join(filepath.Dir(s.store.Path), quiz.FileName)}
}

// deal returns the Faro deal of the current mode, for the odds; ok is
// false when showing it now would give the answer away.
func (s *Session) deal() (d *faro.Deal, ok bool) {
	switch m := s.mode.(type) {
	case interface{ Deal() (*faro.Deal, bool) }:
		return m.Deal()
	case interface{ Deal() *faro.Deal }:
		return m.Deal(), true
	}
	return nil, true
}
