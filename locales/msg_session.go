package locales

// Messages of the session: menu, progress, language and prompts.
var (
	Bye = Message{
		de: "Fortschritt gespeichert. Bis bald!",
		fr: "Progrès enregistrés. À bientôt\u00a0!",
	}
	Cancelled = Message{
		de: "(abgebrochen – die Frage gilt weiter)",
		fr: "(annulé – la question reste posée)",
	}
	ConfirmCancelled = Message{
		de: "(abgebrochen)",
		fr: "(annulé)",
	}
	ConfirmKept = Message{
		de: "Nichts gelöscht.",
		fr: "Rien n’a été effacé.",
	}
	YesOrNo = Message{
		de: "Bitte „ja“ oder „nein“.",
		fr: "Répondez «\u00a0oui\u00a0» ou «\u00a0non\u00a0».",
	}
	GroupPasur = Message{
		de: "Pasur",
		fr: "Pasur",
	}
	GroupPharaon = Message{
		de: "Pharaon",
		fr: "Pharaon",
	}
	GroupPharo = Message{
		de: "Pharo",
		fr: "Pharo",
	}
	InterruptMenu = Message{
		de: "(Strg-D oder „ende“ beendet croupier.)",
		fr: "(Ctrl-D ou «\u00a0quitter\u00a0» ferme croupier.)",
	}
	LangSwitched = Message{
		de: "Sprache: Deutsch.",
		fr: "Langue\u00a0: français.",
	}
	LangUnknown = Message{
		de: "Unbekannte Sprache „{0}“: de oder fr.",
		fr: "Langue inconnue «\u00a0{0}\u00a0»\u00a0: de ou fr.",
	}
	LangUsage = Message{
		de: "Schreib dazu, welche Sprache: „sprache fr“ für Französisch, „sprache de“ für Deutsch.",
		fr: "Précisez la langue\u00a0: «\u00a0langue de\u00a0» pour l’allemand, «\u00a0langue fr\u00a0» pour le français.",
	}
	LessonProblem = Message{
		de: "Lektion nicht geladen: {0}: {1}",
		fr: "Leçon non chargée\u00a0: {0}\u00a0: {1}",
	}
	LessonNotice = Message{
		de: "Hinweis zu {0}: {1}",
		fr: "Remarque sur {0}\u00a0: {1}",
	}
	MenuAllDone = Message{
		de: "Alle Lektionen erledigt – wähle eine zum Wiederholen oder spiele frei („spiel pharo“).",
		fr: "Toutes les leçons sont terminées – choisissez-en une à revoir ou jouez librement («\u00a0jouer pharaon\u00a0»).",
	}
	MenuAmbiguous = Message{
		de: "Eine Lektion „{0}“ gibt es mehrmals: {1}. Schreib das Spiel dazu, etwa „{2}“.",
		fr: "Il y a plusieurs leçons «\u00a0{0}\u00a0»\u00a0: {1}. Précisez le jeu, par exemple «\u00a0{2}\u00a0».",
	}
	MenuContinue = Message{
		de: "Enter: weiter mit „{0}“",
		fr: "Entrée\u00a0: continuer avec «\u00a0{0}\u00a0»",
	}
	MenuEmpty = Message{
		de: "Keine Lektionen gefunden.",
		fr: "Aucune leçon trouvée.",
	}
	MenuHowto = Message{
		de: "Nummer oder Name wählt eine Lektion · „spiel pharo“, „spiel pharaon“, „spiel pasur“: freies Spiel · „hilfe“ · „ende“",
		fr: "Un numéro ou un nom ouvre une leçon · «\u00a0jouer pharo\u00a0», «\u00a0jouer pharaon\u00a0», «\u00a0jouer pasur\u00a0»\u00a0: partie libre · «\u00a0aide\u00a0» · «\u00a0quitter\u00a0»",
	}
	MenuNext = Message{
		de: "Enter: weiter mit „{0}“ · „menü“ zeigt alle Lektionen",
		fr: "Entrée\u00a0: continuer avec «\u00a0{0}\u00a0» · «\u00a0menu\u00a0» montre toutes les leçons",
	}
	MenuNextAllDone = Message{
		de: "Alle Lektionen erledigt · „menü“ zeigt sie, „spiel pharo“ beginnt ein freies Spiel",
		fr: "Toutes les leçons sont terminées · «\u00a0menu\u00a0» les montre, «\u00a0jouer pharaon\u00a0» commence une partie libre",
	}
	MenuOtherLang = Message{
		de: "(nur\u00a0Französisch)",
		fr: "(en\u00a0allemand\u00a0seulement)",
	}
	LessonOtherLang = Message{
		de: "„{0}“ gibt es nur auf Französisch: Die Texte der Lektion sind französisch, der Tutor spricht weiter Deutsch. Mit „sprache fr“ ist alles französisch.",
		fr: "«\u00a0{0}\u00a0» n’existe qu’en allemand\u00a0: les textes de la leçon sont en allemand, le tuteur continue en français. Avec «\u00a0langue de\u00a0», tout passe en allemand.",
	}
	MenuOwn = Message{
		de: "(eigene)",
		fr: "(personnelle)",
	}
	MenuStarted = Message{
		de: "(angefangen)",
		fr: "(commencée)",
	}
	MenuUnknown = Message{
		de: "Keine Lektion „{0}“.",
		fr: "Pas de leçon «\u00a0{0}\u00a0».",
	}
	NotHere = Message{
		de: "„{0}“ geht hier nicht.",
		fr: "«\u00a0{0}\u00a0» n’est pas possible ici.",
	}
	ProgressGroup = Message{
		de: "{0}: {1}/{2} erledigt, {3} {3:Fehler|Fehler}",
		fr: "{0}\u00a0: {1}/{2} terminées, {3} {3:erreur|erreurs}",
	}
	ProgressRecovered = Message{
		de: "Die Fortschrittsdatei war beschädigt; sie liegt jetzt unter {0}. Es geht mit leerem Fortschritt weiter.",
		fr: "Le fichier de progrès était abîmé\u00a0; il est conservé sous {0}. On repart de zéro.",
	}
	ProgressSaveFailed = Message{
		de: "Fortschritt konnte nicht gespeichert werden: {0}",
		fr: "Impossible d’enregistrer les progrès\u00a0: {0}",
	}
	ProgressUnavailable = Message{
		de: "Die Fortschrittsdatei {0} ist nicht lesbar; der Fortschritt wird nur für diese Sitzung gemerkt.",
		fr: "Le fichier de progrès {0} est illisible\u00a0; les progrès ne valent que pour cette session.",
	}
	PromptAnswer = Message{
		de: "Antwort> ",
		fr: "Réponse> ",
	}
	PromptConfirm = Message{
		de: "ja/nein> ",
		fr: "oui/non> ",
	}
	PromptMenu = Message{
		de: "Lektion> ",
		fr: "Leçon> ",
	}
	ResetConfirmAll = Message{
		de: "Wirklich den Fortschritt aller Lektionen löschen ({0} {0:Lektion|Lektionen} mit Fortschritt)?",
		fr: "Effacer vraiment les progrès de toutes les leçons ({0} {0:leçon|leçons} avec des progrès)\u00a0?",
	}
	ResetConfirmOne = Message{
		de: "Wirklich den Fortschritt von „{0}“ löschen?",
		fr: "Effacer vraiment les progrès de «\u00a0{0}\u00a0»\u00a0?",
	}
	ResetDoneAll = Message{
		de: "Aller Fortschritt gelöscht.",
		fr: "Tous les progrès sont effacés.",
	}
	ResetDoneOne = Message{
		de: "Fortschritt von „{0}“ gelöscht.",
		fr: "Progrès de «\u00a0{0}\u00a0» effacés.",
	}
	ResetUsage = Message{
		de: "Schreib dazu, welche Lektion: „zurücksetzen 9b“, „zurücksetzen pharo 2“ oder „zurücksetzen alle“.",
		fr: "Précisez quelle leçon\u00a0: «\u00a0réinitialiser 9b\u00a0», «\u00a0réinitialiser pharo 2\u00a0» ou «\u00a0réinitialiser tout\u00a0».",
	}
	Summary = Message{
		de: "{0}/{1} erledigt",
		fr: "{0}/{1} terminées",
	}
	Welcome = Message{
		de: "Willkommen bei croupier – hier lernst du Pharo und Pasur. Mit „hilfe“ siehst du alle Befehle.",
		fr: "Bienvenue dans croupier, pour apprendre le pharaon – aux jetons (le pharo) ou aux points – et le pasur. Tapez «\u00a0aide\u00a0» pour voir les commandes.",
	}
	RunChecking = Message{
		de: "Szenarien geprüft",
		fr: "scénarios vérifiés",
	}
)

