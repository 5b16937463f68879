package locales

// Messages of the quiz statistics.
var (
	StatsComesBack = Message{
		de: "kommt {0} wieder",
		fr: "revient {0}",
	}
	StatsDue = Message{
		de: "Jetzt dran: {0} {0:Thema|Themen} – {1}.",
		fr: "À revoir maintenant\u00a0: {0} {0:thème|thèmes} – {1}.",
	}
	StatsDueNow = Message{
		de: "ist jetzt wieder dran",
		fr: "à revoir maintenant",
	}
	StatsHeadNext = Message{
		de: "Kommt wieder",
		fr: "Revient",
	}
	StatsHeadRight = Message{
		de: "Richtig",
		fr: "Justes",
	}
	StatsHeadState = Message{
		de: "Stand",
		fr: "Où vous en êtes",
	}
	StatsHeadTopic = Message{
		de: "Thema",
		fr: "Thème",
	}
	StatsNeverAsked = Message{
		de: "noch nie gefragt",
		fr: "jamais posé",
	}
	StatsNoneDue = Message{
		de: "Jetzt ist nichts dran.",
		fr: "Rien à revoir maintenant.",
	}
	StatsRight = Message{
		de: "{0} von {1} ({2})",
		fr: "{0} sur {1} ({2})",
	}
	StatsRightOfAll = Message{
		de: "{0} von {1} richtig ({2})",
		fr: "{0} {0:bonne réponse|bonnes réponses} sur {1} ({2})",
	}
	StatsStateLearning = Message{
		de: "wird gelernt",
		fr: "en apprentissage",
	}
	StatsStateNew = Message{
		de: "neu",
		fr: "nouveau",
	}
	StatsStateRelearning = Message{
		de: "wird neu gelernt",
		fr: "à réapprendre",
	}
	StatsStateReview = Message{
		de: "gelernt",
		fr: "acquis",
	}
	StatsTitle = Message{
		de: "Quiz-Statistik je Thema:",
		fr: "Statistiques du quiz par thème\u00a0:",
	}
	StatsTotal = Message{
		de: "Insgesamt: {0}; {1} {1:Thema|Themen} noch nie gefragt.",
		fr: "En tout\u00a0: {0}\u00a0; {1} {1:thème|thèmes} encore jamais {1:posé|posés}.",
	}
	StatsWhenDays = Message{
		de: "in {0} {0:Tag|Tagen}",
		fr: "dans {0} {0:jour|jours}",
	}
	StatsWhenHours = Message{
		de: "in {0} {0:Stunde|Stunden}",
		fr: "dans {0} {0:heure|heures}",
	}
	StatsWhenMinutes = Message{
		de: "in {0} {0:Minute|Minuten}",
		fr: "dans {0} {0:minute|minutes}",
	}
	StatsWhenNow = Message{
		de: "jetzt",
		fr: "maintenant",
	}
	StatsWhenTomorrow = Message{
		de: "morgen",
		fr: "demain",
	}
)
