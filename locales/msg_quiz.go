package locales

// Messages of the quiz.
var (
	QuizAnswerUnsaved = Message{
		de: "Gezählt – aber nur in dieser Sitzung, gespeichert ist das nicht.",
		fr: "Compté – pour cette session seulement, ce n’est pas enregistré.",
	}
	QuizAskBest = Message{
		de: "{0} spielt {1}. Welche Aufnahme ist die beste?",
		fr: "{0} joue {1}. Quelle est la meilleure prise\u00a0?",
	}
	QuizAskCapture = Message{
		de: "{0} spielt {1}. Was nimmt die Karte?",
		fr: "{0} joue {1}. Que prend la carte\u00a0?",
	}
	// QuizAskCount asks how many cards of a rank are left, the rank named
	// in the plural ({0}: RankPlural's name).
	QuizAskCount = Message{
		de: "Wie viele {0} sind noch im Stapel?",
		fr: "Combien {0} reste-t-il dans le paquet\u00a0?",
	}
	QuizAskDead = Message{
		de: "Welche Werte sind jetzt tot?",
		fr: "Quels rangs sont maintenant épuisés\u00a0?",
	}
	QuizAskLegalLay = Message{
		de: "Darf {0} die Karte {1} einfach offen auf den Tisch legen?",
		fr: "Est-ce permis\u00a0: {0} pose simplement {1} sur le tapis\u00a0?",
	}
	QuizAskLegalSplitBetween = Message{
		de: "Jetzt, vor Abzug {4}: Darf {0} {1} {1:Chip|Chips} zwischen {2} und {3} setzen?",
		fr: "Maintenant, avant la paire {4}, est-ce permis\u00a0: {0} mise {1} {1:jeton|jetons} à cheval sur {2} et {3}\u00a0?",
	}
	QuizAskLegalSplit = Message{
		de: "Darf {0} {1} {1:Chip|Chips} zwischen {2} und {3} setzen?",
		fr: "Est-ce permis\u00a0: {0} mise {1} {1:jeton|jetons} à cheval sur {2} et {3}\u00a0?",
	}
	// QuizAskLegalTake asks whether a card may take table cards; {3} is
	// how many it takes.
	QuizAskLegalTake = Message{
		de: "Darf {0} mit {1} {3:die Karte|die Karten} {2} nehmen?",
		fr: "Est-ce permis\u00a0: {0} prend {3:la carte|les cartes} {2} avec {1}\u00a0?",
	}
	QuizAskPayout = Message{
		de: "Was bringt die Ansage von {0}?",
		fr: "Que rapporte l’appel de {0}\u00a0?",
	}
	QuizAskScore = Message{
		de: "Wie viele Punkte macht {0} in dieser Runde?",
		fr: "Combien de points marque {0} dans cette manche\u00a0?",
	}
	QuizAskSettlement = Message{
		de: "Was gewinnt oder verliert jeder in diesem Abzug, die Bank eingeschlossen?",
		fr: "Que gagne ou perd chacun dans cette paire, banque comprise\u00a0?",
	}
	QuizAskSur = Message{
		de: "Kann {0} mit {1} einen Sur machen?",
		fr: "Un sur est-il possible pour {0} avec {1}\u00a0?",
	}
	QuizAskVariantNoSurWithJack = Message{
		de: "(Variante: kein Sur mit einem Buben.)",
		fr: "(Variante\u00a0: pas de sur avec un valet.)",
	}
	QuizBackToMenu = Message{
		de: "Zurück im Menü: „menü“ zeigt die Lektionen, „quiz“ beginnt ein neues Quiz, „statistik“ zeigt, was wieder dran ist.",
		fr: "Retour au menu : « menu » affiche les leçons, « quiz » lance un nouveau quiz, « statistiques » montre ce qui est à revoir.",
	}
	QuizBeforeTurn = Message{
		de: "Stand vor Abzug {0}, um den die Frage geht:",
		fr: "Avant la paire {0}, celle de la question\u00a0:",
	}
	QuizPicks = Message{
		de: "Die Themen und ihre Stufe wählt das Quiz nach deinen bisherigen Antworten.",
		fr: "Le quiz choisit les thèmes et leur niveau d’après vos réponses précédentes.",
	}
	QuizPicksLevel = Message{
		de: "Alle Fragen auf Stufe {0}; die Themen wählt das Quiz nach deinen bisherigen Antworten.",
		fr: "Toutes les questions au niveau {0} ; le quiz choisit les thèmes d’après vos réponses précédentes.",
	}
	QuizReplay = Message{
		de: "Dieselben Fragen kommen wieder mit:",
		fr: "Les mêmes questions reviennent avec :",
	}
	QuizRoundHand = Message{
		de: "{0} hält {1}.",
		fr: "{0} a en main {1}.",
	}
	QuizRoundStart = Message{
		de: "Zu Beginn der Runde:",
		fr: "Au début de la manche\u00a0:",
	}
	QuizRoundTable = Message{
		de: "Zu Beginn der Runde liegen auf dem Tisch: {0}.",
		fr: "Au début de la manche, sur le tapis\u00a0: {0}.",
	}
	QuizSoda = Message{
		de: "Soda: {0} – sie zählt nicht und ist aus dem Stapel.",
		fr: "Soda\u00a0: {0} – il ne compte pas et n’est plus dans le paquet.",
	}
	QuizBetCall = Message{
		de: "Ansage {1}, Einsatz {0}",
		fr: "appel {1}, mise {0}",
	}
	QuizBetCallWeight = Message{
		de: "Ansage {1}, Gewicht {0}",
		fr: "appel {1}, poids {0}",
	}
	QuizBetCoppered = Message{
		de: ", gecoppert",
		fr: ", mise cuivrée",
	}
	QuizBetSplit = Message{
		de: "{0} zwischen {1} und {2}",
		fr: "{0} à cheval sur {1} et {2}",
	}
	QuizCLIBadGame = Message{
		de: "Unbekanntes Spiel „{0}“: pharo, pharaon oder pasur.",
		fr: "Jeu inconnu «\u00a0{0}\u00a0»\u00a0: pharo, pharaon ou pasur.",
	}
	QuizCLIBadLevel = Message{
		de: "Die Stufe ist 1, 2 oder 3, nicht „{0}“.",
		fr: "Le niveau est 1, 2 ou 3, pas «\u00a0{0}\u00a0».",
	}
	QuizCLIBadN = Message{
		de: "Die Anzahl der Fragen ist 1 bis {1}, nicht „{0}“.",
		fr: "Le nombre de questions va de 1 à {1}, pas «\u00a0{0}\u00a0».",
	}
	QuizDone = Message{
		de: "Quiz vorbei: {0} von {1} richtig ({2}).",
		fr: "Quiz terminé\u00a0: {0} {0:bonne réponse|bonnes réponses} sur {1} ({2}).",
	}
	QuizDueFirst = Message{
		de: "Fällige Themen kommen zuerst: {0}.",
		fr: "Les thèmes à revoir passent d’abord\u00a0: {0}.",
	}
	QuizFailed = Message{
		de: "Die Frage ließ sich nicht erzeugen; das Quiz endet hier.",
		fr: "Impossible de générer la question\u00a0; le quiz s’arrête ici.",
	}
	QuizGameAll = Message{
		de: "alle Spiele",
		fr: "tous les jeux",
	}
	QuizGamePasur = Message{
		de: "Pasur",
		fr: "pasur",
	}
	QuizGamePharaon = Message{
		de: "Pharaon",
		fr: "pharaon",
	}
	QuizGamePharo = Message{
		de: "Pharo",
		fr: "pharo",
	}
	QuizHeader = Message{
		de: "Frage {0}/{1} · {2} · Stufe {3}",
		fr: "Question {0}/{1} · {2} · niveau {3}",
	}
	QuizHelp = Message{
		de: "ein Quiz mit erzeugten Fragen: SPIEL pharo, pharaon oder pasur, dann die Stufe 1–3 und N Fragen, etwa „quiz pasur 2 5“",
		fr: "un quiz de questions générées\u00a0: JEU pharo, pharaon ou pasur, puis le niveau 1–3 et N questions, par exemple «\u00a0quiz pasur 2 5\u00a0»",
	}
	QuizHelpOdds = Message{
		de: "die genauen Chancen aus dem Kartenzähler (Pharo und Pharaon)",
		fr: "les chances exactes d’après le compteur (pharo et pharaon)",
	}
	QuizHelpStats = Message{
		de: "die Quiz-Statistik: Trefferquote je Thema, was fällig ist",
		fr: "les statistiques du quiz\u00a0: taux de réussite par thème, ce qui est à revoir",
	}
	QuizHelpArg = Message{
		de: "[SPIEL] [1–3] [N]",
		fr: "[JEU] [1–3] [N]",
	}
	QuizMemoryRecovered = Message{
		de: "Die Quiz-Datei war beschädigt; sie liegt jetzt unter {0}. Das Quiz beginnt mit leerem Gedächtnis.",
		fr: "Le fichier du quiz était abîmé\u00a0; il est maintenant sous {0}. Le quiz repart d’une mémoire vide.",
	}
	QuizMemorySaveFailed = Message{
		de: "Quiz-Ergebnisse konnten nicht gespeichert werden: {0}",
		fr: "Impossible d’enregistrer les résultats du quiz\u00a0: {0}",
	}
	QuizMemoryUnavailable = Message{
		de: "Die Quiz-Datei {0} ist nicht lesbar; die Ergebnisse gelten nur für diese Sitzung.",
		fr: "Le fichier du quiz {0} est illisible\u00a0; les résultats ne valent que pour cette session.",
	}
	QuizMenu = Message{
		de: "Quiz: „quiz pharo“, „quiz pharaon“, „quiz pasur“ · {0} {0:Thema|Themen} fällig · „statistik“",
		fr: "Quiz\u00a0: «\u00a0quiz pharo\u00a0», «\u00a0quiz pharaon\u00a0», «\u00a0quiz pasur\u00a0» · {0} {0:thème|thèmes} à revoir · «\u00a0statistiques\u00a0»",
	}
	QuizNextDue = Message{
		de: "Nächste Wiederholung des Themas „{0}“: {1}.",
		fr: "Prochaine révision du thème «\u00a0{0}\u00a0»\u00a0: {1}.",
	}
	QuizNoUndo = Message{
		de: "Im Quiz gibt es kein Zurück; „weiter“ überspringt die Frage (zählt als falsch).",
		fr: "Pas de retour en arrière dans le quiz\u00a0; «\u00a0passer\u00a0» saute la question (compte comme faux).",
	}
	QuizNotNow = Message{
		de: "„{0}“ würde die Antwort verraten – erst antworten.",
		fr: "«\u00a0{0}\u00a0» trahirait la réponse – répondez d’abord.",
	}
	QuizCitePronostics = Message{
		de: "Pronostics",
		fr: "pronostics",
	}
	QuizNoteGone = Message{
		de: "Ein verlorener Einsatz liegt nicht mehr auf dem Tableau – die Bank hat ihn kassiert, nach einem Doublet die Hälfte, und die andere Hälfte ging an den Spieler zurück; kommt sein Wert wieder, ändert das für ihn nichts",
		fr: "Une mise perdue n’est plus sur le tableau – la banque l’a ramassée, ou, après un doublet, en a pris la moitié et rendu l’autre ; quand son rang revient, rien ne change pour elle",
	}
	QuizNoteResolved = Message{
		de: "Ein Pronostic wird entschieden, wenn sein Wert zum ersten Mal kommt, und ist dann fort; kommt der Wert wieder, ändert das nichts mehr",
		fr: "Un pronostic se résout la première fois que son rang sort, puis il disparaît ; quand ce rang revient, plus rien ne change",
	}
	QuizNoteStayed = Message{
		de: "Ein Einsatz, der gewonnen hat, bleibt liegen, solange sein Besitzer ihn nicht wegnimmt, und gilt im nächsten Abzug wieder",
		fr: "Une mise gagnante reste sur le tableau tant que son joueur ne la retire pas, et elle joue de nouveau à la paire suivante",
	}
	QuizNoteUntouchedPharaon = Message{
		de: "Pronostics auf alle anderen Werte warten unverändert",
		fr: "Les pronostics sur les autres rangs restent en attente sans changement",
	}
	QuizNoteUntouchedPharo = Message{
		de: "Einsätze auf alle anderen Werte bleiben einfach liegen, der Abzug ändert an ihnen nichts",
		fr: "Les mises sur tous les autres rangs restent simplement en place, la paire n’y change rien",
	}
	QuizPasurAnd = Message{
		de: " und ",
		fr: " et ",
	}
	QuizPasurAny = Message{
		de: "Jede dieser Aufnahmen ist erlaubt; die Karte muss nehmen.",
		fr: "Chacune de ces prises est permise\u00a0; la carte doit prendre.",
	}
	QuizPasurBest = Message{
		de: "Die beste Aufnahme ist {0}: zuerst zählen die Punkte (ein Sur 5), dann mehr Karten, dann mehr Kreuz.",
		fr: "La meilleure prise est {0}\u00a0: d’abord les points (un sur vaut 5), puis plus de cartes, puis plus de trèfles.",
	}
	QuizPasurCaptures = Message{
		de: "{0} hat {1} {1:mögliche Aufnahme|mögliche Aufnahmen}:",
		fr: "{0} a {1} {1:prise possible|prises possibles}\u00a0:",
	}
	QuizPasurJack = Message{
		de: "{0} (ein Bube nimmt alles außer Königen und Damen)",
		fr: "{0} (un valet prend tout sauf les rois et les dames)",
	}
	QuizPasurLayOk = Message{
		de: "{0} kann nichts nehmen: Anlegen ist erlaubt.",
		fr: "{0} ne peut rien prendre\u00a0: elle peut être posée.",
	}
	QuizPasurNone = Message{
		de: "{0} kann nichts nehmen – die Karte wird offen auf den Tisch gelegt.",
		fr: "{0} ne peut rien prendre – la carte est posée sur le tapis.",
	}
	QuizPasurRank = Message{
		de: "{0} (gleicher Wert: {1} nimmt {1})",
		fr: "{0} (même rang\u00a0: {1} prend {1})",
	}
	QuizPasurRefused = Message{
		de: "Nicht erlaubt: {0}",
		fr: "Pas permis\u00a0: {0:clause}",
	}
	QuizPasurSum = Message{
		de: "{0} ({1})",
		fr: "{0} ({1})",
	}
	QuizPasurSurDenied = Message{
		de: "Nein: {0} räumt den Tisch zwar ab, aber es gibt keinen Sur: {1}",
		fr: "Non\u00a0: {0} vide bien le tapis, mais ce n’est pas un sur\u00a0: {1:clause}",
	}
	QuizPasurSurNo = Message{
		de: "Nein: Nach jeder Aufnahme von {0} bleibt etwas auf dem Tisch.",
		fr: "Non\u00a0: après chaque prise de {0}, il reste quelque chose sur le tapis.",
	}
	QuizPasurSurYes = Message{
		de: "Ja: {0} nimmt {1} und räumt den Tisch ab – ein Sur, 5 Punkte.",
		fr: "Oui\u00a0: {0} prend {1} et vide le tapis – un sur, 5 points.",
	}
	QuizPasurTable = Message{
		de: "Auf dem Tisch: {0}.",
		fr: "Sur le tapis\u00a0: {0}.",
	}
	QuizPasurTakeOk = Message{
		de: "Das ist eine der erlaubten Aufnahmen.",
		fr: "C’est une des prises permises.",
	}
	QuizPasurValue = Message{
		de: "{0} {0:Punkt|Punkte}, {1} {1:Karte|Karten}, {2} Kreuz",
		fr: "{0} {0:point|points}, {1} {1:carte|cartes}, {2} {2:trèfle|trèfles}",
	}
	QuizPasurValueBase = Message{
		de: "Gezählt wird, was auf den Aufnahmestapel kommt: die genommenen Karten und die gespielte Karte {0}.",
		fr: "On compte ce qui va sur la pile de prises\u00a0: les cartes ramassées et la carte jouée, {0}.",
	}
	QuizPasurWithSur = Message{
		de: "(mit Sur)",
		fr: "(avec sur)",
	}
	QuizPrompt = Message{
		de: "Quiz",
		fr: "Quiz",
	}
	quizRankJack = Message{
		de: "B",
		fr: "V",
	}
	quizRankKing = Message{
		de: "K",
		fr: "R",
	}
	quizRankQueen = Message{
		de: "D",
		fr: "D",
	}
	QuizRightHinted = Message{
		de: "Richtig – mit Hinweis.",
		fr: "Juste – avec un indice.",
	}
	QuizScoreAces = Message{
		de: "Asse: {0} ({1}) → {2}",
		fr: "As\u00a0: {0} ({1}) → {2}",
	}
	QuizScoreBonus = Message{
		de: "Darin die übrigen Tischkarten der letzten Aufnahme: {0} (nie ein Sur).",
		fr: "Dont les cartes restées sur le tapis (dernière prise)\u00a0: {0} (jamais un sur).",
	}
	QuizScoreClubs = Message{
		de: "Kreuz: {0} (7 oder mehr bringen 7) → {1}",
		fr: "Trèfles\u00a0: {0} (sept ou plus rapportent 7) → {1}",
	}
	QuizScoreJacks = Message{
		de: "Buben: {0} ({1}) → {2}",
		fr: "Valets\u00a0: {0} ({1}) → {2}",
	}
	QuizScoreNoAces = Message{
		de: "Asse: keine → 0",
		fr: "As\u00a0: aucun → 0",
	}
	QuizScoreNoJacks = Message{
		de: "Buben: keine → 0",
		fr: "Valets\u00a0: aucun → 0",
	}
	QuizScorePileEmpty = Message{
		de: "{0} hat in dieser Runde nichts aufgenommen.",
		fr: "{0} n’a rien pris dans cette manche.",
	}
	QuizScorePile = Message{
		de: "Aufnahmestapel von {0}: {1} ({2} {2:Karte|Karten}).",
		fr: "Cartes prises par {0}\u00a0: {1} ({2} {2:carte|cartes}).",
	}
	QuizScoreSevenDiamonds = Message{
		de: "Karo-7 (Variante) → {0}",
		fr: "7 de carreau (variante) → {0}",
	}
	QuizScoreSurs = Message{
		de: "Surs: {0} × 5 → {1}",
		fr: "Surs\u00a0: {0} × 5 → {1}",
	}
	QuizScoreTenDiamonds = Message{
		de: "Karo-10: {0} → {1}",
		fr: "10 de carreau\u00a0: {0} → {1}",
	}
	QuizScoreTotal = Message{
		de: "Summe: {0}.",
		fr: "Total\u00a0: {0}.",
	}
	QuizScoreTwoClubs = Message{
		de: "Kreuz-2: {0} → {1}",
		fr: "2 de trèfle\u00a0: {0} → {1}",
	}
	QuizSkipped = Message{
		de: "Übersprungen – zählt als falsch. Richtig ist: {0}",
		fr: "Question passée – elle compte comme fausse. La bonne réponse\u00a0: {0}",
	}
	QuizTitle = Message{
		de: "Quiz: {0}, {1} {1:Frage|Fragen}",
		fr: "Quiz : {0}, {1} {1:question|questions}",
	}
	QuizTitleFixed = Message{
		de: "Quiz: {0}, {1} {1:Frage|Fragen} – feste Übung Nr. {2}, Stufe {3}",
		fr: "Quiz : {0}, {1} {1:question|questions} – exercice fixe n° {2}, niveau {3}",
	}
	QuizTopicPasurBest = Message{
		de: "Die beste Aufnahme",
		fr: "La meilleure prise",
	}
	QuizTopicPasurCapture = Message{
		de: "Was die Karte nimmt",
		fr: "Ce que prend la carte",
	}
	QuizTopicPasurLegal = Message{
		de: "Erlaubte Züge",
		fr: "Coups permis",
	}
	QuizTopicPasurScore = Message{
		de: "Wertung einer Runde",
		fr: "Décompte d’une manche",
	}
	QuizTopicPasurSur = Message{
		de: "Sur oder nicht",
		fr: "Sur ou pas",
	}
	QuizTopicPharaonCall = Message{
		de: "Ansage, auch Foster: rot/schwarz",
		fr: "Appel final et couleurs de Foster",
	}
	QuizTopicPharaonCopper = Message{
		de: "Gecopperte Pronostics",
		fr: "Pronostics cuivrés",
	}
	QuizTopicPharaonDoublet = Message{
		de: "Doublets beim Pharaon",
		fr: "Doublets au pharaon",
	}
	QuizTopicPharaonResolved = Message{
		de: "Pronostics: einmal entschieden",
		fr: "Pronostics résolus une seule fois",
	}
	QuizTopicPharaonSingle = Message{
		de: "Gewöhnliche Pronostics",
		fr: "Pronostics ordinaires",
	}
	QuizTopicPharoCall = Message{
		de: "Reihenfolge ansagen",
		fr: "Appel de l’ordre final",
	}
	QuizTopicPharoCasekeeper = Message{
		de: "Kartenzähler und tote Werte",
		fr: "Compteur et rangs épuisés",
	}
	QuizTopicPharoCopper = Message{
		de: "Gecopperte Einsätze",
		fr: "Mises cuivrées",
	}
	QuizTopicPharoDoublet = Message{
		de: "Doublets",
		fr: "Doublets",
	}
	QuizTopicPharoHighCard = Message{
		de: "Hohe Karte",
		fr: "Haute carte",
	}
	QuizTopicPharoSingle = Message{
		de: "Einfache Einsätze",
		fr: "Mises simples",
	}
	QuizTopicPharoSplit = Message{
		de: "Split zwischen zwei Karten",
		fr: "Mise à cheval",
	}
	QuizTopicPharoStanding = Message{
		de: "Stehende Einsätze",
		fr: "Mises laissées sur le tableau",
	}
	QuizTurnsDrawn = Message{
		de: "Abzüge 1 bis {0} sind gezogen, ohne Einsätze. Im Stapel sind noch: {1}.",
		fr: "Les paires 1 à {0} sont tirées, sans mises. Restent dans le paquet\u00a0: {1}.",
	}
	QuizUnknownArg = Message{
		de: "„{0}“ verstehe ich nicht. So geht es: quiz [pharo|pharaon|pasur] [Stufe 1–3] [Anzahl]",
		fr: "Je ne comprends pas «\u00a0{0}\u00a0». Ainsi\u00a0: quiz [pharo|pharaon|pasur] [niveau 1–3] [nombre]",
	}
)

