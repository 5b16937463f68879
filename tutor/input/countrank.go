package input

import (
	"strings"

	"croupier/engine"
)

// The words of a count beyond its number: the rank of the cards counted,
// named right after it ("drei Zehner", "zwei Vieren", "trois dix", "trois
// 10", "eine 4", "un as"), and where they are ("zwei sind noch drin", « il
// en reste deux dedans »).

// countPlaces say where counted cards are: "drin", "dedans".
var countPlaces = wordSet("drin drinnen darin vorhanden dedans")

// rankAfterCount reports whether t, right after a count (no separator
// between them), names the rank of the cards counted: a rank word or a
// plural ("Zehner", "Vieren", "Asse", "rois"), or a rank in digits after a
// count in words ("trois 10", "eine 4"; "3 10" stays two numbers).
func rankAfterCount(t Token, countInWords bool) bool {
	switch t.Kind {
	case Word:
		if strings.ContainsAny(t.Text, "♠♥♦♣") {
			return false
		}
		_, ok := rankOf(t, true)
		return ok
	case Number:
		return countInWords && !t.Bad && !t.Signed && t.Amount.Whole() && t.Amount.WholePart() >= 2 && t.Amount.WholePart() <= 10
	}
	return false
}

// A remark after a count or a list of ranks, in a sentence of its own:
// „nur noch einer, die Soda war ja auch ein Bube“ (why only one),
// « tous les rangs, il ne reste plus aucune carte » (why all of them).

// finiteVerbs make the words after a comma a sentence of their own, not
// more of the answer: „war“, „ist“, « est », « était ».
var finiteVerbs = wordSet("ist war sind waren hat hatte haben kommt kam kamen zählt zählte liegt lag gibt gab est était sont étaient a avait ont compte comptait reste restait")

// ownClause reports words after a comma that form a sentence of their
// own (a finite verb) and hold no figure but an article before a word
// („ein Bube“, « un valet »): a remark, whatever card they name.
func ownClause(toks []Token) bool {
	verb, gone := false, false
	for _, t := range toks {
		gone = gone || goneWords[t.Fold]
	}
	for i, t := range toks {
		switch {
		case t.Kind == Sep:
		case othersFigure(toks, i), gone && (t.Kind == Number || isNumberWord(t.Fold)):
			// « y en a deux de sortis »: the cards gone, not the count
		case t.Kind == Number || hasDigit(t.Fold) || strings.ContainsAny(t.Text, "♠♥♦♣"):
			return false
		case finiteVerbs[t.Fold]:
			verb = true
		case isNumberWord(t.Fold) || is(t.Fold, cOneWeak):
			if !is(t.Fold, cOneWeak) && t.Fold != "un" && t.Fold != "une" || i+1 >= len(toks) || toks[i+1].Kind != Word {
				return false // „…, zwei waren Buben“: another figure
			}
		}
	}
	return verb
}

// otherWords say that a figure counts the other cards, not the ones
// asked about: « les trois autres rois sont sortis », „die anderen drei
// sind raus“.
var otherWords = wordSet("autres anderen andern übrigen restlichen")

// othersFigure reports a figure of toks[i] right before or after a word
// of otherWords: it counts the others and does not compete with the count.
func othersFigure(toks []Token, i int) bool {
	t := toks[i]
	if t.Kind != Number && !isNumberWord(t.Fold) {
		return false
	}
	return i+1 < len(toks) && otherWords[toks[i+1].Fold] || i > 0 && otherWords[toks[i-1].Fold]
}

// nothingLeft are the remarks that no card is left (folded words): they
// agree with every rank being dead and carry nothing more.
var nothingLeft = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{
		"il ne reste plus aucune carte", "il reste plus aucune carte", "il reste plus de cartes", "il y a plus de cartes", "il ne reste plus de cartes", "il ne reste plus de carte", "il ne reste aucune carte",
		"il n'y a plus de cartes", "il n'y a plus de carte", "il n'y a plus aucune carte", "plus aucune carte", "plus de cartes",
		"es ist keine karte mehr da", "es sind keine karten mehr da", "es sind keine karten mehr übrig", "keine karten mehr",
		"keine karte mehr", "es gibt keine karten mehr", "der stapel ist leer", "le paquet est vide",
	} {
		m[strings.Join(Words(Lex(p)), " ")] = true
	}
	return m
}()

