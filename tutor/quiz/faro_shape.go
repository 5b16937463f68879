package quiz

import (
	"math/rand/v2"

	"croupier/engine/faro"
	"croupier/scenarios"
)

// shape is what the asked turn of a Faro settlement question must do,
// drawn for the question before any attempt (from the seed, never from
// an attempt), so that each shape comes at the share its topic intends
// whatever the attempts that miss (see shapeFor and docs/quiz.md). The
// engine decides whether a generated question has its shape (fits).
type shape uint8

const (
	// shapeAny asks nothing more than a question of the topic (the call
	// topics: the call is always settled).
	shapeAny shape = iota
	// shapeHit: the topic's bet is settled by the asked turn (won, lost or
	// halved): a coppered bet's rank is on the turn, a split has exactly
	// one of its ranks on it, a doublet falls on a rank with a bet.
	shapeHit
	// shapeQuiet: the asked turn touches no bet on the layout ("nothing
	// happens": bets on all other ranks stay).
	shapeQuiet
	// shapePush: a split's two ranks are the turn's two cards: one wins,
	// the other loses, nothing happens to it.
	shapePush
	// shapeStayed: a bet that won in an earlier turn stayed on the layout
	// (Pharo) and the asked turn settles it again.
	shapeStayed
	// shapeGone: the asked turn shows the rank of a bet that left the
	// layout earlier (Pharo: lost or halved; Pharaon: resolved), so that
	// nothing happens to it.
	shapeGone
	// shapeWaiting: a pronostic whose rank no earlier turn showed waited
	// unchanged and is resolved by the asked turn (Pharaon).
	shapeWaiting
)

// The shares of the shapes by level (index level-1; docs/quiz.md, "What
// a question tests"). A shape whose answer is "nothing happens" is rarer
// at level 1, where one bet is all the table holds, so that the trivial
// answers stay under the caps (trivialCap): on fuller tables the other
// bets settle on the same turn.
var (
	// quietShare: the single-bet topics ask "nothing happens" this often.
	quietShare = [MaxLevel]float64{0.1, 0.07, 0.03}
	// pushShare: a split question has its split's ranks win and lose.
	pushShare = [MaxLevel]float64{0.12, 0.25, 0.25}
	// goneShare: a standing question turns on a bet that is gone (the
	// rest on one that stayed); a Pharaon one on a resolved pronostic
	// (the rest on one that waited).
	goneShareStanding = [MaxLevel]float64{0.12, 0.35, 0.35}
	goneShareResolved = [MaxLevel]float64{0.12, 0.5, 0.5}
)

// shapeFor draws the shape of a question of topic t at a level.
func shapeFor(t Topic, level int, r *rand.Rand) shape {
	i := min(max(level, MinLevel), MaxLevel) - 1
	switch t {
	case PharoSingle, PharaonSingle:
		if chance(r, quietShare[i]) {
			return shapeQuiet
		}
		return shapeHit
	case PharoCopper, PharaonCopper, PharoDoublet, PharaonDoublet, PharoHighCard:
		return shapeHit
	case PharoSplit:
		if chance(r, pushShare[i]) {
			return shapePush
		}
		return shapeHit
	case PharoStanding:
		if chance(r, goneShareStanding[i]) {
			return shapeGone
		}
		return shapeStayed
	case PharaonResolved:
		if chance(r, goneShareResolved[i]) {
			return shapeGone
		}
		return shapeWaiting
	case PasurBest:
		return bestShapeFor(level, r)
	case PasurScore:
		if chance(r, zeroScoreShare[i]) {
			return shapeZeroScore
		}
		return shapeScored
	}
	return shapeAny
}

// faroTrace is what the engine did in a generated Faro question: every
// turn drawn up to the question (the last one is the asked turn) and,
// for each bet placed, how many turns were drawn before it.
type faroTrace struct {
	turns    []*faro.TurnResult
	placedAt map[faro.BetID]int
	// first is the bet placed first: a one-turn question's topic bet.
	first faro.BetID
	bets  int
}

// asked returns the asked turn (nil if no turn was drawn).
func (tr *faroTrace) asked() *faro.TurnResult {
	if len(tr.turns) == 0 {
		return nil
	}
	return tr.turns[len(tr.turns)-1]
}

// earlierEvents returns the events of the turns before the asked one.
func (tr *faroTrace) earlierEvents() []faro.Event {
	var out []faro.Event
	for _, t := range tr.turns[:max(len(tr.turns)-1, 0)] {
		out = append(out, t.Events()...)
	}
	return out
}

// traceFaro replays a generated Faro scenario up to its question against
// the engine.
func traceFaro(sc *scenarios.Scenario) (*faroTrace, bool) {
	rep, err := scenarios.NewReplay(sc)
	if err != nil {
		return nil, false
	}
	tr := &faroTrace{placedAt: map[faro.BetID]int{}}
	for {
		st, ok := rep.Next()
		if !ok {
			return nil, false
		}
		switch {
		case st.Turn != nil:
			tr.turns = append(tr.turns, st.Turn)
		case st.Action != nil:
			if tr.bets == 0 {
				tr.first = st.Bet
			}
			tr.bets++
			tr.placedAt[st.Bet] = len(tr.turns)
		case st.Question != nil:
			return tr, true
		}
	}
}

