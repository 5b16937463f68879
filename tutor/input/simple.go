package input

import (
	"errors"
	"strconv"
	"strings"

	"croupier/engine"
)

// words returns the line's word and number tokens, separators and
// punctuation left out.
func (r *reader) words() []Token {
	var out []Token
	for _, t := range r.toks {
		if t.Kind != Sep {
			out = append(out, t)
		}
	}
	return out
}

// maxCount bounds counts: nothing in a 52-card game needs more.
const maxCount = 1_000_000

// count reads a whole number in digits or words among words that carry
// nothing ("3", "drei", "trois Karten", "noch 2 im Stapel", "il en reste
// deux", "keine mehr").
func (r *reader) count() (Count, error) {
	ws := r.words()
	if len(ws) == 0 {
		return Count{}, r.all(ErrEmpty)
	}
	var digits, words []int
	// after is set right after a count ("drei" in "drei Zehner"), inWords
	// when it was written out
	after, inWords := false, false
	for _, w := range r.toks {
		if w.Kind == Sep {
			after = false
			continue
		}
		if interjection(w) || is(w.Fold, cYes) && w.Kind == Word && !isNumberWord(w.Fold) {
			continue // « ah oui, il en reste un »
		}
		if after && rankAfterCount(w, inWords) {
			after = false // "drei Zehner", "trois 10": the rank counted
			continue
		}
		n, isWord := numberWord(w.Fold)
		after, inWords = true, w.Kind == Word
		switch {
		case w.Kind == Number:
			if w.Bad || !w.Amount.Whole() || w.Amount < 0 || w.Amount.WholePart() > maxCount {
				return Count{}, errTok(ErrBadCount, w)
			}
			digits = append(digits, int(w.Amount.WholePart()))
		case isWord:
			words = append(words, n)
		case is(w.Fold, cOneWeak):
			words = append(words, 1) // "nur noch einen"
		case is(w.Fold, cFiller|cUnit|cRest|cArticle|cChoiceWord|cNot) || allWords[w.Fold] || onlyWords[w.Fold] || countPlaces[w.Fold]:
			after = false
			// "noch drei", "alle drei", "il en reste trois", "un seul"
		default:
			return Count{}, errTok(ErrBadCount, w)
		}
	}
	switch {
	case len(digits) == 1 && (len(words) == 0 || len(words) == 1 && words[0] == digits[0]):
		return Count{Count: digits[0]}, nil
	case len(digits) == 0 && len(words) == 1:
		return Count{Count: words[0]}, nil
	}
	// two figures that differ („il en reste un, le 6 de trèfle“: one, or
	// six?) are asked again, never one of them picked (6 was)
	return Count{}, r.all(ErrBadCount)
}

// onlyWords say "only" around a count: "un seul", "une seule", "eine
// einzige", "plus qu'un".
var onlyWords = wordSet("seul seule seuls seules einzig einzige einziger einzigen einziges plus qu' qu’ que ne")

// choice reads one or more choices by number (1 = first) or letter (a =
// first): "2", "b", "(b)", "b)", "Antwort b", "réponse 2", "a und c",
// "1, 3".
func (r *reader) choice() (Choice, error) {
	ans := Choice{}
	n := r.ctx.Choices
	for _, t := range choiceParts(r.toks) {
		w := t.Fold
		if is(w, cChoiceWord|cSep) || (choiceFiller[w] && len(w) > 1) {
			continue
		}
		idx := -1
		if v, err := strconv.Atoi(w); err == nil && len(w) <= 4 {
			idx = v - 1
		} else if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' {
			idx = int(w[0] - 'a')
		} else if o, ok := ordinals[w]; ok {
			idx = o
			if o < 0 && n > 0 {
				idx = n - 1 // "die letzte", "la dernière"
			}
		}
		if idx < 0 || (n > 0 && idx >= n) {
			return Choice{}, errTok(ErrBadChoice, t)
		}
		dup := false
		for _, x := range ans.Choices {
			dup = dup || x == idx
		}
		if !dup {
			ans.Choices = append(ans.Choices, idx)
		}
	}
	if len(ans.Choices) == 0 {
		return Choice{}, r.all(ErrBadChoice)
	}
	return ans, nil
}

