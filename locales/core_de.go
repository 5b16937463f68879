package locales

func init() {
	add(German, map[string]string{
		"lang.fallback": "Sprache nicht erkannt, es geht auf Deutsch weiter (--lang fr für Französisch). / Langue non reconnue : on continue en allemand (--lang fr pour le français).",

		"cli.usage": `croupier – lernt Pharo (Faro) und Pasur

Aufruf:
  croupier [Optionen]                 die Lektionen im Tutor (interaktiv)
      --dir PFAD                      eigene Szenarien dazunehmen (mehrfach möglich)
      --seed N                        Seed für das freie Spiel
      --plain                         Zeilenmodus auch im Terminal
  croupier demo [--seed N] [--profile pharo|pharaon]
                                      ein ganzer Pharo-Durchgang, von der Soda bis zum Hock
  croupier run [--json] [PFAD…]       Szenarien gegen die Regeln prüfen (ohne Pfad: die Lektionen)
  croupier check [--json] [PFAD…]     Szenarien nur auf Fehler prüfen
  croupier fill [--diff] DATEI        die erwarteten Ergebnisse von der Engine eintragen lassen
  croupier new faro|pharaon|pasur     ein kommentiertes Gerüst für ein neues Szenario
  croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10] [--level 1-3]
                                      erzeugte Fragen, fällige Themen zuerst
  croupier stats [SPIEL]              Trefferquote je Thema und was fällig ist
  croupier odds [--shown KARTEN] [--simulate N] [--seed S]
                                      genaue Chancen, auf Wunsch mit Simulation
  croupier help                       diese Hilfe

Optionen:
  --lang de|fr        Sprache (sonst aus $LC_ALL, $LC_MESSAGES, $LANG)
  --color auto|always|never
                      Farben (auto: nur im Terminal und ohne NO_COLOR)
  -h, --help          diese Hilfe`,
		"cli.unknown_command": "unbekannter Befehl „{0}“ – „croupier help“ zeigt alle Befehle",
		"cli.bad_flag":        "{0} – „croupier help“ zeigt alle Optionen",
		"cli.bad_lang":        "unbekannte Sprache „{0}“: erlaubt sind de und fr",
		"cli.bad_color":       "unbekannter Wert für --color: „{0}“ (erlaubt: auto, always, never)",
		"cli.error":           "Fehler: {0}",
		"cli.did_you_mean":    "Meintest du „{0}“?",
		"cli.commands_more":   "Weitere Befehle: {0}",
	})
}
