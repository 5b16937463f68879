package locales

// Messages of the session: menu, progress, language and prompts.
var (
	Bye = Message{
		de: "Fortschritt gespeichert. Bis bald!",
		fr: "Progrès enregistrés. À bientôt !",
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
		fr: "Répondez « oui » ou « non ».",
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
		fr: "(Ctrl-D ou « quitter » ferme croupier.)",
	}
	LangSwitched = Message{
		de: "Sprache: Deutsch.",
		fr: "Langue : français.",
	}
	LangUnknown = Message{
		de: "Unbekannte Sprache „{0}“: de oder fr.",
		fr: "Langue inconnue « {0} » : de ou fr.",
	}
	LangUsage = Message{
		de: "Aufruf: sprache fr (oder: langue de)",
		fr: "Usage : langue de (ou : sprache fr)",
	}
	LessonProblem = Message{
		de: "Lektion nicht geladen: {0}: {1}",
		fr: "Leçon non chargée : {0} : {1}",
	}
	MenuAllDone = Message{
		de: "Alle Lektionen erledigt – wähle eine zum Wiederholen oder spiele frei („spiel faro“).",
		fr: "Toutes les leçons sont terminées – choisissez-en une à revoir ou jouez librement (« jouer pharaon »).",
	}
	MenuContinue = Message{
		de: "Enter: weiter mit „{0}“",
		fr: "Entrée : continuer avec « {0} »",
	}
	MenuEmpty = Message{
		de: "Keine Lektionen gefunden.",
		fr: "Aucune leçon trouvée.",
	}
	MenuHowto = Message{
		de: "Nummer oder Name wählt eine Lektion · „spiel faro“, „spiel pasur“: freies Spiel · „hilfe“ · „ende“",
		fr: "Un numéro ou un nom ouvre une leçon · « jouer pharaon », « jouer pasur » : partie libre · « aide » · « quitter »",
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
		fr: "Pas de leçon « {0} ».",
	}
	NotHere = Message{
		de: "„{0}“ geht hier nicht.",
		fr: "« {0} » n’est pas possible ici.",
	}
	ProgressGroup = Message{
		de: "{0}: {1}/{2} erledigt, {3} {3:Fehler|Fehler}",
		fr: "{0} : {1}/{2} terminées, {3} {3:erreur|erreurs}",
	}
	ProgressRecovered = Message{
		de: "Die Fortschrittsdatei war beschädigt; sie liegt jetzt unter {0}. Es geht mit leerem Fortschritt weiter.",
		fr: "Le fichier de progrès était abîmé ; il est conservé sous {0}. On repart de zéro.",
	}
	ProgressSaveFailed = Message{
		de: "Fortschritt konnte nicht gespeichert werden: {0}",
		fr: "Impossible d’enregistrer les progrès : {0}",
	}
	ProgressUnavailable = Message{
		de: "Die Fortschrittsdatei {0} ist nicht lesbar; der Fortschritt wird nur für diese Sitzung gemerkt.",
		fr: "Le fichier de progrès {0} est illisible ; les progrès ne valent que pour cette session.",
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
		de: "Wirklich den Fortschritt aller Lektionen löschen ({0} {0:Eintrag|Einträge})?",
		fr: "Effacer vraiment les progrès de toutes les leçons ({0} {0:entrée|entrées}) ?",
	}
	ResetConfirmOne = Message{
		de: "Wirklich den Fortschritt von „{0}“ löschen?",
		fr: "Effacer vraiment les progrès de « {0} » ?",
	}
	ResetDoneAll = Message{
		de: "Aller Fortschritt gelöscht.",
		fr: "Tous les progrès sont effacés.",
	}
	ResetDoneOne = Message{
		de: "Fortschritt von „{0}“ gelöscht.",
		fr: "Progrès de « {0} » effacés.",
	}
	ResetUsage = Message{
		de: "Aufruf: zurücksetzen NUMMER (oder Name der Lektion), zurücksetzen alle",
		fr: "Usage : réinitialiser NUMÉRO (ou nom de la leçon), réinitialiser tout",
	}
	Summary = Message{
		de: "{0}/{1} erledigt",
		fr: "{0}/{1} terminées",
	}
	Welcome = Message{
		de: "Willkommen bei croupier – hier lernst du Pharo und Pasur. Mit „hilfe“ siehst du alle Befehle.",
		fr: "Bienvenue dans croupier, pour apprendre le pharaon et le pasur. Tapez « aide » pour voir les commandes.",
	}
)
