package engine

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentinel errors of the card parser. A *ParseError wraps exactly one of
// them, so callers can test with errors.Is.
var (
	ErrEmptyCard   = errors.New("no card given")
	ErrUnknownRank = errors.New("unknown rank")
	ErrUnknownSuit = errors.New("unknown suit")
	ErrMissingSuit = errors.New("rank without a suit")
	ErrMissingRank = errors.New("suit without a rank")
	ErrAmbiguous   = errors.New("ambiguous card")
	ErrNotACard    = errors.New("not a card")
)

// ParseError tells why a card or rank could not be read. Choices lists the
// cards (or, for a rank, cards of suit ♣ standing for their ranks) that an
// ambiguous input could mean; Token is the part of the input at fault.
type ParseError struct {
	Input   string
	Token   string
	Err     error
	Choices []Card
}

// Error describes the problem in English, for logs and tests; the tutor
// renders its own message from the fields.
func (e *ParseError) Error() string {
	msg := e.Err.Error() + " in " + quote(e.Input)
	if e.Token != "" && e.Token != e.Input {
		msg += " at " + quote(e.Token)
	}
	if len(e.Choices) > 0 {
		parts := make([]string, len(e.Choices))
		for i, c := range e.Choices {
			parts[i] = c.String()
		}
		msg += ": could be " + strings.Join(parts, " or ")
	}
	return msg
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

func quote(s string) string { return "\"" + s + "\"" }

func parseErr(input, token string, err error) *ParseError {
	return &ParseError{Input: input, Token: token, Err: err}
}

// ParseCard reads one card in the locale-neutral notation of scenario
// files: a rank A 2–10 J Q K followed by a suit symbol ♣♦♥♠ or letter
// C D H S, in any letter case ("10♦", "QS", "Kc").
func ParseCard(s string) (Card, error) {
	// Fast path for the common compact ASCII/symbol forms.
	if c, ok := parseCompactNeutral(s); ok {
		return c, nil
	}
	return ParseCardIn(s, Neutral)
}

// parseCompactNeutral reads "10♦", "QS", "kc" without allocating.
func parseCompactNeutral(s string) (Card, bool) {
	if len(s) < 2 {
		return Card{}, false
	}
	var r Rank
	rest := s
	switch b := s[0]; {
	case b == '1' && len(s) > 2 && s[1] == '0':
		r, rest = Ten, s[2:]
	case b >= '2' && b <= '9':
		r, rest = Rank(b-'0'), s[1:]
	case b == 'A' || b == 'a':
		r, rest = Ace, s[1:]
	case b == 'J' || b == 'j':
		r, rest = Jack, s[1:]
	case b == 'Q' || b == 'q':
		r, rest = Queen, s[1:]
	case b == 'K' || b == 'k':
		r, rest = King, s[1:]
	default:
		return Card{}, false
	}
	var su Suit
	switch rest {
	case "C", "c", "♣":
		su = Clubs
	case "D", "d", "♦":
		su = Diamonds
	case "H", "h", "♥":
		su = Hearts
	case "S", "s", "♠":
		su = Spades
	default:
		return Card{}, false
	}
	return Card{Rank: r, Suit: su}, true
}

// ParseCardIn reads one card as a person types it in the given notation:
// the neutral forms, plus German ("Pik-Dame", "10 Karo", "BH") or French
// ("dame de cœur", "10 carreau", "VP") spellings when n allows them. Case,
// accents and Unicode forms do not matter. Words may come in either order;
// compact forms are rank then suit. Input with several readings fails with
// ErrAmbiguous and lists them; it is never guessed.
func ParseCardIn(s string, n Notation) (Card, error) {
	words := splitWords(fold(strings.TrimSpace(s)))
	switch len(words) {
	case 0:
		return Card{}, parseErr(s, "", ErrEmptyCard)
	case 1:
		return parseCompact(s, words[0], n)
	case 2:
		return parseTwoWords(s, words[0], words[1], n)
	}
	return Card{}, parseErr(s, "", ErrNotACard)
}

// fillers are words people put between rank and suit: "dame de cœur".
func isFiller(w string) bool {
	switch w {
	case "de", "du", "von", "of":
		return true
	}
	return false
}

// splitWords splits on white space and hyphens, drops fillers and the
// French elided article ("l'as", "l’as").
func splitWords(s string) []string {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || r == '-' || r == '_'
	})
	out := f[:0]
	for _, w := range f {
		w = stripElision(w)
		if w != "" && !isFiller(w) {
			out = append(out, w)
		}
	}
	return out
}

// stripElision removes a leading "l'" (any apostrophe) from a word.
func stripElision(w string) string {
	for _, ap := range []string{"l'", "l’", "lʼ"} {
		if strings.HasPrefix(w, ap) {
			return w[len(ap):]
		}
	}
	return w
}

