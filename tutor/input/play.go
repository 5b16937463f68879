package input

import (
	"errors"
	"strings"

	"croupier/engine"
)

// cardReader turns the words of a line into cards, resolving a rank alone
// ("B", "V", "Dame") to the one card of that rank in a pool of cards.
type cardReader struct {
	r  *reader
	ws []Token
	i  int
}

// next reads the card at the current word, trying one, two and three
// words ("Pik Dame", "dame de cœur"). A rank alone is the card of that
// rank in the first pool that has one; ok is false if the current word
// starts no card.
func (cr *cardReader) next(pools ...[]engine.Card) (engine.Card, bool, error) {
	w := cr.ws[cr.i]
	var firstErr error
	for n := 1; n <= 3 && cr.i+n <= len(cr.ws); n++ {
		parts := make([]string, n)
		for k := range parts {
			parts[k] = cr.ws[cr.i+k].Fold
		}
		c, err := engine.ParseCardIn(strings.Join(parts, " "), engine.AnyLanguage)
		if err == nil {
			cr.i += n
			return c, true, nil
		}
		if n == 1 {
			firstErr = err
		}
		if errors.Is(err, engine.ErrAmbiguous) {
			e := errAt(ErrAmbiguousCard, cr.r.line, cr.ws, cr.i, cr.i+n)
			e.Choices = choicesOf(err)
			return engine.Card{}, true, e
		}
	}
	if rk, err := engine.ParseRank(w.Fold, engine.AnyLanguage); err == nil {
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
		switch len(cands) {
		case 1:
			cr.i++
			return cands[0], true, nil
		case 0:
			return engine.Card{}, true, errTok(ErrCardNotThere, w)
		}
		e := errTok(ErrAmbiguousCard, w)
		for _, c := range cands {
			e.Choices = append(e.Choices, c.String())
		}
		return engine.Card{}, true, e
	}
	if errors.Is(firstErr, engine.ErrNotACard) {
		return engine.Card{}, false, nil
	}
	return engine.Card{}, true, errTok(ErrBadCard, w)
}

// choicesOf lists an engine parse error's choices.
func choicesOf(err error) []string {
	var pe *engine.ParseError
	if !errors.As(err, &pe) {
		return nil
	}
	out := make([]string, len(pe.Choices))
	for i, c := range pe.Choices {
		out[i] = c.String()
	}
	return out
}

// playFiller reports words a play may contain that carry nothing: "ich",
// "je", "mit", "avec", "auf den Tisch".
func playFiller(w string) bool {
	switch w {
	case "ich", "je", "j'", "j", "mit", "avec", "an", "auf", "sur", "den", "le", "la", "les", "l'",
		"tisch", "table", "die", "der", "dem", "karte", "karten", "carte", "cartes", "damit", "ainsi", "then":
		return true
	}
	return false
}

// play reads a Pasur play: "nehme 4♠ 7♦", "je prends 4♠ 7♦", "7♠ nimmt
// 4♦", "spiele 7♠ und nehme 4♦", "lege 5♣", "je pose 5♣", "B nimmt
// alles", "7♠ nimmt nichts", or cards alone ("7♠ 4♦": the first is
// played if it is in the hand, the rest taken).
func (r *reader) play() (Answer, error) {
	ctx := r.ctx
	ans := Answer{Kind: Play}
	var pre []engine.Card // cards before any verb
	mode := class(0)
	cr := &cardReader{r: r, ws: r.words()}
	for cr.i < len(cr.ws) {
		t := cr.ws[cr.i]
		w := t.Fold
		switch {
		case is(w, cPlay):
			cr.i++
			mode = cPlay
			continue
		case is(w, cLay):
			cr.i++
			mode, ans.Lay = cLay, true
			continue
		case is(w, cTake):
			cr.i++
			if len(pre) == 1 && !ans.Play.Valid() {
				ans.Play, pre = pre[0], nil
			}
			mode, ans.HasTake = cTake, true
			continue
		case playFiller(w):
			cr.i++
			continue
		case is(w, cZero) || w == "kein" || w == "keine":
			cr.i++
			ans.HasTake = true
			continue
		case is(w, cTakeAll):
			cr.i++
			ans.TakeAll, ans.HasTake = true, true
			continue
		}
		// A rank alone is a card of the hand when played, of the table
		// when taken; before any verb the hand is tried first.
		pools := [][]engine.Card{ctx.Hand, ctx.Table}
		switch mode {
		case cPlay, cLay:
			pools = [][]engine.Card{ctx.Hand}
		case cTake:
			pools = [][]engine.Card{ctx.Table}
		}
		if len(ctx.Hand) == 0 && len(ctx.Table) == 0 {
			pools = nil
		}
		c, ok, err := cr.next(pools...)
		if err != nil {
			return Answer{}, err
		}
		if !ok {
			return Answer{}, errTok(ErrUnexpected, t)
		}
		switch mode {
		case cPlay, cLay:
			if ans.Play.Valid() && ans.Play != c {
				return Answer{}, errTok(ErrTwoPlays, t)
			}
			ans.Play = c
		case cTake:
			ans.Take = appendDistinct(ans.Take, c)
		default:
			pre = append(pre, c)
		}
	}
	if len(pre) > 0 {
		// Cards without a verb: the first is the played card if it is in
		// the hand (or no hand is known and no card was played yet).
		first := pre[0]
		if !ans.Play.Valid() && (len(ctx.Hand) == 0 && len(pre) > 1 || inCards(ctx.Hand, first)) {
			ans.Play, pre = first, pre[1:]
		}
		for _, c := range pre {
			ans.Take = appendDistinct(ans.Take, c)
			ans.HasTake = true
		}
	}
	if !ans.Play.Valid() && !ans.HasTake && !ans.Lay {
		return Answer{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// cardList reads a list of cards ("4♠ 7♦", "Pik-Dame und 10 Karo").
func (r *reader) cardList() (Answer, error) {
	ans := Answer{Kind: Cards}
	pool := append(append([]engine.Card(nil), r.ctx.Hand...), r.ctx.Table...)
	cr := &cardReader{r: r, ws: r.words()}
	for cr.i < len(cr.ws) {
		if playFiller(cr.ws[cr.i].Fold) {
			cr.i++
			continue
		}
		c, ok, err := cr.next(pool)
		if err != nil {
			return Answer{}, err
		}
		if !ok {
			return Answer{}, errTok(ErrUnexpected, cr.ws[cr.i])
		}
		ans.Cards = appendDistinct(ans.Cards, c)
	}
	if len(ans.Cards) == 0 {
		return Answer{}, r.all(ErrEmpty)
	}
	return ans, nil
}

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
