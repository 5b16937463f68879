package input

import (
	"errors"
	"strconv"
	"strings"

	"croupier/engine"
)

// cardReader turns the words of a line into cards, resolving a rank alone
// ("B", "V", "Dame") to the one card of that rank in a pool of cards.
type cardReader struct {
	r  *reader
	ws []Token
	i  int
	// defer, when set, keeps a rank alone that could be several cards as
	// a request (reqs) to be resolved against the legal captures.
	deferRanks bool
	reqs       []rankReq
}

// rankReq is a rank typed alone for a taken card that could be several
// table cards ("K nimmt K" with two kings on the table).
type rankReq struct {
	rank engine.Rank
	tok  Token
	// all: every card of the rank on the table ("alle Könige")
	all bool
}

// ofRank returns the cards of a rank among cs.
func ofRank(cs []engine.Card, rk engine.Rank) []engine.Card {
	var out []engine.Card
	for _, c := range cs {
		if c.Rank == rk {
			out = append(out, c)
		}
	}
	return out
}

// rankGroup reads a number of cards of a rank at the start of ws: a
// quantity and a rank ("beide Könige", "deux rois", "alle Damen", "zwei
// Sechsen") or a rank in the plural ("Könige", "les valets"): n cards of
// rank rk (0: all of them), in words words.
func rankGroup(ws []Token) (n int, rk engine.Rank, words int, ok bool) {
	q, hasQ := quantities[ws[0].Fold]
	i := 0
	if hasQ {
		i = 1
		if q2, ok := quantities[at(ws, 1)]; ok && q == 0 && q2 > 0 {
			q, i = q2, 2 // "alle drei Asse", "tous les deux rois"
		}
	}
	for i < len(ws) && (ws[i].Fold == "les" || ws[i].Fold == "die" || ws[i].Fold == "the") && !(hasQ && q >= 2) {
		// "alle die Damen", « les rois »; never after a count: „die Vier
		// und die Drei“ is two cards, not four threes (it was read so)
		i++
	}
	if i >= len(ws) {
		return 0, engine.NoRank, 0, false
	}
	if r, plural := engine.PluralRank(ws[i].Fold); plural {
		return q, r, i + 1, true
	}
	if r, near := pluralTypo(ws[i].Fold); hasQ && near {
		return q, r, i + 1, true // "beide Köniche"
	}
	if hasQ && q >= 2 {
		// "zwei 6", "deux 7": the rank in digits or a word
		if r, ok := rankOf(ws[i], true); ok {
			return q, r, i + 1, true
		}
	}
	return 0, engine.NoRank, 0, false
}

// at returns the folded word i of ws ("" past the end).
func at(ws []Token, i int) string {
	if i < len(ws) {
		return ws[i].Fold
	}
	return ""
}

// next reads the card at the current word, trying one, two and three
// words ("Pik Dame", "dame de cœur"). A rank alone is the card of that
// rank in the first pool that has one; ok is false if the current word
// starts no card.
func (cr *cardReader) next(pools ...[]engine.Card) (engine.Card, bool, error) {
	w := cr.ws[cr.i]
	var firstErr error
	for n := 2; n >= 1; n-- {
		// "die Große Zehn", "le petit deux": Pasur's named cards
		if cr.i+n <= len(cr.ws) {
			if c, ok := engine.NamedCard(Fold(cr.ws[cr.i : cr.i+n])); ok {
				cr.i += n
				return c, true, nil
			}
		}
	}
	if c, ok := compoundCard(w.Fold); ok {
		// "Kreuzkönig", "Herzdame", "Pikass": a German card in one word
		cr.i++
		return c, true, nil
	}
	for n := 1; n <= 3 && cr.i+n <= len(cr.ws); n++ {
		if n > 1 && cr.parted(cr.i+n-2) {
			break // „7 und Kreuz 2“: the 7 and the 2♣, never 7♣
		}
		if cr.i+n < len(cr.ws) && cr.hyphened(cr.i+n-1) {
			continue // "6 pik-bube": "pik" belongs to "bube", not to the 6
		}
		parts := make([]string, n)
		for k := range parts {
			parts[k] = cr.ws[cr.i+k].Fold
			if n > 1 && parts[k] == "buben" {
				parts[k] = "bube" // "den Pik-Buben": one jack, declined
			}
			if v, ok := numberWord(parts[k]); ok && n > 1 && v >= 2 && v <= 10 && cr.ws[cr.i+k].Kind == Word {
				parts[k] = strconv.Itoa(v) // "le sept de carreau", "die Karo-Sieben"
			}
		}
		c, err := engine.CardWords(parts, engine.AnyLanguage)
		if err == nil {
			cr.i += n
			return c, true, nil
		}
		if n == 1 {
			firstErr = err
		}
		if errors.Is(err, engine.ErrAmbiguous) {
			// "4c" is 4♣ or 4♥ (cœur): the one of them at hand or on the
			// table is meant
			if c, ok := onlyIn(err, pools); ok {
				cr.i += n
				return c, true, nil
			}
			e := errAt(ErrAmbiguousCard, cr.r.line, cr.ws, cr.i, cr.i+n)
			e.Choices, e.Cards = choicesOf(err)
			return engine.Card{}, true, e
		}
	}
	if rk, ok := rankOf(w, true); ok {
		return cr.rankAlone(w, rk, pools)
	}
	if errors.Is(firstErr, engine.ErrNotACard) {
		return engine.Card{}, false, nil
	}
	return engine.Card{}, true, errTok(ErrBadCard, w)
}

