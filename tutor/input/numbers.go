package input

import (
	"strings"

	"croupier/engine"
)

// Numbers written out beyond the counts of numberWords: the German ones
// in one word ("einundzwanzig", "zweiunddreißig"), the French ones in
// several ("vingt et un", "vingt-deux", "soixante-dix", "quatre-vingt-un",
// "dix-sept"), and hundreds ("hundert vier", "cent deux"). Lex reads each
// such number, and every number word of 14 or more, as a Number token, so
// that every reader takes "einundzwanzig" as it takes "21". Smaller
// number words stay words: they may name a rank ("die Sieben", "le sept
// de carreau").

// germanUnits and germanTens compose the German numbers 21 to 99.
var (
	germanUnits = buildNumbers(map[int]string{
		1: "ein", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf fuenf", 6: "sechs", 7: "sieben", 8: "acht", 9: "neun",
	})
	germanTens = buildNumbers(map[int]string{
		20: "zwanzig", 30: "dreißig dreissig", 40: "vierzig", 50: "fünfzig fuenfzig", 60: "sechzig",
		70: "siebzig", 80: "achtzig", 90: "neunzig",
	})
)

// germanCompound reads a German number of units and tens in one word:
// "einundzwanzig" is 21.
func germanCompound(w string) (int, bool) {
	unit, tens, ok := strings.Cut(w, "und")
	if !ok {
		return 0, false
	}
	u, okU := germanUnits[unit]
	t, okT := germanTens[tens]
	if !okU || !okT {
		return 0, false
	}
	return t + u, true
}

// frenchTens start a French compound; frenchUnits and frenchTeens follow.
var (
	frenchTens = buildNumbers(map[int]string{
		20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante", 60: "soixante",
		70: "septante", 80: "huitante octante", 90: "nonante", // Belgium, Switzerland
	})
	frenchUnits = buildNumbers(map[int]string{
		1: "un une", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six", 7: "sept", 8: "huit", 9: "neuf",
	})
	frenchTeens = buildNumbers(map[int]string{
		10: "dix", 11: "onze", 12: "douze", 13: "treize", 14: "quatorze", 15: "quinze", 16: "seize",
	})
	hundredWords = wordSet("hundert einhundert cent")
)

// joinNumbers replaces the written-out numbers of 14 and more in ts by
// Number tokens (see above).
func joinNumbers(line string, ts []Token) []Token {
	out := ts[:0:0]
	for i := 0; i < len(ts); {
		n, next, ok := writtenNumber(line, ts, i)
		if !ok || n < 14 {
			out = append(out, ts[i])
			i++
			continue
		}
		if hundredWords[ts[i].Fold] && next < len(ts) {
			// "hundert vier", "cent deux", "cent vingt et un"
			if m, after, ok := writtenNumber(line, ts, next); ok && m > 0 && m < 100 {
				n, next = n+m, after
			} else if m, ok := numberWord(ts[next].Fold); ok && ts[next].Kind == Word && m > 0 && m < 100 && !is(ts[next].Fold, cOneWeak|cNone) {
				n, next = n+m, next+1
			}
		}
		first, last := ts[i], ts[next-1]
		out = append(out, Token{Kind: Number, Text: line[first.Start:last.End], Fold: strings.TrimSpace(foldedText(line[:last.End], ts[i:next])),
			Start: first.Start, End: last.End, Amount: engine.Chips(int64(n))})
		i = next
	}
	return out
}

// writtenNumber reads the number written out at ts[i]: its value and the
// index after it. Only words count; a French teen ("dix-sept") needs its
// hyphen, since "dix sept" may be two cards.
func writtenNumber(line string, ts []Token, i int) (int, int, bool) {
	t := ts[i]
	if t.Kind != Word {
		return 0, 0, false
	}
	w := t.Fold
	if n, ok := germanCompound(w); ok {
		return n, i + 1, true
	}
	hyphen := func(k int) bool {
		return k+1 < len(ts) && ts[k+1].Kind == Word && line[ts[k].End:ts[k+1].Start] == "-"
	}
	switch {
	case w == "dix" && hyphen(i) && frenchUnits[ts[i+1].Fold] >= 7:
		return 10 + frenchUnits[ts[i+1].Fold], i + 2, true
	case w == "quatre" && i+1 < len(ts) && ts[i+1].Kind == Word && (ts[i+1].Fold == "vingt" || ts[i+1].Fold == "vingts"):
		// "quatre-vingts", and "quatre vingt seize" typed without hyphens
		return frenchAfterTens(line, ts, 80, i+2, true, hyphen)
	case frenchTens[w] > 0:
		return frenchAfterTens(line, ts, frenchTens[w], i+1, false, hyphen)
	}
	if n, ok := germanTens[w]; ok {
		return n, i + 1, true
	}
	if n, ok := numberWord(w); ok {
		return n, i + 1, true
	}
	return 0, 0, false
}

// frenchAfterTens reads what may follow French tens (base) at ts[j]: "et
// un", "et onze" (after soixante), a unit ("vingt-deux"), or after
// soixante and quatre-vingt a teen ("soixante-dix", "quatre-vingt-onze",
// "soixante-dix-sept"). quatreVingt: the tens were "quatre-vingt", which
// takes "un" without "et".
func frenchAfterTens(line string, ts []Token, base, j int, quatreVingt bool, hyphen func(int) bool) (int, int, bool) {
	if j < len(ts) && ts[j].Kind == Sep && ts[j].Fold == "et" && j+1 < len(ts) {
		switch f := ts[j+1].Fold; {
		case frenchUnits[f] == 1 && !quatreVingt:
			return base + 1, j + 2, true
		case f == "onze" && base == 60:
			return base + 11, j + 2, true
		}
	}
	if j >= len(ts) || ts[j].Kind != Word {
		return base, j, true
	}
	f := ts[j].Fold
	if base == 60 || quatreVingt {
		if f == "dix" && hyphen(j) && frenchUnits[ts[j+1].Fold] >= 7 {
			return base + 10 + frenchUnits[ts[j+1].Fold], j + 2, true
		}
		if n := frenchTeens[f]; n > 0 {
			return base + n, j + 1, true
		}
	}
	if n := frenchUnits[f]; n > 0 && (n > 1 || quatreVingt) {
		return base + n, j + 1, true
	}
	return base, j, true
}
