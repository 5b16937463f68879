package locales

import (
	"testing"

	"croupier/engine"
)

// TestCountQuestionNamesRanksInThePlural: a count asks „Wie viele Damen
// sind noch im Stapel?“ / « Combien de dames reste-t-il dans le paquet ? »
// (not „Karten vom Wert D“), the French preposition elided before as.
func TestCountQuestionNamesRanksInThePlural(t *testing.T) {
	de, fr := New(German), New(French)
	for _, c := range []struct {
		r      engine.Rank
		de, fr string
	}{
		{engine.Queen, "Wie viele Damen sind noch im Stapel?", "Combien de dames reste-t-il dans le paquet\u00a0?"},
		{engine.Ace, "Wie viele Asse sind noch im Stapel?", "Combien d’as reste-t-il dans le paquet\u00a0?"},
		{engine.Seven, "Wie viele Siebenen sind noch im Stapel?", "Combien de 7 reste-t-il dans le paquet\u00a0?"},
		{engine.Jack, "Wie viele Buben sind noch im Stapel?", "Combien de valets reste-t-il dans le paquet\u00a0?"},
		{engine.King, "Wie viele Könige sind noch im Stapel?", "Combien de rois reste-t-il dans le paquet\u00a0?"},
		{engine.Ten, "Wie viele Zehnen sind noch im Stapel?", "Combien de 10 reste-t-il dans le paquet\u00a0?"},
	} {
		if got := de.T(QuizAskCount, de.RankPlural(c.r)); got != c.de {
			t.Errorf("%v: %q, want %q", c.r, got, c.de)
		}
		if got := fr.T(QuizAskCount, fr.RankPlural(c.r)); got != c.fr {
			t.Errorf("%v: %q, want %q", c.r, got, c.fr)
		}
	}
}