// parted reports a separator ("und", « et », ",") typed between the
// words cr.ws[k] and cr.ws[k+1]: they are parts of two cards.
func (cr *cardReader) parted(k int) bool {
	if k+1 >= len(cr.ws) {
		return false
	}
	a, b := cr.ws[k].End, cr.ws[k+1].Start
	if a < 0 || b > len(cr.r.line) || a >= b {
		return false
	}
	for _, t := range Lex(cr.r.line[a:b]) {
		if t.Kind == Sep {
			return true
		}
	}
	return false
}

// rankAlone is the card a rank typed alone stands for: the one card of
// that rank in the first pool that has one (the question's card among
// several); several are asked back, or kept as a request to resolve
// against the legal captures (deferRanks); none is ErrCardNotThere.
func (cr *cardReader) rankAlone(w Token, rk engine.Rank, pools [][]engine.Card) (engine.Card, bool, error) {
	var cands []engine.Card
	for _, pool := range pools {
		for _, c := range pool {
			if c.Rank == rk {
				cands = append(cands, c)
			}
		}
		if len(cands) > 0 {
			break
		}
	}
	if q := cr.r.ctx.Card; len(cands) > 1 && q.Rank == rk && inCards(cands, q) {
		cands = []engine.Card{q} // the card the question is about
	}
	switch len(cands) {
	case 1:
		cr.i++
		return cands[0], true, nil
	case 0:
		return engine.Card{}, true, errTok(ErrCardNotThere, w)
	}
	if cr.deferRanks {
		cr.reqs = append(cr.reqs, rankReq{rank: rk, tok: w})
		cr.i++
		return engine.Card{}, true, nil
	}
	e := errTok(ErrAmbiguousCard, w)
	for _, c := range cands {
		e.Choices = append(e.Choices, c.String())
	}
	e.Cards = cands
	return engine.Card{}, true, e
}

// compoundCard reads a German card written as one word, the suit before
// the rank: "kreuzkonig" (folded), "herzdame", "pikass", "karosieben"
// (the suit words are the engine's German notation).
func compoundCard(w string) (engine.Card, bool) {
	for i := 2; i < len(w); i++ {
		suit, rest := w[:i], w[i:]
		if !engine.SuitWord(suit, engine.German) {
			continue
		}
		if v, ok := numberWord(rest); ok && v >= 2 && v <= 10 {
			rest = strconv.Itoa(v)
		}
		if rest == "buben" {
			rest = "bube"
		}
		if c, err := engine.CardWords([]string{suit, rest}, engine.AnyLanguage); err == nil {
			return c, true
		}
	}
	return engine.Card{}, false
}

// hyphened reports whether word k is joined to the next word by a hyphen
// ("Pik-Bube").
func (cr *cardReader) hyphened(k int) bool {
	a, b := cr.ws[k], cr.ws[k+1]
	between := cr.r.line[a.End:b.Start]
	return between == "-" || between == "‑"
}

// onlyIn returns the one reading of an ambiguous card that lies in the
// first pool holding any of its readings.
func onlyIn(err error, pools [][]engine.Card) (engine.Card, bool) {
	var pe *engine.ParseError
	if !errors.As(err, &pe) {
		return engine.Card{}, false
	}
	for _, pool := range pools {
		var found []engine.Card
		for _, c := range pe.Choices {
			if inCards(pool, c) {
				found = append(found, c)
			}
		}
		if len(found) > 0 {
			return found[0], len(found) == 1
		}
	}
	return engine.Card{}, false
}

// choicesOf lists an engine parse error's choices, written out (for logs)
// and as cards (for the learner).
func choicesOf(err error) ([]string, []engine.Card) {
	var pe *engine.ParseError
	if !errors.As(err, &pe) {
		return nil, nil
	}
	out := make([]string, len(pe.Choices))
	for i, c := range pe.Choices {
		out[i] = c.String()
	}
	return out, append([]engine.Card(nil), pe.Choices...)
}

// pluralTypos are the rank words in the plural that a typo after a count
// is checked against (see pluralTypo).
var pluralTypos = []string{"konige", "damen", "buben", "sechsen", "siebenen", "achten", "neunen", "zehnen", "rois", "dames", "valets"}

// pluralTypo reads a rank in the plural typed with one typo, or with the
// regional "ich" for "ig" („beide Köniche“ for „beide Könige“): the one
// rank whose plural is so near the folded word w (of five letters or
// more), after a count („beide“, « les deux ») that says cards are meant.
func pluralTypo(w string) (engine.Rank, bool) {
	rw := []rune(w)
	if _, number := numberWord(w); len(rw) < 5 || number || classOf(w) != 0 || playFiller(w) {
		return engine.NoRank, false // "trois" is no "rois" with a typo
	}
	rg := []rune(strings.ReplaceAll(w, "ich", "ig"))
	found, n := engine.NoRank, 0
	for _, p := range pluralTypos {
		rp := []rune(p)
		if string(rg) != p && !withinOneEdit(rw, rp) && !withinOneEdit(rg, rp) {
			continue
		}
		if rk, _ := engine.PluralRank(p); rk != found {
			found, n = rk, n+1
		}
	}
	return found, n == 1
}
