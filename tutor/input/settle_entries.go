package input

import "croupier/engine"

// entryReader reads the tokens of a settlement into entries, one for
// each player (or group of players) it names: who, the sign a verb gives,
// the amount.
type entryReader struct {
	r    *reader
	toks []Token
	// entries are the entries read, cur the one being read.
	entries []entry
	cur     entry
	// each: the answer gives several players one amount ("je", "chacun").
	each bool
	// doubt: a word that may change the answer ("aber", « sauf ») stood
	// where no reading takes it: the answer is asked back.
	doubt bool
	// particle: the clause's verb has its particle last („büßt 2 ein“).
	particle bool
}

// read reads every token in turn; a reason ("weil", "car") ends the
// answer.
func (e *entryReader) read() error {
	for i := 0; i < len(e.toks); i++ {
		skip, stop, err := e.figure(i)
		if err != nil {
			return err
		}
		if stop {
			break
		}
		if skip < 0 {
			if skip = e.verb(i); skip < 0 {
				e.word(i)
				skip = 0
			}
		}
		i += skip
	}
	e.flush()
	if e.doubt {
		return e.r.all(ErrUnexpected)
	}
	return nil
}

// flush closes the entry being read.
func (e *entryReader) flush() {
	e.cur.promote()
	if !e.cur.empty() {
		e.entries = append(e.entries, e.cur)
	}
	e.cur = entry{}
}

// setAmount gives the entry being read its amount (times a number of
// times said before it); an entry that has one already is closed first,
// unless the amount restates it ("die Hälfte, also 2").
func (e *entryReader) setAmount(a engine.Amount, t Token, signed bool) {
	cur := &e.cur
	if cur.times > 0 {
		a *= engine.Amount(cur.times)
		cur.times = 0
	}
	if cur.restate {
		if cur.hasAmount {
			cur.prior, cur.restated = cur.signedAmount(), true
		}
		cur.amount, cur.amountTok, cur.hasAmount, cur.signed, cur.restate, cur.half = a, t, true, signed, false, false
		return
	}
	if cur.hasAmount {
		e.flush()
		cur = &e.cur
	}
	cur.amount, cur.amountTok, cur.hasAmount, cur.signed = a, t, true, signed
}

// playerAfter reports whether a player at the table is named after
// token i.
func (e *entryReader) playerAfter(i int) bool {
	for _, t := range e.toks[i+1:] {
		if t.Kind == Word && e.r.isPlayer(t) && len(t.Fold) > 1 {
			return true
		}
	}
	return false
}

// newName closes the entry being read when a new player is named after
// its amount.
func (e *entryReader) newName() {
	cur := e.cur
	if (cur.hasAmount || cur.half || cur.neg && cur.sign != 0) && (len(cur.name) > 0 || len(cur.unknown) > 0 || cur.others || cur.pronoun || cur.every) {
		e.flush()
	}
}

// reopen takes the last entry read back as the one being read.
func (e *entryReader) reopen() {
	e.cur = e.entries[len(e.entries)-1]
	e.entries = e.entries[:len(e.entries)-1]
}

