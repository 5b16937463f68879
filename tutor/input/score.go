package input

import (
	"strconv"
	"strings"
)

// Score categories of a Pasur round, as the scenarios package names them.
const (
	ScoreAces          = "aces"
	ScoreJacks         = "jacks"
	ScoreTwoClubs      = "two_clubs"
	ScoreTenDiamonds   = "ten_diamonds"
	ScoreClubs         = "clubs"
	ScoreSevenDiamonds = "seven_diamonds"
	ScoreSurs          = "surs"
	ScoreTotal         = "total"
)

// scoreWords name the score categories in both languages, by folded word
// or words.
var scoreWords = buildScoreWords(map[string]string{
	ScoreAces:          "asse|ass|as|aces|ace",
	ScoreJacks:         "buben|bube|valets|valet|jacks|jack",
	ScoreTwoClubs:      "2♣|2c|kreuz-2|kreuz2|kleine zwei|kleine|petit deux|petit|deux de trèfle|2 trèfle|two_clubs",
	ScoreTenDiamonds:   "10♦|10d|karo-10|karo10|große zehn|grosse|grand dix|grand|dix de carreau|10 carreau|ten_diamonds",
	ScoreClubs:         "kreuz|kreuze|meiste kreuz|trèfle|trèfles|clubs",
	ScoreSevenDiamonds: "7♦|7d|karo-7|karo7|sept de carreau|seven_diamonds",
	ScoreSurs:          "sur|surs|feger",
	ScoreTotal:         "summe|gesamt|insgesamt|zusammen|total|somme|punkte|punkt|points|point",
})

func buildScoreWords(m map[string]string) map[string]string {
	out := map[string]string{}
	for cat, ws := range m {
		for _, w := range strings.Split(ws, "|") {
			out[foldWords(w)] = cat
		}
	}
	return out
}

// foldWords folds a phrase word by word, as the lexer would see it.
func foldWords(s string) string {
	return strings.Join(Words(Lex(s)), " ")
}

// ScoreCategory returns the category that folded words name: "asse" and
// "as" → aces, "buben"/"valets" → jacks, "2♣"/"kleine zwei"/"petit deux"
// → two_clubs, "10♦"/"große zehn"/"grand dix" → ten_diamonds,
// "kreuz"/"trèfles" → clubs, "7♦" → seven_diamonds, "surs" → surs,
// "summe"/"gesamt"/"total" → total; "" for none.
func ScoreCategory(words string) string { return scoreWords[words] }

