package input

import (
	"errors"

	"croupier/engine"
)

// exceptWords leave cards out of everything ("alles außer dem König").
var exceptWords = map[string]bool{"ausser": true, "auser": true, "ohne": true, "bis": true, "sauf": true, "hormis": true, "excepte": true, "except": true, "but": true}

// quantities count cards before a rank ("beide Könige", "les deux
// rois"); 0 is all of them.
var quantities = map[string]int{
	"beide": 2, "beiden": 2, "both": 2, "zwei": 2, "deux": 2, "drei": 3, "trois": 3, "vier": 4, "quatre": 4,
	"alle": 0, "all": 0, "tous": 0, "toutes": 0,
}

// allOfTable reads "alle drei", "tous les trois", "toutes les quatre",
// "les trois" at the start of ws: the count said and the words it takes
// (not a rank's count: no rank word may follow it, "alle drei Asse").
func allOfTable(ws []Token) (n, words int, ok bool) {
	i, all := 0, false
	if i < len(ws) && allWords[ws[i].Fold] {
		i, all = i+1, true
	}
	if i < len(ws) && ws[i].Fold == "les" {
		i, all = i+1, true
	}
	if !all || i >= len(ws) || ws[i].Kind != Word {
		return 0, 0, false
	}
	n, isNum := numberWord(ws[i].Fold)
	if !isNum || n < 2 {
		return 0, 0, false
	}
	if i+1 < len(ws) && !playFiller(ws[i+1].Fold) && !is(ws[i+1].Fold, cUnit) && ws[i+1].Fold != "karten" && ws[i+1].Fold != "cartes" {
		return 0, 0, false
	}
	return n, i + 1, true
}

// interjection reports „ah“, „oh“ typed as words (not the English
// notation „AH“ for the ace of hearts): they carry nothing.
func interjection(t Token) bool {
	return (t.Fold == "ah" || t.Fold == "oh") && t.Text != "AH" && t.Text != "OH"
}

// playFiller reports words a play may contain that carry nothing: "ich",
// "je", "mit", "avec", "auf den Tisch".
func playFiller(w string) bool {
	switch w {
	case "ich", "je", "j'", "j", "mit", "avec", "an", "auf", "sur", "den", "le", "la", "les", "l'",
		"tisch", "table", "die", "der", "dem", "karte", "karten", "carte", "cartes", "damit", "ainsi", "then",
		"er", "sie", "es", "il", "elle", "on", "ne", "n'", "kann", "konnte", "peut", "darf", "nur", "seulement",
		"zusammen", "ensemble", "de", "du", "des", "d'", "au", "aux", "à", "von", "vom", "tapis", "dann", "puis", "que", "qu'",
		"hin", "ab", "dazu", "weg", "einfach", "simplement", "das", "ein", "eine", "einen", "un", "une", "ihn", "lui",
		"gar", "also", "donc", "alors", "hinlegen", "oui", "ja":
		return true
	}
	return false
}

// play reads a Pasur play: "nehme 4♠ 7♦", "je prends 4♠ 7♦", "7♠ nimmt
// 4♦", "spiele 7♠ und nehme 4♦", "lege 5♣", "je pose 5♣", "B nimmt
// alles", "7♠ nimmt nichts", or cards alone ("7♠ 4♦": the first is
// played if it is in the hand, the rest taken).
//
// The line is read clause by clause (playclauses.go): a reason carries
// nothing, a negation or "bleibt" leaves cards out.
func (r *reader) play() (Play, error) {
	p := playReader{r: r, ctx: r.ctx, cr: &cardReader{r: r}}
	if err := eachClause(r.line, r.toks, p.clause); err != nil {
		return Play{}, err
	}
	return p.scoped()
}

