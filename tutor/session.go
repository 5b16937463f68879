package tutor

import (
	"errors"
	"io"
	"path/filepath"
	"strings"

	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
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
	// Input handles a line that is not a command, read once by the
	// session.
	Input(l *input.Line)
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
	scr   *screen.Screen
	lib   *lesson.Library
	store *progress.Store
	prog  *progress.Progress
	// base is the progress as the file held it when this process last
	// read or wrote it: Sync merges the changes from base to prog.
	base *progress.Progress
	seed uint64
	mode mode
	done bool
	// saveErr is why the progress is not saved (nil: all of it is);
	// saved tells a problem once and when it is mended.
	saveErr error
	saved   screen.SaveNotice
	// quizErr is why the last quiz's answers are not saved (nil: saved).
	quizErr error
	// histTold is the history file's problem last told.
	histTold error
	// lmem is what the lessons' answers put in the quiz's memory.
	lmem lessonMemory
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
		base:  progress.NewProgress(),
		seed:  seed,
		saved: screen.SaveNotice{SavedAgain: locales.ProgressSavedAgain,
			Failed: locales.ProgressSaveFailed, InMemory: locales.ProgressInMemory},
	}
	s.mode = &menuMode{s: s}
	return s
}

// loadProgress opens the progress file, saying when it was corrupt (and
// where the copy is), a newer croupier's, or unreadable (and why).
func (s *Session) loadProgress() {
	if s.store == nil {
		return
	}
	prog, rep := s.store.Open()
	s.prog, s.base = prog, prog.Clone()
	s.tellReport(rep)
	if rep.Status == statefile.Newer || rep.Status == statefile.Unavailable {
		// saving will fail for the same reason: it is told now
		s.saveErr = rep.Err
		s.saved.Told(rep.Err)
	}
}

// tellReport says what an Open or a Sync of the progress found that the
// learner must know.
func (s *Session) tellReport(rep statefile.Report) {
	p := s.scr.P()
	switch rep.Status {
	case statefile.Recovered:
		s.scr.Styled(locales.Bad, p.T(locales.ProgressRecovered, rep.Kept))
	case statefile.Newer:
		s.scr.Styled(locales.Bad, p.T(locales.ProgressNewer, rep.Path, rep.Version))
	case statefile.Unavailable:
		first := locales.ProgressUnavailable
		if rep.Err != nil && rep.Err.Op != statefile.OpRead {
			first = locales.ProgressCorruptStuck
		}
		s.scr.Styled(locales.Bad, p.T(first, rep.Path))
		s.scr.Styled(locales.Bad, p.StateProblem(rep.Err))
	}
}

// Start loads the progress, greets the learner and shows the menu.
func (s *Session) Start() {
	s.begin()
	s.toMenu()
}

// StartLesson starts the session as Start does, but in the lesson with
// the id, opened at once (croupier tutor LESSON); it is false, and
// nothing is started, when the library has no such lesson.
func (s *Session) StartLesson(id string) bool {
	l := s.lib.Find(id)
	if l == nil {
		return false
	}
	s.begin()
	s.openLesson(l)
	return true
}

// begin greets, loads the progress and says the authors' problems.
func (s *Session) begin() {
	p := s.scr.P()
	s.scr.Styled(locales.Bold, p.T(locales.Welcome))
	s.loadProgress()
	for _, d := range s.lib.Problems {
		m := locales.LessonProblem
		if d.Severity == scenarios.SeverityWarning {
			m = locales.LessonNotice // the lesson is there (or nothing was to load)
		}
		s.scr.Styled(locales.Bad, p.T(m, locales.Clean(d.Position()), p.DiagnosticMessage(d)))
	}
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
	// control characters are escaped like file text, so that no message
	// that quotes the line can drive the terminal; the line is read once:
	// the command, the answers and the moves all read its tokens
	l := input.NewLine(strings.TrimSpace(locales.Clean(line)))
	s.dropDrill(l.Text)
	if _, confirming := s.mode.(*confirmMode); !confirming {
		if c, err := l.Command(); err == nil && s.takesCommand(c) && !s.answerWins(l) {
			s.command(c)
			return
		}
	}
	s.mode.Input(l)
}

