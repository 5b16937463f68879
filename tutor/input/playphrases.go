package input

import "croupier/engine"

// Phrases of a play beyond its verbs and cards: the place a card is laid
// (« à côté du 7 », „neben die Sieben“) and a card named by a pronoun
// and its suit (« celle de trèfle »).

// beside reads „neben“ / « à côté de » and the table card after it (« elle
// se pose à côté du 7 »): where the card played is laid, so that card
// stays on the table; never the ace that « a » typed without its accent
// would be.
func (p *playReader) beside() (bool, error) {
	cr := p.cr
	i := cr.i
	switch {
	case at(cr.ws, i) == "a" && (at(cr.ws, i+1) == "cote" || at(cr.ws, i+1) == "cotes"):
		i += 2
	case at(cr.ws, i) == "neben":
		i++
	default:
		return false, nil
	}
	for i < len(cr.ws) && besideFiller[cr.ws[i].Fold] {
		i++
	}
	cr.i = i
	if i >= len(cr.ws) {
		return true, nil // « elle se pose à côté »
	}
	c, ok, err := cr.next(p.ctx.Table)
	if err != nil || !ok {
		return true, err
	}
	if c.Valid() {
		p.stays = appendDistinct(p.stays, c)
	}
	return true, nil
}

// layVerbs lay the card played beyond the plain verbs of laying: „sie
// kommt neben die Sieben“, „hinlegen“, „wird angelegt“.
var layVerbs = wordSet("hinlegen ablegen kommt gelegt angelegt hingelegt")

// besideFiller come between „neben“ / « à côté » and the card: articles
// and « de ».
var besideFiller = wordSet("de du d' des la le l' les die der den dem das")

// sameRank reads « celle de trèfle », « celui de pique » after a card: the
// card of the same rank in that suit („la dame de cœur prend celle de
// trèfle“ takes the Q♣).
func (p *playReader) sameRank() (bool, error) {
	cr := p.cr
	w := at(cr.ws, cr.i)
	if w != "celle" && w != "celui" {
		return false, nil
	}
	if de := at(cr.ws, cr.i+1); de != "de" && de != "d'" {
		return false, nil
	}
	suit, _, ok := suitOf(at(cr.ws, cr.i+2))
	last := p.lastCard()
	if !ok || !last.Valid() {
		return false, nil
	}
	c := engine.Card{Rank: last.Rank, Suit: suit}
	if p.mode == cTake && len(p.ctx.Table) > 0 && !inCards(p.ctx.Table, c) {
		return true, errAt(ErrCardNotThere, p.r.line, cr.ws, cr.i, cr.i+3)
	}
	cr.i += 3
	switch p.mode {
	case cPlay, cLay:
		if p.ans.Play.Valid() && p.ans.Play != c {
			return true, errTok(ErrTwoPlays, cr.ws[cr.i-3])
		}
		p.ans.Play = c
	case cTake:
		p.ans.Take = appendDistinct(p.ans.Take, c)
		p.ans.HasTake = true
	default:
		p.pre = append(p.pre, c)
	}
	return true, nil
}

// lastCard is the card named last in the play so far, else the
// question's card played.
func (p *playReader) lastCard() engine.Card {
	switch {
	case len(p.ans.Take) > 0:
		return p.ans.Take[len(p.ans.Take)-1]
	case p.ans.Play.Valid():
		return p.ans.Play
	case len(p.pre) > 0:
		return p.pre[len(p.pre)-1]
	}
	return p.ctx.Card // « Anna joue la dame de cœur » – « celle de pique »
}

// itIsThePlayed reports a clause after a play that says only what the
// card played is: « il prend tout, c'est un valet », „…, das ist ja ein
// Bube“ — why, not a card taken. The clause is „c'est“ / „das ist“ /
// „es ist“, articles and fillers, and the rank of the card played alone.
func (p *playReader) itIsThePlayed(cl []Token) bool {
	played := p.ctx.Card
	if p.ans.Play.Valid() {
		played = p.ans.Play
	}
	if !played.Valid() || !(p.ans.HasTake || p.ans.Lay || p.ans.TakeAll || len(p.ans.Take) > 0) {
		return false
	}
	ws := wordsOf(cl)
	i := 0
	switch {
	case at(ws, 0) == "c'est":
		i = 1
	case (at(ws, 0) == "c'" || at(ws, 0) == "das" || at(ws, 0) == "es") && (at(ws, 1) == "est" || at(ws, 1) == "ist"):
		i = 2
	default:
		return false
	}
	rank := false
	for ; i < len(ws); i++ {
		t := ws[i]
		switch {
		case is(t.Fold, cArticle) || t.Fold == "ja" || t.Fold == "doch" || t.Fold == "un" || t.Fold == "une" || t.Fold == "ein" || t.Fold == "eine" || t.Fold == "einen":
		case !rank && t.Kind == Word && rankIs(t, played.Rank):
			rank = true
		default:
			return false
		}
	}
	return rank
}

// rankIs reports a word that names rank rk alone („Bube“, « valet »).
func rankIs(t Token, rk engine.Rank) bool {
	r, ok := rankOf(t, true)
	return ok && r == rk
}

// thatIsAll returns the number of words of a phrase at ws[i] that says
// nothing more is taken („das ist alles“, „sonst nichts“, « c'est tout »,
// « rien d'autre »), 0 for none. After a card taken it closes the list:
// it is never „alles“, every card.
func thatIsAll(ws []Token, i int) int {
	for _, ph := range thatIsAllPhrases {
		n := len(ph)
		if i+n > len(ws) {
			continue
		}
		k := 0
		for k < n && ws[i+k].Fold == ph[k] {
			k++
		}
		if k == n {
			return n
		}
	}
	return 0
}

// thatIsAllPhrases say that nothing more is taken, word by word (folded).
var thatIsAllPhrases = [][]string{
	{"das", "ist", "alles"}, {"das", "war", "alles"}, {"das", "wars"}, {"das", "war's"}, {"sonst", "nichts"},
	{"nichts", "weiter"}, {"nichts", "anderes"}, {"nichts", "mehr"}, {"mehr", "nicht"},
	{"c'est", "tout"}, {"c'", "est", "tout"}, {"rien", "d'autre"}, {"rien", "de", "plus"}, {"rien", "d'", "autre"},
	{"pas", "plus"}, {"that's", "all"}, {"nothing", "else"},
}