// score reads a Pasur score: "Asse 2, Buben 1, Summe 8", "as 1 valets 2
// total 10", a number before its category ("2 Asse", "5 für den Sur"),
// number words ("zwei Surs und ein Bube, also 11", "un as, un valet et
// sept trèfles : 9", "fünf Punkte"), or a bare number for the total. A
// number before a category counts its cards or surs ("zwei Surs" are 10
// points, "sieben Kreuz" the 7 points for the most clubs), unless "für" /
// "pour" says it is the points ("5 für den Sur"). A reason after the
// score ("…, grâce au petit deux") carries nothing.
func (r *reader) score() (Score, error) {
	if s, ok, err := r.scoreList(); ok {
		return s, err // „zwei Asse, …, macht fünfzehn“ (score_list.go)
	}
	ans := Score{Score: map[string]int{}}
	var pending []Token
	afterNumber, total, reasoned := false, false, false
	lastCat, lastEnd := "", -1 // a count and its category just read („sechs Surs“)
	ws := r.words()
	if err := r.eitherFigure(ws); err != nil {
		return Score{}, err
	}
	sepAfter := r.sepsAfter(ws)
	for i := 0; i < len(ws); i++ {
		t := ws[i]
		w := t.Fold
		if afterNumber && is(w, cUnit) {
			continue
		}
		if i > 0 && sepAfter[i-1] && len(pending) == 0 && len(ans.Score) > 0 && r.scoreRemark(ws[i:], ans) {
			break // "…, total 4, il ramasse le tapis à la fin": a remark (score_remarks.go)
		}
		if len(pending) > 0 && i > 0 && (sepAfter[i-1] && !restateWords[w] || restateWords[w] && len(ans.Score) > 0 && isCardName(pending)) {
			// "le grand dix, 13", « deux as, un valet, le grand dix et sept
			// trèfles »: a card named without its points, a list going on
			// (before "also 2" it stays refused: the points or the total?)
			if cat := categoryOf(pending); cat != "" && cat != ScoreTotal && cat != ScoreClubs {
				if _, dup := ans.Score[cat]; dup {
					return Score{}, errAt(ErrUnexpected, r.line, pending, 0, len(pending))
				}
				ans.Score[cat], _ = countPoints(cat, 1)
				pending = nil
			}
		}
		afterNumber = false
		if w == "pointe" && i > 0 && is(ws[i-1].Fold, cZero) {
			continue // « zéro pointé »: nothing at all
		}
		if k := relativeAbout(ws, i, pending); k > 0 {
			i += k - 1 // « le petit deux qu'il récupère à la fin 2 »: where the card came from
			continue
		}
		if t.Kind == Word && reasonWords[w] {
			break // "…, weil …": the rest is a reason
		}
		if t.Kind == Word && restateWords[w] && len(pending) == 0 && lastCat != "" && lastEnd == i-1 && itemReckoned(ws, i, ans.Score[lastCat]) {
			i++ // „sechs Surs also 30, zusammen 44“: the item's points, reckoned
			continue
		}
		if t.Kind == Word && restateWords[w] && len(pending) == 0 {
			total = true // "…, also 11": the total
			continue
		}
		if t.Kind == Number && len(pending) > 0 && r.line[pending[len(pending)-1].End:t.Start] == "-" {
			// "Kreuz-2", "Karo-10": a card's name, not its points
			pending = append(pending, t)
			continue
		}
		if _, k := scoreCardAt(ws, i); k > 0 {
			// „Kreuz zwei“, « deux de trèfle »: a card's name, its rank
			// no figure (score_cards.go)
			pending = append(pending, ws[i:i+k]...)
			i += k - 1
			continue
		}
		n, ok := scoreFigure(ws, i, len(pending) > 0)
		if k := totalPhraseAt(ws, i+1); ok && k > 0 {
			// « l'as : trois en tout », „neun insgesamt“: the total, not
			// the points of the card named before it (that was 3 for aces)
			if _, dup := ans.Score[ScoreTotal]; dup {
				return Score{}, errTok(ErrUnexpected, t)
			}
			ans.Score[ScoreTotal] = n
			pending = nil
			if i+k+1 < len(ws) && reckoningMark(r.line[ws[i+k].End:ws[i+k+1].Start]) && len(ans.Score) == 1 {
				break // « neuf en tout : le valet, l'as … »: how it is reckoned
			}
			i += k
			continue
		}
		if ok && len(pending) == 0 && len(ans.Score) == 0 && r.totalFirst(ws, i) {
			// "sechs: ein Sur und ein Bube": the total, then how it is
			// reckoned
			ans.Score[ScoreTotal] = n
			break
		}
		if ok && len(pending) == 0 && !total {
			// "2 Asse", "5 für den Sur", "3 pour le grand dix": the
			// number before its category
			if cat, k, points := categoryAfter(ws[i+1:]); cat != "" {
				if _, dup := ans.Score[cat]; dup {
					return Score{}, errTok(ErrUnexpected, t)
				}
				if !points {
					var known bool
					if n, known = countPoints(cat, n); !known {
						i += k
						if m, ok := r.pointsAgain(ws, i+1, sepAfter); ok {
							ans.Score[cat] = m // "6 Kreuz 0": its points after all
							i++
						}
						continue // "6 Kreuz": the points depend on the others' piles
					}
				}
				ans.Score[cat] = n
				i += k
				lastCat, lastEnd = cat, i
				if m, ok := r.pointsAgain(ws, i+1, sepAfter); ok && m == n {
					i++ // "sept trèfles 7", "zwei Asse 2": the points said again
				}
				continue
			}
		}
		if ok && n == 0 && worthless(pending) {
			// « les rois ne valent rien », „Könige zählen nichts“: why,
			// not a figure
			if !hasSubject(pending) {
				// „die Neun zählt nichts“: the figure read before was the
				// clause's card, not the score
				return Score{}, r.all(ErrOnlyReason)
			}
			pending, reasoned = nil, true
			continue
		}
		if ok {
			if len(pending) == 1 && len(ans.Score) == 0 && r.nameBeforeFigure(ws, i-1) {
				return Score{}, r.unknownName(pending[0]) // "Otto +14": who is Otto?
			}
			if err := r.scoreAfter(ans, pending, n, t); err != nil {
				return Score{}, err
			}
			pending = nil
			afterNumber, total = true, false
			continue
		}
		if len(pending) == 0 && (is(w, cFiller|cArticle|cChange) || scoreOnlyWords[w] || r.isPlayerName(t)) && ScoreCategory(w) == "" {
			continue // "Dan hat 5 Punkte", "gar nichts", „bloß zwei“
		}
		pending = append(pending, t)
	}
	if cat := categoryOf(pending); cat != "" && cat != ScoreClubs && cat != ScoreTotal && isCardName(pending) {
		if _, dup := ans.Score[cat]; !dup {
			// „…, die Kreuz-Zwei“, « le dix de carreau »: a card named
			// last, without its points, scores what it is worth
			ans.Score[cat], _ = countPoints(cat, 1)
			pending = nil
		}
	}
	if len(pending) > 0 && worthless(pending) {
		if !hasSubject(pending) {
			return Score{}, r.all(ErrOnlyReason) // „die Neun zählt nicht“
		}
		pending, reasoned = nil, true // „die Könige zählen nicht“
	}
	if len(ans.Score) == 0 && len(pending) == 0 && reasoned {
		return Score{}, r.all(ErrOnlyReason)
	}
	if len(pending) > 0 || len(ans.Score) == 0 {
		return Score{}, errAt(ErrEmpty, r.line, pending, 0, len(pending))
	}
	return ans, nil
}

