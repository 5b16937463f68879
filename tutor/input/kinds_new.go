package input

import (
	"strings"

	"croupier/engine"
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
	fillerWords = wordSet("ist wird wurde hat ersetzt gegeben ausgegeben gemischt die der den das le la les est a ete remplace donne match partie")
)

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[engine.Fold(w)] = true
	}
	return out
}

// players reads one player (one) or several; names are separated by
// commas or "und"/"et".
func (r *reader) players(one bool) (Answer, error) {
	ans := Answer{Extra: &Extra{}}
	var name []Token
	flush := func() error {
		if len(name) == 0 {
			return nil
		}
		p, _, err := r.resolvePlayer(name)
		name = nil
		if err != nil {
			return err
		}
		for _, n := range ans.Extra.Names {
			if n == p {
				return &Error{Reason: ErrDuplicatePlayer, Token: p}
			}
		}
		ans.Extra.Names = append(ans.Extra.Names, p)
		return nil
	}
	for _, t := range r.toks {
		switch {
		case t.Kind == Sep:
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
		return Answer{}, &Error{Reason: ErrUnexpected, Token: e.Names[1]}
	}
	return ans, nil
}

// isPlayer reports a word that is (the start of) a player's name.
func (r *reader) isPlayer(t Token) bool {
	for _, p := range r.ctx.Players {
		if strings.HasPrefix(engine.Fold(p), t.Fold) {
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
	if len(ws) > 0 && len(ws) <= 2 && (nobodyWords[ws[0].Fold] || passWords[ws[0].Fold]) {
		return ans, nil
	}
	var part []Token
	flush := func() error {
		if len(part) == 0 {
			return nil
		}
		item := BetItem{}
		toks := part
		part = nil
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
	for _, t := range r.toks {
		// "und"/"et" may join the two ranks of a split; only "," and ";"
		// part the bets.
		if t.Kind == Sep && (t.Text == "," || t.Text == ";") {
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
// a comma or a point; "Prozent" and "pour cent" stand for %.
func (r *reader) odds() (Answer, error) {
	t := strings.TrimSpace(r.line)
	f := engine.Fold(t)
	for _, w := range []string{"prozent", "pour cent", "pourcent", "percent"} {
		if i := strings.Index(f, w); i >= 0 && strings.TrimSpace(f[i+len(w):]) == "" {
			t = strings.TrimSpace(f[:i]) + " %"
			break
		}
	}
	t = strings.ReplaceAll(t, "\u00a0", " ")
	t = strings.ReplaceAll(t, "\u202f", " ")
	if !oddsText(t) {
		return Answer{}, r.all(ErrUnexpected)
	}
	return Answer{Extra: &Extra{Odds: t}}, nil
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
