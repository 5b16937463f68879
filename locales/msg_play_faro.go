package locales

// Messages of free Faro play (Pharo and Pharaon), spoken to the learner:
// "du" in German, "vous" in French.
var (
	// What the learner does.
	PlayBet = Message{
		de: "Du setzt {0} {1}.",
		fr: "Vous misez {0} {1}.",
	}
	PlayBetCopper = Message{
		de: "Du setzt {0} {1}, gecoppert.",
		fr: "Vous misez {0} {1}, en mise cuivrée.",
	}
	PlayPronostic = Message{
		de: "Du notierst einen Pronostic {0}, Gewicht {1}.",
		fr: "Vous notez un pronostic {0}, poids {1}.",
	}
	PlayPronosticCopper = Message{
		de: "Du notierst einen gecopperten Pronostic {0}, Gewicht {1}.",
		fr: "Vous notez un pronostic cuivré {0}, poids {1}.",
	}
	PlayChanged = Message{
		de: "Dein Einsatz {0}: jetzt {1} statt {2}.",
		fr: "Votre mise {0}\u00a0: {1} au lieu de {2}.",
	}
	PlayChangedPronostic = Message{
		de: "Dein Pronostic {0}: jetzt Gewicht {1} statt {2}.",
		fr: "Votre pronostic {0}\u00a0: poids {1} au lieu de {2}.",
	}
	PlaySame = Message{
		de: "Dein Einsatz {0} ist schon {1}.",
		fr: "Votre mise {0} est déjà de {1}.",
	}
	PlaySamePronostic = Message{
		de: "Dein Pronostic {0} hat schon Gewicht {1}.",
		fr: "Votre pronostic {0} a déjà le poids {1}.",
	}
	PlayCallSame = Message{
		de: "Genau diese Ansage hast du schon gemacht.",
		fr: "Vous avez déjà fait exactement cet appel.",
	}
	PlaySameSpot = Message{
		de: "Dein Einsatz {0} liegt schon: {1}. Einen zweiten auf demselben Feld in derselben Richtung gibt es nicht – ändere den ersten, etwa „{2} auf {3} ändern“.",
		fr: "Votre mise {0} est déjà posée : {1}. Pas de seconde mise sur la même case dans le même sens – changez la première, par exemple « change {2} à {3} ».",
	}
	PlaySameSpotPronostic = Message{
		de: "Dein Pronostic {0} liegt schon, mit Gewicht {1}. Einen zweiten auf demselben Wert in derselben Richtung gibt es nicht – ändere den ersten, etwa „{2} auf {3} ändern“.",
		fr: "Votre pronostic {0} est déjà posé, poids {1}. Pas de second pronostic sur le même rang dans le même sens – changez le premier, par exemple « change {2} à {3} ».",
	}
	PlayRemoved = Message{
		de: "Du nimmst deinen Einsatz {0} zurück ({1}).",
		fr: "Vous retirez votre mise {0} ({1}).",
	}
	PlayRemovedPronostic = Message{
		de: "Du streichst deinen Pronostic {0} (Gewicht {1}).",
		fr: "Vous retirez votre pronostic {0} (poids {1}).",
	}
	PlayRemovedAll = Message{
		de: "Du nimmst alle deine Einsätze zurück.",
		fr: "Vous retirez toutes vos mises.",
	}
	PlayNothingToRemove = Message{
		de: "Auf dem Tableau liegt nichts von dir.",
		fr: "Vous n’avez rien sur le tableau.",
	}
	PlayRestored = Message{
		de: "Zurückgenommen; es gilt wieder:",
		fr: "Annulé\u00a0; de nouveau\u00a0:",
	}
	PlayRestoredAll = Message{
		de: "Zurückgenommen: Deine Einsätze liegen wieder wie vorher.",
		fr: "Annulé\u00a0: vos mises sont de nouveau comme avant.",
	}
	PlayUndoNothing = Message{
		de: "Seit dem letzten Abzug gibt es nichts zurückzunehmen; gezogene Karten bleiben gezogen.",
		fr: "Rien à annuler depuis la dernière paire\u00a0; les cartes tirées le restent.",
	}
	PlayCall = Message{
		de: "Du sagst die Reihenfolge an: {0} verliert, {1} gewinnt, {2} bleibt als Hock – Einsatz {3}.",
		fr: "Vous appelez l’ordre\u00a0: {0} perd, {1} gagne, {2} reste pour le hock – mise de {3}.",
	}
	PlayCallWeight = Message{
		de: "Du sagst die Reihenfolge an: {0} verliert, {1} gewinnt, {2} bleibt als Hock – Gewicht {3}.",
		fr: "Vous appelez l’ordre\u00a0: {0} perd, {1} gagne, {2} reste pour le hock – poids {3}.",
	}
	PlayCallFoster = Message{
		de: "Du sagst rot und schwarz an: {0} – Gewicht {1}.",
		fr: "Vous appelez les couleurs\u00a0: {0} – poids {1}.",
	}
	PlayCallChanged = Message{
		de: "Deine alte Ansage ist zurückgenommen.",
		fr: "Votre appel précédent est retiré.",
	}
	PlayCallStake = Message{
		de: "Deine Ansage gilt jetzt mit {0} statt {1}.",
		fr: "Votre appel vaut maintenant {0} au lieu de {1}.",
	}
	PlayCallWeightChanged = Message{
		de: "Deine Ansage: jetzt Gewicht {0} statt {1}.",
		fr: "Votre appel\u00a0: poids {0} au lieu de {1}.",
	}
	PlayCallRemoved = Message{
		de: "Du nimmst deine Ansage zurück ({0}).",
		fr: "Vous retirez votre appel ({0}).",
	}
	PlayNoCall = Message{
		de: "Du hast nichts angesagt.",
		fr: "Vous n’avez rien appelé.",
	}
	PlayCallNow = Message{
		de: "Vor dem letzten Abzug kannst du die Reihenfolge ansagen, etwa „{0}“ (Bankkarte, Spielerkarte, Hock, dann der Einsatz). Enter zieht den letzten Abzug.",
		fr: "Avant la dernière paire, vous pouvez appeler l’ordre, par exemple «\u00a0{0}\u00a0» (perdante, gagnante, hock, puis la mise). Entrée tire la dernière paire.",
	}
	PlayCallNowFoster = Message{
		de: "Drei gleiche Werte: Du kannst rot oder schwarz für jede Karte ansagen, etwa „{0}“ (Bankkarte, Spielerkarte, Hock, dann das Gewicht). Enter zieht den letzten Abzug.",
		fr: "Trois cartes de même rang\u00a0: vous pouvez appeler les couleurs, par exemple «\u00a0{0}\u00a0» (perdante, gagnante, hock, puis le poids). Entrée tire la dernière paire.",
	}
	PlayCallNowNone = Message{
		de: "Drei gleiche Werte: Im Pharo gibt es dann keine Ansage. Enter zieht den letzten Abzug.",
		fr: "Trois cartes de même rang\u00a0: au pharo, pas d’appel dans ce cas. Entrée tire la dernière paire.",
	}

	// The last turn is drawn only when the learner says so.
	PlayConfirmLast = Message{
		de: "Das ist der letzte Abzug, und du hast nichts angesagt. Jetzt ziehen? (ja/nein – mit „ansage …“ sagst du vorher an)",
		fr: "C’est la dernière paire, et vous n’avez rien appelé. Tirer maintenant\u00a0? (oui/non – «\u00a0appel …\u00a0» pour appeler d’abord)",
	}
	PlayConfirmLastCalled = Message{
		de: "Das ist der letzte Abzug; deine Ansage steht. Jetzt ziehen? (ja/nein)",
		fr: "C’est la dernière paire\u00a0; votre appel est posé. Tirer maintenant\u00a0? (oui/non)",
	}
	PlayConfirmLastPlain = Message{
		de: "Das ist der letzte Abzug. Jetzt ziehen? (ja/nein)",
		fr: "C’est la dernière paire. Tirer maintenant\u00a0? (oui/non)",
	}
	PlayNotDrawn = Message{
		de: "Noch nicht gezogen: Du kannst noch ansagen, setzen oder ändern; Enter fragt wieder.",
		fr: "Pas encore tirée\u00a0: vous pouvez encore appeler, miser ou changer\u00a0; Entrée redemande.",
	}
	PlayInterrupt = Message{
		de: "(abgebrochen – „menü“ verlässt das freie Spiel, Strg-D beendet croupier)",
		fr: "(annulé – «\u00a0menu\u00a0» quitte la partie libre, Ctrl-D ferme croupier)",
	}
	PlayFaroOver = Message{
		de: "Der Durchgang ist zu Ende. „neustart“ mischt neu, „spiel pasur“ wechselt das Spiel, „speichern DATEI“ sichert diesen Durchgang.",
		fr: "La taille est finie. «\u00a0recommencer\u00a0» remélange, «\u00a0jouer pasur\u00a0» change de jeu, «\u00a0enregistrer FICHIER\u00a0» garde cette taille.",
	}

	// What a turn did to the learner's bets: "Dein Einsatz auf den Buben
	// (4 Chips): Spielerkarte B♥ – du gewinnst 4 Chips, er bleibt liegen".
	playEventMsg = Message{
		de: "{0}: {1} – {2}",
		fr: "{0}\u00a0: {1} – {2}",
	}
	playBetPlain = Message{
		de: "Dein Einsatz {0} ({1})",
		fr: "Votre mise {0} ({1})",
	}
	playBetCoppered = Message{
		de: "Dein gecopperter Einsatz {0} ({1})",
		fr: "Votre mise cuivrée {0} ({1})",
	}
	playBetPronostic = Message{
		de: "Dein Pronostic {0} (Gewicht {1})",
		fr: "Votre pronostic {0} (poids {1})",
	}
	playBetPronosticCopper = Message{
		de: "Dein gecopperter Pronostic {0} (Gewicht {1})",
		fr: "Votre pronostic cuivré {0} (poids {1})",
	}
	playBetCall = Message{
		de: "Deine Ansage ({0})",
		fr: "Votre appel ({0})",
	}
	playBetCallWeight = Message{
		de: "Deine Ansage (Gewicht {0})",
		fr: "Votre appel (poids {0})",
	}
	playWonStays = Message{
		de: "du gewinnst {0}, der Einsatz bleibt liegen",
		fr: "vous gagnez {0}, la mise reste sur le tableau",
	}
	playWon = Message{
		de: "du gewinnst {0}",
		fr: "vous gagnez {0}",
	}
	playLost = Message{
		de: "du verlierst {0}",
		fr: "vous perdez {0}",
	}
	playHalfLost = Message{
		de: "die Bank nimmt die Hälfte, {0}; die andere Hälfte bekommst du zurück",
		fr: "la banque prend la moitié, {0}\u00a0; l’autre moitié vous revient",
	}
	playHalfLostWeight = Message{
		de: "du verlierst die Hälfte des Gewichts, {0}",
		fr: "vous perdez la moitié du poids, {0}",
	}
	playPush = Message{
		de: "nichts passiert, der Einsatz bleibt liegen",
		fr: "rien ne se passe, la mise reste",
	}
	playReturned = Message{
		de: "du bekommst die {0} ohne Ergebnis zurück",
		fr: "les {0} vous reviennent sans résultat",
	}
	playEndReturned = Message{
		de: "die {0} gehen an dich zurück",
		fr: "les {0} vous reviennent",
	}
	playEndNoChange = Message{
		de: "er endet ohne Änderung",
		fr: "il finit sans changement",
	}
	playUntouched = Message{
		de: "unverändert",
		fr: "inchangée",
	}

	// The learner's hand at the free Pasur table.
	PlayHandYou = Message{
		de: "Deine Hand:",
		fr: "Votre main\u00a0:",
	}

	// The learner's money, under the layout.
	PlayHoldingChips = Message{
		de: "{0}: {1} {1:Chip|Chips} vor dir, {2} in diesem Durchgang",
		fr: "{0}\u00a0: {1} {1:jeton|jetons} devant vous, {2} sur cette taille",
	}

	// A turn told short, when the whole line would not fit: "Abzug 5: 6♦
	// verliert, D♥ gewinnt."
	turnLineShort = Message{
		de: "Abzug {0}: {1} verliert, {2} gewinnt.",
		fr: "Paire {0}\u00a0: {1} perd, {2} gagne.",
	}

	// Why the engine refused a move, said to the learner.
	playRefused = Message{
		de: "Geht nicht: {0}",
		fr: "Impossible\u00a0: {0}",
	}
	playRefusedCited = Message{
		de: "Geht nicht: {0} ({1}).",
		fr: "Impossible\u00a0: {0} ({1}).",
	}
	playNoStakeZero = Message{
		de: "Du musst mindestens {0} setzen",
		fr: "vous devez miser au moins {0}",
	}
	playStakeTooHigh = Message{
		de: "Höchstens {0} je Einsatz – mehr erlaubt dieser Tisch nicht",
		fr: "{0} au plus par mise – cette table n’en permet pas davantage",
	}
	playNotEnoughChips = Message{
		de: "Du hast nur noch {0} vor dir",
		fr: "il ne vous reste que {0} devant vous",
	}
	playWholeChips = Message{
		de: "Gesetzt werden ganze Chips",
		fr: "on mise des jetons entiers",
	}
	playOddWeight = Message{
		de: "Im Pharaon sind die Gewichte gerade (2, 4, 6 …), damit die Hälfte beim Doublet aufgeht",
		fr: "au pharaon, les poids sont pairs (2, 4, 6…) pour que la moitié d’un doublet tombe juste",
	}
	playDeadRank = Message{
		de: "Der Wert {1} ist tot – von {0} ist keine Karte mehr im Stapel (siehe „zähler“); darauf setzt man nicht mehr",
		fr: "le rang {1} est épuisé – il ne reste plus aucun {0} dans le paquet (voir «\u00a0compteur\u00a0»)\u00a0; on n’y mise plus",
	}
	playNotNeighbours = Message{
		de: "{0} und {1} liegen auf dem Tableau nicht nebeneinander; neben {2} liegen {3}",
		fr: "{0} et {1} ne sont pas voisins sur le tableau\u00a0; {2} a pour voisins {3}",
	}
	playNoSplitPharaon = Message{
		de: "Im Pharaon gilt ein Pronostic immer einem einzigen Wert; einen Split gibt es nicht",
		fr: "au pharaon, un pronostic porte toujours sur un seul rang\u00a0; pas de mise à cheval",
	}
	playNoHighCard = Message{
		de: "Die Hohe Karte wird an diesem Tisch nicht gespielt – sie ist eine Variante, die hier nicht vereinbart ist",
		fr: "la haute carte ne se joue pas à cette table – c’est une variante qui n’est pas convenue ici",
	}
	playNoHighCardPharaon = Message{
		de: "Im Pharaon gibt es keine Hohe Karte, nur Pronostics auf einzelne Werte",
		fr: "au pharaon, pas de haute carte, seulement des pronostics sur un rang",
	}
	playCallTooEarly = Message{
		de: "Ansagen kannst du erst vor dem letzten Abzug, wenn nur noch drei Karten im Stapel sind; jetzt sind es {0} {0:Karte|Karten}",
		fr: "vous ne pouvez appeler qu’avant la dernière paire, quand il ne reste que trois cartes dans le paquet\u00a0; il en reste {0}",
	}
	playCallNotOrder = Message{
		de: "Übrig sind {0}; die Ansage muss diese drei Karten ordnen",
		fr: "il reste {0}\u00a0; l’appel doit ranger ces trois cartes",
	}
	playCallTriple = Message{
		de: "Übrig sind drei gleiche Werte, {0}; im Pharo gibt es dann keine Ansage",
		fr: "il reste trois cartes de même rang, {0}\u00a0; au pharo, pas d’appel dans ce cas",
	}
	playCallFosterOnly = Message{
		de: "Übrig sind drei gleiche Werte, {0}; angesagt wird dann nur rot oder schwarz, etwa „ansage rot schwarz rot 2“",
		fr: "il reste trois cartes de même rang, {0}\u00a0; on n’appelle alors que les couleurs, par exemple «\u00a0appel rouge noir rouge 2\u00a0»",
	}
	playCallFosterWrong = Message{
		de: "Rot und schwarz werden nur angesagt, wenn drei gleiche Werte übrig sind; übrig sind {0}",
		fr: "on n’appelle les couleurs que s’il reste trois cartes de même rang\u00a0; il reste {0}",
	}
	playDealOver = Message{
		de: "Der Durchgang ist vorbei",
		fr: "la taille est finie",
	}

	// The warnings of a bet placed (tutor/quiz's odds, said without the
	// high card, which free play does not offer).
	PlayWarnCostly = Message{
		de: "Vorsicht, teurer Einsatz: Die Bank hat darauf {0} Vorteil über seine ganze Dauer ({1} je Entscheidung) – zu Beginn eines Durchgangs kostet kein Einsatz mehr als {2}.",
		fr: "Attention, mise chère\u00a0: l’avantage de la banque y est de {0} sur toute sa durée ({1} par règlement) – au début d’une taille, aucune mise ne coûte plus de {2}.",
	}
	PlayWarnCostlyOnce = Message{
		de: "Vorsicht, teurer Einsatz: Die Bank hat darauf {0} Vorteil – zu Beginn eines Durchgangs kostet kein Einsatz mehr als {1}.",
		fr: "Attention, mise chère\u00a0: l’avantage de la banque y est de {0} – au début d’une taille, aucune mise ne coûte plus de {1}.",
	}
	PlayWarnCostlyCall = Message{
		de: "Vorsicht, teure Ansage: Die Bank hat darauf {0} Vorteil – zu Beginn eines Durchgangs kostet kein Einsatz mehr als {1}. Die Ansage ist ein Glücksschuss: kleine Einsätze!",
		fr: "Attention, appel cher\u00a0: l’avantage de la banque y est de {0} – au début d’une taille, aucune mise ne coûte plus de {1}. L’appel est un coup de chance\u00a0: petites mises\u00a0!",
	}

	// Lines of free Faro play that cannot be read.
	SandboxMoveNoStake = Message{
		de: "Es fehlt der Einsatz, etwa „4 auf 9“ – oder zum Ändern „die 9 auf 6 erhöhen“.",
		fr: "Il manque la mise, par exemple «\u00a04 sur 9\u00a0» – ou pour la changer «\u00a0change le 9 à 6\u00a0».",
	}
	SandboxCallNoStake = Message{
		de: "Es fehlt der Einsatz der Ansage: nach den drei Werten, etwa „{0} 2“.",
		fr: "Il manque la mise de l’appel\u00a0: après les trois rangs, par exemple «\u00a0{0} 2\u00a0».",
	}
	SandboxMoveBadAmount = Message{
		de: "„{0}“ ist kein Einsatz.",
		fr: "«\u00a0{0}\u00a0» n’est pas une mise.",
	}
	SandboxMoveNotRank = Message{
		de: "„{0}“ ist kein Wert des Tableaus (A, 2 … 10, B, D, K).",
		fr: "«\u00a0{0}\u00a0» n’est pas un rang du tableau (A, 2 … 10, V, D, R).",
	}
	SandboxMoveNoSpot = Message{
		de: "Auf welchen Wert? Etwa „4 auf 9“ oder „4 auf den Buben“.",
		fr: "Sur quel rang\u00a0? Par exemple «\u00a04 sur 9\u00a0» ou «\u00a04 sur le valet\u00a0».",
	}
	SandboxMoveTooMany = Message{
		de: "Ein Einsatz liegt auf einem Wert oder, als Split, zwischen zwei benachbarten.",
		fr: "Une mise porte sur un rang ou, à cheval, sur deux rangs voisins.",
	}
	SandboxMoveTooManyPharaon = Message{
		de: "Im Pharaon gilt ein Pronostic einem einzigen Wert, etwa „2 auf 5“.",
		fr: "Au pharaon, un pronostic porte sur un seul rang, par exemple «\u00a02 sur 5\u00a0».",
	}
	SandboxMoveCallShape = Message{
		de: "Eine Ansage nennt drei Werte (oder die ersten zwei), jeden an seinem Platz: Bankkarte, Spielerkarte, Hock.",
		fr: "Un appel nomme trois rangs (ou les deux premiers), chacun à sa place\u00a0: perdante, gagnante, hock.",
	}
)
