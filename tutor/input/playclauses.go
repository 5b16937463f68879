package input

import (
	"strings"

	"croupier/engine"
)

// A play is read clause by clause: the line's tokens are parted at commas,
// semicolons and the words that begin a clause of their own ("weil",
// "car", "sondern", "mais", "also", "donc"). Each clause says one thing
// about the play:
//
//   - the play itself ("den Kreuzbuben", "alle Kreuz und die Herz 9",
//     "mit dem Buben alles abräumen"), read word by word (play);
//   - a reason or a reckoning, which carries nothing ("weil 2 + 9 = 11",
//     "zwei plus neun sind elf", « 2 et 9 font 11 »);
//   - cards not taken, a negation with its scope ("den König nicht", "den
//     König kann er nicht nehmen", « pas le roi », « le roi non »): the
//     cards after the negation, or before it when none follow;
//   - cards that stay on the table ("nur der Karo-König bleibt", « seul le
//     roi reste »);
//   - after "alles außer …", cards taken too ("auch den anderen Buben", «
//     le valet aussi »).
//
// Cards said not to be taken, or to stay, leave "alles" / "tout" out; named
// among the cards taken as well, they make the answer unsure, and it is
// asked back (ErrCaptureUnsure) rather than guessed. So is a negation the
// reader cannot place ("nicht nur …", "nicht den König und die Dame").

// Words of a play's clauses, German, French and English alike.
var (
	// clauseWords begin a clause of their own; contrastWords say what is
	// so after what is not ("nicht den König, sondern den Buben").
	clauseWords   = wordSet("sondern aber mais also donc alors")
	contrastWords = wordSet("sondern aber mais")
	// notWords negate what they scope ("nicht", "pas", "non").
	notWords = wordSet("nicht kein keine keinen keiner keinem nie niemals pas non ni jamais not")
	// hardNot negate a verb ("kann er nicht nehmen"); "kein" says none.
	hardNot = wordSet("nicht nie niemals pas jamais ni not")
	// notOnly after a negation makes it "not only" ("nicht nur", « pas
	// seulement »): the reader cannot place it.
	notOnly = wordSet("nur bloss blos allein seulement uniquement que qu' only just")
	// leftWords say that cards stay on the table ("bleibt", « reste »).
	leftWords = wordSet("bleibt bleiben liegt liegen lasst lässt lassen übrig uebrig reste restent laisse laisser laissé demeure")
	// stayOnly say that nothing else stays ("nur der König bleibt", «
	// seul le roi reste », « il ne reste que le roi »).
	stayOnly = wordSet("nur einzig allein seul seule seuls seules que qu' only")
	// alsoWords take cards too after "alles außer …" ("auch", « aussi »).
	alsoWords = wordSet("auch ebenfalls inklusive einschliesslich samt aussi également egalement compris also too")
	// clearWords take everything the card can ("abräumen", « rafler »),
	// or, with cards named, those cards („das Ass räumt die Zehn ab“).
	clearWords = wordSet("abräumen abraeumen abräumt räumt raumt räume raume abgeräumt rafle rafler raflé")
	// takeVerbs take the cards named, beyond the plain verbs of taking:
	// „das Ass holt sich die Zehn“, „schnappt sich“, „kassiert“, « je
	// ramasse », « il empoche », « il chope », « je prendrais ».
	takeVerbs = wordSet("holt hole holen holst schnappt schnappe schnappen schnapp kassiert kassiere kassieren kassier " +
		"sammelt sammeln einsammeln kriegt kriege bekommt bekomme " +
		"ramasse ramasses ramassent ramasser ramassé empoche empoches empocher empoché " +
		"chope chopes chopent choper chopé prendrais prendrait prendrions prendriez prendraient")
	// countVerbs say what counts in a sum („die Dame zählt ja nicht“, «
	// la dame ne compte pas »): the rule, a reason, never cards left.
	countVerbs = wordSet("zählt zaehlt zählen zaehlen zählt zahlt compte comptent vaut valent")
	// ruleNouns name the rule a clause is about („keine Summen“, « pas
	// de somme »), and comparatives weigh one capture against another («
	// mieux que le 7 de cœur », „besser als die Sieben“): a reason.
	ruleNouns   = wordSet("summe summen somme sommes")
	comparisons = map[string]string{"mieux": "que", "besser": "als", "plutot": "que"}
	// leadWords carry nothing before a play is begun: „na gut, dann …“,
	// „ach so, …“, „tja“, « bon, alors … », « ah bon ».
	leadWords = wordSet("na gut ach so tja naja hm hmm okay ok okey schon gut jut bon ben bah eh euh bien voila voilà am besten liebsten mieux ah oh achso stimmt stimmt's")
	// putVerbs play a card onto the table („je mets l’as sur le dix“):
	// the card after them is the card played.
	putVerbs = wordSet("mets met mettre")
	// playQuiet carry nothing in a play beyond playFiller: possessives,
	// "the other", "what is possible", the words of clauses.
	playQuiet = wordSet("sich se s' mir me m' plus sowie samt noch würde c' c'est bien auch aussi également egalement mein meine meinen meinem meiner ma mon mes sa son ses seine seinen seinem ihre ihren ihrem anderen andere anderer anderes autre autres " +
		"was geht gehen möglich moeglich ce qui est ist possible peut peuvent kann nein non sondern aber mais nur seul seule allein " +
		// the tense, regret and repetition of a play, never its cards:
		// „wird hingelegt“, „kann leider nichts nehmen“, „schon wieder
		// ein Sur“, « il doit poser », « ben celle avec … »
		"wird werden leider schon wieder bloss blos doit doivent devra celle celui ben")
	// withWords name the card played: "mit dem Buben", « avec le valet ».
	withWords = wordSet("mit avec with")
	// totals and plusWords make a clause a reckoning ("zwei plus neun
	// sind elf", « 2 et 9 font 11 »).
	totals = wordSet("elf onze eleven")
	// sumRelatives before a sumVerb begin a reckoning about the cards
	// just named: « qui font 11 », „die elf machen“.
	sumRelatives = wordSet("qui die welche das")
	sumVerbs     = wordSet("font fait faisant machen macht ergeben ergibt sind zusammen")
	plusWords    = wordSet("plus minus mal fois")
	// groupWords count the groups of a capture, which is how it adds
	// up: « trois groupes qui font onze », „zwei Gruppen zu elf“.
	groupWords = wordSet("groupe groupes gruppe gruppen paquet paquets")
)

