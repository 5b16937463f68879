package input

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"croupier/engine"
)

// fold is engine.Fold, the one function by which this package folds
// text: a line's tokens once each, a question's options once, its word
// lists once (a variable only so that a benchmark may count the calls).
var fold = engine.Fold

// TokenKind is the kind of a token.
type TokenKind uint8

// The token kinds.
const (
	// Word is a word: letters, digits glued to letters ("4♠", "K♦",
	// "d'abord"), or a suit symbol.
	Word TokenKind = iota + 1
	// Number is an amount: digits with an optional half and sign ("+4",
	// "1½", "-1,5", "3/2", "1 1/2", "½"), read by engine.ParseAmount, or a
	// number of 14 or more written out ("einundzwanzig", "vingt et un"),
	// or a German number with a half in one word ("viereinhalb").
	Number
	// Sep separates the parts of a list: "," ";" "&" "|" and the words
	// "und", "et", "and", "sowie".
	Sep
)

// Token is one word, number or separator of a line.
type Token struct {
	Kind TokenKind
	// Text is the token as typed; Fold its folded form (engine.Fold).
	Text, Fold string
	// Start and End are the token's byte offsets in the line.
	Start, End int
	// Amount is a Number's value; Signed reports an explicit "+" or "-";
	// Bad reports digits that are no amount ("1,25"), whose Amount is 0.
	Amount engine.Amount
	Signed bool
	Bad    bool
}

// Lex splits a line into tokens. A "+" or "-" is a sign when a digit
// follows and no digit or letter stands right before it ("Dan -2", not
// "5-6"); a comma or point between digits and a final 5 or 0 is a decimal
// sign ("1,5"), otherwise a separator ("1, 3"). Other punctuation
// (. : ! ? ( ) = " and the like) only ends a word.
func Lex(line string) []Token {
	var out []Token
	for i := 0; i < len(line); {
		r, w := utf8.DecodeRuneInString(line[i:])
		switch {
		case unicode.IsSpace(r):
			i += w
		case r == ',' || r == ';' || r == '&' || r == '|':
			out = append(out, Token{Kind: Sep, Text: line[i : i+w], Fold: line[i : i+w], Start: i, End: i + w})
			i += w
		case startsNumber(line, i):
			j := numberEnd(line, i)
			out = append(out, numberToken(line, i, j))
			i = j
		case isPunct(r):
			i += w
		default:
			j := wordEnd(line, i)
			t := Token{Kind: Word, Text: line[i:j], Start: i, End: j}
			t.Fold = fold(t.Text)
			if classOf(t.Fold)&cSep != 0 {
				t.Kind = Sep
			}
			out = append(out, t)
			i = j
		}
	}
	return joinHalves(line, joinNumbers(line, out))
}

// isPunct reports punctuation that ends a word and is dropped.
func isPunct(r rune) bool {
	return strings.ContainsRune(".…:!?()[]{}=\"*«»„“”<>→", r) || r == '-' || r == '+' || r == '/' ||
		r == '\u2212' || r == '–' || r == '—' || r == '\'' || r == '’'
}

// isDigit reports an ASCII digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// startsNumber reports whether a number starts at i: a digit or "½", or a
// sign (+, -, the minus sign) followed by one, not glued to a word or a
// number before it.
func startsNumber(s string, i int) bool {
	if isDigit(s[i]) || strings.HasPrefix(s[i:], "½") {
		// a digit glued to letters before it belongs to the word ("B2")
		return i == 0 || !wordRuneBefore(s, i)
	}
	sign := 0
	switch {
	case s[i] == '+' || s[i] == '-':
		sign = 1
	case strings.HasPrefix(s[i:], "\u2212"):
		sign = len("\u2212")
	default:
		return false
	}
	if i > 0 && (wordRuneBefore(s, i) || isDigit(s[i-1])) {
		return false
	}
	j := i + sign
	for j < len(s) && s[j] == ' ' {
		j++
	}
	return j < len(s) && (isDigit(s[j]) || strings.HasPrefix(s[j:], "½"))
}

