package locales

import (
	"croupier/engine/faro"
	"croupier/scenarios"
)

// answerForms says how to write the answer to each kind of question.
var answerForms = map[scenarios.QuestionKind]Message{
	scenarios.QCount: FormatCount,
	scenarios.QSur:   FormatYesNo,
	scenarios.QLegal: FormatYesNo,
}

// kindHints is the general hint of each kind of question, for questions
// without an author's hint.
var kindHints = map[scenarios.QuestionKind]Message{
	scenarios.QSettlement: HintSettlement,
	scenarios.QPayout:     HintPayout,
	scenarios.QCount:      HintCount,
	scenarios.QDead:       HintDead,
	scenarios.QCapture:    HintCapture,
	scenarios.QSur:        HintSur,
	scenarios.QScore:      HintScore,
	scenarios.QLegal:      HintLegal,
	scenarios.QChoice:     HintChoice,
}

// scoreCategories names a Pasur round's score categories.
var scoreCategories = map[string]Message{
	"aces":           CatAces,
	"jacks":          CatJacks,
	"two_clubs":      CatTwoClubs,
	"ten_diamonds":   CatTenDiamonds,
	"clubs":          CatClubs,
	"seven_diamonds": CatSevenDiamonds,
	"surs":           CatSurs,
	"total":          CatTotal,
}

// KindHint is the general hint for a question of kind k; pasur: the
// question is about a Pasur match, not a Faro session.
func (p Printer) KindHint(k scenarios.QuestionKind, pasur bool) string {
	if k == scenarios.QOver && pasur {
		return p.T(HintOverMatch) // a match's end, not a session's
	}
	if m, ok := newKindHints[k]; ok {
		return p.T(m)
	}
	return p.T(kindHints[k])
}

// ScoreCategory names a score category of scenarios.ScoreCategories
// ("Asse", "as").
func (p Printer) ScoreCategory(cat string) string { return p.T(scoreCategories[cat]) }

// TurnDrawn tells a Faro turn as the cards coming out, without saying
// which loses and which wins: "Abzug 3: Doc zieht K♦, dann 9♣." (the
// hock too, on the last turn). The tutor says it so when a question
// about the turn follows. banker is who draws.
func (p Printer) TurnDrawn(t *faro.TurnResult, banker string) string {
	line := p.T(TurnDrawn, t.Turn, banker, p.Card(t.Loser), p.Card(t.Winner))
	if t.Hock.Valid() {
		line += " " + p.T(TurnHock, p.Card(t.Hock))
	}
	return line
}
