package quizmode

import (
	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/ask"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
)

// stranger returns the word of line that names a player of the quiz's
// tables who is not seated at this one ("Ida" in „Ida +14“ when Ida is
// not at the table), or "". The answer readers pass over a word that is
// no player when a figure follows; here a name is never passed over. The
// line's words are compared by their folded forms, as the readers fold
// them.
func stranger(line *input.Line, seated []string) string {
	at := map[string]bool{}
	for _, n := range seated {
		at[engine.Fold(n)] = true
	}
	names := map[string]bool{}
	for _, n := range quiz.SeatedNames() {
		if f := engine.Fold(n); !at[f] {
			names[f] = true
		}
	}
	for _, t := range line.Toks {
		if t.Kind == input.Word && names[t.Fold] {
			return t.Text
		}
	}
	return ""
}

// refuseStranger explains an answer that names a player not at the table
// and asks again, as the readers do for a name they do not know; false
// when the answer names nobody but the players seated.
func (m *Mode) refuseStranger(line *input.Line) bool {
	seated := ask.Names(m.run.Scenario())
	w := stranger(line, seated)
	if w == "" {
		return false
	}
	p := m.scr.P()
	m.scr.Styled(locales.Bad, p.T(locales.ParseUnknownPlayer, w, p.List(seated)))
	m.scr.Styled(locales.Dim, m.run.AnswerForm())
	return true
}
