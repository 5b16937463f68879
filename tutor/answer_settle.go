package tutor

import (
	"strings"

	"croupier/engine"
)

// verbSign returns +1 for a word meaning "wins", -1 for "loses", and 0
// for any other word.
func verbSign(w string) int {
	switch w {
	case "gewinnt", "gewinnen", "gewinne", "gewinn", "bekommt", "erhalt", "kriegt", "kassiert",
		"gagne", "gagnent", "gagnes", "gagner", "recoit", "touche", "encaisse", "plus", "wins", "gets":
		return 1
	case "verliert", "verlieren", "verliere", "zahlt", "bezahlt", "gibt",
		"perd", "perdent", "perds", "perdre", "paie", "paye", "verse", "minus", "loses", "pays":
		return -1
	}
	return 0
}

// zeroWord reports whether w says "nothing" ("Anna nichts", "Anna: rien").
func zeroWord(w string) bool {
	switch w {
	case "nichts", "null", "rien", "zero", "nothing", "unverandert", "inchange", "inchangee", "pari", "egal":
		return true
	}
	return false
}

// fillerWord reports words that carry nothing in a settlement or play:
// articles, pronouns, units and auxiliaries.
func fillerWord(w string) bool {
	switch w {
	case "der", "die", "das", "den", "dem", "le", "la", "les", "l'", "l",
		"ich", "je", "j'", "j", "du", "tu", "vous", "wir", "nous", "il", "elle",
		"chip", "chips", "jeton", "jetons", "punkt", "punkte", "pkt", "point", "points", "pts",
		"spielmarke", "spielmarken", "mal", "fois", "also", "donc", "dann", "puis",
		"bleibt", "reste", "hat", "a", "macht", "fait", "bei", "chez", "fur", "pour", "mit":
		return true
	}
	return false
}

// bankWord reports the words that name the bank in either language.
func bankWord(w string) bool {
	switch w {
	case "bank", "banque", "bankhalter", "banquier", "banker", "bankier", "bankhalterin", "banquiere":
		return true
	}
	return false
}

// settleEntry collects one player's part of a settlement while reading.
type settleEntry struct {
	name      []string
	sign      int
	amount    engine.Amount
	hasAmount bool
	signed    bool
}

// parseSettlement reads "Dan +4, Bank -6", "Dan: +4; Anna +2; Bank −6",
// "Dan gagne 4, Anna gagne 2, banque perd 6", "Dan gewinnt 4".
func parseSettlement(s string, ctx *AnswerContext) (Answer, error) {
	if allZero(s) {
		// "nichts", "rien", "alle 0", "tous 0": nobody wins or loses.
		ans := Answer{Kind: AnsSettlement, Deltas: []Delta{}}
		for _, p := range ctx.Players {
			ans.Deltas = append(ans.Deltas, Delta{Player: p})
		}
		return ans, nil
	}
	var entries []settleEntry
	cur := settleEntry{}
	flush := func() {
		if len(cur.name) > 0 || cur.hasAmount || cur.sign != 0 {
			entries = append(entries, cur)
		}
		cur = settleEntry{}
	}
	for _, t := range lex(s) {
		switch t.kind {
		case tSep:
			flush()
		case tAmount:
			if cur.hasAmount {
				flush()
			}
			cur.amount, cur.hasAmount, cur.signed = t.amount, true, t.signed
			if len(cur.name) > 0 {
				// "Dan +4 Bank -4": an amount after a name ends the entry
				// unless a verb may still follow ("Dan 4 gewinnt" is rare).
				continue
			}
		case tWord:
			w := t.text
			switch {
			case verbSign(w) != 0:
				cur.sign = verbSign(w)
			case zeroWord(w):
				if cur.hasAmount {
					flush()
				}
				cur.amount, cur.hasAmount = 0, true
			case fillerWord(w):
			default:
				if cur.hasAmount && len(cur.name) > 0 {
					flush()
				}
				cur.name = append(cur.name, w)
			}
		}
	}
	flush()
	ans := Answer{Kind: AnsSettlement}
	seen := map[string]bool{}
	for _, e := range entries {
		if len(e.name) == 0 {
			return Answer{}, answerErr(ErrMissingPlayer, amountText(e))
		}
		name := strings.Join(e.name, " ")
		if !e.hasAmount {
			return Answer{}, answerErr(ErrMissingAmount, name)
		}
		player, err := resolvePlayer(name, ctx)
		if err != nil {
			return Answer{}, err
		}
		if seen[player] {
			return Answer{}, answerErr(ErrDuplicatePlayer, player)
		}
		seen[player] = true
		a := e.amount
		switch {
		case e.sign < 0 && a > 0:
			a = -a
		case e.sign > 0 && a < 0 && !e.signed:
			a = -a
		}
		ans.Deltas = append(ans.Deltas, Delta{Player: player, Amount: a})
	}
	if len(ans.Deltas) == 0 {
		return Answer{}, answerErr(ErrEmptyAnswer, "")
	}
	return ans, nil
}

// allZero reports an answer that says nobody wins or loses: "nichts",
// "rien", "alle 0", "tous 0", "niemand gewinnt", "personne ne gagne".
func allZero(s string) bool {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == ':' || r == '=' || r == '.' || r == '!'
	})
	zero := false
	for _, w := range f {
		switch w {
		case "0", "+0", "-0", "±0", "nichts", "rien", "null", "zero", "nul", "niemand", "personne", "keiner", "aucun":
			zero = true
		case "alle", "tous", "toutes", "jeder", "chacun", "ne", "n'", "n", "gewinnt", "verliert", "gagne", "perd",
			"und", "et", "bank", "banque", "ist", "est", "bleibt", "reste", "a", "hat", "also", "donc", "ou",
			"oder", "gewinnen", "verlieren", "gagnent", "perdent":
		default:
			return false
		}
	}
	return zero
}

func amountText(e settleEntry) string {
	if e.signed {
		return e.amount.Signed()
	}
	return e.amount.String()
}

// resolvePlayer finds the player a folded name means: the bank words, an
// exact name, or the unique name it begins (at least two letters).
func resolvePlayer(name string, ctx *AnswerContext) (string, error) {
	if bankWord(name) || (strings.HasPrefix(name, "die ") && bankWord(name[4:])) {
		if ctx.Bank != "" {
			return ctx.Bank, nil
		}
		return "", answerErr(ErrUnknownPlayer, name)
	}
	for _, p := range ctx.Players {
		if Fold(p) == name {
			return p, nil
		}
	}
	var cands []string
	if len([]rune(name)) >= 2 {
		for _, p := range ctx.Players {
			if strings.HasPrefix(Fold(p), name) {
				cands = append(cands, p)
			}
		}
	}
	switch len(cands) {
	case 1:
		return cands[0], nil
	case 0:
		e := answerErr(ErrUnknownPlayer, name)
		e.Choices = append([]string(nil), ctx.Players...)
		return "", e
	}
	e := answerErr(ErrUnknownPlayer, name)
	e.Choices = cands
	return "", e
}
