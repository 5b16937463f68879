package engine

import "strings"

// Notation says which spellings of ranks and suits a parser accepts.
// Neutral, the notation of scenario files, is always accepted; German and
// French add the forms people type (RULINGS.md "Cards and notation").
// The flags combine: German|French accepts both languages.
type Notation uint8

// The notations. Neutral is the zero value.
const (
	Neutral Notation = 0
	German  Notation = 1 << iota
	French
)

// AnyLanguage accepts the neutral, German and French forms together.
const AnyLanguage = German | French

// tokenKind tells whether a token names a rank or a suit.
type tokenKind uint8

const (
	rankToken tokenKind = iota + 1
	suitToken
)

// reading is one meaning a token can have.
type reading struct {
	kind tokenKind
	val  uint8    // a Rank or a Suit
	in   Notation // German, French, or Neutral (always accepted)
}

// readings lists every meaning of a folded token (see fold), at most three.
func readings(tok string) (rs [3]reading, n int) {
	add := func(kind tokenKind, val uint8, in Notation) {
		rs[n] = reading{kind, val, in}
		n++
	}
	rank := func(r Rank, in Notation) { add(rankToken, uint8(r), in) }
	suit := func(s Suit, in Notation) { add(suitToken, uint8(s), in) }
	switch tok {
	case "a", "1":
		rank(Ace, Neutral)
	case "ass":
		rank(Ace, German)
	case "as":
		rank(Ace, French)
	case "2", "3", "4", "5", "6", "7", "8", "9", "10":
		v := tok[0] - '0'
		if tok == "10" {
			v = 10
		}
		rank(Rank(v), Neutral)
	case "j":
		rank(Jack, Neutral)
	case "b", "bube":
		rank(Jack, German)
	case "v", "valet":
		rank(Jack, French)
	case "q":
		rank(Queen, Neutral)
	case "dame":
		rank(Queen, German|French)
	case "k":
		rank(King, Neutral)
		suit(Clubs, German) // Kreuz
		suit(Diamonds, German)
	case "konig", "koenig":
		rank(King, German)
	case "r", "roi":
		rank(King, French)
	case "d":
		rank(Queen, German|French)
		suit(Diamonds, Neutral)
	case "♣", "♧":
		suit(Clubs, Neutral)
	case "♦", "♢":
		suit(Diamonds, Neutral)
	case "♥", "♡":
		suit(Hearts, Neutral)
	case "♠", "♤":
		suit(Spades, Neutral)
	case "c":
		suit(Clubs, Neutral)
		suit(Hearts, French) // cœur
	case "h":
		suit(Hearts, Neutral)
	case "s":
		suit(Spades, Neutral)
	case "p":
		suit(Spades, German|French)
	case "t":
		suit(Clubs, French)
	case "kreuz":
		suit(Clubs, German)
	case "karo":
		suit(Diamonds, German)
	case "herz":
		suit(Hearts, German)
	case "pik":
		suit(Spades, German)
	case "trefle":
		suit(Clubs, French)
	case "carreau":
		suit(Diamonds, French)
	case "coeur":
		suit(Hearts, French)
	case "pique":
		suit(Spades, French)
	}
	return rs, n
}

// lookup returns the distinct values of the given kind that the notation
// accepts for a folded token, at most three.
func lookup(tok string, kind tokenKind, n Notation) (vals [3]uint8, count int) {
	rs, k := readings(tok)
	for _, rd := range rs[:k] {
		if rd.kind != kind || (rd.in != Neutral && rd.in&n == 0) {
			continue
		}
		dup := false
		for _, v := range vals[:count] {
			dup = dup || v == rd.val
		}
		if !dup {
			vals[count] = rd.val
			count++
		}
	}
	return vals, count
}

// SuitWord reports whether a folded word names a suit in the notation n
// as a whole word ("kreuz", "pik", "herz", "karo" in German; "trefle",
// "pique" in French), not a letter.
func SuitWord(w string, n Notation) bool {
	if len(w) < 2 {
		return false
	}
	_, c := lookup(w, suitToken, n)
	return c > 0
}

