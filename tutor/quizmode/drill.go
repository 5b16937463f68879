package quizmode

import (
	"croupier/locales"
	"croupier/tutor/quiz"
)

// drillTitle says what a drill after a lesson asks: „Übung zu deinen
// Fehlern: 3 Fragen zu „Gecopperte Einsätze“.“
func drillTitle(p locales.Printer, opts quiz.Options) string {
	var names []string
	for _, t := range opts.Topics {
		names = append(names, p.T(locales.DrillTopic, p.T(t.Name())))
	}
	return p.T(locales.DrillTitle, opts.N, p.List(names))
}
