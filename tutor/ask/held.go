package ask

import (
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// heldTag says which question a held line answers.
type heldTag uint8

// The tags of held lines.
const (
	// tagTurn: the turn with its loser and winner.
	tagTurn heldTag = iota + 1
	// tagSettle: a bet won, lost, halved or left alone.
	tagSettle
	// tagCall: a call of the turn's result.
	tagCall
	// tagReturn: a bet returned on a dead rank or at the end of the deal.
	tagReturn
	// tagSur: a sur, or a sur that does not count.
	tagSur
	// tagEnd: the last capture's cards, the cards left to nobody.
	tagEnd
	// tagDeal: who holds the bank or deals in the deal or round begun.
	tagDeal
	// tagAfter: what followed a held line and answers nothing by itself (a
	// new deal, the round's end after a sur): held to keep the order.
	tagAfter
)

// heldLine is a line held back for a pending question, rendered when it
// is told (the learner may have switched language meanwhile).
type heldLine struct {
	render func(locales.Printer) string
	tag    heldTag
	player int // the seat of a bet's or call's player
	// turn and event: a turn's event (render is nil), told with the other
	// events of the turn released with it (locales.Printer.TurnEvents).
	turn  *faro.TurnResult
	event int
}

// eventTag says which question a turn's event answers.
func eventTag(e faro.Event) heldTag {
	switch {
	case e.Kind == faro.TurnCall:
		return tagCall
	case e.What == faro.Returned || e.What == faro.EndOfDeal:
		return tagReturn
	}
	return tagSettle
}

// answers reports whether a held line answers a question of kind k about
// the player's seat (see lessonKind.answeredBy).
func answers(l heldLine, k scenarios.QuestionKind, seat int) bool {
	return kindOf(k).answeredBy(l, seat)
}

// release tells what was held back for the answered question of kind k:
// everything when no other question about the same step follows; nothing
// while a choice or a yes/no question about it is still to come (it may
// ask about any of it: "Was geschieht jetzt mit Dans Einsatz?"); else
// the lines that answer this one (a payout's call, but not the next
// player's) and, since lines come out in the order they happened, every
// line held before them — up to the first one that would answer a
// question still to come and does not answer this one, or answers one
// of another kind as well (it keeps back the lines after it as well).
func (r *Run) release(k scenarios.QuestionKind, player string) {
	if len(r.held) == 0 {
		return
	}
	later := r.pending()
	more := len(later) > 0
	for _, a := range later {
		if kindOf(a.Kind).anyLine == hides {
			// a choice or a yes/no question may ask about any of it
			return
		}
	}
	seat := r.seatOf(player)
	end := len(r.held) // the lines told now: r.held[:end]
	if more {
		end = 0
		for i, l := range r.held {
			if answers(l, k, seat) {
				end = i + 1
			}
		}
		for i := 0; i < end; i++ {
			if l := r.held[i]; (!answers(l, k, seat) || r.answersOtherKind(l, k, later) || scoresLater(l, k, later)) && r.hides(l, k, later) {
				end = i
			}
		}
	}
	// a question about the layout, the chips held or the dead ranks still
	// to come: a bet's line does not say yet that it stays
	hideStays := false
	for _, a := range later {
		if kindOf(a.Kind).betStays == hides {
			hideStays = true
		}
	}
	told, keep := r.held[:end], append([]heldLine(nil), r.held[end:]...)
	for i := 0; i < len(told); i++ {
		l := told[i]
		if l.turn == nil {
			r.scr.Say(l.render(r.scr.P()))
			continue
		}
		// the turn's events told now, together
		evs := l.turn.Events()
		show := make([]bool, len(evs))
		j := i
		for ; j < len(told) && told[j].turn == l.turn; j++ {
			show[told[j].event] = true
		}
		i = j - 1
		for _, line := range r.scr.P().TurnEvents(r.names(), r.sc.Profile, evs, show, hideStays && more) {
			r.scr.Say("  " + line)
		}
	}
	r.held = keep
}

// answersOtherKind reports whether a held line naming the round's last
// cards also answers a question still to come of another kind than k:
// Pasur 20's "…gehen an niemanden: 3♥ 4♠" answers who gets the table's
// cards, and what is still on it (issue 22); it waits for the last of
// them. (A sur's line does not wait: the sur question's verdict has told
// it.)
func (r *Run) answersOtherKind(l heldLine, k scenarios.QuestionKind, later []*scenarios.Ask) bool {
	if l.tag != tagEnd {
		return false
	}
	for _, a := range later {
		if a.Kind != k && answers(l, a.Kind, r.seatOf(a.Player)) {
			return true
		}
	}
	return false
}

// scoresLater reports whether a sur's line, held for a score question,
// also answers a score question still to come: under sur_cancel „Der Sur
// von Anna hebt einen Sur von Dan auf“ tells both sides' sur points, and
// waits for the last of them (Pasur 13 asked Anna's after Dan's).
func scoresLater(l heldLine, k scenarios.QuestionKind, later []*scenarios.Ask) bool {
	if l.tag != tagSur || k != scenarios.QScore {
		return false
	}
	for _, a := range later {
		if a.Kind == scenarios.QScore {
			return true
		}
	}
	return false
}

// seatOf returns the seat of the named player, -1 when there is none.
func (r *Run) seatOf(player string) int {
	for i, n := range r.names() {
		if n == player {
			return i
		}
	}
	return -1
}

// hides reports whether a held line would answer one of the questions
// still to come, after a question of kind k: a line that answers it, or
// a turn's loser and winner before any question but one about the cards
// left (a count or the dead ranks, which the cards drawn answer as well)
// — unless k was a settlement, whose verdict has told who won and lost.
func (r *Run) hides(l heldLine, k scenarios.QuestionKind, later []*scenarios.Ask) bool {
	for _, a := range later {
		if answers(l, a.Kind, r.seatOf(a.Player)) {
			return true
		}
		if l.tag == tagTurn && !kindOf(k).verdictTellsTurn && kindOf(a.Kind).turnCards == hides {
			return true
		}
	}
	return false
}

// Drop forgets what was held back for the open question (a worked
// solution has told it already).
func (r *Run) Drop() { r.held = nil }

// Holding reports whether something is held back for the open question.
func (r *Run) Holding() bool { return len(r.held) > 0 }
