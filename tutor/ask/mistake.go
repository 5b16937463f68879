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
	c := &mistakeCites{seen: map[string]bool{}}
	r.citedFor, r.citedAt = nil, nil
	bank := r.bank()
	for seat, n := range r.names() {
		switch {
		case g[n] == w[n]:
		case n == bank:
			r.bankMistake(c, g[n], typed)
		default:
			r.playerMistake(c, seat, g[n], w[n], t)
		}
	}
	return r.tellMistakes(c)
}

// mistakeCites gathers the rules a wrong settlement cites: the rule ids
// (or a key for a text of the messages) and their texts, each once, and
// whether a rule was held back for a question to come.
type mistakeCites struct {
	rules, texts []string
	seen         map[string]bool
	withheld     bool
}

// add cites a text under its key, once.
func (c *mistakeCites) add(key, text string) {
	if text == "" || c.seen[key] {
		return
	}
	c.seen[key] = true
	c.rules = append(c.rules, key)
	c.texts = append(c.texts, text)
}

// bankMistake: a bank the learner named with another figure than the
// opposite of the players' changes cites that the bank changes by it.
func (r *Run) bankMistake(c *mistakeCites, got engine.Amount, typed input.Answer) {
	named := false
	var players engine.Amount
	for _, d := range typedDeltas(typed) {
		if d.Player == r.bank() {
			named = true
		} else {
			players += d.Amount
		}
	}
	if named && got != -players {
		c.add("bank", r.scr.P().T(locales.RuleBankOpposite))
	}
}

// playerMistake cites the rules behind one player's wrong change: a bet
// the turn does not decide, a bet the turn left as it was, or the rules of
// the turn's events for the player.
func (r *Run) playerMistake(c *mistakeCites, seat int, got, want engine.Amount, t *faro.TurnResult) {
	p := r.scr.P()
	var evs []faro.Event
	for _, e := range t.Events() {
		if e.Player == seat {
			evs = append(evs, e)
		}
	}
	if len(evs) == 0 && got != 0 {
		// the learner settles a bet this turn does not decide
		switch {
		case !r.hadBetOnRanks(seat, t.Loser.Rank, t.Winner.Rank):
			c.add("ranks", p.T(locales.RuleTurnRanks))
		case r.sc.Profile == faro.Pharaon:
			c.add("once", p.T(locales.RuleDecidedOnce))
		default:
			c.add("gone", p.T(locales.RuleBetGone))
		}
		return
	}
	// a bet the turn left as it was (the hock's, one returned), settled
	// by the learner: its rule is the mistake
	if e, ok := settledStill(evs, got-want); ok {
		r.citeEvent(c, e)
		return
	}
	moved := false // an event that changed the player's money
	for _, e := range evs {
		moved = moved || e.Delta != 0
	}
	for _, e := range evs {
		if !moved || e.Delta != 0 { // a bet that came back after its win: the win is the point
			r.citeEvent(c, e)
		}
	}
}

// citeEvent cites the rule of an event, or holds it back when a question
// to come asks about it.
func (r *Run) citeEvent(c *mistakeCites, e faro.Event) {
	id := string(e.Rule())
	if r.ruleComes(id) {
		c.withheld = true
		return
	}
	c.add(id, r.RuleText(id))
}

// tellMistakes says the rules cited and returns what mistakeRule returns.
func (r *Run) tellMistakes(c *mistakeCites) string {
	if len(c.texts) == 0 {
		if c.withheld {
			return citedOther
		}
		return ""
	}
	p := r.scr.P()
	for _, text := range c.texts {
		r.scr.Styled(locales.Dim, p.T(locales.RuleLine, text))
	}
	r.citedFor, r.citedAt = map[string]bool{}, r.q
	own := false
	for _, id := range c.rules {
		r.citedFor[id] = true
		own = own || id == r.q.Rule()
	}
	if own {
		// the question's own rule among those cited: said once (the quiz
		// printed the bank card's rule again under the worked answer)
		return r.q.Rule()
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