// settled reports an event that won, lost or halved a bet.
func settled(e faro.Event) bool {
	return e.What == faro.Won || e.What == faro.Lost || e.What == faro.HalfLost
}

// featuredEvent reports whether an event settles a bet of the kind topic
// t is about.
func featuredEvent(t Topic, e faro.Event) bool {
	switch t {
	case PharoDoublet, PharaonDoublet:
		return e.What == faro.HalfLost
	}
	if !settled(e) {
		return false
	}
	switch featured(t) {
	case kindCopper:
		return e.Kind == faro.Single && e.Coppered
	case kindSplit:
		return e.Kind == faro.Split
	case kindHigh:
		return e.Kind == faro.HighCard
	}
	return e.Kind == faro.Single && !e.Coppered
}

// fits reports whether the engine's trace of a question of topic t has
// the shape s.
func fits(t Topic, level int, s shape, tr *faroTrace) bool {
	last := tr.asked()
	if last == nil {
		return false
	}
	now := last.Events()
	switch s {
	case shapeAny:
		return true
	case shapeQuiet:
		return len(now) == 0
	case shapeHit:
		for _, e := range now {
			if featuredEvent(t, e) {
				return true
			}
		}
		return false
	case shapePush:
		for _, e := range now {
			if e.Kind == faro.Split && e.What == faro.Push {
				return true
			}
		}
		return false
	case shapeStayed:
		return len(stayedAgain(tr)) > 0
	case shapeGone:
		if level > 1 && !settlesAny(last) {
			return false // on a fuller table the turn settles another bet too
		}
		return len(goneShown(tr)) > 0
	case shapeWaiting:
		if level > 1 && len(tr.earlierEvents()) == 0 {
			return false // on a fuller table earlier turns change it too
		}
		return len(waitedResolved(tr)) > 0
	}
	return false
}

// settlesAny reports whether a turn won, lost or halved a bet.
func settlesAny(t *faro.TurnResult) bool {
	for _, e := range t.Events() {
		if settled(e) {
			return true
		}
	}
	return false
}

// stayedAgain returns the asked turn's events that settle a bet which
// won earlier and stayed on the layout.
func stayedAgain(tr *faroTrace) []faro.Event {
	won := map[faro.BetID]bool{}
	for _, e := range tr.earlierEvents() {
		if e.What == faro.Won && e.Stays {
			won[e.Bet] = true
		}
	}
	var out []faro.Event
	for _, e := range tr.asked().Events() {
		if won[e.Bet] && settled(e) {
			out = append(out, e)
		}
	}
	return out
}

// goneShown returns the earlier events that took a single bet off the
// layout (lost, halved, resolved) whose rank the asked turn shows.
func goneShown(tr *faroTrace) []faro.Event {
	last := tr.asked()
	var out []faro.Event
	for _, e := range tr.earlierEvents() {
		if e.Kind != faro.Single || e.Stays || !settled(e) {
			continue
		}
		if e.Rank == last.Loser.Rank || e.Rank == last.Winner.Rank {
			out = append(out, e)
		}
	}
	return out
}

// waitedResolved returns the asked turn's events that resolve a
// pronostic placed before an earlier turn that left it waiting.
func waitedResolved(tr *faroTrace) []faro.Event {
	touched := map[faro.BetID]bool{}
	for _, e := range tr.earlierEvents() {
		touched[e.Bet] = true
	}
	askedAt := len(tr.turns) - 1
	var out []faro.Event
	for _, e := range tr.asked().Events() {
		if settled(e) && !touched[e.Bet] && tr.placedAt[e.Bet] < askedAt {
			out = append(out, e)
		}
	}
	return out
}

// citedRule returns the engine's rule a settlement question of topic t
// cites, from what the asked turn did: the rule that settled the topic's
// bet (the card that decided it, a doublet, a split's one winning and one
// losing rank: the first bet placed, else another of its kind), else the
// first bet it settled. It is "" when no engine
// rule says what the question turns on (nothing happened, or the answer
// rests on an earlier turn): then the question's note says it (noteFor).
func citedRule(t Topic, s shape, tr *faroTrace) string {
	switch s {
	case shapeQuiet, shapeStayed, shapeGone:
		return ""
	case shapeWaiting:
		if es := waitedResolved(tr); len(es) > 0 {
			return string(es[0].Rule())
		}
	case shapePush:
		return string(faro.RuleSplitOneEach)
	}
	now := tr.asked().Events()
	for _, e := range now {
		if e.Bet == tr.first && featuredEvent(t, e) {
			return string(e.Rule()) // the topic's bet
		}
	}
	for _, e := range now {
		if featuredEvent(t, e) {
			return string(e.Rule())
		}
	}
	for _, e := range now {
		if e.What != faro.Untouched {
			return string(e.Rule())
		}
	}
	return ""
}
