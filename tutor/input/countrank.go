package input

import "strings"

// The words of a count beyond its number: the rank of the cards counted,
// named right after it ("drei Zehner", "zwei Vieren", "trois dix", "trois
// 10", "eine 4", "un as"), and where they are ("zwei sind noch drin", « il
// en reste deux dedans »).

// countPlaces say where counted cards are: "drin", "dedans".
var countPlaces = wordSet("drin drinnen darin vorhanden dedans")

// rankAfterCount reports whether t, right after a count (no separator
// between them), names the rank of the cards counted: a rank word or a
// plural ("Zehner", "Vieren", "Asse", "rois"), or a rank in digits after a
// count in words ("trois 10", "eine 4"; "3 10" stays two numbers).
func rankAfterCount(t Token, countInWords bool) bool {
	switch t.Kind {
	case Word:
		if strings.ContainsAny(t.Text, "♠♥♦♣") {
			return false
		}
		_, ok := rankOf(t, true)
		return ok
	case Number:
		return countInWords && !t.Bad && !t.Signed && t.Amount.Whole() && t.Amount.WholePart() >= 2 && t.Amount.WholePart() <= 10
	}
	return false
}