// wordRuneBefore reports a letter or digit right before i.
func wordRuneBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// numberEnd returns where the number starting at i ends.
func numberEnd(s string, i int) int {
	j := i
	if s[j] == '+' || s[j] == '-' {
		j++
	} else if strings.HasPrefix(s[j:], "\u2212") {
		j += len("\u2212")
	}
	for j < len(s) && s[j] == ' ' {
		j++
	}
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	switch {
	case strings.HasPrefix(s[j:], "½"):
		j += len("½")
	case j+1 < len(s) && (s[j] == ',' || s[j] == '.') && isDigit(s[j+1]):
		// a decimal part: "1,5" is a half; "1,25" is read whole and
		// refused as finer than a half
		j++
		for j < len(s) && isDigit(s[j]) {
			j++
		}
	case strings.HasPrefix(s[j:], " 1/2") && (j+4 == len(s) || !isDigit(s[j+4])):
		j += 4
	case strings.HasPrefix(s[j:], "/2") && (j+2 == len(s) || !isDigit(s[j+2])):
		j += 2
	}
	if j < len(s) {
		// digits glued to letters or suits ("4♠", "10c") are a word
		if r, _ := utf8.DecodeRuneInString(s[j:]); unicode.IsLetter(r) || strings.ContainsRune("♣♦♥♠♧♢♡♤", r) {
			if j2 := wordEnd(s, i); j2 > j {
				return j2
			}
		}
	}
	return j
}

// numberToken reads the number s[i:j]: a word when letters follow the
// digits ("4♠"), an amount otherwise.
func numberToken(s string, i, j int) Token {
	text := s[i:j]
	t := Token{Kind: Number, Text: text, Fold: fold(text), Start: i, End: j}
	if strings.IndexFunc(t.Fold, func(r rune) bool { return unicode.IsLetter(r) || strings.ContainsRune("♣♦♥♠", r) }) >= 0 {
		t.Kind = Word
		return t
	}
	a, err := engine.ParseAmount(t.Fold)
	if err != nil {
		t.Bad = true
		return t
	}
	t.Amount = a
	t.Signed = strings.ContainsAny(t.Fold, "+-")
	return t
}

// wordEnd returns where the word starting at i ends: at a space, a
// separator or punctuation; after a suit symbol ("4♠7♦" is two words);
// an apostrophe stays inside a word ("d'abord", "l’as").
func wordEnd(s string, i int) int {
	j := i
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if unicode.IsSpace(r) || r == ',' || r == ';' || r == '&' || r == '|' {
			break
		}
		if (r == '\'' || r == '’') && j > i {
			j += w
			break // an elided article ends here: "l'as" → "l'", "as"
		}
		if isPunct(r) && j > i {
			break
		}
		j += w
		if strings.ContainsRune("♣♦♥♠♧♢♡♤", r) {
			break
		}
	}
	if j == i {
		_, w := utf8.DecodeRuneInString(s[i:])
		j = i + w
	}
	return j
}

// splitComma parts tokens at the first comma: what the answer says and
// what may follow it, a reason ("nichts, das hebt sich auf"); rest is
// nil when there is no comma.
func splitComma(ts []Token) (head, rest []Token) {
	for k, t := range ts {
		if t.Kind == Sep && t.Text == "," {
			return ts[:k], ts[k+1:]
		}
	}
	return ts, nil
}

// Words returns the folded words and numbers of tokens, separators left
// out.
func Words(ts []Token) []string {
	var out []string
	for _, t := range ts {
		if t.Kind != Sep {
			out = append(out, t.Fold)
		}
	}
	return out
}

// foldedText is the folded text from the first of toks to the end of
// line, made of the tokens' folded forms and the text between them
// (folded only where it is not plain ASCII: a minus sign, a non-breaking
// space), as engine.Fold would fold the whole.
func foldedText(line string, toks []Token) string {
	if len(toks) == 0 {
		return ""
	}
	var b strings.Builder
	gap := func(s string) {
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				b.WriteString(fold(s))
				return
			}
		}
		b.WriteString(strings.ToLower(s))
	}
	at := toks[0].Start
	for _, t := range toks {
		gap(line[at:t.Start])
		b.WriteString(t.Fold)
		at = t.End
	}
	gap(line[at:])
	return b.String()
}
