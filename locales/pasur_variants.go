package locales

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// variantText is what a learner reads and types of one Pasur variant
// (pasur.AllVariants): a variant's words are all here, in one entry.
// TestEveryVariantHasItsWords fails on a variant without an entry, and on
// an entry without a part the variant needs.
type variantText struct {
	// name names the variant in the list of a free game's variants
	// ("kein Sur im letzten Austeilen"); the target's takes the number.
	name Message
	// de and fr are the words that turn the variant on after "spiel
	// pasur" / "jouer pasur", the first of each shown in the usage; the
	// target's are followed by the number, four_solo's stand for
	// "four players each for themselves".
	de, fr []string
	// rule states the variant's rule (pasur.Variant.Rule), and source says
	// where it is written; both empty for a variant without a rule.
	rule   Message
	source []source
}

// variantTexts holds every variant's words, by its name.
var variantTexts = map[pasur.VariantName]variantText{
	pasur.VarTarget: {
		name: Message{de: "Ziel {0}", fr: "objectif {0}"},
		de:   []string{"ziel"},
		fr:   []string{"objectif"},
		rule: Message{
			de: "Das Ziel ist 62 Punkte, nach Absprache 51 oder 11.",
			fr: "L’objectif est 62 points, ou 51 ou 11 si la table en convient.",
		},
		source: []source{{pasurBook, secPasurWinning, 0, nil}},
	},
	pasur.VarNoSurAt50: {
		name: Message{de: "kein Sur ab 50 Punkten", fr: "pas de sur à partir de 50 points"},
		de:   []string{"ohne-sur-ab-50", "kein-sur-ab-50"},
		fr:   []string{"sans-sur-à-50", "pas-de-sur-à-50"},
		rule: Message{
			de: "In dieser Variante gibt es keinen Sur für eine Seite, die zu Beginn der Runde 50 oder mehr Punkte hat.",
			fr: "Dans cette variante, pas de sur pour un camp qui a 50 points ou plus au début de la manche.",
		},
		// the rulebook says "sobald ein Spieler 50+ Punkte hat"; the
		// total at the start of the round is the course's reading
		source: []source{{pasurBook, secPasurVariants, 0, &secCourseVariants}},
	},
	pasur.VarNoSurLastDeal: {
		name: Message{de: "kein Sur im letzten Austeilen", fr: "pas de sur à la dernière donne"},
		de:   []string{"ohne-sur-zuletzt", "kein-sur-zuletzt", "ohne-sur-im-letzten-austeilen"},
		fr:   []string{"sans-sur-à-la-fin", "sans-sur-dernière-donne", "pas-de-sur-à-la-dernière-donne"},
		rule: Message{
			de: "In dieser Variante gibt es keinen Sur im letzten Austeilen.",
			fr: "Dans cette variante, pas de sur à la dernière donne.",
		},
		source: []source{{pasurBook, secPasurVariants, 0, nil}},
	},
	pasur.VarNoSurWithJack: {
		name: Message{de: "kein Sur mit einem Buben", fr: "pas de sur avec un valet"},
		de:   []string{"ohne-sur-mit-bube", "kein-sur-mit-bube", "ohne-sur-mit-buben"},
		fr:   []string{"sans-sur-au-valet", "sans-sur-avec-valet", "pas-de-sur-avec-un-valet"},
		rule: Message{
			de: "In dieser Variante gibt es keinen Sur mit einem Buben.",
			fr: "Dans cette variante, pas de sur avec un valet.",
		},
		source: []source{{courseBook, secCourseVariants, 0, nil}},
	},
	pasur.VarSurCancel: {
		name: Message{de: "gegnerische Surs heben sich auf", fr: "les surs adverses s’annulent"},
		de:   []string{"surs-heben-sich-auf", "sur-aufheben"},
		fr:   []string{"surs-qui-s-annulent", "surs-s-annulent", "annuler-les-surs"},
		rule: Message{
			de: "Gegnerische Surs heben sich nur auf, wenn zwei Seiten spielen.",
			fr: "Les surs adverses ne s’annulent que s’il y a deux camps.",
		},
		source: []source{{courseBook, secCourseVariants, 0, nil}},
	},
	pasur.VarSevenDiamonds: {
		name: Message{de: "die Karo-Sieben zählt 1 Punkt", fr: "le sept de carreau vaut 1 point"},
		de:   []string{"karo-sieben", "karo-7"},
		fr:   []string{"sept-de-carreau", "7-de-carreau"},
	},
	pasur.VarFixedRounds: {
		name: Message{de: "11 feste Runden", fr: "onze manches fixes"},
		de:   []string{"elf-runden", "11-runden"},
		fr:   []string{"onze-manches", "11-manches"},
	},
	pasur.VarJacksEleven: {
		name: Message{de: "Buben zählen 11", fr: "les valets valent 11"},
		de:   []string{"buben-elf", "bube-elf", "buben-11"},
		fr:   []string{"valets-onze", "valet-onze", "valets-11"},
		rule: Message{
			de: "Zählen Buben 11, nimmt ein gespielter Bube Gruppen von Tischkarten, die je 11 ergeben; ein Bube auf dem Tisch ist eine Gruppe für sich; alles auf einmal nimmt er nicht mehr.",
			fr: "Quand les valets valent 11, un valet joué prend des groupes de cartes du tapis qui font 11 chacun\u00a0; un valet sur le tapis forme un groupe à lui seul\u00a0; il ne prend plus tout d’un coup.",
		},
		// a table jack as a group of its own is the course's ruling
		source: []source{{pasurBook, secPasurVariants, 0, &secCourseVariants}},
	},
	pasur.VarFourSolo: {
		name: Message{de: "jeder für sich", fr: "chacun pour soi"},
		de:   []string{"solo", "allein", "einzeln", "jeder-für-sich"},
		fr:   []string{"seul", "seuls", "chacun", "chacun-pour-soi"},
		rule: Message{
			de: "„Zu viert, jeder für sich“ gibt es nur mit vier Spielern.",
			fr: "«\u00a0À quatre, chacun pour soi\u00a0» n’existe qu’avec quatre joueurs.",
		},
		source: []source{{pasurBook, secPasurVariants, 0, nil}},
	},
	pasur.VarChildren: {
		name: Message{de: "Kinder-Pasur", fr: "pasur des enfants"},
		de:   []string{"kinder", "kinder-pasur"},
		fr:   []string{"enfants", "pasur-des-enfants"},
		rule: Message{
			de: "Im Kinder-Pasur gibt es keine Summen und kein Abräumen – jede Karte nimmt nur die Tischkarten ihres eigenen Werts.",
			fr: "Au pasur des enfants, ni sommes ni rafle – chaque carte ne prend que les cartes du tapis de son propre rang.",
		},
		source: []source{{pasurBook, secPasurVariants, 0, nil}},
	},
	pasur.VarClockwise: {
		name: Message{de: "im Uhrzeigersinn", fr: "dans le sens des aiguilles d’une montre"},
		de:   []string{"uhrzeigersinn", "im-uhrzeigersinn"},
		fr:   []string{"sens-horaire", "sens-des-aiguilles"},
	},
}

