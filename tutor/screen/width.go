package screen

import (
	"strings"

	"github.com/rivo/uniseg"
)

// Width returns the columns s takes on a terminal, without colour codes:
// display cells of its grapheme clusters (github.com/rivo/uniseg), so that
// a wide character or an emoji counts two, a combining mark or a zero
// width space none, and the suits ♣♦♥♠ (of ambiguous width) one, as the
// tables are laid out.
func Width(s string) int {
	if printableASCII(s) {
		return len(s)
	}
	if !strings.Contains(s, "\x1b") {
		return uniseg.StringWidth(s)
	}
	var plain strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == 0x1b:
			in = true
		case in:
			if r == 'm' {
				in = false
			}
		default:
			plain.WriteRune(r)
		}
	}
	return uniseg.StringWidth(plain.String())
}

// printableASCII reports a text of printable ASCII alone: one cell a
// byte.
func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x7f {
			return false
		}
	}
	return true
}

// Pad pads s with spaces to n columns (colour codes not counted).
func Pad(s string, n int) string {
	if w := Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}
