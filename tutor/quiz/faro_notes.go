package quiz

import (
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// noteFor is the rule a settlement question of topic t and shape s
// states when no engine rule says what it turns on, with where it is
// written, as a rule line ("Regel: …"): nothing happened (every bet on
// another rank stays), a bet that won stayed, a bet or a pronostic that
// is gone. Empty for the other shapes.
func noteFor(t Topic, s shape) scenarios.Text {
	var rule, book, section locales.Message
	pharaon := profileOf(t) == faro.Pharaon
	switch {
	case s == shapeQuiet && pharaon:
		rule, book, section = locales.QuizNoteUntouchedPharaon, locales.BookPharaon, locales.SecPharaonSettle
	case s == shapeQuiet:
		rule, book, section = locales.QuizNoteUntouchedPharo, locales.BookPharo, locales.SecPharoTurn
	case s == shapeStayed:
		rule, book, section = locales.QuizNoteStayed, locales.BookPharo, locales.SecPharoTurn
	case s == shapeGone && pharaon:
		rule, book, section = locales.QuizNoteResolved, locales.BookCourse, locales.QuizCitePronostics
	case s == shapeGone:
		// the bank collects (the Pharo rules); after a doublet the other
		// half goes back to the player (the course's ruling)
		return bilingual(func(p locales.Printer) string {
			cite := p.CiteSettled(locales.BookPharo, locales.SecPharoTurn, locales.SecCourseDoubletHalf)
			return p.T(locales.RuleLine, p.T(locales.RuleCited, p.T(locales.QuizNoteGone), cite))
		})
	default:
		return nil
	}
	return bilingual(func(p locales.Printer) string {
		return p.T(locales.RuleLine, p.T(locales.RuleCited, p.T(rule), p.T(book, p.T(section))))
	})
}
