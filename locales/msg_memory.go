package locales

// Messages of what lessons tell the quiz's memory: the drill offered
// after a lesson with mistakes, what is due and why, the lessons' answers
// in the statistics.
var (
	DrillOffer = Message{
		de: "Enter: {0} {0:Frage|Fragen} zu {1}, dann weiter mit „{2}“ · „weiter“ überspringt die Fragen",
		fr: "Entrée\u00a0: {0} {0:question|questions} sur {1}, puis la leçon «\u00a0{2}\u00a0» · «\u00a0passer\u00a0» saute les questions",
	}
	DrillOfferLast = Message{
		de: "Enter: {0} {0:Frage|Fragen} zu {1} · „menü“ zeigt alle Lektionen",
		fr: "Entrée\u00a0: {0} {0:question|questions} sur {1} · «\u00a0menu\u00a0» montre toutes les leçons",
	}
	DrillTopic = Message{
		de: "„{0}“",
		fr: "«\u00a0{0}\u00a0»",
	}
	DrillTitle = Message{
		de: "Eine Übung zu dem, was in der Lektion danebenging: {0}.",
		fr: "Un exercice sur ce que vous avez manqué dans la leçon\u00a0: {0}.",
	}
	LessonMemorySaveFailed = Message{
		de: "Deine Antworten in der Lektion konnten nicht fürs Quiz gespeichert werden: {0}",
		fr: "Impossible d’enregistrer pour le quiz vos réponses de la leçon\u00a0: {0}",
	}
	MenuDue = Message{
		de: "Fällig: {0}",
		fr: "À revoir\u00a0: {0}",
	}
	MenuDueLesson = Message{
		de: "{0} – {1} {1:Fehler|Fehler} in {2}",
		fr: "{0} – {1} {1:erreur|erreurs} dans {2}",
	}
	MenuDueSomeLesson = Message{
		de: "{0} – {1} {1:Fehler|Fehler} in einer Lektion",
		fr: "{0} – {1} {1:erreur|erreurs} dans une leçon",
	}
	MenuDueQuiz = Message{
		de: "wieder dran im Quiz: {0}",
		fr: "à revoir au quiz\u00a0: {0}",
	}
	StatsDueLesson = Message{
		de: "{0} ({1} {1:Fehler|Fehler} in {2})",
		fr: "{0} ({1} {1:erreur|erreurs} dans {2})",
	}
	StatsDueSomeLesson = Message{
		de: "{0} ({1} {1:Fehler|Fehler} in einer Lektion)",
		fr: "{0} ({1} {1:erreur|erreurs} dans une leçon)",
	}
	StatsHeadLessons = Message{
		de: "In Lektionen",
		fr: "En leçon",
	}
	StatsHeadQuiz = Message{
		de: "Im Quiz",
		fr: "Au quiz",
	}
	StatsLessonWords = Message{
		de: "in Lektionen {0} von {1} richtig ({2})",
		fr: "en leçon {0} {0:bonne réponse|bonnes réponses} sur {1} ({2})",
	}
)