// choiceFiller are words around a choice's letter that carry nothing:
// "ich nehme b", "b ist richtig", "c'est la b", "je choisis b".
var choiceFiller = buildStop(
	"ich nehme wahle wähle glaube denke meine sage ist es richtig stimmt die der das den möglichkeit moglichkeit",
	"je prends choisis choisirais pense crois dis c'est c’est c' est la le l' proposition juste bonne",
	"i take choose think it's is the",
)

// ordinals pick a choice by its place: "die zweite", "la troisième";
// -1 is the last.
var ordinals = map[string]int{
	"erste": 0, "ersten": 0, "erster": 0, "erstes": 0, "zweite": 1, "zweiten": 1, "zweiter": 1, "zweites": 1,
	"dritte": 2, "dritten": 2, "dritter": 2, "drittes": 2, "vierte": 3, "vierten": 3, "vierter": 3,
	"letzte": -1, "letzten": -1, "letzter": -1, "letztes": -1,
	"premiere": 0, "premier": 0, "deuxieme": 1, "seconde": 1, "second": 1, "troisieme": 2, "quatrieme": 3,
	"derniere": -1, "dernier": -1, "first": 0, "third": 2, "last": -1,
}

// choiceParts are the line's tokens as parts of a choice answer: there
// "1,3" and "1.3" are two choices, not an amount, and separators carry
// nothing.
func choiceParts(toks []Token) []Token {
	var out []Token
	for _, t := range toks {
		switch {
		case t.Kind == Sep:
		case t.Kind == Number && t.Text == t.Fold && strings.ContainsAny(t.Text, ",."):
			start := t.Start
			for _, p := range strings.FieldsFunc(t.Text, func(r rune) bool { return r == ',' || r == '.' }) {
				k := strings.Index(t.Text[start-t.Start:], p) + start
				out = append(out, Token{Kind: Number, Text: p, Fold: p, Start: k, End: k + len(p)})
				start = k + len(p)
			}
		default:
			out = append(out, t)
		}
	}
	return out
}

// halfWords are amounts written as words with a half, in halves.
var halfWords = map[string]engine.Amount{
	"anderthalb": 3, "eineinhalb": 3, "einhalb": 1, "halb": 1, "halben": 1, "halbe": 1, "halber": 1, "demi": 1, "demie": 1,
}

// amount reads one exact amount: "+8", "1½", "-3 points"; a verb gives the
// sign ("gewinnt 8 Chips", "verliert 3", "il gagne 8 jetons", "elle perd
// 3", "moins 3", "plus huit"); number words count ("drei", "un jeton");
// the question's player may be named ("Anna -3"); "nichts", "rien",
// "aucun changement", "rien ne change" are 0.
func (r *reader) amount() (Amount, error) {
	p, err := r.amountParts()
	if err == nil {
		var a Amount
		if a, err = r.amountValue(p); err == nil {
			return a, nil
		}
	}
	if a, ok := r.amountReckoned(); ok {
		return a, nil // „hundert, 96 plus den Gewinn von 4“
	}
	if a, ok := r.amountAfterInterjection(); ok {
		return a, nil // „leider daneben, minus sieben“
	}
	return Amount{}, err
}

// amountParts are what the words of an amount say: the figure (num), an
// amount in words, "ein" / "un", a word for nothing, a half added, the
// sign a verb gives, and the first word that is no part of an amount.
type amountParts struct {
	num                              *Token
	word                             engine.Amount
	hasWord, weakOne, zero, plusHalf bool
	sign                             int
	unknown                          *Token
}

// productWords multiply two figures: „2 mal 4“, « 4 fois 6 », "2 x 4".
var productWords = wordSet("mal fois x")

