package locales

// Messages of the command line.
var (
	CLIBadColor = Message{
		de: "unbekannter Wert für --color: „{0}“ (erlaubt: auto, always, never)",
		fr: "valeur inconnue pour --color : « {0} » (auto, always ou never)",
	}
	CLIBadFlag = Message{
		de: "{0} – „croupier help“ zeigt alle Optionen",
		fr: "{0} – « croupier help » liste les options",
	}
	CLIBadLang = Message{
		de: "unbekannte Sprache „{0}“: erlaubt sind de und fr",
		fr: "langue inconnue « {0} » : de ou fr",
	}
	CLIDidYouMean = Message{
		de: "Meintest du „{0}“?",
		fr: "Vouliez-vous dire « {0} » ?",
	}
	CLIError = Message{
		de: "Fehler: {0}",
		fr: "Erreur : {0}",
	}
	CLIFillCannot = Message{
		de: "Erwartungen können nicht eingetragen werden: {0}",
		fr: "impossible d’inscrire les résultats : {0}",
	}
	CLIFillDone = Message{
		de: "{0} {0:Erwartung|Erwartungen} in {1} eingetragen",
		fr: "{0} {0:attente inscrite|attentes inscrites} dans {1}",
	}
	CLIFillNothing = Message{
		de: "{0}: nichts zu ändern, alle Erwartungen stimmen",
		fr: "{0} : rien à changer, toutes les attentes sont justes",
	}
	CLINewUnknown = Message{
		de: "unbekanntes Spiel „{0}“: {1}",
		fr: "jeu inconnu « {0} » : {1}",
	}
	CLIRunNone = Message{
		de: "keine Szenario-Dateien (*.yaml, *.yml) gefunden",
		fr: "aucun fichier de scénario (*.yaml, *.yml) trouvé",
	}
	CLIUnknownCommand = Message{
		de: "unbekannter Befehl „{0}“ – „croupier help“ zeigt alle Befehle",
		fr: "commande inconnue « {0} » – « croupier help » liste les commandes",
	}
	CLIUsage = Message{
		de: `croupier – lernt Pharo (Faro) und Pasur

Aufruf:
  croupier [Optionen]                 die Lektionen im Tutor (interaktiv)
      --dir PFAD                      eigene Szenarien dazunehmen (mehrfach möglich)
      --seed N                        Seed für das freie Spiel
      --plain                         Zeilenmodus auch im Terminal
  croupier demo [--seed N] [--profile pharo|pharaon]
                                      ein ganzer Pharo-Durchgang, von der Soda bis zum Hock
  croupier run [--json] [PFAD…]       Szenarien gegen die Regeln prüfen (ohne Pfad: die Lektionen)
  croupier check [--json] [PFAD…]     Szenarien nur auf Fehler prüfen
  croupier fill [--diff] DATEI        die erwarteten Ergebnisse von der Engine eintragen lassen
  croupier new faro|pharaon|pasur     ein kommentiertes Gerüst für ein neues Szenario
  croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10] [--level 1-3]
                                      erzeugte Fragen, fällige Themen zuerst
  croupier stats [SPIEL]              Trefferquote je Thema und was fällig ist
  croupier odds [--shown KARTEN] [--simulate N] [--seed S]
                                      genaue Chancen, auf Wunsch mit Simulation
  croupier help                       diese Hilfe

Optionen:
  --lang de|fr        Sprache (sonst aus $LC_ALL, $LC_MESSAGES, $LANG)
  --color auto|always|never
                      Farben (auto: nur im Terminal und ohne NO_COLOR)
  -h, --help          diese Hilfe`,
		fr: `croupier – apprendre le pharaon (faro) et le pasur

Usage :
  croupier [options]                  les leçons dans le tuteur (interactif)
      --dir CHEMIN                    ajouter ses propres scénarios (répétable)
      --seed N                        graine de la partie libre
      --plain                         mode ligne même dans un terminal
  croupier demo [--seed N] [--profile pharo|pharaon]
                                      une taille entière de pharaon, du soda au hock
  croupier run [--json] [CHEMIN…]     vérifier des scénarios contre les règles (sans chemin : les leçons)
  croupier check [--json] [CHEMIN…]   seulement valider des scénarios
  croupier fill [--diff] FICHIER      faire inscrire par le moteur les résultats attendus
  croupier new faro|pharaon|pasur     un squelette commenté pour un nouveau scénario
  croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10] [--level 1-3]
                                      questions produites, thèmes à revoir d’abord
  croupier stats [JEU]                réussite par thème et ce qui est à revoir
  croupier odds [--shown CARTES] [--simulate N] [--seed S]
                                      chances exactes, simulation en option
  croupier help                       cette aide

Options :
  --lang de|fr        langue (sinon d’après $LC_ALL, $LC_MESSAGES, $LANG)
  --color auto|always|never
                      couleurs (auto : seulement dans un terminal et sans NO_COLOR)
  -h, --help          cette aide`,
	}
	CLIUsageCheck = Message{
		de: `croupier check [--json] [PFAD…]
  prüft Szenarien nur auf Fehler (Format, Karten, erlaubte Züge).`,
		fr: `croupier check [--json] [CHEMIN…]
  vérifie seulement les scénarios (format, cartes, coups permis).`,
	}
	CLIUsageFill = Message{
		de: `croupier fill [--diff] DATEI
  trägt die Ergebnisse der Engine in die Erwartungen (expect) ein;
  Kommentare und Layout bleiben. --diff zeigt nur, was sich ändern würde.`,
		fr: `croupier fill [--diff] FICHIER
  inscrit les résultats du moteur dans les attentes (expect) ;
  commentaires et mise en page sont gardés. --diff montre seulement les changements.`,
	}
	CLIUsageNew = Message{
		de: `croupier new faro|pharaon|pasur [--lang de|fr]
  gibt ein kommentiertes Szenario-Gerüst aus.`,
		fr: `croupier new faro|pharaon|pasur [--lang de|fr]
  affiche un squelette de scénario commenté.`,
	}
	CLIUsageRun = Message{
		de: `croupier run [--json] [PFAD…]
  spielt Szenarien gegen die Engine nach und prüft jede Erwartung;
  PFAD ist eine Datei oder ein Verzeichnis, ohne PFAD die mitgelieferten.
  Exit-Code 0: alle bestanden, 1: Erwartungen verfehlt, 2: ungültige Eingabe.`,
		fr: `croupier run [--json] [CHEMIN…]
  rejoue les scénarios avec le moteur et vérifie chaque attente ;
  CHEMIN est un fichier ou un dossier, sans CHEMIN les scénarios fournis.
  Code de sortie 0 : tout passe, 1 : attentes manquées, 2 : entrée invalide.`,
	}
	LangFallback = Message{
		de: "Sprache nicht erkannt, es geht auf Deutsch weiter (--lang fr für Französisch). / Langue non reconnue : on continue en allemand (--lang fr pour le français).",
		fr: "Sprache nicht erkannt, es geht auf Deutsch weiter (--lang fr für Französisch). / Langue non reconnue : on continue en allemand (--lang fr pour le français).",
	}
	CLIBadDir = Message{
		de: "Verzeichnis {0}: {1}",
		fr: "Répertoire {0} : {1}",
	}
	CLINotDir = Message{
		de: "{0} ist kein Verzeichnis.",
		fr: "{0} n’est pas un répertoire.",
	}
)