// relativeAbout returns the length of a relative clause at ws[i] about
// the card named in pending („die Kleine Zwei, die er am Ende bekommt“, «
// le petit deux qu'il récupère à la fin »), up to the next figure: no
// figure, category, negation or name in it (any of them could be the
// score); 0 when there is none.
func relativeAbout(ws []Token, i int, pending []Token) int {
	if !isCardName(pending) && categoryOf(pending) == "" || (ws[i].Fold != "qu'" && ws[i].Fold != "que") {
		return 0
	}
	for j := i + 1; j < len(ws); j++ {
		t := ws[j]
		if _, ok := scoreFigure(ws, j, true); ok {
			if j == i+1 {
				return 0
			}
			return j - i
		}
		if t.Kind != Word || is(t.Fold, cNot|cZero|cNone) || ScoreCategory(t.Fold) != "" || isNumberWord(t.Fold) {
			return 0
		}
	}
	return 0
}

// itemReckoned reports „also 30“ at ws[i] (the restating word) that
// gives the points of the item just read, points, while a further figure
// (the total) follows: „sechs Surs also 30, zusammen 44“.
func itemReckoned(ws []Token, i, points int) bool {
	m, ok := scoreFigure(ws, i+1, false)
	if !ok || m != points {
		return false
	}
	for j := i + 2; j < len(ws); j++ {
		if _, ok := scoreFigure(ws, j, false); ok {
			return true
		}
	}
	return false
}

