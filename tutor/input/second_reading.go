package input

import (
	"reflect"
	"strings"
	"unicode"

	"croupier/engine"
)

// secondReading reads a line its kind's reader refused once more, with
// what only surrounds the answer left out: words that strengthen or
// soften it ("natürlich", "bien sûr", "je crois", "ich glaube", "juste"),
// a reason ("… car …", "… pour avoir …", "…, weil …") and a remark after
// the answer ("…, unterm strich bleibt sie gleich", "… auf der Dame").
// Only words that cannot change the answer are left out: a left-out part
// with a number, a player's name, a sign ("plus", "verliert"), a negation
// or an exception ("nicht", "sauf"), and for the kinds that read cards a
// card, a rank or a suit, keeps the refusal — a misjudged answer is worse
// than a question back. ok is false when no such reading reads.
//
// The readings tried, in turn: the line without its fillers; the part
// after a word that sums up ("also", "donc": "juste ce qui change, donc
// plus quatre"), when what comes before is harmless or reads as the same
// answer; the longest beginning whose rest is harmless.
func secondReading(kind Kind, toks []Token, read func(toks []Token) (Answer, error), harmless, named func(t Token) bool) (Answer, bool) {
	switch kind {
	case KindYesNo, KindChoice:
		return nil, false // read by meaning in their own readers
	}
	if len(toks) > maxSecondReading {
		return nil, false
	}
	plain := withoutFillers(toks, named)
	if len(plain) == 0 {
		return nil, false
	}
	if len(plain) < len(toks) {
		if a, err := read(plain); err == nil {
			return a, true
		}
	}
	// "…, weil vier zu eins", "… car 3 est impair": what follows a reason
	// word is why, whatever it holds.
	for i := 1; i < len(plain); i++ {
		if plain[i].Kind != Word || !reasonWords[plain[i].Fold] {
			continue
		}
		if namesAny(plain[i+1:], named) {
			break // „…, weil Anna verliert“: a player after it is more of the answer
		}
		head := trimSeps(plain[:i])
		if len(head) > 0 && !allHarmless(head, harmless) {
			if a, err := read(head); err == nil {
				return a, true
			}
		}
		break
	}
	// "…, donc plus quatre", "…, also 4": what follows sums up the line;
	// what comes before it must be harmless too.
	for i := len(plain) - 1; i > 0; i-- {
		if !summingUp[plain[i].Fold] || i+1 >= len(plain) {
			continue
		}
		if a, err := read(plain[i+1:]); err == nil {
			if allHarmless(plain[:i], harmless) {
				return a, true
			}
			if b, err := read(trimSeps(plain[:i])); err == nil && reflect.DeepEqual(a, b) {
				// „beide bleiben liegen, also Dans vier auf der Neun und
				// Annas zwei gecopperte auf dem König“: said twice, alike
				return a, true
			}
		}
		break
	}
	// The longest beginning whose rest only remarks.
	for end := len(plain) - 1; end > 0; end-- {
		if !allHarmless(plain[end:], harmless) {
			break // a shorter beginning leaves this token out too
		}
		head := trimSeps(plain[:end])
		if len(head) == 0 || allHarmless(head, harmless) {
			break // nothing of an answer is left
		}
		if a, err := read(head); err == nil {
			return a, true
		}
	}
	return nil, false
}

// namesAny reports whether one of toks names a player.
func namesAny(toks []Token, named func(Token) bool) bool {
	for _, t := range toks {
		if t.Kind == Word && len(t.Fold) > 1 && named(t) {
			return true
		}
	}
	return false
}

// trimSeps drops the separators at the end of toks.
func trimSeps(toks []Token) []Token {
	for len(toks) > 0 && toks[len(toks)-1].Kind == Sep {
		toks = toks[:len(toks)-1]
	}
	return toks
}

// unread reports a refusal of words the reader could not place — the
// only kind a second reading may mend. A question back (which card, won
// or lost, „Meinst du Anna?“, only what is not taken) is never mended by
// reading less of the line: it asks because the line says too much.
func unread(err error) bool {
	e, ok := err.(*Error)
	if !ok {
		return false
	}
	switch e.Reason {
	case ErrUnknownPlayer, ErrUnexpected, ErrBadCard, ErrBadAmount, ErrBadCount, ErrBadRank,
		ErrMissingAmount, ErrMissingPlayer, ErrBadBet, ErrEmpty:
		return len(e.Choices) == 0 || e.Reason == ErrUnknownPlayer
	}
	return false
}

// maxSecondReading bounds the tokens of a line read a second time (each
// beginning is one more reading).
const maxSecondReading = 40