// figureValue is the value of ws[i] when it is a plain figure, in digits
// or in words.
func figureValue(ws []Token, i int) (engine.Amount, bool) {
	if i >= len(ws) {
		return 0, false
	}
	if t := ws[i]; t.Kind == Number {
		return t.Amount, !t.Bad && !t.Signed
	}
	if n, ok := numberWord(ws[i].Fold); ok {
		return engine.Chips(int64(n)), true
	}
	return 0, false
}

// productAt reads „2 mal 4“ / « 4 fois 6 » at ws[i]: its value.
func productAt(ws []Token, i int) (engine.Amount, bool) {
	a, ok := figureValue(ws, i)
	if !ok || i+2 >= len(ws) || !productWords[ws[i+1].Fold] {
		return 0, false
	}
	b, ok := figureValue(ws, i+2)
	if !ok || !a.Whole() || !b.Whole() {
		return 0, false
	}
	return engine.Chips(a.WholePart() * b.WholePart()), true
}

// stakeOnWords after a ratio name the stake it is paid on: « 2 contre 1
// sur 2 », „2 zu 1 auf 2“.
var stakeOnWords = wordSet("sur auf on")

// amountParts reads the words of an amount (see amount).
func (r *reader) amountParts() (amountParts, error) {
	var num *Token
	var word engine.Amount
	hasWord, weakOne, zero, sign := false, false, false, 0
	var unknown *Token
	ws, plusHalf := r.amountWords()
	var ratio *Error             // the first ratio said ("4:1", "fünf zu eins")
	var products []engine.Amount // „2 mal 4“, « 4 fois 6 »
	for i := 0; i < len(ws); i++ {
		t := ws[i]
		w := t.Fold
		n, isNumWord := numberWord(w)
		if k := r.ratioAt(ws, i); k > 0 {
			// a ratio ("8 Chips (4:1)", "fair wäre fünf zu eins"): how it is
			// reckoned, not the amount
			if ratio == nil {
				ratio = errAt(ErrRatio, r.line, ws, i, i+k)
			}
			i += k - 1
			if _, ok := figureValue(ws, i+2); ok && stakeOnWords[ws[i+1].Fold] {
				i += 2 // « 2 contre 1 sur 2 », „2 zu 1 auf 2“: the stake the ratio is paid on
			}
			continue
		}
		if v, ok := productAt(ws, i); ok {
			products = append(products, v) // „acht, 2 mal 4“: how it is reckoned
			i += 2
			continue
		}
		switch {
		case t.Kind == Number && num != nil && !t.Bad && !t.Signed && t.Amount == engine.Halves(1) && num.Amount.Whole():
			plusHalf = true // "2 ½"
		case t.Kind == Number:
			if t.Bad || num != nil || hasWord && word != t.Amount {
				return amountParts{}, errTok(ErrBadAmount, t) // two figures that differ: which?
			}
			tt := t
			num = &tt
		case is(w, cBank) && i > 0 && payeeMarks[ws[i-1].Fold] || is(w, cBank) && i > 1 && payeeMarks[ws[i-2].Fold]:
			// "sie zahlt 3 an die Bank", "elle paie 3 à la banque": who is paid
		case (is(w, cWin) && !is(w, cBank) || is(w, cLose)) && r.ratioAt(ws, i+1) > 0:
			// „Cat-hop zahlt 2 zu 1“: the odds the bank pays, no sign
		case is(w, cWin) && !is(w, cBank):
			sign = 1
		case is(w, cLose):
			sign = -1
		case halfWords[w] != 0:
			if hasWord {
				return amountParts{}, errTok(ErrBadAmount, t)
			}
			word, hasWord = halfWords[w], true
		case is(w, cOneWeak):
			weakOne = true
		case is(w, cZero|cNone|cNobody):
			zero = true
		case isNumWord:
			if hasWord || num != nil && num.Amount != engine.Chips(int64(n)) {
				return amountParts{}, errTok(ErrBadAmount, t)
			}
			// ("cent deux", "hundert vier" come as one Number: Lex)
			word, hasWord = engine.Chips(int64(n)), true
		case is(w, cFiller|cUnit|cChange|cNot|cEach|cArticle) || w == "fur" || w == "pour" || amountAsides[w]:
		default:
			if i == 0 && r.nameBeforeFigure(ws, i) {
				return amountParts{}, r.unknownName(t) // "Otto +14": who is Otto?
			}
			if err := r.subjectPlayer(t); err != nil {
				var e *Error
				if errors.As(err, &e) && e.Reason == ErrOtherPlayer {
					return amountParts{}, err
				}
				if unknown == nil {
					tt := t
					unknown = &tt
				}
			}
		}
	}
	if len(products) == 1 && num == nil && !hasWord {
		word, hasWord = products[0], true // „2 mal 4“ alone: 8
	}
	for _, v := range products {
		if num != nil && num.Amount != v && -num.Amount != v || num == nil && (!hasWord || word != v) {
			// a product that is not the amount said, or no amount
			return amountParts{}, r.all(ErrBadAmount)
		}
	}
	if ratio != nil && num == nil && !hasWord && !weakOne && !zero {
		// only a ratio: what does it come to?
		return amountParts{}, ratio
	}
	return amountParts{num: num, word: word, hasWord: hasWord, weakOne: weakOne, zero: zero, plusHalf: plusHalf, sign: sign, unknown: unknown}, nil
}

