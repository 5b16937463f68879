package locales

// Messages of the odds.
var (
	OddsBetLineBoth = Message{
		de: "{0}: {1} bis der Einsatz das Tableau verlässt · {2} je Entscheidung (Entscheidungen im Mittel: {3})",
		fr: "{0}\u00a0: {1} jusqu’à ce que la mise quitte le tableau · {2} par règlement (règlements en moyenne\u00a0: {3})",
	}
	OddsBetLineOnce = Message{
		de: "{0}: {1} (eine einzige Entscheidung)",
		fr: "{0}\u00a0: {1} (un seul règlement)",
	}
	OddsNoteOnce = Message{
		de: "„Eine einzige Entscheidung“: Diese Wette wird höchstens einmal entschieden, also ist der Vorteil der Bank insgesamt derselbe wie je Entscheidung.",
		fr: "«\u00a0Un seul règlement\u00a0»\u00a0: ce pari se règle au plus une fois\u00a0; l’avantage de la banque est donc le même au total et par règlement.",
	}
	OddsCLIProfilePharaon = Message{
		de: "Pharaon: Punkte; ein Pronostic wird entschieden, wenn sein Wert zum ersten Mal erscheint, und ist dann fort.",
		fr: "Pharaon\u00a0: des points\u00a0; un pronostic est résolu quand son rang sort pour la première fois, puis il disparaît.",
	}
	OddsCLIProfilePharo = Message{
		de: "Pharo: Chips; ein Einsatz bleibt nach einem Gewinn liegen, bis er kassiert, halbiert oder zurückgegeben wird.",
		fr: "Pharo\u00a0: des jetons\u00a0; une mise gagnante reste sur le tableau jusqu’à ce qu’elle soit ramassée, coupée de moitié ou rendue.",
	}
	OddsExplainPerSettlement = Message{
		de: "Je Entscheidung: Ein stehender Einsatz zahlt den Preis bei jedem Abzug, der ihn gewinnen, verlieren oder halbieren lässt; bis er das Tableau verlässt, zahlt er ihn so oft, wie er entschieden wird. Die Bücher nennen den Preis je Entscheidung (zu Beginn eines Durchgangs „etwa 2 %“).",
		fr: "Par règlement\u00a0: une mise laissée paie ce prix à chaque paire qui la fait gagner, perdre ou couper de moitié\u00a0; jusqu’à ce qu’elle quitte le tableau, elle le paie autant de fois qu’elle est réglée. Les livres donnent le prix par règlement («\u00a0environ 2\u00a0%\u00a0» au début d’une taille).",
	}
	OddsFigSplit = Message{
		de: "stehender Split {0}/{1} (Erwartung je Chip)",
		fr: "mise à cheval sur {0}/{1} (espérance par jeton)",
	}
	OddsMarkCannotWin = Message{
		de: "← kann nicht mehr gewinnen",
		fr: "← ne peut plus gagner",
	}
	OddsMarkCostly = Message{
		de: "← teuer",
		fr: "← chère",
	}
	OddsMarkNoAction = Message{
		de: "← entscheidet nichts mehr",
		fr: "← ne se règle plus",
	}
	OddsNoteCannotWin = Message{
		de: "„kann nicht mehr gewinnen“: In keiner Reihenfolge der übrigen Karten gewinnt der Einsatz; er kann nur ganz oder halb verloren gehen oder zurückkommen.",
		fr: "«\u00a0ne peut plus gagner\u00a0»\u00a0: dans aucun ordre des cartes restantes la mise ne gagne\u00a0; elle ne peut que perdre, tout ou moitié, ou être rendue.",
	}
	OddsNoteCostly = Message{
		de: "„teuer“: mehr als {0}, bis der Einsatz das Tableau verlässt – so viel kostet die Hohe Karte zu Beginn jedes Durchgangs, die teuerste Wette eines frischen Durchgangs.",
		fr: "«\u00a0chère\u00a0»\u00a0: plus de {0} jusqu’à ce que la mise quitte le tableau – ce que coûte la haute carte au début de chaque taille, le pari le plus cher d’une taille neuve.",
	}
	OddsNoteNoAction = Message{
		de: "„entscheidet nichts mehr“: Keine Reihenfolge der übrigen Karten gewinnt oder verliert den Einsatz; er kommt ohne Ergebnis zurück.",
		fr: "«\u00a0ne se règle plus\u00a0»\u00a0: aucun ordre des cartes restantes ne fait gagner ni perdre la mise\u00a0; elle est rendue sans résultat.",
	}
	OddsSheetCall = Message{
		de: "Ansage ({0})",
		fr: "appel ({0})",
	}
	OddsSheetCopper = Message{
		de: "Gecoppert hat jeder Einsatz denselben Wert: Gewinnen und Verlieren tauschen nur die Plätze.",
		fr: "Cuivrée, chaque mise a la même valeur\u00a0: gagner et perdre échangent seulement leurs places.",
	}
	OddsSheetHead = Message{
		de: "Was jeder Einsatz kostet, den {0} jetzt erlaubt – Bankvorteil insgesamt · je Entscheidung · Entscheidungen im Mittel:",
		fr: "Ce que coûte chaque mise que le {0} permet maintenant – avantage de la banque au total · par règlement · règlements en moyenne\u00a0:",
	}
	OddsSheetHighCard = Message{
		de: "Hohe Karte (nächster Abzug)",
		fr: "haute carte (prochaine paire)",
	}
	OddsSheetPharaonWays = Message{
		de: "Ein Pronostic wird höchstens einmal entschieden: Insgesamt und je Entscheidung kostet er dasselbe, auf einen Wert mit {0} {0:Karte|Karten} {1} – vergleichbar mit dem Preis je Entscheidung bei Pharo.",
		fr: "Un pronostic est réglé au plus une fois\u00a0: au total et par règlement, il coûte autant, sur un rang de {0} {0:carte|cartes} {1} – comparable au prix par règlement au pharo.",
	}
	OddsSheetPharoWays = Message{
		de: "Ein stehender Einsatz auf einen Wert mit {0} {0:Karte|Karten} wird im Mittel etwa {1}-mal entschieden: Bis er das Tableau verlässt, kostet er {2}, je Entscheidung {3}. So rechnen die Bücher, die „etwa 2 %“ nennen: je Entscheidung, zu Beginn eines Durchgangs.",
		fr: "Une mise laissée sur un rang de {0} {0:carte|cartes} compte en moyenne environ {1} règlements\u00a0: jusqu’à ce qu’elle quitte le tableau, elle coûte {2}, par règlement {3}. C’est ainsi que comptent les livres qui disent «\u00a0environ 2\u00a0%\u00a0»\u00a0: par règlement, au début d’une taille.",
	}
	OddsSheetPronostic = Message{
		de: "Pronostic auf {0} ({1} übrig)",
		fr: "pronostic sur {0} ({1} restantes)",
	}
	OddsSheetRow = Message{
		de: "{0}  ·  {1}  ·  {2}  {3}",
		fr: "{0}  ·  {1}  ·  {2}  {3}",
	}
	OddsSheetSingle = Message{
		de: "stehend auf {0} ({1} übrig)",
		fr: "laissée sur {0} ({1} restantes)",
	}
	OddsSheetSplit = Message{
		de: "Split {0}",
		fr: "à cheval {0}",
	}
	OddsSimRun = Message{
		de: "{0} {0:simulierter Durchgang|simulierte Durchgänge}, Startwert {1} – dasselbe Ergebnis bei jeder Zahl von Kernen:",
		fr: "{0} {0:taille simulée|tailles simulées}, graine {1} – le même résultat quel que soit le nombre de cœurs\u00a0:",
	}
	OddsSimChecked = Message{
		de: "{0} {0:Wert|Werte}, davon {1} sicher (in jedem Durchgang gleich, nicht mitgezählt); von {2} geprüften liegen {3} innerhalb von 2 und {4} innerhalb von 3 Standardfehlern; am weitesten weg: {5} mit |z| = {6}.",
		fr: "{0} {0:valeur|valeurs}, dont {1} certaines (les mêmes à chaque taille, non comptées)\u00a0; sur {2} vérifiées, {3} à moins de 2 et {4} à moins de 3 erreurs types\u00a0; la plus éloignée\u00a0: {5}, à |z| = {6}.",
	}
	OddsWarnCannotWin = Message{
		de: "Vorsicht: Dieser Einsatz kann nicht mehr gewinnen, nur ganz oder halb verlieren oder zurückkommen – die Bank hat darauf {0} Vorteil.",
		fr: "Attention\u00a0: cette mise ne peut plus gagner, seulement perdre, tout ou moitié, ou être rendue – l’avantage de la banque est de {0}.",
	}
	OddsWarnCostly = Message{
		de: "Vorsicht, teurer Einsatz: Die Bank hat darauf {0} Vorteil, bis er das Tableau verlässt ({1} je Entscheidung) – mehr als die {2} der hohen Karte zu Beginn eines Durchgangs, der teuersten Wette eines frischen Durchgangs.",
		fr: "Attention, mise chère\u00a0: l’avantage de la banque est de {0} jusqu’à ce qu’elle quitte le tableau ({1} par règlement) – plus que les {2} de la haute carte au début d’une taille, le pari le plus cher d’une taille neuve.",
	}
	OddsWarnCostlyOnce = Message{
		de: "Vorsicht, teurer Einsatz: Die Bank hat darauf {0} Vorteil – mehr als die {1} der hohen Karte zu Beginn eines Durchgangs, der teuersten Wette eines frischen Durchgangs.",
		fr: "Attention, mise chère\u00a0: l’avantage de la banque est de {0} – plus que les {1} de la haute carte au début d’une taille, le pari le plus cher d’une taille neuve.",
	}
	OddsWarnNoAction = Message{
		de: "Dieser Einsatz kann nichts mehr entscheiden: Er kommt ohne Ergebnis zurück.",
		fr: "Cette mise ne peut plus rien régler\u00a0: elle sera rendue sans résultat.",
	}
	OddsBetsHead = Message{
		de: "Bankvorteil auf die offenen Einsätze (je eingesetzter Einheit, bis der Einsatz endet):",
		fr: "Avantage de la banque sur les mises ouvertes (par unité misée, jusqu’à la fin de la mise)\u00a0:",
	}
	OddsBetsNone = Message{
		de: "keine offenen Einsätze",
		fr: "aucune mise ouverte",
	}
	OddsCallCatHop = Message{
		de: "Cat-hop: ein Paar und eine andere Karte",
		fr: "cat-hop\u00a0: une paire et une autre carte",
	}
	OddsCallExplainCatHop = Message{
		de: "Erklärung: Beim Paar fallen je zwei der 6 Reihenfolgen zusammen: Jede Ansage trifft mit 1/3, und 2:1 ist genau fair.",
		fr: "Explication\u00a0: avec la paire, les 6 ordres se confondent deux à deux\u00a0: chaque appel est juste avec 1/3, et 2 contre 1 est exactement équitable.",
	}
	OddsCallExplainFoster = Message{
		de: "Erklärung: Zwei Karten haben dieselbe Kartenfarbe (rot oder schwarz), die dritte die andere: Die abweichende kommt mit je 1/3 zuerst, als zweite oder zuletzt; 2:1 ist fair.",
		fr: "Explication\u00a0: deux cartes ont la même couleur, la troisième l’autre\u00a0: celle-ci sort première, deuxième ou dernière, avec 1/3 de chance chaque fois\u00a0; 2 contre 1 est équitable.",
	}
	OddsCallExplainThreeRanks = Message{
		de: "Erklärung: Die drei Karten kommen in einer von 6 gleich wahrscheinlichen Reihenfolgen; 4:1 für 1/6 lässt der Bank 1/6 jedes Einsatzes.",
		fr: "Explication\u00a0: les trois cartes sortent dans l’un des 6 ordres également probables\u00a0; 4 contre 1 à 1/6 laisse à la banque 1/6 de chaque mise.",
	}
	OddsCallFoster = Message{
		de: "drei gleiche Werte: Foster, rot oder schwarz",
		fr: "trois cartes de même rang\u00a0: couleurs de Foster",
	}
	OddsCallHead = Message{
		de: "Reihenfolge ansagen ({0}) – Bankkarte, Spielerkarte, Hock:",
		fr: "Appel de l’ordre ({0}) – perdante, gagnante, hock\u00a0:",
	}
	OddsCallNonePharo = Message{
		de: "Drei gleiche Werte: bei Pharo gibt es keine Ansage.",
		fr: "Trois cartes de même rang\u00a0: pas d’appel au pharo.",
	}
	OddsCallOrder = Message{
		de: "{0}: {1} von 6 Reihenfolgen = {2}",
		fr: "{0}\u00a0: {1} des 6 ordres = {2}",
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
		fr: "Les cartes montrées «\u00a0{0}\u00a0» sont illisibles\u00a0: {1}",
	}
	OddsCLIBadNumber = Message{
		de: "„{0}“ ist keine passende Zahl für {1}: Erlaubt ist eine ganze Zahl von {2} bis {3}, in Ziffern.",
		fr: "«\u00a0{0}\u00a0» n’est pas un nombre valable pour {1}\u00a0: il faut un nombre entier de {2} à {3}, en chiffres.",
	}
	OddsCLIWorkersCapped = Message{
		de: "--workers {0}: croupier rechnet auf höchstens {1} Kernen zugleich, also auf {1}.",
		fr: "--workers {0}\u00a0: croupier calcule sur {1} cœurs au plus à la fois, donc sur {1}.",
	}
	OddsCLIBoxSoda = Message{
		de: "Gezeigt ist nur die Soda eines gemischten Stapels (Mischung Nr. {1}): {0} – im Stapel sind noch {2} {2:Karte|Karten}. Andere gezeigte Karten wählt „--shown KARTEN“.",
		fr: "Seul le soda d’un paquet mélangé est montré (mélange n°\u00a0{1})\u00a0: {0} – il reste {2} {2:carte|cartes} dans le paquet. «\u00a0--shown CARTES\u00a0» choisit d’autres cartes montrées.",
	}
	OddsCLIBox = Message{
		de: "Gezeigt: {0} – im Stapel sind noch {1} {1:Karte|Karten}.",
		fr: "Montrées\u00a0: {0} – il reste {1} {1:carte|cartes} dans le paquet.",
	}
	OddsCLIBoxOnly = Message{
		de: "Im Stapel: {0} – {1} {1:Karte|Karten}.",
		fr: "Dans le paquet\u00a0: {0} – {1} {1:carte|cartes}.",
	}
	OddsCLIShownOrBox = Message{
		de: "--shown nennt die gezeigten Karten, --box die übrigen: bitte nur eines von beiden.",
		fr: "--shown donne les cartes montrées, --box celles qui restent\u00a0: une seule des deux, s’il vous plaît.",
	}
	OddsDoubletAny = Message{
		de: "Irgendein Doublet bis zum Ende: {0}; im Mittel {1} {1:Doublet|Doublets}.",
		fr: "Un doublet quelconque d’ici la fin\u00a0: {0}\u00a0; en moyenne {1} {1:doublet|doublets}.",
	}
	OddsDoubletDead = Message{
		de: "{0} tot",
		fr: "{0} épuisé",
	}
	OddsDoubletExplain = Message{
		de: "Erklärung: Der nächste Abzug ist ein Doublet, wenn seine beiden Karten unter den übrigen Karten des Werts sind; bis zum Ende zählt jede Lage dieser Karten im Stapel, die zwei von ihnen in denselben Abzug bringt.",
		fr: "Explication\u00a0: la prochaine paire fait un doublet si ses deux cartes sont parmi les cartes restantes du rang\u00a0; d’ici la fin, on compte les placements de ces cartes dans le paquet qui en mettent deux dans la même paire.",
	}
	OddsDoubletHead = Message{
		de: "Doublet je Wert – im nächsten Abzug · bis zum Ende des Durchgangs:",
		fr: "Doublet par rang – à la prochaine paire · d’ici la fin de la taille\u00a0:",
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
		fr: "Explication (appel)\u00a0: voir les ordres ci-dessus.",
	}
	OddsExplainHighCard = Message{
		de: "Erklärung (Hohe Karte): Höher und niedriger sind gleich wahrscheinlich; bei gleichem Wert verliert der Einsatz – der Vorteil ist die Chance eines Doublets im nächsten Abzug.",
		fr: "Explication (haute carte)\u00a0: plus haute et plus basse sont également probables\u00a0; à rang égal la mise perd – l’avantage est la chance d’un doublet à la prochaine paire.",
	}
	OddsExplainPronostic = Message{
		de: "Erklärung: Ein Pronostic wird aufgelöst, wenn sein Wert zum ersten Mal erscheint; Gewinn und Verlust gleichen sich aus, der Vorteil ist die halbe Chance, dass er als Doublet erscheint.",
		fr: "Explication\u00a0: un pronostic est résolu quand son rang sort pour la première fois\u00a0; gain et perte s’équilibrent, l’avantage est la moitié de la chance qu’il sorte en doublet.",
	}
	OddsExplainSplit = Message{
		de: "Erklärung (Split): ebenso – die halbe Chance, dass der Split in einem Doublet eines seiner Werte endet; er kommt zurück, sobald einer der Werte tot ist.",
		fr: "Explication (mise à cheval)\u00a0: de même – la moitié de la chance de finir dans un doublet d’un des deux rangs\u00a0; la mise est rendue dès qu’un des rangs est épuisé.",
	}
	OddsExplainStanding = Message{
		de: "Erklärung: Gewinnen und Verlieren sind bei jedem Abzug gleich wahrscheinlich; der Vorteil der Bank ist die halbe Chance, dass der stehende Einsatz in einem Doublet endet.",
		fr: "Explication\u00a0: à chaque paire, gagner et perdre sont également probables\u00a0; l’avantage de la banque est la moitié de la chance que la mise laissée finisse dans un doublet.",
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
	OddsSimLine = Message{
		de: "{0}  {1}  {2} ± {3}  z = {4}",
		fr: "{0}  {1}  {2} ± {3}  z = {4}",
	}
	OddsTitle = Message{
		de: "Chancen aus dem Kartenzähler: {0} {0:Karte|Karten} im Stapel, noch {1} {1:Abzug|Abzüge}{2}.",
		fr: "Chances d’après le compteur\u00a0: {0} {0:carte|cartes} dans le paquet, encore {1} {1:paire|paires}{2}.",
	}
)
