package tutor

import (
	"errors"
	"strings"

	"croupier/engine"
)

// playVerb classifies the words of a Pasur play: 'p' plays a card, 't'
// takes, 'l' lays, 0 for none.
func playVerb(w string) byte {
	switch w {
	case "spiele", "spielt", "spiel", "spielen", "ausspielen", "joue", "jouer", "joues", "play", "plays":
		return 'p'
	case "nehme", "nimm", "nimmt", "nehmen", "nehm", "schlage", "schlagt", "sammle",
		"prends", "prend", "prendre", "ramasse", "take", "takes":
		return 't'
	case "lege", "leg", "legt", "legen", "anlegen", "lege an", "pose", "poser", "poses", "depose", "lay", "lays":
		return 'l'
	}
	return 0
}

// playFiller reports words a play may contain that carry nothing
// ("ich", "je", "und", "mit", "avec", "an", "sur den Tisch").
func playFiller(w string) bool {
	switch w {
	case "ich", "je", "j'", "j", "und", "et", "mit", "avec", "an", "auf", "sur", "den", "le", "la", "les",
		"tisch", "table", "die", "der", "dem", "karte", "karten", "carte", "cartes", "damit", "ainsi", "+", "&", "then", "and":
		return true
	}
	return false
}

// takeAllWord reports "alles" / "tout" (take everything the card can).
func takeAllWord(w string) bool {
	switch w {
	case "alles", "alle", "tout", "toutes", "tous", "all", "everything":
		return true
	}
	return false
}

// splitPlayWords splits folded text into words at spaces and punctuation,
// and after suit symbols ("4♠7♦" → "4♠", "7♦").
func splitPlayWords(s string) []string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case ',', ';', ':', '(', ')', '.', '!', '?', '/':
			b.WriteByte(' ')
		case '♣', '♦', '♥', '♠':
			b.WriteRune(r)
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return strings.Fields(b.String())
}

// cardReader turns words into cards, resolving a rank alone ("B", "V",
// "Dame") to the one card of that rank in a pool.
type cardReader struct {
	words []string
	i     int
}

// next reads the card at the current word, trying one, two and three
// words ("Pik Dame", "dame de cœur"). The pools resolve a rank alone: the
// first pool holding a card of that rank decides; ok is false if the
// current word starts no card.
func (cr *cardReader) next(pools ...[]engine.Card) (engine.Card, bool, error) {
	w := cr.words[cr.i]
	var firstErr error
	for n := 1; n <= 3 && cr.i+n <= len(cr.words); n++ {
		text := strings.Join(cr.words[cr.i:cr.i+n], " ")
		c, err := engine.ParseCardIn(text, engine.AnyLanguage)
		if err == nil {
			cr.i += n
			return c, true, nil
		}
		if n == 1 {
			firstErr = err
		}
		if errors.Is(err, engine.ErrAmbiguous) {
			return engine.Card{}, true, &AnswerError{Err: ErrAmbiguousCard, Token: text, Cause: err, Choices: choicesOf(err)}
		}
	}
	// A rank alone: the one card of that rank in the pool.
	if r, err := engine.ParseRank(w, engine.AnyLanguage); err == nil {
		var cands []engine.Card
		for _, pool := range pools {
			for _, c := range pool {
				if c.Rank == r {
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
			return engine.Card{}, true, &AnswerError{Err: ErrCardNotThere, Token: w, Cause: firstErr}
		}
		e := &AnswerError{Err: ErrAmbiguousCard, Token: w}
		for _, c := range cands {
			e.Choices = append(e.Choices, c.String())
		}
		return engine.Card{}, true, e
	}
	if errors.Is(firstErr, engine.ErrNotACard) {
		return engine.Card{}, false, nil
	}
	return engine.Card{}, true, &AnswerError{Err: ErrBadCard, Token: w, Cause: firstErr}
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

// parsePlay reads a Pasur play: "nehme 4♠ 7♦", "je prends 4♠ 7♦",
// "7♠ nimmt 4♦", "spiele 7♠ und nehme 4♦", "lege 5♣", "je pose 5♣",
// "B nimmt alles", "7♠ nimmt nichts", or cards alone ("7♠ 4♦": the first
// is played if it is in the hand, the rest taken).
func parsePlay(s string, ctx *AnswerContext) (Answer, error) {
	ans := Answer{Kind: AnsPlay}
	var pre []engine.Card // cards before any verb
	mode := byte(0)
	cr := &cardReader{words: splitPlayWords(s)}
	setPlay := func(c engine.Card) error {
		if ans.Play.Valid() && ans.Play != c {
			return answerErr(ErrTwoPlays, c.String())
		}
		ans.Play = c
		return nil
	}
	for cr.i < len(cr.words) {
		w := cr.words[cr.i]
		if v := playVerb(w); v != 0 {
			cr.i++
			switch v {
			case 'p':
				mode = 'p'
			case 'l':
				mode = 'l'
				ans.Lay = true
			case 't':
				if len(pre) == 1 && !ans.Play.Valid() {
					ans.Play, pre = pre[0], nil
				}
				mode = 't'
				ans.HasTake = true
			}
			continue
		}
		if playFiller(w) {
			cr.i++
			continue
		}
		if zeroWord(w) || w == "kein" || w == "keine" {
			cr.i++
			ans.HasTake = true
			continue
		}
		if takeAllWord(w) {
			cr.i++
			ans.TakeAll, ans.HasTake = true, true
			continue
		}
		// A rank alone is a card of the hand when played, of the table
		// when taken; before any verb the hand is tried first.
		pools := [][]engine.Card{ctx.Hand, ctx.Table}
		switch mode {
		case 'p', 'l':
			pools = [][]engine.Card{ctx.Hand}
		case 't':
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
			return Answer{}, answerErr(ErrUnexpected, w)
		}
		switch mode {
		case 'p', 'l':
			if err := setPlay(c); err != nil {
				return Answer{}, err
			}
		case 't':
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
		return Answer{}, answerErr(ErrEmptyAnswer, s)
	}
	return ans, nil
}

// parseCardList reads a list of cards ("4♠ 7♦", "Pik-Dame und 10 Karo").
func parseCardList(s string, ctx *AnswerContext) (Answer, error) {
	ans := Answer{Kind: AnsCards}
	pool := append(append([]engine.Card(nil), ctx.Hand...), ctx.Table...)
	cr := &cardReader{words: splitPlayWords(s)}
	for cr.i < len(cr.words) {
		if playFiller(cr.words[cr.i]) {
			cr.i++
			continue
		}
		c, ok, err := cr.next(pool)
		if err != nil {
			return Answer{}, err
		}
		if !ok {
			return Answer{}, answerErr(ErrUnexpected, cr.words[cr.i])
		}
		ans.Cards = appendDistinct(ans.Cards, c)
	}
	if len(ans.Cards) == 0 {
		return Answer{}, answerErr(ErrEmptyAnswer, s)
	}
	return ans, nil
}

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