// playReader reads the words of a play one after the other.
type playReader struct {
	r   *reader
	ctx *Context
	cr  *cardReader
	ans Play
	// pre are the cards before any verb; mode is the verb read last
	// (cPlay, cLay, cTake, or 0).
	pre  []engine.Card
	mode class
	// zero: "nichts" / "rien" was said; excepting: the clause read last
	// ended in "alles außer …"
	zero, excepting bool
	// not, stays and also are the cards said not to be taken, to stay on
	// the table, to be taken too (playclauses.go); onlyStay: nothing
	// else stays ("nur"), nothingStays: "es bleibt nichts liegen"
	not, stays, also       []engine.Card
	onlyStay, nothingStays bool
	// clear: "abräumen", « rafler » was said (everything the card can,
	// unless cards taken are named)
	clear bool
}

// verb reads a verb of a play ("spiele", "lege", "nehme"), a word that
// carries nothing, or "nichts" / "rien" taken.
func (p *playReader) verb() bool {
	cr, ans := p.cr, &p.ans
	switch w := cr.ws[cr.i].Fold; {
	case is(w, cPlay) || putVerbs[w]:
		p.mode = cPlay
	case is(w, cLay) || layVerbs[w]:
		p.mode, ans.Lay = cLay, true
	case is(w, cTake) || takeVerbs[w]:
		p.playFirst()
		p.mode, ans.HasTake = cTake, true
	case (w == "sur" || w == "auf") && p.mode == cPlay && p.ans.Play.Valid() && cr.i+1 < len(cr.ws) && !playFiller(cr.ws[cr.i+1].Fold):
		// « je mets l'as sur le dix »: the card played onto takes it
		p.mode = cTake
	case (w == "sur" || w == "auf") && p.mode == cPlay && p.ans.Play.Valid() && cr.i+2 < len(cr.ws) && cr.ws[cr.i+2].Fold != "tisch" && cr.ws[cr.i+2].Fold != "table" && cr.ws[cr.i+2].Fold != "tapis":
		p.mode = cTake // « sur le dix », „auf die Zehn“
	case playFiller(w) || playQuiet[w]:
	case leadWords[w] && p.mode == 0 && !p.ans.Play.Valid() && len(p.pre) == 0 && !p.ans.HasTake && len(p.cr.reqs) == 0:
		// „na gut, dann die Herz-Dame“, „ach so, …“, « bon, alors … »:
		// words before a play that carry nothing
	case p.r.isPlayerName(cr.ws[cr.i]):
		// „nur Annas Buben“, « le valet d'Anna »: whose card it was
		// changes nothing of what is taken
	case interjection(cr.ws[cr.i]):
		// « ah non, il ne prend rien », « ah, le sept de cœur »: no A♥
	case is(w, cZero) || w == "kein" || w == "keine":
		ans.HasTake, p.zero = true, true
		if cr.i+2 < len(cr.ws) && cr.ws[cr.i+1].Fold == "du" && cr.ws[cr.i+2].Fold == "tout" {
			cr.i += 2 // "rien du tout"
		}
	default:
		return false
	}
	cr.i++
	return true
}

// playFirst makes the one card before a verb of taking the card played
// ("7♠ nimmt 4♦").
//
// A card of the table, or under takeOnly another than the question's,
// is no card played: "die 4 und den Buben" takes both.
func (p *playReader) playFirst() {
	if len(p.pre) != 1 || p.ans.Play.Valid() {
		return
	}
	if c := p.pre[0]; len(p.ctx.Hand) > 0 && !inCards(p.ctx.Hand, c) || p.r.takeOnly && c != p.ctx.Card {
		return
	}
	p.ans.Play, p.pre = p.pre[0], nil
}

