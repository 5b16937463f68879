package scenarios

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// The kinds that ask what a Faro turn did: the settlement, a call's
// payout, and what the casekeeper shows (a rank's count, the dead ranks).
const (
	// QSettlement: each player's and the bank's net change in the last
	// turn (or the last turns, the deal, the session).
	QSettlement QuestionKind = "settlement"
	// QPayout: what a player's call of the turn won or lost.
	QPayout QuestionKind = "payout"
	// QCount: how many cards of a rank are still to come (casekeeper).
	QCount QuestionKind = "count"
	// QDead: which ranks are dead.
	QDead QuestionKind = "dead"
)

// faroTurnKinds is the family, in the order the docs list it.
var faroTurnKinds = []*kind{
	{
		name: QSettlement, faro: true,
		subject: params([]string{"turns", "over"}, "", settlementParams),
		expect:  (*loader).settlementAnswer, mapped: true,
		onFaro:  (*faroTable).settlement,
		compare: compareSettlement,
		format:  formatSettlement,
		schema: func(dialect) (any, any) {
			return obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"turns", intIn(1, 25)}, {"over", enumOf("turn", "deal", "session")}})}}}, ref("by_player")
		},
	},
	{
		name: QPayout, faro: true,
		subject: params([]string{"player"}, "player", playerParam),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			a, _ := l.amount(n)
			return Amount(a)
		},
		onFaro:  (*faroTable).payout,
		compare: compareText[Amount],
		format:  formatSigned,
		schema:  func(dialect) (any, any) { return schemaPlayer(), ref("amount") },
	},
	{
		name: QCount, faro: true,
		subject: params([]string{"rank"}, "rank", func(l *loader, a *Ask, m *mapping, _ *Scenario) {
			if v := m.require("rank"); v != nil {
				a.Rank, _ = l.rank(v)
			}
		}),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			c, _ := l.integer(n, 0, 4)
			return Count(c)
		},
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			return Count(t.deal.Casekeeper().Remaining(q.Rank)), nil, nil
		},
		compare: compareText[Count],
		format:  formatText,
		schema:  func(dialect) (any, any) { return closed(obj{{"rank", ref("rank")}}, "rank"), intIn(0, 4) },
	},
	{
		name: QDead, faro: true,
		subject: params(nil, "", nil),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			items, ok := l.list(n)
			if !ok {
				return nil
			}
			var rs Ranks
			for _, it := range items {
				if r, ok := l.rank(it); ok {
					rs = append(rs, r)
				}
			}
			return rs
		},
		onFaro: func(t *faroTable, _ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			ck := t.deal.Casekeeper()
			rs := Ranks{}
			for _, r := range engine.AllRanks() {
				if ck.Dead(r) {
					rs = append(rs, r)
				}
			}
			return rs, nil, nil
		},
		compare: compareRanks,
		format: func(q *Question, _ *Scenario) string {
			v, _ := q.want.(Ranks)
			return formatRanks(v)
		},
		schema: func(dialect) (any, any) { return schemaNone(), ref("ranks") },
	},
}

// settlementParams reads {turns: 2} or {over: deal | session} (a session
// only in a session's file).
func settlementParams(l *loader, a *Ask, m *mapping, s *Scenario) {
	if v := m.get("turns"); v != nil {
		if c, ok := l.integer(v, 1, faro.Turns); ok {
			a.Params.Turns = int(c)
		}
	}
	if v := m.get("over"); v != nil {
		if m.has("turns") {
			l.errAt(m.keys["over"], CodeConflict, "over", "turns")
		}
		allowed := []string{"turn", "deal"}
		if s.Session != nil {
			allowed = append(allowed, "session")
		}
		if o, ok := l.enum(v, allowed...); ok && o != "turn" {
			a.Params.Over = o
		}
	}
}

// bankKeys are the words an expected settlement may use for the banker,
// whoever holds the bank (RULINGS.md "The bank's change is always minus
// the sum of the players' changes").
var bankKeys = []string{"Bank", "bank", "banker", "Banker", "Bankhalter", "banque", "Banque", "banquier", "Banquier"}

// BankKey is the key of the banker in a Settlement the loader read from a
// key such as "Bank" (a player called so is named as usual).
const BankKey = "\x00bank"

// settlementAnswer reads {Dan: +4, Anna: +2, Doc: -6}; Bank (and the
// other bank words) stands for whoever holds the bank.
func (l *loader) settlementAnswer(n *yaml.Node, s *Scenario) Answer {
	allowed := s.playerNames()
	for _, k := range bankKeys {
		if !contains(allowed, k) {
			allowed = append(allowed, k)
		}
	}
	m, ok := l.mapping(n, "expect", allowed...)
	if !ok {
		return nil
	}
	st := Settlement{}
	bad := false
	bankAt := ""
	for _, name := range m.order {
		a, ok := l.amount(m.vals[name])
		if !ok {
			bad = true
			continue
		}
		key := name
		if s.playerIndex(name) < 0 {
			if bankAt != "" {
				l.errAt(m.keys[name], CodeConflict, name, bankAt)
				bad = true
				continue
			}
			key, bankAt = BankKey, name
		}
		st[key] = a
	}
	if bad {
		return nil
	}
	return st
}

