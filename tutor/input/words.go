package input

import (
	"strings"
)

// class is what a word can say in an answer; one word may be several
// things ("plus" is a verb of winning and a filler of amounts).
type class uint32

// The word classes.
const (
	// cFiller carries nothing: articles, pronouns, auxiliaries.
	cFiller class = 1 << iota
	// cUnit names the unit of an amount: Chips, jetons, Punkte, points.
	cUnit
	// cBank names the bank.
	cBank
	// cWin and cLose are verbs that give an amount its sign.
	cWin
	cLose
	// cZero says "nothing" for one player's amount.
	cZero
	// cNobody says that nobody wins or loses ("niemand", "personne").
	cNobody
	// cEvery says "everyone" ("alle", "tous").
	cEvery
	// cNone says "none" in a list of ranks.
	cNone
	// cYes and cNo answer a yes/no question.
	cYes
	cNo
	// cNot negates ("stimmt nicht").
	cNot
	// cPlay, cTake and cLay are the verbs of a Pasur move.
	cPlay
	cTake
	cLay
	// cTakeAll says "everything" ("alles", "tout").
	cTakeAll
	// cCopper coppers a Faro bet.
	cCopper
	// cBetWord structures a bet and carries nothing ("setze", "auf").
	cBetWord
	// cCallWord structures a call of the turn ("verliert", "dann").
	cCallWord
	// cArticle stands before a rank ("der König", "le roi").
	cArticle
	// cChoiceWord stands before a choice ("Antwort b", "réponse 2").
	cChoiceWord
	// cDead qualifies ranks as dead ("tot", "morts").
	cDead
	// cSep joins the parts of a list ("und", "et").
	cSep
	// cChange carries nothing in a "nothing changes" answer ("es ändert
	// sich nichts", "rien ne change", "aucun changement").
	cChange
	// cEach gives several players one amount ("Dan und Anna je 2",
	// "chacun 2").
	cEach
	// cRest carries nothing in a count ("noch 3 im Stapel", "il en reste
	// trois"): verbs of remaining, places, plural ranks.
	cRest
	// cPermit and cForbid answer a yes/no question by its predicate
	// ("erlaubt", "geht nicht", "c'est un sur", "interdit").
	cPermit
	cForbid
	// cOthers names the players an answer does not name ("die anderen
	// nichts", "les autres perdent 2").
	cOthers
	// cOneWeak is an article that means one before a unit ("ein Chip",
	// "un jeton").
	cOneWeak
)

// wordList is a set of words of one class, as typed (folded when the
// lexicon is built).
type wordList struct {
	class class
	words string
}

// german and french are the words each language uses in answers. English
// words are accepted too, as people type them.
var german = []wordList{
	{cFiller, "der die das den dem des ein eine einen einem einmal ich du er sie es wir ihr hat haben bekommt macht dann bei für mit mal je jeweils ihre ihren ihrem ihrer sein seine seinen seinem seiner insgesamt zusammen wieder erneut nochmal nochmals auch ebenfalls dazu hinzu"},
	{cUnit, "chip chips punkt punkte pkt spielmarke spielmarken marke marken"},
	{cBank, "bank bankhalter bankhalterin bankier"},
	{cWin, "gewinnt gewinnen gewinne gewinnst gewinn gewonnen bekommt bekommen erhält erhalten kriegt kriegen kassiert kassieren plus"},
	{cLose, "verliert verlieren verliere verlierst verloren verlust zahlt bezahlt zahlen gibt geben abgeben minus weniger"},
	{cZero, "nichts nix null unverändert egal"},
	{cNobody, "niemand keiner"},
	{cEvery, "alle jeder"},
	{cNone, "keine keiner kein keinen keinem nichts niemand"},
	{cYes, "ja j jawohl jep jo klar stimmt richtig wahr genau doch natürlich sicher freilich"},
	{cNo, "nein nien n nn nee nö falsch nie niemals keinesfalls"},
	{cNot, "nicht kein keine keinen keiner nie niemals"},
	{cPlay, "spiele spielt spiel spielen ausspielen"},
	{cTake, "nehme nimm nimmt nehmen nehm schlage schlagt sammle"},
	{cLay, "lege leg legt legen anlegen"},
	{cTakeAll, "alles alle"},
	{cCopper, "gekupfert gekupferte gekupferten kupfer coppern gecoppert gecopperte gecopperten umgedreht umdrehen"},
	{cBetWord, "setze setzen setzt setz auf zwischen split"},
	{cCallWord, "verliert gewinnt hock dann danach zuerst erst bankkarte spielerkarte ordnung reihenfolge als"},
	{cArticle, "der die das den dem ein eine auf rang wert"},
	{cChoiceWord, "antwort antworten wahl nummer nr buchstabe option"},
	{cDead, "tot tote toten toter totes sind ist werte"},
	{cSep, "und sowie"},
	{cChange, "ändert ändern ändere änderung veränderung verändert sich bleibt bleiben gleich passiert geschieht tut tun oder noch weder es gar überhaupt"},
	{cEach, "je jeweils beide beiden"},
	{cRest, "noch sind ist es sie bleiben bleibt übrig im in drin drinnen stapel talon mehr davon genau nur karten karte könige damen buben asse gibt stück"},
	{cPermit, "erlaubt zulässig geht gehen darf dürfen kann können möglich gültig zählt sur feger"},
	{cForbid, "verboten unzulässig unmöglich ungültig"},
	{cOneWeak, "ein eine einen einem"},
	{cOthers, "rest übrigen übrige anderen andere restlichen sonst"},
}

