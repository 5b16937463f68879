package locales

// Messages of scenario diagnostics and the authoring commands.
var (
	ScenAlias = Message{
		de: "YAML-Anker und -Aliase sind nicht erlaubt: {0}",
		fr: "les ancres et alias YAML sont interdits : {0}",
	}
	ScenAmbiguousCapture = Message{
		de: "{0} kann auf mehrere Arten nehmen: {1} – mit take: angeben, welche",
		fr: "{0} peut prendre de plusieurs façons : {1} – précisez avec take:",
	}
	ScenBadAmount = Message{
		de: "kein Betrag: „{0}“ (ganze Zahlen oder Hälften wie 1½)",
		fr: "pas un montant : « {0} » (entiers ou demis comme 1½)",
	}
	ScenBadID = Message{
		de: "ungültige id „{0}“: Kleinbuchstaben, Ziffern, - und _",
		fr: "id « {0} » invalide : minuscules, chiffres, - et _",
	}
	ScenBadLang = Message{
		de: "unbekannte Sprache „{0}“: de, fr oder [de, fr]",
		fr: "langue inconnue « {0} » : de, fr ou [de, fr]",
	}
	ScenBadValue = Message{
		de: "„{0}“ ist hier nicht erlaubt; erlaubt: {1}",
		fr: "« {0} » n’est pas permis ici ; valeurs permises : {1}",
	}
	ScenBankerCount = Message{
		de: "genau ein Spieler muss die Bank halten, gefunden: {0}",
		fr: "il faut exactement un banquier, trouvé : {0}",
	}
	ScenConflict = Message{
		de: "„{0}“ geht nicht zusammen mit „{1}“",
		fr: "« {0} » ne va pas avec « {1} »",
	}
	ScenDeadRank = Message{
		de: "kein {0} ist mehr im Stapel (toter Wert): darauf wird nicht gesetzt",
		fr: "plus aucun {0} dans le talon (rang épuisé) : on n’y mise pas",
	}
	ScenDuplicateCard = Message{
		de: "Karte {0} kommt doppelt vor (zuerst in Zeile {1})",
		fr: "la carte {0} figure deux fois (d’abord ligne {1})",
	}
	ScenDuplicateKey = Message{
		de: "„{0}“ steht doppelt (zuerst in Zeile {1})",
		fr: "« {0} » figure deux fois (d’abord ligne {1})",
	}
	ScenDuplicatePlayer = Message{
		de: "Spieler „{0}“ steht doppelt",
		fr: "le joueur « {0} » figure deux fois",
	}
	ScenEmpty = Message{
		de: "die Datei enthält kein Szenario",
		fr: "le fichier ne contient aucun scénario",
	}
	ScenEmptyList = Message{
		de: "„{0}“ darf nicht leer sein",
		fr: "« {0} » ne doit pas être vide",
	}
	ScenIllegal = Message{
		de: "an dieser Stelle nicht erlaubt: {0}",
		fr: "interdit à ce moment : {0:clause}",
	}
	ScenIllegalFor = Message{
		de: "an dieser Stelle für {0} nicht erlaubt: {1}",
		fr: "interdit à ce moment pour {0} : {1:clause}",
	}
	ScenMismatch = Message{
		de: "erwartet {1} für {0}, die Engine sagt {2}",
		fr: "attendu {1} pour {0}, le moteur donne {2}",
	}
	ScenMissingKey = Message{
		de: "„{0}“ fehlt in {1}",
		fr: "« {0} » manque dans {1}",
	}
	ScenMissingSeed = Message{
		de: "ein Stapel aus {0} {0:Karte|Karten} braucht einen seed, um den Rest zu mischen",
		fr: "un paquet de {0} {0:carte|cartes} a besoin d’une graine (seed) pour mélanger le reste",
	}
	ScenMissingText = Message{
		de: "Text in der erklärten Sprache {0} fehlt",
		fr: "texte manquant dans la langue déclarée {0}",
	}
	ScenMultipleDocuments = Message{
		de: "ein zweites YAML-Dokument: ein Szenario pro Datei",
		fr: "un second document YAML : un seul scénario par fichier",
	}
	ScenMustCapture = Message{
		de: "{0} kann nehmen und darf nicht angelegt werden: nimm {1}",
		fr: "{0} peut prendre et ne peut pas être posé : prenez {1}",
	}
	ScenNoCorrectChoice = Message{
		de: "keine der Antworten ist richtig",
		fr: "aucune réponse proposée n’est juste",
	}
	ScenNotUtf8 = Message{
		de: "die Datei ist kein UTF-8-Text",
		fr: "le fichier n’est pas du texte UTF-8",
	}
	ScenNotWith = Message{
		de: "„{0}“ gibt es nicht bei {1}",
		fr: "« {0} » n’existe pas avec {1}",
	}
	ScenOddWeight = Message{
		de: "Gewicht {0} ist ungerade: beim Pharaon sind Gewichte gerade",
		fr: "le poids {0} est impair : au pharaon, les poids sont pairs",
	}
	ScenOutOfRange = Message{
		de: "{0} liegt nicht zwischen {1} und {2}",
		fr: "{0} n’est pas entre {1} et {2}",
	}
	ScenPlayerCount = Message{
		de: "{0} {0:Spieler|Spieler}: dieses Spiel braucht {1} bis {2}",
		fr: "{0} {0:joueur|joueurs} : ce jeu en demande de {1} à {2}",
	}
	ScenQuestionKind = Message{
		de: "eine Frage braucht eines von: {0}",
		fr: "une question demande l’un de : {0}",
	}
	ScenQuestionKinds = Message{
		de: "eine Frage fragt genau eine Sache, gefunden: {0} und {1}",
		fr: "une question porte sur une seule chose, trouvé : {0} et {1}",
	}
	ScenSetup = Message{
		de: "die Engine lehnt den Tisch ab: {0}",
		fr: "le moteur refuse la table : {0:clause}",
	}
	ScenStepKind = Message{
		de: "ein Schritt braucht eines von: {0}",
		fr: "une étape demande l’un de : {0}",
	}
	ScenStepKinds = Message{
		de: "ein Schritt tut genau eine Sache, gefunden: {0} und {1}",
		fr: "une étape fait une seule chose, trouvé : {0} et {1}",
	}
	ScenSuggestion = Message{
		de: "(meintest du „{0}“?)",
		fr: "(vouliez-vous dire « {0} » ?)",
	}
	ScenTag = Message{
		de: "YAML-Tags sind nicht erlaubt: {0}",
		fr: "les étiquettes YAML sont interdites : {0}",
	}
	ScenTooDeep = Message{
		de: "tiefer als {0} Ebenen verschachtelt",
		fr: "imbrication de plus de {0} niveaux",
	}
	ScenTooLarge = Message{
		de: "Datei zu groß: {0} {0:Byte|Bytes}, höchstens {1}",
		fr: "fichier trop grand : {0} {0:octet|octets}, au plus {1}",
	}
	ScenTooMany = Message{
		de: "{0} weitere Fehler nicht gezeigt",
		fr: "{0} autres {0:problème|problèmes} non affichés",
	}
	ScenTooManyNodes = Message{
		de: "mehr als {0} YAML-Werte",
		fr: "plus de {0} valeurs YAML",
	}
	ScenUnanswerable = Message{
		de: "die Engine kann diese Frage hier nicht beantworten: {0}",
		fr: "le moteur ne peut pas répondre à cette question ici : {0}",
	}
	ScenUndeclaredLang = Message{
		de: "Text auf {0}, die Datei erklärt aber nur lang: {1}",
		fr: "texte en {0}, mais le fichier ne déclare que lang: {1}",
	}
	ScenNoTurnYet = Message{
		de: "es ist noch kein Abzug gezogen",
		fr: "aucune paire n’a encore été tirée",
	}
	ScenCallNotSettled = Message{
		de: "der letzte Abzug hat keine Ansage von {0} abgerechnet",
		fr: "la dernière paire n’a réglé aucun appel de {0}",
	}
	ScenOtherGame = Message{
		de: "„{0}“ gehört zum anderen Spiel",
		fr: "« {0} » appartient à l’autre jeu",
	}
	ScenCardOnTable = Message{
		de: "{0} liegt auf dem Tisch, nicht in der Hand",
		fr: "{0} est sur la table, pas dans la main",
	}
	ScenNoPlayYet = Message{
		de: "es ist noch keine Karte gespielt",
		fr: "aucune carte n’a encore été jouée",
	}
	ScenNoSuchSide = Message{
		de: "{0} gehört zu keiner Seite am Tisch",
		fr: "{0} n’appartient à aucun camp de la table",
	}
	ScenUnknownCard = Message{
		de: "unbekannte Karte „{0}“: Wert und Farbe wie 10♦ oder QS",
		fr: "carte inconnue « {0} » : rang et enseigne comme 10♦ ou QS",
	}
	ScenUnknownKey = Message{
		de: "unbekannter Schlüssel „{0}“ in {1}; erlaubt: {2}",
		fr: "clé inconnue « {0} » dans {1} ; clés permises : {2}",
	}
	ScenUnknownPlayer = Message{
		de: "unbekannter Spieler „{0}“; am Tisch: {1}",
		fr: "joueur inconnu « {0} » ; à la table : {1}",
	}
	ScenUnknownRank = Message{
		de: "unbekannter Wert „{0}“: A, 2 … 10, J, Q oder K",
		fr: "rang inconnu « {0} » : A, 2 … 10, J, Q ou K",
	}
	ScenWantBool = Message{
		de: "erwartet: true oder false, gefunden: {0}",
		fr: "attendu : true ou false, trouvé : {0}",
	}
	ScenWantInt = Message{
		de: "erwartet: eine ganze Zahl, gefunden: {0}",
		fr: "attendu : un nombre entier, trouvé : {0}",
	}
	ScenWantList = Message{
		de: "erwartet: eine Liste, gefunden: {0}",
		fr: "attendu : une liste, trouvé : {0}",
	}
	ScenWantMapping = Message{
		de: "erwartet: eine Zuordnung (Schlüssel: Wert), gefunden: {0}",
		fr: "attendu : une table (clé : valeur), trouvé : {0}",
	}
	ScenWantText = Message{
		de: "erwartet: ein einzelner Wert, gefunden: {0}",
		fr: "attendu : une valeur simple, trouvé : {0}",
	}
	ScenWhatAces = Message{
		de: "die Asse",
		fr: "les as",
	}
	ScenWhatCapture = Message{
		de: "die Aufnahme",
		fr: "la prise",
	}
	ScenWhatClubs = Message{
		de: "die meisten Kreuz",
		fr: "le plus de trèfles",
	}
	ScenWhatCount = Message{
		de: "die Anzahl",
		fr: "le nombre",
	}
	ScenWhatDead = Message{
		de: "die toten Werte",
		fr: "les rangs épuisés",
	}
	ScenWhatJacks = Message{
		de: "die Buben",
		fr: "les valets",
	}
	ScenWhatLegal = Message{
		de: "„erlaubt“",
		fr: "« permis »",
	}
	ScenWhatLoser = Message{
		de: "die Bankkarte",
		fr: "la perdante",
	}
	ScenWhatPayout = Message{
		de: "die Auszahlung",
		fr: "le gain",
	}
	ScenWhatSettlement = Message{
		de: "die Abrechnung",
		fr: "le décompte",
	}
	ScenWhatSevenDiamonds = Message{
		de: "die Karo-7",
		fr: "le 7 de carreau",
	}
	ScenWhatSur = Message{
		de: "den Sur",
		fr: "le sur",
	}
	ScenWhatSurs = Message{
		de: "die Surs",
		fr: "les surs",
	}
	ScenWhatTenDiamonds = Message{
		de: "die Karo-10",
		fr: "le 10 de carreau",
	}
	ScenWhatTotal = Message{
		de: "die Summe",
		fr: "le total",
	}
	ScenWhatTwoClubs = Message{
		de: "die Kreuz-2",
		fr: "le 2 de trèfle",
	}
	ScenWhatWinner = Message{
		de: "die Spielerkarte",
		fr: "la gagnante",
	}
	ScenYaml = Message{
		de: "YAML-Syntax: {0}",
		fr: "syntaxe YAML : {0}",
	}
	ScenYamlColon = Message{
		de: "YAML-Syntax: „: “ in einem Text ohne Anführungszeichen (französisch „ : “?) – den Text in Anführungszeichen setzen oder >- verwenden",
		fr: "syntaxe YAML : « : » dans un texte sans guillemets – mettez le texte entre guillemets ou utilisez >-",
	}
)
