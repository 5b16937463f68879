package input

import (
	"math/big"
	"strconv"
	"strings"
)

// The answer kinds of sessions, matches and the table's contents.
const (
	// Player: one player ("Dan", "die Bank" for the banker, "niemand" /
	// "personne" for nobody).
	Player Kind = Score + 1 + iota
	// Players: one or more players ("Dan und Anna"), or a draw
	// ("unentschieden", "match nul").
	Players
	// Bets: bets on the layout, each optionally after its player's name
	// ("Dan 4 auf 9; Anna 2 auf K gecoppert"), or none ("keine", "aucune").
	Bets
	// TableCheck: what the table check did ("neu gegeben", "Bube
	// ersetzt", "nouvelle donne", "valet remplacé"; "nichts", "rien" when
	// the table passed).
	TableCheck
	// Odds: a chance or edge ("1/17", "5,9 %", "5.9 Prozent", "0,059").
	Odds
)

// Extra holds the answers of the kinds above.
type Extra struct {
	// Names (Player: one; Players) in the order typed; Nobody (Player)
	// and Draw (Players) the words for no one and a draw.
	Names  []string
	Nobody bool
	Draw   bool
	// Bets (Bets): each a Bet answer, Player its player ("" when not
	// named).
	Bets []BetItem
	// Checks (TableCheck): "redeal" and "jack", in order.
	Checks []string
	// Odds (Odds): the chance in the notation of scenario files ("1/17",
	// "5.9 %", "0.059").
	Odds string
}

// BetItem is one bet of a Bets answer.
type BetItem struct {
	Player string
	Bet    Answer
}

// parseNew reads the kinds of this file; ok is false for the others.
func (r *reader) parseNew(kind Kind) (Answer, bool, error) {
	var a Answer
	var err error
	switch kind {
	case Player:
		a, err = r.players(true)
	case Players:
		a, err = r.players(false)
	case Bets:
		a, err = r.bets()
	case TableCheck:
		a, err = r.tableCheck()
	case Odds:
		a, err = r.odds()
	default:
		return Answer{}, false, nil
	}
	a.Kind = kind
	return a, true, err
}

// Words that say nobody, a draw, a redeal and a replaced jack, folded.
var (
	nobodyWords = wordSet("niemand keiner keine personne aucun aucune nobody none")
	drawWords   = wordSet("unentschieden remis gleichstand nul egalite draw")
	redealWords = wordSet("neu neugegeben neuausgabe neuverteilung redeal nouvelle redonne redistribution")
	jackWords   = wordSet("bube buben valet jack")
	passWords   = wordSet("nichts ok bestanden rien passe aucun aucune keine nothing")
	fillerWords = wordSet("ist wird wurde hat ersetzt gegeben ausgegeben gemischt die der den das le la les est a ete remplace donne match partie c' c ce es sie er il elle gewonnen gewinnt gagne gagné bekommt reçoit recoit kriegt hält tient nimmt prend")
)

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[fold(w)] = true
	}
	return out
}

// players reads one player (one) or several; names are separated by
// commas or "und"/"et". Words around the name carry nothing ("c'est
// Anna", "Dan hat gewonnen"), nor does a reason after it ("Dan, weil er
// zuletzt genommen hat", "Dan, car …") or a score ("Dan mit 105", "Dan
// avec 105 jetons").
func (r *reader) players(one bool) (Answer, error) {
	a, err := r.playersRead(one)
	if err != nil && one {
		// "dan, der hat zuletzt genommen", "natürlich Dan", "dan gibt": a
		// line that names one player and no one else, nor nobody, is that
		// player, whatever the words around the name
		if p, ok := r.onlyName(); ok {
			return Answer{Extra: &Extra{Names: []string{p}}}, nil
		}
	}
	return a, err
}