// ratioAt returns how many words from ws[i] say a ratio — two figures in
// digits or words joined by a colon or "zu" / « contre » / « pour »
// ("4:1", "5 zu 1", "fünf zu eins", « quatre contre un ») — or 0.
func (r *reader) ratioAt(ws []Token, i int) int {
	figure := func(t Token) bool {
		if t.Kind == Number {
			return !t.Bad && !t.Signed
		}
		_, ok := scoreLineFigure(t)
		return ok && t.Kind == Word
	}
	if i+1 >= len(ws) || !figure(ws[i]) {
		return 0
	}
	if ws[i].Kind == Number && ws[i+1].Kind == Number && strings.TrimSpace(r.line[ws[i].End:ws[i+1].Start]) == ":" {
		return 2
	}
	if i+2 < len(ws) && ratioJoins[ws[i+1].Fold] && figure(ws[i+2]) {
		return 3
	}
	return 0
}

// ratioJoins join the two figures of a ratio said in words.
var ratioJoins = wordSet("zu contre pour")

// amountValue is the amount the parts say, with its sign.
func (r *reader) amountValue(p amountParts) (Amount, error) {
	num, word, hasWord, weakOne, zero, plusHalf, sign, unknown := p.num, p.word, p.hasWord, p.weakOne, p.zero, p.plusHalf, p.sign, p.unknown
	if unknown != nil && num == nil {
		// words that are no amount, and no figure to go by
		return Amount{}, errTok(ErrBadAmount, *unknown)
	}
	var a engine.Amount
	signed := false
	switch {
	case num != nil:
		a, signed = num.Amount, num.Signed
	case hasWord:
		a = word
	case weakOne:
		a = engine.Chips(1)
	case zero:
		return Amount{}, nil
	default:
		return Amount{}, r.all(ErrBadAmount)
	}
	if plusHalf {
		if a < 0 {
			a -= engine.Halves(1)
		} else {
			a += engine.Halves(1)
		}
	}
	switch {
	case sign < 0 && a > 0 && signed:
		return Amount{}, r.all(ErrBadAmount) // „er zahlt +6“: won or lost?
	case sign < 0 && a > 0:
		a = -a
	case sign > 0 && a < 0 && !signed:
		a = -a
	}
	return Amount{Amount: a}, nil
}

// payeeMarks stand before the one who is paid: "an die Bank", "à la
// banque".
var payeeMarks = wordSet("an à a")