// scoreFigure reads word i of a score as a figure: digits, "null" /
// "rien", a number word (not one of a card's name: "die Kleine Zwei"),
// or "ein" / "un" before a category or a unit ("ein Bube", "un as",
// "einen Punkt") unless words are pending before it.
func scoreFigure(ws []Token, i int, pending bool) (int, bool) {
	t := ws[i]
	w := t.Fold
	switch {
	case t.Kind == Number && !t.Bad && t.Amount.Whole() && t.Amount >= 0 && t.Amount.WholePart() <= 999_999:
		return int(t.Amount.WholePart()), true
	case t.Kind == Word && is(w, cZero|cNone):
		return 0, true
	case t.Kind == Word && isNumberWord(w) && !scoreCardWord(ws, i):
		return numberWord(w)
	case t.Kind == Word && is(w, cOneWeak) && !pending:
		if cat, _, _ := categoryAfter(ws[i+1:]); cat != "" || onlyUnits(ws[i+1:]) {
			return 1, true
		}
	}
	return 0, false
}

// scoreAfter gives the figure n (token t) to the category named by the
// pending words before it ("Asse 2"), or to the total when none are.
func (r *reader) scoreAfter(ans Score, pending []Token, n int, t Token) error {
	cat := ScoreTotal
	if len(pending) > 0 {
		cat = categoryOf(pending)
		if cat == "" && !isCardName(pending) {
			cat = ScoreCategory(pending[len(pending)-1].Fold)
		}
		if cat == "" {
			return errAt(ErrUnexpected, r.line, pending, 0, len(pending))
		}
	}
	if was, dup := ans.Score[cat]; dup && !(cat == ScoreTotal && was == n && n == 0) {
		return errTok(ErrUnexpected, t) // "rien, zéro" says 0 twice: fine
	}
	ans.Score[cat] = n
	return nil
}

// scoreCardWord reports a number word that is part of a card's name: "die
// Kleine Zwei", "le petit deux", "le grand dix".
func scoreCardWord(ws []Token, i int) bool {
	if i > 0 && ScoreCategory(ws[i-1].Fold+" "+ws[i].Fold) != "" {
		return true
	}
	for k := max(0, i-2); k <= i; k++ {
		if _, n := scoreCardAt(ws, k); n > 0 && k+n > i {
			return true // „Kreuz zwei“, « deux de trèfle »
		}
	}
	return false
}

// countPoints turns a count of a category's cards or surs into its points
// (known is false when they depend on the other piles: fewer than seven
// clubs).
func countPoints(cat string, n int) (points int, known bool) {
	switch cat {
	case ScoreSurs:
		return 5 * n, true
	case ScoreTwoClubs:
		return 2 * min(n, 1), true
	case ScoreTenDiamonds:
		return 3 * min(n, 1), true
	case ScoreSevenDiamonds:
		return min(n, 1), true
	case ScoreClubs:
		if n >= 7 {
			return 7, true
		}
		return 0, false
	}
	return n, true
}

// categoryAfter reads a score category at the start of ws, after fillers
// ("für den", "pour le"): the category, the words it takes ("" when none),
// and whether "für" / "pour" made the number before it its points.
func categoryAfter(ws []Token) (cat string, words int, points bool) {
	i := 0
	for i < len(ws) && (is(ws[i].Fold, cFiller|cArticle|cUnit) || ws[i].Fold == "fur" || ws[i].Fold == "furs" || ws[i].Fold == "pour") &&
		(ScoreCategory(ws[i].Fold) == "" || ScoreCategory(ws[i].Fold) == ScoreTotal) {
		points = points || ws[i].Fold == "fur" || ws[i].Fold == "furs" || ws[i].Fold == "pour" || is(ws[i].Fold, cUnit)
		i++
	}
	if cat, n := scoreCardAt(ws, i); n > 0 {
		return cat, i + n, points // „2 für die Kreuz zwei“, „eine Karo-Zehn“ (3)
	}
	for n := 3; n >= 1; n-- {
		if i+n <= len(ws) {
			if cat := ScoreCategory(Fold(ws[i : i+n])); cat != "" && cat != ScoreTotal {
				return cat, i + n, points
			}
		}
	}
	return "", 0, false
}

// onlyUnits reports words that are nothing but units ("Punkt", "points"),
// or none.
func onlyUnits(ws []Token) bool {
	for _, w := range ws {
		if !is(w.Fold, cUnit) {
			return false
		}
	}
	return true
}

