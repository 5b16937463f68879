package input

import (
	"strconv"

	"croupier/engine"
)

// A card named in a score by its suit and rank is a card, never the
// suit's category: „die Kreuz-Zwei“, „Kreuz zwei“, „Karo-Zehn“,
// « le deux de trèfle », « dix de carreau », „Kreuz-Bube“ (a jack, and a
// club). Only the suit before the rank (German) or the rank, « de » and
// the suit (French) make a card: „sieben Kreuz“ stays a count of clubs,
// and a suit with a figure for a card that scores nothing („Kreuz 7“) the
// points for the most clubs.
// pasur.de.txt „Punktewertung“: each ace and jack 1, Kreuz-2 2, Karo-10
// 3 (the Karo-7 1 by a local rule); other cards score nothing.

// scoreCardAt reads a card named by suit and rank at ws[i]: the
// category it scores ("" for a card that scores nothing) and the words
// it takes (0 when no card starts there).
func scoreCardAt(ws []Token, i int) (cat string, words int) {
	for n := 3; n >= 2; n-- {
		if i+n > len(ws) {
			continue
		}
		span := ws[i : i+n]
		first := span[0].Fold
		suitFirst := engine.SuitWord(first, engine.German)
		deMiddle := n == 3 && (span[1].Fold == "de" || span[1].Fold == "d'") && engine.SuitWord(span[2].Fold, engine.AnyLanguage)
		if n == 3 && !deMiddle || n == 2 && !suitFirst {
			continue
		}
		parts := make([]string, n)
		for k, t := range span {
			parts[k] = t.Fold
			if v, ok := numberWord(t.Fold); ok && v >= 2 && v <= 10 && t.Kind == Word {
				parts[k] = strconv.Itoa(v)
			}
			if parts[k] == "buben" {
				parts[k] = "bube"
			}
		}
		c, err := engine.CardWords(parts, engine.AnyLanguage)
		if err != nil {
			continue
		}
		if n == 2 && cardCategory(c) == "" && c.Rank <= engine.Ten {
			continue // „Kreuz 7“, „Kreuz sieben“: the 7 points for the most clubs
		}
		return cardCategory(c), n
	}
	if i < len(ws) && ws[i].Kind == Word {
		if c, ok := compoundCard(ws[i].Fold); ok && cardCategory(c) != "" {
			return cardCategory(c), 1 // „Kreuzzwei“, „Karozehn“, „Pikass“
		}
	}
	return "", 0
}

// cardCategory is the score category a card counts in, "" for none.
func cardCategory(c engine.Card) string {
	switch {
	case c.Rank == engine.Ace:
		return ScoreAces
	case c.Rank == engine.Jack:
		return ScoreJacks
	case c == engine.Card{Rank: engine.Two, Suit: engine.Clubs}:
		return ScoreTwoClubs
	case c == engine.Card{Rank: engine.Ten, Suit: engine.Diamonds}:
		return ScoreTenDiamonds
	case c == engine.Card{Rank: engine.Seven, Suit: engine.Diamonds}:
		return ScoreSevenDiamonds
	}
	return ""
}

// categoryOf is the category the words ts name: a card by suit and rank
// first („Kreuz zwei“ is the Kleine Zwei, not clubs), then the category
// words.
func categoryOf(ts []Token) string {
	i := 0
	for i < len(ts) && is(ts[i].Fold, cArticle) {
		i++
	}
	if cat, n := scoreCardAt(ts, i); n > 0 && i+n == len(ts) {
		return cat
	}
	return ScoreCategory(Fold(ts))
}

// isCardName reports words that are exactly one card named by suit and
// rank, after articles.
func isCardName(ts []Token) bool {
	i := 0
	for i < len(ts) && is(ts[i].Fold, cArticle) {
		i++
	}
	_, n := scoreCardAt(ts, i)
	return n > 0 && i+n == len(ts)
}
