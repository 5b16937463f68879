package locales

// Messages of free play.
var (
	SandboxBank = Message{
		de: "Doc",
		fr: "Doc",
	}
	SandboxCallUsage = Message{
		de: "Eine Ansage nennt die drei Werte in der Reihenfolge Bankkarte, Spielerkarte, Hock (oder nur die ersten zwei) und den Einsatz: „ansage 7 B 3 2“ oder „ich sage an: 7 verliert, Bube gewinnt, 3 ist der Hock, 2 Chips“.",
		fr: "Un appel nomme les trois rangs dans l’ordre perdante, gagnante, hock (ou seulement les deux premiers) et la mise\u00a0: «\u00a0appel 7 V 3 2\u00a0» ou «\u00a0j’appelle\u00a0: le 7 perd, le valet gagne, le 3 au hock, pour 2\u00a0».",
	}
	SandboxChooseCapture = Message{
		de: "Mit {0} gibt es mehrere Aufnahmen – welche? {1}",
		fr: "Avec {0}, plusieurs prises sont possibles – laquelle\u00a0? {1}",
	}
	SandboxNothingToTake = Message{
		de: "Mit {0} ist hier nichts zu nehmen – die Karte wird angelegt.",
		fr: "Avec {0}, il n’y a rien à prendre ici – la carte est posée sur le tapis.",
	}
	SandboxNothingToTakeJack = Message{
		de: "Der Bube findet nichts zu nehmen (Könige und Damen nimmt er nicht) – er wird angelegt.",
		fr: "Le valet ne trouve rien à prendre (il ne prend ni roi ni dame) – il est posé sur le tapis.",
	}
	SandboxComputer = Message{
		de: "Computer",
		fr: "Ordinateur",
	}
	SandboxComputerSubject = Message{
		de: "Der Computer",
		fr: "L’ordinateur",
	}
	SandboxFailed = Message{
		de: "Das Spiel lässt sich nicht beginnen.",
		fr: "La partie ne peut pas commencer.",
	}
	SandboxFaroTitle = Message{
		de: "Freies Spiel: {0}, Mischung Nr.\u00a0{1}. Du spielst gegen die Bank (Doc).",
		fr: "Partie libre\u00a0: {0}, mélange n°\u00a0{1}. Vous jouez contre la banque (Doc).",
	}
	SandboxGamePharo = Message{
		de: "Pharo mit Chips",
		fr: "pharo aux jetons",
	}
	SandboxGamePharaon = Message{
		de: "Pharaon um Punkte",
		fr: "pharaon aux points",
	}
	SandboxFaroUsagePharaon = Message{
		de: "Pronostic: „2 auf 9“, „4 auf den König gecoppert“ (gerade Gewichte) · ändern: „die 9 auf 6 erhöhen“ · „weg 9“ · „zurück“ nimmt den letzten Zug zurück · Enter oder „weiter“: nächster Abzug · „tisch“, „zähler“, „chancen“, „speichern DATEI“, „menü“",
		fr: "Pronostic\u00a0: «\u00a02 sur 9\u00a0», «\u00a04 sur le roi cuivré\u00a0» (poids pairs) · changer\u00a0: «\u00a0change le 9 à 6\u00a0» · «\u00a0retire 9\u00a0» · «\u00a0annuler\u00a0» reprend la dernière action · Entrée ou «\u00a0passer\u00a0»\u00a0: paire suivante · «\u00a0table\u00a0», «\u00a0compteur\u00a0», «\u00a0cotes\u00a0», «\u00a0enregistrer FICHIER\u00a0», «\u00a0menu\u00a0»",
	}
	SandboxFaroUsagePharo = Message{
		de: "Setzen: „4 auf 9“, „2 auf den König gecoppert“, „3 zwischen 5 und 6“ · ändern: „die 9 auf 6 erhöhen“ · „weg 9“ · „zurück“ nimmt den letzten Zug zurück · Enter oder „weiter“: nächster Abzug · „tisch“, „zähler“, „chancen“, „speichern DATEI“, „menü“",
		fr: "Miser\u00a0: «\u00a04 sur 9\u00a0», «\u00a02 sur le roi cuivré\u00a0», «\u00a03 entre 5 et 6\u00a0» · changer\u00a0: «\u00a0change le 9 à 6\u00a0» · «\u00a0retire 9\u00a0» · «\u00a0annuler\u00a0» reprend la dernière action · Entrée ou «\u00a0passer\u00a0»\u00a0: paire suivante · «\u00a0table\u00a0», «\u00a0compteur\u00a0», «\u00a0cotes\u00a0», «\u00a0enregistrer FICHIER\u00a0», «\u00a0menu\u00a0»",
	}
	SandboxLegalMoves = Message{
		de: "Mögliche Züge: {0}",
		fr: "Coups possibles\u00a0: {0}",
	}
	SandboxNoBet = Message{
		de: "Du hast nichts {0} gesetzt.",
		fr: "Vous n’avez rien misé {0}.",
	}
	SandboxOver = Message{
		de: "Das Spiel ist vorbei. „spiel pharo“ oder „spiel pasur“ beginnt ein neues, „speichern DATEI“ sichert dieses.",
		fr: "La partie est finie. «\u00a0jouer pharaon\u00a0» ou «\u00a0jouer pasur\u00a0» en commence une autre, «\u00a0enregistrer FICHIER\u00a0» garde celle-ci.",
	}
	SandboxPasurTitle = Message{
		de: "Freies Spiel: Pasur (Mischung Nr.\u00a0{0}). Du spielst gegen den Computer ({1}) und beginnst.",
		fr: "Partie libre\u00a0: pasur (mélange n°\u00a0{0}). Vous jouez contre l’ordinateur ({1}) et commencez.",
	}
	SandboxPasurUsage = Message{
		de: "Spielen: „7♠ nimmt 4♦“, „lege 5♣“, „B nimmt alles“ oder nur die Karte · „tipp“: der Zug des Coachs · „coach aus“ · „tisch“, „speichern DATEI“, „menü“",
		fr: "Jouer\u00a0: «\u00a07♠ prend 4♦\u00a0», «\u00a0je pose 5♣\u00a0», «\u00a0V prend tout\u00a0» ou la carte seule · «\u00a0indice\u00a0»\u00a0: le coup du coach · «\u00a0coach non\u00a0» · «\u00a0table\u00a0», «\u00a0enregistrer FICHIER\u00a0», «\u00a0menu\u00a0»",
	}
	SandboxTableJack = Message{
		de: "Prüfung des Tisches: {0} wird zurückgemischt, {1} kommt auf den Tisch.",
		fr: "Vérification du tapis\u00a0: {0} est remélangé, {1} va sur le tapis.",
	}
	SandboxTableRedeal = Message{
		de: "Prüfung des Tisches: {0} – neu mischen und austeilen.",
		fr: "Vérification du tapis\u00a0: {0} – on remélange et on redonne.",
	}
	SandboxUsage = Message{
		de: "Aufruf: spiel faro, spiel pharaon oder spiel pasur (auch „spiel pasur 3“, „spiel pasur 4 solo stufe 2“)",
		fr: "Usage\u00a0: jouer pharaon, jouer pharo ou jouer pasur (aussi «\u00a0jouer pasur 3\u00a0», «\u00a0jouer pasur 4 seul niveau 2\u00a0»)",
	}
	SandboxWhichCard = Message{
		de: "Welche Karte spielst du? Deine Hand: {0}",
		fr: "Quelle carte jouez-vous\u00a0? Votre main\u00a0: {0}",
	}
	SandboxYou = Message{
		de: "Du",
		fr: "Vous",
	}
	SaveComment = Message{
		de: "Im freien Spiel von croupier aufgezeichnet.",
		fr: "Enregistré en partie libre dans croupier.",
	}
	SaveDone = Message{
		de: "Gespeichert: {0} („croupier check {0}“ prüft die Datei).",
		fr: "Enregistré\u00a0: {0} («\u00a0croupier check {0}\u00a0» vérifie le fichier).",
	}
	SaveExists = Message{
		de: "Nicht gespeichert: {0} gibt es schon (eine Datei wird nie überschrieben).",
		fr: "Non enregistré\u00a0: {0} existe déjà (un fichier n’est jamais écrasé).",
	}
	SaveFailed = Message{
		de: "Nicht gespeichert ({0}): {1}",
		fr: "Non enregistré ({0})\u00a0: {1}",
	}
	SaveSay = Message{
		de: "Ein aufgezeichnetes Spiel.",
		fr: "Une partie enregistrée.",
	}
	SaveTitle = Message{
		de: "Freies Spiel: {0}, Mischung Nr.\u00a0{1}",
		fr: "Partie libre\u00a0: {0}, mélange n°\u00a0{1}",
	}
	SaveUsage = Message{
		de: "Schreib dazu, unter welchem Namen: etwa „speichern meine-partie“.",
		fr: "Indiquez sous quel nom\u00a0: par exemple «\u00a0enregistrer ma-partie\u00a0».",
	}
)

// Messages of the free play's "speichern" when the file cannot be written.
var (
	saveNoWrite = Message{
		de: "In {0} darfst du nicht schreiben. Nenne eine Datei in einem anderen Verzeichnis, oder prüfe die Rechte.",
		fr: "Vous n’avez pas le droit d’écrire dans {0}. Indiquez un fichier dans un autre dossier, ou vérifiez les droits.",
	}
	saveReadOnly = Message{
		de: "{0} liegt auf einem schreibgeschützten Dateisystem. Nenne eine Datei an einem anderen Ort.",
		fr: "{0} se trouve sur un système de fichiers en lecture seule. Indiquez un fichier ailleurs.",
	}
	saveNoDir = Message{
		de: "Das Verzeichnis {0} gibt es nicht. Nenne eine Datei in einem Verzeichnis, das es gibt.",
		fr: "Le dossier {0} n’existe pas. Indiquez un fichier dans un dossier existant.",
	}
	saveNotWritten = Message{
		de: "{0} ließ sich nicht schreiben; es ist keine Datei entstanden. Versuch es noch einmal, oder an einem anderen Ort.",
		fr: "Impossible d’écrire {0}\u00a0; aucun fichier n’a été créé. Réessayez, ou ailleurs.",
	}
)
