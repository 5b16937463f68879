package locales

// Messages of the help and the glossary.
var (
	GlossaryGroupBoth = Message{
		de: "Beide Spiele",
		fr: "Les deux jeux",
	}
	GlossaryGroupFaro = Message{
		de: "Pharo / Pharaon",
		fr: "Pharo / Pharaon",
	}
	GlossaryLine = Message{
		de: "{0} – {1}: {2}",
		fr: "{0} – {1}\u00a0: {2:clause}",
	}
	GlossaryNone = Message{
		de: "Kein Begriff passt zu „{0}“. „glossar“ allein zeigt alle.",
		fr: "Aucun terme ne correspond à «\u00a0{0}\u00a0». «\u00a0glossaire\u00a0» seul les montre tous.",
	}
	HelpCasekeeper = Message{
		de: "den Kartenzähler zeigen (Pharo und Pharaon)",
		fr: "montrer le compteur (pharo et pharaon)",
	}
	HelpDeal = Message{
		de: "im freien Pharo und Pharaon: den nächsten Abzug ziehen (auch Enter oder „weiter“)",
		fr: "en partie libre de pharo ou de pharaon\u00a0: tirer la paire suivante (aussi Entrée ou «\u00a0passer\u00a0»)",
	}
	HelpGlossary = Message{
		de: "die Begriffe beider Spiele, deutsch und französisch",
		fr: "les termes des deux jeux, en allemand et en français",
	}
	HelpGlossaryArg = Message{
		de: "[WORT]",
		fr: "[MOT]",
	}
	HelpHelp = Message{
		de: "diese Hilfe",
		fr: "cette aide",
	}
	HelpHint = Message{
		de: "ein Hinweis zur Frage",
		fr: "un indice pour la question",
	}
	HelpKeys = Message{
		de: "Tab ergänzt Befehle, Karten, Werte, Spieler und Lektionen · Strg-C bricht die Eingabe ab · Strg-D speichert und beendet.",
		fr: "Tab complète commandes, cartes, rangs, joueurs et leçons · Ctrl-C annule la saisie · Ctrl-D enregistre et quitte.",
	}
	HelpLang = Message{
		de: "auf Französisch weiter",
		fr: "continuer en allemand",
	}
	HelpMenu = Message{
		de: "zurück ins Menü (die Stelle bleibt gemerkt)",
		fr: "retour au menu (la position est gardée)",
	}
	HelpMenuUsage = Message{
		de: "Im Menü: Enter setzt fort, eine Nummer oder ein Name öffnet eine Lektion.",
		fr: "Au menu\u00a0: Entrée continue, un numéro ou un nom ouvre une leçon.",
	}
	HelpOtherLang = Message{
		de: "Die französischen Namen gehen auch: {0}.",
		fr: "Les noms allemands marchent aussi\u00a0: {0}.",
	}
	HelpPlay = Message{
		de: "freies Spiel: Pharo mit Chips, Pharaon um Punkte, Pasur gegen den Computer",
		fr: "partie libre\u00a0: pharo aux jetons, pharaon aux points, pasur contre l’ordinateur",
	}
	HelpPlayArg = Message{
		de: "pharo|pharaon|pasur",
		fr: "pharo|pharaon|pasur",
	}
	HelpProgress = Message{
		de: "der Fortschritt",
		fr: "les progrès",
	}
	HelpQuit = Message{
		de: "speichern und beenden",
		fr: "enregistrer et quitter",
	}
	HelpReset = Message{
		de: "Fortschritt einer Lektion oder aller löschen",
		fr: "effacer les progrès d’une leçon ou de toutes",
	}
	HelpResetArg = Message{
		de: "NR|alle",
		fr: "N°|tout",
	}
	HelpRestart = Message{
		de: "die Lektion von vorn; im freien Spiel: neu mischen",
		fr: "reprendre la leçon au début\u00a0; en partie libre\u00a0: remélanger",
	}
	HelpSave = Message{
		de: "im freien Spiel: als Szenario-Datei speichern",
		fr: "en partie libre\u00a0: enregistrer comme fichier de scénario",
	}
	HelpSaveArg = Message{
		de: "DATEI",
		fr: "FICHIER",
	}
	HelpSkip = Message{
		de: "die Frage überspringen; im freien Pharo und Pharaon: der nächste Abzug",
		fr: "passer la question\u00a0; en partie libre de pharo ou de pharaon\u00a0: la paire suivante",
	}
	HelpTable = Message{
		de: "den Tisch zeigen",
		fr: "montrer la table",
	}
	HelpTitle = Message{
		de: "Befehle:",
		fr: "Commandes\u00a0:",
	}
	HelpUndo = Message{
		de: "zurück zur vorigen Frage; im freien Spiel: den letzten Zug zurücknehmen",
		fr: "revenir à la question précédente\u00a0; en partie libre\u00a0: annuler la dernière action",
	}
	HelpWhy = Message{
		de: "die Regel hinter der Frage",
		fr: "la règle derrière la question",
	}
)
