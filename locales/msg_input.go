package locales

// Messages of reading what the learner types.
var (
	ChoiceOr = Message{
		de: "{0} oder {1}",
		fr: "{0} ou {1}",
	}
	InputTooLong = Message{
		de: "Die Eingabe ist zu lang (höchstens {0} {0:Zeichen|Zeichen}).",
		fr: "Saisie trop longue ({0} {0:caractère|caractères} au plus).",
	}
	ParseAmbiguousCard = Message{
		de: "„{0}“ ist mehrdeutig: {1}? Nenne die ganze Karte.",
		fr: "«\u00a0{0}\u00a0» est ambigu\u00a0: {1}\u00a0? Nommez la carte entière.",
	}
	ParseAmbiguousChoice = Message{
		de: "„{0}“ passt zu mehreren Möglichkeiten ({1}) – welche meinst du?",
		fr: "«\u00a0{0}\u00a0» correspond à plusieurs propositions ({1})\u00a0: laquelle voulez-vous dire\u00a0?",
	}
	// ParseAmount refuses a word or figure of an amount answer that is no
	// part of the amount: a reason said with it ("weil vier zu eins"), a
	// second figure, digits finer than a half. It says what to write, with
	// the minus sign of the answer forms (U+2212).
	ParseAmount = Message{
		de: "Mit „{0}“ kann ich hier nichts anfangen. Schreib jeden Betrag als Zahl und ohne Begründung, z.\u00a0B. 4, \u22126, 1½ oder 1,5.",
		fr: "Je ne sais pas quoi faire de «\u00a0{0}\u00a0» ici. Écrivez chaque montant en chiffres, sans justification, p.\u00a0ex. 4, \u22126, 1½ ou 1,5.",
	}
	ParseBadCard = Message{
		de: "„{0}“ ist keine Karte (z. B. 7♠, Pik-Dame, 10♦).",
		fr: "«\u00a0{0}\u00a0» n’est pas une carte (p. ex. 7♠, dame de pique, VC).",
	}
	ParseBet = Message{
		de: "Ein Einsatz: Betrag und Wert, z. B. „3 auf 8“.",
		fr: "Une mise\u00a0: montant et rang, p. ex. «\u00a03 sur 8\u00a0».",
	}
	ParseCall = Message{
		de: "Eine Ansage nennt drei Werte (Bankkarte, Spielerkarte, Hock) oder dreimal rot oder schwarz.",
		fr: "Un appel nomme trois rangs (perdante, gagnante, hock) ou trois couleurs.",
	}
	ParseCardNotThere = Message{
		de: "Keine Karte „{0}“ in der Hand oder auf dem Tisch.",
		fr: "Pas de carte «\u00a0{0}\u00a0» en main ni sur le tapis.",
	}
	ParseChoice = Message{
		de: "„{0}“ ist keine der Möglichkeiten.",
		fr: "«\u00a0{0}\u00a0» n’est pas une des propositions.",
	}
	ParseCount = Message{
		de: "„{0}“ ist keine Zahl.",
		fr: "«\u00a0{0}\u00a0» n’est pas un nombre.",
	}
	ParseDuplicatePlayer = Message{
		de: "{0} steht zweimal in der Antwort.",
		fr: "{0} figure deux fois dans la réponse.",
	}
	ParseEmpty = Message{
		de: "„{0}“ – da fehlt etwas.",
		fr: "«\u00a0{0}\u00a0» – il manque quelque chose.",
	}
	ParseHalfOf = Message{
		de: "„{0}“ – die Hälfte welches Einsatzes? Schreib den Betrag dazu.",
		fr: "«\u00a0{0}\u00a0» – la moitié de quelle mise\u00a0? Écrivez le montant.",
	}
	ParseMissingAmount = Message{
		de: "Bei „{0}“ fehlt der Betrag.",
		fr: "Il manque le montant pour «\u00a0{0}\u00a0».",
	}
	ParseMissingPlayer = Message{
		de: "Zu „{0}“ fehlt der Name.",
		fr: "Il manque le nom pour «\u00a0{0}\u00a0».",
	}
	ParseNeedSuit = Message{
		de: "„{0}“ – welche Farbe? Nenne die ganze Karte.",
		fr: "«\u00a0{0}\u00a0» – de quelle couleur\u00a0? Nommez la carte entière.",
	}
	ParseNearPlayer = Message{
		de: "Wer ist „{0}“? Meinst du {1}?",
		fr: "Qui est «\u00a0{0}\u00a0»\u00a0? Vouliez-vous dire {1}\u00a0?",
	}
	ParseNearPlayerConfirm = Message{
		de: "Wer ist „{0}“? Meinst du {1}? (ja/nein)",
		fr: "Qui est «\u00a0{0}\u00a0»\u00a0? Vouliez-vous dire {1}\u00a0? (oui/non)",
	}
	ParseNothing = Message{
		de: "Da fehlt etwas.",
		fr: "Il manque quelque chose.",
	}
	ParseOtherCard = Message{
		de: "Die Frage gilt für {1}, nicht für {0}.",
		fr: "La question porte sur {1}, pas sur {0}.",
	}
	ParseRank = Message{
		de: "„{0}“ ist kein Wert (A, 2 … 10, B, D, K).",
		fr: "«\u00a0{0}\u00a0» n’est pas un rang (A, 2 … 10, V, D, R).",
	}
	ParseTwoPlays = Message{
		de: "Es wird nur eine Karte gespielt ({0}?).",
		fr: "On ne joue qu’une carte ({0}\u00a0?).",
	}
	ParseUnexpected = Message{
		de: "Das verstehe ich nicht: „{0}“.",
		fr: "Je ne comprends pas\u00a0: «\u00a0{0}\u00a0».",
	}
	ParseUnknownPlayer = Message{
		de: "Wer ist „{0}“? Am Tisch sitzen {1}.",
		fr: "Qui est «\u00a0{0}\u00a0»\u00a0? À la table\u00a0: {1}.",
	}
	ParseUnreadable = Message{
		de: "Das verstehe ich nicht.",
		fr: "Je ne comprends pas.",
	}
)
