package input

import (
	"strings"

	"croupier/engine"
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
	{cFiller, "der die das den dem des ein eine einen einem ich du er sie es wir ihr hat haben bekommt macht also dann bei für mit mal je jeweils"},
	{cUnit, "chip chips punkt punkte pkt spielmarke spielmarken"},
	{cBank, "bank bankhalter bankhalterin bankier"},
	{cWin, "gewinnt gewinnen gewinne gewinn bekommt erhält kriegt kassiert plus"},
	{cLose, "verliert verlieren verliere zahlt bezahlt gibt minus"},
	{cZero, "nichts null unverändert egal"},
	{cNobody, "niemand keiner"},
	{cEvery, "alle jeder"},
	{cNone, "keine keiner kein nichts niemand"},
	{cYes, "ja j jawohl jep klar stimmt richtig wahr genau doch"},
	{cNo, "nein n nee falsch"},
	{cNot, "nicht"},
	{cPlay, "spiele spielt spiel spielen ausspielen"},
	{cTake, "nehme nimm nimmt nehmen nehm schlage schlagt sammle"},
	{cLay, "lege leg legt legen anlegen"},
	{cTakeAll, "alles alle"},
	{cCopper, "gekupfert kupfer coppern gecoppert umgedreht umdrehen"},
	{cBetWord, "setze setzen setzt setz auf zwischen split"},
	{cCallWord, "verliert gewinnt hock dann danach zuerst erst bankkarte spielerkarte ordnung reihenfolge als"},
	{cArticle, "der die das ein eine auf rang wert"},
	{cChoiceWord, "antwort antworten wahl nummer nr buchstabe option"},
	{cDead, "tot tote sind ist"},
	{cSep, "und sowie"},
}

var french = []wordList{
	{cFiller, "le la les l' l un une je j' j tu il elle nous vous a reste fait chez pour donc puis avec de d' du des chacun"},
	{cUnit, "jeton jetons point points pts"},
	{cBank, "banque banquier banquière"},
	{cWin, "gagne gagnent gagnes gagner reçoit touche encaisse plus"},
	{cLose, "perd perdent perds perdre paie paye verse moins"},
	{cZero, "rien zéro nul inchangé inchangée pari"},
	{cNobody, "personne aucun"},
	{cEvery, "tous toutes chacun"},
	{cNone, "aucun aucune rien"},
	{cYes, "oui o ouais si vrai exact exactement correct"},
	{cNo, "non faux pas"},
	{cNot, "ne n' pas"},
	{cPlay, "joue jouer joues"},
	{cTake, "prends prend prendre ramasse"},
	{cLay, "pose poser poses dépose"},
	{cTakeAll, "tout toutes tous"},
	{cCopper, "cuivre cuivré cuivrée"},
	{cBetWord, "mise miser mets parie sur entre"},
	{cCallWord, "perd gagne hock puis ensuite d'abord perdante gagnante ordre comme"},
	{cArticle, "le la l' un une sur rang"},
	{cChoiceWord, "réponse réponses choix numéro n° lettre option options"},
	{cDead, "mort morts morte mortes épuisé épuisés sont est"},
	{cSep, "et"},
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
}

// lexicon maps each folded word to its classes.
var lexicon = buildLexicon(german, french, english)

func buildLexicon(lists ...[]wordList) map[string]class {
	m := map[string]class{}
	for _, l := range lists {
		for _, wl := range l {
			for _, w := range strings.Fields(wl.words) {
				m[engine.Fold(w)] |= wl.class
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
	0:  "null zero zéro keine kein aucun aucune",
	1:  "eins ein eine einer un une",
	2:  "zwei deux",
	3:  "drei trois",
	4:  "vier quatre",
	5:  "fünf fuenf cinq",
	6:  "sechs six",
	7:  "sieben sept",
	8:  "acht huit",
	9:  "neun neuf",
	10: "zehn dix",
	11: "elf onze",
	12: "zwölf zwoelf douze",
	13: "dreizehn treize",
})

func buildNumbers(m map[int]string) map[string]int {
	out := map[string]int{}
	for n, ws := range m {
		for _, w := range strings.Fields(ws) {
			out[engine.Fold(w)] = n
		}
	}
	return out
}

// numberWord returns the value of a folded number word.
func numberWord(w string) (int, bool) {
	n, ok := numberWords[w]
	return n, ok
}
