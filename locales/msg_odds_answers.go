package locales

// Messages of the odds reader that ask back rather than guess (issue 22:
// "1 zu 1176" may be odds against or a chance; a reckoning that does not
// give the result said).
var (
	// ParseOddsAgainst: {0} the words read, "eins zu 1176".
	ParseOddsAgainst = Message{
		de: "„{0}“ kann zweierlei heißen: die Chance „1 von …“ oder die Quote „1 zu …“ (ein günstiger Fall auf so viele ungünstige). Schreib die Chance als Bruch, z.\u00a0B. 2/9.",
		fr: "«\u00a0{0}\u00a0» peut se lire de deux façons\u00a0: une chance «\u00a01 sur …\u00a0» ou une cote «\u00a01 contre …\u00a0» (un cas favorable pour autant de cas défavorables). Écrivez la chance en fraction, p.\u00a0ex. 2/9.",
	}
	// ParseOddsUnsure: {0} the reckoning and its result, which disagree.
	ParseOddsUnsure = Message{
		de: "Bei „{0}“ ergibt die Rechnung nicht das Ergebnis, das du nennst. Welches gilt? Schreib nur die Chance, z.\u00a0B. 2/9.",
		fr: "Dans «\u00a0{0}\u00a0», le calcul ne donne pas le résultat indiqué. Lequel est le bon\u00a0? Écrivez seulement la chance, p.\u00a0ex. 2/9.",
	}
)

// Messages of the Pasur score reader that ask back rather than guess.
var (
	// ParseScoreUnsure: {0} the score said, whose items do not make the
	// total said.
	ParseScoreUnsure = Message{
		de: "Bei „{0}“ ergeben die genannten Punkte nicht die Summe, die du nennst. Was gilt? Schreib z.\u00a0B. „Asse 2, Buben 1, Summe 3“ – oder nur die Summe.",
		fr: "Dans «\u00a0{0}\u00a0», les points cités ne font pas le total indiqué. Lequel est le bon\u00a0? Écrivez p.\u00a0ex. «\u00a0as 2, valets 1, total 3\u00a0» – ou seulement le total.",
	}
)