// figure reads token i when it structures the answer or is a figure: a
// reason (stop), "also" (the amount said again), "und ein halb", a
// separator, a number of times, a half, a number. skip is how many more
// tokens it took, -1 when token i is none of these.
func (e *entryReader) figure(i int) (skip int, stop bool, err error) {
	toks, cur := e.toks, &e.cur
	t := toks[i]
	n, isNumWord := numberWord(t.Fold)
	next := ""
	if i+1 < len(toks) {
		next = toks[i+1].Fold
	}
	switch {
	case t.Kind == Word && reasonWords[t.Fold] && e.colonEnd(i) > 0 && !e.playerAfter(e.colonEnd(i)-1):
		// „Annas Split gewinnt, weil gecoppert: zwei für sie“: the
		// reason ends at the colon, the answer goes on after it (a player
		// named after it stays in doubt, as below: „…, weil gecoppert:
		// Anna 3“ may be hers won or lost)
		return e.colonEnd(i) - i - 1, false, nil
	case t.Kind == Word && reasonWords[t.Fold] && !e.playerAfter(i):
		return 0, true, nil // "…, weil …": the rest is a reason
	case t.Kind == Word && reasonWords[t.Fold]:
		// „Dan gewinnt vier weil gecoppert und Anna verliert drei“: the
		// reason runs to the next separator and carries nothing (« car le
		// trois perd » is no loss of Anna's); a player named after it is
		// more of the answer, never left out (that misjudged a right
		// answer as missing Anna)
		j := i + 1
		for j < len(toks) && toks[j].Kind != Sep {
			if toks[j].Kind == Word && len(toks[j].Fold) > 1 && e.r.isPlayer(toks[j]) {
				e.doubt = true // „…, weil Anna verliert“: her part, or only why?
			}
			j++
		}
		return j - i - 1, false, nil
	case t.Kind == Word && (restateWords[t.Fold] || netWords[t.Fold]):
		// "die Hälfte, also 2", „netto minus neun“: the amount said again
		if cur.empty() && len(e.entries) > 0 {
			e.reopen()
		}
		e.cur.restate = true
	case cur.hasAmount && andHalf(toks, i) > 0:
		// "1 et demi", "un jeton et demi", "eins und ein halb"
		cur.addHalf()
		return andHalf(toks, i), false, nil
	case t.Kind == Sep:
		e.flush()
		e.particle = false
	case (t.Kind == Number && !t.Bad || isNumWord) && timesMarks[next] && cur.hasAmount:
		// "2 deux fois", "4 zwei mal": a number of times
		k := n
		if t.Kind == Number {
			k = int(t.Amount.WholePart())
		}
		cur.amount *= engine.Amount(k)
		return 1, false, nil
	case t.Kind == Word && timesWords[t.Fold] > 0:
		if cur.hasAmount {
			cur.amount *= engine.Amount(timesWords[t.Fold])
		} else {
			cur.times = timesWords[t.Fold]
		}
	case t.Kind == Number && !t.Bad && !t.Signed && t.Amount == engine.Halves(1) && cur.hasAmount && cur.amount != 0 && cur.amount.Whole() && cur.amountTok.Kind == Number:
		cur.addHalf() // "Dan 2 ½"
	case t.Kind == Number && cur.empty() && len(e.entries) > 0 && e.entries[len(e.entries)-1].half && !e.entries[len(e.entries)-1].hasAmount && !t.Bad:
		// "Dan perd la moitié, 2 jetons": the half said as a figure
		e.reopen()
		e.cur.restate = true
		e.setAmount(t.Amount, t, t.Signed)
	case t.Kind == Number && rankAfterPreposition(toks, i):
		// "Ben gewinnt 5 auf die 9", « sur le 9 »: a rank, no amount
	case t.Kind == Number:
		if t.Bad {
			return 0, false, errTok(ErrBadAmount, t)
		}
		e.setAmount(t.Amount, t, t.Signed)
	default:
		return -1, false, nil
	}
	return 0, false, nil
}

// verb reads token i when it is a verb that gives the sign, "nichts", or
// the bank as the one paid ("an die Bank"): how many more tokens it
// took, -1 when it is none of these.
func (e *entryReader) verb(i int) int {
	t, cur := e.toks[i], &e.cur
	if (is(t.Fold, cWin|cLose) && !is(t.Fold, cBank) || settleWins[t.Fold] || settleLoses[t.Fold]) && cur.hasAmount && cur.sign != 0 && e.figureNext(i) && !cur.restate {
		// „Anna: einmal plus 5 einmal minus 5“: a second verb with its
		// own figure begins a new part (the same player's, joined later);
		// after „also“ the sign and figure say the part again („Doc
		// zweimal zwei gewonnen, also plus vier“), no new part (that gave
		// Doc's four to the Anna named next)
		e.flush()
		cur = &e.cur
	}
	switch {
	case e.particleEnd(i):
		// „büßt ihre 2 auf der Dame ein“: the verb's particle
	case settleWins[t.Fold]:
		cur.sign = 1
		e.particle = e.particle || particleVerbs[t.Fold]
	case settleLoses[t.Fold]:
		cur.sign = -1
		e.particle = e.particle || particleVerbs[t.Fold]
	case e.payeeBanker(i):
		return 1 // „Dan verliert 4 an Doc“: the banker is paid
	case e.payerBanker(i):
		return 1 // „Dan bekommt 7 von Doc“: the banker pays
	case is(t.Fold, cWin) && !is(t.Fold, cBank):
		cur.sign = 1
		cur.plural = cur.plural || pluralVerbs[t.Fold]
	case is(t.Fold, cLose):
		cur.sign = -1
		cur.plural = cur.plural || pluralVerbs[t.Fold]
	case takeWins[t.Fold]:
		// « Louis prend 2 », « la banque prend 4 »: taken is won
		cur.sign = 1
		cur.plural = cur.plural || t.Fold == "prennent"

	case is(t.Fold, cZero):
		e.setAmount(0, t, false)
	case cur.sign < 0 && payeeBank(e.toks, i) > 0:
		// "Anna zahlt 2 an die Bank", "Dan paie 3 à la banque": the bank
		// is paid; its figure follows from the others'
		return payeeBank(e.toks, i)
	default:
		return -1
	}
	return 0
}

