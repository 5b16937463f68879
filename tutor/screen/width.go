package screen

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Width returns the columns s takes on a terminal: runes, without colour
// codes and without combining marks.
func Width(s string) int {
	n := 0
	in := false
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf { // ASCII: no mark among it
			i++
			switch {
			case c == 0x1b:
				in = true
			case in:
				in = c != 'm'
			default:
				n++
			}
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		switch {
		case r == 0x1b:
			in = true
		case in:
			if r == 'm' {
				in = false
			}
		case unicode.Is(unicode.Mn, r), r == 0x200B, r == 0xFEFF:
		default:
			n++
		}
	}
	return n
}

// Pad pads s with spaces to n columns (colour codes not counted).
func Pad(s string, n int) string {
	if w := Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}