// takesCommand reports whether a line read as a command is one here: an
// answer may start with a word that is also a command ("spiel 7♠"), and
// then it is an answer; a command word alone is always the command
// outside free play.
func (s *Session) takesCommand(c input.Command) bool {
	_, inMenu := s.mode.(*menuMode)
	if _, inPlay := s.mode.(*playMode); len(c.Args) == 0 && !inPlay {
		// a command word alone is never an answer in a lesson or the
		// quiz: it runs, or says where it does
		return true
	}
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

// answerWins reports whether a line that reads as a command is an answer
// of the mode instead ("zurück" for the option „Dan bekommt sie zurück“;
// the command is then "/zurück").
func (s *Session) answerWins(l *input.Line) bool {
	m, ok := s.mode.(interface{ TakesAnswer(*input.Line) bool })
	return ok && m.TakesAnswer(l)
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

// quit saves the progress and ends the session, saying goodbye only as
// truthfully as the saves went: "saved" only when they were.
func (s *Session) quit() {
	s.leaveMode()
	err := s.Save()
	p := s.scr.P()
	switch {
	case s.store == nil:
		s.scr.Sayf(locales.ByeNoState)
	case err != nil || s.quizErr != nil || s.lmem.unsaved() != nil:
		if s.quizErr == nil {
			s.quizErr = s.lmem.unsaved() // the lessons' answers are the quiz's memory too
		}
		if err != nil {
			s.scr.Styled(locales.Bad, p.T(locales.ProgressUnsavedBye, p.StateProblem(err)))
		}
		if s.quizErr != nil {
			s.scr.Styled(locales.Bad, p.T(locales.QuizUnsavedBye, p.StateProblem(s.quizErr)))
		}
		s.scr.Sayf(locales.ByeOnly)
	default:
		s.scr.Sayf(locales.Bye)
	}
	s.done = true
}

// errNoStore is Save's answer when the session keeps its progress in
// memory only (no state directory).
var errNoStore = errors.New("tutor: no progress file")

// Save merges this session's progress into the progress file (under its
// lock, with what other croupier processes saved meanwhile) and adopts
// the result; it returns nil only when the file holds all of this
// session's progress, renamed into place. Only then may a caller say that
// something is done or saved. When nothing changed since the last save it
// only reads what other processes saved.
//
// A failure is told with the path and what to do the first time it
// happens (not again while it lasts), and that the session goes on in
// memory; the next Save tries again and merges everything not yet saved,
// and says so when it succeeds.
func (s *Session) Save() error {
	if s.store == nil {
		return errNoStore
	}
	if s.saveErr == nil && s.prog.Equal(s.base) {
		disk, rep := s.store.Open()
		switch rep.Status {
		case statefile.Loaded:
			s.adopt(disk)
			return nil
		case statefile.Fresh:
			if s.prog.Equal(progress.NewProgress()) {
				return nil
			}
		case statefile.Recovered:
			s.tellReport(rep) // gone corrupt meanwhile: kept aside
		}
		// vanished, corrupt or unreadable: rebuild it from this session
	}
	merged, rep, err := s.store.Sync(s.base, s.prog)
	if rep.Status == statefile.Recovered {
		s.tellReport(rep)
	}
	if merged != nil {
		s.adopt(merged)
	}
	s.saveErr = s.saved.After(s.scr, err)
	return s.saveErr
}

// adopt takes merged progress as this session's progress (in place: the
// lesson being worked holds it) and as the base of the next save.
func (s *Session) adopt(merged *progress.Progress) {
	*s.prog = *merged
	s.base = merged.Clone()
}

// noteQuiz remembers whether the quiz being left saved its answers, for
// the goodbye.
func (s *Session) noteQuiz() {
	if q, ok := s.mode.(quizModeOf); ok {
		s.quizErr = q.SaveProblem()
	}
}

// HistoryProblem tells, once per problem, that the input history (kept by
// the terminal front end) cannot be read or written, and why.
func (s *Session) HistoryProblem(err error) {
	if screen.SameProblem(err, s.histTold) {
		return
	}
	s.histTold = err
	p := s.scr.P()
	s.scr.Styled(locales.Bad, p.T(locales.HistorySaveFailed, p.StateProblem(err)))
}

// setMode leaves the current mode for m.
func (s *Session) setMode(m mode) {
	if s.mode != nil {
		s.leaveMode()
	}
	s.mode = m
}

// leaveMode leaves the current mode (a lesson records its position),
// noting whether a quiz left saved its answers.
func (s *Session) leaveMode() {
	s.noteQuiz()
	s.mode.Leave()
}

// toMenu leaves the current mode, keeping a lesson's position, and shows
// the menu.
func (s *Session) toMenu() {
	m := &menuMode{s: s}
	s.setMode(m)
	s.Save()
	m.show()
}

// toMenuShort leaves the current mode for the menu as toMenu does, but
// shows only the line that says how to go on, not the whole menu.
func (s *Session) toMenuShort() {
	m := &menuMode{s: s}
	s.setMode(m)
	s.Save()
	m.showShort()
}

// quizStore returns the quiz's memory file: quiz.json in the directory of
// the progress file (nil when the progress is kept in memory only).
func (s *Session) quizStore() *quiz.Store {
	if s.store == nil {
		return nil
	}
	return &quiz.Store{Path: filepath.Join(filepath.Dir(s.store.Path), quiz.FileName), Patience: s.store.Patience}
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
