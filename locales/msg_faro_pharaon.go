package locales

// Messages of the Pharaon table in the ledger's own words (pharaon.fr.txt
// and the house style: a pronostic of a weight, noted in points; the
// direction ordinary or cuivré/gecoppert), where the Pharo table speaks
// of stakes of chips.
var (
	ActPronostic = Message{
		de: "{0} notiert einen Pronostic {1}, Gewicht {2}.",
		fr: "{0} note un pronostic {1}, poids {2}.",
	}
	actPronosticYou = Message{
		de: "{0} notierst einen Pronostic {1}, Gewicht {2}.",
		fr: "{0} notez un pronostic {1}, poids {2}.",
	}
	ActPronosticCopper = Message{
		de: "{0} notiert einen gecopperten Pronostic {1}, Gewicht {2}.",
		fr: "{0} note un pronostic cuivré {1}, poids {2}.",
	}
	actPronosticCopperYou = Message{
		de: "{0} notierst einen gecopperten Pronostic {1}, Gewicht {2}.",
		fr: "{0} notez un pronostic cuivré {1}, poids {2}.",
	}
	actWeightChange = Message{
		de: "{0} ändert das Gewicht des Pronostics {1} auf {2}.",
		fr: "{0} porte le poids de son pronostic {1} à {2}.",
	}
	actWeightChangeYou = Message{
		de: "{0} änderst das Gewicht des Pronostics {1} auf {2}.",
		fr: "{0} portez le poids de votre pronostic {1} à {2}.",
	}
	actPronosticRemove = Message{
		de: "{0} streicht den Pronostic {1}.",
		fr: "{0} retire son pronostic {1}.",
	}
	actPronosticRemoveYou = Message{
		de: "{0} streichst den Pronostic {1}.",
		fr: "{0} retirez votre pronostic {1}.",
	}
	ActCallWeight = Message{
		de: "{0} sagt die Reihenfolge an: {1}, Gewicht {2}.",
		fr: "{0} appelle l’ordre\u00a0: {1}, poids {2}.",
	}
	actCallWeightYou = Message{
		de: "{0} sagst die Reihenfolge an: {1}, Gewicht {2}.",
		fr: "{0} appelez l’ordre\u00a0: {1}, poids {2}.",
	}
	BetPronostic = Message{
		de: "Pronostic auf {1} (Gewicht {0})",
		fr: "pronostic sur {1} (poids {0})",
	}
	BetPronosticCopper = Message{
		de: "gecopperter Pronostic auf {1} (Gewicht {0})",
		fr: "pronostic cuivré sur {1} (poids {0})",
	}
	betCallWeight = Message{
		de: "Ansage (Gewicht {0})",
		fr: "appel (poids {0})",
	}
	outcomeHalfWeight = Message{
		de: "verliert die Hälfte: {0}",
		fr: "perd la moitié\u00a0: {0}",
	}
	FaroCallBetWeight = Message{
		de: "{0}: Gewicht {1} auf die Reihenfolge {2}",
		fr: "{0}\u00a0: poids {1} sur l’ordre {2}",
	}
	FaroCopperLegendPharaon = Message{
		de: "* gecoppert (setzt darauf, dass der Wert verliert)",
		fr: "* pronostic cuivré (parie que le rang perd)",
	}
)
