package screen

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"croupier/locales"
)

// The rules that keep words on one line. Each pass joins groups of words
// (a group is words joined by plain spaces) and leaves the others as they
// are; the line breaks only between groups.

// quoteMax is the widest quotation kept on one line: a short name or
// command („weg 9“, « pasur 3 », „Pharo – Ausführliche Regeln“), not a
// quoted sentence.
const quoteMax = 32

// valueMax is the widest value kept with its label ("Hock: 9♦.",
// "Grenze: 10.").
const valueMax = 10

// keepWhole are the phrases never broken: the titles of the rulebooks in
// both languages, as words.
var keepWhole = func() [][]string {
	var out [][]string
	for _, t := range locales.KeepWhole() {
		if ws := fields(t); len(ws) > 1 {
			out = append(out, ws)
		}
	}
	return out
}()

// unbreakable joins the words that must stay on one line (see Wrap).
func unbreakable(ws []string) []string {
	return glueClose(glueCardRows(glueRankRows(glueQuotes(gluePhrases(ws)))))
}

// glueClose joins what never breaks however narrow the line, short of a
// single word wider than it: French spacing and sums, a dash with the
// word before it, a number with its word, a label with its value.
func glueClose(gs []string) []string {
	return glueLabels(glueNumbers(glueDashes(glueFrench(gs))))
}

// rebreak breaks a group wider than the line: into the groups that stay
// together however narrow the line (a title or a quotation gives way, the
// French spacing inside it does not), and those still too wide into
// words.
func rebreak(g string, width int) []string {
	var out []string
	for _, part := range glueClose(fields(g)) {
		if Width(part) > width && strings.Contains(part, " ") {
			out = append(out, fields(part)...)
			continue
		}
		out = append(out, part)
	}
	return out
}

// gluePhrases joins the words of a title that keepWhole lists ("(Pharo –
// Ausführliche Regeln, Abschnitt …" keeps its first four words together).
func gluePhrases(ws []string) []string {
	out := make([]string, 0, len(ws))
	for i := 0; i < len(ws); i++ {
		n := phraseAt(ws, i)
		if n < 2 {
			out = append(out, ws[i])
			continue
		}
		out = append(out, strings.Join(ws[i:i+n], " "))
		i += n - 1
	}
	return out
}

// phraseAt returns the number of words of the keepWhole phrase that starts
// at ws[i], or 0. The first word may have opening punctuation before it,
// the last closing punctuation after it.
func phraseAt(ws []string, i int) int {
	first := strings.TrimLeft(plain(ws[i]), openers)
	for _, ph := range keepWhole {
		if first != ph[0] || i+len(ph) > len(ws) {
			continue
		}
		ok := true
		for j := 1; j < len(ph) && ok; j++ {
			w := plain(ws[i+j])
			if j == len(ph)-1 {
				w = strings.TrimRight(w, closers)
			}
			ok = w == ph[j]
		}
		if ok {
			return len(ph)
		}
	}
	return 0
}

// openers may stand before a word, closers after it.
const (
	openers = "(„«‚[\u00a0\u202f"
	closers = ".,;:!?)“»‘]\u00a0\u202f"
)

// glueQuotes joins a short quotation: from a word that opens „ or « to
// the word that closes it, when the whole is at most quoteMax wide and no
// other quotation opens inside.
func glueQuotes(gs []string) []string {
	out := make([]string, 0, len(gs))
	for i := 0; i < len(gs); i++ {
		if end := quoteEnd(gs, i); end > i {
			out = append(out, strings.Join(gs[i:end+1], " "))
			i = end
			continue
		}
		out = append(out, gs[i])
	}
	return out
}

// quoteEnd returns the index of the group that closes the quotation
// opened by gs[i], or -1 when gs[i] opens none, the quotation closes in
// the same group, or it is too long to keep whole.
func quoteEnd(gs []string, i int) int {
	w := strings.TrimLeft(plain(gs[i]), "([")
	var open, closeQ string
	switch {
	case strings.HasPrefix(w, "„"):
		open, closeQ = "„", "“"
	case strings.HasPrefix(w, "«"):
		open, closeQ = "«", "»"
	default:
		return -1
	}
	if closes(w[len(open):], closeQ) {
		return -1
	}
	width := Width(gs[i])
	for j := i + 1; j < len(gs); j++ {
		w := plain(gs[j])
		width += 1 + Width(w)
		if width > quoteMax || strings.ContainsAny(w, "„«") {
			return -1
		}
		if closes(w, closeQ) {
			return j
		}
	}
	return -1
}

