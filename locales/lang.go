// Package locales holds every string croupier shows to a person, in German
// and in French, and the small formatter that fills them in with correct
// plurals. Only the tutor and the command use it; the engine and the
// scenario packages report typed data that is rendered here.
package locales

import (
	"fmt"
	"strings"
)

// Lang is a language croupier speaks.
type Lang string

// The two languages.
const (
	German Lang = "de"
	French Lang = "fr"
)

// Langs lists the supported languages in their canonical order.
func Langs() []Lang { return []Lang{German, French} }

// ParseLang reads a language code such as "de", "fr", "de_AT.UTF-8" or
// "fr-CH". It fails for anything that is neither German nor French.
func ParseLang(s string) (Lang, error) {
	if l, ok := match(s); ok {
		return l, nil
	}
	return "", fmt.Errorf("unknown language %q: use de or fr", s)
}

// match maps a locale name to a language.
func match(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, "_-.@"); i >= 0 {
		s = s[:i]
	}
	switch s {
	case "de", "deu", "ger", "german", "deutsch":
		return German, true
	case "fr", "fra", "fre", "french", "francais", "français":
		return French, true
	}
	return "", false
}

// FromEnv picks the language from $LC_ALL, $LC_MESSAGES and $LANG, in that
// order, the first that is set deciding (as POSIX does). ok is false when
// none names German or French: the caller then falls back to German and
// says so in both languages (message key LangFallback).
func FromEnv(getenv func(string) string) (l Lang, ok bool) {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if s == "C" || s == "POSIX" {
				return German, false
			}
			l, ok := match(s)
			if !ok {
				return German, false
			}
			return l, true
		}
	}
	return German, false
}
