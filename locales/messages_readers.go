package locales

// Messages of the answer readers that ask back rather than guess (issue
// 22: "a misjudged answer is worse than a question back").
var (
	// ParseWhichSign: a player named in the genitive with an amount and
	// no verb ("docs 2 Chips"), or with a verb no list knows ("Dan rend
	// 2"): won or lost? {0} the player, {1} the amount as typed.
	ParseWhichSign = Message{
		de: "Gewinnt oder verliert {0} die {1}? Schreib z. B. „{0} +{1}“ oder „{0} verliert {1}“.",
		fr: "{0}\u00a0: ces {1}, gagnés ou perdus\u00a0? Écrivez par exemple «\u00a0{0} +{1}\u00a0» ou «\u00a0{0} perd {1}\u00a0».",
	}
	// ParseNobodyNamed: "niemand", « personne » where one or more
	// players are asked for. {0} the words typed, {1} the players.
	ParseNobodyNamed = Message{
		de: "„{0}“ – wer also? Schreib einen Namen (am Tisch sitzen {1}) oder „unentschieden“, wenn keiner vorn liegt.",
		fr: "«\u00a0{0}\u00a0» – qui, alors\u00a0? Écrivez un nom (à la table\u00a0: {1}) ou «\u00a0égalité\u00a0» si personne n’est devant.",
	}
	// ParseOnlyReason: a score answer that only says what does not count
	// („die Könige zählen nichts“). {0} the words typed.
	ParseOnlyReason = Message{
		de: "„{0}“ sagt, was nicht zählt – aber wie viele Punkte sind es?",
		fr: "«\u00a0{0}\u00a0» dit ce qui ne compte pas – mais combien de points en tout\u00a0?",
	}
	// PlayMoveShift: free Faro play has no move that shifts a bet to
	// another spot; it is done in two.
	PlayMoveShift = Message{
		de: "Einen Einsatz verschiebst du in zwei Schritten: erst wegnehmen, etwa „weg 10“, dann neu setzen, etwa „2 auf 4“.",
		fr: "Une mise se déplace en deux temps : la retirer, par exemple « retire 10 », puis miser à nouveau, par exemple « 2 sur 4 ».",
	}
	// ParseRatio: a ratio where an amount is asked ("4:1", "fünf zu
	// eins"). {0} the ratio as typed.
	ParseRatio = Message{
		de: "„{0}“ ist ein Verhältnis – welcher Betrag ergibt sich daraus?",
		fr: "« {0} » est un rapport – quel montant cela donne-t-il ?",
	}
	// ParseWhichFigure: two figures joined by „bzw.“, „oder“, « ou »
	// where one is asked („vier bzw. zwei“). {0}, {1} the two figures.
	ParseWhichFigure = Message{
		de: "Welche Zahl meinst du – {0} oder {1}?",
		fr: "Quel nombre voulez-vous dire\u00a0: {0} ou {1}\u00a0?",
	}
	// ParseBothWays: a yes/no answer that says both, one correcting the
	// other („non… enfin si“). {0} the line as typed.
	ParseBothWays = Message{
		de: "„{0}“ sagt ja und nein – was gilt? Schreib „ja“ oder „nein“.",
		fr: "«\u00a0{0}\u00a0» dit oui et non – que retenez-vous\u00a0? Écrivez «\u00a0oui\u00a0» ou «\u00a0non\u00a0».",
	}
)
