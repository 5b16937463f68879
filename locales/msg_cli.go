package locales

// Messages of the command line.
var (
	CLIUsage = Message{
		de: `croupier – lehrt Pharo (Faro) und Pasur

Aufruf:
  croupier [tutor] [--dir PFAD]… [--seed N] [--plain]
                                      die Lektionen im Tutor (interaktiv)
  croupier demo [--seed N] [--profile pharo|pharaon]
                                      ein ganzer Pharo-Durchgang, von der Soda bis zum Hock
  croupier run [--json] [PFAD…]       Szenarien gegen die Regeln prüfen (ohne Pfad: die Lektionen)
  croupier check [--json] [PFAD…]     Szenarien nur auf Fehler prüfen
  croupier fill [--diff] DATEI        die erwarteten Ergebnisse von der Engine eintragen lassen
  croupier new faro|pharaon|pasur     ein kommentiertes Gerüst für ein neues Szenario
  croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10] [--level 1-3] [--plain]
                                      erzeugte Fragen, fällige Themen zuerst
  croupier stats [pharo|pharaon|pasur]
                                      Trefferquote je Thema und was fällig ist
  croupier odds [--profile pharo|pharaon] [--shown KARTEN | --box KARTEN] [--bets] [--simulate N] [--seed S] [--workers W]
                                      genaue Chancen, auf Wunsch mit Simulation
  croupier help [BEFEHL]              diese Hilfe oder die zu einem Befehl (auch: croupier BEFEHL -h)`,
		fr: `croupier – pour apprendre le pharaon (faro) et le pasur

Usage :
  croupier [tutor] [--dir CHEMIN]… [--seed N] [--plain]
                                      les leçons dans le tuteur (interactif)
  croupier demo [--seed N] [--profile pharo|pharaon]
                                      une taille entière de pharaon, du soda au hock
  croupier run [--json] [CHEMIN…]     vérifier des scénarios contre les règles (sans chemin : les leçons)
  croupier check [--json] [CHEMIN…]   seulement valider des scénarios
  croupier fill [--diff] FICHIER      faire inscrire par le moteur les résultats attendus
  croupier new faro|pharaon|pasur     un squelette commenté pour un nouveau scénario
  croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10] [--level 1-3] [--plain]
                                      questions générées, thèmes à revoir d’abord
  croupier stats [pharo|pharaon|pasur]
                                      réussite par thème et ce qui est à revoir
  croupier odds [--profile pharo|pharaon] [--shown CARTES | --box CARTES] [--bets] [--simulate N] [--seed S] [--workers W]
                                      chances exactes, simulation en option
  croupier help [COMMANDE]            cette aide ou celle d’une commande (aussi : croupier COMMANDE -h)`,
	}
	CLIUsageGlobal = Message{
		de: `Für jeden Befehl, vor oder nach seinem Namen:
  --lang de|fr               Sprache (sonst aus $LC_ALL, $LC_MESSAGES, $LANG)
  --color auto|always|never  Farben (auto: nur im Terminal und ohne $NO_COLOR)
  -h, --help                 die Hilfe zum Befehl`,
		fr: `Pour chaque commande, avant ou après son nom :
  --lang de|fr               langue (sinon d’après $LC_ALL, $LC_MESSAGES, $LANG)
  --color auto|always|never  couleurs (auto : seulement dans un terminal et sans $NO_COLOR)
  -h, --help                 l’aide de la commande`,
	}
	CLIUsageTutor = Message{
		de: `Aufruf: croupier [tutor] [--dir PFAD]… [--seed N] [--plain]
  startet den Tutor mit den mitgelieferten Lektionen: Enter macht dort weiter,
  wo du aufgehört hast, „hilfe“ zeigt am Prompt alle Befehle.
  --dir PFAD   eigene Szenarien aus dem Verzeichnis PFAD dazunehmen (mehrfach möglich)
  --seed N     Seed für das freie Spiel: eine ganze Zahl, derselbe Seed mischt gleich (Standard 1)
  --plain      Zeilenmodus auch im Terminal (ohne Vervollständigung und Verlauf)`,
		fr: `Usage : croupier [tutor] [--dir CHEMIN]… [--seed N] [--plain]
  lance le tuteur avec les leçons fournies : Entrée reprend là où vous vous
  êtes arrêté, « aide » liste les commandes à l’invite.
  --dir CHEMIN  ajouter vos propres scénarios du dossier CHEMIN (répétable)
  --seed N      graine (seed) de la partie libre : un nombre entier, la même graine donne le même mélange (par défaut 1)
  --plain       mode ligne même dans un terminal (sans complétion ni historique)`,
	}
	CLIUsageDemo = Message{
		de: `Aufruf: croupier demo [--seed N] [--profile pharo|pharaon]
  zieht einen ganzen Pharo-Durchgang von der Soda bis zum Hock und rechnet jeden Einsatz ab.
  --seed N      wie gemischt wird: derselbe Seed gibt denselben Durchgang (Standard 1)
  --profile P   pharo (mit Chips, Standard) oder pharaon (mit Punkten)`,
		fr: `Usage : croupier demo [--seed N] [--profile pharo|pharaon]
  joue une taille entière de pharaon, du soda au hock, et règle chaque mise.
  --seed N      le mélange : la même graine (seed) donne la même taille (par défaut 1)
  --profile P   pharo (avec des jetons, par défaut) ou pharaon (avec des points)`,
	}
	CLIUsageRun = Message{
		de: `Aufruf: croupier run [--json] [PFAD…]
  spielt Szenarien mit der Engine nach und prüft jede Erwartung;
  PFAD ist eine Datei oder ein Verzeichnis, ohne PFAD die mitgelieferten Lektionen.
  --json   eine JSON-Zeile je Szenario, dann die Summe
  Exit-Code 0: alle bestanden, 1: Erwartungen verfehlt, 2: ungültige Eingabe.`,
		fr: `Usage : croupier run [--json] [CHEMIN…]
  rejoue les scénarios avec le moteur et vérifie chaque attente ;
  CHEMIN est un fichier ou un dossier, sans CHEMIN les leçons fournies.
  --json   une ligne JSON par scénario, puis le total
  Code de sortie 0 : tout passe, 1 : attentes manquées, 2 : entrée invalide.`,
	}
	CLIUsageCheck = Message{
		de: `Aufruf: croupier check [--json] [PFAD…]
  prüft Szenarien nur auf Fehler (Format, Karten, erlaubte Züge), ohne die Erwartungen zu vergleichen;
  PFAD ist eine Datei oder ein Verzeichnis, ohne PFAD die mitgelieferten Lektionen.
  --json   eine JSON-Zeile je Szenario, dann die Summe
  Exit-Code 0: alles in Ordnung, 2: ein Fehler.`,
		fr: `Usage : croupier check [--json] [CHEMIN…]
  vérifie seulement les scénarios (format, cartes, coups permis), sans comparer les attentes ;
  CHEMIN est un fichier ou un dossier, sans CHEMIN les leçons fournies.
  --json   une ligne JSON par scénario, puis le total
  Code de sortie 0 : tout est en ordre, 2 : une erreur.`,
	}
	CLIUsageFill = Message{
		de: `Aufruf: croupier fill [--diff] DATEI
  trägt die Ergebnisse der Engine in die Erwartungen (expect) von DATEI ein;
  Kommentare und Layout bleiben.
  --diff   nichts schreiben, sondern die Änderungen als Patch zeigen, der sich
           anwenden lässt: croupier fill --diff DATEI | git apply (oder patch -p1);
           Exit-Code 1, wenn sich etwas ändern würde, sonst 0.`,
		fr: `Usage : croupier fill [--diff] FICHIER
  inscrit les résultats du moteur dans les attentes (expect) de FICHIER ;
  commentaires et mise en page sont gardés.
  --diff   ne rien écrire, mais montrer les changements sous forme de patch
           applicable : croupier fill --diff FICHIER | git apply (ou patch -p1) ;
           code de sortie 1 si le fichier doit changer, sinon 0.`,
	}
	CLIUsageNew = Message{
		de: `Aufruf: croupier new faro|pharaon|pasur
  gibt ein kommentiertes Szenario-Gerüst in deiner Sprache aus (--lang de|fr),
  etwa: croupier new faro > mein-szenario.yaml`,
		fr: `Usage : croupier new faro|pharaon|pasur
  affiche un squelette de scénario commenté dans votre langue (--lang de|fr),
  par exemple : croupier new pharaon > mon-scenario.yaml`,
	}
	CLIAboutQuiz = Message{
		de: `  erzeugte Fragen zu den Regeln, fällige Themen zuerst; was du weißt, merkt sich croupier für „croupier stats“.
  pharo|pharaon|pasur  nur Fragen zu diesem Spiel (sonst zu allen)
  --seed N             eine feste Übung: dieselben Fragen, was du auch weißt (Stufe 2, wenn --level fehlt); ohne --seed wählt dein Gedächtnis die Themen
  --n ANZAHL           wie viele Fragen (1 bis 100, Standard 10)
  --level 1-3          die Stufe (sonst wählt sie croupier je Thema nach deinen Antworten)
  --plain              Zeilenmodus auch im Terminal`,
		fr: `  des questions générées sur les règles, les thèmes à revoir d’abord ; croupier retient vos réponses pour « croupier stats ».
  pharo|pharaon|pasur  seulement des questions sur ce jeu (sinon sur tous)
  --seed N             un exercice fixe : les mêmes questions, quoi que vous sachiez (niveau 2 sans --level) ; sans --seed, votre mémoire choisit les thèmes
  --n NOMBRE           combien de questions (de 1 à 100, 10 par défaut)
  --level 1-3          le niveau (sinon croupier le choisit par thème selon vos réponses)
  --plain              mode ligne même dans un terminal`,
	}
	CLIAboutStats = Message{
		de: `  zeigt, wie viele Quizfragen du je Thema richtig hattest und was jetzt wieder fällig ist;
  mit einem Spiel nur dessen Themen.`,
		fr: `  montre combien de questions du quiz vous avez réussies par thème et ce qui est à revoir maintenant ;
  avec un jeu, seulement ses thèmes.`,
	}
	CLIAboutOdds = Message{
		de: `  die genauen Chancen eines Pharo-Durchgangs, wenn die genannten Karten gezeigt sind.
  --profile P      pharo (Standard: stehende Einsätze, Splits, Hohe Karte) oder pharaon (Pronostics, Foster-Farben)
  --shown KARTEN   die gezeigten Karten, etwa "7♣ K♦" (sonst die Soda des mit dem Seed gemischten Decks)
  --box KARTEN     statt --shown: die Karten, die noch im Stapel sind
  --bets           was jeder Einsatz kostet: über sein ganzes Leben und je Entscheidung
  --simulate N     dazu N Durchgänge simulieren, jede Zahl mit ihrem z-Wert
  --seed S         Seed für die Soda und die Simulation (Standard 1)
  --workers W      so viele Kerne für die Simulation (Standard: alle)`,
		fr: `  les chances exactes d’une taille de pharaon une fois montrées les cartes données.
  --profile P      pharo (par défaut : mises laissées, à cheval, haute carte) ou pharaon (pronostics, couleurs de Foster)
  --shown CARTES   les cartes montrées, par exemple "7♣ R♦" (sinon le soda du jeu mélangé avec la graine)
  --box CARTES     au lieu de --shown : les cartes encore dans le paquet
  --bets           ce que coûte chaque mise : sur toute sa vie et par règlement
  --simulate N     simuler en plus N tailles, chaque chiffre avec son écart réduit (z)
  --seed S         graine (seed) du soda et de la simulation (par défaut 1)
  --workers W      nombre de cœurs pour la simulation (par défaut : tous)`,
	}
	CLIUsageHelp = Message{
		de: `Aufruf: croupier help [BEFEHL]
  zeigt alle Befehle oder die Hilfe zu einem (dasselbe wie croupier BEFEHL -h).`,
		fr: `Usage : croupier help [COMMANDE]
  liste les commandes ou montre l’aide de l’une d’elles (comme croupier COMMANDE -h).`,
	}
	CLISeeHelp = Message{
		de: "Hilfe dazu: {0}",
		fr: "Aide\u00a0: {0}",
	}
	CLIUnknownCommand = Message{
		de: "Den Befehl „{0}“ gibt es nicht.",
		fr: "La commande «\u00a0{0}\u00a0» n’existe pas.",
	}
	CLIDidYouMean = Message{
		de: "Meintest du „{0}“?",
		fr: "Vouliez-vous dire «\u00a0{0}\u00a0»\u00a0?",
	}
	CLIUnknownFlag = Message{
		de: "Die Option {0} gibt es bei „{1}“ nicht.",
		fr: "L’option {0} n’existe pas pour «\u00a0{1}\u00a0».",
	}
	CLIUnknownFlagSuggest = Message{
		de: "Die Option {0} gibt es bei „{1}“ nicht. Meintest du {2}?",
		fr: "L’option {0} n’existe pas pour «\u00a0{1}\u00a0». Vouliez-vous dire {2}\u00a0?",
	}
	CLIBadOptions = Message{
		de: "Die Optionen von „{0}“ sind so nicht lesbar.",
		fr: "Les options de «\u00a0{0}\u00a0» sont illisibles ainsi.",
	}
	CLIFlagNeedsValue = Message{
		de: "Nach {0} fehlt der Wert, etwa {0} {1}.",
		fr: "Il manque la valeur après {0}, par exemple {0} {1}.",
	}
	CLIBadSwitch = Message{
		de: "{0} steht allein, ohne einen Wert wie „{1}“: Schreib einfach {0}.",
		fr: "{0} s’emploie seul, sans valeur comme «\u00a0{1}\u00a0»\u00a0: écrivez simplement {0}.",
	}
	CLIBadChoice = Message{
		de: "„{1}“ passt nicht zu {0}: Erlaubt sind {2}.",
		fr: "«\u00a0{1}\u00a0» ne convient pas pour {0}\u00a0; valeurs possibles\u00a0: {2}.",
	}
	CLIBadSeed = Message{
		de: "„{0}“ ist kein Seed. Ein Seed ist eine ganze Zahl ab 0, die das Mischen festlegt: Derselbe Seed gibt dieselben Karten und dieselben Fragen. Schreib ihn in Ziffern, etwa --seed 7.",
		fr: "«\u00a0{0}\u00a0» n’est pas une graine (seed). Une graine est un nombre entier à partir de 0 qui fixe le mélange\u00a0: la même graine donne les mêmes cartes et les mêmes questions. Écrivez-la en chiffres, par exemple --seed 7.",
	}
	CLIBadColor = Message{
		de: "„{0}“ geht nicht für --color: Erlaubt sind auto, always und never.",
		fr: "«\u00a0{0}\u00a0» ne convient pas pour --color\u00a0; valeurs possibles\u00a0: auto, always et never.",
	}
	CLIBadLang = Message{
		de: "Die Sprache „{0}“ kennt croupier nicht: Erlaubt sind de und fr.",
		fr: "croupier ne connaît pas la langue «\u00a0{0}\u00a0»\u00a0: de ou fr.",
	}
	LangFallback = Message{
		de: "Sprache nicht erkannt, es geht auf Deutsch weiter (--lang fr für Französisch). / Langue non reconnue : on continue en allemand (--lang fr pour le français).",
		fr: "Sprache nicht erkannt, es geht auf Deutsch weiter (--lang fr für Französisch). / Langue non reconnue\u00a0: on continue en allemand (--lang fr pour le français).",
	}
	CLIExtraArg = Message{
		de: "Mit „{0}“ kann „{1}“ nichts anfangen.",
		fr: "«\u00a0{1}\u00a0» ne sait que faire de «\u00a0{0}\u00a0».",
	}
	CLIError = Message{
		de: "Fehler: {0}",
		fr: "Erreur\u00a0: {0}",
	}
	CLIInternal = Message{
		de: "Da ist in croupier etwas schiefgegangen – ein Fehler im Programm, nicht in deiner Eingabe. Bitte melde ihn mit dem Befehl, den du aufgerufen hast.",
		fr: "Quelque chose a mal tourné dans croupier – une erreur du programme, pas de votre saisie. Merci de la signaler avec la commande que vous avez lancée.",
	}
	CLITerminal = Message{
		de: "Das Terminal lässt sich nicht für die Eingabe einrichten. Starte croupier mit --plain, dann liest es Zeile für Zeile.",
		fr: "Impossible de préparer le terminal pour la saisie. Lancez croupier avec --plain\u00a0: il lira alors ligne par ligne.",
	}
	CLIInputLost = Message{
		de: "Die Eingabe lässt sich nicht weiterlesen; croupier hört hier auf.",
		fr: "Impossible de lire la suite de la saisie\u00a0; croupier s’arrête ici.",
	}
	CLIPathMissing = Message{
		de: "Die Datei oder das Verzeichnis {0} gibt es nicht. Prüfe den Pfad.",
		fr: "Le fichier ou dossier {0} n’existe pas. Vérifiez le chemin.",
	}
	CLIFileMissing = Message{
		de: "Die Datei {0} gibt es nicht. Prüfe den Pfad.",
		fr: "Le fichier {0} n’existe pas. Vérifiez le chemin.",
	}
	CLIDirMissing = Message{
		de: "Das Verzeichnis {0} gibt es nicht. Prüfe den Pfad.",
		fr: "Le dossier {0} n’existe pas. Vérifiez le chemin.",
	}
	CLINotDir = Message{
		de: "{0} ist kein Verzeichnis. Nenne bei --dir ein Verzeichnis mit Szenarien.",
		fr: "{0} n’est pas un dossier. Donnez à --dir un dossier de scénarios.",
	}
	CLIIsDir = Message{
		de: "{0} ist ein Verzeichnis; hier gehört eine Szenario-Datei (*.yaml) hin.",
		fr: "{0} est un dossier\u00a0; il faut ici un fichier de scénario (*.yaml).",
	}
	CLINoReadPermission = Message{
		de: "{0} darfst du nicht lesen. Prüfe die Zugriffsrechte.",
		fr: "Vous n’avez pas le droit de lire {0}. Vérifiez les droits d’accès.",
	}
	CLINoWritePermission = Message{
		de: "In {0} darfst du nicht schreiben. Prüfe die Zugriffsrechte.",
		fr: "Vous n’avez pas le droit d’écrire dans {0}. Vérifiez les droits d’accès.",
	}
	CLICannotRead = Message{
		de: "{0} lässt sich nicht lesen. Prüfe, ob der Datenträger erreichbar ist, und versuch es noch einmal.",
		fr: "Impossible de lire {0}. Vérifiez que le support est accessible, puis réessayez.",
	}
	CLICannotWrite = Message{
		de: "{0} lässt sich nicht schreiben; die Datei bleibt, wie sie war. Prüfe den freien Platz und versuch es noch einmal.",
		fr: "Impossible d’écrire {0}\u00a0; le fichier reste tel quel. Vérifiez l’espace libre, puis réessayez.",
	}
	CLIRunNone = Message{
		de: "Keine Szenario-Dateien (*.yaml, *.yml) gefunden.",
		fr: "Aucun fichier de scénario (*.yaml, *.yml) trouvé.",
	}
	CLIRunFail = Message{
		de: "FEHLER",
		fr: "ÉCHEC",
	}
	CLIRunSummary = Message{
		de: "{0} bestanden, {1} fehlgeschlagen",
		fr: "{0} {0:réussi|réussis}, {1} en échec",
	}
	CLIFillNoFile = Message{
		de: "Welche Datei? „croupier fill“ braucht den Pfad einer Szenario-Datei.",
		fr: "Quel fichier\u00a0? «\u00a0croupier fill\u00a0» attend le chemin d’un fichier de scénario.",
	}
	CLIFillCannot = Message{
		de: "Die Erwartungen lassen sich nicht eintragen: {0}",
		fr: "Impossible d’inscrire les résultats\u00a0: {0}",
	}
	CLIFillLayout = Message{
		de: "Eine Erwartung steht in einer Form, in die fill nicht schreiben kann (etwa als Block über mehrere Zeilen). Schreib sie in eine Zeile, z. B. expect: {}.",
		fr: "une attente est écrite sous une forme où fill ne peut pas écrire (un bloc sur plusieurs lignes, par exemple). Écrivez-la sur une ligne, p. ex. expect: {}.",
	}
	CLIFillReplay = Message{
		de: "Die Engine kann das Szenario nicht nachspielen; „croupier run {0}“ zeigt, woran es liegt.",
		fr: "le moteur ne peut pas rejouer le scénario\u00a0; «\u00a0croupier run {0}\u00a0» montre pourquoi.",
	}
	CLIFillDone = Message{
		de: "{0} {0:Erwartung|Erwartungen} in {1} eingetragen",
		fr: "{0} {0:attente inscrite|attentes inscrites} dans {1}",
	}
	CLIFillNothing = Message{
		de: "{0}: nichts zu ändern, alle Erwartungen stimmen",
		fr: "{0}\u00a0: rien à changer, toutes les attentes sont justes",
	}
	CLINewNoKind = Message{
		de: "Welches Spiel? „croupier new“ braucht eins davon: {0}.",
		fr: "Quel jeu\u00a0? «\u00a0croupier new\u00a0» en attend un parmi\u00a0: {0}.",
	}
	CLINewUnknown = Message{
		de: "Das Spiel „{0}“ kennt croupier new nicht: Erlaubt sind {1}.",
		fr: "croupier new ne connaît pas le jeu «\u00a0{0}\u00a0»\u00a0; jeux possibles\u00a0: {1}.",
	}
	CLICardTwice = Message{
		de: "{0} ist zweimal genannt.",
		fr: "{0} est nommée deux fois.",
	}
	CLIOddsTooFew = Message{
		de: "Nach diesen Karten bleiben {0} {0:Karte|Karten} im Stapel; für einen Abzug braucht es mindestens zwei.",
		fr: "Après ces cartes, il reste {0} {0:carte|cartes} dans le paquet\u00a0; une paire en demande au moins deux.",
	}
)
