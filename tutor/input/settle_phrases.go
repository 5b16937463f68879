package input

import (
	"croupier/engine"
	"croupier/locales"
)

// stakeNouns name a player's bet, which in a settlement stands for the
// player: „Bens Einsatz“, „Bens Pronostic“, « la mise de Dan », « le
// pronostic de Louis ».
var stakeNouns = wordSet("split splits einsatz einsätze pronostic pronostics wette mise mises pari paris")

// relativeWords begin a relative clause after a name: « Anna qui gagne
// 2 » says what Anna does, as "Anna gagne 2" does.
var relativeWords = wordSet("qui")

// othersNothing reads a last part that only says "nothing", after parts
// that named players, as the others' nothing: "Dan +2, rien", "Anna −1,
// sonst nichts" (the bank follows from the players, as always).
func othersNothing(entries []entry) {
	n := len(entries)
	if n < 2 {
		return
	}
	last := entries[n-1]
	if len(last.name) > 0 || !last.hasAmount || last.amount != 0 || last.others || last.pronoun || last.every || last.amountTok.Kind != Word {
		return
	}
	for _, e := range entries[:n-1] {
		if len(e.name) == 0 || e.others || e.every {
			return
		}
	}
	entries[n-1].others = true
}

// possessiveWithoutVerb asks back about a player named in the genitive
// with an amount and no verb ("docs 2 Chips"): Doc's two chips may be
// won or lost, and a wrong guess is worse than the question.
func (r *reader) possessiveWithoutVerb(entries []entry) error {
	if r.ctx.Bank == "" {
		return nil // a Pasur standing: „Dans 9“ are his points
	}
	for _, e := range entries {
		if len(e.name) != 1 || !e.hasAmount || e.sign != 0 || e.signed || e.amount == 0 {
			continue
		}
		t := e.name[0]
		if p, ok := r.possessiveOf(t.Fold); ok {
			err := errAt(ErrWhichSign, r.line, r.toks, 0, len(r.toks))
			err.Choices = []string{p, locales.FormatHalves(e.amount.InHalves(), false)}
			return err
		}
	}
	return nil
}

// whichSign asks whether the entry's player won or lost its amount:
// „Gewinnt oder verliert Dan die 4?“ (the question's player for a
// pronoun).
func (r *reader) whichSign(e entry) error {
	who := r.ctx.Subject
	if len(e.name) > 0 {
		p, _, err := r.resolvePlayer(e.name)
		if err != nil {
			return err
		}
		who = p
	}
	err := errAt(ErrWhichSign, r.line, r.toks, 0, len(r.toks))
	// the amount in figures: „Schreib z. B. „Dan +5““, not „+fünf“
	err.Choices = []string{who, locales.FormatHalves(e.amount.InHalves(), false)}
	// where the amount stands, so that „gewonnen“ after the question
	// can give it its sign (tutor/ask)
	err.Token, err.Start, err.End = e.amountTok.Text, e.amountTok.Start, e.amountTok.End
	return err
}

// SignReply reads a reply to „Gewinnt oder verliert Dan die 4?“: +1 for
// a word of winning („gewonnen“, « gagnés », „plus“), -1 for one of
// losing („verloren“, « perdus »), with fillers around it; ok is false
// for any other line.
func SignReply(l *Line) (sign int, ok bool) {
	for _, t := range l.Toks {
		switch {
		case t.Kind == Sep || is(t.Fold, cFiller|cUnit|cYes) && !is(t.Fold, cWin|cLose):
		case is(t.Fold, cWin) && !is(t.Fold, cLose) && sign >= 0:
			sign = 1
		case is(t.Fold, cLose) && !is(t.Fold, cWin) && sign <= 0:
			sign = -1
		default:
			return 0, false
		}
	}
	return sign, sign != 0
}

// negatedVerb asks back about a player whose verb of winning or losing
// is negated next to an amount („Dan gewinnt nicht 4“, « Dan ne gagne pas
// 4 »): not 4, or nothing? A wrong guess is worse than the question.
func (r *reader) negatedVerb(entries []entry) error {
	for _, e := range entries {
		if !e.neg || !e.hasAmount || e.sign == 0 || e.signed || e.stays || e.amount == 0 {
			continue
		}
		return r.whichSign(e)
	}
	return nil
}

// restatedNothing finds a last part that says the sum again as nothing
// („Anna +5 −5, also nix“, « donc rien », „d. h. null“): the tokens
// before it, and the word that restates.
func (r *reader) restatedNothing() (head []Token, at Token, ok bool) {
	ts := r.toks
	for i := len(ts) - 2; i > 0; i-- {
		if ts[i].Kind != Word || !restateWords[ts[i].Fold] {
			continue
		}
		rest := ts[i+1:]
		if len(rest) == 0 || len(rest) > 2 || rest[0].Kind != Word || !is(rest[0].Fold, cZero) {
			return nil, Token{}, false
		}
		return trimSeps(ts[:i]), ts[i], true
	}
	return nil, Token{}, false
}

// turningWord returns a word of the line before any reason that may turn
// a settlement's figures round: a condition („wenn“, « si ») or a stake
// given back („zurück“, « rendu »), which the reader cannot weigh.
func (r *reader) turningWord() (Token, bool) {
	for _, t := range r.toks {
		if t.Kind == Word && reasonWords[t.Fold] {
			break
		}
		if t.Kind == Word && turningWords[t.Fold] {
			return t, true
		}
	}
	return Token{}, false
}

// turningWords are conditions and words of a stake given back.
var turningWords = wordSet("wenn falls sofern zurück zuruck zurueck si retour rendu rendue remboursé rembourse if unless back")