// Fold joins the folded text of tokens with spaces.
func Fold(ts []Token) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = t.Fold
	}
	return strings.Join(parts, " ")
}

// totalPhraseAt returns the number of words of a phrase that says "in
// all" at ws[i] (« en tout », « au total », „insgesamt“, „zusammen“,
// „in Summe“), 0 for none.
func totalPhraseAt(ws []Token, i int) int {
	if i >= len(ws) {
		return 0
	}
	if i+1 < len(ws) && totalPairs[ws[i].Fold+" "+ws[i+1].Fold] {
		return 2
	}
	if totalSingles[ws[i].Fold] {
		return 1
	}
	return 0
}

var (
	totalPairs   = pairSet("en_tout au_total in_summe im_ganzen in_all")
	totalSingles = wordSet("insgesamt zusammen gesamt")
)

// reckoningMark reports whether the text between a score's first figure
// and the next word puts the figure before its reckoning: a colon, an
// equals sign, a dash or a comma ("sechs: ein Sur und ein Bube", "6 = 5
// + 1").
// totalFirst reports a figure that is the total, said first and then
// reckoned: a reckoning mark right after it, or after its unit („sechs:
// ein Sur und ein Bube“, « neuf points : un as, un valet et sept trèfles »
// — not nine points for aces).
func (r *reader) totalFirst(ws []Token, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	if reckoningMark(r.line[ws[i].End:ws[i+1].Start]) {
		return true
	}
	return i+2 < len(ws) && is(ws[i+1].Fold, cUnit) && reckoningMark(r.line[ws[i+1].End:ws[i+2].Start])
}

func reckoningMark(between string) bool {
	switch strings.TrimSpace(between) {
	case ":", "=", "–", "—", "-", ",":
		return true
	}
	return false
}

// sepsAfter reports for each word of ws whether a separator ("," "und"
// "et") follows it on the line.
func (r *reader) sepsAfter(ws []Token) []bool {
	out := make([]bool, len(ws))
	k := 0
	for _, t := range r.toks {
		switch {
		case t.Kind == Sep && k > 0:
			out[k-1] = true
		case t.Kind != Sep:
			k++
		}
	}
	return out
}

// pointsAgain reads the figure right after a counted category, with no
// separator between ("sept trèfles 7"): the category's points.
func (r *reader) pointsAgain(ws []Token, i int, sepAfter []bool) (int, bool) {
	if i <= 0 || i >= len(ws) || sepAfter[i-1] {
		return 0, false
	}
	if i+1 < len(ws) {
		if cat, _, _ := categoryAfter(ws[i+1:]); cat != "" {
			return 0, false // "2 Asse 1 Bube": the next count
		}
	}
	return scoreFigure(ws, i, false)
}

// scoreOnlyWords say that a score is small, and carry nothing: „bloß zwei“,
// „nur 3“, „lediglich 5“, « seulement 2 », « juste 2 ».
var scoreOnlyWords = wordSet("bloß bloss nur lediglich gerade seulement juste")

// scoreOrWords join two figures of which one is meant: „vier bzw. zwei“,
// „vier oder zwei“, « quatre ou deux ».
var scoreOrWords = wordSet("bzw beziehungsweise oder ou respectivement")

// eitherFigure asks back about two figures joined by „bzw.“ or „oder“
// („vier bzw. zwei“): one score is asked, and which of the two is meant
// is the learner's to say (Choices: the two figures).
func (r *reader) eitherFigure(ws []Token) error {
	for i := 1; i+1 < len(ws); i++ {
		if ws[i].Kind != Word || !scoreOrWords[ws[i].Fold] {
			continue
		}
		a, okA := scoreFigure(ws, i-1, false)
		b, okB := scoreFigure(ws, i+1, false)
		if !okA || !okB {
			continue
		}
		err := errAt(ErrWhichFigure, r.line, ws, i-1, i+2)
		err.Choices = []string{strconv.Itoa(a), strconv.Itoa(b)}
		return err
	}
	return nil
}
