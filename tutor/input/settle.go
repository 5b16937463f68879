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
}

// settlement reads "Dan +4, Bank -6", "Dan: +4; Anna +2; Bank −6", "Dan
// gagne 4, Anna gagne 2, banque perd 6", "Dan gewinnt 4", and "nichts",
// "rien", "alle 0" for a turn where nobody wins or loses.
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
	flush := func() {
		if len(cur.name) > 0 || cur.hasAmount || cur.sign != 0 {
			entries = append(entries, cur)
		}
		cur = entry{}
	}
	for _, t := range r.toks {
		switch {
		case t.Kind == Sep:
			flush()
		case t.Kind == Number:
			if t.Bad {
				return Answer{}, errTok(ErrBadAmount, t)
			}
			if cur.hasAmount {
				flush()
			}
			cur.amount, cur.amountTok, cur.hasAmount, cur.signed = t.Amount, t, true, t.Signed
		case is(t.Fold, cWin) && !is(t.Fold, cBank):
			cur.sign = 1
		case is(t.Fold, cLose):
			cur.sign = -1
		case is(t.Fold, cZero):
			if cur.hasAmount {
				flush()
			}
			cur.amount, cur.amountTok, cur.hasAmount = 0, t, true
		case is(t.Fold, cFiller|cUnit):
		default:
			if cur.hasAmount && len(cur.name) > 0 {
				flush()
			}
			cur.name = append(cur.name, t)
		}
	}
	flush()
	ans := Answer{Kind: Settlement}
	seen := map[string]bool{}
	for _, e := range entries {
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
		a := e.amount
		switch {
		case e.sign < 0 && a > 0:
			a = -a
		case e.sign > 0 && a < 0 && !e.signed:
			a = -a
		}
		said := r.line[e.name[0].Start:e.name[len(e.name)-1].End]
		ans.Deltas = append(ans.Deltas, Delta{Player: player, Amount: a, Bank: bank, Said: said})
	}
	if len(ans.Deltas) == 0 {
		return Answer{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// allZero reports an answer that says nobody wins or loses: "nichts",
// "rien", "alle 0", "tous 0", "niemand gewinnt", "personne ne gagne".
func (r *reader) allZero() bool {
	zero := false
	for _, t := range r.toks {
		switch {
		case t.Kind == Number && !t.Bad && t.Amount == 0:
			zero = true
		case t.Kind == Word && (is(t.Fold, cZero|cNobody)):
			zero = true
		case t.Kind == Sep,
			t.Kind == Word && is(t.Fold, cEvery|cWin|cLose|cBank|cNot|cFiller):
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
	if len(words) == 1 && is(words[0], cBank) {
		if ctx.Bank != "" {
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