// unknownVerb asks back about a player with an amount and no sign when
// a word no list knows was passed over next to it ("Dan rend 2", „Dan
// büßt 2 ein“): that word may be a verb that wins or loses, and a wrong
// guess is worse than the question.
func (r *reader) unknownVerb(entries []entry) error {
	if r.ctx.Bank == "" {
		return nil // a Pasur standing: points are had, never won or lost („Dan hat 9“)
	}
	for _, e := range entries {
		if !e.passed || !e.hasAmount || e.sign != 0 || e.signed || e.amount == 0 || e.stays || len(e.name) == 0 && !e.pronoun {
			continue
		}
		return r.whichSign(e)
	}
	return nil
}

// worthVerbs say what cards are worth: « ne valent rien », „zählen
// nichts“, « ne comptent pas ».
var worthVerbs = wordSet("valent vaut valant comptent compte rapportent rapporte zählen zählt zaehlen zaehlt bringen bringt gelten gilt")

// worthless reports words that say some cards count nothing: a verb of
// worth with a negation („die Könige zählen nicht“, « les rois ne valent
// »), the "nothing" after them read by the caller. A word of a category
// that scores stays the score's („Asse zählen nichts“ is not read away).
func worthless(ws []Token) bool {
	verb := false
	for _, t := range ws {
		switch {
		case worthVerbs[t.Fold]:
			verb = true
		case ScoreCategory(t.Fold) != "":
			return false
		}
	}
	return verb
}

// scoreLineFigure reads one side of a score said between two players: a
// number in digits or in words ("13 zu 13", "null zu null", « treize à
// treize »).
func scoreLineFigure(t Token) (engine.Amount, bool) {
	if t.Kind == Number {
		return t.Amount, !t.Bad
	}
	if n, ok := numberWord(t.Fold); ok && !is(t.Fold, cOneWeak) || t.Fold == "eins" || t.Fold == "un" {
		if t.Fold == "eins" || t.Fold == "un" {
			n = 1
		}
		return engine.Chips(int64(n)), true
	}
	return 0, false
}

// hasSubject reports whether the words of a clause of worth name what
// does not count ("rois", „Könige“) besides the verb and its negation.
func hasSubject(ws []Token) bool {
	for _, t := range ws {
		if !worthVerbs[t.Fold] && !is(t.Fold, cNot|cFiller|cArticle) {
			return true
		}
	}
	return false
}

// respectively reads names joined with a plural verb and as many amounts
// joined after it as one amount each, in order: "Dan und Anna gewinnen 4
// und 2", « Louis et Camille gagnent 2 et 4 ». Without as many amounts as
// names (or with "je", « chacun ») the entries are left as they are.
func respectively(es []entry, each bool) []entry {
	if each {
		return es
	}
	for start := 0; start < len(es); start++ {
		n := 0
		for start+n < len(es) && len(es[start+n].name) > 0 && !es[start+n].hasAmount && es[start+n].sign == 0 && !es[start+n].half && !es[start+n].neg {
			n++
		}
		verb := start + n
		if n == 0 || verb >= len(es) {
			continue
		}
		v := es[verb]
		if len(v.name) == 0 || !v.plural || !v.hasAmount || v.sign == 0 || v.half || v.others || v.every {
			continue
		}
		// the amounts after the verb's: one for each name before it
		rest := verb + 1
		for k := 0; k < n; k++ {
			if rest+k >= len(es) {
				return es
			}
			a := es[rest+k]
			if len(a.name) > 0 || !a.hasAmount || a.sign != 0 && a.sign != v.sign || a.others || a.pronoun || a.every || a.half {
				return es
			}
		}
		if end := rest + n; end < len(es) && len(es[end].name) == 0 {
			return es // more amounts than names
		}
		amounts := []entry{v}
		amounts = append(amounts, es[rest:rest+n]...)
		for k := 0; k <= n; k++ {
			e := &es[start+k]
			e.amount, e.amountTok, e.hasAmount, e.signed, e.sign = amounts[k].amount, amounts[k].amountTok, true, amounts[k].signed, v.sign
			e.plural = false
		}
		return append(es[:rest], es[rest+n:]...)
	}
	return es
}

// cancelledOut drops the amounts that follow a player whose balance
// stays and that add up to nothing: they say why it stays (« pour Nina
// ça s'annule, +4 et -4 »). Amounts that do not add up to nothing stay,
// and are asked back.
func cancelledOut(es []entry) []entry {
	for k := 0; k < len(es); k++ {
		if !es[k].stays || es[k].hasAmount || len(es[k].name) == 0 {
			continue
		}
		j := k + 1
		var sum engine.Amount
		for ; j < len(es); j++ {
			e := es[j]
			if len(e.name) > 0 || e.pronoun || e.others || e.every || !e.hasAmount || e.half {
				break
			}
			sum += e.signedAmount()
		}
		if j > k+1 && sum == 0 {
			es = append(es[:k+1], es[j:]...)
		}
	}
	return es
}

// shareNothing gives the names before a plural verb that keeps the
// balance that verb's nothing: „Ida und Max bleiben“, « Ida et Max ne
// bougent pas ». A singular verb gives it to its own name only.
func shareNothing(es []entry) {
	for k := range es {
		v := es[k]
		if !v.neg || !v.plural || v.hasAmount || v.half || len(v.name) == 0 {
			continue
		}
		for j := k - 1; j >= 0; j-- {
			e := &es[j]
			if len(e.name) == 0 || e.hasAmount || e.half || e.neg || e.sign != 0 {
				break
			}
			e.neg, e.stays = true, v.stays
		}
	}
}
