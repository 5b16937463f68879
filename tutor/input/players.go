package input

import "strings"

// Words that say nobody, a draw, a redeal and a replaced jack, folded.
var (
	nobodyWords = wordSet("niemand keiner keine personne aucun aucune nobody none")
	drawWords   = wordSet("unentschieden remis gleichstand nul nulle egalite draw")
	redealWords = wordSet("neu neugegeben neuausgabe neuverteilung redeal nouvelle redonne redistribution")
	jackWords   = wordSet("bube buben valet jack")
	passWords   = wordSet("nichts ok bestanden rien passe aucun aucune keine nothing")
	fillerWords = wordSet("on man ist wird wurde hat ersetzt gegeben ausgegeben gemischt die der den das le la les est a ete remplace remplacé remplacée ausgetauscht getauscht donne match partie zurückgemischt zuruckgemischt zurückgelegt zurück zuruck eingemischt talon stapel in durch eine andere karte remélangé remelange remélange remis remet met mis dans par une autre carte repart sa place c' c ce es sie er il elle gewonnen gewinnt gagne gagné bekommt reçoit recoit kriegt hält tient nimmt prend")
)

// who reads one player (one) or several; names are separated by
// commas or "und"/"et". Words around the name carry nothing ("c'est
// Anna", "Dan hat gewonnen"), nor does a reason after it ("Dan, weil er
// zuletzt genommen hat", "Dan, car …") or a score ("Dan mit 105", "Dan
// avec 105 jetons").
func (r *reader) who(one bool) (named, error) {
	a, err := r.whoRead(one)
	if err != nil && one {
		// "dan, der hat zuletzt genommen", "natürlich Dan", "dan gibt": a
		// line that names one player and no one else, nor nobody, is that
		// player, whatever the words around the name
		if p, ok := r.onlyName(); ok {
			return named{Names: []string{p}}, nil
		}
	}
	if err != nil && !one && r.nameAmongFillers() {
		// "dan natürlich", « Anna qui », « bien sûr Anna »: one name
		// among words that only colour it
		if p, ok := r.onlyName(); ok {
			return named{Names: []string{p}}, nil
		}
	}
	return a, err
}

// nameAmongFillers reports whether every word of the line but player
// names only colours the answer ("natürlich", « bien sûr », « qui »).
func (r *reader) nameAmongFillers() bool {
	for _, t := range r.toks {
		if t.Kind == Sep || r.isPlayerName(t) || nameFillers[t.Fold] || fillerWords[t.Fold] {
			continue
		}
		return false
	}
	return true
}

// nameFillers colour a name and say nothing else: "natürlich Dan",
// « Anna qui », « bien sûr Anna », "nur Dan".
var nameFillers = wordSet("natürlich naturlich klar sicher doch wohl bestimmt nur allein qui bien sûr évidemment evidemment seulement seul seule juste")

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

// whoRead reads one or more players' names (see who).
func (r *reader) whoRead(one bool) (named, error) {
	ans := named{}
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
		for _, n := range ans.Names {
			if n == p {
				return at
			}
		}
		if len(ans.Names) == 1 && second == nil {
			at.Reason = ErrUnexpected
			second = at
		}
		ans.Names = append(ans.Names, p)
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
				return named{}, err
			}
		case t.Kind == Word && len(name) > 0 && (fillerWords[t.Fold] || is(t.Fold, cFiller|cWin|cUnit)) && !r.isPlayer(t):
			// "Dan hat gewonnen": the name is complete
			if err := flush(); err != nil {
				return named{}, err
			}
		case t.Kind == Word && len(name) == 0 && nobodyWords[t.Fold] && one:
			ans.Nobody = true
		case t.Kind == Word && len(name) == 0 && drawWords[t.Fold] && !one:
			ans.Draw = true
		case t.Kind == Word && len(name) == 0 && (fillerWords[t.Fold] || is(t.Fold, cArticle|cFiller)) && !r.isPlayer(t):
		default:
			name = append(name, t)
		}
	}
	if err := flush(); err != nil {
		return named{}, err
	}
	e := ans
	switch {
	case e.Draw && len(e.Names) > 0, e.Nobody && len(e.Names) > 0:
		return named{}, r.all(ErrUnexpected)
	case !e.Draw && !e.Nobody && len(e.Names) == 0:
		return named{}, r.all(ErrEmpty)
	case one && len(e.Names) > 1:
		return named{}, second
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

// named are the players an answer names (or that it names nobody, or a
// draw), read by who.
type named struct {
	Names  []string
	Nobody bool
	Draw   bool
}

// player reads one player (see who).
func (r *reader) player() (Player, error) {
	n, err := r.who(true)
	if err != nil {
		return Player{}, err
	}
	if n.Nobody {
		return Player{Nobody: true}, nil
	}
	return Player{Name: n.Names[0]}, nil
}

// players reads one or more players, or a draw (see who).
func (r *reader) players() (Players, error) {
	n, err := r.who(false)
	if err != nil && r.nobodyThenDraw() {
		return Players{Draw: true}, nil // „keiner von beiden, das ist unentschieden“
	}
	if err != nil && r.onlyNobody() {
		// « personne », „niemand“: no one of those asked; which answer
		// is meant (a draw? no winner yet?) is asked back
		e := r.all(ErrNobodyNamed)
		e.Choices = append([]string(nil), r.ctx.Players...)
		return Players{}, e
	}
	if err != nil {
		return Players{}, err
	}
	return Players{Names: n.Names, Draw: n.Draw}, nil
}

// onlyNobody reports a line that says nobody and nothing else but words
// that colour it (« personne », "niemand", „keiner von beiden“).
func (r *reader) onlyNobody() bool {
	nobody := false
	for _, t := range r.toks {
		switch {
		case t.Kind == Word && (nobodyWords[t.Fold] || is(t.Fold, cZero|cNone|cNobody)):
			nobody = true
		case t.Kind == Sep, t.Kind == Word && (nameFillers[t.Fold] || fillerWords[t.Fold] || is(t.Fold, cFiller|cWin|cNot) || t.Fold == "von" || t.Fold == "beiden" || t.Fold == "deux"):
		default:
			return false
		}
	}
	return nobody
}

// nobodyThenDraw reports a line of two parts, the first saying nobody
// („keiner von beiden“, « aucun des deux ») and the second a draw on its
// own („das ist unentschieden“, « c'est une égalité »): both say the
// same, no one won.
func (r *reader) nobodyThenDraw() bool {
	head, rest := splitComma(r.toks)
	if len(head) == 0 || len(rest) == 0 {
		return false
	}
	hr := reader{line: r.line, toks: head, ctx: r.ctx}
	if !hr.onlyNobody() {
		return false
	}
	rr := reader{line: r.line, toks: rest, ctx: r.ctx}
	n, err := rr.who(false)
	return err == nil && n.Draw && len(n.Names) == 0
}
