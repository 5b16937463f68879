package input

import (
	"strings"
)

// Loose words: a typed word that says what an option's word says in other
// words, but not so surely that the option can be judged by it. A line
// that picks an option only through such a word makes it likely, and the
// tutor asks back („Meinst du c) „Der gecopperte“?“); it never decides
// alone (issue 22: "a misjudged answer is worse than a question back").
// The groups are the game's own terms and a few everyday paraphrases the
// testers typed, in German and French.

// looseGroups are the words of each loose group (folded when read). A
// typed word and an option's word of one group match loosely.
var looseGroups = [...]string{
	// the copper marker on a coppered bet (pharo.de.txt „Umdrehen
	// (coppern)“: „Legst du deine Marke oben auf den Stapel …“):
	// „der mit der Marke drauf“ for „Der gecopperte“
	"marke marken kupfermarke kupfermünze umgedreht umgedrehte umgedrehten gecopperte gecoppert gecopperten gecopperter cuivrée cuivré cuivrés cuivrées",
	// what changes: « aucun effet » for « sans changement », « ce qui
	// change » for « seulement la variation », „keine Wirkung“ for „ohne
	// Änderung“
	"änderung veränderung änderungen variation variations changement changements change changent changer ändert verändert effet effets effekt wirkung " + unchanged,
	// two players sharing the points each get a half: „die beiden teilen
	// sich das“ for „Dan und Anna je 3½“ (every option word with a half
	// is in this group, see halfGroup)
	"teilen teilt geteilt aufgeteilt hälfte halbe halbiert partagent partager partagé partagés partage moitié",
	// the bank pays: „die Bank gibt 4 zu 1“ for „die Bank zahlt 4:1“
	"zahlt zahlen gibt auszahlt ausgezahlt ausbezahlt auszahlen paie paye payent verse versé",
	// dealing again: « on refait la donne » for « redonner », „nochmal
	// geben“ for „neu geben“
	"refait refaire refont refais recommence recommencer redonner redonne redonnerait redistribuer redistribue redistribuent redistribuerait neu nochmal nochmals erneut",
	// nothing and none: « rien sur le tapis » for « aucune sur le tapis »
	"rien aucune aucun nichts keine kein keiner",
	// swapping a card: „einen König austauschen“ for „Einen der Könige
	// zurückmischen und ersetzen“
	"austauschen tauschen ersetzen ersetzt remplacer remplace échanger echanger",
	// a decided bet taken off the layout: « on les enlève » for « Ils
	// sont résolus et retirés », „futsch“ for „entschieden und weg“
	// (pharaon.fr.txt: « Retirez sans résultat les pronostics … »)
	"weg futsch entfernt abgeräumt retiré retirés retirée retirées retire retirent enlève enlèvent enlevé enlevés enlevée enlever ôté ôtés",
	// the first card of a turn is the bank card, the second the player
	// card (pharo.de.txt "Ein Abzug" 1.–2.: „Die erste Karte ist die
	// Bankkarte“): „als erste Karte vom Abzug“ for „als Bankkarte“
	firstCard + " bankkarte bankkarten perdante perdantes",
	// the stock the dealer deals from: „in den Stapel“ for „in den
	// Talon“, « dans la pioche » for « dans le talon »
	"talon stapel stock pioche paquet",
	// a card's place: „an seine Stelle“ for „auf seinen Platz“
	"platz stelle place",
	secondCard + " spielerkarte spielerkarten gagnante gagnantes",
}

// unchanged stands for the typed phrases that say nothing changes in
// other words (see unchangedPhrases): a word no text has, loosely „ohne
// Änderung“, « sans changement ».
const unchanged = "unchanged-phrase"

// unchangedPhrases say that nothing moves or changes: « ne bouge pas »,
// « rien ne bouge », „bleibt gleich“, „ändert sich nicht“ for « Il finit
// sans changement » (pharaon.fr.txt: « ceux encore en attente finissent
// sans changement »). Their negation is part of the phrase, not a flip;
// a „nichts“, « rien » in them is kept as well (an option may be
// „Nichts“).
var unchangedPhrases = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{
		"ne bouge pas", "bouge pas", "ne bougent pas", "bougent pas", "rien ne bouge", "ne bouge plus",
		"ne change pas", "change pas", "ne changent pas", "rien ne change",
		"bleibt gleich", "bleibt unverändert", "ändert sich nicht", "ändert sich nichts", "tut sich nichts",
		"unverändert", "inchangé", "inchangée",
		"tel quel", "telle quelle", "tels quels", "change rien", "changent rien", "ne change rien",
		"ändert nichts", "ändert sich gar nichts", "bleibt so",
	} {
		m[strings.Join(Words(Lex(p)), " ")] = true
	}
	return m
}()

