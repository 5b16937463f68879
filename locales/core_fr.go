package locales

func init() {
	add(French, map[string]string{
		"lang.fallback": "Sprache nicht erkannt, es geht auf Deutsch weiter (--lang fr für Französisch). / Langue non reconnue : on continue en allemand (--lang fr pour le français).",

		"cli.usage": `croupier – apprendre le pharaon (faro) et le pasur

Usage :
  croupier [options]                  les leçons dans le tuteur (interactif)
      --dir CHEMIN                    ajouter ses propres scénarios (répétable)
      --seed N                        graine de la partie libre
      --plain                         mode ligne même dans un terminal
  croupier demo [--seed N] [--profile pharo|pharaon]
                                      une taille entière de pharaon, du soda au hock
  croupier run [--json] [CHEMIN…]     vérifier des scénarios contre les règles (sans chemin : les leçons)
  croupier check [--json] [CHEMIN…]   seulement valider des scénarios
  croupier fill [--diff] FICHIER      faire inscrire par le moteur les résultats attendus
  croupier new faro|pharaon|pasur     un squelette commenté pour un nouveau scénario
  croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10] [--level 1-3]
                                      questions produites, thèmes à revoir d’abord
  croupier stats [JEU]                réussite par thème et ce qui est à revoir
  croupier odds [--shown CARTES] [--simulate N] [--seed S]
                                      chances exactes, simulation en option
  croupier help                       cette aide

Options :
  --lang de|fr        langue (sinon d’après $LC_ALL, $LC_MESSAGES, $LANG)
  --color auto|always|never
                      couleurs (auto : seulement dans un terminal et sans NO_COLOR)
  -h, --help          cette aide`,
		"cli.unknown_command": "commande inconnue « {0} » – « croupier help » liste les commandes",
		"cli.bad_flag":        "{0} – « croupier help » liste les options",
		"cli.bad_lang":        "langue inconnue « {0} » : de ou fr",
		"cli.bad_color":       "valeur inconnue pour --color : « {0} » (auto, always ou never)",
		"cli.error":           "Erreur : {0}",
		"cli.did_you_mean":    "Vouliez-vous dire « {0} » ?",
		"cli.commands_more":   "Autres commandes : {0}",
	})
}
