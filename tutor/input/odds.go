package input

import (
	"math/big"
	"strconv"
	"strings"
)

// odds reads a chance: a fraction, a percent or a decimal, written with
// a comma or a point; "Prozent" and "pour cent" stand for %; "etwa",
// "environ", "so gut" before it say it is rounded (as any decimal is: an
// approximate figure is right only within half a unit of its last digit,
// docs/tutor.md "Odds answers"); "null", "unmöglich", "keine Chance",
// "impossible" are 0; a product of chances ("4/51 mal 3/50", "4/51 ×
// 3/50") is reckoned exactly. A reckoning may lead to the answer ("4/51
// mal 3/50, also 2/425", "2/49 * 1/48 = 1/1176": the result after
// „also“, « donc », "=" is the answer) and a reason may follow it ("1/17,
// weil …", « 2/425 car … »). A reckoning that does not give the result
// said, and "1 zu 1176" (odds against, or a chance of 1 in 1176?), are
// asked back.
func (r *reader) odds() (Odds, error) {
	// "etwa", "ungefähr", "environ": every decimal is rounded anyway
	k := 0
	for k < len(r.toks) && (r.toks[k].Kind == Word && (approxWords[r.toks[k].Fold] || oddsApprox[r.toks[k].Fold] || approxPhrase(r.toks, k) || r.toks[k].Fold == "un" && k+1 < len(r.toks) && oddsOver[r.toks[k+1].Fold]) || r.toks[k].Kind == Sep) {
		k++
	}
	side := 0
	for _, t := range r.toks[:k] {
		switch {
		case oddsOver[t.Fold]:
			side = 1
		case oddsUnder[t.Fold]:
			side = -1
		}
	}
	toks := r.toks[k:]
	// a reason after the figure: "1/17, weil beim Doublet die Bank gewinnt"
	for i, t := range toks {
		if i > 0 && t.Kind == Word && oddsReason[t.Fold] {
			toks = toks[:i]
			break
		}
	}
	for len(toks) > 0 && toks[len(toks)-1].Kind == Sep {
		toks = toks[:len(toks)-1]
	}
	if len(toks) == 0 {
		return Odds{}, r.all(ErrUnexpected)
	}
	if head, ok := r.oddsBeforeRemark(toks); ok {
		toks = head // „null, es ist nur noch eine Neun drin“
	}
	// a reckoning and its result: the result is the answer, and a
	// reckoning that gives another value is asked back
	parts := oddsParts(r.line, toks)
	last := parts[len(parts)-1]
	ans, ok := r.oddsFigure(last)
	if !ok {
		if against(last) {
			return Odds{}, errAt(ErrOddsAgainst, r.line, last, 0, len(last))
		}
		return Odds{}, r.all(ErrUnexpected)
	}
	for _, p := range parts[:len(parts)-1] {
		o, ok := r.oddsFigure(p)
		if !ok {
			continue
		}
		if !oddsAgree(o.Odds, ans.Odds) {
			return Odds{}, errAt(ErrOddsUnsure, r.line, toks, 0, len(toks))
		}
		if exactOdds(o.Odds) && !exactOdds(ans.Odds) {
			ans = o // "2/425 ≈ 0,47 %": the fraction is the exact answer
		}
	}
	if side != 0 && !exactOdds(ans.Odds) {
		ans.Side = side
	}
	return ans, nil
}

// oddsOver say the chance is a little more than the figure ("gut 11 %",
// « un bon 11 % »), oddsUnder a little less ("knapp 12 %", « presque »).
var oddsOver, oddsUnder = wordSet("gut gute guten bon bonne"), wordSet("knapp fast beinahe presque")

// oddsFigure reads one figure of a chance (see odds): tokens of the line.
func (r *reader) oddsFigure(toks []Token) (Odds, bool) {
	if len(toks) == 0 {
		return Odds{}, false
	}
	// the text as typed (the answer is quoted so), and folded from its
	// tokens (Fold maps "−" to "-" and every space to " ")
	t := strings.TrimSpace(r.line[toks[0].Start:toks[len(toks)-1].End])
	ft := strings.TrimSpace(foldedText(r.line[:toks[len(toks)-1].End], toks))
	said, _ := splitComma(toks) // "null, geht nicht mehr": a reason follows
	zero := len(said) > 0
	for _, w := range said {
		zero = zero && w.Kind == Word && impossibleWords[w.Fold]
	}
	if zero {
		return Odds{Odds: "0"}, true
	}
	if f, ok := wordsFraction(toks); ok {
		return Odds{Odds: f}, true
	}
	if p, ok := percentInWords(toks); ok {
		return Odds{Odds: p}, true
	}
	for _, w := range []string{"prozent", "pour cent", "pourcent", "percent"} {
		if i := strings.Index(ft, w); i >= 0 && strings.TrimSpace(ft[i+len(w):]) == "" {
			t = strings.TrimSpace(ft[:i]) + " %"
			ft = t
			break
		}
	}
	t = strings.ReplaceAll(t, "\u00a0", " ")
	t = strings.ReplaceAll(t, "\u202f", " ")
	if p, ok := oddsProduct(ft); ok {
		return Odds{Odds: p}, true
	}
	if !oddsText(t) {
		return Odds{}, false
	}
	return Odds{Odds: t}, true
}