// nothingLeftHead returns, for the kinds that read ranks, the tokens
// before a last comma that is followed by a remark that no card is left
// (see nothingLeft), or before a first comma followed by a sentence of
// its own that names no rank (see ranksRemark).
func nothingLeftHead(kind Kind, toks []Token) ([]Token, bool) {
	if kind != KindRanks && kind != KindRank {
		return nil, false
	}
	for i, t := range toks {
		if t.Kind == Sep && t.Text == "," {
			if i > 0 && ranksRemark(toks[i+1:]) {
				return trimSeps(toks[:i]), true
			}
			break
		}
	}
	for i := len(toks) - 1; i > 0; i-- {
		if toks[i].Kind == Sep && toks[i].Text == "," {
			if nothingLeft[strings.Join(Words(toks[i+1:]), " ")] {
				return trimSeps(toks[:i]), true
			}
			return nil, false
		}
	}
	return nil, false
}

// ranksRemark reports words after a comma that form a sentence of their
// own (a finite verb) and name no rank but by a count of its cards after
// „alle“ / « tous (les) »: „…, da sind alle vier durch“, « …, ils sont
// tous sortis avec le soda » say why, not which ranks.
func ranksRemark(toks []Token) bool {
	var words []Token
	for _, t := range toks {
		if t.Kind != Sep {
			words = append(words, t)
		}
	}
	verb := false
	for i, t := range words {
		_, rank := rankOf(t, true)
		switch {
		case finiteVerbs[t.Fold]:
			verb = true
		case rank && afterAll(words, i) && (cardinal(t.Fold) || countDigit(t)):
			// the count of the rank's cards
		case rank, t.Kind == Number, strings.ContainsAny(t.Text, "♠♥♦♣"):
			return false
		}
	}
	return verb
}

// cardsOfCount reports words after a comma that only name as many cards
// as the one figure before it counts: „alle drei, die Kreuz, Herz und Pik
// Fünf“, « un, le sept de cœur », « un seul, le 9 » (the card counted,
// not another figure). Cards that number otherwise („zwei, die Kreuz-,
// Herz- und Pik-Fünf“) are no such remark: the line is asked again.
func cardsOfCount(head, tail []Token) bool {
	figure := -1
	for _, t := range head {
		n, ok := numberWord(t.Fold)
		switch {
		case t.Kind == Number && !t.Bad && t.Amount.Whole():
			n, ok = int(t.Amount.WholePart()), true
		case !ok && t.Kind == Word && is(t.Fold, cOneWeak):
			n, ok = 1, true
		}
		if !ok {
			continue
		}
		if figure >= 0 && figure != n {
			return false
		}
		figure = n
	}
	n, ok := namedCards(tail)
	return ok && figure > 0 && n == figure
}

// namedCards counts the cards words name, and reports words that only
// name cards: „die Kreuz, Herz und Pik Fünf“ are three, « le sept de
// cœur » and « le 9 » one, „5♣ 5♥“ two.
func namedCards(toks []Token) (int, bool) {
	cards, suits, ranks := 0, 0, 0
	for _, t := range toks {
		_, rank := rankOf(t, true)
		_, _, suit := suitOf(t.Fold)
		switch {
		case t.Kind == Sep || is(t.Fold, cArticle) || t.Fold == "de" || t.Fold == "d'" || t.Fold == "von":
		case strings.ContainsAny(t.Text, "♠♥♦♣"):
			if _, err := engine.ParseCard(t.Text); err != nil {
				return 0, false
			}
			cards++
		case suit:
			suits++
		case rank:
			ranks++
		default:
			return 0, false
		}
	}
	return cards + max(suits, ranks), cards+suits+ranks > 0
}