// closes reports whether w holds the closing quote q.
func closes(w, q string) bool { return strings.Contains(w, q) }

// glueRankRows joins a row of three or more bare ranks ("A 2 3 4 5 6",
// "K D B 10 9 8,"), as the layout's rows are named in narration.
func glueRankRows(gs []string) []string {
	out := make([]string, 0, len(gs))
	for i := 0; i < len(gs); {
		j := i
		for j < len(gs) && bareRank(gs[j], j == i) {
			j++
			if strings.TrimRight(plain(gs[j-1]), closers) != plain(gs[j-1]) {
				break // "8," ends the row
			}
		}
		if j-i >= 3 {
			out = append(out, strings.Join(gs[i:j], " "))
			i = j
			continue
		}
		out = append(out, gs[i])
		i++
	}
	return out
}

// glueCardRows keeps a list of cards together ("5♣ K♣.", "2♦ 7♥ 10♠"):
// a line does not break between the cards of one list of up to eight
// (a jack's capture, some 30 columns); a longer one breaks where it must.
func glueCardRows(gs []string) []string {
	out := make([]string, 0, len(gs))
	for i := 0; i < len(gs); {
		j := i
		for j < len(gs) && cardWord(gs[j]) {
			j++
			if strings.TrimRight(plain(gs[j-1]), closers) != plain(gs[j-1]) {
				break // "K♣." or "K♣," ends the list
			}
		}
		if n := j - i; n >= 2 && n <= 8 {
			out = append(out, strings.Join(gs[i:j], " "))
			i = j
			continue
		}
		out = append(out, gs[i])
		i++
	}
	return out
}

// cardWord reports a word that is one card, a rank and a suit symbol
// ("10♦", "B♥", "V♠"), with closing punctuation after it.
func cardWord(w string) bool {
	w = strings.TrimRight(plain(w), closers)
	for _, suit := range []string{"♣", "♦", "♥", "♠"} {
		if r, ok := strings.CutSuffix(w, suit); ok {
			return bareRank(r, false)
		}
	}
	return false
}

// bareRank reports a word that is a rank alone, as the layout is named
// ("A", "10", "B", "V", "R", "K"), with closing punctuation after it; the
// first of a row may have an opening before it.
func bareRank(w string, first bool) bool {
	w = strings.TrimRight(plain(w), closers)
	if first {
		w = strings.TrimLeft(w, openers)
	}
	switch w {
	case "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K", "V", "R", "J", "Q":
		return true
	}
	return false
}

// glueFrench keeps French spacing and sums together: no break before a
// French ":", ";", "?", "!", "»" written after a space, none after "«",
// none around an operator between numbers ("3 + 8 = 11"), and none
// between a quoted title and its section number („Spielablauf“ 7).
func glueFrench(gs []string) []string {
	out := make([]string, 0, len(gs))
	glueNext := false
	for _, g := range gs {
		if len(out) > 0 && (glueNext || gluesBack(g) || citesSection(out[len(out)-1], g)) {
			out[len(out)-1] += " " + g
		} else {
			out = append(out, g)
		}
		glueNext = g == "«" || operator(g) || rule(g)
	}
	return out
}

// glueDashes keeps a dash standing alone with the word before it: a line
// never begins with "–".
func glueDashes(gs []string) []string {
	out := make([]string, 0, len(gs))
	for _, g := range gs {
		if w := plain(firstWord(g)); len(out) > 0 && (w == "–" || w == "—") {
			out[len(out)-1] += " " + g
			continue
		}
		out = append(out, g)
	}
	return out
}

// glueNumbers keeps a number with the word it counts ("0 Fehler", "(1
// erreur)", "+4 Chips"), and a number that counts nothing after it with
// the word it numbers ("Punkt 7).", "point 7", "Abzug 3:", "Dan +4,").
func glueNumbers(gs []string) []string {
	out := make([]string, 0, len(gs))
	for i := 0; i < len(gs); i++ {
		g := gs[i]
		if i+1 < len(gs) && firstWord(g) == g && counts(plain(g)) && oneWord(gs[i+1]) {
			out = append(out, g+" "+gs[i+1])
			i++
			continue
		}
		if len(out) > 0 && lone(g) && endsWithLetter(plain(lastWord(out[len(out)-1]))) {
			out[len(out)-1] += " " + g
			continue
		}
		out = append(out, g)
	}
	return out
}

