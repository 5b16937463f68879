package input

import (
	"strings"

	"croupier/engine"
)

// entry collects one player's part of a settlement while reading: the
// tokens of the name, the sign a verb gave, the amount.
type entry struct {
	name      []Token
	sign      int
	amount    engine.Amount
	amountTok Token
	hasAmount bool
	signed    bool
	// others: the entry names the players not named elsewhere ("die
	// anderen", "les autres").
	others bool
}

// settlement reads "Dan +4, Bank -6", "Dan: +4; Anna +2; Bank −6", "Dan
// gagne 4, Anna gagne 2, banque perd 6", "Dan gewinnt 4", "Dan gewinnt
// vier Chips", "Anna verliert einen Chip", "Dan und Anna je 2", "Dan +4,
// die anderen -2", and "nichts", "rien", "alle 0", "es ändert sich
// nichts", "aucun changement" for a turn where nobody wins or loses.
func (r *reader) settlement() (Answer, error) {
	if r.allZero() {
		ans := Answer{Kind: Settlement, Deltas: []Delta{}}
		for _, p := range r.ctx.Players {
			ans.Deltas = append(ans.Deltas, Delta{Player: p, Bank: p == r.ctx.Bank})
		}
		return ans, nil
	}
	var entries []entry
	cur := entry{}
	each := false
	flush := func() {
		if len(cur.name) > 0 || cur.hasAmount || cur.sign != 0 || cur.others {
			entries = append(entries, cur)
		}
		cur = entry{}
	}
	setAmount := func(a engine.Amount, t Token, signed bool) {
		if cur.hasAmount {
			flush()
		}
		cur.amount, cur.amountTok, cur.hasAmount, cur.signed = a, t, true, signed
	}
	for i, t := range r.toks {
		n, isNumWord := numberWord(t.Fold)
		switch {
		case t.Kind == Sep:
			flush()
		case t.Kind == Number:
			if t.Bad {
				return Answer{}, errTok(ErrBadAmount, t)
			}
			setAmount(t.Amount, t, t.Signed)
		case is(t.Fold, cWin) && !is(t.Fold, cBank):
			cur.sign = 1
		case is(t.Fold, cLose):
			cur.sign = -1
		case is(t.Fold, cZero):
			setAmount(0, t, false)
		case r.isPlayerName(t):
			if cur.hasAmount && (len(cur.name) > 0 || cur.others) {
				flush()
			}
			cur.name = append(cur.name, t)
		case halfWords[t.Fold] != 0:
			setAmount(halfWords[t.Fold], t, false)
		case is(t.Fold, cOneWeak) && r.unitFollows(i):
			setAmount(engine.Chips(1), t, false)
		case isNumWord && !is(t.Fold, cOneWeak) && !is(t.Fold, cNone):
			setAmount(engine.Chips(int64(n)), t, false)
		case is(t.Fold, cNone):
			setAmount(0, t, false)
		case is(t.Fold, cEach):
			each = true
		case is(t.Fold, cOthers):
			if cur.hasAmount && (len(cur.name) > 0 || cur.others) {
				flush()
			}
			cur.others = true
		case is(t.Fold, cFiller|cUnit|cChange|cNot):
		default:
			if cur.hasAmount && (len(cur.name) > 0 || cur.others) {
				flush()
			}
			cur.name = append(cur.name, t)
		}
	}
	flush()
	if each {
		shareAmounts(entries)
	}
	if only := r.onlyPunter(); only != "" && len(entries) == 1 && len(entries[0].name) == 0 && entries[0].hasAmount && !entries[0].others {
		// one player at the table besides the bank: "-1", "il perd 1"
		// can only be about them
		e := entries[0]
		return Answer{Kind: Settlement, Deltas: []Delta{{Player: only, Amount: e.signedAmount()}}}, nil
	}
	ans := Answer{Kind: Settlement}
	seen := map[string]bool{}
	var others *entry
	for k, e := range entries {
		if e.others {
			if !e.hasAmount || len(e.name) > 0 {
				return Answer{}, errAt(ErrUnexpected, r.line, r.toks, 0, len(r.toks))
			}
			others = &entries[k]
			continue
		}
		if len(e.name) == 0 {
			if e.hasAmount {
				return Answer{}, errTok(ErrMissingPlayer, e.amountTok)
			}
			continue
		}
		nameErr := errAt(ErrMissingAmount, r.line, e.name, 0, len(e.name))
		if !e.hasAmount {
			return Answer{}, nameErr
		}
		player, bank, err := r.resolvePlayer(e.name)
		if err != nil {
			return Answer{}, err
		}
		if seen[player] {
			nameErr.Reason = ErrDuplicatePlayer
			return Answer{}, nameErr
		}
		seen[player] = true
		said := r.line[e.name[0].Start:e.name[len(e.name)-1].End]
		ans.Deltas = append(ans.Deltas, Delta{Player: player, Amount: e.signedAmount(), Bank: bank, Said: said})
	}
	if others != nil {
		for _, p := range r.ctx.Players {
			if !seen[p] && p != r.ctx.Bank {
				ans.Deltas = append(ans.Deltas, Delta{Player: p, Amount: others.signedAmount()})
			}
		}
	}
	if len(ans.Deltas) == 0 {
		return Answer{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// signedAmount is the entry's amount with the sign its verb gives: a
// losing verb makes it negative, a winning verb positive unless the
// learner wrote a minus.
func (e entry) signedAmount() engine.Amount {
	a := e.amount
	switch {
	case e.sign < 0 && a > 0:
		a = -a
	case e.sign > 0 && a < 0 && !e.signed:
		a = -a
	}
	return a
}

// onlyPunter returns the one player at the table who is not the bank, or
// "" when there are several (or no bank).
func (r *reader) onlyPunter() string {
	if r.ctx.Bank == "" {
		return ""
	}
	only := ""
	for _, p := range r.ctx.Players {
		if p == r.ctx.Bank {
			continue
		}
		if only != "" {
			return ""
		}
		only = p
	}
	return only
}

// shareAmounts gives each named entry without an amount the amount of the
// next entry that has one (or of the one before): "Dan und Anna gewinnen
// je 2", "Dan et Anna, chacun 2".
func shareAmounts(es []entry) {
	for i := range es {
		if es[i].hasAmount || len(es[i].name) == 0 {
			continue
		}
		src := -1
		for j := i + 1; j < len(es) && src < 0; j++ {
			if es[j].hasAmount {
				src = j
			}
		}
		for j := i - 1; j >= 0 && src < 0; j-- {
			if es[j].hasAmount {
				src = j
			}
		}
		if src < 0 {
			return
		}
		s := es[src]
		es[i].amount, es[i].amountTok, es[i].hasAmount, es[i].signed = s.amount, s.amountTok, true, s.signed
		if es[i].sign == 0 {
			es[i].sign = s.sign
		}
	}
}

// isPlayerName reports a word that is exactly a player's name at the table
// (so that a name is read as one even where it is also a word: "Une").
func (r *reader) isPlayerName(t Token) bool {
	if t.Kind != Word {
		return false
	}
	for _, p := range r.ctx.Players {
		if engine.Fold(p) == t.Fold {
			return true
		}
	}
	return false
}

// unitFollows reports whether the next word after token i is a unit ("ein
// Chip", "un jeton").
func (r *reader) unitFollows(i int) bool {
	j := i + 1
	return j < len(r.toks) && r.toks[j].Kind != Sep && is(r.toks[j].Fold, cUnit)
}

// allZero reports an answer that says nobody wins or loses: "nichts",
// "rien", "alle 0", "tous 0", "niemand gewinnt", "personne ne gagne", "es
// ändert sich nichts", "rien ne change", "aucun changement", "keine
// Änderung".
func (r *reader) allZero() bool {
	zero := false
	for _, t := range r.toks {
		switch {
		case t.Kind == Number && !t.Bad && t.Amount == 0:
			zero = true
		case t.Kind == Word && (is(t.Fold, cZero|cNobody|cNone)):
			zero = true
		case t.Kind == Sep,
			t.Kind == Word && is(t.Fold, cEvery|cWin|cLose|cBank|cNot|cFiller|cChange|cUnit):
		default:
			return false
		}
	}
	return zero
}

// resolvePlayer finds the player that name tokens mean: the bank words
// ("Bank", "die Bank", "la banque"), an exact name, or the one name they
// begin (at least two letters). bank reports a bank word.
func (r *reader) resolvePlayer(name []Token) (player string, bank bool, err error) {
	ctx := r.ctx
	var words []string
	for _, t := range name {
		words = append(words, t.Fold)
	}
	if ctx.Bank != "" {
		// "Bank", "die Bank", and the banker named with a bank word:
		// "Doc (Bank)", "Bankhalter Doc"
		bankOnly, bankWord := true, false
		for _, w := range words {
			switch {
			case is(w, cBank):
				bankWord = true
			case w != engine.Fold(ctx.Bank):
				bankOnly = false
			}
		}
		if bankOnly && bankWord {
			return ctx.Bank, true, nil
		}
	}
	folded := strings.Join(words, " ")
	for _, p := range ctx.Players {
		if engine.Fold(p) == folded {
			return p, p == ctx.Bank, nil
		}
	}
	var cands []string
	if len([]rune(folded)) >= 2 {
		for _, p := range ctx.Players {
			if strings.HasPrefix(engine.Fold(p), folded) {
				cands = append(cands, p)
			}
		}
	}
	if len(cands) == 1 {
		return cands[0], cands[0] == ctx.Bank, nil
	}
	e := errAt(ErrUnknownPlayer, r.line, name, 0, len(name))
	if len(cands) == 0 {
		cands = ctx.Players
	}
	e.Choices = append([]string(nil), cands...)
	return "", false, e
}
