// Package input reads what a learner types: answers to the tutor's
// questions ("Dan +4, Bank -6", "nehme 4♠ 7♦", "b", "drei"), moves of free
// play ("4 auf 9", "appel 7 V 3 2") and commands in German or French
// ("hilfe", "tableau").
//
// A line is first split by Lex into tokens that keep their byte offsets
// in the line as typed, so that an error quotes the learner's own words
// ("Fünf", not its folded form). Every amount goes through one reader,
// engine.ParseAmount. The words each language uses (verbs, fillers, the
// bank, number words …) are data in words.go, not code.
//
// Parse never panics; its errors are *Error values that say what is
// wrong with which part of the line, rendered in the learner's language
// by the locales package.
package input
