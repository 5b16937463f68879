package tutor

import (
	"strconv"

	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/play"
	"croupier/tutor/quiz"
	"croupier/tutor/quizmode"
)

// playMode is free play: a play.Game driven by the session.
type playMode struct {
	s    *Session
	args []string // the game and its options, as "spiel" was given them
	play.Game
}

func (m *playMode) Redraw() {}
func (m *playMode) Leave()  {}

// Interrupt handles Ctrl-C: the game's own (a question it asks), else a
// word on how to leave free play.
func (m *playMode) Interrupt() {
	if g, ok := m.Game.(interface{ Interrupt() }); ok {
		g.Interrupt()
		return
	}
	m.s.scr.Sayf(locales.PlayInterrupt)
}

// Help adds how to play the game, when it says so.
func (m *playMode) Help() {
	if g, ok := m.Game.(interface{ Help() }); ok {
		g.Help()
	}
}

// Command runs the game's commands; "neustart" deals a new game with the
// same options.
func (m *playMode) Command(c input.Command) bool {
	if c.ID == input.CmdRestart {
		m.s.startPlay(m.args)
		return true
	}
	if c.ID == input.CmdCoach {
		if !m.Game.Command(c) {
			m.s.scr.Sayf(locales.CoachPasurOnly)
		}
		return true
	}
	return m.Game.Command(c)
}

// parseGame reads the game of "spiel faro", "jouer pharaon", "spiel
// pasur 3 stufe 2": the first word.
func parseGame(args []string) (string, bool) { return play.ParseGame(args) }

// startPlay starts a free game, leaving a lesson (its position kept):
// "spiel pasur" and its options ("spiel pasur 4 solo stufe 2", see
// play.ParseOptions).
func (s *Session) startPlay(args []string) {
	game, ok := parseGame(args)
	if !ok {
		s.scr.Sayf(locales.SandboxUsage)
		return
	}
	opts, ok := play.ParseOptions(s.scr, game, args[1:])
	if !ok {
		return
	}
	s.leaveMode()
	s.Save()
	seed := s.seed
	s.seed++
	g, err := play.New(game, opts, seed, s.scr)
	if err != nil {
		s.scr.Sayf(locales.SandboxFailed)
		return
	}
	s.mode = &playMode{s: s, args: append([]string(nil), args...), Game: g}
}

// confirmMode is a question the learner must answer yes or no before
// something is done (a reset).
type confirmMode struct {
	s    *Session
	do   func()
	back mode
}

// confirm asks yes or no before running do.
func (s *Session) confirm(question string, do func()) {
	s.scr.Say(question)
	s.mode = &confirmMode{s: s, do: do, back: s.mode}
}

func (m *confirmMode) Prompt() string             { return m.s.scr.P().T(locales.PromptConfirm) }
func (m *confirmMode) Command(input.Command) bool { return false }
func (m *confirmMode) Redraw()                    {}
func (m *confirmMode) Help()                      {}
func (m *confirmMode) Words() []string {
	return []string{m.s.scr.P().T(locales.AnswerYes), m.s.scr.P().T(locales.AnswerNo)}
}
func (m *confirmMode) Leave() { m.back.Leave() }

// Interrupt cancels the confirmation.
func (m *confirmMode) Interrupt() {
	m.s.scr.Sayf(locales.ConfirmCancelled)
	m.s.mode = m.back
}

// Input reads the answer to the confirmation.
func (m *confirmMode) Input(l *input.Line) {
	a, err := input.Read[input.YesNo](l, nil)
	if err != nil {
		m.s.scr.Sayf(locales.YesOrNo)
		return
	}
	m.s.mode = m.back
	if a.Yes {
		m.do()
	} else {
		m.s.scr.Sayf(locales.ConfirmKept)
	}
	if mm, ok := m.back.(*menuMode); ok {
		mm.showShort() // what was said stays on the screen
		return
	}
	m.back.Redraw()
}

// quizHost ends a quiz: back to the menu, or out of croupier for
// croupier quiz.
type quizHost struct {
	s    *Session
	exit bool
}

// Finished ends the quiz.
func (h quizHost) Finished() {
	h.s.noteQuiz()
	if h.exit {
		h.s.quit()
		return
	}
	h.s.menuAfterQuiz()
}

// menuAfterQuiz goes back to the menu without drawing it, so that the
// quiz's verdict stays on the screen: a line says how to go on ("menü"
// draws the menu).
func (s *Session) menuAfterQuiz() {
	s.setMode(&menuMode{s: s})
	s.Save()
	s.scr.Sayf(locales.QuizBackToMenu)
	if next := s.continueTarget(); next != nil {
		s.scr.Sayf(locales.MenuContinue, s.title(next))
	}
}

// quizModeOf is the quiz as a session mode.
type quizModeOf struct{ *quizmode.Mode }

// StartQuiz starts a session straight in a quiz (croupier quiz): the
// progress is loaded as by Start, then the quiz begins. With exit set the
// session ends when the quiz is over; otherwise the menu follows.
func (s *Session) StartQuiz(opts quiz.Options, exit bool) {
	s.loadProgress()
	s.beginQuiz(opts, exit)
	if _, ok := s.mode.(quizModeOf); !ok && exit {
		s.quit()
	}
}

// startQuiz runs the command "quiz [pharo|pharaon|pasur] [level] [count]".
func (s *Session) startQuiz(args []string) {
	var opts quiz.Options
	nums := 0
	for _, a := range args {
		if g, ok := input.ParseGame(a); ok && opts.Game == "" {
			opts.Game = g
			continue
		}
		n, err := strconv.Atoi(a)
		switch {
		case err == nil && nums == 0 && n >= quiz.MinLevel && n <= quiz.MaxLevel:
			opts.Level = n
		case err == nil && nums <= 1 && n >= 1 && n <= quiz.MaxQuestions:
			opts.N = n
		default:
			s.scr.Sayf(locales.QuizUnknownArg, a)
			return
		}
		nums++
	}
	s.leaveMode()
	s.Save()
	opts.Seed = s.seed
	s.seed++
	s.beginQuiz(opts, false)
}

// beginQuiz opens the quiz's memory, says what the quiz is and asks the
// first question.
func (s *Session) beginQuiz(opts quiz.Options, exit bool) {
	m, err := quizmode.New(opts, s.quizStore(), s.scr, quizHost{s: s, exit: exit})
	if err != nil {
		s.scr.Sayf(locales.QuizFailed)
		return
	}
	s.mode = quizModeOf{m}
	m.Start()
}
