package locales

// Messages of lessons: questions, answers and feedback.
var (
	AnswerLay = Message{
		de: "{0} legen",
		fr: "poser {0}",
	}
	// LabelValue is a label and its value: "Dan: 4 auf 9", "Du: Asse 1 …".
	LabelValue = Message{
		de: "{0}: {1}",
		fr: "{0}\u00a0: {1}",
	}
	CommandOrAnswer = Message{
		de: "Meinst du den Befehl „{0}“ oder Antwort {1})? Für den Befehl schreib „{2}“, für die Antwort „{1}“.",
		fr: "Vous voulez dire la commande «\u00a0{0}\u00a0» ou la réponse {1})\u00a0? Pour la commande, écrivez «\u00a0{2}\u00a0», pour la réponse «\u00a0{1}\u00a0».",
	}
	StuckOffer = Message{
		de: "Das konnte ich jetzt dreimal nicht lesen. „tipp“ gibt dir einen Hinweis, „weiter“ überspringt die Frage und zeigt die Antwort.",
		fr: "Je n’ai pas pu lire ces trois réponses. «\u00a0indice\u00a0» vous donne un indice, «\u00a0passer\u00a0» saute la question et montre la réponse.",
	}
	AnswerNo = Message{
		de: "nein",
		fr: "non",
	}
	answerNone = Message{
		de: "keine",
		fr: "aucun",
	}
	AnswerNothing = Message{
		de: "nichts – keiner gewinnt oder verliert",
		fr: "rien – personne ne gagne ni ne perd",
	}
	answerTake = Message{
		de: "{0} nimmt {1}",
		fr: "{0} prend {1}",
	}
	AnswerYes = Message{
		de: "ja",
		fr: "oui",
	}
	captureBadGroups = Message{
		de: "Die genommenen Karten ergeben zusammen {0}; das lässt sich nicht in Gruppen zu je {1} teilen, die mit {2} je 11 ergeben.",
		fr: "Les cartes prises font {0} en tout\u00a0; impossible de les répartir en groupes de {1} qui font 11 chacun avec {2}.",
	}
	captureBadSum = Message{
		de: "{0} – nicht 11.",
		fr: "{0} – pas 11.",
	}
	captureCannotSplit = Message{
		de: "{0} lassen sich nicht in Gruppen teilen, die mit {1} je 11 ergeben.",
		fr: "{0}\u00a0: impossible de les répartir en groupes qui font 11 chacun avec {1}.",
	}
	captureCannotTake = Message{
		de: "{0} kann {1} nicht nehmen.",
		fr: "{0} ne peut pas prendre {1}.",
	}
	captureFaceInSum = Message{
		de: "{0} zählt in keiner Summe mit: Bilder zählen nie.",
		fr: "{0} ne compte dans aucune somme\u00a0: les figures ne comptent jamais.",
	}
	captureMustTake = Message{
		de: "{0} kann hier etwas nehmen – gelegt wird nur eine Karte, die nichts nehmen kann.",
		fr: "{0} peut prendre quelque chose ici – on ne pose qu’une carte qui ne peut rien prendre.",
	}
	captureNotOnTable = Message{
		de: "{0} liegt nicht auf dem Tisch.",
		fr: "{0} n’est pas sur le tapis.",
	}
	captureTakeMore = Message{
		de: "{0} nimmt mehr – da fehlt noch etwas.",
		fr: "{0} prend davantage – il manque quelque chose.",
	}
	captureTooHigh = Message{
		de: "{0} ist zu hoch: Mit {1} bleibt für eine Gruppe höchstens {2}.",
		fr: "{0} est trop fort\u00a0: avec {1}, un groupe vaut au plus {2}.",
	}
	CasekeeperAfterAnswer = Message{
		de: "(Den Kartenzähler zeige ich nach der Antwort – jetzt würde er sie verraten.)",
		fr: "(Le compteur sera montré après la réponse – maintenant, il la donnerait.)",
	}
	DealBegins = Message{
		de: "{0}. Durchgang: Die Bank wandert nach links.",
		fr: "Taille {0}\u00a0: la banque passe à gauche.",
	}
	DiffDeadMissing = Message{
		de: "Es {0:fehlt|fehlen} noch {0} {0:toter Wert|tote Werte}.",
		fr: "Il manque encore {0} {0:rang épuisé|rangs épuisés}.",
	}
	DiffMissing = Message{
		de: "{0} fehlt in deiner Antwort – auch für {0} ändert sich etwas.",
		fr: "{0} manque dans votre réponse – pour {0} aussi, quelque chose change.",
	}
	DiffNotDead = Message{
		de: "{0} ist nicht tot: Davon kommt noch mindestens eine Karte.",
		fr: "{0} n’est pas épuisé\u00a0: il en reste au moins une carte.",
	}
	DiffSign = Message{
		de: "{0}? Die Richtung stimmt nicht.",
		fr: "{0}\u00a0? C’est dans l’autre sens.",
	}
	DiffSignValue = Message{
		de: "{0}: Die Richtung stimmt nicht.",
		fr: "{0}\u00a0: c’est dans l’autre sens.",
	}
	DiffCount = Message{
		de: "Nicht {0}.",
		fr: "Non, pas {0}.",
	}
	DiffValue = Message{
		de: "{0} – das stimmt nicht.",
		fr: "{0}\u00a0: c’est inexact.",
	}
	// DiffPartOnly: the learner's amount for a player is what one (or
	// some) of the player's bets decided in the turn, not all of them:
	// true as far as it goes, so not called wrong ("Ida gewinnt 6 Chips –
	// das stimmt nicht." was said of Ida's ace, which did win 6).
	DiffPartOnly = Message{
		de: "{0} – das ist nur ein Teil: Dieser Abzug entscheidet mehr als einen Einsatz von {1}.",
		fr: "{0}\u00a0: ce n’est qu’une partie – {1} a plus d’une mise décidée par cette paire.",
	}
	DiffWins = Message{
		de: "{0} gewinnt {1}",
		fr: "{0} gagne {1}",
	}
	DiffLoses = Message{
		de: "{0} verliert {1}",
		fr: "{0} perd {1}",
	}
	DiffQuoted = Message{
		de: "„{0}“ – das stimmt nicht.",
		fr: "«\u00a0{0}\u00a0»\u00a0: c’est inexact.",
	}
	DiffStandings = Message{
		de: "Bei {0} stimmt der Stand nicht.",
		fr: "Pour {0}, le solde est inexact.",
	}
	DiffNoChange = Message{
		de: "Für {0} ändert sich hier doch etwas.",
		fr: "Pour {0}, quelque chose change bel et bien.",
	}
	DiffPlayers = Message{
		de: "Bei {0} stimmt der Betrag nicht.",
		fr: "Pour {0}, le montant est inexact.",
	}
	DiffScore = Message{
		de: "{0} {0:Punkt|Punkte} für „{1}“ – das stimmt nicht.",
		fr: "{0} {0:point|points} pour «\u00a0{1}\u00a0»\u00a0: c’est inexact.",
	}
	DiffScoreOf = Message{
		de: "{0}: {1} {1:Punkt|Punkte} für „{2}“ – das stimmt nicht.",
		fr: "{0}\u00a0: {1} {1:point|points} pour «\u00a0{2}\u00a0», c’est inexact.",
	}
	DiffStanding = Message{
		de: "Stand {0} – das stimmt nicht.",
		fr: "Solde {0}\u00a0: c’est inexact.",
	}
	// DiffSideOf names a partnership by one of its players in a score's
	// verdict, at the head of the sentence: Pasur 16 asks about „die Seite
	// von Eva“, and „Eva: 3 Punkte insgesamt“ spoke of her alone.
	DiffSideOf = Message{
		de: "Die Seite von {0}",
		fr: "Le camp de {0}",
	}
	DiffScoreTotal = Message{
		de: "{0}: {1} {1:Punkt|Punkte} insgesamt – das stimmt nicht.",
		fr: "{0}\u00a0: {1} {1:point|points} en tout, c’est inexact.",
	}
	DiffNotPlayer = Message{
		de: "Nicht {0}.",
		fr: "Ce n’est pas {0}.",
	}
	DiffTheBank = Message{
		de: "die Bank",
		fr: "la banque",
	}
	eventBackAfterWin = Message{
		de: "{0}, {1}: Wert tot ({2}) – der Einsatz hat noch gewonnen und kommt jetzt zurück",
		fr: "{0}, {1}\u00a0: rang épuisé ({2}) – la mise a encore gagné et revient maintenant au joueur",
	}
	eventBackAfterWinEnd = Message{
		de: "{0}, {1}: Ende des Durchgangs – der Einsatz hat noch gewonnen und kommt jetzt zurück",
		fr: "{0}, {1}\u00a0: fin de la taille – la mise a encore gagné et revient maintenant au joueur",
	}
	eventWonThenDead = Message{
		de: "{0}; danach ist der Wert tot, und der Einsatz kommt zurück",
		fr: "{0}\u00a0; le rang est alors épuisé, et la mise est rendue",
	}
	eventWonThenEnd = Message{
		de: "{0}; der Durchgang ist zu Ende, und der Einsatz kommt zurück",
		fr: "{0}\u00a0; la taille est finie, et la mise est rendue",
	}
	FaroOnly = Message{
		de: "Den Kartenzähler gibt es nur bei Pharo und Pharaon.",
		fr: "Le compteur n’existe qu’au pharo et au pharaon.",
	}
	formatCapture = Message{
		de: "(Antwort z. B.: nehme {0} – oder: lege, wenn die Karte nichts nehmen kann)",
		fr: "(Réponse p. ex.\u00a0: je prends {0} – ou\u00a0: je pose, si la carte ne peut rien prendre)",
	}
	formatChoice = Message{
		de: "(Antwort: ein Buchstabe ({0}) – oder der Text einer Möglichkeit)",
		fr: "(Réponse\u00a0: une lettre ({0}) – ou le texte d’une proposition)",
	}
	formatChoiceValue = Message{
		de: "(Antwort: ein Buchstabe ({0}) – oder die Antwort selbst)",
		fr: "(Réponse\u00a0: une lettre ({0}) – ou la réponse elle-même)",
	}
	formatAmountHeld = Message{
		de: "(Antwort: eine Zahl, z. B. {0})",
		fr: "(Réponse\u00a0: un nombre, p. ex. {0})",
	}
	formatBets = Message{
		de: "(Antwort z. B.: {0} {2} auf {3}; {1} {4} auf {5} gecoppert – liegt keiner: keine)",
		fr: "(Réponse p. ex.\u00a0: {0} {2} sur {3}\u00a0; {1} {4} sur {5} cuivré – s’il n’y en a pas\u00a0: aucune)",
	}
	formatBetsOne = Message{
		de: "(Antwort z. B.: {0} {1} auf {2} – liegt keiner: keine)",
		fr: "(Réponse p. ex.\u00a0: {0} {1} sur {2} – s’il n’y en a pas\u00a0: aucune)",
	}
	formatBetsPlain = Message{
		de: "(Antwort: die Einsätze, je Spieler Betrag und Wert – liegt keiner: keine)",
		fr: "(Réponse\u00a0: les mises, pour chaque joueur montant et rang – s’il n’y en a pas\u00a0: aucune)",
	}
	formatStanding = Message{
		de: "(Antwort z. B.: {0})",
		fr: "(Réponse p. ex.\u00a0: {0})",
	}
	formatStandingPlain = Message{
		de: "(Antwort: für jeden ein Stand)",
		fr: "(Réponse\u00a0: un solde pour chacun)",
	}
	formatWinner = Message{
		de: "(Antwort: ein Name – bei Gleichstand alle Namen, z. B. {0} – oder: unentschieden)",
		fr: "(Réponse\u00a0: un nom – en cas d’égalité, tous les noms, p. ex. {0} – ou\u00a0: match nul)",
	}
	formatWinnerPlain = Message{
		de: "(Antwort: ein Name – bei Gleichstand alle Namen – oder: unentschieden)",
		fr: "(Réponse\u00a0: un nom – en cas d’égalité, tous les noms – ou\u00a0: match nul)",
	}
	formatOdds = Message{
		de: "(Antwort: ein Bruch wie {0}, Prozent wie {1} % oder eine Dezimalzahl wie {2})",
		fr: "(Réponse\u00a0: une fraction comme {0}, un pourcentage comme {1}\u00a0% ou un nombre décimal comme {2})",
	}
	formatCards = Message{
		de: "(Antwort: die Karten, z. B. {0} – wenn keine: keine)",
		fr: "(Réponse\u00a0: les cartes, p. ex. {0} – s’il n’y en a pas\u00a0: aucune)",
	}
	FormatCount = Message{
		de: "(Antwort: eine Zahl)",
		fr: "(Réponse\u00a0: un nombre)",
	}
	formatDead = Message{
		de: "(Antwort: Werte, z. B. {0} – oder: keine)",
		fr: "(Réponse\u00a0: des rangs, p. ex. {0} – ou\u00a0: aucun)",
	}
	FormatYesNo = Message{
		de: "(Antwort: ja oder nein)",
		fr: "(Réponse\u00a0: oui ou non)",
	}
	formatPayout = Message{
		de: "(Antwort: ein Betrag, z. B. {0} oder {1})",
		fr: "(Réponse\u00a0: un montant, p. ex. {0} ou {1})",
	}
	formatScore = Message{
		de: "(Antwort z. B.: {0} {1}, {2} {3}, {4} {5} – oder nur die Summe)",
		fr: "(Réponse p. ex.\u00a0: {0} {1}, {2} {3}, {4} {5} – ou le total seul)",
	}
	formatSettlement = Message{
		de: "(Antwort z. B.: {0} {2}, {1} {3} – die Bank ergibt sich daraus – oder: {0} {4}, {1} {5}; ändert sich nichts: nichts)",
		fr: "(Réponse p. ex.\u00a0: {0} {2}, {1} {3} – la banque s’en déduit – ou\u00a0: {0} {4}, {1} {5}\u00a0; si rien ne change\u00a0: rien)",
	}
	formatSettlementOne = Message{
		de: "(Antwort z. B.: {0} {1} – die Bank ergibt sich daraus – oder: {0} {2}; ändert sich nichts: nichts)",
		fr: "(Réponse p. ex.\u00a0: {0} {1} – la banque s’en déduit – ou\u00a0: {0} {2}\u00a0; si rien ne change\u00a0: rien)",
	}
	formatSettlementSession = Message{
		de: "(Antwort z. B.: {0} {2}, {1} {3} – für jeden, was er seit Beginn gewonnen oder verloren hat; wer fehlt, ergibt sich aus den anderen)",
		fr: "(Réponse p. ex.\u00a0: {0} {2}, {1} {3} – pour chacun, ce qu’il a gagné ou perdu depuis le début\u00a0; celui qui manque se déduit des autres)",
	}
	formatSettlementAnyone = Message{
		de: "(Antwort: für jeden Spieler ein Betrag wie +4 oder −2 – die Bank ergibt sich daraus; ändert sich nichts: nichts)",
		fr: "(Réponse\u00a0: pour chaque joueur un montant comme +4 ou −2 – la banque s’en déduit\u00a0; si rien ne change\u00a0: rien)",
	}
	HintCapture = Message{
		de: "Mit {0} gibt es {1} {1:mögliche Aufnahme|mögliche Aufnahmen}.",
		fr: "Avec {0}, il y a {1} {1:prise possible|prises possibles}.",
	}
	HintCaptureFace = Message{
		de: "Welche Karten darf {0} nehmen – und welche davon liegen auf dem Tisch?",
		fr: "Quelles cartes {0} a-t-il le droit de prendre – et lesquelles sont sur le tapis\u00a0?",
	}
	HintCaptureNone = Message{
		de: "{0} kann hier nichts nehmen – dann wird die Karte angelegt.",
		fr: "{0} ne peut rien prendre ici – la carte est alors posée.",
	}
	HintCaptureSum = Message{
		de: "Welche Tischkarten ergeben mit {0} zusammen 11? Es dürfen mehrere Gruppen sein; Bilder zählen nie.",
		fr: "Quelles cartes du tapis font 11 avec {0}\u00a0? Plusieurs groupes sont permis\u00a0; les figures ne comptent jamais.",
	}
	HintChoice = Message{
		de: "Geh die Möglichkeiten einzeln durch: Welche passt zur Regel?",
		fr: "Lisez chaque proposition et confrontez-la à la règle.",
	}
	HintCount = Message{
		de: "Jeder Wert beginnt mit 4 Karten; zieh die Soda und jede gezeigte Karte ab.",
		fr: "Chaque rang commence à 4\u00a0; retranchez le soda et chaque carte montrée.",
	}
	HintDead = Message{
		de: "Ein Wert ist tot, wenn keine Karte davon mehr kommt (Zähler 0).",
		fr: "Un rang est épuisé quand il n’en reste plus aucune carte (compte 0).",
	}
	HintLegal = Message{
		de: "Überlege, welche Regel die Aktion jetzt erlaubt oder verbietet.",
		fr: "Cherchez la règle qui permet ou interdit cette action maintenant.",
	}
	HintPayout = Message{
		de: "Richtig angesagt zahlt bei drei verschiedenen Werten 4:1, beim Cat-hop 2:1; falsch verliert den Einsatz.",
		fr: "Un appel juste paie 4 contre 1 avec trois rangs distincts, 2 contre 1 au cat-hop\u00a0; faux, il perd la mise.",
	}
	HintScore = Message{
		de: "Jedes Ass 1, jeder Bube 1, 2♣ 2, 10♦ 3, sieben oder mehr Kreuz 7, jeder Sur 5.",
		fr: "Chaque as 1, chaque valet 1, 2♣ 2, 10♦ 3, sept trèfles ou plus 7, chaque sur 5.",
	}
	HintSettlement = Message{
		de: "Schau, wer auf den Wert der Bankkarte und wer auf den der Spielerkarte gesetzt hat.",
		fr: "Regardez qui a misé sur le rang de la perdante et qui sur celui de la gagnante.",
	}
	HintSettlementDoublet = Message{
		de: "{0} und {1} haben denselben Wert – ein Doublet: Die Bank nimmt die Hälfte jedes Einsatzes auf diesen Wert, gecoppert oder nicht. Der Stand der Bank ändert sich um das Gegenteil der Summe aller Spieler.",
		fr: "{0} et {1} ont le même rang – un doublet\u00a0: la banque prend la moitié de toute mise sur ce rang, cuivrée ou non. Le solde de la banque varie à l’opposé du total des joueurs.",
	}
	HintSettlementDoubletPharaon = Message{
		de: "{0} und {1} haben denselben Wert – ein Doublet: Jeder Pronostic auf diesen Wert verliert die Hälfte seines Gewichts, gecoppert oder nicht. Der Stand der Bank ändert sich um das Gegenteil der Summe aller Spieler.",
		fr: "{0} et {1} ont le même rang – un doublet\u00a0: tout pronostic sur ce rang perd la moitié de son poids, cuivré ou non. Le solde de la banque varie à l’opposé du total des joueurs.",
	}
	HintSettlementTurnPharaon = Message{
		de: "Ein Pronostic auf den Wert der Bankkarte {0} verliert sein Gewicht, einer auf den der Spielerkarte {1} gewinnt es; gecopperte umgekehrt. Ein Pronostic, der schon einmal entschieden wurde, ist weg. Der Stand der Bank ändert sich um das Gegenteil der Summe aller Spieler.",
		fr: "Un pronostic sur le rang de la perdante {0} perd son poids, un pronostic sur celui de la gagnante {1} le gagne\u00a0; le cuivre inverse. Un pronostic déjà résolu est retiré. Le solde de la banque varie à l’opposé du total des joueurs.",
	}
	HintSettlementTurn = Message{
		de: "Die Bankkarte {0} verliert für alle Einsätze auf ihren Wert, die Spielerkarte {1} gewinnt; gecopperte Einsätze umgekehrt. Der Stand der Bank ändert sich um das Gegenteil der Summe aller Spieler.",
		fr: "La perdante {0} fait perdre les mises sur son rang, la gagnante {1} les fait gagner\u00a0; le cuivre inverse. Le solde de la banque varie à l’opposé du total des joueurs.",
	}
	HintSur = Message{
		de: "Ein Sur räumt mit einer Aufnahme den ganzen Tisch ab. Schau, was danach noch liegt – und wie die Karten vom Tisch kamen.",
		fr: "Un sur vide tout le tapis par une prise. Regardez ce qui reste ensuite – et comment les cartes ont quitté le tapis.",
	}
	LessonBroken = Message{
		de: "Die Lektion „{0}“ lässt sich nicht abspielen.",
		fr: "La leçon «\u00a0{0}\u00a0» ne peut pas être jouée.",
	}
	LessonDone = Message{
		de: "Lektion „{0}“ geschafft ({1} {1:Fehler|Fehler}).",
		fr: "Leçon «\u00a0{0}\u00a0» terminée ({1} {1:erreur|erreurs}).",
	}
	LessonDoneSkipped = Message{
		de: "Lektion „{0}“ bis zum Ende gesehen, aber {1} von {2} {2:Frage|Fragen} übersprungen ({3} {3:Fehler|Fehler}). Geschafft ist sie, wenn du jede Frage beantwortet hast – öffne sie noch einmal.",
		fr: "Leçon «\u00a0{0}\u00a0» vue jusqu’au bout, mais {1} {1:question passée|questions passées} sur {2} ({3} {3:erreur|erreurs}). Elle sera terminée quand vous aurez répondu à chaque question\u00a0: rouvrez-la.",
	}
	LessonEmptyAnswer = Message{
		de: "Bitte antworte – oder „tipp“, „weiter“, „hilfe“.",
		fr: "Répondez – ou «\u00a0indice\u00a0», «\u00a0passer\u00a0», «\u00a0aide\u00a0».",
	}
	LessonRestarted = Message{
		de: "Die Lektion beginnt von vorn.",
		fr: "La leçon reprend au début.",
	}
	LessonResume = Message{
		de: "Weiter ab Schritt {0} von {1}.",
		fr: "Reprise à l’étape {0} sur {1}.",
	}
	MenuSkipped = Message{
		de: "({0} übersprungen)",
		fr: "({0} {0:passée|passées})",
	}
	NoQuestion = Message{
		de: "Gerade ist keine Frage offen.",
		fr: "Aucune question n’est en cours.",
	}
	NotBestCards = Message{
		de: "Eine andere Aufnahme bringt gleich viele Punkte, nimmt aber mehr Karten.",
		fr: "Une autre prise rapporte autant de points, mais prend plus de cartes.",
	}
	NotBestClubs = Message{
		de: "Eine andere Aufnahme bringt gleich viele Punkte und Karten, aber mehr Kreuz.",
		fr: "Une autre prise rapporte autant de points et de cartes, mais plus de trèfles.",
	}
	NotBestPoints = Message{
		de: "Eine andere Aufnahme bringt mehr Punkte.",
		fr: "Une autre prise rapporte plus de points.",
	}
	OptionWhyNot = Message{
		de: "Warum nicht {0})? {1}",
		fr: "Pourquoi pas {0})\u00a0? {1}",
	}
	PasurPileCards = Message{
		de: "{0}: {1} {1:Karte|Karten} genommen",
		fr: "{0}\u00a0: {1} {1:carte prise|cartes prises}",
	}
	PasurPilesCardsTitle = Message{
		de: "Aufnahmestapel – Surs und Punkte nach deiner Antwort",
		fr: "Piles de prises – surs et points après votre réponse",
	}
	refusalChoices = Message{
		de: "Möglich: {0}",
		fr: "Possible\u00a0: {0}",
	}
	refusalLimit = Message{
		de: "Grenze: {0}.",
		fr: "Limite\u00a0: {0}.",
	}
	refusalNeighbours = Message{
		de: "Neben {0} liegen: {1}.",
		fr: "Voisins de {0}\u00a0: {1}.",
	}
	refusalRemaining = Message{
		de: "Übrig sind: {0}.",
		fr: "Restent\u00a0: {0}.",
	}
	refusedEngine = Message{
		de: "Die Engine lehnt das ab.",
		fr: "Le moteur refuse cela.",
	}
	refusedFor = Message{
		de: "Nicht erlaubt für {0}: {1}",
		fr: "Interdit pour {0}\u00a0: {1:clause}",
	}
	Refused = Message{
		de: "Nicht erlaubt: {0}",
		fr: "Interdit\u00a0: {0:clause}",
	}
	Reveal = Message{
		de: "Richtig ist: {0}",
		fr: "La bonne réponse\u00a0: {0}",
	}
	Right = Message{
		de: "Richtig!",
		fr: "Juste\u00a0!",
	}
	RightOther = Message{
		de: "(Die Lösung der Lektion war: {0} – deine geht nach den Regeln auch.)",
		fr: "(La solution de la leçon était\u00a0: {0} – la vôtre est aussi permise par les règles.)",
	}
	RoundBegins = Message{
		de: "{0}. Runde.",
		fr: "Manche {0}.",
	}
	RuleBankOpposite = Message{
		de: "Der Stand der Bank ändert sich um das Gegenteil der Summe aller Spieler.",
		fr: "Le solde de la banque varie à l’opposé du total des joueurs.",
	}
	RuleBetGone = Message{
		de: "Dieser Einsatz liegt nicht mehr auf dem Tableau: Ein verlorener ist kassiert, nach einem Doublet ist er halb kassiert und halb zurückgegeben, und ein weggenommener zählt nicht mehr.",
		fr: "Cette mise n’est plus sur le tableau\u00a0: une mise perdue a été ramassée, après un doublet elle a été pour moitié ramassée et pour moitié rendue, et une mise retirée ne compte plus.",
	}
	RuleDecidedOnce = Message{
		de: "Ein Pronostic wird genau einmal entschieden; danach ist er weg und zählt in keinem weiteren Abzug.",
		fr: "Un pronostic se résout une seule fois\u00a0; il est alors retiré et ne compte plus pour aucune paire.",
	}
	RuleTurnRanks = Message{
		de: "Ein Abzug entscheidet nur die Einsätze auf die Werte seiner beiden Karten.",
		fr: "Une paire ne décide que les mises sur les rangs de ses deux cartes.",
	}
	RuleLine = Message{
		de: "Regel: {0}",
		fr: "Règle\u00a0: {0:clause}",
	}
	SandboxOnly = Message{
		de: "Das geht nur im freien Spiel („spiel pharo“, „spiel pasur“).",
		fr: "Seulement en partie libre («\u00a0jouer pharaon\u00a0», «\u00a0jouer pasur\u00a0»).",
	}
	Skipped = Message{
		de: "Übersprungen. Richtig ist: {0}",
		fr: "Question passée. La bonne réponse\u00a0: {0}",
	}
	TableAfterAnswer = Message{
		de: "(Den Tisch zeige ich nach der Antwort – jetzt würde er sie verraten.)",
		fr: "(La table sera montrée après la réponse – maintenant, elle la donnerait.)",
	}
	TryAgain = Message{
		de: "Versuch es noch einmal („tipp“ gibt einen Hinweis, „weiter“ überspringt).",
		fr: "Essayez encore («\u00a0indice\u00a0» pour un indice, «\u00a0passer\u00a0» pour passer).",
	}
	TurnDrawn = Message{
		de: "Abzug {0}: {1} zieht {2}, dann {3}.",
		fr: "Paire {0}\u00a0: {1} tire {2}, puis {3}.",
	}
	UndoDone = Message{
		de: "Zurück zur vorigen Frage.",
		fr: "Retour à la question précédente.",
	}
	UndoNothing = Message{
		de: "Es gibt keine frühere Frage.",
		fr: "Il n’y a pas de question précédente.",
	}
	WhyAfterAnswer = Message{
		de: "Die Regel dazu erkläre ich dir nach deiner Antwort – sie würde sie jetzt verraten. „tipp“ gibt dir einen Hinweis.",
		fr: "Je vous expliquerai la règle après votre réponse – maintenant, elle la donnerait. «\u00a0indice\u00a0» vous met sur la voie.",
	}
	Wrong = Message{
		de: "Leider nicht richtig.",
		fr: "Ce n’est pas la bonne réponse.",
	}
	WrongKind = Message{
		de: "Diese Antwort passt nicht zur Frage.",
		fr: "Cette réponse ne correspond pas à la question.",
	}
	WrongNotBest = Message{
		de: "Das ist erlaubt, aber nicht die beste Aufnahme – gefragt ist die beste.",
		fr: "C’est permis, mais ce n’est pas la meilleure prise – c’est elle qui est demandée.",
	}
	WrongNotLegal = Message{
		de: "So kann {0} nicht nehmen.",
		fr: "{0} ne peut pas prendre ainsi.",
	}
	WrongOption = Message{
		de: "Ich habe {0}) verstanden – das trifft nicht zu.",
		fr: "J’ai compris {0})\u00a0: cela ne convient pas.",
	}
	// MoveSurCancels: a sur under sur_cancel that cancels one of the
	// opponents' surs ({0}: the side that made it, {1}: the opponents). It
	// names both: it may be told only after the questions it answers, away
	// from the play (Pasur 13: „Er hebt …“ had no referent there).
	MoveSurCancels = Message{
		de: "Sur! Der Sur von {0} hebt einen Sur von {1} auf: Beide zählen nicht.",
		fr: "Sur\u00a0! Le sur de {0} annule un sur de {1}\u00a0: aucun des deux ne compte.",
	}
)