// approxPhrase reports a word of « à peu près » at toks[k].
func approxPhrase(toks []Token, k int) bool {
	at := func(i int) string {
		if i >= 0 && i < len(toks) {
			return toks[i].Fold
		}
		return ""
	}
	for start := k - 2; start <= k; start++ {
		if at(start) == "a" && at(start+1) == "peu" && at(start+2) == "pres" {
			return true
		}
	}
	return false
}

// wordsFraction reads a chance said as "un sur dix-sept", "1 von 17",
// "einer aus 17" as the fraction "1/17" (German "1 zu 17" is odds
// against, 1/18, and not read).
func wordsFraction(toks []Token) (string, bool) {
	if len(toks) != 3 || !fractionWords[toks[1].Fold] {
		return "", false
	}
	num := func(t Token) (int64, bool) {
		if t.Kind == Number && !t.Bad && !t.Signed && t.Amount.Whole() {
			return t.Amount.WholePart(), true
		}
		if n, ok := numberWord(t.Fold); ok && t.Kind == Word {
			return int64(n), true
		}
		if t.Kind == Word && is(t.Fold, cOneWeak) || t.Fold == "einer" {
			return 1, true
		}
		return 0, false
	}
	a, okA := num(toks[0])
	b, okB := num(toks[2])
	if !okA || !okB || b == 0 || a > b {
		return "", false
	}
	return strconv.FormatInt(a, 10) + "/" + strconv.FormatInt(b, 10), true
}

// fractionWords join a chance's two numbers: "1 sur 17", "1 von 17",
// „eins durch 1176“ (a division).
var fractionWords = wordSet("sur von aus durch")

// oddsProduct reckons a product of fractions ("4/51 mal 3/50", "4/51 ×
// 3/50", "4/51 * 3/50", "4/51 fois 3/50") as one fraction ("2/425"); t
// is folded.
func oddsProduct(t string) (string, bool) {
	f := t
	for _, m := range []string{" mal ", " fois ", " times ", "×", "*", " x "} {
		f = strings.ReplaceAll(f, m, "*")
	}
	parts := strings.Split(f, "*")
	if len(parts) < 2 {
		return "", false
	}
	prod := big.NewRat(1, 1)
	for _, p := range parts {
		a, b, ok := strings.Cut(strings.TrimSpace(p), "/")
		if !ok || !digits(strings.TrimSpace(a)) || !digits(strings.TrimSpace(b)) || len(p) > 20 {
			return "", false
		}
		n, _ := new(big.Int).SetString(strings.TrimSpace(a), 10)
		d, _ := new(big.Int).SetString(strings.TrimSpace(b), 10)
		if d.Sign() == 0 {
			return "", false
		}
		prod.Mul(prod, new(big.Rat).SetFrac(n, d))
	}
	return prod.Num().String() + "/" + prod.Denom().String(), true
}

// oddsText reports a fraction "a/b", a percent "5,9 %" or a decimal.
func oddsText(t string) bool {
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t), "%"))
	t = strings.TrimLeft(t, "+-−")
	if t == "" || len(t) > 40 {
		return false
	}
	if a, b, ok := strings.Cut(t, "/"); ok {
		return digits(strings.TrimSpace(a)) && digits(strings.TrimSpace(b))
	}
	t = strings.Replace(t, ",", ".", 1)
	w, f, _ := strings.Cut(t, ".")
	return (w == "" || digits(w)) && (f == "" || digits(f)) && w+f != ""
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// oddsApprox say a figure is rounded: "so gut elf Prozent", "gut 11 %".
var oddsApprox = wordSet("so gut gute guten bon bonne autour vers quasi")

// oddsReason begin a reason after the figure: "1/17, weil …", « car … ».
var oddsReason = wordSet("weil denn da car parce puisque because")

// oddsResult lead from a reckoning to its result: "also 2/425", « donc »,
// "macht", « ça fait », "ergibt".
var oddsResult = wordSet("also macht ergibt gibt sind ist gleich donc fait font soit egal egale")

// oddsQuiet are the words about a result: "das macht", « ça fait ».
var oddsQuiet = wordSet("das dies es ca cela ce qui")

// oddsParts splits a chance at the words and signs that lead to a result
// ("also", "=", "≈"): the figures said, the result last. Words about the
// result and rounding words at a part's ends are left out.
func oddsParts(line string, toks []Token) [][]Token {
	var parts [][]Token
	cur := []Token{}
	flush := func() {
		for len(cur) > 0 && (cur[0].Kind == Sep || oddsQuiet[cur[0].Fold] || approxWords[cur[0].Fold] || oddsApprox[cur[0].Fold] || approxPhrase(cur, 0)) {
			cur = cur[1:]
		}
		for len(cur) > 0 && (cur[len(cur)-1].Kind == Sep || oddsQuiet[cur[len(cur)-1].Fold]) {
			cur = cur[:len(cur)-1]
		}
		if len(cur) > 0 {
			parts = append(parts, cur)
		}
		cur = []Token{}
	}
	for i, t := range toks {
		if i > 0 && strings.ContainsAny(line[toks[i-1].End:t.Start], "=≈") {
			flush()
		}
		if strings.Trim(t.Text, "=≈") == "" || t.Kind == Word && oddsResult[t.Fold] && i > 0 {
			flush()
			continue
		}
		cur = append(cur, t)
	}
	flush()
	if len(parts) == 0 {
		return [][]Token{toks}
	}
	return parts
}

