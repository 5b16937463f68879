package locales

// Messages of the odds.
var (
	OddsBetLine = Message{
		de: "{0}: {1}",
		fr: "{0} : {1}",
	}
	OddsBetsHead = Message{
		de: "Bankvorteil auf die offenen Einsätze (je eingesetzter Einheit, bis der Einsatz endet):",
		fr: "Avantage de la banque sur les mises ouvertes (par unité misée, jusqu’à la fin de la mise) :",
	}
	OddsBetsNone = Message{
		de: "keine offenen Einsätze",
		fr: "aucune mise ouverte",
	}
	OddsCallCatHop = Message{
		de: "Cat-hop: ein Paar und eine andere Karte",
		fr: "cat-hop : une paire et une autre carte",
	}
	OddsCallExplainCatHop = Message{
		de: "Erklärung: Beim Paar fallen je zwei der 6 Reihenfolgen zusammen: Jede Ansage trifft mit 1/3, und 2:1 ist genau fair.",
		fr: "Explication : avec la paire, les 6 ordres se confondent deux à deux : chaque appel est juste avec 1/3, et 2 contre 1 est exactement équitable.",
	}
	OddsCallExplainFoster = Message{
		de: "Erklärung: Zwei Karten haben dieselbe Farbe, eine die andere: Die abweichende kommt mit je 1/3 zuerst, als zweite oder zuletzt; 2:1 ist fair.",
		fr: "Explication : deux cartes ont la même couleur, la troisième l’autre : celle-ci sort première, deuxième ou dernière, avec 1/3 de chance chaque fois ; 2 contre 1 est équitable.",
	}
	OddsCallExplainThreeRanks = Message{
		de: "Erklärung: Die drei Karten kommen in einer von 6 gleich wahrscheinlichen Reihenfolgen; 4:1 für 1/6 lässt der Bank 1/6 jedes Einsatzes.",
		fr: "Explication : les trois cartes sortent dans l’un des 6 ordres également probables ; 4 contre 1 à 1/6 laisse à la banque 1/6 de chaque mise.",
	}
	OddsCallFoster = Message{
		de: "drei gleiche Werte: Foster-Farben",
		fr: "trois cartes de même rang : couleurs de Foster",
	}
	OddsCallHead = Message{
		de: "Reihenfolge ansagen ({0}) – Bankkarte, Spielerkarte, Hock:",
		fr: "Appel de l’ordre ({0}) – perdante, gagnante, hock :",
	}
	OddsCallNonePharo = Message{
		de: "Drei gleiche Werte: bei Pharo gibt es keine Ansage.",
		fr: "Trois cartes de même rang : pas d’appel au pharo.",
	}
	OddsCallOrder = Message{
		de: "{0}: {1} von 6 Reihenfolgen = {2}",
		fr: "{0} : {1} des 6 ordres = {2}",
	}
	OddsCallSummary = Message{
		de: "Richtig angesagt zahlt {0}:1 – Bankvorteil {1}.",
		fr: "Un appel juste paie {0} contre 1 – avantage de la banque {1}.",
	}
	OddsCallThreeRanks = Message{
		de: "drei verschiedene Werte",
		fr: "trois rangs distincts",
	}
	OddsCLIBadCards = Message{
		de: "Die gezeigten Karten „{0}“ sind nicht lesbar: {1}",
		fr: "Les cartes montrées « {0} » sont illisibles : {1}",
	}
	OddsCLIBadNumber = Message{
		de: "„{0}“ ist keine passende Zahl für {1}.",
		fr: "« {0} » n’est pas un nombre valable pour {1}.",
	}
	OddsCLIBox = Message{
		de: "Gezeigt: {0} – der Kasten hält noch {1} {1:Karte|Karten}.",
		fr: "Montrées : {0} – la boîte contient encore {1} {1:carte|cartes}.",
	}
	OddsCLIUsage = Message{
		de: "Aufruf: croupier odds [--shown KARTEN] [--simulate N] [--seed S] [--workers W]",
		fr: "Usage : croupier odds [--shown CARTES] [--simulate N] [--seed S] [--workers W]",
	}
	OddsDoubletAny = Message{
		de: "Irgendein Doublet bis zum Ende: {0}; im Mittel {1} {1:Doublet|Doublets}.",
		fr: "Un doublet quelconque d’ici la fin : {0} ; en moyenne {1} {1:doublet|doublets}.",
	}
	OddsDoubletDead = Message{
		de: "{0} tot",
		fr: "{0} épuisé",
	}
	OddsDoubletExplain = Message{
		de: "Erklärung: Der nächste Abzug ist ein Doublet, wenn seine beiden Karten unter den übrigen Karten des Werts sind; bis zum Ende zählt jede Lage dieser Karten im Kasten, die zwei von ihnen in denselben Abzug bringt.",
		fr: "Explication : la prochaine paire fait un doublet si ses deux cartes sont parmi les cartes restantes du rang ; d’ici la fin, on compte les placements de ces cartes dans la boîte qui en mettent deux dans la même paire.",
	}
	OddsDoubletHead = Message{
		de: "Doublet je Wert – im nächsten Abzug · bis zum Ende des Durchgangs:",
		fr: "Doublet par rang – à la prochaine paire · d’ici la fin de la taille :",
	}
	OddsDoubletLast = Message{
		de: "{0} (1 übrig)  kein Doublet mehr möglich",
		fr: "{0} (1 restante)  plus de doublet possible",
	}
	OddsDoubletRank = Message{
		de: "{0} ({1} übrig)  {2}  ·  {3}",
		fr: "{0} ({1} restantes)  {2}  ·  {3}",
	}
	OddsExplainCall = Message{
		de: "Erklärung (Ansage): siehe die Reihenfolgen oben.",
		fr: "Explication (appel) : voir les ordres ci-dessus.",
	}
	OddsExplainHighCard = Message{
		de: "Erklärung (Hohe Karte): Höher und niedriger sind gleich wahrscheinlich; bei gleichem Wert verliert der Einsatz – der Vorteil ist die Chance eines Doublets im nächsten Abzug.",
		fr: "Explication (haute carte) : plus haute et plus basse sont également probables ; à rang égal la mise perd – l’avantage est la chance d’un doublet à la prochaine paire.",
	}
	OddsExplainPronostic = Message{
		de: "Erklärung: Ein Pronostic wird aufgelöst, wenn sein Wert zum ersten Mal erscheint; Gewinn und Verlust gleichen sich aus, der Vorteil ist die halbe Chance, dass er als Doublet erscheint.",
		fr: "Explication : un pronostic est résolu quand son rang sort pour la première fois ; gain et perte s’équilibrent, l’avantage est la moitié de la chance qu’il sorte en doublet.",
	}
	OddsExplainSplit = Message{
		de: "Erklärung (Split): ebenso – die halbe Chance, dass der Split in einem Doublet eines seiner Werte endet; er kommt zurück, sobald einer der Werte tot ist.",
		fr: "Explication (mise à cheval) : de même – la moitié de la chance de finir dans un doublet d’un des deux rangs ; la mise est rendue dès qu’un des rangs est épuisé.",
	}
	OddsExplainStanding = Message{
		de: "Erklärung: Gewinnen und Verlieren sind bei jedem Abzug gleich wahrscheinlich; der Vorteil der Bank ist die halbe Chance, dass der stehende Einsatz in einem Doublet endet.",
		fr: "Explication : à chaque paire, gagner et perdre sont également probables ; l’avantage de la banque est la moitié de la chance que la mise laissée finisse dans un doublet.",
	}
	OddsFaroOnly = Message{
		de: "Die Chancen gibt es nur bei Pharo und Pharaon.",
		fr: "Les chances n’existent qu’au pharo et au pharaon.",
	}
	OddsFigAnyDoublet = Message{
		de: "irgendein Doublet bis zum Ende",
		fr: "un doublet quelconque d’ici la fin",
	}
	OddsFigCall = Message{
		de: "Ansage {0}",
		fr: "appel {0}",
	}
	OddsFigHighCard = Message{
		de: "Hohe Karte (Erwartung je Chip)",
		fr: "haute carte (espérance par jeton)",
	}
	OddsFigNextDoublet = Message{
		de: "Doublet {0} im nächsten Abzug",
		fr: "doublet de {0} à la prochaine paire",
	}
	OddsFigNextLose = Message{
		de: "{0} verliert im nächsten Abzug",
		fr: "{0} perd à la prochaine paire",
	}
	OddsFigNextUntouched = Message{
		de: "{0} nicht im nächsten Abzug",
		fr: "{0} absent de la prochaine paire",
	}
	OddsFigNextWin = Message{
		de: "{0} gewinnt im nächsten Abzug",
		fr: "{0} gagne à la prochaine paire",
	}
	OddsFigPronostic = Message{
		de: "Pronostic auf {0} (Erwartung je Punkt)",
		fr: "pronostic sur {0} (espérance par point)",
	}
	OddsFigRestDoublet = Message{
		de: "Doublet {0} bis zum Ende",
		fr: "doublet de {0} d’ici la fin",
	}
	OddsFigStanding = Message{
		de: "stehender Einsatz auf {0} (Erwartung je Chip)",
		fr: "mise laissée sur {0} (espérance par jeton)",
	}
	OddsHock = Message{
		de: ", dann der Hock",
		fr: ", puis le hock",
	}
	OddsOver = Message{
		de: "Der Durchgang ist vorbei – es gibt keine Chancen mehr zu rechnen.",
		fr: "La taille est finie – il n’y a plus de chances à calculer.",
	}
	OddsSimColumns = Message{
		de: "Wert · genau · simuliert ± Standardfehler · z",
		fr: "valeur · exacte · simulée ± erreur type · z",
	}
	OddsSimHead = Message{
		de: "{0} {0:simulierter Durchgang|simulierte Durchgänge} ({1} {1:Kern|Kerne}, Seed {2}) in {3} s:",
		fr: "{0} {0:taille simulée|tailles simulées} ({1} {1:cœur|cœurs}, mélange n° {2}) en {3} s :",
	}
	OddsSimLine = Message{
		de: "{0}  {1}  {2} ± {3}  z = {4}",
		fr: "{0}  {1}  {2} ± {3}  z = {4}",
	}
	OddsSimSummary = Message{
		de: "{0} {0:Wert|Werte}: {1} innerhalb von 2, {2} innerhalb von 3 Standardfehlern; größte Abweichung |z| = {3} ({4}).",
		fr: "{0} {0:valeur|valeurs} : {1} à moins de 2, {2} à moins de 3 erreurs types ; plus grand écart |z| = {3} ({4}).",
	}
	OddsTitle = Message{
		de: "Chancen aus dem Kartenzähler: {0} {0:Karte|Karten} im Kasten, noch {1} {1:Abzug|Abzüge}{2}.",
		fr: "Chances d’après le compteur : {0} {0:carte|cartes} dans la boîte, encore {1} {1:paire|paires}{2}.",
	}
)
