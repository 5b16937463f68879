package quizmode

import (
	"croupier/locales"
	"croupier/tutor/quiz"
)

// drillTitle says what a drill after a lesson asks: „Eine Übung zu dem,
// was in der Lektion danebenging: „Gecopperte Einsätze“.“ (the header
// before it says how many questions)
func drillTitle(p locales.Printer, opts quiz.Options) string {
	var names []string
	for _, t := range opts.Topics {
		names = append(names, p.T(locales.DrillTopic, p.T(t.Name())))
	}
	return p.T(locales.DrillTitle, p.List(names))
}