// lone reports a group that is a number counting nothing after it, with
// at most a sign before it and punctuation after it ("7).", "+4,", "2). –").
func lone(g string) bool {
	first, rest := splitFirst(plain(g))
	if !number(strings.TrimRight(strings.TrimLeft(first, "+-−"), closers)) {
		return false
	}
	return !anyWordStarts(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// splitFirst returns a group's first word and the rest after it.
func splitFirst(g string) (first, rest string) {
	if i := strings.IndexByte(g, ' '); i >= 0 {
		return g[:i], g[i+1:]
	}
	return g, ""
}

// anyWordStarts reports whether a word of the group g starts with a rune
// for which f holds.
func anyWordStarts(g string, f func(rune) bool) bool {
	for g != "" {
		var w string
		w, g = splitFirst(g)
		if r, _ := utf8.DecodeRuneInString(w); w != "" && f(r) {
			return true
		}
	}
	return false
}

// oneWord reports a group that is one word beginning with a letter and,
// at most, punctuation glued to it ("Karten", "erreur –", "Chips :").
func oneWord(g string) bool {
	first, rest := splitFirst(plain(g))
	return startsWithLetter(first) && !anyWordStarts(rest, unicode.IsLetter)
}

// glueLabels keeps a label with a short value after it: a word ending in
// a colon and a card or a number ("Hock: 9♦.", « Hock : 9♦. », "Grenze:
// 10.").
func glueLabels(gs []string) []string {
	out := make([]string, 0, len(gs))
	for _, g := range gs {
		if len(out) > 0 && strings.HasSuffix(plain(out[len(out)-1]), ":") && Width(g) <= valueMax && valueLike(plain(firstWord(g))) {
			out[len(out)-1] += " " + g
			continue
		}
		out = append(out, g)
	}
	return out
}

// valueLike reports a card ("9♦.", "10♣") or a number.
func valueLike(w string) bool {
	return strings.ContainsAny(w, "♣♦♥♠") || numberish(w)
}

// counts reports a number that can count the word after it: digits, a
// half or a decimal comma, a sign or an opening before them, nothing
// after them ("4", "1½", "1,5", "(0", "+4", "„3").
func counts(w string) bool {
	w = strings.TrimLeft(w, openers+"+-−")
	return number(w)
}

// numberish reports a number with punctuation around it ("7).", "4,",
// "+4", "1/17").
func numberish(w string) bool {
	w = strings.TrimRight(strings.TrimLeft(w, openers+"+-−"), closers)
	return number(w)
}

// number reports a word that is a plain number ("0", "51", "1½", "1,5",
// "1/17", a payout "4:1").
func number(w string) bool {
	digits := 0
	for i, r := range w {
		switch {
		case r >= '0' && r <= '9' || r == '½':
			digits++
		case (r == ',' || r == '.' || r == '/' || r == ':') && i > 0 && i < len(w)-1:
		default:
			return false
		}
	}
	return digits > 0
}

// startsWithLetter reports a word that begins with a letter.
func startsWithLetter(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLetter(r)
}

// endsWithLetter reports a word that ends with a letter.
func endsWithLetter(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return unicode.IsLetter(r)
}

// firstWord and lastWord return the first and the last word of a group.
func firstWord(g string) string {
	if i := strings.IndexByte(g, ' '); i >= 0 {
		return g[:i]
	}
	return g
}

func lastWord(g string) string { return g[strings.LastIndexByte(g, ' ')+1:] }

// plain returns w without colour codes.
func plain(w string) string {
	if !strings.Contains(w, "\x1b") {
		return w
	}
	var b strings.Builder
	in := false
	for _, r := range w {
		switch {
		case r == 0x1b:
			in = true
		case in:
			if r == 'm' {
				in = false
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// citesSection reports a section number after a quoted title
// ("„Spielablauf“ 7)."), which stays with the title: a number with
// punctuation after it (a count, "„weg 9“ 2 Chips", is not one).
func citesSection(prev, w string) bool {
	n := strings.TrimRight(w, closers)
	return (strings.HasSuffix(prev, "“") || strings.HasSuffix(prev, "»")) && n != w && number(n)
}

// gluesBack reports a word that must not begin a line: French
// punctuation after a space, an operator, or the "==" closing a title.
func gluesBack(w string) bool {
	switch w = strings.TrimRight(w, ".,)"); w {
	case ":", ";", "?", "!", "»", "?»", "!»":
		return true
	}
	return operator(w) || rule(w)
}

// rule reports the "==" around a lesson's title, which stays with the
// title's first and last word.
func rule(w string) bool { return len(w) >= 2 && strings.Trim(w, "=") == "" }

// operator reports an arithmetic sign standing alone ("3 + 8").
func operator(w string) bool {
	switch w {
	case "+", "=", "−", "-", "×", "≈":
		return true
	}
	return false
}