// unchangedFirst are the first words of unchangedPhrases.
var unchangedFirst = func() map[string]bool {
	m := map[string]bool{}
	for p := range unchangedPhrases {
		m[strings.Fields(p)[0]] = true
	}
	return m
}()

// unchangedAt is how many tokens from toks[i] on say "unchanged" (see
// unchangedPhrases), 0 for none: the longest phrase of up to three words.
func unchangedAt(toks []Token, i int) int {
	if !unchangedFirst[toks[i].Fold] {
		return 0
	}
	for n := 3; n >= 1; n-- {
		if i+n > len(toks) {
			continue
		}
		ws := make([]string, 0, n)
		for _, t := range toks[i : i+n] {
			if t.Kind == Sep {
				break
			}
			ws = append(ws, t.Fold)
		}
		if len(ws) == n && unchangedPhrases[strings.Join(ws, " ")] {
			return n
		}
	}
	return 0
}

// firstCard and secondCard stand for the typed phrases "the first card"
// and "the second card" of a turn (see cardPlaces): a word no text has,
// in the loose group of the bank card and of the player card.
const (
	firstCard  = "erste-karte"
	secondCard = "zweite-karte"
)

// cardPlaces are the words of a card's place in a turn before „Karte“ /
// « carte »: „erste Karte“, « première carte » is the bank card (loosely,
// firstCard), „zweite Karte“, « seconde carte » the player card.
var cardPlaces = func() map[string]string {
	m := map[string]string{}
	for w := range wordSet("erste ersten erster première") {
		m[w] = firstCard
	}
	for w := range wordSet("zweite zweiten zweiter deuxième seconde") {
		m[w] = secondCard
	}
	return m
}()

// cardWords are „Karte“, « carte » after a place in a turn.
var cardWords = wordSet("karte carte")

// allOfRank are the typed words for all the cards of a rank.
var allOfRank = wordSet("tous toutes alle jede jeden jeder sämtliche samtliche")

// halfGroup is the loose group of the words of sharing, which an option's
// amount with a half ("3½") joins.
const halfGroup = 3

// looseGroup gives each word of looseGroups its group (1 for the first).
var looseGroup = func() map[string]int {
	m := map[string]int{}
	for i, g := range looseGroups {
		for _, w := range strings.Fields(g) {
			m[fold(w)] = i + 1
		}
	}
	return m
}()

// looseGroupOf is the loose group of a folded word: its group in
// looseGroups, halfGroup for an amount with a half, 0 for none.
func looseGroupOf(w string) int {
	if strings.HasSuffix(w, "½") {
		return halfGroup
	}
	return looseGroup[w]
}

// looseMatch reports a typed word that matches an option's word only
// loosely: the same loose group, or a signed figure typed for the
// option's plain one ("+4" for „4 – sein Gewicht“: plus four is a change,
// the option a weight). It is false where termsMatch holds otherwise.
func looseMatch(a, o term) bool {
	if a.loose != 0 && a.loose == o.loose {
		return true
	}
	if allOfRank[a.w] && o.w == "4" {
		// « sur tous les sept », „auf jede Sieben“ for « Sur les quatre 7
		// » / „Auf alle vier Siebenen“: a deck has four of each rank (only
		// a typed "all" meets an option's four; a typed 4 is no "all")
		return true
	}
	return a.digit && o.digit && strings.HasPrefix(a.w, "+") && !strings.HasPrefix(o.w, "+") && a.w[1:] == o.w
}

// reasonCut begin a reason that runs to the end of the line: what
// follows „weil“, „denn“, « car », « parce que », « puisque » (and « vu
// que », see optionClauseBeforeReason) says why,
// and never picks an option nor blocks one („on refait toute la donne
// car deux rois c'est interdit“).
var reasonCut = wordSet("weil denn car parce puisque because")

// optionClauseBeforeReason returns the tokens before a reason word (see
// reasonCut) that no option has („Die Bank kassiert sie, weil …“ names its
// own „weil“), without the separators before it; all of them when the
// line has none or begins with one (then the reason is all it says).
func optionClauseBeforeReason(toks []Token, o *Options) []Token {
	first := firstWord(toks)
	for i, t := range toks {
		vuQue := t.Fold == "vu" && i+1 < len(toks) && (toks[i+1].Fold == "que" || toks[i+1].Fold == "qu'")
		if i > first && t.Kind == Word && (reasonCut[t.Fold] || vuQue) && !o.hasWord(t.Fold) {
			return trimSeps(toks[:i])
		}
	}
	return toks
}

// hasWord reports a folded word that one of the options' texts has as it
// is.
func (o *Options) hasWord(w string) bool {
	if o == nil {
		return false
	}
	for _, t := range o.all {
		if t.w == w {
			return true
		}
	}
	return false
}
