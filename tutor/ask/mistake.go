package ask

import (
	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// citedOther is what WhyWrong returns when it has cited the rules behind
// the learner's mistake (or held them back): the question's own rule is
// then not cited on top.
const citedOther = "-"

// mistakeRule cites the rules behind a wrong settlement of a Faro turn,
// derived from the engine: for each player the learner got wrong, the rule
// of the turn's events for that player (a coppered bet on the bank card
// wins, the hock decides nothing, a doublet halves …), that a pronostic is
// decided once (or that the bet is no longer on the layout) when the
// learner settles a bet the turn no longer has, that a turn decides only
// the bets on its two ranks, and that the bank changes by the opposite of
// the players when the learner named the bank with another figure. A rule
// that a question to come asks about is held back (it would give that
// answer away). It returns the rule cited when it is the question's own
// one, citedOther when it cited others or held them back, "" when it says
// nothing (the question's rule is then cited as before).
func (r *Run) mistakeRule(v scenarios.Verdict, a scenarios.Answer, typed input.Answer) string {
	q, t := r.q, r.lastTurn
	if q.Kind() != scenarios.QSettlement || v.Reason != scenarios.WrongValue || t == nil || r.rep.Deal() == nil {
		return ""
	}
	g, _ := a.(scenarios.Settlement)
	w, _ := q.EngineAnswer().(scenarios.Settlement)
	p := r.scr.P()
	names, bank := r.names(), r.bank()
	var rules []string // rule ids, or "" for a text of msgs
	var texts []string
	seen := map[string]bool{}
	add := func(key, text string) {
		if text == "" || seen[key] {
			return
		}
		seen[key] = true
		rules = append(rules, key)
		texts = append(texts, text)
	}
	withheld := false
	bankNamed := false
	var players engine.Amount
	for _, d := range typedDeltas(typed) {
		if d.Player == bank {
			bankNamed = true
		} else {
			players += d.Amount
		}
	}
	for seat, n := range names {
		if g[n] == w[n] {
			continue
		}
		if n == bank {
			if bankNamed && g[n] != -players {
				add("bank", p.T(locales.RuleBankOpposite))
			}
			continue
		}
		var evs []faro.Event
		for _, e := range t.Events() {
			if e.Player == seat {
				evs = append(evs, e)
			}
		}
		if len(evs) == 0 && g[n] != 0 {
			// the learner settles a bet this turn does not decide
			if r.hadBetOnRanks(seat, t.Loser.Rank, t.Winner.Rank) {
				if r.sc.Profile == faro.Pharaon {
					add("once", p.T(locales.RuleDecidedOnce))
				} else {
					add("gone", p.T(locales.RuleBetGone))
				}
			} else {
				add("ranks", p.T(locales.RuleTurnRanks))
			}
			continue
		}
		// a bet the turn left as it was (the hock's, one returned), settled
		// by the learner: its rule is the mistake
		if e, ok := settledStill(evs, g[n]-w[n]); ok {
			if id := string(e.Rule()); r.ruleComes(id) {
				withheld = true
			} else {
				add(id, r.RuleText(id))
			}
			continue
		}
		moved := false // an event that changed the player's money
		for _, e := range evs {
			moved = moved || e.Delta != 0
		}
		for _, e := range evs {
			if moved && e.Delta == 0 {
				continue // a bet that came back after its win: the win is the point
			}
			id := string(e.Rule())
			if r.ruleComes(id) {
				withheld = true
				continue
			}
			add(id, r.RuleText(id))
		}
	}
	if len(texts) == 0 {
		if withheld {
			return citedOther
		}
		return ""
	}
	for _, text := range texts {
		r.scr.Styled(locales.Dim, p.T(locales.RuleLine, text))
	}
	if len(rules) == 1 && rules[0] == q.Rule() {
		return q.Rule()
	}
	return citedOther
}

// settledStill returns the event of a bet that the turn left as it was
// (no money moved: the hock's bet, a bet returned without a win) whose
// stake is off,
// the difference between the learner's figure for its player and the
// engine's: the learner settled that bet.
func settledStill(evs []faro.Event, off engine.Amount) (faro.Event, bool) {
	if off == 0 {
		return faro.Event{}, false
	}
	for _, e := range evs {
		if e.Delta != 0 || e.Kind == faro.TurnCall || e.Stake != off && e.Stake != -off {
			continue
		}
		won := false // a bet that came back after its win: the win is the point
		for _, x := range evs {
			won = won || x.Bet == e.Bet && x.Delta != 0
		}
		if !won {
			return e, true
		}
	}
	return faro.Event{}, false
}

// hadBetOnRanks reports whether a player bet on one of the ranks earlier
// in the scenario (a bet the turn would have decided, were it still on the
// layout).
func (r *Run) hadBetOnRanks(seat int, ranks ...engine.Rank) bool {
	if seat < 0 || seat >= len(r.sc.Players) {
		return false
	}
	name := r.sc.Players[seat].Name
	for i := 0; i < r.qIdx && i < len(r.sc.Steps); i++ {
		a := r.sc.Steps[i].Action
		if r.sc.Steps[i].Kind != scenarios.StepAction || a == nil || a.Player != name {
			continue
		}
		for _, rk := range ranks {
			if a.Rank == rk {
				return true
			}
			for _, x := range a.Ranks {
				if x == rk {
					return true
				}
			}
		}
	}
	return false
}