// onlyName returns the one player a line names exactly, when it names no
// other and no word says nobody or a draw.
func (r *reader) onlyName() (string, bool) {
	found := ""
	for _, t := range r.toks {
		if t.Kind != Word {
			continue
		}
		if nobodyWords[t.Fold] || drawWords[t.Fold] {
			return "", false
		}
		if !r.isPlayerName(t) {
			continue
		}
		p, _, err := r.resolvePlayer([]Token{t})
		if err != nil || found != "" && found != p {
			return "", false
		}
		found = p
	}
	return found, found != ""
}

// playersRead reads one or more players' names (see players).
func (r *reader) playersRead(one bool) (Answer, error) {
	ans := Answer{Extra: &Extra{}}
	var name []Token
	var second *Error // a second name where one is asked
	flush := func() error {
		if len(name) == 0 {
			return nil
		}
		p, _, err := r.resolvePlayer(name)
		at := errAt(ErrDuplicatePlayer, r.line, name, 0, len(name))
		name = nil
		if err != nil {
			return err
		}
		for _, n := range ans.Extra.Names {
			if n == p {
				return at
			}
		}
		if len(ans.Extra.Names) == 1 && second == nil {
			at.Reason = ErrUnexpected
			second = at
		}
		ans.Extra.Names = append(ans.Extra.Names, p)
		return nil
	}
	toks := r.toks
	for i, t := range toks {
		if t.Kind == Word && reasonWords[t.Fold] || t.Kind == Number ||
			t.Kind == Word && (t.Fold == "mit" || t.Fold == "avec") && i+1 < len(toks) && toks[i+1].Kind == Number {
			break // the rest says why
		}
		switch {
		case t.Kind == Sep:
			if err := flush(); err != nil {
				return Answer{}, err
			}
		case t.Kind == Word && len(name) > 0 && (fillerWords[t.Fold] || is(t.Fold, cFiller|cWin|cUnit)) && !r.isPlayer(t):
			// "Dan hat gewonnen": the name is complete
			if err := flush(); err != nil {
				return Answer{}, err
			}
		case t.Kind == Word && len(name) == 0 && nobodyWords[t.Fold] && one:
			ans.Extra.Nobody = true
		case t.Kind == Word && len(name) == 0 && drawWords[t.Fold] && !one:
			ans.Extra.Draw = true
		case t.Kind == Word && len(name) == 0 && (fillerWords[t.Fold] || is(t.Fold, cArticle|cFiller)) && !r.isPlayer(t):
		default:
			name = append(name, t)
		}
	}
	if err := flush(); err != nil {
		return Answer{}, err
	}
	e := ans.Extra
	switch {
	case e.Draw && len(e.Names) > 0, e.Nobody && len(e.Names) > 0:
		return Answer{}, r.all(ErrUnexpected)
	case !e.Draw && !e.Nobody && len(e.Names) == 0:
		return Answer{}, r.all(ErrEmpty)
	case one && len(e.Names) > 1:
		return Answer{}, second
	}
	return ans, nil
}

// isPlayer reports a word that is (the start of) a player's name.
func (r *reader) isPlayer(t Token) bool {
	for _, p := range r.ctx.Players {
		if strings.HasPrefix(r.ctx.fold(p), t.Fold) {
			return true
		}
	}
	return false
}