// word reads token i as the rest of an answer says it: a player's name,
// an amount in words, a pronoun, "je" / "chacun", "alle", "die anderen",
// a negation, a word that carries nothing, a verb with a typo; any other
// word is (part of) a name.
func (e *entryReader) word(i int) {
	toks, r := e.toks, e.r
	t := toks[i]
	n, isNumWord := numberWord(t.Fold)
	next := ""
	if i+1 < len(toks) {
		next = toks[i+1].Fold
	}
	switch cur := &e.cur; {
	case e.pointsBack(i):
		// „Pech für Dan, der verliert jetzt acht“: the part goes on
		e.reopen()
	case r.isPlayerName(t):
		e.newName()
		if len(e.cur.name) > 0 && !r.resolves(e.cur.name) {
			e.cur.name = nil // "… ah oui, donc camille": words before the name
		}
		e.cur.name = append(e.cur.name, t)
	case wholeWords[t.Fold]:
		// „die ganzen zwei“, « ses deux en entier »: the amount, whole
	case stakeNouns[t.Fold]:
		// „Bens Pronostic verliert die Hälfte“, « la mise de Dan perd 2 »:
		// the bet stands for its player
	case relativeWords[t.Fold] && len(cur.name) > 0 && !cur.hasAmount && cur.sign == 0:
		// « Anna qui gagne 2 », « Dan, qui perd 1 »: the name is complete
	case balanceStays[t.Fold]:
		// "Ben bleibt", "Eva plusminus null", « ça s'annule »
		cur.stays, cur.neg = true, true
		cur.plural = cur.plural || pluralStays[t.Fold]
	case (t.Fold == "los" || t.Fold == "weg") && beBefore(toks, i):
		// "Anna ist ihre drei los", "Annas zwei Chips sind weg"
		cur.sign = -1
		e.joinedLoss(i)
	case (isNumWord || t.Kind == Number && !t.Signed) && (rankAfterPreposition(toks, i) || rankAfterArticle(toks, i)):
		// "gewinnt neun auf der Sechs", « sur le neuf »: a rank
	case isNumWord && cur.every && !cur.hasAmount && cur.count == 0 && i > 0 && (toks[i-1].Fold == "les" || allWords[toks[i-1].Fold]):
		// "tous les deux", "alle drei": so many players, each
		cur.count = n
	case halfWords[t.Fold] != 0:
		e.setAmount(halfWords[t.Fold], t, false)
	case halfOfWords[t.Fold]:
		cur.half = true
		cur.amountTok = t
	case is(t.Fold, cOneWeak) && (r.unitFollows(i) || next == "" || eachWords[next] || toks[i+1].Kind == Sep && !andHalfWords[next] && (cur.sign != 0 || len(cur.name) > 0)):
		// "ein Chip", "un jeton", "Dan perd un"
		e.setAmount(engine.Chips(1), t, false)
	case isNumWord && cardNumberForm(t.Fold):
		// „Annas Vierer kostet sie drei“: a card, no amount
	case isNumWord && !is(t.Fold, cOneWeak) && !is(t.Fold, cNone):
		// ("cent quatre", "hundert vier" come as one Number: Lex)
		e.setAmount(engine.Chips(int64(n)), t, false)
	case is(t.Fold, cNone):
		e.setAmount(0, t, false)
	case (pronouns[t.Fold] || t.Fold == "ihn") && len(cur.name) == 0:
		e.newName()
		e.cur.pronoun = true
	case is(t.Fold, cEach):
		e.each = true
		if len(cur.name) == 0 && !cur.pronoun && (t.Fold == "chacun" || t.Fold == "chacune" || t.Fold == "jeder" || t.Fold == "beide" || t.Fold == "beiden") {
			cur.every = true
		}
	case allWords[t.Fold] || t.Fold == "jeder" || t.Fold == "chacun" || tieWords[t.Fold]:
		e.newName()
		e.cur.every = true
	case is(t.Fold, cOthers) && len(cur.name) == 0 && cur.hasAmount && !cur.others && !cur.pronoun && !cur.every:
		// « rien d'autre », « 2 pour les autres »: the amount said first
		cur.others = true
	case is(t.Fold, cOthers):
		e.newName()
		e.cur.others = true
	case is(t.Fold, cNot) || t.Fold == "ni" || t.Fold == "weder" || t.Fold == "noch" && cur.neg:
		cur.neg = true
	case is(t.Fold, cFiller|cUnit|cChange):
		cur.plural = cur.plural || pluralStays[t.Fold] // « ne bougent pas »
	case t.Kind == Word && (len(t.Fold) > 4 || len(cur.name) > 0 && cur.sign == 0 && !cur.hasAmount) && verbTypo(t.Fold) != 0 && (len([]rune(t.Fold)) > 4 || !r.nearPlayer(t.Fold)):
		// "Ben gewint 2", "Dan verlirt 3": a verb with a typo
		cur.sign = verbTypo(t.Fold)
	default:
		e.otherWord(i)
	}
}

