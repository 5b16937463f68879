package locales

// Messages of the Pasur table and its moves.
var (
	catAces = Message{
		de: "Asse",
		fr: "as",
	}
	catClubs = Message{
		de: "Kreuz",
		fr: "trèfles",
	}
	catJacks = Message{
		de: "Buben",
		fr: "valets",
	}
	catSevenDiamonds = Message{
		de: "7♦",
		fr: "7♦",
	}
	CatSurs = Message{
		de: "Surs",
		fr: "surs",
	}
	catTenDiamonds = Message{
		de: "10♦",
		fr: "10♦",
	}
	catTotal = Message{
		de: "Summe",
		fr: "total",
	}
	catTwoClubs = Message{
		de: "2♣",
		fr: "2♣",
	}
	MoveBonus = Message{
		de: "{0} bekommt die übrigen Tischkarten (letzte Aufnahme): {1}.",
		fr: "{0} ramasse les cartes restées sur le tapis (dernière prise)\u00a0: {1}.",
	}
	moveBonusYou = Message{
		de: "{0} bekommst die übrigen Tischkarten (letzte Aufnahme): {1}.",
		fr: "{0} ramassez les cartes restées sur le tapis (dernière prise)\u00a0: {1}.",
	}
	MoveLaid = Message{
		de: "{0} legt {1} auf den Tisch.",
		fr: "{0} pose {1} sur le tapis.",
	}
	moveLaidYou = Message{
		de: "{0} legst {1} auf den Tisch.",
		fr: "{0} posez {1} sur le tapis.",
	}
	moveLeftover = Message{
		de: "Niemand hat genommen – die Tischkarten gehen an niemanden: {0}",
		fr: "Personne n’a rien pris – les cartes du tapis ne vont à personne\u00a0: {0}",
	}
	moveNewDeal = Message{
		de: "Alle Hände sind leer: neue Karten aus dem Talon.",
		fr: "Toutes les mains sont vides\u00a0: nouvelle donne depuis le talon.",
	}
	movePlayed = Message{
		de: "{0} spielt.",
		fr: "{0} joue.",
	}
	movePlayedYou = Message{
		de: "{0} spielst.",
		fr: "{0} jouez.",
	}
	MoveRoundOver = Message{
		de: "Die Runde ist vorbei.",
		fr: "La manche est finie.",
	}
	MoveSur = Message{
		de: "Sur! (5 Punkte)",
		fr: "Sur\u00a0! (5 points)",
	}
	// MoveSurDenied tells a capture that clears the table and is no sur
	// that counts; {0} is the rule that denies it.
	MoveSurDenied = Message{
		de: "Der Tisch ist leer, aber der Sur zählt nicht. {0}",
		fr: "Le tapis est vide, mais le sur ne compte pas. {0}",
	}
	// MoveSurVoid is MoveSurDenied without its rule, told right after a
	// verdict that has cited it.
	MoveSurVoid = Message{
		de: "Der Tisch ist leer, aber der Sur zählt nicht.",
		fr: "Le tapis est vide, mais le sur ne compte pas.",
	}
	MoveTook = Message{
		de: "{0} spielt {1} und nimmt {2}.",
		fr: "{0} joue {1} et prend {2}.",
	}
	moveTookYou = Message{
		de: "{0} spielst {1} und nimmst {2}.",
		fr: "{0} jouez {1} et prenez {2}.",
	}
	PasurBreakdown = Message{
		de: "Asse {0}, Buben {1}, 2♣ {2}, 10♦ {3}, Kreuz {4} (Bonus {5}), Surs {6} ({7}) – Summe {8}",
		fr: "as {0}, valets {1}, 2♣ {2}, 10♦ {3}, trèfles {4} (bonus {5}), surs {6} ({7}) – total {8}",
	}
	PasurBreakdownSeven = Message{
		de: "Asse {0}, Buben {1}, 2♣ {2}, 10♦ {3}, Kreuz {4} (Bonus {5}), Surs {6} ({7}), 7♦ {8} – Summe {9}",
		fr: "as {0}, valets {1}, 2♣ {2}, 10♦ {3}, trèfles {4} (bonus {5}), surs {6} ({7}), 7♦ {8} – total {9}",
	}
	PasurHand = Message{
		de: "Hand ({0}):",
		fr: "Main ({0})\u00a0:",
	}
	PasurPile = Message{
		de: "{0}: {1} {1:Karte|Karten} genommen, {2} {2:Sur|Surs}, Punkte: Runde {3}, gesamt {4}",
		fr: "{0}\u00a0: {1} {1:carte prise|cartes prises}, surs\u00a0: {2}, points\u00a0: manche {3}, total {4}",
	}
	PasurTableTitle = Message{
		de: "Tisch:",
		fr: "Tapis\u00a0:",
	}
	PasurTalon = Message{
		de: "Talon: {0} {0:Karte|Karten} · Austeilen {1} von {2}",
		fr: "Talon\u00a0: {0} {0:carte|cartes} · donne {1} sur {2}",
	}
	PasurTalonOnly = Message{
		de: "Talon: {0} {0:Karte|Karten}",
		fr: "Talon\u00a0: {0} {0:carte|cartes}",
	}
	PasurTalonLast = Message{
		de: "Talon: leer · letztes Austeilen",
		fr: "Talon\u00a0: vide · dernière donne",
	}
	pasurToPlay = Message{
		de: "{0} ist am Zug.",
		fr: "Au tour de {0}.",
	}
	PasurColCards = Message{
		de: "Karten",
		fr: "cartes",
	}
	PasurColMatch = Message{
		de: "Partie",
		fr: "partie",
	}
	PasurColRound = Message{
		de: "Runde",
		fr: "manche",
	}
	PasurHandCount = Message{
		de: "{0}: {1} {1:Karte|Karten} auf der Hand",
		fr: "{0}\u00a0: {1} {1:carte|cartes} en main",
	}
	PasurPilesTitle = Message{
		de: "Aufnahmestapel und Punkte bisher",
		fr: "Piles de prises et points jusqu’ici",
	}
	pasurToPlayComputer = Message{
		de: "Der Computer ist am Zug.",
		fr: "À l’ordinateur de jouer.",
	}
	pasurToPlayYou = Message{
		de: "Du bist am Zug.",
		fr: "À vous de jouer.",
	}
)