// clauseKind is what a clause of a play says.
type clauseKind uint8

const (
	clausePlay clauseKind = iota
	clauseReason
	clauseNot
	clauseStays
	clauseAlso
	clauseUnsure
)

// eachClause parts a line's tokens into its clauses (see above) and
// reads each with read, in order, up to the first error: the tokens of
// each, separator words ("und", "et") kept.
func eachClause(line string, toks []Token, read func(cl []Token) error) error {
	start := 0
	for i, t := range toks {
		end, next := -1, 0
		switch {
		case t.Kind == Sep && (t.Text == "," || t.Text == ";"):
			end, next = i, i+1
		case i > start && toks[i-1].End <= t.Start && t.Start <= len(line) && strings.ContainsAny(line[toks[i-1].End:t.Start], ":.!?"):
			// « le deux avec le quatre : trois groupes qui font onze »:
			// what follows a colon is a clause of its own (its reckoning
			// left out the cards before it); so is a new sentence („ah
			// stimmt, keine Summen. dann legt sie die 10 hin“)
			end, next = i, i
		case t.Kind == Word && (clauseWords[t.Fold] || reasonWords[t.Fold]) && i > start:
			end, next = i, i
		case t.Kind == Word && sumRelatives[t.Fold] && i > start && i+1 < len(toks) && sumVerbs[toks[i+1].Fold]:
			// « le 5 et le 6 qui font 11 », „die Fünf und die Sechs, die
			// elf ergeben“: the reckoning is a clause of its own
			end, next = i, i
		default:
			continue
		}
		if end > start {
			if err := read(toks[start:end]); err != nil {
				return err
			}
		}
		start = next
	}
	if start < len(toks) {
		return read(toks[start:])
	}
	return nil
}

