package locales

// Messages of the coach in free Pasur: its verdict after a move, its tip
// before one, the reason of each kind (opponent.ReasonKind) in the words
// of a verdict (what the better move would have done) and of a tip (what
// it does), and the review at the end of a round. render_coach.go puts
// them together from the typed values of the engine.
var (
	coachVerdictMsg = Message{
		de: "Coach: Besser war „{0}“ ({1} mehr bis zum Ende der Runde, alles eingerechnet).",
		fr: "Coach\u00a0: mieux valait «\u00a0{0}\u00a0» ({1} de plus d’ici la fin de la manche, tout compris).",
	}
	coachAbout = Message{
		de: "etwa {0} {0:Punkt|Punkte}",
		fr: "environ {0} {0:point|points}",
	}
	coachShareMsg = Message{
		de: "in {0}\u00a0% der durchgerechneten Fälle",
		fr: "dans {0}\u00a0% des cas calculés",
	}
	coachTipHead = Message{
		de: "Tipp des Coachs: „{0}“ ({1} besser als „{2}“).",
		fr: "Conseil du coach\u00a0: «\u00a0{0}\u00a0» ({1} de mieux que «\u00a0{2}\u00a0»).",
	}
	coachTipClose = Message{
		de: "Tipp des Coachs: „{0}“ – „{1}“ ist fast genauso gut.",
		fr: "Conseil du coach\u00a0: «\u00a0{0}\u00a0» – «\u00a0{1}\u00a0» vaut presque autant.",
	}
	coachTipPlain = Message{
		de: "Tipp des Coachs: „{0}“.",
		fr: "Conseil du coach\u00a0: «\u00a0{0}\u00a0».",
	}
	CoachTipOnly = Message{
		de: "Du hast nur einen Zug: „{0}“.",
		fr: "Vous n’avez qu’un coup\u00a0: «\u00a0{0}\u00a0».",
	}
	coachCompare = Message{
		de: "„{0}“ bringt {1} mehr als „{2}“.",
		fr: "«\u00a0{0}\u00a0» rapporte {1} de plus que «\u00a0{2}\u00a0».",
	}

	// The weaker move, set before a sentence about what follows it.
	coachAfterYours = Message{
		de: "Nach deinem Zug",
		fr: "Après votre coup,",
	}
	coachBesidesFront = Message{
		de: "Außerdem",
		fr: "En outre,",
	}
	coachInsteadLay = Message{
		de: "Legst du stattdessen {0},",
		fr: "Si vous posez plutôt {0},",
	}
	coachInsteadTake = Message{
		de: "Nimmst du stattdessen mit {0} {1},",
		fr: "Si vous prenez plutôt {1} avec {0},",
	}
	coachThus = Message{
		de: "Damit",
		fr: "ainsi",
	}
	coachBesides = Message{
		de: "Außerdem",
		fr: "en outre",
	}
	CoachComputer = Message{
		de: "der Computer",
		fr: "l’ordinateur",
	}
	coachOpponent = Message{
		de: "ein Gegner",
		fr: "un adversaire",
	}

	// ReasonTakes
	coachTakesVerdict = Message{
		de: "{0} hättest du {1} genommen ({2}).",
		fr: "Vous auriez {0} pris {1} ({2}).",
	}
	coachTakesTip = Message{
		de: "{0} nimmst du {1} ({2}).",
		fr: "Vous prenez {0} {1} ({2}).",
	}
	coachTakesWithVerdict = Message{
		de: "{0} hättest du mit {1} {2} genommen ({3}).",
		fr: "Vous auriez {0} pris {2} avec {1} ({3}).",
	}
	coachTakesWithTip = Message{
		de: "{0} nimmst du mit {1} {2} ({3}).",
		fr: "Vous prenez {0} {2} avec {1} ({3}).",
	}
	coachTakesOwnVerdict = Message{
		de: "{0} wäre {1} in deinen Aufnahmestapel gekommen ({2}).",
		fr: "{1} serait {0} allé dans votre pile de prises ({2}).",
	}
	coachTakesOwnTip = Message{
		de: "{0} kommt {1} in deinen Aufnahmestapel ({2}).",
		fr: "{1} va {0} dans votre pile de prises ({2}).",
	}
	// ReasonSur
	coachSurVerdict = Message{
		de: "{0} hättest du den Tisch abgeräumt: ein Sur, 5 Punkte.",
		fr: "Vous auriez {0} vidé le tapis\u00a0: un sur, 5 points.",
	}
	coachSurTip = Message{
		de: "{0} räumst du den Tisch ab: ein Sur, 5 Punkte.",
		fr: "Vous videz {0} le tapis\u00a0: un sur, 5 points.",
	}
	// ReasonGivesSur
	// ReasonGives
	// ReasonExposes
	// ReasonClubs
	coachClubsVerdict = Message{
		de: "{0} hättest du {1} {1:Kreuzkarte|Kreuzkarten} mehr genommen und bessere Aussichten auf die meisten Kreuz gehabt ({2}).",
		fr: "Vous auriez {0} pris {1} {1:trèfle|trèfles} de plus et auriez plus de chances d’avoir le plus de trèfles ({2}).",
	}
	coachClubsTip = Message{
		de: "{0} nimmst du {1} {1:Kreuzkarte|Kreuzkarten} mehr und hast bessere Aussichten auf die meisten Kreuz ({2}).",
		fr: "Vous prenez {0} {1} {1:trèfle|trèfles} de plus et avez plus de chances d’avoir le plus de trèfles ({2}).",
	}
	coachClubsRaceVerdict = Message{
		de: "{0} hättest du bessere Aussichten auf die meisten Kreuz gehabt ({1}).",
		fr: "Vous auriez {0} eu plus de chances d’avoir le plus de trèfles ({1}).",
	}
	coachClubsRaceTip = Message{
		de: "{0} hast du bessere Aussichten auf die meisten Kreuz ({1}).",
		fr: "Vous avez {0} plus de chances d’avoir le plus de trèfles ({1}).",
	}
	// ReasonLastCapture
	coachLastVerdict = Message{
		de: "{0} hättest du die letzte Aufnahme gemacht und die übrigen Tischkarten bekommen: {1} ({2}).",
		fr: "Vous auriez {0} fait la dernière prise et ramassé les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	coachLastTeamVerdict = Message{
		de: "{0} hätte deine Seite die letzte Aufnahme gemacht und die übrigen Tischkarten bekommen: {1} ({2}).",
		fr: "Votre camp aurait {0} fait la dernière prise et ramassé les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	coachLastTip = Message{
		de: "{0} machst du die letzte Aufnahme und bekommst die übrigen Tischkarten: {1} ({2}).",
		fr: "Vous faites {0} la dernière prise et ramassez les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	coachLastTeamTip = Message{
		de: "{0} macht deine Seite die letzte Aufnahme und bekommt die übrigen Tischkarten: {1} ({2}).",
		fr: "Votre camp fait {0} la dernière prise et ramasse les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	// ReasonLastCapture with the capture made before the move (Earlier):
	// nobody captures after the better move, the learner's stays the last.
	coachLastKeptVerdict = Message{
		de: "{0} wäre es bei der letzten Aufnahme geblieben, die du schon vorher gemacht hast, und du hättest die übrigen Tischkarten bekommen: {1} ({2}).",
		fr: "Vous auriez {0} gardé la dernière prise, faite plus tôt, et ramassé les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	coachLastKeptTeamVerdict = Message{
		de: "{0} wäre es bei der letzten Aufnahme geblieben, die deine Seite schon vorher gemacht hat, und deine Seite hätte die übrigen Tischkarten bekommen: {1} ({2}).",
		fr: "Votre camp aurait {0} gardé la dernière prise, faite plus tôt, et ramassé les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	coachLastKeptTip = Message{
		de: "{0} bleibt es bei der letzten Aufnahme, die du schon vorher gemacht hast, und du bekommst die übrigen Tischkarten: {1} ({2}).",
		fr: "Vous gardez {0} la dernière prise, faite plus tôt, et ramassez les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	coachLastKeptTeamTip = Message{
		de: "{0} bleibt es bei der letzten Aufnahme, die deine Seite schon vorher gemacht hat, und deine Seite bekommt die übrigen Tischkarten: {1} ({2}).",
		fr: "Votre camp garde {0} la dernière prise, faite plus tôt, et ramasse les cartes restées sur le tapis\u00a0: {1} ({2}).",
	}
	// ReasonSurDenied
	coachSurDeniedVerdict = Message{
		de: "Dein Zug räumt zwar den Tisch ab, aber ohne Sur: {0}",
		fr: "Votre coup vide bien le tapis, mais sans sur\u00a0: {0:clause}",
	}
	coachSurDeniedTip = Message{
		de: "{0} räumst du zwar den Tisch ab, aber ohne Sur: {1}",
		fr: "{0} vous videz bien le tapis, mais sans sur\u00a0: {1:clause}",
	}
	// ReasonLater
	// ReasonKeeps
)

// Messages of the reasons read from a principal line (issue 23): what
// another player does after the weaker move, what the mover's side does
// later after the better one, each play of the line in words.
var (
	coachShareLine = Message{
		de: "so oder ähnlich in {0}\u00a0% der durchgerechneten Fälle",
		fr: "c’est ce qui se passe, ou presque, dans {0}\u00a0% des cas calculés",
	}
	coachShareLineAll = Message{
		de: "so oder ähnlich in allen durchgerechneten Fällen",
		fr: "c’est ce qui se passe, ou presque, dans tous les cas calculés",
	}
	coachShareAll = Message{
		de: "in allen durchgerechneten Fällen",
		fr: "dans tous les cas calculés",
	}
	coachTipEqual = Message{
		de: "Tipp des Coachs: „{0}“ – „{1}“ ist genauso gut.",
		fr: "Conseil du coach\u00a0: «\u00a0{0}\u00a0» – «\u00a0{1}\u00a0» vaut autant.",
	}
	coachGivesLine = Message{
		de: "{0} spielt {1} {2} und nimmt {3}{4}.",
		fr: "{0} {1} joue {2} et prend {3}{4}.",
	}
	coachGivesLineMay = Message{
		de: "{0} kann {1} {2} spielen und {3} nehmen{4}.",
		fr: "{0} {1} peut jouer {2} et prendre {3}{4}.",
	}
	coachGivesLong = Message{
		de: "{0} geht es so weiter: {1}; dann spielt {2} {3} und nimmt {4}{5}.",
		fr: "{0} la suite est\u00a0: {1}\u00a0; puis {2} joue {3} et prend {4}{5}.",
	}
	coachGivesLongMay = Message{
		de: "{0} kann es so weitergehen: {1}; dann spielt {2} {3} und nimmt {4}{5}.",
		fr: "{0} la suite peut être\u00a0: {1}\u00a0; puis {2} joue {3} et prend {4}{5}.",
	}
	coachGivesLater = Message{
		de: "{0} spielt {1} später in diesem Austeilen {2} und nimmt {3}{4}.",
		fr: "{0} plus tard dans cette donne, {1} joue {2} et prend {3}{4}.",
	}
	coachGivesLaterMay = Message{
		de: "{0} kann {1} später in diesem Austeilen {2} spielen und {3} nehmen{4}.",
		fr: "{0} plus tard dans cette donne, {1} peut jouer {2} et prendre {3}{4}.",
	}
	coachKeepsVerdict = Message{
		de: "{0} hättest du {1} behalten: {2}.",
		fr: "Vous auriez {0} gardé {1}\u00a0: {2}.",
	}
	coachKeepsTip = Message{
		de: "{0} behältst du {1}: {2}.",
		fr: "Vous gardez {0} {1}\u00a0: {2}.",
	}
	coachKeepsMayVerdict = Message{
		de: "{0} hättest du {1} behalten, und es hätte etwa so weitergehen können: {2}.",
		fr: "Vous auriez {0} gardé {1}, et la suite aurait pu être, par exemple\u00a0: {2}.",
	}
	coachKeepsMayTip = Message{
		de: "{0} behältst du {1}, und es kann etwa so weitergehen: {2}.",
		fr: "Vous gardez {0} {1}, et la suite peut être, par exemple\u00a0: {2}.",
	}
	coachFollowsMayVerdict = Message{
		de: "{0} hätte es etwa so weitergehen können: {1}.",
		fr: "La suite aurait {0} pu être, par exemple\u00a0: {1}.",
	}
	coachFollowsMayTip = Message{
		de: "{0} kann es etwa so weitergehen: {1}.",
		fr: "La suite peut {0} être, par exemple\u00a0: {1}.",
	}
	coachFollowsVerdict = Message{
		de: "{0} wäre es so weitergegangen: {1}.",
		fr: "La suite aurait {0} été\u00a0: {1}.",
	}
	coachFollowsTip = Message{
		de: "{0} geht es so weiter: {1}.",
		fr: "La suite est {0}\u00a0: {1}.",
	}
	coachLastLost = Message{
		de: "{0} macht {1} die letzte Aufnahme und bekommt die übrigen Tischkarten: {2} ({3}).",
		fr: "{0} {1} fait la dernière prise et ramasse les cartes restées sur le tapis\u00a0: {2} ({3}).",
	}
	coachLastLostEarlier = Message{
		de: "{0} nimmt niemand mehr etwas; es bleibt bei der letzten Aufnahme, die {1} schon vorher gemacht hat, und {1} bekommt die übrigen Tischkarten: {2} ({3}).",
		fr: "{0} plus personne ne prend rien\u00a0; la dernière prise reste à {1}, qui l’a faite plus tôt et ramasse les cartes restées sur le tapis\u00a0: {2} ({3}).",
	}
	coachClubsWonVerdict = Message{
		de: "{0} hättest du die meisten Kreuz bekommen ({1}){2}.",
		fr: "Vous auriez {0} eu le plus de trèfles ({1}){2}.",
	}
	coachClubsWonTip = Message{
		de: "{0} bekommst du die meisten Kreuz ({1}){2}.",
		fr: "Vous avez {0} le plus de trèfles ({1}){2}.",
	}
	coachClubsWonTeamVerdict = Message{
		de: "{0} hätte deine Seite die meisten Kreuz bekommen ({1}){2}.",
		fr: "Votre camp aurait {0} eu le plus de trèfles ({1}){2}.",
	}
	coachClubsWonTeamTip = Message{
		de: "{0} bekommt deine Seite die meisten Kreuz ({1}){2}.",
		fr: "Votre camp a {0} le plus de trèfles ({1}){2}.",
	}
	coachClubsOtherVerdict = Message{
		de: "; nach deinem Zug bekommt sie {0}",
		fr: "\u00a0; après votre coup, c’est {0} qui l’a",
	}
	coachClubsOtherTip = Message{
		de: "; sonst bekommt sie {0}",
		fr: "\u00a0; sinon, c’est {0} qui l’a",
	}
	coachNextDeal = Message{
		de: "{0} liegen am Ende des Austeilens noch {1} auf dem Tisch, und {2} spielt im nächsten Austeilen zuerst{3}.",
		fr: "{0} il reste à la fin de la donne {1} sur le tapis, et {2} commence la donne suivante{3}.",
	}
	coachOffsetBack = Message{
		de: "Dein Zug holt davon an anderer Stelle {0} zurück.",
		fr: "Votre coup en regagne {0} ailleurs.",
	}
	coachOffsetBackTip = Message{
		de: "„{0}“ holt davon an anderer Stelle {1} zurück.",
		fr: "«\u00a0{0}\u00a0» en regagne {1} ailleurs.",
	}
	coachOffsetRest = Message{
		de: "Der Rest, {0}, ergibt sich aus dem weiteren Spiel derselben Linien.",
		fr: "Le reste, soit {0}, vient de la suite de ces mêmes coups.",
	}
	coachASur = Message{
		de: "ein Sur",
		fr: "un sur",
	}
	coachBigTenShort = Message{
		de: "die Große Zehn",
		fr: "le grand dix",
	}
	coachLittleTwoShort = Message{
		de: "die Kleine Zwei",
		fr: "le petit deux",
	}
	coachSevenDiamondsShort = Message{
		de: "die Karo-Sieben",
		fr: "le sept de carreau",
	}
	coachTakesOwnTeamVerdict = Message{
		de: "{0} wäre {1} in euren Aufnahmestapel gekommen ({2}).",
		fr: "{1} serait {0} allé dans la pile de prises de votre camp ({2}).",
	}
	coachTakesOwnTeamTip = Message{
		de: "{0} kommt {1} in euren Aufnahmestapel ({2}).",
		fr: "{1} va {0} dans la pile de prises de votre camp ({2}).",
	}
	lineLayYou = Message{
		de: "du legst {0}",
		fr: "vous posez {0}",
	}
	lineLay = Message{
		de: "{0} legt {1}",
		fr: "{0} pose {1}",
	}
	lineTakeYou = Message{
		de: "du nimmst mit {0} {1}",
		fr: "vous prenez {1} avec {0}",
	}
	lineTake = Message{
		de: "{0} nimmt mit {1} {2}",
		fr: "{0} prend {2} avec {1}",
	}
	lineLaterTakeYou = Message{
		de: "später in diesem Austeilen nimmst du mit {0} {1}",
		fr: "plus tard dans cette donne, vous prenez {1} avec {0}",
	}
	lineLaterTake = Message{
		de: "später in diesem Austeilen nimmt {0} mit {1} {2}",
		fr: "plus tard dans cette donne, {0} prend {2} avec {1}",
	}
	lineThenTakeYou = Message{
		de: "dann nimmst du mit {0} {1}",
		fr: "puis vous prenez {1} avec {0}",
	}
	lineThenTake = Message{
		de: "dann nimmt {0} mit {1} {2}",
		fr: "puis {0} prend {2} avec {1}",
	}
)

// Messages of the coach's review at the end of a round.
var (
	CoachReviewTitle = Message{
		de: "Rückblick des Coachs auf deine Züge:",
		fr: "Le coach revient sur vos coups\u00a0:",
	}
	CoachColMove = Message{
		de: "Zug",
		fr: "coup",
	}
	CoachColPlayed = Message{
		de: "gespielt",
		fr: "joué",
	}
	CoachColCost = Message{
		de: "kostete",
		fr: "coût",
	}
	CoachColBetter = Message{
		de: "besser war",
		fr: "mieux valait",
	}
	CoachReviewRow = Message{
		de: "Zug {0}: „{1}“ kostete {2}.",
		fr: "Coup {0}\u00a0: «\u00a0{1}\u00a0» a coûté {2}.",
	}
	CoachReviewRowBetter = Message{
		de: "Zug {0}: „{1}“ kostete {2}; besser war „{3}“.",
		fr: "Coup {0}\u00a0: «\u00a0{1}\u00a0» a coûté {2}\u00a0; mieux valait «\u00a0{3}\u00a0».",
	}
	CoachReviewSum = Message{
		de: "Zusammen {0} weniger als mit den besten Zügen; {1} {1:Zug war|Züge waren} klar schwächer.",
		fr: "Au total, {0} de moins qu’avec les meilleurs coups\u00a0; {1} {1:coup était nettement plus faible|coups étaient nettement plus faibles}.",
	}
	CoachReviewPerfect = Message{
		de: "Jeder deiner Züge war der beste oder fast so gut.",
		fr: "Chacun de vos coups était le meilleur, ou presque aussi bon.",
	}
	CoachReviewPartial = Message{
		de: "(Der Coach war nur für {0} {0:Zug|Züge} dieser Runde an.)",
		fr: "(Le coach n’était activé que pour {0} {0:coup|coups} de cette manche.)",
	}
	CoachRoundPoints = Message{
		de: "Punkte der Runde:",
		fr: "Points de la manche\u00a0:",
	}
)

// Messages of the coach command.
var (
	CoachOn = Message{
		de: "Der Coach ist an: Nach jedem klar schwächeren Zug sagt er, was besser war, und am Ende der Runde blickt er auf deine Züge zurück.",
		fr: "Le coach est activé\u00a0: après chaque coup nettement plus faible, il dit ce qui valait mieux, et à la fin de la manche il revient sur vos coups.",
	}
	CoachOff = Message{
		de: "Der Coach ist aus. „coach an“ schaltet ihn wieder ein; „tipp“ fragt ihn trotzdem.",
		fr: "Le coach est désactivé. «\u00a0coach oui\u00a0» le rallume\u00a0; «\u00a0indice\u00a0» le consulte quand même.",
	}
	CoachUsage = Message{
		de: "Aufruf: coach an oder coach aus",
		fr: "Usage\u00a0: coach oui ou coach non",
	}
	CoachPasurOnly = Message{
		de: "Den Coach gibt es im freien Pasur-Spiel.",
		fr: "Le coach n’existe qu’en partie libre de pasur.",
	}
	HelpCoach = Message{
		de: "im freien Pasur: der Coach sagt, welcher Zug besser war",
		fr: "en partie libre de pasur\u00a0: le coach dit quel coup valait mieux",
	}
	HelpCoachArg = Message{
		de: "an|aus",
		fr: "oui|non",
	}
	HelpLevel = Message{
		de: "im freien Pasur: die Stufe des Computers, 1 (zufällig) bis 3 (rechnet voraus)",
		fr: "en partie libre de pasur\u00a0: le niveau de l’ordinateur, de 1 (au hasard) à 3 (calcule à l’avance)",
	}
	HelpLevelArg = Message{
		de: "1–3",
		fr: "1–3",
	}
)

// Messages of free Pasur's own commands: its help, the level chosen in
// the game, a move taken back.
var (
	PlayPasurHelp = Message{
		de: "Im freien Pasur: „zurück“ nimmt deinen letzten Zug zurück, mit den Zügen des Computers danach; „stufe 1“ bis „stufe 3“ wählt die Stufe des Computers (jetzt {0}); „tipp“ fragt den Coach, „coach an“ oder „coach aus“ schaltet ihn.",
		fr: "En partie libre de pasur\u00a0: «\u00a0annuler\u00a0» reprend votre dernier coup, avec les coups de l’ordinateur qui ont suivi\u00a0; «\u00a0niveau 1\u00a0» à «\u00a0niveau 3\u00a0» choisit le niveau de l’ordinateur (actuellement {0})\u00a0; «\u00a0indice\u00a0» consulte le coach, «\u00a0coach oui\u00a0» ou «\u00a0coach non\u00a0» l’active ou le désactive.",
	}
	PlayLevelNow = Message{
		de: "Der Computer spielt jetzt auf {0}.",
		fr: "L’ordinateur joue maintenant au {0}.",
	}
	PlayLevelUsage = Message{
		de: "Aufruf: stufe 1, stufe 2 oder stufe 3 (jetzt {0}).",
		fr: "Usage\u00a0: niveau 1, niveau 2 ou niveau 3 (actuellement {0}).",
	}
	PlayPasurUndoNothing = Message{
		de: "In dieser Runde gibt es noch keinen Zug von dir zum Zurücknehmen.",
		fr: "Vous n’avez encore joué aucun coup à annuler dans cette manche.",
	}
	PlayPasurUndone = Message{
		de: "Zurückgenommen: dein Zug „{0}“.",
		fr: "Annulé\u00a0: votre coup «\u00a0{0}\u00a0».",
	}
	PlayPasurUndoneMore = Message{
		de: "Zurückgenommen: dein Zug „{0}“ und {1} {1:Zug|Züge} des Computers danach.",
		fr: "Annulé\u00a0: votre coup «\u00a0{0}\u00a0» et {1} {1:coup|coups} de l’ordinateur qui {1:a|ont} suivi.",
	}
)

// Messages of free Pasur at every table and for a whole match.
var (
	PlayPasurTitle3 = Message{
		de: "Freies Spiel: Pasur zu dritt (Mischung Nr.\u00a0{0}). Du spielst gegen {1} und {2}; beide spielt der Computer ({3}). Du beginnst.",
		fr: "Partie libre\u00a0: pasur à trois (mélange n°\u00a0{0}). Vous jouez contre {1} et {2}\u00a0; l’ordinateur joue les deux ({3}). Vous commencez.",
	}
	PlayPasurTitlePartners = Message{
		de: "Freies Spiel: Pasur zu viert in Partnerschaften (Mischung Nr.\u00a0{0}). Du spielst mit {1} gegen {2} und {3}; alle drei spielt der Computer ({4}). Du beginnst.",
		fr: "Partie libre\u00a0: pasur à quatre, en équipes (mélange n°\u00a0{0}). Vous jouez avec {1} contre {2} et {3}\u00a0; l’ordinateur joue les trois ({4}). Vous commencez.",
	}
	PlayPasurTitleSolo = Message{
		de: "Freies Spiel: Pasur zu viert, jeder für sich (Mischung Nr.\u00a0{0}). Du spielst gegen {1}, {2} und {3}; alle drei spielt der Computer ({4}). Du beginnst.",
		fr: "Partie libre\u00a0: pasur à quatre, chacun pour soi (mélange n°\u00a0{0}). Vous jouez contre {1}, {2} et {3}\u00a0; l’ordinateur joue les trois ({4}). Vous commencez.",
	}
	PlayLevelRandom = Message{
		de: "Stufe 1: zufällige Züge",
		fr: "niveau 1\u00a0: coups au hasard",
	}
	PlayLevelGreedy = Message{
		de: "Stufe 2: nimmt, was sofort am meisten bringt, und legt keine Karte, die einen Sur anbietet",
		fr: "niveau 2\u00a0: prend ce qui rapporte le plus tout de suite et ne pose pas de carte qui offre un sur",
	}
	PlayLevelStrong = Message{
		de: "Stufe 3: rechnet voraus",
		fr: "niveau 3\u00a0: calcule à l’avance",
	}
	PlayMatchTarget = Message{
		de: "Gespielt wird eine Partie bis {0} {0:Punkt|Punkte}; nach jeder Runde gibt der Nächste.",
		fr: "On joue une partie en {0} {0:point|points}\u00a0; après chaque manche, le joueur suivant donne.",
	}
	PlayMatchFixed = Message{
		de: "Gespielt werden 11 Runden; nach jeder Runde gibt der Nächste.",
		fr: "On joue 11 manches\u00a0; après chaque manche, le joueur suivant donne.",
	}
	PlayVariants = Message{
		de: "Varianten: {0}.",
		fr: "Variantes\u00a0: {0}.",
	}
	PlayCoachState = Message{
		de: "Der Coach ist an („coach aus“ schaltet ihn ab).",
		fr: "Le coach est activé («\u00a0coach non\u00a0» le désactive).",
	}
	PlayRoundTitle = Message{
		de: "Runde {0}",
		fr: "Manche {0}",
	}
	PlayStanding = Message{
		de: "Stand der Partie: {0}",
		fr: "Score de la partie\u00a0: {0}",
	}
	PlayNextRound = Message{
		de: "Enter oder „weiter“ beginnt Runde {0}; {1} gibt. „speichern DATEI“ sichert die Runde, die eben zu Ende ging.",
		fr: "Entrée ou «\u00a0passer\u00a0» commence la manche {0}\u00a0; {1} donne. «\u00a0enregistrer FICHIER\u00a0» garde la manche qui vient de finir.",
	}
	PlayNextRoundYou = Message{
		de: "Enter oder „weiter“ beginnt Runde {0}; du gibst. „speichern DATEI“ sichert die Runde, die eben zu Ende ging.",
		fr: "Entrée ou «\u00a0passer\u00a0» commence la manche {0}\u00a0; vous donnez. «\u00a0enregistrer FICHIER\u00a0» garde la manche qui vient de finir.",
	}
	PlayWonYou = Message{
		de: "Die Partie ist aus: Du gewinnst mit {0} {0:Punkt|Punkten}.",
		fr: "La partie est finie\u00a0: vous gagnez avec {0} {0:point|points}.",
	}
	PlayWonTeam = Message{
		de: "Die Partie ist aus: Ihr gewinnt, du und {0}, mit {1} {1:Punkt|Punkten}.",
		fr: "La partie est finie\u00a0: vous gagnez, {0} et vous, avec {1} {1:point|points}.",
	}
	PlayWonOther = Message{
		de: "Die Partie ist aus: {0} gewinnt mit {1} {1:Punkt|Punkten}.",
		fr: "La partie est finie\u00a0: {0} gagne avec {1} {1:point|points}.",
	}
	PlayWonOthers = Message{
		de: "Die Partie ist aus: {0} und {1} gewinnen mit {2} {2:Punkt|Punkten}.",
		fr: "La partie est finie\u00a0: {0} et {1} gagnent avec {2} {2:point|points}.",
	}
	PlayDraw = Message{
		de: "Die Partie ist aus: unentschieden nach 11 Runden.",
		fr: "La partie est finie\u00a0: match nul après 11 manches.",
	}
	PlayOptionUnknown = Message{
		de: "„spiel pasur“ kennt „{0}“ nicht. Möglich sind: 2, 3 oder 4 (Spieler); zu viert „partner“ oder „solo“; „stufe 1“ bis „stufe 3“; „ohne-coach“; die Varianten {1}.",
		fr: "«\u00a0jouer pasur\u00a0» ne connaît pas «\u00a0{0}\u00a0». Sont possibles\u00a0: 2, 3 ou 4 (joueurs)\u00a0; à quatre, «\u00a0partenaires\u00a0» ou «\u00a0seul\u00a0»\u00a0; «\u00a0niveau 1\u00a0» à «\u00a0niveau 3\u00a0»\u00a0; «\u00a0sans-coach\u00a0»\u00a0; les variantes {1}.",
	}
	PlayOptionFour = Message{
		de: "„partner“ und „solo“ gibt es nur zu viert.",
		fr: "«\u00a0partenaires\u00a0» et «\u00a0seul\u00a0» n’existent qu’à quatre.",
	}
	PlayFaroNoOptions = Message{
		de: "Freies Faro kennt keine weiteren Angaben: „spiel pharo“ oder „spiel pharaon“.",
		fr: "La partie libre de pharaon ne prend pas d’autres indications\u00a0: «\u00a0jouer pharo\u00a0» ou «\u00a0jouer pharaon\u00a0».",
	}
	PlaySaveRound = Message{
		de: "Runde {0} einer Partie; Stand vor der Runde: {1}.",
		fr: "Manche {0} d’une partie\u00a0; score avant la manche\u00a0: {1}.",
	}
	PlaySavePosition = Message{
		de: "Tisch: {0} · deine Hand: {1}",
		fr: "Tapis\u00a0: {0} · votre main\u00a0: {1}",
	}
	PlayQuestion = Message{
		de: "Welcher Zug war besser?",
		fr: "Quel coup était meilleur\u00a0?",
	}
)
