package input

// listResult lead from the items of a score to its total: „macht 15“,
// „also vier“, „sind 4“, « ça fait six », « donc 4 ».
var listResult = wordSet("also somit macht machen ergibt ergeben sind gibt donc soit fait font")

// listJoin join the items of a score: „und“, « et », „plus“.
var listJoin = wordSet("und et plus sowie")

// listQuiet carry nothing in an item: articles, „noch“, « aussi », the
// words before the total („das macht“, « ça fait »).
var listQuiet = wordSet("der die das den dem des le la les l' the noch auch aussi ca cela es zusammen")

// scoreList reads a score said as the cards and categories that score,
// then the total they make: „zwei Asse, ein Bube, Kleine Zwei, Große Zehn
// und Kreuz, macht fünfzehn“ (2 + 1 + 2 + 3 + 7), „Annas Ass und die
// Große Zehn, also vier“ (a player's name before a card carries nothing),
// « deux as et le grand dix, ça fait cinq ». A count before a category
// counts its cards or surs („zwei Surs“ are 10); the clubs named without a
// count are the 7 points for the most clubs. ok is false when the line is
// not of this shape (the general reader reads it then); when the items do
// not make the total said, the line is asked back (ErrScoreUnsure).
func (r *reader) scoreList() (ans Score, ok bool, err error) {
	toks := r.toks
	m := -1
	for i, t := range toks {
		if t.Kind == Word && listResult[t.Fold] {
			m = i
		}
	}
	if m <= 0 {
		return Score{}, false, nil
	}
	total, ok := r.listTotal(toks[m+1:])
	if !ok {
		return Score{}, false, nil
	}
	if forgotten(toks[:m]) {
		// « ah j'oubliais l'as de trèfle, donc 4 »: the card forgotten
		// before, and the new total (score_remarks.go)
		return Score{Score: map[string]int{ScoreTotal: total}}, true, nil
	}
	cats := map[string]int{}
	var item []Token
	flush := func() bool {
		if len(item) == 0 {
			return true
		}
		cat, points, ok := r.listItem(item)
		item = nil
		if _, dup := cats[cat]; !ok || dup {
			return false
		}
		cats[cat] = points
		return true
	}
	for _, t := range toks[:m] {
		switch {
		case t.Kind == Sep || t.Kind == Word && listJoin[t.Fold]:
			if !flush() {
				return Score{}, false, nil
			}
		case t.Kind == Word && r.isPlayerName(t):
			// „Annas Ass“, « l'as d'Anna »: whose card it was
			if n := len(item); n > 0 && (item[n-1].Fold == "d'" || item[n-1].Fold == "de" || item[n-1].Fold == "von") {
				item = item[:n-1]
			}
		case t.Kind == Word && listQuiet[t.Fold]:
		default:
			item = append(item, t)
		}
	}
	if !flush() || len(cats) == 0 {
		return Score{}, false, nil
	}
	sum := 0
	for _, v := range cats {
		sum += v
	}
	if sum != total {
		return Score{}, true, errAt(ErrScoreUnsure, r.line, toks, 0, len(toks))
	}
	cats[ScoreTotal] = total
	return Score{Score: cats}, true, nil
}

// listTotal reads the total after the word that leads to it: a figure and
// at most a unit or „insgesamt“ („fünfzehn“, „15 Punkte“, « six en tout »).
func (r *reader) listTotal(ts []Token) (int, bool) {
	ws := wordsOf(ts)
	for len(ws) > 1 && (is(ws[len(ws)-1].Fold, cUnit) || ScoreCategory(ws[len(ws)-1].Fold) == ScoreTotal || ws[len(ws)-1].Fold == "tout" || ws[len(ws)-1].Fold == "en") {
		ws = ws[:len(ws)-1]
	}
	if len(ws) != 1 {
		return 0, false
	}
	t := ws[0]
	if t.Kind == Number && !t.Bad && !t.Signed && t.Amount.Whole() && t.Amount >= 0 && t.Amount.WholePart() <= 999 {
		return int(t.Amount.WholePart()), true
	}
	if t.Kind == Word && is(t.Fold, cZero|cNone) {
		return 0, true
	}
	if n, ok := numberWord(t.Fold); t.Kind == Word && ok {
		return n, true
	}
	return 0, false
}

// listItem reads one item of a score list: a category with an optional
// count before it („zwei Asse“, „ein Bube“, „Kleine Zwei“, „Kreuz“):
// the category and its points.
func (r *reader) listItem(ws []Token) (cat string, points int, ok bool) {
	whole := func(ws []Token) string {
		if c := categoryOf(ws); c != "" && c != ScoreTotal {
			return c
		}
		return ""
	}
	if c := whole(ws); c != "" {
		// „Kleine Zwei“, „Kreuz“: one card, or the most clubs
		if c == ScoreClubs {
			return c, 7, true
		}
		p, known := countPoints(c, 1)
		return c, p, known
	}
	if len(ws) < 2 {
		return "", 0, false
	}
	n, isCount := 0, false
	switch t := ws[0]; {
	case t.Kind == Number && !t.Bad && !t.Signed && t.Amount.Whole() && t.Amount >= 0 && t.Amount.WholePart() <= 99:
		n, isCount = int(t.Amount.WholePart()), true
	case t.Kind == Word && is(t.Fold, cOneWeak) || t.Fold == "ein" || t.Fold == "eine" || t.Fold == "einen" || t.Fold == "un" || t.Fold == "une":
		n, isCount = 1, true
	case t.Kind == Word:
		n, isCount = numberWord(t.Fold)
	}
	c := whole(ws[1:])
	if !isCount || c == "" {
		return "", 0, false
	}
	p, known := countPoints(c, n)
	return c, p, known
}