// variantRule returns the text and the sources of a variant's rule by
// its rule id.
func variantRule(id string) (variantText, bool) {
	for _, v := range pasur.AllVariants() {
		if string(v.Rule) == id && id != "" {
			t, ok := variantTexts[v.Name]
			return t, ok && t.rule.de != ""
		}
	}
	return variantText{}, false
}

// VariantOf returns the variant a learner's word names, in German or in
// French (letter case and accents as engine.Fold reads them); ok is false
// for a word that names none.
func VariantOf(word string) (name pasur.VariantName, ok bool) {
	w := engine.Fold(word)
	for _, v := range pasur.AllVariants() {
		t := variantTexts[v.Name]
		for _, list := range [][]string{t.de, t.fr} {
			for _, x := range list {
				if engine.Fold(x) == w {
					return v.Name, true
				}
			}
		}
	}
	return "", false
}

// VariantWord returns the word the usage shows for a variant, in the
// printer's language.
func (p Printer) VariantWord(n pasur.VariantName) string {
	t := variantTexts[n]
	list := t.de
	if p.French() {
		list = t.fr
	}
	if len(list) == 0 {
		return string(n)
	}
	return list[0]
}

// VariantName names a variant that is on, in the learner's words; target
// is the match target, which the target's name takes.
func (p Printer) VariantName(n pasur.VariantName, target int) string {
	return p.T(variantTexts[n].name, target)
}
