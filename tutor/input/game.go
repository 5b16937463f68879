package input

import "strings"

// ParseGame reads a game as typed after "spiel", "jouer" or "quiz": faro,
// pharo, pharao → "pharo"; pharaon; pasur (also pasoor, pasour). ok is
// false for anything else.
func ParseGame(s string) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "faro", "pharo", "pharao":
		return "pharo", true
	case "pharaon":
		return "pharaon", true
	case "pasur", "pasoor", "pasour":
		return "pasur", true
	}
	return "", false
}