// group reads cards taken by rank or all at once: "beide Könige", "les
// deux rois", "alle Damen", "die Könige" (a number of table cards of a
// rank, or all of them); "alle drei", "les trois" (as many as lie on the
// table: every card there); "alles", "tout".
func (p *playReader) group() bool {
	cr, ans, ctx := p.cr, &p.ans, p.ctx
	t := cr.ws[cr.i]
	if p.mode == cTake || p.mode == 0 {
		if n, rk, words, ok := rankGroup(cr.ws[cr.i:]); ok {
			for k := 0; k < max(n, 1); k++ {
				cr.reqs = append(cr.reqs, rankReq{rank: rk, tok: t, all: n == 0})
			}
			cr.i += words
			p.mode, ans.HasTake = cTake, true
			p.playFirst()
			return true
		}
	}
	if n, words, ok := allOfTable(cr.ws[cr.i:]); ok && n == len(ctx.Table) && (p.mode == cTake || p.mode == 0) {
		cr.i += words
		ans.TakeAll, ans.HasTake = true, true
		return true
	}
	if p.mode == cTake || p.mode == 0 {
		// "alle Kreuz", "tous les trèfles": every table card of a suit
		if cs, words, ok := suitGroup(cr.ws[cr.i:], ctx.Table, false); ok {
			cr.i += words
			ans.Take = appendCards(ans.Take, cs)
			p.mode, ans.HasTake = cTake, true
			p.playFirst()
			return true
		}
	}
	if is(t.Fold, cTakeAll) && cr.i+1 < len(cr.ws) && aloneWords[cr.ws[cr.i+1].Fold] {
		cr.i += 2 // « le valet de pique tout seul », „ganz allein“: alone, not all
		return true
	}
	if is(t.Fold, cTakeAll) {
		// "alles", "tout"
		cr.i++
		ans.TakeAll, ans.HasTake = true, true
		return true
	}
	if clearWords[t.Fold] {
		// "abräumen", « rafler »: everything, unless cards are named
		// („das Ass räumt die Zehn ab“; see scoped)
		cr.i++
		p.playFirst()
		p.mode, p.clear, ans.HasTake = cTake, true, true
		return true
	}
	return false
}

// aloneWords after « tout » say "alone", not "everything": « tout seul ».
var aloneWords = wordSet("seul seule seuls seules")

// except reads the cards left out of everything: "alles außer dem
// König", "tout sauf les rois" (every card of a rank named alone is left
// out); ok is false when the word is no "außer" / "sauf" after "alles".
func (p *playReader) except() (ok bool, err error) {
	cr, ans := p.cr, &p.ans
	if !exceptWords[cr.ws[cr.i].Fold] || !ans.TakeAll {
		return false, nil
	}
	cr.i++
	return true, p.exceptList()
}

// exceptList reads the cards left out of everything up to the end of the
// clause ("dem König", "les rois", "den Kreuz"); a next clause of cards
// alone goes on with the list ("alles außer dem König, der Dame").
func (p *playReader) exceptList() error {
	cr, ans, ctx := p.cr, &p.ans, p.ctx
	p.excepting = true
	for cr.i < len(cr.ws) {
		x := cr.ws[cr.i]
		if playFiller(x.Fold) || is(x.Fold, cArticle) {
			cr.i++
			continue
		}
		if cs, n, ok := suitGroup(cr.ws[cr.i:], ctx.Table, true); ok {
			ans.Except = appendCards(ans.Except, cs)
			cr.i += n
			continue
		}
		if _, rk, n, ok := rankGroup(cr.ws[cr.i:]); ok {
			ans.Except = append(ans.Except, ofRank(ctx.Table, rk)...)
			cr.i += n
			continue
		}
		if rk, ok := rankOf(x, true); ok {
			at := cr.i
			if c, ok, err := cr.next(ctx.Table); err == nil && ok && cr.i > at+1 && inCards(ctx.Table, c) {
				ans.Except = appendDistinct(ans.Except, c) // "le roi de carreau"
				continue
			}
			cr.i = at
			if c, err := engine.CardWords([]string{x.Fold}, engine.AnyLanguage); err != nil || !c.Valid() {
				ans.Except = append(ans.Except, ofRank(ctx.Table, rk)...)
				cr.i++
				continue
			}
		}
		at := cr.i
		c, ok, err := cr.next(ctx.Table)
		if err != nil {
			return err
		}
		if !ok {
			return errTok(ErrUnexpected, x)
		}
		if len(ctx.Table) > 0 && !inCards(ctx.Table, c) {
			return errAt(ErrCardNotThere, cr.r.line, cr.ws, at, cr.i) // left out, but not there
		}
		ans.Except = appendDistinct(ans.Except, c)
	}
	return nil
}