// wordsOf are the words and numbers of tokens, separators left out (ts
// itself when it has none).
func wordsOf(ts []Token) []Token {
	sep := false
	for _, t := range ts {
		sep = sep || t.Kind == Sep
	}
	if !sep {
		return ts
	}
	out := make([]Token, 0, len(ts))
	for _, t := range ts {
		if t.Kind != Sep {
			out = append(out, t)
		}
	}
	return out
}

// kindOf says what a clause of a play says; at is the negation's index in
// cl for a clause of cards not taken.
func (r *reader) kindOf(cl []Token) (kind clauseKind, at int) {
	if r.reckoning(cl) || len(cl) > 1 && sumRelatives[cl[0].Fold] && sumVerbs[cl[1].Fold] {
		return clauseReason, 0 // … « qui font 11 »
	}
	neg, stay, also := -1, false, false
	for i, t := range cl {
		switch {
		case t.Kind == Word && (reasonWords[t.Fold] || countVerbs[t.Fold] || groupWords[t.Fold] || ruleNouns[t.Fold]):
			return clauseReason, 0 // … „drei Gruppen“: how it adds up
		case t.Kind == Word && t.Fold == "cause" && !namesCards(beforeCause(cl[:i])):
			return clauseReason, 0 // « mais pas de sur à cause du roi qui reste »: why
		case t.Kind == Word && i+1 < len(cl) && comparisons[t.Fold] != "" && strings.TrimSuffix(cl[i+1].Fold, "'") == strings.TrimSuffix(comparisons[t.Fold], "'"):
			return clauseReason, 0 // « mieux que le 7 de cœur »: why this one
		case t.Kind == Word && notWords[t.Fold] && neg < 0:
			neg = i
		case t.Kind == Word && leftWords[t.Fold]:
			stay = true
		case t.Kind == Word && alsoWords[t.Fold]:
			also = true
		}
	}
	switch {
	case neg >= 0 && there(cl):
		return clauseReason, 0 // „keine 8 da“: the card the sum needs is missing
	case neg >= 0 && !namesCards(cl) && hardNot[cl[neg].Fold] && len(wordsOf(cl)) > 1:
		return clauseUnsure, neg // "den kann er nicht nehmen": which?
	case !namesCards(cl) && !(stay && hasZero(cl)):
		return clausePlay, 0 // "keine", "nimmt nichts", "non"
	case neg >= 0:
		return clauseNot, neg
	case stay:
		return clauseStays, 0
	case also:
		return clauseAlso, 0
	}
	return clausePlay, 0
}

// beforeCause is a clause's words before « à cause », the « a » (typed
// without its accent, it could be read as the ace) left out.
func beforeCause(cl []Token) []Token {
	if n := len(cl); n > 0 && (cl[n-1].Fold == "a" || cl[n-1].Fold == "à") {
		return cl[:n-1]
	}
	return cl
}

// playerRelatives begin a relative clause about a card a player has
// played: « le 8 que Dan vient de poser », „die 8, die Dan gelegt hat“.
var playerRelatives = wordSet("que qu' die den das welche welchen")

// beforeRelative is a clause up to a relative word followed by a player's
// name: what follows says where the card came from, never what is taken
// (« le 8 que Dan vient de poser » is the 8).
func (r *reader) beforeRelative(cl []Token) []Token {
	for i := 0; i+1 < len(cl); i++ {
		if cl[i].Kind == Word && playerRelatives[cl[i].Fold] && r.isPlayerName(cl[i+1]) {
			return cl[:i]
		}
	}
	return cl
}

// thereWords say that a card is there („keine 8 da“, „nicht
// vorhanden“); negated, the clause says why nothing is taken.
var thereWords = wordSet("da vorhanden")

// there reports a clause with a word of thereWords.
func there(cl []Token) bool {
	for _, t := range cl {
		if t.Kind == Word && thereWords[t.Fold] {
			return true
		}
	}
	return false
}