// bets reads a list of bets, separated by ";" or ","; each may begin with
// its player's name.
func (r *reader) bets() (Answer, error) {
	ans := Answer{Extra: &Extra{Bets: []BetItem{}}}
	ws := r.words()
	if r.allStay(ws) {
		// "beide bleiben liegen", "les deux restent": the bets that lay on
		// the layout before the turn
		if len(r.ctx.Layout) == 0 {
			return Answer{}, r.all(ErrUnexpected)
		}
		ans.Extra.Bets = append(ans.Extra.Bets, r.ctx.Layout...)
		return ans, nil
	}
	if head := noneHead(r.toks); len(head) > 0 && len(head) <= 2 && (nobodyWords[head[0].Fold] || passWords[head[0].Fold] || noneCards[head[0].Fold]) {
		// "keine", "aucune", "nichts", and "nein" / "non" to "Liegt noch
		// ein Einsatz auf der 7?"
		return ans, nil
	}
	var part []Token
	pending := ""
	flush := func() error {
		if len(part) == 0 {
			return nil
		}
		item := BetItem{Player: pending}
		pending = ""
		toks := part
		part = nil
		if p, ok := r.playerOnly(toks); ok {
			// "Doc, 2 Chips auf der 7", « celle de Doc, 2 sur le 7 »: the
			// player of the next part
			pending = p
			return nil
		}
		if n := len(ans.Extra.Bets); n > 0 && onlyCopper(toks) {
			// "Anna: 2 auf K, gecoppert": the copper of the bet before
			ans.Extra.Bets[n-1].Bet.Copper = true
			return nil
		}
		if toks[0].Kind == Word && r.isPlayer(toks[0]) {
			if _, ok := rankOf(toks[0], false); !ok {
				p, _, err := r.resolvePlayer(toks[:1])
				if err != nil {
					return err
				}
				item.Player, toks = p, toks[1:]
			}
		}
		sub := reader{line: r.line, toks: toks, ctx: r.ctx}
		b, err := sub.bet()
		if err != nil {
			return err
		}
		item.Bet = b
		ans.Extra.Bets = append(ans.Extra.Bets, item)
		return nil
	}
	for i, t := range r.toks {
		// "und"/"et" may join the two ranks of a split; "," and ";" part
		// the bets, and "und"/"et" before a player's name ("Dan 4 sur le
		// 9 et Anna 2 cuivrés sur le roi").
		nextName := i+1 < len(r.toks) && r.toks[i+1].Kind == Word && r.isPlayerName(r.toks[i+1])
		if t.Kind == Sep && (t.Text == "," || t.Text == ";" || nextName) {
			if err := flush(); err != nil {
				return Answer{}, err
			}
			continue
		}
		if t.Kind == Sep {
			continue
		}
		part = append(part, t)
	}
	if err := flush(); err != nil {
		return Answer{}, err
	}
	return ans, nil
}

// noneHead returns the words before the first comma without "noch",
// "mehr", "plus" ("keine mehr, …", « plus rien »): the words that may say
// that there is nothing.
func noneHead(ts []Token) []Token {
	var out []Token
	head, _ := splitComma(ts)
	for _, t := range head {
		if t.Kind == Sep || t.Fold == "noch" || t.Fold == "mehr" || t.Fold == "plus" || t.Fold == "gar" {
			continue
		}
		out = append(out, t)
	}
	return out
}

// playerOnly reports a part of a list that only names a player ("Doc",
// « celle de Doc », „die von Doc“).
func (r *reader) playerOnly(ts []Token) (string, bool) {
	var name []Token
	for _, t := range ts {
		switch {
		case t.Kind == Word && (t.Fold == "celle" || t.Fold == "celui" || t.Fold == "de" || t.Fold == "von" || is(t.Fold, cArticle)) && !r.isPlayerName(t):
		case t.Kind == Word && r.isPlayerName(t):
			name = append(name, t)
		default:
			return "", false
		}
	}
	if len(name) != 1 {
		return "", false
	}
	p, _, err := r.resolvePlayer(name)
	return p, err == nil
}

// onlyCopper reports words that say nothing but that a bet is coppered
// ("gecoppert", "cuivré", "(gecoppert)").
func onlyCopper(ts []Token) bool {
	copper := false
	for _, t := range ts {
		switch {
		case is(t.Fold, cCopper):
			copper = true
		case is(t.Fold, cFiller|cArticle):
		default:
			return false
		}
	}
	return copper
}

// stayWords say that bets stay on the layout.
var stayWords = wordSet("bleiben bleibt liegen liegt restent reste restant sont")

