package tutor

import (
	"time"

	"croupier/engine/faro"
	"croupier/locales"
	"croupier/tutor/quiz"
)

// showOdds is the command chancen/cotes: the exact odds of the Faro deal
// of the lesson, free game or quiz question, as it stands.
func (s *Session) showOdds() {
	var d *faro.Deal
	switch s.mode {
	case modeLesson:
		if s.run != nil {
			d = s.run.rep.Deal()
		}
	case modeSandbox:
		switch sb := s.sand.(type) {
		case *faroSandbox:
			d = sb.deal
		case *quizMode:
			if s.run != nil && s.run.q != nil && sb.reveals(CmdOdds) {
				s.sayf(locales.QuizNotNow, CommandWord(CmdOdds, s.p.Lang() == "fr"))
				return
			}
			if s.run != nil {
				d = s.run.rep.Deal()
			}
		}
	}
	if d == nil {
		s.sayf(locales.OddsFaroOnly)
		return
	}
	for _, l := range quiz.DealOdds(s.p, d) {
		s.say(l)
	}
}

// showStats is the command statistik/statistiques [game]: the quiz's
// accuracy per topic and what is due.
func (s *Session) showStats(args []string) {
	game := ""
	if len(args) > 0 {
		g, ok := quiz.ParseGame(Fold(args[0]))
		if !ok {
			s.sayf(locales.QuizUnknownArg, args[0])
			return
		}
		game = g
	}
	mem := s.quizMemory(true)
	if qm, ok := s.sand.(*quizMode); ok {
		mem = qm.q.Memory()
	}
	for _, l := range quiz.StatsReport(s.p, mem, game, time.Now(), quiz.AnkiDefaults()) {
		s.say(l)
	}
}

// quizMenuLine is the menu's line about the quiz: how to start one and
// how many topics are due.
func (s *Session) quizMenuLine() string {
	mem := s.quizMemory(false)
	due := mem.Due(quiz.Topics(""), time.Now(), quiz.AnkiDefaults())
	return s.p.T(locales.QuizMenu, len(due))
}

// helpMessage returns the message key of a command's description.
func helpMessage(id CommandID) locales.Message {
	switch id {
	case CmdQuiz:
		return locales.QuizHelp
	case CmdOdds:
		return locales.QuizHelpOdds
	case CmdStats:
		return locales.QuizHelpStats
	}
	return helpTexts[id]
}
