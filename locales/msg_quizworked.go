package locales

// Messages of worked solutions of the quiz.
var (
	QuizWhyCallRight = Message{
		de: "gekommen ist {0} – richtig, zahlt {1}:1",
		fr: "l’ordre sorti est {0} – juste, paie {1} contre 1",
	}
	QuizWhyCallWrong = Message{
		de: "gekommen ist {0} – falsch, der Einsatz ist verloren",
		fr: "l’ordre sorti est {0} – faux, la mise est perdue",
	}
	QuizWhyDead = Message{
		de: "der Wert ist tot ({0}) – der Einsatz kommt ohne Ergebnis zurück",
		fr: "le rang est épuisé ({0}) – la mise est rendue sans résultat",
	}
	QuizWhyCallWrongPharaon = Message{
		de: "gekommen ist {0} – falsch, das Gewicht ist verloren",
		fr: "l’ordre sorti est {0} – faux, le poids est perdu",
	}
	QuizWhyDeadAfterWin = Message{
		de: "jetzt ist der Wert tot ({0}) – der Einsatz geht zurück, der Gewinn bleibt",
		fr: "le rang est maintenant épuisé ({0}) – la mise est rendue, le gain reste acquis",
	}
	QuizWhyDoubletPharaon = Message{
		de: "Doublet ({0}) – der Pronostic verliert die Hälfte seines Gewichts, gecoppert oder nicht",
		fr: "doublet ({0}) – le pronostic perd la moitié de son poids, cuivré ou non",
	}
	QuizWhyDoublet = Message{
		de: "Doublet ({0}) – die Bank nimmt die Hälfte, gecoppert oder nicht",
		fr: "doublet ({0}) – la banque prend la moitié, avec ou sans cuivre",
	}
	QuizWhyEndAfterWin = Message{
		de: "Ende des Durchgangs – der Einsatz geht zurück, der Gewinn bleibt",
		fr: "fin de la taille – la mise est rendue, le gain reste acquis",
	}
	QuizWhyEndPharaon = Message{
		de: "Ende des Durchgangs – der Pronostic endet ohne Änderung",
		fr: "fin de la taille – le pronostic finit sans changement",
	}
	QuizWhyEndPharo = Message{
		de: "Ende des Durchgangs – der Einsatz kommt zurück",
		fr: "fin de la taille – la mise est rendue",
	}
	QuizWhyEqual = Message{
		de: "beide Karten gleich (Doublet) – die Hohe Karte verliert",
		fr: "deux cartes égales (doublet) – la haute carte perd",
	}
	QuizWhyHigher = Message{
		de: "die Spielerkarte {0} ist höher als die Bankkarte {1} – gewinnt 1:1",
		fr: "la gagnante {0} est plus haute que la perdante {1} – gagne à égalité",
	}
	QuizWhyLoser = Message{
		de: "{0} ist die Bankkarte – der Einsatz verliert",
		fr: "{0} est la perdante – la mise perd",
	}
	QuizWhyLoserCopperPharaon = Message{
		de: "{0} ist die Bankkarte – gecoppert gewinnt der Pronostic sein Gewicht",
		fr: "{0} est la perdante – cuivré, le pronostic gagne son poids",
	}
	QuizWhyLoserPharaon = Message{
		de: "{0} ist die Bankkarte – der Pronostic verliert sein Gewicht",
		fr: "{0} est la perdante – le pronostic perd son poids",
	}
	QuizWhyLoserCopper = Message{
		de: "{0} ist die Bankkarte – gecoppert gewinnt der Einsatz 1:1",
		fr: "{0} est la perdante – cuivrée, la mise gagne à égalité",
	}
	QuizWhyLower = Message{
		de: "die Spielerkarte {0} ist niedriger als die Bankkarte {1} – verliert",
		fr: "la gagnante {0} est plus basse que la perdante {1} – perd",
	}
	QuizWhyPush = Message{
		de: "ein Wert gewinnt, der andere verliert – nichts passiert",
		fr: "un rang gagne, l’autre perd – rien ne se passe",
	}
	QuizWhyWinner = Message{
		de: "{0} ist die Spielerkarte – der Einsatz gewinnt 1:1",
		fr: "{0} est la gagnante – la mise gagne à égalité",
	}
	QuizWhyWinnerCopperPharaon = Message{
		de: "{0} ist die Spielerkarte – gecoppert verliert der Pronostic sein Gewicht",
		fr: "{0} est la gagnante – cuivré, le pronostic perd son poids",
	}
	QuizWhyWinnerPharaon = Message{
		de: "{0} ist die Spielerkarte – der Pronostic gewinnt sein Gewicht",
		fr: "{0} est la gagnante – le pronostic gagne son poids",
	}
	QuizWhyWinnerCopper = Message{
		de: "{0} ist die Spielerkarte – gecoppert verliert der Einsatz",
		fr: "{0} est la gagnante – cuivrée, la mise perd",
	}
	QuizWorkedBankWins = Message{
		de: "Zusammen {1}; die Bank ({0}) gewinnt also {2}.",
		fr: "Ensemble {1}\u00a0; la banque ({0}) gagne donc {2}.",
	}
	QuizWorkedBankPays = Message{
		de: "Zusammen {1}; die Bank ({0}) verliert also {2}.",
		fr: "Ensemble {1}\u00a0; la banque ({0}) perd donc {2}.",
	}
	QuizWorkedBankEven = Message{
		de: "Zusammen 0; für die Bank ({0}) ändert sich nichts.",
		fr: "Ensemble 0\u00a0; rien ne change pour la banque ({0}).",
	}
	QuizWorkedCount = Message{
		de: "Jeder Wert beginnt mit 4. Von {0} gezeigt: {1} – also 4 − {2} = {3}.",
		fr: "Chaque rang commence à 4. Cartes de rang {0} montrées\u00a0: {1} – donc 4 − {2} = {3}.",
	}
	QuizWorkedCountNone = Message{
		de: "Von {0} ist noch keine Karte gezeigt: Es sind noch alle 4 im Stapel.",
		fr: "Aucune carte de rang {0} n’a été montrée\u00a0: les 4 sont encore dans le paquet.",
	}
	QuizWorkedDead = Message{
		de: "{0} ist tot: Alle vier Karten sind gezeigt ({1}).",
		fr: "Le rang {0} est épuisé\u00a0: ses quatre cartes sont sorties ({1}).",
	}
	QuizWorkedEarlier = Message{
		de: "Vorher, Abzug {0} ({1} verliert, {2} gewinnt):",
		fr: "Avant, paire {0} ({1} perd, {2} gagne)\u00a0:",
	}
	QuizWorkedEarlierDoublet = Message{
		de: "Vorher, Abzug {0} ({1} und {2}, ein Doublet):",
		fr: "Avant, paire {0} ({1} et {2}, un doublet)\u00a0:",
	}
	QuizWorkedEvent = Message{
		de: "{0}, {1}: {2} → {3}",
		fr: "{0}, {1}\u00a0: {2} → {3}",
	}
	QuizWorkedHock = Message{
		de: "Die letzte Karte, der Hock, ist {0}.",
		fr: "La dernière carte, le hock, est {0}.",
	}
	QuizWorkedLastCard = Message{
		de: "Nur noch eine Karte (kein Doublet mehr möglich): {0}.",
		fr: "Plus qu’une carte (plus de doublet possible)\u00a0: {0}.",
	}
	QuizWorkedNeighboursNo = Message{
		de: "{0} und {1} sind keine Nachbarn auf dem Tableau. Nachbarn von {0}: {2}.",
		fr: "{0} et {1} ne sont pas voisins sur le tableau. Voisins de {0}\u00a0: {2}.",
	}
	QuizWorkedNeighboursYes = Message{
		de: "{0} und {1} liegen auf dem Tableau nebeneinander (oder einander gegenüber): Der Split ist erlaubt.",
		fr: "{0} et {1} sont voisins sur le tableau (côte à côte ou face à face)\u00a0: la mise à cheval est permise.",
	}
	QuizWorkedNoneDead = Message{
		de: "Jeder Wert hat noch mindestens eine Karte im Stapel: Keiner ist tot.",
		fr: "Chaque rang a encore au moins une carte dans le paquet\u00a0: aucun n’est épuisé.",
	}
	QuizWorkedPayoutRule = Message{
		de: "Eine Ansage wird für sich abgerechnet: Richtig angesagt zahlt sie 4:1 bei drei Werten, 2:1 beim Cat-hop; falsch angesagt ist der Einsatz verloren.",
		fr: "Un appel se règle à part\u00a0: juste, il paie 4 contre 1 avec trois rangs, 2 contre 1 au cat-hop\u00a0; faux, la mise est perdue.",
	}
	QuizWorkedPayoutRulePharaon = Message{
		de: "Eine Ansage wird für sich abgerechnet: Richtig angesagt zahlt sie 4:1 bei drei Werten, 2:1 beim Cat-hop und bei Fosters rot oder schwarz; falsch angesagt ist ihr Gewicht verloren.",
		fr: "Un appel se règle à part\u00a0: juste, il paie 4 contre 1 avec trois rangs, 2 contre 1 au cat-hop et avec les couleurs de Foster\u00a0; faux, son poids est perdu.",
	}
	QuizWorkedSodaCard = Message{
		de: "Soda {0}",
		fr: "soda {0}",
	}
	QuizWorkedSum = Message{
		de: "Die Spieler: {0}.",
		fr: "Les joueurs\u00a0: {0}.",
	}
	QuizWorkedTitle = Message{
		de: "Schritt für Schritt:",
		fr: "Pas à pas\u00a0:",
	}
	QuizWorkedTurn = Message{
		de: "Abzug {0}: Bankkarte {1} verliert, Spielerkarte {2} gewinnt.",
		fr: "Paire {0}\u00a0: la perdante {1} perd, la gagnante {2} gagne.",
	}
	QuizWorkedTurnDoublet = Message{
		de: "Abzug {0}: {1} und {2} – ein Doublet, zwei Karten desselben Werts.",
		fr: "Paire {0}\u00a0: {1} et {2} – un doublet, deux cartes du même rang.",
	}
	QuizWorkedTurnCard = Message{
		de: "Abzug {0}: {1}",
		fr: "paire {0}\u00a0: {1}",
	}
	QuizWorkedUntouched = Message{
		de: "{0}, {1}: nicht getroffen → 0",
		fr: "{0}, {1}\u00a0: aucun effet → 0",
	}
)