// reckoning reports a clause that reckons rather than answers: a total
// ("elf", "onze", "11") or "=" with another figure, or "plus" between
// figures ("zwei plus neun sind elf", "2 + 9 = 11", « 2 et 9 font 11 »).
func (r *reader) reckoning(cl []Token) bool {
	figures, total := 0, false
	for i, t := range cl {
		switch {
		case t.Kind == Number && t.Amount == engine.Chips(11) && !t.Signed || t.Kind == Word && totals[t.Fold]:
			total = true
		case t.Kind == Number && t.Signed:
			total = true // "2 +9": a sum
		case t.Kind == Word && plusWords[t.Fold] && i > 0 && i+1 < len(cl) && figure(cl[i-1]) && figure(cl[i+1]):
			total = true
		case figure(t) && i+1 < len(cl) && cl[i+1].Kind == Word && is(cl[i+1].Fold, cUnit):
			return true // "das sind 4 Punkte", « ça fait 3 points »: the points, no card
		case figure(t):
			figures++
		}
		if i > 0 && strings.ContainsAny(r.line[cl[i-1].End:t.Start], "=+") && figure(cl[i-1]) && figure(t) {
			total = true // "2 + 9 = 11", « 3+8 »: a sum
		}
	}
	return total && figures > 0
}

// figure reports a number or a word that may name a rank.
func figure(t Token) bool {
	if t.Kind == Number {
		return true
	}
	_, ok := rankOf(t, true)
	return ok
}

// namesCards reports a clause with a word that may name a card or cards:
// a rank (in digits too: "die 4"), a suit, a card symbol.
func namesCards(cl []Token) bool {
	for _, t := range cl {
		if t.Kind == Number && !t.Bad && !t.Signed && t.Amount.Whole() && t.Amount >= engine.Chips(1) && t.Amount <= engine.Chips(10) {
			return true
		}
		if t.Kind != Word {
			continue
		}
		if _, ok := rankOf(t, true); ok || strings.ContainsAny(t.Text, "♠♥♦♣") {
			return true
		}
		if _, _, ok := suitOf(t.Fold); ok {
			return true
		}
		if _, ok := compoundCard(t.Fold); ok {
			return true
		}
	}
	return false
}

// hasZero reports "nichts", "rien" in a clause.
func hasZero(cl []Token) bool {
	for _, t := range cl {
		if is(t.Fold, cZero) {
			return true
		}
	}
	return false
}

// clause reads one clause of a play.
func (p *playReader) clause(cl []Token) error {
	cl = p.r.beforeRelative(cl)
	if len(cl) == 0 {
		return nil
	}
	if p.itIsThePlayed(cl) {
		return nil // « …, c'est un valet »: why (playphrases.go)
	}
	kind, neg := p.r.kindOf(cl)
	switch {
	case kind == clauseReason:
		return nil
	case kind == clauseUnsure:
		return p.unsure(cl)
	case kind == clauseNot:
		return p.notTaken(cl, neg)
	case kind == clauseStays:
		return p.staying(cl)
	case (kind == clauseAlso || kind == clausePlay && contrast(cl)) && p.ans.TakeAll:
		// "alles außer dem König, auch den Buben", "…, aber den Buben"
		cs, err := p.namedCards(wordsOf(cl))
		p.also = append(p.also, cs...)
		return err
	case p.excepting && bare(cl) && !afterColon(p.r.line, cl):
		// "alles außer dem König, der Dame": the list goes on (not
		// after a colon: « tout sauf le roi : les deux 6 » names what
		// is taken)
		p.cr.ws, p.cr.i = wordsOf(cl), 0
		return p.exceptList()
	}
	p.excepting = false
	return p.words(wordsOf(cl))
}

// afterColon reports a clause that follows a colon in line.
func afterColon(line string, cl []Token) bool {
	if len(cl) == 0 || cl[0].Start > len(line) {
		return false
	}
	before := strings.TrimRight(line[:cl[0].Start], " \t")
	return strings.HasSuffix(before, ":")
}

// contrast reports a clause that begins with "sondern", "aber", « mais ».
func contrast(cl []Token) bool {
	return len(cl) > 0 && cl[0].Kind == Word && contrastWords[cl[0].Fold]
}