// Messages of the quiz about its memory file.
var (
	QuizMemoryNewer = Message{
		de: "Die Quiz-Datei {0} stammt von einer neueren Version von croupier (Dateiformat {1}); dieses croupier ist älter. Es lässt die Datei, wie sie ist, und speichert keine Antwort dieser Sitzung. Aktualisiere croupier, dann geht nichts verloren.",
		fr: "Le fichier du quiz {0} vient d’une version plus récente de croupier (format {1})\u00a0; ce croupier est plus ancien. Il laisse le fichier tel quel et n’enregistre aucune réponse de cette session. Mettez croupier à jour pour ne rien perdre.",
	}
	QuizMemoryCorruptStuck = Message{
		de: "Die Quiz-Datei {0} ist beschädigt, und croupier konnte sie nicht beiseitelegen; sie bleibt, wie sie ist. Das Quiz beginnt mit leerem Gedächtnis.",
		fr: "Le fichier du quiz {0} est abîmé, et croupier n’a pas pu le mettre de côté\u00a0; il reste tel quel. Le quiz repart d’une mémoire vide.",
	}
	QuizMemoryInMemory = Message{
		de: "Bis das behoben ist, gelten deine Antworten nur in dieser Sitzung; croupier versucht nach jeder Antwort, sie zu speichern.",
		fr: "En attendant, vos réponses ne valent que pour cette session\u00a0; croupier tente de les enregistrer après chaque réponse.",
	}
	QuizMemorySavedAgain = Message{
		de: "Jetzt sind die Quiz-Ergebnisse wieder gespeichert.",
		fr: "Les résultats du quiz sont de nouveau enregistrés.",
	}
	QuizNextDueUnsaved = Message{
		de: "Nächste Wiederholung des Themas „{0}“: {1} – aber nur in dieser Sitzung, gespeichert ist das nicht.",
		fr: "Prochaine révision du thème «\u00a0{0}\u00a0»\u00a0: {1} – pour cette session seulement, ce n’est pas enregistré.",
	}
	QuizUnsavedBye = Message{
		de: "Die Quiz-Ergebnisse dieser Sitzung sind nicht gespeichert: {0}",
		fr: "Les résultats du quiz de cette session ne sont pas enregistrés\u00a0: {0}",
	}
)
