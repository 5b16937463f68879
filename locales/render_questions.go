package locales

import (
	"croupier/engine/faro"
)

// scoreCategories names a Pasur round's score categories.
var scoreCategories = map[string]Message{
	"aces":           catAces,
	"jacks":          catJacks,
	"two_clubs":      catTwoClubs,
	"ten_diamonds":   catTenDiamonds,
	"clubs":          catClubs,
	"seven_diamonds": catSevenDiamonds,
	"surs":           CatSurs,
	"total":          catTotal,
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