// bare reports a clause of cards and articles only (no verb, no "alles").
func bare(cl []Token) bool {
	for _, t := range cl {
		if t.Kind == Word && (is(t.Fold, cPlay|cTake|cLay|cTakeAll) || alsoWords[t.Fold] || clearWords[t.Fold]) {
			return false
		}
	}
	return true
}

// words reads the words of a play clause one after the other.
func (p *playReader) words(ws []Token) error {
	p.cr.ws, p.cr.i = ws, 0
	for p.cr.i < len(p.cr.ws) {
		if n := thatIsAll(p.cr.ws, p.cr.i); n > 0 && (len(p.ans.Take) > 0 || len(p.cr.reqs) > 0 || len(p.pre) > 0) {
			p.cr.i += n // „die Kreuz-Sieben, das ist alles“: nothing more (playphrases.go)
			continue
		}
		if ok, err := p.beside(); ok || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		if ok, err := p.sameRank(); ok || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		if p.with() || p.verb() || p.group() {
			continue
		}
		if ok, err := p.except(); ok || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		if err := p.card(); err != nil {
			return err
		}
	}
	return nil
}

// with reads the card played after "mit" / « avec » ("mit dem Buben
// alles abräumen", « je prends le 4 avec le 7 »): a card of the hand.
func (p *playReader) with() bool {
	cr := p.cr
	if !withWords[cr.ws[cr.i].Fold] || len(p.ctx.Hand) == 0 || p.ans.Play.Valid() {
		return false
	}
	j := cr.i + 1
	for j < len(cr.ws) && (is(cr.ws[j].Fold, cArticle) || playQuiet[cr.ws[j].Fold] || cr.ws[j].Fold == "meinem" || cr.ws[j].Fold == "mon" || cr.ws[j].Fold == "ma") {
		j++
	}
	if j >= len(cr.ws) {
		return false
	}
	at := cr.i
	cr.i = j
	c, ok, err := cr.next(p.ctx.Hand)
	if err != nil || !ok || !c.Valid() || !inCards(p.ctx.Hand, c) {
		cr.i = at
		return false
	}
	p.ans.Play = c
	return true
}

// namedOnTable returns the table cards the words name by rank, none when
// they name none of the table's ranks.
func (p *playReader) namedOnTable(ws []Token) []engine.Card {
	var out []engine.Card
	for _, c := range p.ctx.Table {
		if namesRank(ws, c.Rank) {
			out = append(out, c)
		}
	}
	return out
}

// notTaken reads a clause of cards not taken, its negation at cl[neg]:
// the cards after the negation ("nicht den König", « pas le roi »), the
// words before it then a play ("den Buben und nicht den König"); or,
// when no card follows it, the cards before it ("den König nicht", "den
// König kann er nicht nehmen").
func (p *playReader) notTaken(cl []Token, neg int) error {
	before, after := cl[:neg], cl[neg+1:]
	if c := p.ctx.Card; c.Valid() && namesRank(before, c.Rank) && len(p.namedOnTable(before)) == 0 {
		// « le valet ne touche pas aux rois » with the jack played: the
		// rule, a reason — not the jack, which lies in no pile to leave
		return nil
	}
	if len(after) > 0 && after[0].Kind == Word && notOnly[after[0].Fold] {
		return p.unsure(cl[neg : neg+2]) // "nicht nur", « pas seulement »
	}
	for _, t := range after {
		if t.Kind == Word && leftWords[t.Fold] {
			return p.unsure(cl) // "der König bleibt nicht liegen"
		}
	}
	if !namesCards(after) {
		cs, err := p.namedCards(wordsOf(before))
		p.not = append(p.not, cs...)
		return err
	}
	if sepBetweenCards(after) {
		return p.unsure(cl[neg:]) // "nicht den König und die Dame": both?
	}
	cs, err := p.namedCards(wordsOf(after))
	if err != nil {
		return err
	}
	if len(cs) == 0 {
		if c := p.ctx.Card; c.Valid() && namesRank(after, c.Rank) {
			return nil // "den König nimmt kein Bube": the rule, a reason
		}
		// what is negated lies not on the table; the words before it
		// may be no play at all
		return p.unsure(cl)
	}
	p.not = append(p.not, cs...)
	if ws := wordsOf(before); len(ws) > 0 {
		return p.words(ws)
	}
	return nil
}

