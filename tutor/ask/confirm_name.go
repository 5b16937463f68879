package ask

import (
	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// nearName is a question back about a name one typo away from a
// player's: „Wer ist „Ana“? Meinst du Anna? (ja/nein)“. A yes reads the
// line it was asked about again with the player's name in the place of
// the typo; anything else is read as a fresh answer.
type nearName struct {
	// q is the question it was asked at (nil: none is open); line the
	// line as typed, start and end the typo's bytes in it, name the
	// player asked about.
	q          *scenarios.Question
	line       string
	start, end int
	name       string
}

// askName remembers a typed name that is one player's but for a typo,
// to take a yes to „Meinst du Anna?“; it reports whether the question
// back names one player (else the learner must write the name).
func (r *Run) askName(line *input.Line, e *input.Error) bool {
	r.near = nearName{}
	if e.Reason != input.ErrNearPlayer || len(e.Choices) != 1 || e.Start < 0 || e.End > len(line.Text) || e.Start >= e.End {
		return false
	}
	r.near = nearName{q: r.q, line: line.Text, start: e.Start, end: e.End, name: e.Choices[0]}
	return true
}

// nameConfirmed reads a line as the answer to an open question back
// about a name: a yes ("ja", « oui, Anna ») is the earlier line with the
// name put right, read again; a line that is no yes is read as a fresh
// answer (handled is false). The question back is closed either way.
func (r *Run) nameConfirmed(line *input.Line) (fixed *input.Line, handled bool) {
	n := r.near
	r.near = nearName{}
	if n.q == nil || n.q != r.q {
		return nil, false
	}
	yn, err := input.Read[input.YesNo](line, nil)
	if err != nil || !yn.Yes || !input.YesNoFirst(line) {
		return nil, false
	}
	return input.NewLine(n.line[:n.start] + n.name + n.line[n.end:]), true
}

// whichSign is a question back about an amount's sign: „Gewinnt oder
// verliert Dan die 4? …“. A reply of winning or losing („gewonnen“,
// « perdus ») reads the line it was asked about again with the sign
// before the amount; anything else is read as a fresh answer.
type whichSign struct {
	q                    *scenarios.Question
	line, player, amount string
	start, end           int
}

// askSign remembers where the amount stands in a line asked about.
func (r *Run) askSign(line *input.Line, e *input.Error) {
	r.sign = whichSign{}
	if e.Reason != input.ErrWhichSign || len(e.Choices) != 2 || e.Start < 0 || e.End > len(line.Text) || e.Start >= e.End {
		return
	}
	r.sign = whichSign{q: r.q, line: line.Text, player: e.Choices[0], amount: e.Choices[1], start: e.Start, end: e.End}
}

// signConfirmed reads a line as the reply to an open question about a
// sign: the earlier line with the amount signed, or handled false.
func (r *Run) signConfirmed(line *input.Line) (fixed *input.Line, handled bool) {
	w := r.sign
	r.sign = whichSign{}
	if w.q == nil || w.q != r.q {
		return nil, false
	}
	sign, ok := input.SignReply(line)
	if !ok {
		sign, ok = r.signOf(line, w)
	}
	if !ok {
		return nil, false
	}
	mark := "+"
	if sign < 0 {
		mark = "-"
	}
	// the amount in figures with its sign: „Sophie ramasse +6“
	return input.NewLine(w.line[:w.start] + mark + w.amount + w.line[w.end:]), true
}

// signOf reads a reply that names the player asked about with the same
// amount and a sign („Doc gewinnt zwei“ to „Gewinnt oder verliert Doc die
// 2?“): the sign, so that the first line's other parts stay (Dan's loss
// was dropped when the reply was judged alone).
func (r *Run) signOf(line *input.Line, w whichSign) (int, bool) {
	a, err := input.Read[input.Settlement](line, r.context())
	if err != nil || len(a.Deltas) == 0 {
		return 0, false
	}
	var found *input.Delta
	for i, d := range a.Deltas {
		switch {
		case d.Player == w.player && d.Amount != 0:
			found = &a.Deltas[i]
		case d.Amount != 0:
			return 0, false // another player's part: a fresh answer
		}
	}
	if found == nil || locales.FormatHalves(abs(found.Amount).InHalves(), false) != w.amount {
		return 0, false
	}
	if found.Amount < 0 {
		return -1, true
	}
	return 1, true
}

// abs is an amount without its sign.
func abs(a engine.Amount) engine.Amount {
	if a < 0 {
		return -a
	}
	return a
}
