package tutor

import (
	"time"

	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/quizmode"
	"croupier/tutor/screen"
)

// showOdds is the command chancen/cotes: the exact odds of the Faro deal
// of the lesson, free game or quiz question, as it stands.
func (s *Session) showOdds() {
	d, ok := s.deal()
	if !ok {
		s.scr.Sayf(locales.QuizNotNow, input.Spec(input.CmdOdds).Name(s.Lang()))
		return
	}
	if d == nil {
		s.scr.Sayf(locales.OddsFaroOnly)
		return
	}
	if qm, ok := s.mode.(quizModeOf); ok {
		if note := qm.OddsNote(); note != "" {
			s.scr.Styled(locales.Dim, note)
		}
	}
	s.scr.Raw(screen.Report(quiz.DealOdds(s.scr.P(), d), s.scr.TextWidth()))
}

// showStats is the command statistik/statistiques [game]: the quiz's
// accuracy per topic and what is due.
func (s *Session) showStats(args []string) {
	game := ""
	if len(args) > 0 {
		g, ok := input.ParseGame(engine.Fold(args[0]))
		if !ok {
			s.scr.Sayf(locales.QuizUnknownArg, args[0])
			return
		}
		game = g
	}
	mem, _ := quizmode.Load(s.quizStore(), s.scr, true)
	if qm, ok := s.mode.(quizModeOf); ok {
		mem = qm.Memory()
	}
	// a table where it fits the text's width, else a list; a line too
	// long for it (the topics due) wraps
	width := s.scr.TextWidth()
	for _, l := range quiz.StatsReport(s.scr.P(), mem, game, time.Now(), quiz.AnkiDefaults(), width, s.lessonHead) {
		s.scr.Raw(screen.Wrap(l, width))
	}
}