var french = []wordList{
	{cFiller, "le la les l' l un une je j' j tu il elle nous vous a reste fait chez pour puis avec de d' du des chacun ses sa son leur leurs en tout c' c ce encore nouveau aussi également"},
	{cUnit, "jeton jetons point points pts"},
	{cBank, "banque banquier banquière"},
	{cWin, "gagne gagnent gagnes gagnez gagner gagné gagnés gain reçoit reçoivent touche touchent encaisse encaissent plus"},
	{cLose, "perd perdent perds perdez perdre perdu perdus perte paie paient paye payent verse versent moins"},
	{cZero, "rien zéro nul inchangé inchangée pari"},
	{cNobody, "personne aucun"},
	{cEvery, "tous toutes chacun"},
	{cNone, "aucun aucune rien"},
	{cYes, "oui o ouais si vrai exact exactement correct évidemment absolument bien voilà voila"},
	{cNo, "non nan nn faux pas jamais nullement"},
	{cNot, "ne n' pas jamais"},
	{cPlay, "joue jouer joues"},
	{cTake, "prends prend prendre ramasse"},
	{cLay, "pose poser poses dépose"},
	{cTakeAll, "tout toutes tous"},
	{cCopper, "cuivre cuivré cuivrée cuivrés cuivrées"},
	{cBetWord, "mise miser mets parie sur entre"},
	{cCallWord, "perd gagne hock puis ensuite d'abord perdante gagnante ordre comme"},
	{cArticle, "le la les l' un une des sur rang"},
	{cChoiceWord, "réponse réponses choix numéro n° lettre option options"},
	{cDead, "mort morts morte mortes épuisé épuisés sont est"},
	{cSep, "et"},
	{cChange, "change changent changé changement changements bouge bougent passe se y ni ou rien du tout"},
	{cEach, "chacun chacune"},
	{cRest, "reste restent il en y a encore dans dedans le talon exactement seulement cartes carte sont est rois dames valets"},
	{cPermit, "permis permise autorisé autorisée possible peut peuvent valable compte sur"},
	{cForbid, "interdit interdite impossible refusé refusée"},
	{cOneWeak, "un une"},
	{cOthers, "autres autre restants"},
}

var english = []wordList{
	{cFiller, "the a i"},
	{cBank, "banker"},
	{cWin, "wins gets"},
	{cLose, "loses pays"},
	{cZero, "nothing zero"},
	{cNone, "none"},
	{cYes, "yes y"},
	{cNo, "no nope"},
	{cPlay, "play plays"},
	{cTake, "take takes"},
	{cLay, "lay lays"},
	{cTakeAll, "all everything"},
	{cCopper, "copper coppered"},
	{cBetWord, "bet on between"},
	{cCallWord, "loser winner then"},
	{cSep, "and"},
	{cChange, "changes change changed"},
	{cEach, "each both"},
	{cOthers, "others rest"},
	{cPermit, "allowed legal can"},
	{cForbid, "forbidden illegal"},
}