// isDigits reports whether w is all ASCII digits.
func isDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// parseCompact reads a single word: rank immediately followed by suit.
// A word that is itself a rank word of the notation ("as" in French) is
// read as that word, not as a rank letter plus a suit letter (A♠).
func parseCompact(input, w string, n Notation) (Card, error) {
	if n != Neutral && len(w) > 1 && !isDigits(w) {
		if _, rc := lookup(w, rankToken, n); rc > 0 {
			return Card{}, parseErr(input, w, ErrMissingSuit)
		}
	}
	var cands []Card
	var rankSeen, suitSeen bool
	// Try every split point between a rank prefix and a suit suffix.
	for i := 1; i < len(w); i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		rv, rc := lookup(w[:i], rankToken, n)
		sv, sc := lookup(w[i:], suitToken, n)
		rankSeen = rankSeen || rc > 0
		suitSeen = suitSeen || sc > 0
		for _, r := range rv[:rc] {
			for _, su := range sv[:sc] {
				cands = appendCard(cands, Card{Rank: Rank(r), Suit: Suit(su)})
			}
		}
	}
	if len(cands) == 1 {
		return cands[0], nil
	}
	if len(cands) > 1 {
		return Card{}, &ParseError{Input: input, Token: w, Err: ErrAmbiguous, Choices: cands}
	}
	// Explain what is missing.
	if _, rc := lookup(w, rankToken, n); rc > 0 {
		return Card{}, parseErr(input, w, ErrMissingSuit)
	}
	if _, sc := lookup(w, suitToken, n); sc > 0 {
		return Card{}, parseErr(input, w, ErrMissingRank)
	}
	if suitSeen {
		return Card{}, parseErr(input, w, ErrUnknownRank)
	}
	if rankSeen {
		return Card{}, parseErr(input, w, ErrUnknownSuit)
	}
	return Card{}, parseErr(input, w, ErrNotACard)
}

// parseTwoWords reads "rank suit" or "suit rank".
func parseTwoWords(input, a, b string, n Notation) (Card, error) {
	var cands []Card
	pair := func(rw, sw string) {
		rv, rc := lookup(rw, rankToken, n)
		sv, sc := lookup(sw, suitToken, n)
		for _, r := range rv[:rc] {
			for _, su := range sv[:sc] {
				cands = appendCard(cands, Card{Rank: Rank(r), Suit: Suit(su)})
			}
		}
	}
	pair(a, b)
	pair(b, a)
	switch {
	case len(cands) == 1:
		return cands[0], nil
	case len(cands) > 1:
		return Card{}, &ParseError{Input: input, Err: ErrAmbiguous, Choices: cands}
	}
	_, ar := lookup(a, rankToken, n)
	_, as := lookup(a, suitToken, n)
	_, br := lookup(b, rankToken, n)
	_, bs := lookup(b, suitToken, n)
	switch {
	case ar > 0 && bs == 0:
		return Card{}, parseErr(input, b, ErrUnknownSuit)
	case as > 0 && br == 0:
		return Card{}, parseErr(input, b, ErrUnknownRank)
	case br > 0 && as == 0:
		return Card{}, parseErr(input, a, ErrUnknownSuit)
	case bs > 0 && ar == 0:
		return Card{}, parseErr(input, a, ErrUnknownRank)
	}
	return Card{}, parseErr(input, "", ErrNotACard)
}

func appendCard(cs []Card, c Card) []Card {
	for _, x := range cs {
		if x == c {
			return cs
		}
	}
	return append(cs, c)
}

// ParseRank reads a rank alone, as Faro bets name them ("7", "Q", "Dame",
// "V", "roi"). An input with several readings fails with ErrAmbiguous.
func ParseRank(s string, n Notation) (Rank, error) {
	w := stripElision(fold(strings.TrimSpace(s)))
	if w == "" {
		return NoRank, parseErr(s, "", ErrEmptyCard)
	}
	vals, c := lookup(w, rankToken, n)
	switch c {
	case 1:
		return Rank(vals[0]), nil
	case 0:
		return NoRank, parseErr(s, w, ErrUnknownRank)
	}
	e := &ParseError{Input: s, Token: w, Err: ErrAmbiguous}
	for _, v := range vals[:c] {
		e.Choices = append(e.Choices, Card{Rank: Rank(v), Suit: Clubs})
	}
	return NoRank, e
}

// ParseCards reads a list of cards separated by commas, semicolons, "+",
// "und"/"et"/"and" or white space ("4♠ 7♦", "Pik-Dame, 10 Karo"). Multi-word
// cards are recognised by trying one word, then two.
func ParseCards(s string, n Notation) ([]Card, error) {
	f := strings.FieldsFunc(fold(s), func(r rune) bool {
		return unicode.IsSpace(r) || r == ',' || r == ';' || r == '+'
	})
	words := f[:0]
	for _, w := range f {
		w = stripElision(w)
		switch w {
		case "", "und", "et", "and":
			continue
		}
		words = append(words, w)
	}
	var out []Card
	for i := 0; i < len(words); {
		// "as de pique": a filler after a word binds the three together.
		if i+2 < len(words) && isFiller(words[i+1]) {
			if c, err := ParseCardIn(strings.Join(words[i:i+3], " "), n); err == nil {
				out = append(out, c)
				i += 3
				continue
			}
		}
		c, err := ParseCardIn(words[i], n)
		if err == nil {
			out = append(out, c)
			i++
			continue
		}
		// Try two (or three with a filler) words together.
		j := i + 2
		if j <= len(words) && isFiller(words[i+1]) {
			j++
		}
		if j <= len(words) {
			if c2, err2 := ParseCardIn(strings.Join(words[i:j], " "), n); err2 == nil {
				out = append(out, c2)
				i = j
				continue
			} else if errors.Is(err2, ErrAmbiguous) {
				return nil, err2
			}
		}
		if pe, ok := err.(*ParseError); ok {
			pe.Input = s
			if pe.Token == "" {
				pe.Token = words[i]
			}
		}
		return nil, err
	}
	if len(out) == 0 {
		return nil, parseErr(s, "", ErrEmptyCard)
	}
	return out, nil
}