// namesRank reports a word of ts that names the rank rk.
func namesRank(ts []Token, rk engine.Rank) bool {
	for _, t := range ts {
		if r, ok := rankOf(t, true); ok && r == rk {
			return true
		}
	}
	return false
}

// sepBetweenCards reports an "und" / "et" between words that name cards.
func sepBetweenCards(ts []Token) bool {
	card, sep := false, false
	for _, t := range ts {
		switch {
		case t.Kind == Sep:
			sep = sep || card
		case namesCards([]Token{t}):
			if sep {
				return true
			}
			card = true
		}
	}
	return false
}

// staying reads a clause of cards that stay on the table: "nur der
// Karo-König bleibt", « seul le roi reste », "nichts bleibt liegen".
func (p *playReader) staying(cl []Token) error {
	ws := wordsOf(cl)
	for _, t := range ws {
		if stayOnly[t.Fold] {
			p.onlyStay = true
		}
	}
	if !namesCards(cl) {
		p.nothingStays = true // "es bleibt nichts liegen"
		return nil
	}
	cs, err := p.namedCards(ws)
	p.stays = append(p.stays, cs...)
	return err
}

// namedCards reads the cards a clause of cards not taken, staying or
// taken too names, as table cards: a rank alone or in the plural is every
// card of it there ("den König", "les rois"), a suit with "alle" / "tous"
// every card of the suit ("alle Kreuz"); verbs, fillers and the words of
// clauses carry nothing; any other word is asked back.
func (p *playReader) namedCards(ws []Token) ([]engine.Card, error) {
	table := p.ctx.Table
	cr := &cardReader{r: p.r, ws: ws}
	var out []engine.Card
	for cr.i < len(ws) {
		x := ws[cr.i]
		if cs, n, ok := suitGroup(ws[cr.i:], table, true); ok {
			out = appendCards(out, cs)
			cr.i += n
			continue
		}
		if _, rk, n, ok := rankGroup(ws[cr.i:]); ok {
			out = appendCards(out, ofRank(table, rk))
			cr.i += n
			continue
		}
		if quietInClause(x) {
			cr.i++
			continue
		}
		at := cr.i
		c, ok, err := cr.next(table)
		switch {
		case err != nil && cr.i == at && len(ws[at:]) > 0:
			rk, isRank := rankOf(x, true)
			e, _ := err.(*Error)
			switch {
			case isRank && e != nil && e.Reason == ErrAmbiguousCard && e.Token == x.Text:
				out = appendCards(out, ofRank(table, rk)) // every king there
			case isRank && e != nil && e.Reason == ErrCardNotThere:
				// no such card on the table: it is not taken either way
			default:
				return nil, err
			}
			cr.i++
		case err != nil:
			return nil, err
		case !ok:
			return nil, p.unsure([]Token{x})
		case len(table) > 0 && !inCards(table, c):
			return nil, errAt(ErrCardNotThere, p.r.line, ws, at, cr.i) // a card that is not there
		default:
			out = appendDistinct(out, c)
		}
	}
	return out, nil
}

// quietInClause reports a word of a clause about cards that carries
// nothing there: a verb, a filler, a negation, the words of staying and
// of "too".
func quietInClause(t Token) bool {
	w := t.Fold
	return t.Kind == Word && (playFiller(w) || playQuiet[w] || is(w, cArticle|cFiller|cPlay|cTake|cLay|cRest) ||
		notWords[w] || leftWords[w] || stayOnly[w] || alsoWords[w] || clearWords[w] || notOnly[w])
}

