package locales

// Messages of the command line.
var (
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
		de: "„{0}“ ist keine Nummer einer Mischung. --seed nimmt eine ganze Zahl ab 0, die das Mischen festlegt: Dieselbe Zahl gibt dieselben Karten und dieselben Fragen. Schreib sie in Ziffern, etwa --seed 7.",
		fr: "«\u00a0{0}\u00a0» n’est pas une graine (seed). Une graine est un nombre entier à partir de 0 qui fixe le mélange\u00a0: la même graine donne les mêmes cartes et les mêmes questions. Écrivez-la en chiffres, par exemple --seed 7.",
	}
	CLIBadColor = Message{
		de: "„{0}“ geht nicht für --color: Erlaubt sind auto, always und never.",
		fr: "«\u00a0{0}\u00a0» ne convient pas pour --color\u00a0; valeurs possibles\u00a0: auto, always et never.",
	}
	CLILangOne = Message{
		de: "--lang {0} nennt zwei Sprachen; das geht nur bei „croupier new“ (ein zweisprachiges Gerüst). Wähle eine: --lang de oder --lang fr.",
		fr: "--lang {0} nomme deux langues\u00a0; seul «\u00a0croupier new\u00a0» l’accepte (un squelette bilingue). Choisissez-en une\u00a0: --lang fr ou --lang de.",
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
	cLIError = Message{
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
	cLINoReadPermission = Message{
		de: "{0} darfst du nicht lesen. Prüfe die Zugriffsrechte.",
		fr: "Vous n’avez pas le droit de lire {0}. Vérifiez les droits d’accès.",
	}
	cLINoWritePermission = Message{
		de: "In {0} darfst du nicht schreiben. Prüfe die Zugriffsrechte.",
		fr: "Vous n’avez pas le droit d’écrire dans {0}. Vérifiez les droits d’accès.",
	}
	cLICannotRead = Message{
		de: "{0} lässt sich nicht lesen. Prüfe, ob der Datenträger erreichbar ist, und versuch es noch einmal.",
		fr: "Impossible de lire {0}. Vérifiez que le support est accessible, puis réessayez.",
	}
	cLICannotWrite = Message{
		de: "{0} lässt sich nicht schreiben; die Datei bleibt, wie sie war. Versuch es noch einmal.",
		fr: "Impossible d’écrire {0}\u00a0; le fichier reste tel quel. Réessayez.",
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
	CLITutorNoLesson = Message{
		de: "Eine Lektion mit der id „{0}“ gibt es nicht.",
		fr: "Il n’y a pas de leçon d’id «\u00a0{0}\u00a0».",
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
	// The one writer's refusals and failures (statefile.Write), for every
	// file croupier writes that is the user's: fill, --junit, new -o.
	cLIWriteNoSpace = Message{
		de: "Auf dem Datenträger von {0} ist kein Platz mehr (oder dein Kontingent ist aufgebraucht); es ist nichts geschrieben. Schaffe Platz und versuch es noch einmal.",
		fr: "Le disque de {0} est plein (ou votre quota est épuisé)\u00a0; rien n’a été écrit. Libérez de la place, puis réessayez.",
	}
	cLIWriteIsDir = Message{
		de: "{0} ist ein Verzeichnis; croupier schreibt keine Datei an seine Stelle. Nenne eine Datei darin oder anderswo.",
		fr: "{0} est un dossier\u00a0; croupier n’écrit pas de fichier à sa place. Indiquez un fichier dedans ou ailleurs.",
	}
	cLIWriteNotRegular = Message{
		de: "{0} ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Verweis ins Leere); croupier schreibt weder hinein noch darüber. Nenne eine gewöhnliche Datei.",
		fr: "{0} n’est pas un fichier ordinaire (un périphérique, un tube ou un lien vers rien)\u00a0; croupier n’écrit ni dedans ni par-dessus. Indiquez un fichier ordinaire.",
	}
	cLIReadNotRegular = Message{
		de: "{0} ist keine gewöhnliche Datei (etwa eine Pipe oder ein Gerät); croupier liest sie nicht.",
		fr: "{0} n’est pas un fichier ordinaire (un tube ou un périphérique, par exemple)\u00a0; croupier ne le lit pas.",
	}
	cLILinkLoop = Message{
		de: "Die symbolischen Links von {0} führen im Kreis; so findet croupier keine Datei. Prüfe, worauf sie zeigen.",
		fr: "Les liens symboliques de {0} tournent en rond\u00a0; croupier n’y trouve aucun fichier. Vérifiez vers quoi ils pointent.",
	}
	cLIWriteReadOnly = Message{
		de: "{0} ist schreibgeschützt (oder gehört jemand anderem); croupier ersetzt die Datei nicht.",
		fr: "{0} est en lecture seule (ou appartient à quelqu’un d’autre)\u00a0; croupier ne remplace pas le fichier.",
	}
	cLIWriteHardLinks = Message{
		de: "{0} hat weitere Namen (harte Links); ersetzt hinge die Datei nicht mehr an ihnen, darum lässt croupier sie, wie sie ist. Arbeite mit einer Kopie.",
		fr: "{0} a d’autres noms (liens physiques)\u00a0; remplacé, le fichier s’en détacherait, aussi croupier le laisse tel quel. Travaillez sur une copie.",
	}
	cLIWriteOwner = Message{
		de: "{0} gehört jemand anderem; croupier kann die Datei nicht ersetzen, ohne ihren Besitzer zu ändern, und lässt sie, wie sie ist.",
		fr: "{0} appartient à quelqu’un d’autre\u00a0; croupier ne peut pas le remplacer sans en changer le propriétaire, et le laisse tel quel.",
	}
	cLIFillChanged = Message{
		de: "{0} wurde geändert, während fill lief; croupier hat nichts geschrieben, die Änderung bleibt. Ruf fill noch einmal auf.",
		fr: "{0} a été modifié pendant que fill travaillait\u00a0; croupier n’a rien écrit, la modification reste. Relancez fill.",
	}
	CLIJUnitIsInput = Message{
		de: "--junit {0}: Das ist eine der Szenario-Dateien dieses Laufs; croupier schreibt den Bericht nicht darüber. Nenne eine andere Datei, etwa --junit report.xml (oder erzwinge es mit --force).",
		fr: "--junit {0}\u00a0: c’est l’un des fichiers de scénario de cette exécution\u00a0; croupier n’écrit pas le rapport par-dessus. Indiquez un autre fichier, par exemple --junit report.xml (ou forcez avec --force).",
	}
	CLIJUnitScenarioName = Message{
		de: "--junit {0}: Eine Datei auf .yaml oder .yml ist ein Szenario; croupier schreibt den Bericht nicht dorthin. Nenne eine andere Datei, etwa --junit report.xml (oder erzwinge es mit --force).",
		fr: "--junit {0}\u00a0: un fichier en .yaml ou .yml est un scénario\u00a0; croupier n’y écrit pas le rapport. Indiquez un autre fichier, par exemple --junit report.xml (ou forcez avec --force).",
	}
	CLIJUnitDash = Message{
		de: "Für die Standardausgabe schreib --junit -.",
		fr: "Pour la sortie standard, écrivez --junit -.",
	}
	CLIJUnitNotWritten = Message{
		de: "Der JUnit-Bericht ist nicht geschrieben: {0}",
		fr: "Le rapport JUnit n’a pas été écrit\u00a0: {0}",
	}
	CLIOptForce = Message{
		de: "schreibt den Bericht von --junit auch in eine Datei auf .yaml/.yml oder über eine Szenario-Datei des Laufs",
		fr: "écrit le rapport de --junit même dans un fichier en .yaml/.yml ou sur un fichier de scénario de l’exécution",
	}
)
