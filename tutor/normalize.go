package tutor

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fold normalises typed text for matching: lower case, accents and other
// combining marks removed (so precomposed and decomposed forms agree),
// œ → oe, ß → ss, fullwidth letters and digits made ASCII, the minus sign
// and dashes made "-", non-breaking and other spaces made " ", emoji
// variation selectors dropped. Suit symbols and "½" are kept.
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i, w := 0, 0; i < len(s); i += w {
		r := rune(s[i])
		w = 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r >= 'A' && r <= 'Z':
			b.WriteByte(byte(r) + ('a' - 'A'))
		case r < utf8.RuneSelf:
			b.WriteByte(byte(r))
		case r == utf8.RuneError && w == 1:
			// invalid UTF-8: dropped
		default:
			b.WriteString(foldRune(r))
		}
	}
	return b.String()
}

// foldRune maps one non-ASCII rune.
func foldRune(r rune) string {
	switch {
	case r >= 0x0300 && r <= 0x036F, r == 0xFE0E, r == 0xFE0F, r == 0x200D, r == 0x200B, r == 0xFEFF:
		return "" // combining marks, variation selectors, zero-width
	case r == 0x2212, r == 0x2012, r == 0x2013, r == 0x2014, r == 0x2010, r == 0x2011, r == 0xFE63, r == 0xFF0D:
		return "-"
	case r == 0xFF0B:
		return "+"
	case unicode.IsSpace(r):
		return " "
	case r >= '０' && r <= '９':
		return string('0' + (r - '０'))
	case r >= 'Ａ' && r <= 'Ｚ':
		return string('a' + (r - 'Ａ'))
	case r >= 'ａ' && r <= 'ｚ':
		return string('a' + (r - 'ａ'))
	case r == '♧':
		return "♣"
	case r == '♢':
		return "♦"
	case r == '♡':
		return "♥"
	case r == '♤':
		return "♠"
	case r == '“', r == '”', r == '„', r == '«', r == '»':
		return "\""
	case r == '‘', r == '’', r == '‚':
		return "'"
	}
	if s, ok := latin(r); ok {
		return s
	}
	return string(unicode.ToLower(r))
}

// latin strips the accent from a Latin letter used in German or French.
func latin(r rune) (string, bool) {
	switch unicode.ToLower(r) {
	case 'à', 'á', 'â', 'ä', 'ã', 'å':
		return "a", true
	case 'è', 'é', 'ê', 'ë':
		return "e", true
	case 'ì', 'í', 'î', 'ï':
		return "i", true
	case 'ò', 'ó', 'ô', 'ö', 'õ':
		return "o", true
	case 'ù', 'ú', 'û', 'ü':
		return "u", true
	case 'ç':
		return "c", true
	case 'ñ':
		return "n", true
	case 'ÿ':
		return "y", true
	case 'œ':
		return "oe", true
	case 'æ':
		return "ae", true
	case 'ß':
		return "ss", true
	}
	return "", false
}

// words splits folded text into words at white space.
func words(s string) []string { return strings.Fields(s) }
