package locales

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// clauseDirective marks a placeholder whose value is a sentence set after
// a colon: "Règle : {0:clause}".
const clauseDirective = "clause"

// Clause returns a sentence as it reads after a colon inside another
// sentence. French writes no capital after a colon (« Interdit : une
// mise… »), so the first letter is lowered unless the sentence begins
// with a proper noun (Foster), a card or rank ("R♦", "A"), or a word
// written in capitals ("YAML"). German keeps the capital of a full
// sentence after a colon, so a German printer returns s unchanged.
func (p Printer) Clause(s string) string {
	if p.lang != French || s == "" {
		return s
	}
	first, size := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(first) || keepsCapital(s) {
		return s
	}
	return string(unicode.ToLower(first)) + s[size:]
}

// properNouns are the words a French sentence may begin with that keep
// their capital after a colon.
var properNouns = map[string]bool{"Foster": true}

// keepsCapital reports whether the first word of s keeps its capital
// letter inside a sentence.
func keepsCapital(s string) bool {
	word := s
	if i := strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ':' || r == ')' }); i >= 0 {
		word = s[:i]
	}
	if properNouns[strings.TrimRight(word, ".;!?")] {
		return true
	}
	letters, upper := 0, 0
	for _, r := range word {
		switch {
		case strings.ContainsRune("♠♥♦♣", r) || unicode.IsDigit(r):
			return true // a card such as "R♦" or "10♣"
		case unicode.IsLetter(r):
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters == 1 {
		// a rank ("A", "V"); "À" is the preposition
		return upper == 1 && strings.ContainsAny(word[:1], "AVDRBKJQ")
	}
	return letters > 0 && letters == upper // a word in capitals ("YAML")
}

// elisions are the French words that drop their vowel before a word
// beginning with a vowel: "de" + "Anna" → "d’Anna".
var elisions = map[string]string{
	"de": "d’", "De": "D’", "le": "l’", "Le": "L’", "la": "l’", "La": "L’",
	"que": "qu’", "Que": "Qu’", "ne": "n’", "je": "j’", "Je": "J’",
	"lorsque": "lorsqu’", "puisque": "puisqu’",
}

// elide returns before with its last word elided when that word is one of
// elisions, stands before a single plain space at the end of before, and
// value begins with a word that starts with a vowel: « au tour de » +
// « Anna » → « au tour d’ » + « Anna ». Ranks, cards and numbers ("A♠",
// "8") are not words and keep the full form, as does an h.
func elide(before, value string) string {
	if !strings.HasSuffix(before, " ") || !startsWithVowelWord(value) || noElision(value) {
		return before
	}
	head := before[:len(before)-1]
	i := strings.LastIndexFunc(head, func(r rune) bool { return !unicode.IsLetter(r) })
	word := head[i+1:]
	if i >= 0 {
		// the word must stand on its own: after a space or an opening
		// mark, not inside "aujourd’hui" or "0de"
		r, _ := utf8.DecodeLastRuneInString(head[:i+1])
		if !unicode.IsSpace(r) && !strings.ContainsRune("(«–—", r) {
			return before
		}
	}
	short, ok := elisions[word]
	if !ok {
		return before
	}
	return head[:i+1] + short
}

// startsWithVowelWord reports whether s begins with a word of at least
// two letters whose first letter is a vowel (not h, not y).
func startsWithVowelWord(s string) bool {
	first, size := utf8.DecodeRuneInString(s)
	if !strings.ContainsRune("aeiouàâäéèêëîïôöùûüœæAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ", first) {
		return false
	}
	second, _ := utf8.DecodeRuneInString(s[size:])
	return unicode.IsLetter(second)
}

// noElision reports a word that begins with a vowel but keeps the full
// article before it: « le onze », « la onzième », « le huit ».
func noElision(value string) bool {
	for _, w := range []string{"onze", "onzième", "huit", "huitième", "oui"} {
		if strings.HasPrefix(strings.ToLower(value), w) {
			return true
		}
	}
	return false
}