// otherWord reads a word that is no player's name, no figure and no verb
// known: after a name it is a verb or a filler ("Dan hebt sich das auf",
// "Eva plusminus null", « Louis prend »), never part of the name; after a
// complete part it begins the next one ("…, unterm Strich"); before any
// name it is kept aside, the name only where one must stand ("Otto
// verliert 3").
func (e *entryReader) otherWord(i int) {
	t, cur := e.toks[i], &e.cur
	if keepWords[t.Fold] || roughWords[t.Fold] {
		e.doubt = true // "Anna aber nicht", « sauf si … », "fast 4"
		return
	}
	if forWords[t.Fold] && i+1 < len(e.toks) && (pronouns[e.toks[i+1].Fold] || e.toks[i+1].Fold == "ihn") {
		return // „zwei für sie“: the pronoun names the player
	}
	if is(t.Fold, cBank) {
		// "die Bank", « la banque »: a name
		e.newName()
		e.cur.name = append(e.cur.name, t)
		return
	}
	if cur.hasAmount || cur.half || cur.neg && cur.sign != 0 {
		if cur.sign == 0 && !cur.signed && (len(cur.name) > 0 || cur.pronoun) {
			cur.passed = true
			return // "Annas zwei Chips sind weg": the verb comes last
		}
		if cur.sign != 0 || cur.signed || len(cur.name) > 0 || cur.pronoun || cur.others || cur.every {
			// "… und gewinnt neun auf der Sechs": the part is complete
			// ("nichts für Bob" is not: the name comes last)
			e.flush()
			cur = &e.cur
		}
	}
	if len(cur.name) > 0 && e.r.resolves(cur.name) && !e.r.resolves(append(cur.name[:len(cur.name):len(cur.name)], t)) || cur.pronoun || cur.others || cur.every {
		cur.passed = true
		return
	}
	if len(cur.name) > 0 {
		cur.name = append(cur.name, t) // a name of several words, or none
		return
	}
	cur.unknown = append(cur.unknown, t)
	if _, rank := rankOf(t, true); rank {
		return // „auf der Dame“: a card, nobody meant
	}
	if i > 0 && forWords[e.toks[i-1].Fold] || t.Start > 0 && startsUpper(t.Text) && !commonNouns[t.Fold] {
		cur.nameLike = true // "… für Bob", "… Otto": somebody meant
	}
}

// roughWords make an amount not the amount: „fast 4“, „etwa 4“,
// „doppelt 4“, « presque 4 », « environ 4 ». Passed over they would
// misjudge; the line is asked back.
var roughWords = wordSet("fast beinahe etwa ungefähr ungefahr ungefaehr circa zirka rund knapp mindestens höchstens hochstens hoechstens maximal über uber ueber unter doppelt dreifach vielleicht presque environ quasiment peut-être peut-etre double triple")

// wholeWords say an amount is whole: „die ganzen zwei“, „seine
// gesamten 4“. They name nobody.
var wholeWords = wordSet("ganz ganze ganzen gesamte gesamten kompletten")

// takeWins take chips in a settlement: « prend », « prennent ».
var takeWins = wordSet("prend prennent")