// lexicon maps each folded word to its classes.
var lexicon = buildLexicon(german, french, english)

func buildLexicon(lists ...[]wordList) map[string]class {
	m := map[string]class{}
	for _, l := range lists {
		for _, wl := range l {
			for _, w := range strings.Fields(wl.words) {
				m[fold(w)] |= wl.class
			}
		}
	}
	return m
}

// classOf returns the classes of a folded word.
func classOf(w string) class { return lexicon[w] }

// is reports whether the folded word w has the class c.
func is(w string, c class) bool { return lexicon[w]&c != 0 }

// numberWords are the counts people write out, 0 to 13, in both
// languages.
var numberWords = buildNumbers(map[int]string{
	0:   "null zero zéro keine kein aucun aucune",
	1:   "eins ein eine einer un une",
	2:   "zwei zwo deux",
	3:   "drei trois",
	4:   "vier quatre",
	5:   "fünf fuenf cinq",
	6:   "sechs six",
	7:   "sieben sept",
	8:   "acht huit",
	9:   "neun neuf",
	10:  "zehn dix",
	11:  "elf onze",
	12:  "zwölf zwoelf douze",
	13:  "dreizehn treize",
	14:  "vierzehn quatorze",
	15:  "fünfzehn fuenfzehn quinze",
	16:  "sechzehn seize",
	17:  "siebzehn",
	18:  "achtzehn",
	19:  "neunzehn",
	20:  "zwanzig vingt",
	30:  "dreißig dreissig trente",
	40:  "vierzig quarante",
	50:  "fünfzig fuenfzig cinquante",
	60:  "sechzig soixante",
	100: "hundert einhundert cent",
	// German plurals of numbers: "drei Fünfen", "keine Siebenen"
	102: "zweien",
	103: "dreien",
	104: "vieren",
	105: "fünfen fuenfen",
	106: "sechsen",
	107: "siebenen",
	108: "achten",
	109: "neunen",
	110: "zehnen",
	// and the German "-er" forms: "alle Fünfer", "die Siebener"
	201: "einser",
	202: "zweier",
	203: "dreier",
	204: "vierer",
	205: "fünfer fuenfer",
	206: "sechser",
	207: "siebener",
	208: "achter",
	209: "neuner",
	210: "zehner",
})

func buildNumbers(m map[int]string) map[string]int {
	out := map[string]int{}
	for n, ws := range m {
		if n > 100 {
			n %= 100 // a plural: the number it names
		}
		for _, w := range strings.Fields(ws) {
			out[fold(w)] = n
		}
	}
	return out
}

// numberWord returns the value of a folded number word: one of the
// table, or "hundert" joined to one ("hundertvier", "hundertundzwei").
func numberWord(w string) (int, bool) {
	if n, ok := numberWords[w]; ok {
		return n, true
	}
	if n, ok := germanTens[w]; ok {
		return n, true
	}
	if n, ok := germanCompound(w); ok {
		return n, true
	}
	if rest, ok := strings.CutPrefix(w, "hundert"); ok && rest != "" {
		rest = strings.TrimPrefix(rest, "und")
		if n, ok := numberWords[rest]; ok && n > 0 && n < 100 && !is(rest, cOneWeak|cNone) {
			return 100 + n, true
		}
	}
	return 0, false
}

// timesWords multiply: "zweimal", "dreimal" (a number of times, in one
// word); timesMarks make a number a number of times: "2 mal", "deux
// fois".
var (
	timesWords = buildNumbers(map[int]string{
		2: "zweimal", 3: "dreimal", 4: "viermal", 5: "fünfmal fuenfmal", 6: "sechsmal",
		7: "siebenmal", 8: "achtmal", 9: "neunmal", 10: "zehnmal", 11: "elfmal", 12: "zwölfmal zwoelfmal",
	})
	timesMarks = wordSet("mal fois times")
)

