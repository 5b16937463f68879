package locales

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"croupier/scenarios"
)

// Clean writes every control character of s (C0 but newline and tab, DEL,
// C1, the bidirectional overrides) as \xNN or \u+NNNN, so that text from a
// file can never drive the terminal; invalid UTF-8 becomes \xNN too.
func Clean(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || badRune(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && w <= 1:
			fmt.Fprintf(&b, `\x%02X`, s[i])
		case badRune(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02X`, r)
		case badRune(r):
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteString(s[i : i+w])
		}
		i += w
	}
	return b.String()
}

// badRune is a character that must not reach a terminal.
func badRune(r rune) bool { return scenarios.IsControl(r) }