// pluralStays say that the balances of several players stay: „Ida und
// Max bleiben“, « Ida et Max ne bougent pas ».
var pluralStays = wordSet("bleiben heben bougent changent annulent warten attendent")

// forWords stand before the player a change is for: "für Bob", « pour
// Nina ».
var forWords = wordSet("für fur pour")

// eachWords after "ein", « un » make it the amount: « un chacun ».
var eachWords = wordSet("chacun chacune jeder je")

// balanceStays say that a player's balance stays as it was: "bleibt
// (gleich, unberührt)", "hebt sich auf", "plusminus null", « s'annule ».
// A bet that waits („Camilles König wartet noch“, « le roi de Camille
// attend ») has not been settled: nothing changes for its player.
var balanceStays = wordSet("gleicht gleichen bleibt bleiben unberührt unberuhrt unberuehrt hebt heben aufheben annule annulent plusminus wartet warten attend attendent")

// beWords make "los" and "weg" a loss: "ist ihre drei los", "sind weg".
var beWords = wordSet("ist sind bin bist seid war waren")

// beBefore reports a form of "sein" earlier in the part token i ends.
func beBefore(toks []Token, i int) bool {
	for j := i - 1; j >= 0 && toks[j].Kind != Sep; j-- {
		if beWords[toks[j].Fold] {
			return true
		}
	}
	return false
}

// rankAfterPreposition reports a number after "auf", « sur » and perhaps
// an article: the rank a bet lies on („auf die 9“, « sur le 9 »); or
// after „mit“, « avec » and an article: the card it was won with („mit
// der 5“, « avec le 5 »; „mit 5“ alone may be an amount).
func rankAfterPreposition(toks []Token, i int) bool {
	j := i - 1
	article := j >= 0 && toks[j].Kind == Word && articleWords[toks[j].Fold]
	if article {
		j--
	}
	if j < 0 || toks[j].Kind != Word {
		return false
	}
	return toks[j].Fold == "auf" || toks[j].Fold == "sur" || article && (toks[j].Fold == "mit" || toks[j].Fold == "avec")
}

// rankAfterArticle reports a number right after a definite article and
// no unit after it: a card's rank („die Zehn verliert und die Neun
// gewinnt“, « le dix perd »), not an amount (that was Dan's −1).
func rankAfterArticle(toks []Token, i int) bool {
	if i == 0 || toks[i-1].Kind != Word || !articleWords[toks[i-1].Fold] {
		return false
	}
	if i >= 2 && is(toks[i-2].Fold, cEvery) {
		return false // « tous les deux », „alle die drei“: so many players
	}
	return i+1 >= len(toks) || !is(toks[i+1].Fold, cUnit)
}

// netWords say a player's parts again as one figure: „gewinnt eins und
// verliert zehn, netto minus neun“, « net -9 ».
var netWords = wordSet("netto net")

// articleWords are the definite articles that stand before a card's
// rank, after a preposition or alone („auf der Sechs“, „die Zehn“).
var articleWords = wordSet("der die den dem das le la les l'")

// promote makes the words kept aside the entry's name when a name must
// stand there: the entry has an amount (not only "nichts"), a verb, or a
// word that looks like a name ("Otto", "für Bob"), and no other name; a
// verb about a card ("der König verliert") names no player.
func (en *entry) promote() {
	if len(en.name) > 0 || len(en.unknown) == 0 || en.pronoun || en.others || en.every {
		return
	}
	if en.hasAmount && (en.amount != 0 || en.amountTok.Kind != Word || en.nameLike) || en.stays && !onlyParticles(en.unknown) || en.nameLike || en.sign != 0 && !anyRank(en.unknown) {
		en.name = en.unknown
	}
	en.unknown = nil
}

// nearPlayer reports a word one typo from a player's name: a name
// mistyped, no verb.
func (r *reader) nearPlayer(w string) bool {
	for _, p := range r.ctx.Players {
		if withinOneEdit([]rune(w), []rune(r.ctx.fold(p))) {
			return true
		}
	}
	return false
}

// anyRank reports a rank among words: "der König verliert" is about a
// card, no player.
func anyRank(ts []Token) bool {
	for _, t := range ts {
		if _, ok := rankOf(t, true); ok {
			return true
		}
	}
	return false
}

// addHalf adds a half to the entry's amount, away from zero.
func (en *entry) addHalf() {
	if en.amount < 0 {
		en.amount -= engine.Halves(1)
	} else {
		en.amount += engine.Halves(1)
	}
}
