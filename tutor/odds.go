package tutor

import (
	"time"

	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/quizmode"
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
	for _, l := range quiz.DealOdds(s.scr.P(), d) {
		s.scr.Say(l)
	}
}

// showStats is the command statistik/statistiques [game]: the quiz's
// accuracy per topic and what is due.
func (s *Session) showStats(args []string) {
	game := ""
	if len(args) > 0 {
		g, ok := quiz.ParseGame(engine.Fold(args[0]))
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
	for _, l := range quiz.StatsReport(s.scr.P(), mem, game, time.Now(), quiz.AnkiDefaults()) {
		s.scr.Say(l)
	}
}