// card reads a card: a rank alone is a card of the hand when played, of
// the table when taken; before any verb the hand is tried first.
func (p *playReader) card() error {
	cr, ans, ctx, r := p.cr, &p.ans, p.ctx, p.r
	t := cr.ws[cr.i]
	pools := [][]engine.Card{ctx.Hand, ctx.Table}
	switch {
	case p.mode == cPlay || p.mode == cLay:
		pools = [][]engine.Card{ctx.Hand}
	case p.mode == cTake || r.takeOnly:
		pools = [][]engine.Card{ctx.Table}
	case ans.Play.Valid():
		// the card played is named already („mit der Herz-Sieben die
		// Sieben nehmen“): a card before the verb is one taken
		pools = [][]engine.Card{ctx.Table}
	}
	if len(ctx.Hand) == 0 && len(ctx.Table) == 0 {
		pools = nil
	}
	cr.deferRanks = p.mode == cTake || r.takeOnly && p.mode == 0
	at := cr.i
	c, ok, err := cr.next(pools...)
	if _, count := quantities[t.Fold]; (err != nil || !ok) && count && at+1 < len(cr.ws) {
		// „beide Könihe“, « les deux rwa »: the word after the count is
		// the one not understood, not the count
		if n := cr.ws[at+1]; n.Kind == Word && !namesCards([]Token{n}) {
			return errTok(ErrBadCard, n)
		}
	}
	if err != nil {
		return err
	}
	if !ok {
		return errTok(ErrUnexpected, t)
	}
	if !c.Valid() {
		ans.HasTake = true
		return nil // a rank request, resolved by finish
	}
	switch p.mode {
	case cPlay, cLay:
		if ans.Play.Valid() && ans.Play != c {
			return errTok(ErrTwoPlays, t)
		}
		ans.Play = c
	case cTake:
		if !ans.Play.Valid() && inCards(ctx.Hand, c) && !inCards(ctx.Table, c) {
			// „dann holt sich meine Herz-Fünf die Kreuz-Sechs“: a card of
			// the hand after the verb is the card played, not one taken
			ans.Play = c
			return nil
		}
		ans.Take = appendDistinct(ans.Take, c)
		ans.HasTake = true
	default:
		p.pre = append(p.pre, c)
	}
	return nil
}