// Messages of the session about its state files: what could not be read
// or written, and why, with what to do.
var (
	stateNoWrite = Message{
		de: "croupier darf in {0} nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses.",
		fr: "croupier n’a pas le droit d’écrire dans {0}. Vérifiez le propriétaire et les droits de ce dossier.",
	}
	stateNoRead = Message{
		de: "croupier darf {0} nicht lesen. Prüfe Besitzer und Rechte der Datei.",
		fr: "croupier n’a pas le droit de lire {0}. Vérifiez le propriétaire et les droits du fichier.",
	}
	stateReadOnly = Message{
		de: "{0} liegt auf einem schreibgeschützten Dateisystem. Setze XDG_STATE_HOME auf ein Verzeichnis, in das du schreiben darfst.",
		fr: "{0} se trouve sur un système de fichiers en lecture seule. Faites pointer XDG_STATE_HOME vers un dossier où vous pouvez écrire.",
	}
	stateNoSpace = Message{
		de: "Auf dem Datenträger von {0} ist kein Platz mehr (oder dein Kontingent ist aufgebraucht). Schaffe Platz, dann klappt es beim nächsten Speichern.",
		fr: "Le disque de {0} est plein (ou votre quota est épuisé). Libérez de la place, et le prochain enregistrement réussira.",
	}
	stateIsDir = Message{
		de: "Wo die Datei {0} hingehört, steht ein Verzeichnis. Verschiebe oder lösche es, dann legt croupier die Datei an.",
		fr: "À la place du fichier {0} se trouve un dossier. Déplacez-le ou supprimez-le, et croupier créera le fichier.",
	}
	stateNotDir = Message{
		de: "Im Pfad {0} steht eine Datei, wo ein Verzeichnis sein müsste. Verschiebe diese Datei.",
		fr: "Dans le chemin {0}, un fichier occupe la place d’un dossier. Déplacez ce fichier.",
	}
	stateBusy = Message{
		de: "{2} hält {0} seit über {1} {1:Sekunde|Sekunden} gesperrt. Diese Sitzung wartet nicht noch einmal darauf: Bis die Sperre frei ist, wird nichts gespeichert. Beende das andere croupier, oder starte dieses später neu.",
		fr: "{2} bloque {0} depuis plus de {1} {1:seconde|secondes}. Cette session n’attendra plus\u00a0: tant que le verrou n’est pas levé, rien n’est enregistré. Fermez l’autre croupier, ou relancez celui-ci plus tard.",
	}
	stateBusyNoWait = Message{
		de: "{1} hält {0} gesperrt. Diese Sitzung wartet nicht mehr darauf: Bis die Sperre frei ist, wird nichts gespeichert.",
		fr: "{1} bloque {0}. Cette session n’attend plus\u00a0: tant que le verrou n’est pas levé, rien n’est enregistré.",
	}
	stateBusyHolder = Message{
		de: "Ein anderes croupier (Prozess {0})",
		fr: "Un autre croupier (processus {0})",
	}
	stateBusyOther = Message{
		de: "Ein anderes croupier",
		fr: "Un autre croupier",
	}
	stateNotRegular = Message{
		de: "Wo die Datei {0} hingehört, steht keine gewöhnliche Datei (etwa eine Pipe oder ein Gerät); croupier liest und ersetzt sie nicht. Verschiebe oder lösche sie, dann legt croupier die Datei an.",
		fr: "À la place du fichier {0} se trouve autre chose qu’un fichier ordinaire (un tube ou un périphérique, par exemple)\u00a0; croupier ne le lit ni ne le remplace. Déplacez-le ou supprimez-le, et croupier créera le fichier.",
	}
	stateNewer = Message{
		de: "{0} stammt von einer neueren Version von croupier (Dateiformat {1}); dieses croupier ist älter und lässt die Datei, wie sie ist. Aktualisiere croupier.",
		fr: "{0} vient d’une version plus récente de croupier (format {1})\u00a0; ce croupier est plus ancien et laisse le fichier tel quel. Mettez croupier à jour.",
	}
	stateReadFailed = Message{
		de: "{0} lässt sich nicht lesen. Prüfe, ob der Datenträger erreichbar ist.",
		fr: "Impossible de lire {0}. Vérifiez que le disque est accessible.",
	}
	stateFailed = Message{
		de: "{0} ließ sich nicht schreiben; die Datei bleibt, wie sie war. Prüfe, ob der Datenträger erreichbar ist.",
		fr: "Impossible d’écrire {0}\u00a0; le fichier reste tel qu’il était. Vérifiez que le disque est accessible.",
	}
	stateFailedUnknown = Message{
		de: "croupier konnte seinen Zustand nicht schreiben.",
		fr: "croupier n’a pas pu écrire son état.",
	}
	ProgressInMemory = Message{
		de: "Bis das behoben ist, merkt sich croupier deinen Fortschritt nur in dieser Sitzung und versucht bei jedem Schritt, ihn zu speichern.",
		fr: "En attendant, croupier garde vos progrès pour cette session seulement et tente de les enregistrer à chaque étape.",
	}
	ProgressSavedAgain = Message{
		de: "Jetzt ist der Fortschritt wieder gespeichert.",
		fr: "Vos progrès sont de nouveau enregistrés.",
	}
	ProgressNewer = Message{
		de: "Die Fortschrittsdatei {0} stammt von einer neueren Version von croupier (Dateiformat {1}); dieses croupier ist älter. Es lässt die Datei, wie sie ist, und speichert nichts von dieser Sitzung. Aktualisiere croupier, dann geht nichts verloren.",
		fr: "Le fichier de progrès {0} vient d’une version plus récente de croupier (format {1})\u00a0; ce croupier est plus ancien. Il laisse le fichier tel quel et n’enregistre rien de cette session. Mettez croupier à jour pour ne rien perdre.",
	}
	ProgressCorruptStuck = Message{
		de: "Die Fortschrittsdatei {0} ist beschädigt, und croupier konnte sie nicht beiseitelegen; sie bleibt, wie sie ist. Es geht mit leerem Fortschritt weiter.",
		fr: "Le fichier de progrès {0} est abîmé, et croupier n’a pas pu le mettre de côté\u00a0; il reste tel quel. On repart de zéro.",
	}
	ProgressUnsavedBye = Message{
		de: "Der Fortschritt dieser Sitzung ist nicht gespeichert: {0}",
		fr: "Les progrès de cette session ne sont pas enregistrés\u00a0: {0}",
	}
	LessonDoneUnsaved = Message{
		de: "Lektion „{0}“ geschafft ({1} {1:Fehler|Fehler}) – aber nur in dieser Sitzung, gespeichert ist das nicht.",
		fr: "Leçon «\u00a0{0}\u00a0» terminée ({1} {1:erreur|erreurs}) – pour cette session seulement, ce n’est pas enregistré.",
	}
	ResetDoneAllUnsaved = Message{
		de: "Aller Fortschritt ist in dieser Sitzung gelöscht – in der Datei aber nicht, denn sie lässt sich nicht schreiben.",
		fr: "Tous les progrès sont effacés pour cette session – pas dans le fichier, qui ne peut pas être écrit.",
	}
	ResetDoneOneUnsaved = Message{
		de: "Der Fortschritt von „{0}“ ist in dieser Sitzung gelöscht – in der Datei aber nicht, denn sie lässt sich nicht schreiben.",
		fr: "Les progrès de «\u00a0{0}\u00a0» sont effacés pour cette session – pas dans le fichier, qui ne peut pas être écrit.",
	}
	ByeOnly = Message{
		de: "Bis bald!",
		fr: "À bientôt\u00a0!",
	}
	ByeNoState = Message{
		de: "Gespeichert wurde nichts: croupier kennt kein Verzeichnis für seinen Zustand (setze HOME oder XDG_STATE_HOME). Bis bald!",
		fr: "Rien n’a été enregistré\u00a0: croupier ne connaît aucun dossier pour son état (définissez HOME ou XDG_STATE_HOME). À bientôt\u00a0!",
	}
	HistorySaveFailed = Message{
		de: "Der Verlauf deiner Eingaben lässt sich nicht speichern: {0}",
		fr: "Impossible d’enregistrer l’historique de vos saisies\u00a0: {0}",
	}
)