// pluralRanks are the ranks named in the plural, folded ("die Könige",
// "les rois", "die Siebenen").
var pluralRanks = map[string]Rank{
	"konige": King, "koenige": King, "damen": Queen, "buben": Jack, "asse": Ace,
	"rois": King, "dames": Queen, "valets": Jack,
	"zweien": Two, "dreien": Three, "vieren": Four, "funfen": Five, "fuenfen": Five,
	"sechsen": Six, "siebenen": Seven, "achten": Eight, "neunen": Nine, "zehnen": Ten,
	"kings": King, "queens": Queen, "jacks": Jack, "aces": Ace,
}

// PluralRank reads a rank named in the plural from a folded word:
// "konige", "rois", "siebenen".
func PluralRank(w string) (Rank, bool) {
	r, ok := pluralRanks[w]
	return r, ok
}

// namedCards are the cards Pasur names by themselves, by their folded
// words: the great ten (10♦) and the little two (2♣).
var namedCards = map[string]Card{
	"grosse zehn": {Ten, Diamonds}, "grossen zehn": {Ten, Diamonds}, "grosse 10": {Ten, Diamonds},
	"grand dix": {Ten, Diamonds}, "grand 10": {Ten, Diamonds},
	"kleine zwei": {Two, Clubs}, "kleinen zwei": {Two, Clubs}, "kleine 2": {Two, Clubs},
	"petit deux": {Two, Clubs}, "petit 2": {Two, Clubs},
}

// NamedCard reads a card that the games name by itself from folded words
// joined by spaces: "grosse zehn", "grand dix" (10♦), "kleine zwei",
// "petit deux" (2♣).
func NamedCard(words string) (Card, bool) {
	c, ok := namedCards[words]
	return c, ok
}

// fold is the package-wide Fold.
func fold(s string) string { return Fold(s) }

// RankWord reads a rank from one word already folded (see Fold), as a
// reader that folds each word of a line once has it: ParseRank without
// folding again. An elided article before it is dropped ("l'as").
func RankWord(w string, n Notation) (Rank, error) {
	w = stripElision(w)
	if w == "" {
		return NoRank, parseErr(w, "", ErrEmptyCard)
	}
	vals, c := lookup(w, rankToken, n)
	switch c {
	case 1:
		return Rank(vals[0]), nil
	case 0:
		return NoRank, parseErr(w, w, ErrUnknownRank)
	}
	e := &ParseError{Input: w, Token: w, Err: ErrAmbiguous}
	for _, v := range vals[:c] {
		e.Choices = append(e.Choices, Card{Rank: Rank(v), Suit: Clubs})
	}
	return NoRank, e
}

// CardWords reads one card from words already folded (see Fold), as a
// reader that folds each word of a line once has them: ParseCardIn
// without folding again ("pik", "dame"; "dame", "de", "coeur"; "4♠").
// Fillers between rank and suit ("de", "von") and an elided article are
// dropped.
func CardWords(words []string, n Notation) (Card, error) {
	var buf [4]string
	ws := buf[:0]
	for _, word := range words {
		if !strings.ContainsAny(word, " -_") {
			if w := stripElision(word); w != "" && !isFiller(w) {
				ws = append(ws, w)
			}
			continue
		}
		for _, w := range strings.FieldsFunc(word, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }) {
			if w = stripElision(w); w != "" && !isFiller(w) {
				ws = append(ws, w)
			}
		}
	}
	input := ""
	if len(words) == 1 {
		input = words[0]
	} else {
		input = strings.Join(words, " ")
	}
	switch len(ws) {
	case 0:
		return Card{}, parseErr(input, "", ErrEmptyCard)
	case 1:
		return parseCompact(input, ws[0], n)
	case 2:
		return parseTwoWords(input, ws[0], ws[1], n)
	}
	return Card{}, parseErr(input, "", ErrNotACard)
}
