package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fold normalises typed text for matching: lower case; accents and other
// combining marks removed whatever the Unicode form (a precomposed "ä" and
// "a" + U+0308 agree), through the compatibility decomposition of
// golang.org/x/text (so fullwidth "Ｄａｎ" is "dan"); œ → oe, æ → ae,
// ß → ss; the minus sign and dashes made "-"; typographic quotes made
// plain; non-breaking and other spaces made " "; zero-width characters
// dropped; invalid UTF-8 dropped. Suit symbols (the white ones made
// black: ♧ → ♣) and "½" are kept. The tutor, the scenario loader and the
// card parser all use this one Fold.
func Fold(s string) string {
	if asciiLower(s) {
		return s
	}
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
			foldRune(&b, r)
		}
	}
	return b.String()
}

// asciiLower reports text that Fold leaves as it is.
func asciiLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || (c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// foldRune writes the folded form of one non-ASCII rune.
func foldRune(b *strings.Builder, r rune) {
	if s, ok := foldSpecial(r); ok {
		b.WriteString(s)
		return
	}
	if unicode.IsSpace(r) {
		b.WriteByte(' ')
		return
	}
	for _, d := range norm.NFKD.String(string(r)) {
		switch {
		case unicode.Is(unicode.Mn, d), unicode.Is(unicode.Me, d):
			// a combining mark (an accent, a variation selector): dropped
		case d < utf8.RuneSelf:
			b.WriteRune(unicode.ToLower(d))
		case d != r:
			// a compatibility form of another rune ("‴" is three "′")
			foldRune(b, d)
		default:
			lower := unicode.ToLower(d)
			if s, ok := foldSpecial(lower); ok && lower != d {
				b.WriteString(s)
				continue
			}
			b.WriteRune(lower)
		}
	}
}

// foldSpecial maps the runes that the compatibility decomposition does
// not make plain, or would spoil ("½" would become "1⁄2").
func foldSpecial(r rune) (string, bool) {
	switch r {
	case '♣', '♦', '♥', '♠', '½':
		return string(r), true
	case '♧':
		return "♣", true
	case '♢':
		return "♦", true
	case '♡':
		return "♥", true
	case '♤':
		return "♠", true
	case 'œ', 'Œ':
		return "oe", true
	case 'æ', 'Æ':
		return "ae", true
	case 'ß', 'ẞ':
		return "ss", true
	case 0x2212, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0xFE63, 0xFF0D:
		return "-", true
	case 0xFF0B:
		return "+", true
	case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF:
		return "", true // zero-width characters
	case '“', '”', '„', '«', '»':
		return "\"", true
	case '‘', '’', '‚', '′':
		return "'", true
	}
	return "", false
}
