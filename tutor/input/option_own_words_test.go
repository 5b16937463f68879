package input

import "testing"

// The options' words said in a learner's own words (issue 22, the
// fourth round): a decided pronostic „futsch“, « on les enlève »; the
// first card of a turn for the bank card; „zurückgeht“ for „geht …
// zurück“; a call's payouts told by their figures in order. Each makes
// its option likely, and the tutor asks back (a loose word never judges
// alone). Expected values by hand from the rulebooks.
func TestOptionsInOwnWords(t *testing.T) {
	// Pharaon 3, a doublet decides the pronostics on the jack and they
	// are taken off (pharaon.fr.txt: « Retirez … les pronostics ») – a)
	decided := [][]string{
		{"Sie sind entschieden und weg", "Ils sont résolus et retirés"},
		{"Sie warten mit halbem Gewicht auf den nächsten Buben", "Ils attendent le prochain valet avec la moitié du poids"},
	}
	decidedPrompts := []string{"Was ist jetzt mit den Pronostics auf den Buben?", "Que deviennent maintenant les pronostics sur le valet ?"}
	// Pharaon 2, a won pronostic is decided once and gone – b)
	once := [][]string{
		{"Ja, wie ein Gewinneinsatz beim Pharo", "Oui, comme une mise gagnante au pharo"},
		{"Nein – er ist entschieden und damit weg", "Non – il est résolu, donc retiré"},
	}
	oncePrompts := []string{"Jules’ Pronostic auf die 4 hat gewonnen. Gilt er im nächsten Abzug weiter?", "Le pronostic de Jules sur le 4 a gagné. Vaut-il encore pour la paire suivante ?"}
	// Pharo 9, the last jack fell: a split on a dead rank comes back
	// whole, without result (pharo.de.txt "Kartenzähler": a dead rank
	// keeps no bets; the lesson's own explanation) – c)
	deadSplit := [][]string{
		{"Er bleibt liegen und gilt nur noch für die 3", "Elle reste et ne vaut plus que pour le 3"},
		{"Die Bank kassiert ihn", "La banque la ramasse"},
		{"Er geht ohne Ergebnis an Dan zurück", "Elle revient à Dan sans résultat"},
	}
	deadSplitPrompts := []string{"Der letzte Bube ist gefallen. Was wird aus Dans Split auf 3 und Bube?", "Le dernier valet est sorti. Que devient la mise à cheval de Dan sur le 3 et le valet ?"}
	for _, c := range []struct {
		opts, prompts []string
		texts         [][]string
		in            string
		want          int
	}{
		{nil, decidedPrompts, decided, "on les enlève", 0},
		{nil, decidedPrompts, decided, "ils sont enlevés", 0},
		{nil, decidedPrompts, decided, "futsch", 0},
		{nil, oncePrompts, once, "der ist futsch", 1},
		{nil, oncePrompts, once, "on l'enlève", 1},
		// Pharo 4 b): a coppered bet wins with the bank card, the first
		// card of a turn (pharo.de.txt "Ein Abzug" 1.)
		{nil, copperBetPrompts, copperBet, "dass die nächste sieben als erste karte vom abzug kommt", 1},
		{nil, copperBetPrompts, copperBet, "que le prochain 7 sorte comme première carte", 1},
		{nil, copperBetPrompts, copperBet, "als zweite Karte", 0},
		{nil, deadSplitPrompts, deadSplit, "die, wo er zurückgeht", 2},
		// Pharo 11 b): three ranks, six orders, fair 5:1, the bank pays
		// 4:1 (pharo.de.txt "Der letzte Abzug")
		{nil, callPaysPrompts, callPays, "eigentlich fünf zu eins, ausgezahlt wird aber nur vier zu eins", 1},
		{nil, callPaysPrompts, callPays, "en vrai cinq contre un, mais on touche quatre contre un", 1},
	} {
		checkOption(t, c.texts, c.prompts, c.in, c.want, optionAsked)
	}
}

// TestOwnWordsNeverJudgeAcrossNegation: the same own words after a
// negation are never judged as the option (issue 22: never judge across
// a negation).
func TestOwnWordsNeverJudgeAcrossNegation(t *testing.T) {
	for _, in := range []string{"nicht als erste karte", "pas comme première carte"} {
		if a, err := MatchOption(NewLine(in), askedOptions(copperBet, copperBetPrompts)); err == nil {
			t.Errorf("%q: judged as %v", in, a.Choices)
		}
	}
}