// against reports "1 zu 1176", « 1 contre 1176 »: two numbers joined by
// the word of odds against.
func against(ts []Token) bool {
	if len(ts) != 3 || ts[1].Kind != Word || !againstWords[ts[1].Fold] {
		return false
	}
	n := func(t Token) bool {
		_, ok := numberWord(t.Fold)
		return t.Kind == Number || ok || t.Fold == "eins" || t.Fold == "un"
	}
	return n(ts[0]) && n(ts[2])
}

// againstWords join the two numbers of odds: "1 zu 5", « 1 contre 5 ».
var againstWords = wordSet("zu contre gegen")

// percentInWords reads a percent in words: "elf Prozent", "ein halbes
// Prozent", « un demi pour cent », « onze pour cent ».
func percentInWords(ts []Token) (string, bool) {
	n := len(ts)
	switch {
	case n >= 3 && ts[n-2].Fold == "pour" && ts[n-1].Fold == "cent":
		ts = ts[:n-2]
	case n >= 2 && (ts[n-1].Fold == "prozent" || ts[n-1].Fold == "pourcent"):
		ts = ts[:n-1]
	default:
		return "", false
	}
	w := Words(ts)
	switch {
	case len(w) == 1 && (w[0] == "halbes" || w[0] == "demi"),
		len(w) == 2 && (w[0] == "ein" || w[0] == "un" || w[0] == "einem") && (w[1] == "halbes" || w[1] == "halb" || w[1] == "demi"):
		return "0,5 %", true
	case len(w) == 1 && ts[0].Kind == Word:
		if v, ok := numberWord(w[0]); ok {
			return strconv.Itoa(v) + " %", true
		}
	}
	return "", false
}

// exactOdds reports a figure that is exact: a fraction or a whole number.
func exactOdds(s string) bool {
	v, tol, ok := oddsValue(s)
	return ok && v != nil && tol.Sign() == 0
}

// oddsAgree reports two figures of a chance that can be the same chance:
// they differ by no more than their roundings.
func oddsAgree(a, b string) bool {
	va, ta, okA := oddsValue(a)
	vb, tb, okB := oddsValue(b)
	if !okA || !okB {
		return true
	}
	d := new(big.Rat).Sub(va, vb)
	d.Abs(d)
	return d.Cmp(new(big.Rat).Add(ta, tb)) <= 0
}

// oddsValue is the value of a figure read by oddsFigure ("2/425", "0,5
// %", "0.047", "0") and its rounding: half a unit of its last digit.
func oddsValue(s string) (v, tol *big.Rat, ok bool) {
	s = strings.TrimSpace(s)
	if a, b, cut := strings.Cut(s, "/"); cut {
		n, ok1 := new(big.Int).SetString(strings.TrimSpace(a), 10)
		d, ok2 := new(big.Int).SetString(strings.TrimSpace(b), 10)
		if !ok1 || !ok2 || d.Sign() == 0 {
			return nil, nil, false
		}
		return new(big.Rat).SetFrac(n, d), new(big.Rat), true
	}
	p, percent := strings.CutSuffix(s, "%")
	p = strings.Replace(strings.TrimSpace(strings.TrimLeft(p, "+")), ",", ".", 1)
	v, ok = new(big.Rat).SetString(p)
	if !ok {
		return nil, nil, false
	}
	tol = new(big.Rat)
	if _, frac, dot := strings.Cut(p, "."); dot || percent {
		tol.SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(frac))), nil))
		tol.Mul(tol, big.NewRat(1, 2))
	}
	if percent {
		v.Mul(v, big.NewRat(1, 100))
		tol.Mul(tol, big.NewRat(1, 100))
	}
	return v, tol, true
}

// oddsBeforeRemark returns the tokens before a line's first comma when
// they are a chance by themselves and what follows is a remark with no
// figure in digits, no result („also“, « donc ») and no percent: „null,
// es ist nur noch eine Neun drin“ is 0.
func (r *reader) oddsBeforeRemark(toks []Token) ([]Token, bool) {
	for i, t := range toks {
		if t.Kind != Sep || strings.TrimSpace(t.Text) != "," {
			continue
		}
		if i == 0 {
			return nil, false
		}
		for _, u := range toks[i+1:] {
			if u.Kind == Number || summingUp[u.Fold] || strings.ContainsAny(u.Text, "=%/") ||
				u.Fold == "prozent" || u.Fold == "cent" || u.Fold == "pourcent" || u.Fold == "gleich" || u.Fold == "egal" {
				return nil, false
			}
		}
		if _, ok := r.oddsFigure(toks[:i]); ok {
			return toks[:i], true
		}
		return nil, false
	}
	return nil, false
}