// allHarmless reports whether every token may be left out.
func allHarmless(toks []Token, harmless func(Token) bool) bool {
	for _, t := range toks {
		if !harmless(t) {
			return false
		}
	}
	return true
}

// withoutFillers returns the tokens without the words and phrases that
// only strengthen, soften or hedge an answer; a word that names a player
// stays (« ben » hedges in French, and Ben may sit at the table).
func withoutFillers(toks []Token, named func(Token) bool) []Token {
	out := make([]Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i+1 < len(toks) && hedgePairs[t.Fold+" "+toks[i+1].Fold] && !named(t) && !named(toks[i+1]) {
			i++
			continue
		}
		if t.Kind == Word && hedgeWords[t.Fold] && !named(t) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// harmlessFor says which tokens a second reading may leave out for a
// kind: none that is a number, names a player, gives a sign, negates or
// excepts, for a count none that says the cards are out („raus“, «
// sortis »), and for the kinds that read cards none that names a card,
// a rank or a suit.
func (r *reader) harmlessFor(kind Kind) func(Token) bool {
	cards := false
	switch kind {
	case KindPlay, KindCards, KindRank, KindRanks, KindCall, KindBet, KindBets, KindScore, KindTableCheck:
		cards = true
	}
	return func(t Token) bool {
		if t.Kind == Sep {
			return true
		}
		w := t.Fold
		switch {
		case t.Kind == Number, hasDigit(w), strings.ContainsAny(t.Text, "♠♥♦♣+-−"):
			return false
		case reasonWords[w]:
			return true
		}
		if _, ok := numberWord(w); ok {
			return false
		}
		if c := classOf(w); c&^quietClasses != 0 || keepWords[w] || turningWords[w] || drawWords[w] || hedgeWords[w] {
			return c == 0 && hedgeWords[w] // a hedge left where it was: harmless
		}
		if r.isPlayer(t) {
			return false
		}
		if kind == KindCount && goneWords[w] {
			return false // „vier Buben sind raus“: four out, not four left
		}
		if cards {
			if _, rank := rankOf(t, true); rank || engine.SuitWord(w, engine.AnyLanguage) || stayWords[w] { // what stays is not taken
				return false
			}
		}
		if classOf(w) == 0 && t.Start > 0 && startsUpper(t.Text) && !commonNouns[w] {
			return false // a name, perhaps, of somebody not at the table
		}
		return len(w) > 1 // a lone letter may be a card's or an option's
	}
}

// quietClasses are the word classes that carry nothing an answer says
// when they stand outside it: articles, fillers, units, the words around
// a bet, a call, a count or a "nothing changes".
const quietClasses = cFiller | cArticle | cUnit | cRest | cChange | cBetWord | cCallWord | cChoiceWord | cSep

// startsUpper reports a word typed with a capital letter.
func startsUpper(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// commonNouns are nouns a German learner writes with a capital letter in
// a remark after an answer ("unterm Strich", "am Ende"): no player's name.
var commonNouns = wordSet("strich ende summe ergebnis saldo bilanz einsatz einsätze einsatze gewicht runde abzug karte karten tisch tableau stapel talon doublet split pronostic soda hock regel fall grund hälfte halfte seite rest")

// hedgeWords strengthen, soften or hedge an answer and carry nothing of
// it (for every kind but yes/no and choices, which read them).
var hedgeWords = wordSet("natürlich naturlich selbstverständlich selbstverstandlich sicher bestimmt halt eben wohl ja doch äh ähm hm tja na nur genau glaube glaub denke schätze schatze évidemment evidemment évidement evidement bien-sûr sûrement surement certainement euh bah ben bon hein quoi juste seulement exactement voilà voila crois pense dirais suppose imagine semble")

// hedgePairs are hedges of two words.
var hedgePairs = pairSet("bien_sûr bien_sur bien_entendu je_crois je_pense je_dirais je_suppose il_me ich_glaube ich_denke ich_schätze ich_würde würde_ich glaube_ich denke_ich of_course i_think")

// summingUp are the words after which the line says its answer again
// ("…, also 4", "…, donc plus quatre").
var summingUp = wordSet("also d.h dh donc soit bref")

// keepWords may change an answer although no class says so: exceptions,
// restrictions, corrections, "instead".
var keepWords = wordSet("außer ausser ausgenommen ohne bis sauf excepté excepte hormis sans sinon statt anstatt stattdessen plutôt plutot sondern aber mais pourtant jedoch trotzdem oder ou nein non si auch ebenfalls aussi également egalement too")