// payeeArticles may stand between a payee mark and the bank: "an die
// Bank", "à la banque".
var payeeArticles = wordSet("die der den la le l")

// payeeBank says how many tokens after toks[i] name the bank as the one
// paid when toks[i] is "an" or "à" ("an die Bank", "à la banque"): 1 or
// 2, or 0 when they do not.
func payeeBank(toks []Token, i int) int {
	if !payeeMarks[toks[i].Fold] {
		return 0
	}
	j := i + 1
	if j < len(toks) && payeeArticles[toks[j].Fold] {
		j++
	}
	if j < len(toks) && is(toks[j].Fold, cBank) {
		return j - i
	}
	return 0
}

// amountWords are the words of an amount without an "und ein halb" / "et
// demi" that follows a number or its unit ("1 und ein halb", "un jeton et
// demi"), and whether there was one.
func (r *reader) amountWords() ([]Token, bool) {
	var out []Token
	half := false
	for i := 0; i < len(r.toks); i++ {
		t := r.toks[i]
		if t.Kind != Sep {
			out = append(out, t)
			continue
		}
		if n := andHalf(r.toks, i); n > 0 && len(out) > 0 && !half {
			half = true
			i += n
		}
	}
	return out, half
}

// subjectPlayer accepts a word of an amount that names the question's
// player ("Anna -3" when Anna's payout is asked); another player, or a
// word that is no player, is refused.
func (r *reader) subjectPlayer(t Token) error {
	if len(r.ctx.Players) == 0 {
		return errTok(ErrBadAmount, t)
	}
	player, _, err := r.resolvePlayer([]Token{t})
	if err != nil {
		return errTok(ErrBadAmount, t)
	}
	if r.ctx.Player != "" && player != r.ctx.Player {
		e := errTok(ErrOtherPlayer, t)
		e.Choices = []string{r.ctx.Player}
		return e
	}
	return nil
}

// rankOf reads a token as a rank; a number word names one ("Fünf",
// "cinq") when wordsToo.
func rankOf(t Token, wordsToo bool) (engine.Rank, bool) {
	if rk, err := engine.RankWord(t.Fold, engine.AnyLanguage); err == nil {
		return rk, true
	}
	if rk, ok := engine.PluralRank(t.Fold); ok && wordsToo {
		return rk, true
	}
	if n, ok := numberWord(t.Fold); wordsToo && ok && n >= 2 && n <= 10 {
		return engine.Rank(n), true
	}
	return engine.NoRank, false
}

// rank reads a rank: "B", "Bube", "V", "valet", "10", "der König", "le
// roi".
func (r *reader) rank() (Rank, error) {
	var ws []Token
	for _, t := range r.words() {
		if !is(t.Fold, cArticle) {
			ws = append(ws, t)
		}
	}
	if len(ws) != 1 {
		return Rank{}, r.all(ErrBadRank)
	}
	rk, ok := rankOf(ws[0], true)
	if !ok {
		return Rank{}, errTok(ErrBadRank, ws[0])
	}
	return Rank{Rank: rk}, nil
}

// cardinal reports a number written out as a word ("vier", « quatre »),
// not a rank's plural ("Fünfer", "Vieren").
func cardinal(w string) bool { return cardinals[w] }

// thirteen is the number of ranks, written out.
var thirteen = wordSet("treize dreizehn thirteen 13")

// cardinals are the numbers a rank has cards of, written out.
var cardinals = wordSet("zwei drei vier deux trois quatre both beide")

// afterAll reports a word right after "alle" / « tous » (an article
// between: « tous les quatre »).
func afterAll(ws []Token, i int) bool {
	switch {
	case i > 0 && allWords[ws[i-1].Fold]:
		return true
	case i > 1 && is(ws[i-1].Fold, cArticle) && allWords[ws[i-2].Fold]:
		return true
	}
	return false
}