// halfOfWords say "half of the stake": "die Hälfte", "la moitié" (the
// stake is the player's bet on the layout).
var halfOfWords = wordSet("hälfte haelfte moitié half")

// andHalfWords follow "und"/"et" to add a half: "1 et demi", "un jeton et
// demi", "eins und ein halb".
var andHalfWords = wordSet("demi demie halb halbe halben halber einhalb")

// halfArticles may stand between "und"/"et" and the half: "und ein halb".
var halfArticles = wordSet("ein eine einen un une")

// andHalf says how many tokens after toks[i] say "and a half" when
// toks[i] is the "und"/"et" that joins them to an amount ("1 und ein
// halb", "un jeton et demi"): 1 or 2, or 0 when they do not.
func andHalf(toks []Token, i int) int {
	if i >= len(toks) || toks[i].Kind != Sep {
		return 0
	}
	j := i + 1
	if j < len(toks) && halfArticles[toks[j].Fold] {
		j++
	}
	if j < len(toks) && andHalfWords[toks[j].Fold] {
		return j - i
	}
	return 0
}

// restateWords give the amount again after a reckoning: "die Hälfte,
// also 2", "deux surs et un valet, donc 11", "soit 1,5".
var restateWords = wordSet("also somit macht ergibt donc soit fait")

// reasonWords begin a reason, which carries nothing of the answer: "Dan,
// weil er zuletzt genommen hat", "Dan, car il a pris en dernier", "2,
// grâce au petit deux", « 8 vu que c'est payé 4 contre 1 », « le 4 vu que
// 7 + 4 font 11 ».
var reasonWords = wordSet("weil denn wegen dank daher car parce puisque grâce vu because since")

// pronouns stand for the player the question is about ("sie verliert 3",
// "elle perd 1,5", "il gagne 8").
var pronouns = wordSet("er sie ihm ihr il elle lui he she")

// pluralVerbs give several players named together one amount each:
// "Louis et Camille gagnent 2", "Dan und Anna gewinnen 2".
var pluralVerbs = wordSet("gewinnen verlieren bekommen kriegen erhalten zahlen gagnent perdent reçoivent touchent paient payent win lose")

// allWords name every rank or every player: "alle", "tous", "toutes".
var allWords = wordSet("alle allen aller sämtliche tous toutes all every")

// approxWords say that an odds answer is rounded: "etwa 11,6 %",
// "environ 0,5 %".
var approxWords = wordSet("etwa ungefähr ungefaehr ca circa rund knapp fast beinahe environ presque approximativement about approx")

// impossibleWords answer a chance with 0: "unmöglich", "impossible",
// "keine Chance", "aucune chance".
var impossibleWords = wordSet("unmöglich unmoeglich impossible null zero zéro nie jamais keine kein aucune aucun chance chancen")

// noneCards say that a list of cards is empty: "keine", "nichts",
// "leer", "aucune", "rien", "vide".
var noneCards = wordSet("keine keiner kein nichts nix leer niente aucune aucun rien vide none nothing empty nein non no nee nö")

// synonyms are words that pick an option as the word of its text would
// ("nix" for „Nichts“, "reprend" for « récupère »), by folded word.
var synonyms = buildSynonyms(
	"nichts nix garnichts",
	"zurück zurückbekommen zurückgeben zurückgegeben zurückgeht zurückgehen zurückkommt zurückkommen wieder",
	"bekommt kriegt erhält",
	"récupère récupèrent reprend reprennent récupérer reprendre rendu rendue rendus",
	"gleichgültig egal",
	"tot tote toten",
	"épuisé épuisés mort morts",
)

func buildSynonyms(groups ...string) map[string]string {
	m := map[string]string{}
	for _, g := range groups {
		ws := strings.Fields(g)
		for _, w := range ws {
			m[fold(w)] = fold(ws[0])
		}
	}
	return m
}

// wordSet is a set of folded words, given as typed.
func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[fold(w)] = true
	}
	return out
}
