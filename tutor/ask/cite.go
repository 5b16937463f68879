package ask

import (
	"croupier/engine/faro"
	"croupier/scenarios"
	"slices"
)

// turnRule reports whether a rule is one of the rules that settle a Faro
// turn's bets: the bank card, the player card, the doublet, the end of
// the deal (the hock).
func turnRule(id string) bool {
	switch faro.RuleID(id) {
	case faro.RuleLoserCard, faro.RuleWinnerCard, faro.RuleDoublet, faro.RuleEndReturn, faro.RuleEndUnresolved:
		return true
	}
	return false
}

// maxCited is how many rules of what happened a verdict cites at most.
const maxCited = 2

// happenedRules returns the rules to cite for the open question: its own
// rule, or — for a settlement of one turn whose rule is a turn rule —
// the rules of what the turn did (the bets that won or lost, else the
// bets it decided without money changing hands), in the order of the
// turn's events and at most two, when they are not just the question's
// own rule (issue: Pharo 3 cited the player card where Ben lost on the
// bank card).
func (r *Run) happenedRules(q *scenarios.Question) []string {
	rule := q.Rule()
	t := r.lastTurn
	if rule == "" || !turnRule(rule) || q.Kind() != scenarios.QSettlement || t == nil || q.Spec().Params.Turns > 1 {
		return ruleList(rule)
	}
	var moved, still []string
	for _, e := range t.Events() {
		id := string(e.Rule())
		if id == "" || r.RuleText(id) == "" {
			continue
		}
		if e.Delta != 0 {
			moved = addRule(moved, id)
		} else {
			still = addRule(still, id)
		}
	}
	got := moved
	if len(got) == 0 {
		got = still
	}
	if len(got) == 0 {
		return ruleList(rule)
	}
	// the bank card's rule before the player card's, as the turn shows
	// them and the rulebook tells them (DE review 3, item 32)
	slices.SortStableFunc(got, func(a, b string) int { return ruleRank(a) - ruleRank(b) })
	if len(got) > maxCited {
		got = got[:maxCited]
	}
	return got
}

// ruleRank orders the turn's rules: the bank card, the player card, the
// doublet, then the others.
func ruleRank(id string) int {
	switch faro.RuleID(id) {
	case faro.RuleLoserCard:
		return 0
	case faro.RuleWinnerCard:
		return 1
	case faro.RuleDoublet:
		return 2
	}
	return 3
}

// ruleList is a rule id as a list (none for "").
func ruleList(id string) []string {
	if id == "" {
		return nil
	}
	return []string{id}
}

// addRule adds id to ids unless it is there.
func addRule(ids []string, id string) []string {
	for _, x := range ids {
		if x == id {
			return ids
		}
	}
	return append(ids, id)
}

// SayRules cites the rules of what happened for the open question (see
// happenedRules), but not one a question to come cites (it is cited
// after the last of them), nor another than the question's own that the
// question before has just cited (a call's rule after its payout).
func (r *Run) SayRules(q *scenarios.Question) {
	for _, id := range r.happenedRules(q) {
		if r.ruleComes(id) || id != q.Rule() && r.last != nil && r.last.Rule() == id {
			continue
		}
		if r.citedAt == q && r.citedFor[id] {
			continue // the feedback on the wrong answer just cited it
		}
		r.SayRule(id)
	}
}
