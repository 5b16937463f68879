package locales

// Messages of scenario diagnostics and the authoring commands.
var (
	scenAlias = Message{
		de: "YAML-Anker und -Aliase sind nicht erlaubt: {0}",
		fr: "les ancres et alias YAML sont interdits\u00a0: {0}",
	}
	scenAmbiguousCapture = Message{
		de: "{0} kann auf mehrere Arten nehmen: {1} – mit take: angeben, welche",
		fr: "{0} peut prendre de plusieurs façons\u00a0: {1} – précisez avec take:",
	}
	scenBadAmount = Message{
		de: "kein Betrag: „{0}“ (ganze Zahlen oder Hälften wie 1½)",
		fr: "pas un montant\u00a0: «\u00a0{0}\u00a0» (entiers ou demis comme 1½)",
	}
	scenBadID = Message{
		de: "ungültige id „{0}“: Kleinbuchstaben, Ziffern, - und _",
		fr: "id «\u00a0{0}\u00a0» invalide\u00a0: minuscules, chiffres, - et _",
	}
	scenBadLang = Message{
		de: "unbekannte Sprache „{0}“: de, fr oder [de, fr]",
		fr: "langue inconnue «\u00a0{0}\u00a0»\u00a0: de, fr ou [de, fr]",
	}
	scenBadValue = Message{
		de: "„{0}“ ist hier nicht erlaubt; erlaubt: {1}",
		fr: "«\u00a0{0}\u00a0» n’est pas permis ici\u00a0; valeurs permises\u00a0: {1}",
	}
	scenBankerCount = Message{
		de: "genau ein Spieler muss die Bank halten, gefunden: {0}",
		fr: "il faut exactement un banquier, trouvé\u00a0: {0}",
	}
	scenConflict = Message{
		de: "„{0}“ geht nicht zusammen mit „{1}“",
		fr: "«\u00a0{0}\u00a0» ne va pas avec «\u00a0{1}\u00a0»",
	}
	scenDeadRank = Message{
		de: "kein {0} ist mehr im Stapel (toter Wert): darauf wird nicht gesetzt",
		fr: "plus aucun {0} dans le paquet (rang épuisé)\u00a0: on n’y mise pas",
	}
	scenDuplicateCard = Message{
		de: "Karte {0} kommt doppelt vor (zuerst in Zeile {1})",
		fr: "la carte {0} figure deux fois (d’abord ligne {1})",
	}
	scenDuplicateKey = Message{
		de: "„{0}“ steht doppelt (zuerst in Zeile {1})",
		fr: "«\u00a0{0}\u00a0» figure deux fois (d’abord ligne {1})",
	}
	scenDuplicatePlayer = Message{
		de: "Spieler „{0}“ steht doppelt",
		fr: "le joueur «\u00a0{0}\u00a0» figure deux fois",
	}
	scenEmpty = Message{
		de: "die Datei enthält kein Szenario",
		fr: "le fichier ne contient aucun scénario",
	}
	scenEmptyList = Message{
		de: "„{0}“ darf nicht leer sein",
		fr: "«\u00a0{0}\u00a0» ne doit pas être vide",
	}
	scenIllegal = Message{
		de: "nicht erlaubt: {0}",
		fr: "interdit\u00a0: {0:clause}",
	}
	scenIllegalFor = Message{
		de: "für {0} nicht erlaubt: {1}",
		fr: "interdit pour {0}\u00a0: {1:clause}",
	}
	scenMismatch = Message{
		de: "erwartet {1} für {0}, die Engine sagt {2}",
		fr: "attendu {1} pour {0}, le moteur donne {2}",
	}
	scenMissingKey = Message{
		de: "„{0}“ fehlt in {1}",
		fr: "«\u00a0{0}\u00a0» manque dans {1}",
	}
	scenMissingSeed = Message{
		de: "ein Stapel aus {0} {0:Karte|Karten} braucht einen seed, um den Rest zu mischen",
		fr: "un paquet de {0} {0:carte|cartes} a besoin d’une graine (seed) pour mélanger le reste",
	}
	scenMissingText = Message{
		de: "Text in der erklärten Sprache {0} fehlt",
		fr: "texte manquant dans la langue déclarée {0}",
	}
	scenMultipleDocuments = Message{
		de: "ein zweites YAML-Dokument: ein Szenario pro Datei",
		fr: "un second document YAML\u00a0: un seul scénario par fichier",
	}
	scenMustCapture = Message{
		de: "{0} kann nehmen und darf nicht angelegt werden: nimm {1}",
		fr: "{0} peut prendre et ne peut pas être posé\u00a0: prenez {1}",
	}
	scenNoCorrectChoice = Message{
		de: "keine der Antworten ist richtig",
		fr: "aucune réponse proposée n’est juste",
	}
	scenNotUtf8 = Message{
		de: "die Datei ist kein UTF-8-Text: das Byte {0} gehört zu keinem Zeichen – die Datei als UTF-8 speichern",
		fr: "le fichier n’est pas du texte UTF-8\u00a0: l’octet {0} n’appartient à aucun caractère – enregistrez le fichier en UTF-8",
	}
	scenNotWith = Message{
		de: "„{0}“ gibt es nicht bei {1}",
		fr: "«\u00a0{0}\u00a0» n’existe pas avec {1}",
	}
	scenOddWeight = Message{
		de: "Gewicht {0} geht nicht: beim Pharaon sind Gewichte ganze gerade Zahlen (2, 4, 6 …)",
		fr: "poids {0} impossible\u00a0: au pharaon, les poids sont des nombres entiers pairs (2, 4, 6…)",
	}
	scenOutOfRange = Message{
		de: "{0} liegt nicht zwischen {1} und {2}",
		fr: "{0} n’est pas entre {1} et {2}",
	}
	scenPlayerCount = Message{
		de: "{0} {0:Spieler|Spieler}: dieses Spiel braucht {1} bis {2}",
		fr: "{0} {0:joueur|joueurs}\u00a0: ce jeu en demande de {1} à {2}",
	}
	scenQuestionKind = Message{
		de: "eine Frage braucht eines von: {0}",
		fr: "une question demande l’un de\u00a0: {0}",
	}
	scenQuestionKinds = Message{
		de: "eine Frage fragt genau eine Sache, gefunden: {0} und {1}",
		fr: "une question porte sur une seule chose, trouvé\u00a0: {0} et {1}",
	}
	scenSetup = Message{
		de: "die Engine lehnt den Tisch ab: {0}",
		fr: "le moteur refuse la table\u00a0: {0:clause}",
	}
	scenStepKind = Message{
		de: "ein Schritt braucht eines von: {0}",
		fr: "une étape demande l’un de\u00a0: {0}",
	}
	scenStepKinds = Message{
		de: "ein Schritt tut genau eine Sache, gefunden: {0} und {1}",
		fr: "une étape fait une seule chose, trouvé\u00a0: {0} et {1}",
	}
	scenSuggestion = Message{
		de: "(meintest du „{0}“?)",
		fr: "(vouliez-vous dire «\u00a0{0}\u00a0»\u00a0?)",
	}
	scenTag = Message{
		de: "YAML-Tags sind nicht erlaubt: {0}",
		fr: "les étiquettes YAML sont interdites\u00a0: {0}",
	}
	scenTooDeep = Message{
		de: "tiefer als {0} Ebenen verschachtelt",
		fr: "imbrication de plus de {0} niveaux",
	}
	scenTooLarge = Message{
		de: "Datei zu groß: mehr als {1} {1:Byte|Bytes}, die Grenze einer Szenariodatei – teile sie in mehrere Lektionen",
		fr: "fichier trop grand\u00a0: plus de {1} {1:octet|octets}, la limite d’un fichier de scénario – répartissez-le en plusieurs leçons",
	}
	scenTooMany = Message{
		de: "{0} weitere Fehler nicht gezeigt",
		fr: "{0} autres {0:problème|problèmes} non affichés",
	}
	scenTooManyNodes = Message{
		de: "mehr als {0} YAML-Werte",
		fr: "plus de {0} valeurs YAML",
	}
	scenUnanswerable = Message{
		de: "die Engine kann diese Frage hier nicht beantworten: {0}",
		fr: "le moteur ne peut pas répondre à cette question ici\u00a0: {0}",
	}
	scenUndeclaredLang = Message{
		de: "Text auf {0}, die Datei erklärt aber nur lang: {1}",
		fr: "texte en {0}, mais le fichier ne déclare que lang: {1}",
	}
	scenNoTurnYet = Message{
		de: "es ist noch kein Abzug gezogen",
		fr: "aucune paire n’a encore été tirée",
	}
	scenCallNotSettled = Message{
		de: "der letzte Abzug hat keine Ansage von {0} abgerechnet",
		fr: "la dernière paire n’a réglé aucun appel de {0}",
	}
	scenOtherGame = Message{
		de: "„{0}“ gehört zum anderen Spiel",
		fr: "«\u00a0{0}\u00a0» appartient à l’autre jeu",
	}
	scenCardOnTable = Message{
		de: "{0} liegt auf dem Tisch, nicht in der Hand",
		fr: "{0} est sur le tapis, pas dans la main",
	}
	scenNoPlayYet = Message{
		de: "es ist noch keine Karte gespielt",
		fr: "aucune carte n’a encore été jouée",
	}
	scenNoSuchSide = Message{
		de: "{0} gehört zu keiner Seite am Tisch",
		fr: "{0} n’appartient à aucun camp de la table",
	}
	scenUnknownCard = Message{
		de: "unbekannte Karte „{0}“: Wert und Farbe wie 10♦ oder QS",
		fr: "carte inconnue «\u00a0{0}\u00a0»\u00a0: rang et enseigne comme 10♦ ou QS",
	}
	scenUnknownKey = Message{
		de: "unbekannter Schlüssel „{0}“ in {1}; erlaubt: {2}",
		fr: "clé inconnue «\u00a0{0}\u00a0» dans {1}\u00a0; clés permises\u00a0: {2}",
	}
	scenUnknownPlayer = Message{
		de: "unbekannter Spieler „{0}“; am Tisch: {1}",
		fr: "joueur inconnu «\u00a0{0}\u00a0»\u00a0; à la table\u00a0: {1}",
	}
	scenUnknownRank = Message{
		de: "unbekannter Wert „{0}“: A, 2 … 10, J, Q oder K",
		fr: "rang inconnu «\u00a0{0}\u00a0»\u00a0: A, 2 … 10, J, Q ou K",
	}
	scenWantBool = Message{
		de: "erwartet: true oder false, gefunden: {0}",
		fr: "attendu\u00a0: true ou false, trouvé\u00a0: {0}",
	}
	scenWantInt = Message{
		de: "erwartet: eine ganze Zahl, gefunden: {0}",
		fr: "attendu\u00a0: un nombre entier, trouvé\u00a0: {0}",
	}
	scenWantList = Message{
		de: "erwartet: eine Liste, gefunden: {0}",
		fr: "attendu\u00a0: une liste, trouvé\u00a0: {0}",
	}
	scenWantMapping = Message{
		de: "erwartet: eine Zuordnung (Schlüssel: Wert), gefunden: {0}",
		fr: "attendu\u00a0: une table (clé\u00a0: valeur), trouvé\u00a0: {0}",
	}
	scenWantText = Message{
		de: "erwartet: ein einzelner Wert, gefunden: {0}",
		fr: "attendu\u00a0: une valeur simple, trouvé\u00a0: {0}",
	}
	scenWhatAces = Message{
		de: "die Asse",
		fr: "les as",
	}
	scenWhatCapture = Message{
		de: "die Aufnahme",
		fr: "la prise",
	}
	scenWhatClubs = Message{
		de: "die meisten Kreuz",
		fr: "le plus de trèfles",
	}
	scenWhatCount = Message{
		de: "die Anzahl",
		fr: "le nombre",
	}
	scenWhatDead = Message{
		de: "die toten Werte",
		fr: "les rangs épuisés",
	}
	scenWhatJacks = Message{
		de: "die Buben",
		fr: "les valets",
	}
	scenWhatLegal = Message{
		de: "„erlaubt“",
		fr: "«\u00a0permis\u00a0»",
	}
	scenWhatLoser = Message{
		de: "die Bankkarte",
		fr: "la perdante",
	}
	scenWhatPayout = Message{
		de: "die Auszahlung",
		fr: "le gain",
	}
	scenWhatSettlement = Message{
		de: "die Abrechnung",
		fr: "le décompte",
	}
	scenWhatSevenDiamonds = Message{
		de: "die Karo-7",
		fr: "le 7 de carreau",
	}
	scenWhatSur = Message{
		de: "den Sur",
		fr: "le sur",
	}
	scenWhatSurs = Message{
		de: "die Surs",
		fr: "les surs",
	}
	scenWhatTenDiamonds = Message{
		de: "die Karo-10",
		fr: "le 10 de carreau",
	}
	scenWhatTotal = Message{
		de: "die Summe",
		fr: "le total",
	}
	scenWhatTwoClubs = Message{
		de: "die Kreuz-2",
		fr: "le 2 de trèfle",
	}
	scenWhatWinner = Message{
		de: "die Spielerkarte",
		fr: "la gagnante",
	}
	scenYaml = Message{
		de: "YAML-Syntaxfehler: diese Stelle lässt sich nicht lesen",
		fr: "erreur de syntaxe YAML\u00a0: ce passage ne peut pas être lu",
	}
	scenYamlColon = Message{
		de: "YAML-Syntax: „: “ in einem Text ohne Anführungszeichen (französisch „ : “?) – den Text in Anführungszeichen setzen oder >- verwenden",
		fr: "syntaxe YAML\u00a0: «\u00a0:\u00a0» dans un texte sans guillemets – mettez le texte entre guillemets ou utilisez >-",
	}

	// Problems found with sessions, matches and the strict checks.
	scenIDTooLong = Message{
		de: "die id ist zu lang: {0} {0:Zeichen|Zeichen}, höchstens {1}",
		fr: "l’id est trop longue\u00a0: {0} {0:caractère|caractères}, au plus {1}",
	}
	scenSessionStart = Message{
		de: "{0} beginnt mit {1}, in einer Sitzung beginnen aber alle gleich: {2}",
		fr: "{0} commence avec {1}, mais dans une séance tous commencent pareil\u00a0: {2}",
	}
	scenNothingToDraw = Message{
		de: "nichts mehr zu ziehen {0}: {1} {1:Abzug ist|Abzüge sind} schon gezogen",
		fr: "plus rien à tirer {0}\u00a0: {1} {1:paire est déjà tirée|paires sont déjà tirées}",
	}
	scenUntilLast = Message{
		de: "bis nur noch drei Karten übrig sind",
		fr: "jusqu’aux trois dernières cartes",
	}
	scenUntilEnd = Message{
		de: "bis zum Hock",
		fr: "jusqu’au hock",
	}
	scenUnknownRule = Message{
		de: "unbekannte Regel „{0}“ für {1}",
		fr: "règle inconnue «\u00a0{0}\u00a0» pour {1}",
	}
	scenControlChar = Message{
		de: "Steuerzeichen {0} ist nicht erlaubt (etwa der Teil einer Terminal-Steuersequenz)",
		fr: "caractère de contrôle {0} interdit (une partie de séquence de commande du terminal, par exemple)",
	}
	scenYamlTab = Message{
		de: "YAML-Einrückung mit einem Tabulator: rücke mit Leerzeichen ein",
		fr: "indentation YAML par une tabulation\u00a0: indentez avec des espaces",
	}
	scenYamlIndent = Message{
		de: "YAML-Einrückung: diese Zeile passt zu keiner Zuordnung und keiner Liste darüber – lass sie in Spalte {1} beginnen, wie die Zeilen, zu denen sie gehört",
		fr: "indentation YAML\u00a0: cette ligne ne se rattache à aucune table ni liste au-dessus – faites-la commencer à la colonne {1}, comme les lignes dont elle fait partie",
	}
	scenYamlUnclosedQuote = Message{
		de: "YAML: dieses Anführungszeichen wird nie geschlossen",
		fr: "YAML\u00a0: ce guillemet n’est jamais fermé",
	}
	scenYamlUnclosedFlow = Message{
		de: "YAML: diese Klammer „[“ oder „{“ wird nie geschlossen",
		fr: "YAML\u00a0: ce crochet «\u00a0[\u00a0» ou cette accolade «\u00a0{\u00a0» n’est jamais fermé",
	}
	scenYamlStrayBracket = Message{
		de: "YAML: diese Klammer „]“ oder „}“ schließt nichts",
		fr: "YAML\u00a0: ce «\u00a0]\u00a0» ou «\u00a0}\u00a0» ne ferme rien",
	}
	scenYamlBadEscape = Message{
		de: "YAML: unbekannte Escape-Folge mit „\\“ in doppelten Anführungszeichen – einfache Anführungszeichen nehmen",
		fr: "YAML\u00a0: séquence d’échappement inconnue avec «\u00a0\\\u00a0» entre guillemets doubles – prenez des guillemets simples",
	}
	scenYamlReservedChar = Message{
		de: "YAML: „@“ und „`“ dürfen keinen Wert beginnen – setze den Text in Anführungszeichen",
		fr: "YAML\u00a0: «\u00a0@\u00a0» et «\u00a0`\u00a0» ne peuvent pas commencer une valeur – mettez le texte entre guillemets",
	}
	scenYamlBlockInFlow = Message{
		de: "YAML: ein Listenpunkt „- “ an einer Stelle, an der keiner stehen darf – beginne ihn in einer eigenen Zeile",
		fr: "YAML\u00a0: un élément de liste «\u00a0- \u00a0» là où il n’en faut pas – commencez-le sur sa propre ligne",
	}
	scenYamlBadControl = Message{
		de: "YAML: ein Zeichen, das YAML nicht erlaubt",
		fr: "YAML\u00a0: un caractère que YAML n’admet pas",
	}
	scenDuplicateID = Message{
		de: "die id „{0}“ hat auch {1}: jedes Szenario braucht seine eigene",
		fr: "l’id «\u00a0{0}\u00a0» est aussi celle de {1}\u00a0: chaque scénario a la sienne",
	}
	scenShadowsLesson = Message{
		de: "die id „{0}“ ersetzt die mitgelieferte Lektion {1}",
		fr: "l’id «\u00a0{0}\u00a0» remplace la leçon fournie {1}",
	}
	scenUnreadable = Message{
		de: "lässt sich nicht lesen (fehlen die Leserechte?): übersprungen, alles andere ist geladen",
		fr: "illisible (les droits de lecture manquent-ils\u00a0?)\u00a0: ignoré, tout le reste est chargé",
	}
	ScenNotRegular = Message{
		de: "keine gewöhnliche Datei (etwa eine Pipe): übersprungen",
		fr: "pas un fichier ordinaire (un tube, par exemple)\u00a0: ignoré",
	}
	scenLeftOut = Message{
		de: "{0} {0:weitere Datei|weitere Dateien} nicht geladen: höchstens {1} je Verzeichnis",
		fr: "{0} {0:autre fichier non chargé|autres fichiers non chargés}\u00a0: au plus {1} par dossier",
	}
	scenMissingExpect = Message{
		de: "keine Erwartung (expect) bei {0}: „croupier fill“ trägt sie ein",
		fr: "aucune attente (expect) pour {0}\u00a0: «\u00a0croupier fill\u00a0» l’inscrit",
	}
	scenUnknownRequires = Message{
		de: "„{0}“ unter requires ist keine bekannte Lektion",
		fr: "«\u00a0{0}\u00a0» dans requires n’est pas une leçon connue",
	}
	scenRuleNotRefused = Message{
		de: "rule nennt die Regel, die eine Aktion ablehnt: nur zusammen mit legal: false",
		fr: "rule nomme la règle qui refuse une action\u00a0: seulement avec legal: false",
	}
	scenDealNotOver = Message{
		de: "der Durchgang davor ist nicht zu Ende: zieh ihn mit turn und until: end bis zum Hock",
		fr: "la taille précédente n’est pas finie\u00a0: tirez-la jusqu’au hock avec turn et until: end",
	}
	scenRoundNotOver = Message{
		de: "die Runde davor ist nicht zu Ende: jede Karte jeder Hand muss gespielt sein",
		fr: "la manche précédente n’est pas finie\u00a0: toutes les cartes des mains doivent être jouées",
	}
	scenSessionOver = Message{
		de: "die Sitzung ist nach {0} {0:Durchgang|Durchgängen} zu Ende: kein weiterer Durchgang",
		fr: "la séance se termine après {0} {0:taille|tailles}\u00a0: pas de taille de plus",
	}
	scenMatchOver = Message{
		de: "die Partie ist schon entschieden: keine weitere Runde",
		fr: "la partie est déjà jouée\u00a0: pas de manche de plus",
	}
	scenCallRanks = Message{
		de: "eine Ansage nennt Werte (Bankkarte, Spielerkarte, Hock); übrig sind: {0}",
		fr: "un appel nomme des rangs (perdante, gagnante, hock)\u00a0; il reste\u00a0: {0}",
	}
	scenNoHockYet = Message{
		de: "der Hock zeigt sich erst nach dem 25. Abzug",
		fr: "le hock n’apparaît qu’après la 25ᵉ paire",
	}
	scenSessionNotOver = Message{
		de: "die Sitzung ist noch nicht zu Ende",
		fr: "la séance n’est pas encore finie",
	}
	scenMatchNotOver = Message{
		de: "die Partie ist noch nicht entschieden",
		fr: "la partie n’est pas encore jouée",
	}
	scenNoSessionFaro = Message{
		de: "das gibt es nur in einer Sitzung mehrerer Durchgänge (deals)",
		fr: "cela n’existe que dans une séance de plusieurs tailles (deals)",
	}
	scenNoSessionPasur = Message{
		de: "das gibt es nur in einer Partie mehrerer Runden (rounds)",
		fr: "cela n’existe que dans une partie de plusieurs manches (rounds)",
	}
	scenNoOdds = Message{
		de: "hier lassen sich keine Chancen berechnen: kein Abzug mehr, oder diese Wette gibt es hier nicht",
		fr: "impossible de calculer des chances ici\u00a0: plus de paire, ou ce pari n’existe pas ici",
	}
	scenRoundIsOver = Message{
		de: "die Runde ist zu Ende: niemand ist mehr am Zug",
		fr: "la manche est finie\u00a0: plus personne ne joue",
	}
	ScenRunSkip = Message{
		de: "übersprungen",
		fr: "ignoré",
	}
	ScenRunSkipped = Message{
		de: ", {0} übersprungen",
		fr: ", {0} {0:ignoré|ignorés}",
	}
	scenWhatHock = Message{
		de: "den Hock",
		fr: "le hock",
	}
	scenWhatRule = Message{
		de: "die ablehnende Regel",
		fr: "la règle qui refuse",
	}
	scenWhatHoldings = Message{
		de: "den Bestand",
		fr: "l’avoir",
	}
	scenWhatBalance = Message{
		de: "die Bilanz des Durchgangs",
		fr: "le bilan de la taille",
	}
	scenWhatLayout = Message{
		de: "die Einsätze auf dem Tableau",
		fr: "les mises sur le tableau",
	}
	scenWhatReturned = Message{
		de: "die zurückgegebenen Einsätze",
		fr: "les mises rendues",
	}
	scenWhatWinners = Message{
		de: "den Sieger",
		fr: "le vainqueur",
	}
	scenWhatOver = Message{
		de: "„zu Ende“",
		fr: "«\u00a0fini\u00a0»",
	}
	scenWhatBanker = Message{
		de: "den Bankhalter",
		fr: "le banquier",
	}
	scenWhatOdds = Message{
		de: "die Chance",
		fr: "la chance",
	}
	scenWhatToPlay = Message{
		de: "wer am Zug ist",
		fr: "qui doit jouer",
	}
	scenWhatDealer = Message{
		de: "den Geber",
		fr: "le donneur",
	}
	scenWhatTable = Message{
		de: "die Tischkarten",
		fr: "les cartes du tapis",
	}
	scenWhatPile = Message{
		de: "den Aufnahmestapel",
		fr: "la pile de prises",
	}
	scenWhatPileClubs = Message{
		de: "die Kreuz im Aufnahmestapel",
		fr: "les trèfles de la pile de prises",
	}
	scenWhatLastCapture = Message{
		de: "die letzte Aufnahme",
		fr: "la dernière prise",
	}
	scenWhatTableCheck = Message{
		de: "die Prüfung der Tischkarten",
		fr: "la vérification du tapis",
	}
	ScenFillReadOnly = Message{
		de: "{0} ist schreibgeschützt: fill ändert die Datei nicht (--diff zeigt, was sich ändern würde)",
		fr: "{0} est en lecture seule\u00a0: fill ne modifie pas le fichier (--diff montre ce qui changerait)",
	}
	ScenNewExists = Message{
		de: "{0} gibt es schon: new schreibt nie über eine vorhandene Datei",
		fr: "{0} existe déjà\u00a0: new n’écrit jamais sur un fichier existant",
	}
	ScenNewWritten = Message{
		de: "{0} geschrieben, das Schema steht in {1}",
		fr: "{0} écrit, le schéma est dans {1}",
	}
	ScenNewDeal = Message{
		de: "{0}. Durchgang: Die Bank ist nach links gewandert, {1} hält sie.",
		fr: "Taille {0}\u00a0: la banque est passée à gauche, {1} la tient.",
	}
	ScenNewRound = Message{
		de: "{0}. Runde: {1} gibt.",
		fr: "Manche {0}\u00a0: {1} donne.",
	}
	// How to answer the question kinds of sessions, matches and the
	// table's contents, and their general hints.
	FormatPlayer = Message{
		de: "(Antwort: ein Name)",
		fr: "(Réponse\u00a0: un nom)",
	}
	FormatLastCapture = Message{
		de: "(Antwort: ein Name – oder: niemand)",
		fr: "(Réponse\u00a0: un nom – ou\u00a0: personne)",
	}
	FormatTableCheck = Message{
		de: "(Antwort: nichts, neu gegeben oder Bube ersetzt – auch nacheinander)",
		fr: "(Réponse\u00a0: rien, nouvelle donne ou valet remplacé – éventuellement l’un après l’autre)",
	}
	HintHoldings = Message{
		de: "Was auf dem Tableau liegt, zählt nicht zu den Chips, die ein Spieler vor sich hat.",
		fr: "Ce qui est sur le tableau ne compte pas dans ce qu’un joueur a devant lui.",
	}
	HintBalance = Message{
		de: "Zähle alle Gewinne und Verluste seit der Soda dieses Durchgangs zusammen.",
		fr: "Additionnez gains et pertes depuis le soda de cette taille.",
	}
	HintLayout = Message{
		de: "Ein Gewinneinsatz bleibt liegen; ein verlorener ist weg, nach einem Doublet ist der Einsatz ganz vom Tableau.",
		fr: "Une mise gagnante reste\u00a0; une mise perdue disparaît, après un doublet la mise quitte le tableau.",
	}
	HintReturned = Message{
		de: "Ein Einsatz auf einen toten Wert kommt ohne Ergebnis zurück, am Ende des Durchgangs jeder, der noch liegt.",
		fr: "Une mise sur un rang épuisé revient sans résultat, à la fin de la taille toutes celles qui restent.",
	}
	HintStanding = Message{
		de: "Rechne von den Anfangsständen aus alle Durchgänge oder Runden bis jetzt zusammen.",
		fr: "Partez des soldes de départ et additionnez toutes les tailles ou manches jusqu’ici.",
	}
	HintWinner = Message{
		de: "Es gewinnt, wer am Ende vorn liegt; bei Gleichstand an der Spitze teilen sich die Ersten den Sieg – in Pasur folgt eine weitere Runde.",
		fr: "Gagne qui mène à la fin\u00a0; à égalité en tête, les premiers partagent – au pasur, on joue une manche de plus.",
	}
	HintOver = Message{
		de: "Eine Sitzung endet, wenn jeder gleich oft die Bank gehalten hat.",
		fr: "Une séance finit quand chacun a tenu la banque autant de fois.",
	}
	HintOverMatch = Message{
		de: "Eine Partie endet, wenn eine Seite am Ende einer Runde allein vorn das Ziel erreicht.",
		fr: "Une partie finit quand un camp, seul en tête, atteint l’objectif en fin de manche.",
	}
	HintBanker = Message{
		de: "Nach jedem ganzen Durchgang wandert die Bank nach links.",
		fr: "Après chaque taille entière, la banque passe à gauche.",
	}
	HintOdds = Message{
		de: "Zähle mit dem Kartenzähler, wie viele Karten jedes Werts noch im Stapel sind.",
		fr: "Comptez avec le compteur combien de cartes de chaque rang restent dans le paquet.",
	}
	HintToPlay = Message{
		de: "Gespielt wird reihum, begonnen beim Spieler nach dem Geber.",
		fr: "On joue à tour de rôle, en commençant par le joueur après le donneur.",
	}
	HintDealer = Message{
		de: "Nach jeder Runde gibt der nächste Spieler in Spielrichtung.",
		fr: "Après chaque manche, le joueur suivant dans le sens du jeu donne.",
	}
	HintTable = Message{
		de: "Was genommen wurde, liegt nicht mehr auf dem Tisch; angelegte Karten liegen dort.",
		fr: "Ce qui a été pris n’est plus sur le tapis\u00a0; les cartes posées y sont.",
	}
	HintPile = Message{
		de: "Zum Aufnahmestapel gehören die genommenen Karten und die gespielte Karte, die genommen hat.",
		fr: "La pile de prises contient les cartes prises et la carte jouée qui a pris.",
	}
	HintLastCapture = Message{
		de: "Am Ende der Runde bekommt der Spieler, der zuletzt genommen hat, was noch auf dem Tisch liegt.",
		fr: "En fin de manche, le dernier à avoir pris reçoit ce qui reste sur le tapis.",
	}
	HintTableCheck = Message{
		de: "Zwei Buben, zwei Damen oder zwei Könige unter den vier Tischkarten: neu geben; genau ein Bube: er wird ersetzt.",
		fr: "Deux valets, deux dames ou deux rois parmi les quatre cartes du tapis\u00a0: on redonne\u00a0; un seul valet\u00a0: il est remplacé.",
	}
	answerDraw = Message{
		de: "unentschieden",
		fr: "match nul",
	}
	answerNobody = Message{
		de: "niemand",
		fr: "personne",
	}
	answerAnd = Message{
		de: "und",
		fr: "et",
	}
	answerTablePassed = Message{
		de: "nichts – die Tischkarten waren in Ordnung",
		fr: "rien – les cartes du tapis étaient en règle",
	}
	answerRedeal = Message{
		de: "neu gegeben",
		fr: "nouvelle donne",
	}
	answerJackReplaced = Message{
		de: "Bube ersetzt",
		fr: "valet remplacé",
	}
	answerBetSplit = Message{
		de: "{0} zwischen {1}",
		fr: "{0} à cheval sur {1}",
	}
	answerBetCall = Message{
		de: "{0} auf die angesagte Reihenfolge",
		fr: "{0} sur l’ordre appelé",
	}
	answerCoppered = Message{
		de: "gecoppert",
		fr: "cuivré",
	}
)
