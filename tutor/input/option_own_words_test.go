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

// TestOneOptionClearlyFits: lines that were asked back among several
// options though one clearly fits (issue 22) are read as that option, or
// asked back about it alone. „zurück … mischen“ is „zurückmischen“ (a
// compound said in two words), „Stapel“ loosely „Talon“; a figure in a
// reason that counts something no option names („auf sieben Kreuz“) is
// no option's figure; „noch“ in „weder Gewinn noch Verlust“ carries
// nothing; « ne bouge pas » says „ohne Änderung“ loosely.
func TestOneOptionClearlyFits(t *testing.T) {
	// Pasur 1, a single jack on the table is shuffled back and replaced
	// (pasur.de.txt "Austeilen" 3) – a)
	oneJackDE := [][]string{
		{"Den Buben in den Talon zurückmischen und eine Ersatzkarte auf seinen Platz legen", "Remélanger le valet dans le talon et poser une carte de remplacement à sa place"},
		{"Alle Karten einsammeln, neu mischen und neu geben", "Ramasser toutes les cartes, remélanger et redonner"},
		{"Nichts – der Bube bleibt auf dem Tisch", "Rien – le valet reste sur le tapis"},
	}
	oneJackPrompts := []string{"Auf dem Tisch lagen zuerst 4♠ B♥ 8♣ A♦. Was muss Anna tun?", "Le tapis montrait d’abord 4♠ V♥ 8♣ A♦. Que doit faire Anna ?"}
	deadSplit := [][]string{
		{"Er bleibt liegen und gilt nur noch für die 3", "Elle reste et ne vaut plus que pour le 3"},
		{"Die Bank kassiert ihn", "La banque la ramasse"},
		{"Er geht ohne Ergebnis an Dan zurück", "Elle revient à Dan sans résultat"},
	}
	deadSplitPrompts := []string{"Der letzte Bube ist gefallen. Was wird aus Dans Split auf 3 und Bube?", "Le dernier valet est sorti. Que devient la mise à cheval de Dan sur le 3 et le valet ?"}
	for _, c := range []struct {
		texts   [][]string
		prompts []string
		in      string
		want    int
		how     int
	}{
		{oneJackDE, oneJackPrompts, "den buben zurück in den stapel mischen und eine neue karte an seine stelle", 0, optionAsked},
		{oneJackDE, oneJackPrompts, "den Buben zurück mischen und ersetzen", 0, pickedOrAsked},
		// Pasur 9: 7 points for most clubs need 7 or more – nobody, c)
		{clubsTie, clubsTiePrompts, "keiner, auf sieben kreuz kommt ja keiner von denen", 2, picked},
		{clubsTie, clubsTiePrompts, "personne, aucun n'a 7 trèfles", 2, pickedOrAsked},
		// Pharo 9: the split on a dead rank comes back without result, c)
		{deadSplit, deadSplitPrompts, "den nimmt dan wieder an sich, weder gewinn noch verlust", 2, optionAsked},
		// Pharaon 5: the pronostic on the hock's rank ends as it was, a)
		{hockEnd, hockEndPrompts, "ne bouge pas", 0, optionAsked},
		{hockEnd, hockEndPrompts, "rien ne bouge, c'est le hock", 0, optionAsked},
		{hockEnd, hockEndPrompts, "der bleibt gleich", 0, optionAsked},
		{hockEnd, hockEndPrompts, "da ändert sich nichts", 0, optionAsked},
	} {
		checkOption(t, c.texts, c.prompts, c.in, c.want, c.how)
	}
	// „nichts“ in a phrase of no change still picks „Nichts“ (Pharo 1,
	// the soda counts for nothing: pharo.de.txt 4.)
	soda := [][]string{{"Er verliert wie bei einer Bankkarte", "Elle perd, comme sur une perdante"}, {"Er gewinnt wie bei einer Spielerkarte", "Elle gagne, comme sur une gagnante"}, {"Nichts", "Rien"}}
	for _, in := range []string{"es ändert sich nichts", "rien ne change", "rien ne bouge"} {
		checkOption(t, soda, nil, in, 2, picked)
	}
}