// suitGroup reads every table card of a suit at the start of ws: "alle
// Kreuz", "alle Kreuzkarten", "tous les trèfles", "toutes les cartes de
// trèfle", "les trèfles"; not a card of a suit ("die Herz 9"). bare
// takes a suit alone too ("außer den Karo", « sauf les carreaux »).
func suitGroup(ws []Token, table []engine.Card, bare bool) (cs []engine.Card, n int, ok bool) {
	if len(ws) == 0 {
		return nil, 0, false
	}
	i, all := 0, bare
	if allWords[ws[0].Fold] || is(ws[0].Fold, cTakeAll) {
		i, all = 1, true
	}
	for i < len(ws) && (is(ws[i].Fold, cArticle) || ws[i].Fold == "karten" || ws[i].Fold == "cartes" || ws[i].Fold == "de" || ws[i].Fold == "in") {
		i++
	}
	if i >= len(ws) || ws[i].Kind != Word {
		return nil, 0, false
	}
	suit, plural, isSuit := suitOf(ws[i].Fold)
	if !isSuit || !all && !plural {
		return nil, 0, false
	}
	if i+1 < len(ws) && figure(ws[i+1]) {
		return nil, 0, false // "alle Herz 9" is no group
	}
	for _, c := range table {
		if c.Suit == suit {
			cs = append(cs, c)
		}
	}
	return cs, i + 1, true
}

// suitOf reads a suit word, in the singular or the plural ("kreuz",
// "kreuze", "kreuzkarten", "trefles", "carreaux"); plural reports a plural
// form.
func suitOf(w string) (suit engine.Suit, plural, ok bool) {
	try := func(s string) (engine.Suit, bool) {
		if len(s) < 2 || !engine.SuitWord(s, engine.AnyLanguage) {
			return 0, false
		}
		c, err := engine.CardWords([]string{"2", s}, engine.AnyLanguage)
		if err != nil {
			return 0, false
		}
		return c.Suit, true
	}
	if s, ok := try(w); ok {
		return s, false, true
	}
	for _, end := range []string{"karten", "s", "x", "e"} {
		if stem, cut := strings.CutSuffix(w, end); cut {
			if s, ok := try(stem); ok {
				return s, true, true
			}
		}
	}
	return 0, false, false
}

// askedBack reports an error that asks back what is taken: the line is
// not to be read again in part (see Line.Answer).
func askedBack(err error) bool {
	r := reasonOf(err)
	return r == ErrCaptureUnsure || r == ErrOnlyNotTaken
}

// unsure is the question back about the words ts: what is taken?
func (p *playReader) unsure(ts []Token) error {
	return errAt(ErrCaptureUnsure, p.r.line, ts, 0, len(ts))
}

// scoped applies the clauses of cards not taken, staying and taken too to
// the play read (see above).
func (p *playReader) scoped() (Play, error) {
	ans, err := p.finish()
	if err != nil && reasonOf(err) != ErrEmpty {
		return Play{}, err
	}
	if p.clear && err == nil && len(ans.Take) == 0 && !p.zero {
		ans.TakeAll = true // "mit dem Buben abräumen": all it can
	}
	if err != nil || !(ans.TakeAll || ans.Lay || len(ans.Take) > 0 || p.zero) {
		switch {
		case p.nothingStays || p.onlyStay && len(p.stays) > 0:
			// "nur der König bleibt", "es bleibt nichts liegen"
			ans.TakeAll, ans.HasTake = true, true
		case len(p.not) > 0 || len(p.stays) > 0:
			return Play{}, p.r.all(ErrOnlyNotTaken)
		case err != nil:
			return Play{}, err
		}
	}
	left := appendCards(append([]engine.Card(nil), p.not...), p.stays)
	if ans.TakeAll {
		for _, c := range p.also {
			if inCards(left, c) || inCards(ans.Except, c) {
				return Play{}, p.r.all(ErrCaptureUnsure) // "alles außer dem König, auch den König"
			}
		}
		if p.nothingStays && len(ans.Except)+len(left) > 0 {
			return Play{}, p.r.all(ErrCaptureUnsure)
		}
		ans.Except = appendCards(ans.Except, left)
		return ans, nil
	}
	for _, c := range ans.Take {
		if inCards(left, c) {
			return Play{}, p.r.all(ErrCaptureUnsure) // taken and not taken
		}
	}
	return ans, nil
}

// appendCards appends the cards of cs not yet in out.
func appendCards(out, cs []engine.Card) []engine.Card {
	for _, c := range cs {
		out = appendDistinct(out, c)
	}
	return out
}
