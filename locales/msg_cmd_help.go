package locales

// The help of the commands. croupier help builds each command's help from
// its options (cmd/croupier: the synopsis and the list of options come
// from the flags a command defines, so that they cannot drift); these
// are its pieces: the labels, the placeholders of values, what each
// command does and what each option does.
var (
	CLIHelpHead = Message{
		de: "croupier – lehrt Pharo (Faro) und Pasur\n\nAufruf:",
		fr: "croupier – pour apprendre le pharaon (faro) et le pasur\n\nUsage\u00a0:",
	}
	CLIHelpUsage = Message{
		de: "Aufruf: {0}",
		fr: "Usage\u00a0: {0}",
	}
	CLIHelpGlobal = Message{
		de: "Für jeden Befehl, vor oder nach seinem Namen:",
		fr: "Pour chaque commande, avant ou après son nom\u00a0:",
	}
	CLIHelpFlagHelp = Message{
		de: "die Hilfe zum Befehl",
		fr: "l’aide de la commande",
	}

	// Placeholders of values and arguments (a file's is HelpSaveArg,
	// the tutor's own: one text, one name).
	CLIArgPath = Message{
		de: "PFAD",
		fr: "CHEMIN",
	}
	CLIArgPaths = Message{
		de: "[PFAD…]",
		fr: "[CHEMIN…]",
	}
	CLIArgFiles = Message{
		de: "DATEI…",
		fr: "FICHIER…",
	}
	CLIArgLesson = Message{
		de: "[LEKTION]",
		fr: "[LEÇON]",
	}
	CLIArgCommand = Message{
		de: "[BEFEHL]",
		fr: "[COMMANDE]",
	}
	CLIArgCards = Message{
		de: "KARTEN",
		fr: "CARTES",
	}
	CLIArgCount = Message{
		de: "ANZAHL",
		fr: "NOMBRE",
	}

	// What each command is, in the list of commands.
	CLISumTutor = Message{
		de: "die Lektionen im Tutor (interaktiv)",
		fr: "les leçons dans le tuteur (interactif)",
	}
	CLISumDemo = Message{
		de: "ein ganzer Pharo-Durchgang, von der Soda bis zum Hock",
		fr: "une taille entière de pharaon, du soda au hock",
	}
	CLISumRun = Message{
		de: "Szenarien gegen die Regeln prüfen (ohne Pfad: die Lektionen)",
		fr: "vérifier des scénarios contre les règles (sans chemin\u00a0: les leçons)",
	}
	CLISumCheck = Message{
		de: "Szenarien nur auf Fehler prüfen",
		fr: "seulement valider des scénarios",
	}
	CLISumFill = Message{
		de: "die erwarteten Ergebnisse von der Engine eintragen lassen",
		fr: "faire inscrire par le moteur les résultats attendus",
	}
	CLISumNew = Message{
		de: "ein kommentiertes Gerüst für ein neues Szenario",
		fr: "un squelette commenté pour un nouveau scénario",
	}
	CLISumSchema = Message{
		de: "das JSON-Schema der Szenario-Dateien, für Editoren",
		fr: "le schéma JSON des fichiers de scénario, pour les éditeurs",
	}
	CLISumQuiz = Message{
		de: "erzeugte Fragen, fällige Themen zuerst",
		fr: "questions générées, thèmes à revoir d’abord",
	}
	CLISumStats = Message{
		de: "Trefferquote je Thema und was fällig ist",
		fr: "réussite par thème et ce qui est à revoir",
	}
	CLISumOdds = Message{
		de: "genaue Chancen, auf Wunsch mit Simulation",
		fr: "chances exactes, simulation en option",
	}
	CLISumHelp = Message{
		de: "diese Hilfe oder die zu einem Befehl (auch: croupier BEFEHL -h)",
		fr: "cette aide ou celle d’une commande (aussi\u00a0: croupier COMMANDE -h)",
	}

	// What each command does, below its synopsis.
	CLIAboutTutor = Message{
		de: "startet den Tutor mit den mitgelieferten Lektionen: Enter macht dort weiter,\nwo du aufgehört hast, „hilfe“ zeigt am Prompt alle Befehle. Mit der id einer\nLektion (faro-01-tisch-und-soda) öffnet er gleich diese.",
		fr: "lance le tuteur avec les leçons fournies\u00a0: Entrée reprend là où vous vous\nêtes arrêté, «\u00a0aide\u00a0» liste les commandes à l’invite. Avec l’id d’une\nleçon (faro-01-tisch-und-soda), il ouvre directement celle-ci.",
	}
	CLIAboutDemo = Message{
		de: "zieht einen ganzen Pharo-Durchgang von der Soda bis zum Hock und rechnet jeden Einsatz ab.",
		fr: "joue une taille entière de pharaon, du soda au hock, et règle chaque mise.",
	}
	CLIAboutRun = Message{
		de: "spielt Szenarien mit der Engine nach und prüft jede Erwartung;\nPFAD ist eine Datei oder ein Verzeichnis, ohne PFAD die mitgelieferten Lektionen.",
		fr: "rejoue les scénarios avec le moteur et vérifie chaque attente\u00a0;\nCHEMIN est un fichier ou un dossier, sans CHEMIN les leçons fournies.",
	}
	CLIExitRun = Message{
		de: "Exit-Code 0: alle bestanden, 1: Erwartungen verfehlt, 2: eine ungültige Datei, nichts geprüft oder ungültige Eingabe.",
		fr: "Code de sortie 0\u00a0: tout passe, 1\u00a0: attentes manquées, 2\u00a0: un fichier invalide, rien de vérifié ou une entrée invalide.",
	}
	CLIAboutCheck = Message{
		de: "prüft Szenarien nur auf Fehler (Format, Karten, erlaubte Züge), ohne die Erwartungen zu vergleichen;\nPFAD ist eine Datei oder ein Verzeichnis, ohne PFAD die mitgelieferten Lektionen.",
		fr: "vérifie seulement les scénarios (format, cartes, coups permis), sans comparer les attentes\u00a0;\nCHEMIN est un fichier ou un dossier, sans CHEMIN les leçons fournies.",
	}
	CLIExitCheck = Message{
		de: "Exit-Code 0: alles in Ordnung, 2: ein Fehler oder nichts geprüft.",
		fr: "Code de sortie 0\u00a0: tout est en ordre, 2\u00a0: une erreur, ou rien de vérifié.",
	}
	CLIAboutFill = Message{
		de: "trägt die Ergebnisse der Engine in die Erwartungen (expect) jeder DATEI ein;\nKommentare und Layout bleiben.",
		fr: "inscrit les résultats du moteur dans les attentes (expect) de chaque FICHIER\u00a0;\ncommentaires et mise en page sont gardés.",
	}
	CLIAboutNew = Message{
		de: "gibt ein kommentiertes Szenario-Gerüst in deiner Sprache aus (--lang de oder fr;\n--lang de,fr: zweisprachig), etwa: croupier new faro > mein-szenario.yaml",
		fr: "affiche un squelette de scénario commenté dans votre langue (--lang fr ou de\u00a0;\n--lang fr,de\u00a0: bilingue), par exemple\u00a0: croupier new pharaon > mon-scenario.yaml",
	}
	CLIArgNewGames = Message{
		de: "das Spiel: faro (auch pharo: mit Chips), pharaon (mit Punkten) oder pasur",
		fr: "le jeu\u00a0: faro (ou pharo\u00a0: avec des jetons), pharaon (avec des points) ou pasur",
	}
	CLIAboutSchema = Message{
		de: "gibt das JSON-Schema der Szenario-Dateien aus, für Editoren mit YAML-Unterstützung:\ncroupier schema > scenario.schema.json",
		fr: "affiche le schéma JSON des fichiers de scénario, pour les éditeurs qui connaissent YAML\u00a0:\ncroupier schema > scenario.schema.json",
	}
	CLIAboutQuiz = Message{
		de: "erzeugte Fragen zu den Regeln, fällige Themen zuerst; was du weißt, merkt sich croupier für „croupier stats“.",
		fr: "des questions générées sur les règles, les thèmes à revoir d’abord\u00a0; croupier retient vos réponses pour «\u00a0croupier stats\u00a0».",
	}
	CLIArgQuizGame = Message{
		de: "nur Fragen zu diesem Spiel (sonst zu allen)",
		fr: "seulement des questions sur ce jeu (sinon sur tous)",
	}
	CLIAboutStats = Message{
		de: "zeigt, wie viele Quizfragen du je Thema richtig hattest und was jetzt wieder fällig ist;\nmit einem Spiel nur dessen Themen.",
		fr: "montre combien de questions du quiz vous avez réussies par thème et ce qui est à revoir maintenant\u00a0;\navec un jeu, seulement ses thèmes.",
	}
	CLIAboutOdds = Message{
		de: "die genauen Chancen eines Pharo-Durchgangs, wenn die genannten Karten gezeigt sind.",
		fr: "les chances exactes d’une taille de pharaon une fois montrées les cartes données.",
	}
	CLIAboutHelp = Message{
		de: "zeigt alle Befehle oder die Hilfe zu einem (dasselbe wie croupier BEFEHL -h).",
		fr: "liste les commandes ou montre l’aide de l’une d’elles (comme croupier COMMANDE -h).",
	}

	// What each option does.
	CLIOptLang = Message{
		de: "Sprache (sonst aus $LC_ALL, $LC_MESSAGES, $LANG)",
		fr: "langue (sinon d’après $LC_ALL, $LC_MESSAGES, $LANG)",
	}
	CLIOptColor = Message{
		de: "Farben (auto: nur im Terminal und ohne $NO_COLOR)",
		fr: "couleurs (auto\u00a0: seulement dans un terminal et sans $NO_COLOR)",
	}
	CLIOptDir = Message{
		de: "eigene Szenarien aus dem Verzeichnis PFAD dazunehmen (mehrfach möglich)",
		fr: "ajouter vos propres scénarios du dossier CHEMIN (répétable)",
	}
	CLIOptTutorSeed = Message{
		de: "die Mischung für das freie Spiel: eine ganze Zahl, dieselbe Zahl mischt gleich (Standard 1)",
		fr: "graine (seed) de la partie libre\u00a0: un nombre entier, la même graine donne le même mélange (par défaut 1)",
	}
	CLIOptPlain = Message{
		de: "Zeilenmodus auch im Terminal (ohne Vervollständigung und Verlauf)",
		fr: "mode ligne même dans un terminal (sans complétion ni historique)",
	}
	CLIOptDemoSeed = Message{
		de: "wie gemischt wird: dieselbe Zahl gibt denselben Durchgang (Standard 1)",
		fr: "le mélange\u00a0: la même graine (seed) donne la même taille (par défaut 1)",
	}
	CLIOptDemoProfile = Message{
		de: "pharo (mit Chips, Standard) oder pharaon (mit Punkten)",
		fr: "pharo (avec des jetons, par défaut) ou pharaon (avec des points)",
	}
	CLIOptJSON = Message{
		de: "eine JSON-Zeile je Szenario, dann die Summe",
		fr: "une ligne JSON par scénario, puis le total",
	}
	CLIOptStrict = Message{
		de: "auch jede Frage ohne Erwartung (expect) und jeden turn mit leerer Erwartung\nals verfehlt zählen, damit eine nie ausgefüllte Lektion nicht besteht",
		fr: "compter aussi comme manquée chaque question sans attente (expect) et chaque turn\ndont l’attente est vide, pour qu’une leçon jamais remplie ne passe pas",
	}
	CLIOptJUnit = Message{
		de: "dazu einen JUnit-XML-Bericht in DATEI schreiben (--junit -: auf die Standardausgabe, der Bericht für dich dann auf stderr)",
		fr: "écrire en plus un rapport JUnit XML dans FICHIER (--junit -\u00a0: sur la sortie standard, le compte rendu lisible passe alors sur stderr)",
	}
	CLIOptDiff = Message{
		de: "nichts schreiben, sondern die Änderungen als Patch zeigen, der sich\nanwenden lässt: croupier fill --diff DATEI | git apply (oder patch -p1);\nExit-Code 1, wenn sich etwas ändern würde, sonst 0.",
		fr: "ne rien écrire, mais montrer les changements sous forme de patch\napplicable\u00a0: croupier fill --diff FICHIER | git apply (ou patch -p1)\u00a0;\ncode de sortie 1 si un fichier doit changer, sinon 0.",
	}
	CLIOptNewOut = Message{
		de: "schreibt das Gerüst in DATEI (nie über eine vorhandene), mit einer id nach dem\nDateinamen, und das Schema scenario.schema.json daneben, das die erste Zeile dem Editor nennt",
		fr: "écrit le squelette dans FICHIER (jamais sur un fichier existant), avec une id tirée du\nnom du fichier, et, à côté, le schéma scenario.schema.json que la première ligne indique à l’éditeur",
	}
	CLIOptQuizSeed = Message{
		de: "eine feste Übung Nr. N: dieselben Fragen, was du auch weißt (Stufe 2, wenn --level fehlt); ohne --seed wählt das Quiz die Themen nach deinen bisherigen Antworten",
		fr: "l’exercice fixe n°\u00a0N\u00a0: les mêmes questions, quoi que vous sachiez (niveau 2 sans --level)\u00a0; sans --seed, le quiz choisit les thèmes selon vos réponses passées",
	}
	CLIOptQuizN = Message{
		de: "wie viele Fragen (1 bis 100, Standard 10)",
		fr: "combien de questions (de 1 à 100, 10 par défaut)",
	}
	CLIOptQuizLevel = Message{
		de: "die Stufe (sonst wählt sie croupier je Thema nach deinen Antworten)",
		fr: "le niveau (sinon croupier le choisit par thème selon vos réponses)",
	}
	CLIOptOddsProfile = Message{
		de: "pharo (Standard: stehende Einsätze, Splits, Hohe Karte) oder pharaon (Pronostics, Foster-Farben)",
		fr: "pharo (par défaut\u00a0: mises laissées, à cheval, haute carte) ou pharaon (pronostics, couleurs de Foster)",
	}
	CLIOptOddsShown = Message{
		de: "die gezeigten Karten, etwa \"7♣ K♦\" (sonst die Soda der mit --seed gemischten Karten)",
		fr: "les cartes montrées, par exemple \"7♣ R♦\" (sinon le soda du jeu mélangé avec la graine)",
	}
	CLIOptOddsBox = Message{
		de: "statt --shown: die Karten, die noch im Stapel sind",
		fr: "au lieu de --shown\u00a0: les cartes encore dans le paquet",
	}
	CLIOptOddsBets = Message{
		de: "was jeder Einsatz kostet: insgesamt und je Entscheidung",
		fr: "ce que coûte chaque mise\u00a0: au total et par règlement",
	}
	CLIOptOddsSimulate = Message{
		de: "dazu N Durchgänge simulieren, jede Zahl mit ihrem z-Wert",
		fr: "simuler en plus N tailles, chaque chiffre avec son écart réduit (z)",
	}
	CLIOptOddsSeed = Message{
		de: "die Mischung für die Soda und die Simulation (Standard 1)",
		fr: "graine (seed) du soda et de la simulation (par défaut 1)",
	}
	CLIOptOddsWorkers = Message{
		de: "so viele Kerne für die Simulation (Standard: alle)",
		fr: "nombre de cœurs pour la simulation (par défaut\u00a0: tous)",
	}
)

