package locales

// Messages of the authoring tools added with the author's review: where a
// problem lies, the YAML causes named, the report's words.
var (
	// Where a problem lies in the file: the steps, deals and rounds
	// counted from 1, as lines and columns are, then the keys below.
	scenWhereStep = Message{
		de: "Schritt {0}",
		fr: "l’étape {0}",
	}
	scenWhereStepOf = Message{
		de: "Schritt {0}",
		fr: "étape {0}",
	}
	scenWhereDeal = Message{
		de: "Durchgang {0}",
		fr: "la taille {0}",
	}
	scenWhereRound = Message{
		de: "Runde {0}",
		fr: "la manche {0}",
	}
	scenNotToMove = Message{
		de: "Am Zug ist {0}.",
		fr: "C’est à {0} de jouer.",
	}
	scenBanksOnce = Message{
		de: "„rounds: {0}“ geht beim Pharaon nicht: Jeder Spieler hält die Bank genau einmal – „rounds: 1“ schreiben oder „session“ weglassen",
		fr: "«\u00a0rounds: {0}\u00a0» est impossible au pharaon\u00a0: chaque joueur tient la banque une seule fois – écrivez «\u00a0rounds: 1\u00a0» ou retirez «\u00a0session\u00a0»",
	}
	scenOtherRule = Message{
		de: "„{0}“ ist eine Regel von {2}; diese Datei spielt {1} – eine Regel von {1} nehmen",
		fr: "«\u00a0{0}\u00a0» est une règle de {2}\u00a0; ce fichier joue {1} – choisissez une règle de {1}",
	}
	scenWhatLeader = Message{
		de: "wer vorn liegt",
		fr: "qui mène",
	}
	HintLeader = Message{
		de: "Vorn liegt, wer jetzt am meisten hat – in Pasur zählen die Summen der ausgespielten Runden; bei Gleichstand liegen alle Ersten vorn.",
		fr: "Mène qui a le plus maintenant – au pasur, les totaux des manches jouées comptent\u00a0; à égalité, tous les premiers mènent.",
	}
	scenTurnList = Message{
		de: "die Liste unter expect hat {0} {0:Eintrag|Einträge}, der Schritt zieht aber {1} {1:Abzug|Abzüge} – ein Eintrag je Abzug",
		fr: "la liste sous expect a {0} {0:entrée|entrées}, mais l’étape tire {1} {1:paire|paires} – une entrée par paire",
	}
	scenQuotedValue = Message{
		de: "„{0}“ steht in Anführungszeichen und ist damit Text, keine Zahl und kein true/false – ohne Anführungszeichen schreiben",
		fr: "«\u00a0{0}\u00a0» est entre guillemets, donc du texte, ni un nombre ni true/false – écrivez-le sans guillemets",
	}
	scenHockTooEarly = Message{
		de: "den Hock zeigt erst der 25. Abzug, der letzte des Durchgangs; dieser turn endet mit Abzug {0} – hock weglassen oder mit until: end bis zum Hock ziehen",
		fr: "seule la 25ᵉ paire, la dernière de la taille, montre le hock\u00a0; ce turn s’arrête à la paire {0} – retirez hock ou tirez jusqu’au hock avec until: end",
	}
	scenYamlMissingColon = Message{
		de: "YAML: nach dem Schlüssel „{1}“ fehlt der Doppelpunkt – etwa „{1}: …“",
		fr: "YAML\u00a0: il manque le deux-points (:) après la clé «\u00a0{1}\u00a0»",
	}
	scenYamlFlowQuestion = Message{
		de: "YAML: ein „?“ in einem Text ohne Anführungszeichen innerhalb von { } oder [ ] liest YAML als Beginn eines Schlüssels – setze den Text in Anführungszeichen",
		fr: "YAML\u00a0: dans un texte sans guillemets entre { } ou [ ], YAML lit un «\u00a0?\u00a0» comme le début d’une clé – mettez le texte entre guillemets",
	}
	scenYamlFlowComma = Message{
		de: "YAML: das Komma nach „{0}“ beendet den Text ohne Anführungszeichen, und „{1}“ wird zu einem eigenen Schlüssel – setze den ganzen Text in Anführungszeichen",
		fr: "YAML\u00a0: la virgule après «\u00a0{0}\u00a0» termine le texte sans guillemets, et «\u00a0{1}\u00a0» devient une clé à part – mettez tout le texte entre guillemets",
	}
	ScenNotRegularWhy = Message{
		de: "keine gewöhnliche Datei (etwa eine Pipe)",
		fr: "pas un fichier ordinaire (un tube, par exemple)",
	}
	scenRuleID = Message{
		de: "[Regel {0}]",
		fr: "[règle {0}]",
	}
	CLIRunInvalid = Message{
		de: "UNGÜLTIG",
		fr: "INVALIDE",
	}
	CLIRunInvalidCount = Message{
		de: ", {0} ungültig",
		fr: ", {0} {0:invalide|invalides}",
	}
	CLIRunNothingChecked = Message{
		de: "Nichts geprüft: {0} {0:Datei|Dateien} übersprungen, keine Szenario-Datei gelesen.",
		fr: "Rien n’a été vérifié\u00a0: {0} {0:fichier ignoré|fichiers ignorés}, aucun fichier de scénario lu.",
	}
	cLILinkMissing = Message{
		de: "{0} ist ein Link auf {1}, und {1} gibt es nicht. Prüfe das Ziel des Links.",
		fr: "{0} est un lien vers {1}, qui n’existe pas. Vérifiez la cible du lien.",
	}
)
