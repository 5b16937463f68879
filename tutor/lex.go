package tutor

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"croupier/engine"
)

// tokKind is the kind of a lexical token of an answer.
type tokKind uint8

const (
	tWord tokKind = iota + 1
	tAmount
	tSep
)

// token is one lexical token of folded answer text.
type token struct {
	kind   tokKind
	text   string
	amount engine.Amount
	signed bool // the amount had an explicit + or -
}

// maxDigits bounds the digits of a typed amount, far from overflow.
const maxDigits = 12

// lex splits folded text into words, amounts and separators (",", ";",
// "&", "und", "et", "and"). A comma between a digit and a final 5 is a
// decimal comma ("1,5"); "½", ".5", " 1/2" are halves; "+" and "-" are
// signs when a number follows.
func lex(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == ' ' || r == '\t' || unicode.IsSpace(r):
			i += w
		case r == ',' || r == ';' || r == '&' || r == '|':
			out = append(out, token{kind: tSep, text: string(r)})
			i += w
		case r == '+' || r == '-':
			j := i + 1
			for j < len(s) && s[j] == ' ' {
				j++
			}
			if j < len(s) && (isDigit(s[j]) || strings.HasPrefix(s[j:], "½")) {
				t, n := lexAmount(s[j:])
				if r == '-' {
					t.amount = -t.amount
				}
				t.signed = true
				out = append(out, t)
				i = j + n
			} else {
				i += w
			}
		case r < utf8.RuneSelf && isDigit(byte(r)) || r == '½':
			t, n := lexAmount(s[i:])
			out = append(out, t)
			i += max(n, 1) // lexAmount always reads at least one byte here
		case strings.ContainsRune(":=()[]\"'.!?*", r):
			i += w
		default:
			j := i
			for j < len(s) {
				r2, w2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsSpace(r2) || strings.ContainsRune(",;&|:=()[]\"!?*+", r2) || (j > i && r2 == '.') {
					break
				}
				if j > i && (r2 < utf8.RuneSelf && isDigit(byte(r2)) || r2 == '½') {
					break
				}
				j += w2
			}
			if j == i {
				j = i + w
			}
			word := s[i:j]
			switch word {
			case "und", "et", "and", "sowie":
				out = append(out, token{kind: tSep, text: word})
			default:
				out = append(out, token{kind: tWord, text: word})
			}
			i = j
		}
	}
	return out
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// lexAmount reads an unsigned amount at the start of s: digits with an
// optional half (",5", ".5", "½", " 1/2"), or "½" alone.
func lexAmount(s string) (token, int) {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	digits := s[:i]
	var whole int64
	for k := 0; k < len(digits) && k < maxDigits; k++ {
		whole = whole*10 + int64(digits[k]-'0')
	}
	half := false
	switch {
	case strings.HasPrefix(s[i:], "½"):
		half = true
		i += len("½")
	case i > 0 && i+1 < len(s) && (s[i] == ',' || s[i] == '.') && s[i+1] == '5' && (i+2 == len(s) || !isDigit(s[i+2])):
		half = true
		i += 2
	case i > 0 && i+1 < len(s) && (s[i] == ',' || s[i] == '.') && s[i+1] == '0' && (i+2 == len(s) || !isDigit(s[i+2])):
		i += 2
	case i > 0 && strings.HasPrefix(s[i:], " 1/2"):
		half = true
		i += 4
	}
	if len(digits) > maxDigits {
		return token{kind: tWord, text: s[:i]}, i
	}
	a := engine.Chips(whole)
	if half {
		a++
	}
	return token{kind: tAmount, text: s[:i], amount: a}, i
}