// The version command.
var (
	// CLISumVersion is the version command in the list of commands.
	CLISumVersion = Message{
		de: "Version und Revision dieses croupier (auch: croupier --version)",
		fr: "version et révision de ce croupier (aussi\u00a0: croupier --version)",
	}
	// CLIAboutVersion says what croupier version prints.
	CLIAboutVersion = Message{
		de: "zeigt die Modulversion, die Revision der Quellen, aus der croupier gebaut ist, und die Go-Version, mit der es gebaut ist.",
		fr: "affiche la version du module, la révision des sources dont croupier est construit et la version de Go qui l’a construit.",
	}
	// VersionModule is the module's version line ({0}: v1.2.3 or a pseudo-version).
	VersionModule = Message{
		de: "croupier {0}",
		fr: "croupier {0}",
	}
	// VersionDevel is the version line of a build from a working tree.
	VersionDevel = Message{
		de: "croupier (Entwicklungsstand, ohne Versionsnummer gebaut)",
		fr: "croupier (version de développement, construite sans numéro de version)",
	}
	// VersionRevision names the VCS revision ({0}) and its time ({1}).
	VersionRevision = Message{
		de: "Revision {0} vom {1}",
		fr: "révision {0} du {1}",
	}
	// VersionRevisionModified is VersionRevision for a tree with changes
	// not committed.
	VersionRevisionModified = Message{
		de: "Revision {0} vom {1}, mit Änderungen, die noch nicht eingecheckt sind",
		fr: "révision {0} du {1}, avec des modifications non validées",
	}
	// VersionNoRevision: the binary carries no VCS information.
	VersionNoRevision = Message{
		de: "Revision unbekannt (ohne Versionsverwaltung gebaut, etwa mit go run)",
		fr: "révision inconnue (construit sans gestion de versions, par exemple avec go run)",
	}
	// VersionGo names the Go release that built croupier.
	VersionGo = Message{
		de: "gebaut mit {0}",
		fr: "construit avec {0}",
	}
)

