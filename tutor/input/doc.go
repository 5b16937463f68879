// Package input reads what a learner types: answers to the tutor's
// questions ("Dan +4, Bank -6", "nehme 4♠ 7♦", "b", "drei"), moves of free
// play ("4 auf 9", "appel 7 V 3 2") and commands in German or French
// ("hilfe", "tableau").
//
// A line is read once (NewLine): Lex splits it into tokens that keep
// their byte offsets in the line as typed, so that an error quotes the
// learner's own words ("Fünf", not its folded form), each folded once.
// The command (Line.Command), the answer (Line.Answer, Read), the option
// matcher (Options, MatchOption, NumberOption, HeadOption) and free
// Faro's moves (Line.MoveWords) all read those tokens; a question's
// options are read once too (NewOptions). An answer is a value of its
// kind's type (Settlement, Amount, Cards, Choice …). Every amount goes
// through one reader, engine.ParseAmount; card words are the engine's
// (engine/notation.go). The words each language uses (verbs, fillers,
// the bank, number words, the words of moves …) are data in words.go and
// movewords.go, not code.
//
// No reader panics; their errors are *Error values that say what is
// wrong with which part of the line, rendered in the learner's language
// by the locales package.
package input
