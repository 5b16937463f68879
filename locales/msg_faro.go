package locales

// Messages of the Faro table, its bets and their settlement.
var (
	ActBet = Message{
		de: "{0} setzt {1} {2}{3}.",
		fr: "{0} mise {1} {2}{3}.",
	}
	actBetYou = Message{
		de: "{0} setzt {1} {2}{3}.",
		fr: "{0} misez {1} {2}{3}.",
	}
	ActCall = Message{
		de: "{0} sagt die Reihenfolge an: {1} ({2}).",
		fr: "{0} appelle l’ordre\u00a0: {1} ({2}).",
	}
	actCallYou = Message{
		de: "{0} sagst die Reihenfolge an: {1} ({2}).",
		fr: "{0} appelez l’ordre\u00a0: {1} ({2}).",
	}
	actChange = Message{
		de: "{0} ändert den Einsatz {1} auf {2}.",
		fr: "{0} porte sa mise {1} à {2}.",
	}
	actChangeYou = Message{
		de: "{0} änderst den Einsatz {1} auf {2}.",
		fr: "{0} portez votre mise {1} à {2}.",
	}
	ActCoppered = Message{
		de: " (gecoppert)",
		fr: " (mise cuivrée)",
	}
	actRemove = Message{
		de: "{0} nimmt den Einsatz {1} weg.",
		fr: "{0} retire sa mise {1}.",
	}
	actRemoveYou = Message{
		de: "{0} nimmst den Einsatz {1} weg.",
		fr: "{0} retirez votre mise {1}.",
	}
	betCall = Message{
		de: "{0} auf die Ansage",
		fr: "appel de {0}",
	}
	BetHighcard = Message{
		de: "{0} auf Hohe Karte",
		fr: "{0} sur la haute carte",
	}
	BetSingle = Message{
		de: "{0} auf {1}",
		fr: "{0} sur {1}",
	}
	betSplit = Message{
		de: "{0} zwischen {1} und {2}",
		fr: "{0} à cheval sur {1}/{2}",
	}
	CasekeeperDead = Message{
		de: "tot",
		fr: "épuisé",
	}
	CasekeeperNoDoublet = Message{
		de: "kein Doublet mehr möglich",
		fr: "plus de doublet possible",
	}
	CasekeeperTitle = Message{
		de: "Kartenzähler",
		fr: "Compteur",
	}
	ColourBlack = Message{
		de: "schwarz",
		fr: "noir",
	}
	ColourRed = Message{
		de: "rot",
		fr: "rouge",
	}
	eventMsg = Message{
		de: "{0}, {1}: {2} – {3}",
		fr: "{0}, {1}\u00a0: {2} – {3}",
	}
	EventStays = Message{
		de: "(bleibt liegen)",
		fr: "(reste sur le tableau)",
	}
	FaroCallBet = Message{
		de: "{0}: {1} auf die Reihenfolge {2}",
		fr: "{0}\u00a0: {1} sur l’ordre {2}",
	}
	FaroCallWindow = Message{
		de: "Übrig: {0} – Reihenfolge ansagen: {1}.",
		fr: "Restent\u00a0: {0} – appel de l’ordre\u00a0: {1}.",
	}
	faroCallkindCatHop = Message{
		de: "Cat-hop",
		fr: "cat-hop",
	}
	faroCallkindFoster = Message{
		de: "drei gleiche Werte – im Pharaon nur rot oder schwarz nach Foster, im Pharo keine",
		fr: "trois cartes de même rang – au pharaon seulement l’appel des couleurs de Foster, au pharo aucun",
	}
	faroCallkindNone = Message{
		de: "keine Ansage",
		fr: "pas d’appel",
	}
	faroCallkindThreeRanks = Message{
		de: "drei Werte",
		fr: "trois rangs",
	}
	FaroCopperLegend = Message{
		de: "* gecoppert (setzt darauf, dass der Wert verliert)",
		fr: "* mise cuivrée (parie que le rang perd)",
	}
	FaroDeckLine = Message{
		de: "Soda {0} · {1} {1:Abzug|Abzüge} gezogen · noch {2} {2:Karte|Karten}",
		fr: "Soda {0} · {1} {1:paire tirée|paires tirées} · il reste {2} {2:carte|cartes}",
	}
	FaroHighcardBet = Message{
		de: "{0}: {1} auf Hohe Karte",
		fr: "{0}\u00a0: {1} sur la haute carte",
	}
	FaroHock = Message{
		de: "Hock: {0}",
		fr: "Hock\u00a0: {0}",
	}
	FaroLayoutTitle = Message{
		de: "Tableau",
		fr: "Tableau",
	}
	FaroMoneyBank = Message{
		de: "{0} (Bank): {1}",
		fr: "{0} (banque)\u00a0: {1}",
	}
	FaroMoneyPoints = Message{
		de: "{0}: {1} {1:Punkt|Punkte}",
		fr: "{0}\u00a0: {1} {1:point|points}",
	}
	outcomeEndOfDeal = Message{
		de: "endet ohne Änderung",
		fr: "finit sans changement",
	}
	outcomeHalfLost = Message{
		de: "die Bank nimmt die Hälfte, also {0}",
		fr: "la banque prend la moitié, soit {0}",
	}
	outcomeLost = Message{
		de: "verliert {0}",
		fr: "perd {0}",
	}
	outcomePush = Message{
		de: "nichts passiert",
		fr: "rien ne se passe",
	}
	outcomeReturned = Message{
		de: "kommt ohne Ergebnis zurück",
		fr: "revient sans résultat",
	}
	outcomeUntouched = Message{
		de: "unverändert",
		fr: "sans changement",
	}
	outcomeWon = Message{
		de: "gewinnt {0}",
		fr: "gagne {0}",
	}
	reasonDeadRank = Message{
		de: "Wert tot ({0})",
		fr: "rang épuisé ({0})",
	}
	reasonDoublet = Message{
		de: "Doublet",
		fr: "doublet",
	}
	reasonEndOfDeal = Message{
		de: "Ende des Durchgangs",
		fr: "fin de la taille",
	}
	reasonEqual = Message{
		de: "beide Karten gleich",
		fr: "deux cartes égales",
	}
	reasonHigher = Message{
		de: "Spielerkarte höher",
		fr: "gagnante plus haute",
	}
	reasonHock = Message{
		de: "Hock {0}",
		fr: "hock {0}",
	}
	reasonLoserCard = Message{
		de: "Bankkarte {0}",
		fr: "perdante {0}",
	}
	reasonLower = Message{
		de: "Spielerkarte niedriger",
		fr: "gagnante plus basse",
	}
	Dash = Message{
		de: "–",
		fr: "–",
	}
	reasonOneEach = Message{
		de: "ein Wert gewinnt, der andere verliert",
		fr: "un rang gagne, l’autre perd",
	}
	reasonRightOrder = Message{
		de: "richtige Reihenfolge",
		fr: "ordre juste",
	}
	reasonWinnerCard = Message{
		de: "Spielerkarte {0}",
		fr: "gagnante {0}",
	}
	reasonWrongOrder = Message{
		de: "falsche Reihenfolge",
		fr: "ordre faux",
	}
	TargetHighcard = Message{
		de: "auf „Hohe Karte“",
		fr: "sur la «\u00a0haute carte\u00a0»",
	}
	TargetRank = Message{
		de: "auf {0}",
		fr: "sur {0}",
	}
	TargetSplit = Message{
		de: "zwischen {0} und {1}",
		fr: "à cheval sur {0} et {1}",
	}
	rankAccAce    = Message{de: "das Ass", fr: "l’as"}
	rankAccNumber = Message{de: "die {0}", fr: "le {0}"}
	rankAccJack   = Message{de: "den Buben", fr: "le valet"}
	rankAccQueen  = Message{de: "die Dame", fr: "la dame"}
	rankAccKing   = Message{de: "den König", fr: "le roi"}
	rankDatAce    = Message{de: "dem Ass", fr: "l’as"}
	rankDatNumber = Message{de: "der {0}", fr: "le {0}"}
	rankDatJack   = Message{de: "dem Buben", fr: "le valet"}
	rankDatQueen  = Message{de: "der Dame", fr: "la dame"}
	rankDatKing   = Message{de: "dem König", fr: "le roi"}
	rankNomAce    = Message{de: "Ass", fr: "l’as"}
	rankNomNumber = Message{de: "{0}", fr: "le {0}"}
	rankNomJack   = Message{de: "Bube", fr: "le valet"}
	rankNomQueen  = Message{de: "Dame", fr: "la dame"}
	rankNomKing   = Message{de: "König", fr: "le roi"}
	rankSubjJack  = Message{de: "der Bube", fr: "le valet"}
	rankSubjKing  = Message{de: "der König", fr: "le roi"}
	TurnDoublet   = Message{
		de: "Abzug {0}: {1} und {2} – ein Doublet!",
		fr: "Paire {0}\u00a0: {1} et {2} – un doublet\u00a0!",
	}
	TurnHock = Message{
		de: "Hock: {0}.",
		fr: "Hock\u00a0: {0}.",
	}
	TurnLine = Message{
		de: "Abzug {0}: {1} verliert (Bankkarte), {2} gewinnt (Spielerkarte).",
		fr: "Paire {0}\u00a0: {1} sort perdante, {2} gagnante.",
	}
	UnitChips = Message{
		de: "{0} {0:Chip|Chips}",
		fr: "{0} {0:jeton|jetons}",
	}
	unitPoints = Message{
		de: "{0} {0:Punkt|Punkte}",
		fr: "{0} {0:point|points}",
	}
	CasekeeperColLeft = Message{
		de: "übrig",
		fr: "restent",
	}
	CasekeeperColRank = Message{
		de: "Wert",
		fr: "rang",
	}
	CasekeeperColShown = Message{
		de: "gezeigt",
		fr: "sorties",
	}
	CasekeeperMarks = Message{
		de: "{0} Soda, {1} Bankkarte, {2} Spielerkarte, {3} Hock, {4} noch im Stapel",
		fr: "{0}\u00a0soda, {1}\u00a0perdante, {2}\u00a0gagnante, {3}\u00a0hock, {4}\u00a0encore\u00a0dans\u00a0le\u00a0paquet",
	}
	FaroHoldingBank = Message{
		de: "{0} (Bank): {1} in diesem Durchgang",
		fr: "{0} (banque)\u00a0: {1} sur cette taille",
	}
	FaroHoldingChips = Message{
		de: "{0}: {1} {1:Chip|Chips} vor sich, {2} in diesem Durchgang",
		fr: "{0}\u00a0: {1} {1:jeton|jetons} en main, {2} sur cette taille",
	}
	FaroSimulating = Message{
		de: "Durchgänge simuliert",
		fr: "tailles simulées",
	}
)
