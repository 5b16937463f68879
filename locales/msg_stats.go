package locales

// Messages of the quiz statistics.
var (
	StatsAnswered = Message{
		de: "{0}/{1} richtig ({2})",
		fr: "{0}/{1} {0:juste|justes} ({2})",
	}
	StatsCLIUsage = Message{
		de: "Aufruf: croupier stats [pharo|pharaon|pasur]",
		fr: "Usage\u00a0: croupier stats [pharo|pharaon|pasur]",
	}
	StatsDue = Message{
		de: "Jetzt fällig: {0} {0:Thema|Themen} – {1}.",
		fr: "À revoir maintenant\u00a0: {0} {0:thème|thèmes} – {1}.",
	}
	StatsNoneDue = Message{
		de: "Jetzt ist nichts fällig.",
		fr: "Rien à revoir maintenant.",
	}
	StatsReview = Message{
		de: "{0}, fällig {1} (Abstand {2} {2:Tag|Tage}, Leichtigkeit {3})",
		fr: "{0}, à revoir {1} (intervalle {2} {2:jour|jours}, facilité {3})",
	}
	StatsStateLearning = Message{
		de: "lernen",
		fr: "en apprentissage",
	}
	StatsStateNew = Message{
		de: "neu",
		fr: "nouveau",
	}
	StatsStateRelearning = Message{
		de: "neu lernen",
		fr: "à réapprendre",
	}
	StatsStateReview = Message{
		de: "wiederholen",
		fr: "en révision",
	}
	StatsTitle = Message{
		de: "Quiz-Statistik je Thema:",
		fr: "Statistiques du quiz par thème\u00a0:",
	}
	StatsTotal = Message{
		de: "Insgesamt: {0}; neu: {1} {1:Thema|Themen}.",
		fr: "En tout\u00a0: {0}\u00a0; nouveaux\u00a0: {1} {1:thème|thèmes}.",
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
