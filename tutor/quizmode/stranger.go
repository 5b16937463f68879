package quizmode

import (
	"strings"
	"unicode"

	"croupier/locales"
	"croupier/tutor/lesson"
	"croupier/tutor/quiz"
)

// stranger returns the word of line that names a player of the quiz's
// tables who is not seated at this one ("Ida" in „Ida +14“ when Ida is
// not at the table), or "". The answer readers pass over a word that is
// no player when a figure follows; here a name is never passed over. The
// names are plain letters (quiz.SeatedNames), compared without case.
func stranger(line string, seated []string) string {
	at := map[string]bool{}
	for _, n := range seated {
		at[strings.ToLower(n)] = true
	}
	names := map[string]bool{}
	for _, n := range quiz.SeatedNames() {
		if f := strings.ToLower(n); !at[f] {
			names[f] = true
		}
	}
	words := strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for _, w := range words {
		if names[strings.ToLower(w)] {
			return w
		}
	}
	return ""
}

// refuseStranger explains an answer that names a player not at the table
// and asks again, as the readers do for a name they do not know; false
// when the answer names nobody but the players seated.
func (m *Mode) refuseStranger(line string) bool {
	seated := lesson.Names(m.run.Scenario())
	w := stranger(line, seated)
	if w == "" {
		return false
	}
	p := m.scr.P()
	m.scr.Styled(locales.Bad, p.T(locales.ParseUnknownPlayer, w, p.List(seated)))
	m.scr.Styled(locales.Dim, m.run.AnswerForm())
	return true
}
