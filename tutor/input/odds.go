package input

import (
	"math/big"
	"strconv"
	"strings"
)

// odds reads a chance: a fraction, a percent or a decimal, written with
// a comma or a point; "Prozent" and "pour cent" stand for %; "etwa",
// "environ" before it say it is rounded (as any decimal is); "null",
// "unmöglich", "keine Chance", "impossible" are 0; a product of chances
// ("4/51 mal 3/50", "4/51 × 3/50") is reckoned exactly.
func (r *reader) odds() (Odds, error) {
	// "etwa", "ungefähr", "environ": every decimal is rounded anyway
	k := 0
	for k < len(r.toks) && r.toks[k].Kind == Word && (approxWords[r.toks[k].Fold] || approxPhrase(r.toks, k)) {
		k++
	}
	if k == len(r.toks) {
		return Odds{}, r.all(ErrUnexpected)
	}
	// the rest of the line as typed (the answer is quoted so), and folded
	// from its tokens (Fold maps "−" to "-" and every space to " ")
	t := strings.TrimSpace(r.line[r.toks[k].Start:])
	ft := strings.TrimSpace(foldedText(r.line, r.toks[k:]))
	said, _ := splitComma(r.toks[k:]) // "null, geht nicht mehr": a reason follows
	zero := len(said) > 0
	for _, w := range said {
		zero = zero && w.Kind == Word && impossibleWords[w.Fold]
	}
	if zero {
		return Odds{Odds: "0"}, nil
	}
	if f, ok := wordsFraction(r.toks[k:]); ok {
		return Odds{Odds: f}, nil
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
		return Odds{Odds: p}, nil
	}
	for _, eq := range []string{"≈", "="} {
		// "2/425 ≈ 0,47 %", as the tutor writes the odds: the fraction
		// is the answer, the rounded percent says it again
		if a, b, ok := strings.Cut(t, eq); ok && oddsText(strings.TrimSpace(a)) && oddsText(strings.TrimSpace(b)) {
			return Odds{Odds: strings.TrimSpace(a)}, nil
		}
	}
	if !oddsText(t) {
		return Odds{}, r.all(ErrUnexpected)
	}
	return Odds{Odds: t}, nil
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

// fractionWords join a chance's two numbers: "1 sur 17", "1 von 17".
var fractionWords = wordSet("sur von aus")

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