// settlement computes the last turn's settlement, or one over several
// turns, the deal or the session.
func (t *faroTable) settlement(q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	if q.Params.Turns != 0 || q.Params.Over != "" {
		a, err := t.settlementOver(q.Params)
		return a, nil, err
	}
	if t.last == nil {
		return nil, nil, &AnswerError{Reason: NoTurnYet, Rule: string(faro.RuleLoserCard)}
	}
	st := Settlement{}
	var bank engine.Amount
	for i, name := range t.s.playerNames() {
		if i != t.deal.Banker() {
			st[name] = 0
		}
	}
	for _, e := range t.last.Events() {
		if e.Player == t.deal.Banker() || e.Player < 0 || e.Player >= len(t.s.Players) {
			continue
		}
		st[t.s.Players[e.Player].Name] += e.Delta
		bank -= e.Delta
	}
	st[t.s.Players[t.deal.Banker()].Name] = bank
	return st, nil, nil
}

// settlementOver adds up each player's change over the last Turns turns,
// the whole deal so far, or the session so far (the banker's is the
// bank's change, minus the players' sum).
func (t *faroTable) settlementOver(ps AskParams) (Answer, error) {
	st := Settlement{}
	names := t.s.playerNames()
	switch ps.Over {
	case "deal":
		for i, name := range names {
			st[name] = t.deal.Balance(i)
		}
		return st, nil
	case "session":
		start := t.sess.StartChips() // what each brought: a resumed session's too
		for i, name := range names {
			st[name] = t.sess.Standing(i) - start
		}
		return st, nil
	}
	if ps.Turns > len(t.turns) {
		return nil, &AnswerError{Reason: NoTurnYet, Rule: string(faro.RuleLoserCard)}
	}
	for i, name := range names {
		if i != t.deal.Banker() {
			st[name] = 0
		}
	}
	var bank engine.Amount
	for _, tr := range t.turns[len(t.turns)-ps.Turns:] {
		for _, e := range tr.Events() {
			if e.Player == t.deal.Banker() || e.Player < 0 || e.Player >= len(names) {
				continue
			}
			st[names[e.Player]] += e.Delta
			bank -= e.Delta
		}
	}
	st[names[t.deal.Banker()]] = bank
	return st, nil
}

// payout finds what the player's call of the last turn won or lost.
func (t *faroTable) payout(q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	p := t.s.playerIndex(q.Player)
	if t.last != nil {
		for _, e := range t.last.Events() {
			if e.Player == p && e.Kind == faro.TurnCall {
				return Amount(e.Delta), nil, nil
			}
		}
	}
	return nil, nil, &AnswerError{Reason: CallNotSettled, Rule: string(faro.RuleCallWindow), Subject: q.Player}
}

// compareSettlement judges a settlement player by player; one that names
// the banker as Bank is read with the banker's name.
func compareSettlement(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Settlement)
	if !ok {
		return false, WrongKind, nil
	}
	if v, named := g[BankKey]; named {
		if _, both := g[q.banker]; both || q.banker == "" {
			return false, WrongValue, []Diff{{Key: q.banker, Got: "?", Want: "?"}}
		}
		norm := Settlement{}
		for k, x := range g {
			norm[k] = x
		}
		delete(norm, BankKey)
		norm[q.banker] = v
		g = norm
	}
	w, _ := q.want.(Settlement)
	names := map[string]bool{}
	for k := range w {
		names[k] = true
	}
	for k := range g {
		names[k] = true
	}
	var diffs []Diff
	for _, k := range sortedKeys(names) {
		if g[k] != w[k] {
			diffs = append(diffs, Diff{Key: k, Got: g[k].Signed(), Want: w[k].Signed()})
		}
	}
	return len(diffs) == 0, reasonIf(len(diffs) > 0), diffs
}

// compareRanks judges a set of ranks, in any order.
func compareRanks(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Ranks)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Ranks)
	gs, ws := g.sorted().String(), w.sorted().String()
	if gs == ws {
		return true, "", nil
	}
	return false, WrongValue, []Diff{{Key: string(q.ask.Kind), Got: gs, Want: ws}}
}

// formatSettlement writes the players in seat order, then the banker.
func formatSettlement(q *Question, s *Scenario) string {
	v, _ := q.want.(Settlement)
	var parts []string
	for _, banker := range []bool{false, true} {
		for _, p := range s.Players {
			if amt, ok := v[p.Name]; ok && p.Banker == banker {
				parts = append(parts, yamlKey(p.Name)+": "+amt.Signed())
			}
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// formatSigned writes an amount with its sign: a change, a payout.
func formatSigned(q *Question, _ *Scenario) string {
	v, _ := q.want.(Amount)
	return engine.Amount(v).Signed()
}

// formatRanks writes ranks in rank order as the docs write them: digits
// quoted ("5"), letters bare (K).
func formatRanks(v Ranks) string {
	parts := make([]string, 0, len(v))
	for _, r := range v.sorted() {
		parts = append(parts, rankText(r))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