// allStay reports an answer that every bet stays: "beide bleiben liegen",
// "alle bleiben", "les deux restent", "toutes restent".
func (r *reader) allStay(ws []Token) bool {
	all, stay := false, false
	for _, t := range ws {
		switch w := t.Fold; {
		case allWords[w] || w == "beide" || w == "beiden" || w == "deux" || w == "both":
			all = true
		case stayWords[w]:
			stay = true
		case is(w, cArticle|cFiller|cRest) || w == "einsatze" || w == "mises" || w == "noch" || w == "encore":
		default:
			return false
		}
	}
	return all && stay
}

// tableCheck reads what the table check did, in order.
func (r *reader) tableCheck() (Answer, error) {
	ans := Answer{Extra: &Extra{Checks: []string{}}}
	passed := false
	for _, t := range r.words() {
		switch {
		case redealWords[t.Fold]:
			ans.Extra.Checks = append(ans.Extra.Checks, "redeal")
		case jackWords[t.Fold]:
			ans.Extra.Checks = append(ans.Extra.Checks, "jack")
		case passWords[t.Fold]:
			passed = true
		case fillerWords[t.Fold], is(t.Fold, cArticle|cFiller):
		default:
			return Answer{}, errTok(ErrUnexpected, t)
		}
	}
	if passed && len(ans.Extra.Checks) > 0 {
		return Answer{}, r.all(ErrUnexpected)
	}
	if !passed && len(ans.Extra.Checks) == 0 {
		return Answer{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// odds reads a chance: a fraction, a percent or a decimal, written with
// a comma or a point; "Prozent" and "pour cent" stand for %; "etwa",
// "environ" before it say it is rounded (as any decimal is); "null",
// "unmöglich", "keine Chance", "impossible" are 0; a product of chances
// ("4/51 mal 3/50", "4/51 × 3/50") is reckoned exactly.
func (r *reader) odds() (Answer, error) {
	// "etwa", "ungefähr", "environ": every decimal is rounded anyway
	k := 0
	for k < len(r.toks) && r.toks[k].Kind == Word && (approxWords[r.toks[k].Fold] || approxPhrase(r.toks, k)) {
		k++
	}
	if k == len(r.toks) {
		return Answer{}, r.all(ErrUnexpected)
	}
	// the rest of the line, folded from its tokens (Fold maps "−" to
	// "-" and every space to " ")
	t := strings.TrimSpace(foldedText(r.line, r.toks[k:]))
	said, _ := splitComma(r.toks[k:]) // "null, geht nicht mehr": a reason follows
	zero := len(said) > 0
	for _, w := range said {
		zero = zero && w.Kind == Word && impossibleWords[w.Fold]
	}
	if zero {
		return Answer{Extra: &Extra{Odds: "0"}}, nil
	}
	if f, ok := wordsFraction(r.toks[k:]); ok {
		return Answer{Extra: &Extra{Odds: f}}, nil
	}
	for _, w := range []string{"prozent", "pour cent", "pourcent", "percent"} {
		if i := strings.Index(t, w); i >= 0 && strings.TrimSpace(t[i+len(w):]) == "" {
			t = strings.TrimSpace(t[:i]) + " %"
			break
		}
	}
	if p, ok := oddsProduct(t); ok {
		return Answer{Extra: &Extra{Odds: p}}, nil
	}
	for _, eq := range []string{"≈", "="} {
		// "2/425 ≈ 0,47 %", as the tutor writes the odds: the fraction
		// is the answer, the rounded percent says it again
		if a, b, ok := strings.Cut(t, eq); ok && oddsText(strings.TrimSpace(a)) && oddsText(strings.TrimSpace(b)) {
			return Answer{Extra: &Extra{Odds: strings.TrimSpace(a)}}, nil
		}
	}
	if !oddsText(t) {
		return Answer{}, r.all(ErrUnexpected)
	}
	return Answer{Extra: &Extra{Odds: t}}, nil
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