// The completion command.
var (
	// CLISumCompletion is the completion command in the list of commands.
	CLISumCompletion = Message{
		de: "ein Skript, mit dem die Shell croupiers Befehle und Optionen ergänzt",
		fr: "un script qui permet au shell de compléter les commandes et options de croupier",
	}
	// CLIAboutCompletion says how to use the script.
	CLIAboutCompletion = Message{
		de: "schreibt ein Ergänzungsskript für bash, zsh oder fish: Befehle, Optionen, ihre Werte, Spiele und Dateinamen. In bash: source <(croupier completion bash); in zsh: source <(croupier completion zsh); in fish: croupier completion fish | source.",
		fr: "écrit un script de complétion pour bash, zsh ou fish\u00a0: commandes, options, leurs valeurs, jeux et noms de fichiers. Dans bash\u00a0: source <(croupier completion bash)\u00a0; dans zsh\u00a0: source <(croupier completion zsh)\u00a0; dans fish\u00a0: croupier completion fish | source.",
	}
	// CLIArgShell says what the completion command's argument is.
	CLIArgShell = Message{
		de: "die Shell, für die das Skript ist",
		fr: "le shell auquel le script est destiné",
	}
	// CLICompletionShell: the completion command needs one shell ({0}: an example).
	CLICompletionShell = Message{
		de: "Nenne eine Shell: bash, zsh oder fish, etwa {0}.",
		fr: "Indiquez un shell\u00a0: bash, zsh ou fish, par exemple {0}.",
	}
)