// rankList reads a set of ranks: "3, 7, K", "3 und B", "le roi et le
// valet", "alle Fünfer", "alle" / "tous les rangs" for every rank, or
// "keine" / "aucun" for none.
func (r *reader) rankList() (Ranks, error) {
	ans := Ranks{Ranks: []engine.Rank{}}
	none, every := false, false
	ws := r.words()
	for len(ws) > 1 && leadWords[ws[0].Fold] {
		ws = ws[1:] // « ben tous », „na ja, der Bube“: a filler first
	}
	outOf := map[int]bool{} // „4 von 4“, « 4 sur 4 »: a count, not ranks
	for i := 0; i+2 < len(ws); i++ {
		if outOfWords[ws[i+1].Fold] && ws[i].Fold == ws[i+2].Fold && (countDigit(ws[i]) || cardinal(ws[i].Fold)) {
			outOf[i], outOf[i+2] = true, true
		}
	}
	for i, t := range ws {
		rk, isRank := rankOf(t, true)
		switch {
		case outOf[i] || outOfWords[t.Fold] && outOf[i-1]:
		case goneWords[t.Fold]:
			// „raus“, « sortis »: said of dead ranks
		case is(t.Fold, cNone):
			none = true
		case afterAll(ws, i) && thirteen[t.Fold], thirteen[t.Fold] && i+1 < len(ws) && rankWords[ws[i+1].Fold]:
			// « tous les treize », „alle dreizehn“, « les 13 rangs »:
			// every rank
			every = true
		case isRank && cardinal(t.Fold) && afterAll(ws, i) && (i+1 >= len(ws) || !isRankAfterAll(ws[i+1:])):
			// „der Bube, alle vier sind raus“, « tous les quatre »: how
			// many of a rank, not the rank 4 (it was read as 4 dead)
		case isRank && (countDigit(t) || cardinal(t.Fold)) && i+1 < len(ws) && pluralRankWord(ws[i+1]):
			// „alle vier Buben sind raus“, « les 4 valets », „zwei
			// Fünfen“: how many of the rank after it (it was the 4 too)
		case isRank && countDigit(t) && afterAll(ws, i) && i+1 < len(ws) && (finiteVerbs[ws[i+1].Fold] || goneWords[ws[i+1].Fold]):
			// „die Buben, alle 4 sind draußen“, „alle 4 raus“: the count
			// in digits (it was read as the 4 dead)
		case isRank && (countDigit(t) || cardinal(t.Fold)) && !afterAll(ws, i) && i+1 < len(ws) && beingPlural[ws[i+1].Fold] && otherRank(ws, i):
			// „der Bube, 4 sind raus“, « les valets, les quatre sont
			// sortis »: four jacks, or the fours? Asked, never guessed
			return Ranks{}, errTok(ErrUnexpected, t)
		case isRank && countDigit(t) && afterAll(ws, i) && otherRank(ws, i):
			// „die Buben, alle 4“: all four jacks, or the jacks and all
			// fours? Asked, never guessed
			return Ranks{}, errTok(ErrUnexpected, t)
		case isRank:
			dup := false
			for _, x := range ans.Ranks {
				dup = dup || x == rk
			}
			if !dup {
				ans.Ranks = append(ans.Ranks, rk)
			}
		case allWords[t.Fold] && i+1 < len(ws) && (goneWords[ws[i+1].Fold] || beingPlural[ws[i+1].Fold]) && otherRank(ws, i):
			// « valet, tous sortis », „der Bube, alle sind raus“: all of
			// that rank's cards, not every rank
		case allWords[t.Fold]:
			// "alle Fünfer": all of a rank; "alle", "alle Werte", "tous
			// les rangs": every rank
			if i+1 >= len(ws) || !isRankAfterAll(ws[i+1:]) {
				every = true
			}
		case is(t.Fold, cArticle|cDead|cRest|cFiller) || rankWords[t.Fold]:
		default:
			return Ranks{}, errTok(ErrBadRank, t)
		}
	}
	if every {
		if none || len(ans.Ranks) > 0 {
			return Ranks{}, r.all(ErrUnexpected)
		}
		all := engine.AllRanks()
		ans.Ranks = all[:]
		return ans, nil
	}
	if none && len(ans.Ranks) > 0 {
		return Ranks{}, r.all(ErrUnexpected)
	}
	if !none && len(ans.Ranks) == 0 {
		return Ranks{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// goneWords say that cards are out of the deck: „raus“, „draußen“,
// « sortis ».
var goneWords = wordSet("raus heraus draußen draussen weg gefallen gezogen gekommen durch sortis sorties sorti sortie partis parties passés passees passes tombés tombes")

// beingPlural are the plural verbs after a figure that make it a number
// of cards: „4 sind raus“, « les 4 sont sortis ».
var beingPlural = wordSet("sind waren sont étaient etaient")

// outOfWords join a count to the cards there are: „4 von 4“, « 4 sur 4 ».
var outOfWords = wordSet("von sur")

// pluralRankWord reports a rank's name in the plural („Buben“, « valets
// », „Fünfen“), not a singular, a letter or a figure.
func pluralRankWord(t Token) bool {
	if t.Kind != Word || hasDigit(t.Fold) {
		return false
	}
	if _, err := engine.RankWord(t.Fold, engine.AnyLanguage); err == nil {
		return false
	}
	_, ok := engine.PluralRank(t.Fold)
	return ok
}

// countDigit reports a figure in digits that could count the cards of a
// rank: 2 to 4.
func countDigit(t Token) bool {
	return t.Kind == Number && !t.Bad && !t.Signed && t.Amount.Whole() && t.Amount.WholePart() >= 2 && t.Amount.WholePart() <= 4
}

// otherRank reports a rank among ws other than ws[i] (a count of whose
// cards ws[i] could be).
func otherRank(ws []Token, i int) bool {
	for j, t := range ws {
		if _, ok := rankOf(t, true); ok && j != i && !(cardinal(t.Fold) && afterAll(ws, j)) {
			return true
		}
	}
	return false
}

// rankWords name ranks in general: "alle Werte", "tous les rangs".
var rankWords = wordSet("wert werte rang range rangs rank ranks karten cartes")

// isRankAfterAll reports whether the words after "alle" / "tous" name a
// rank ("alle Fünfer", "tous les 7"), not ranks in general ("alle Werte").
func isRankAfterAll(ws []Token) bool {
	for _, t := range ws {
		if is(t.Fold, cArticle|cFiller) {
			continue
		}
		_, ok := rankOf(t, true)
		return ok
	}
	return false
}

// colourWords name the colours of Foster's call.
var colourWords = map[string]bool{
	"rot": true, "rote": true, "roter": true, "rouge": true, "rouges": true, "red": true,
	"schwarz": false, "schwarze": false, "schwarzer": false, "noir": false, "noire": false, "noirs": false, "black": false,
}

// call reads the order of the last three cards: ranks ("7 B 3", "7
// verliert, B gewinnt", "7-V-3") or Foster's colours ("rot schwarz rot",
// "rouge noir rouge").
func (r *reader) call() (Call, error) {
	ans := Call{}
	for _, t := range r.words() {
		if is(t.Fold, cCallWord|cArticle) {
			continue
		}
		if red, ok := colourWords[t.Fold]; ok && len(ans.Ranks) == 0 {
			ans.Colours = append(ans.Colours, red)
			continue
		}
		rk, ok := rankOf(t, false)
		if !ok || len(ans.Colours) > 0 {
			return Call{}, errTok(ErrBadRank, t)
		}
		ans.Ranks = append(ans.Ranks, rk)
	}
	n := len(ans.Ranks) + len(ans.Colours)
	if n < 2 || n > 3 || (len(ans.Colours) > 0 && len(ans.Colours) != 3) {
		return Call{}, r.all(ErrCallLength)
	}
	return ans, nil
}