// finish resolves the cards read before any verb and the ranks typed
// alone for taken cards.
func (p *playReader) finish() (Play, error) {
	ans, ctx, r := p.ans, p.ctx, p.r
	if pre := p.pre; len(pre) > 0 {
		// Cards without a verb: the first is the played card if it is in
		// the hand (or no hand is known and no card was played yet); read
		// as taken cards only (takeOnly), only the question's card is
		// played.
		first := pre[0]
		switch {
		case r.takeOnly:
			if first == ctx.Card && !ans.Play.Valid() {
				ans.Play, pre = first, pre[1:]
			}
		case !ans.Play.Valid() && (len(ctx.Hand) == 0 && len(pre) > 1 || inCards(ctx.Hand, first)):
			ans.Play, pre = first, pre[1:]
		}
		for _, c := range pre {
			ans.Take = appendDistinct(ans.Take, c)
			ans.HasTake = true
		}
	}
	if len(p.cr.reqs) > 0 {
		take, err := r.resolveRanks(ans.Take, p.cr.reqs)
		if err != nil {
			return Play{}, err
		}
		ans.Take = take
	}
	if !ans.Play.Valid() && !ans.HasTake && !ans.Lay {
		return Play{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// playOrTake reads a play; when the question fixes the played card and
// the play read so is no legal capture of it, the words are read again as
// the cards taken ("die 4 und die 3" with 4♣ to play: the 4 and the 3 of
// the table; "den Bube": the jack on the table), and that reading is
// taken when it is a legal capture — the only reading that fits.
func (r *reader) playOrTake() (Play, error) {
	a, err := r.play()
	ctx := r.ctx
	if !ctx.Card.Valid() || len(ctx.Legal) == 0 || err == nil && r.fitsLegal(a) {
		return a, err
	}
	again := reader{line: r.line, toks: r.toks, ctx: ctx, takeOnly: true}
	b, err2 := again.play()
	switch {
	case err2 == nil && again.fitsLegal(b):
		return b, nil
	case askedBack(err2):
		return b, err2 // read so, the cards are taken and not: ask
	}
	return a, err
}

// fitsLegal reports whether a play is a legal capture of the question's
// card (ctx.Legal): what the tutor would make of it (see
// lesson.captureAnswer) is one of them.
func (r *reader) fitsLegal(a Play) bool {
	ctx := r.ctx
	if a.Play.Valid() && a.Play != ctx.Card && (inCards(ctx.Hand, a.Play) || a.Lay) {
		return false
	}
	if !a.HasTake && !a.Lay {
		return false
	}
	var take []engine.Card
	switch {
	case a.Lay:
	case a.TakeAll:
		for _, x := range ctx.Table {
			if !inCards(a.Except, x) {
				take = append(take, x)
			}
		}
	default:
		take = a.Take
		if a.Play.Valid() && a.Play != ctx.Card {
			take = append([]engine.Card{a.Play}, take...)
		}
	}
	for _, l := range ctx.Legal {
		if engine.SameCards(l, take) {
			return true
		}
	}
	return false
}

// resolveRanks finds the table cards that ranks typed alone stand for,
// besides the cards named in full (explicit): a rank typed as often as
// such cards lie on the table takes them all ("nehme 6 6 2 4" with two
// sixes); otherwise the one legal capture (ctx.Legal) that takes the
// named cards and that many of each rank, or else every card of each
// rank ("K nimmt K" takes every king). Several such captures make the
// card ambiguous: the learner is asked which is meant.
func (r *reader) resolveRanks(explicit []engine.Card, reqs []rankReq) ([]engine.Card, error) {
	want := map[engine.Rank]int{}
	all := map[engine.Rank]bool{}
	var order []engine.Rank
	for _, q := range reqs {
		if want[q.rank] == 0 {
			order = append(order, q.rank)
		}
		want[q.rank]++
		all[q.rank] = all[q.rank] || q.all
	}
	cands := map[engine.Rank][]engine.Card{}
	for _, c := range r.ctx.Table {
		if want[c.Rank] > 0 && !inCards(explicit, c) {
			cands[c.Rank] = append(cands[c.Rank], c)
		}
	}
	for rk, a := range all {
		if a {
			want[rk] = max(want[rk], len(cands[rk]))
		}
	}
	every := append([]engine.Card(nil), explicit...)
	plain := true
	for _, rk := range order {
		every = append(every, cands[rk]...)
		plain = plain && want[rk] >= len(cands[rk])
	}
	if plain {
		return every, nil
	}
	// the legal captures that take the named cards and exactly the typed
	// number of each rank, nothing else
	var fits [][]engine.Card
	for _, l := range r.ctx.Legal {
		if legalFits(l, explicit, want) {
			fits = append(fits, l)
		}
	}
	if len(fits) == 0 {
		for _, l := range r.ctx.Legal {
			if engine.SameCards(l, every) {
				return every, nil
			}
		}
	}
	if len(fits) == 1 {
		return append([]engine.Card(nil), fits[0]...), nil
	}
	// ambiguous: the first rank with more cards than typed
	for _, q := range reqs {
		if want[q.rank] < len(cands[q.rank]) {
			e := errTok(ErrAmbiguousCard, q.tok)
			for _, c := range cands[q.rank] {
				e.Choices = append(e.Choices, c.String())
			}
			e.Cards = cands[q.rank]
			return nil, e
		}
	}
	return every, nil
}

// legalFits reports whether a legal capture l takes every explicit card
// and, besides them, exactly want[r] cards of each rank r and nothing else.
func legalFits(l, explicit []engine.Card, want map[engine.Rank]int) bool {
	got := map[engine.Rank]int{}
	for _, c := range l {
		if inCards(explicit, c) {
			continue
		}
		if want[c.Rank] == 0 {
			return false
		}
		got[c.Rank]++
	}
	for _, c := range explicit {
		if !inCards(l, c) {
			return false
		}
	}
	for rk, n := range want {
		if got[rk] != n {
			return false
		}
	}
	return true
}

// cardList reads a list of cards ("4♠ 7♦", "Pik-Dame und 10 Karo", "le 2
// et le 9 de cœur": a suit after the last of several ranks is theirs), or
// none ("keine", "nichts", "leer", "aucune", "rien", "vide"). A rank
// alone is the one card of that rank at hand or on the table (none when
// the context has no cards: then its suit is asked for).
func (r *reader) cardList() (Cards, error) {
	ans := Cards{}
	pool := append(append([]engine.Card(nil), r.ctx.Hand...), r.ctx.Table...)
	ws := r.words()
	none, other := false, false
	for _, t := range ws {
		switch {
		case noneCards[t.Fold]:
			none = true
		case playFiller(t.Fold) || is(t.Fold, cRest|cArticle):
		default:
			other = true
		}
	}
	if none && !other {
		ans.Cards = []engine.Card{}
		return ans, nil
	}
	cr := &cardReader{r: r, ws: ws}
	var bare []Token // ranks alone that no card at hand or on the table is
	for cr.i < len(cr.ws) {
		t := cr.ws[cr.i]
		if playFiller(t.Fold) || listTakeWords[t.Fold] || takeVerbs[t.Fold] {
			// „… und den Kreuzkönig kriegt sie auch noch“: how the card
			// came to the pile
			cr.i++
			continue
		}
		c, ok, err := cr.next(pool)
		if err != nil {
			if _, isRank := rankOf(t, true); isRank && reasonOf(err) == ErrCardNotThere {
				// "le 2 et le 9 de cœur": the suit may come after
				bare = append(bare, t)
				cr.i++
				continue
			}
			return Cards{}, err
		}
		if !ok {
			return Cards{}, errTok(ErrUnexpected, t)
		}
		for _, b := range bare {
			rk, _ := rankOf(b, true)
			ans.Cards = appendDistinct(ans.Cards, engine.Card{Rank: rk, Suit: c.Suit})
		}
		bare = nil
		ans.Cards = appendDistinct(ans.Cards, c)
	}
	if len(bare) > 0 {
		return Cards{}, errTok(ErrNeedSuit, bare[0])
	}
	if len(ans.Cards) == 0 {
		return Cards{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// reasonOf returns the Reason of an input error (0 for another error).
func reasonOf(err error) Reason {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	return 0
}

// listTakeWords say that a card of a list came to a pile too: „auch
// noch“, « aussi », „bekommt“.
var listTakeWords = wordSet("auch noch aussi encore bekommt bekommen obendrein dazu")

// InCards reports whether c is among cs.
func InCards(cs []engine.Card, c engine.Card) bool { return inCards(cs, c) }

func inCards(cs []engine.Card, c engine.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func appendDistinct(cs []engine.Card, c engine.Card) []engine.Card {
	if inCards(cs, c) {
		return cs
	}
	return append(cs, c)
}
