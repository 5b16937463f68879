package scenarios

import (
	"sort"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// The kinds that ask about a Faro session or a Pasur match: what each
// player owns (or each side's total), who won, whether it is over, and
// who holds the Faro bank.
const (
	// QStanding: what each player owns in the session (Faro) or each
	// side's match total (Pasur).
	QStanding QuestionKind = "standing"
	// QWinner: who won the session or match (equal firsts share; a
	// fixed-rounds match may be a draw).
	QWinner QuestionKind = "winner"
	// QOver: whether the deal or session (Faro), the round or match
	// (Pasur) is over.
	QOver QuestionKind = "over"
	// QBanker (Faro): who holds the bank now, or in the next deal.
	QBanker QuestionKind = "banker"
)

// sessionKinds is the family, in the order the docs list it.
var sessionKinds = []*kind{
	{
		name: QStanding, faro: true, pasur: true,
		subject: params(nil, "", nil),
		expect:  (*loader).standingAnswer,
		onFaro:  (*faroTable).standing,
		onPasur: (*pasurTable).standing,
		compare: compareStanding,
		format:  formatStanding,
		schema:  func(dialect) (any, any) { return schemaNone(), ref("by_player") },
	},
	{
		name: QWinner, faro: true, pasur: true,
		subject: params(nil, "", nil),
		expect:  (*loader).winnerAnswer,
		onFaro:  (*faroTable).winner,
		onPasur: (*pasurTable).winner,
		compare: compareWinner,
		format:  formatWinner,
		schema: func(dialect) (any, any) {
			return schemaNone(), obj{{"oneOf", []any{ref("names"), obj{{"const", "draw"}}}}}
		},
	},
	{
		name: QOver, faro: true, pasur: true,
		subject: params([]string{"of"}, "of", func(l *loader, a *Ask, m *mapping, s *Scenario) {
			allowed := []string{"deal", "session"}
			if s.Game == Pasur {
				allowed = []string{"round", "match"}
			}
			if v := m.require("of"); v != nil {
				a.Params.Of, _ = l.enum(v, allowed...)
			}
		}),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			b, ok := l.boolean(n)
			if !ok {
				return nil
			}
			return Bool(b)
		},
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			if q.Params.Of == "session" {
				if t.sess == nil {
					return nil, nil, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
				}
				return Bool(t.sess.Over()), nil, nil
			}
			return Bool(t.deal.Over()), nil, nil
		},
		onPasur: func(t *pasurTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			if q.Params.Of == "match" {
				if t.match == nil {
					return nil, nil, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
				}
				return Bool(t.match.Over()), nil, nil
			}
			return Bool(t.round.Over()), nil, nil
		},
		compare: compareText[Bool],
		format:  formatText,
		schema: func(dialect) (any, any) {
			return closed(obj{{"of", enumOf("deal", "session", "round", "match")}}, "of"), boolean()
		},
	},
	{
		name: QBanker, faro: true,
		subject: params([]string{"next"}, "", nextParam),
		expect:  nameAnswer,
		onFaro: func(t *faroTable, q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
			if !q.Params.Next {
				return Name(t.s.Players[t.deal.Banker()].Name), nil, nil
			}
			if t.sess == nil || t.sess.DealsPlayed() >= t.sess.TotalDeals() {
				return nil, nil, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
			}
			return Name(t.s.Players[t.sess.NextBanker()].Name), nil, nil
		},
		compare: compareName,
		format:  formatName,
		schema:  func(dialect) (any, any) { return schemaNext(), ref("player") },
	},
}

// standingAnswer reads {Doc: 106, Dan: 97, Anna: 97}: every player (Pasur:
// every side, by one of its players at least).
func (l *loader) standingAnswer(n *yaml.Node, s *Scenario) Answer {
	m, ok := l.mapping(n, "expect", s.playerNames()...)
	if !ok {
		return nil
	}
	st := Standing{}
	bad := false
	for _, name := range m.order {
		a, ok := l.amount(m.vals[name])
		if !ok {
			bad = true
			continue
		}
		st[name] = a
	}
	if s.Game == Faro {
		for _, name := range s.playerNames() {
			if !m.has(name) {
				l.errAt(n, CodeMissingKey, name, "expect")
				bad = true
			}
		}
	}
	if bad {
		return nil
	}
	return st
}

// winnerAnswer reads [Anna, Dan] or draw (a fixed-rounds match only).
func (l *loader) winnerAnswer(n *yaml.Node, s *Scenario) Answer {
	if n.Kind == yaml.ScalarNode && n.Value == "draw" {
		if s.Game != Pasur || !contains(s.Variants, "fixed_rounds") {
			l.errAt(n, CodeNotWith, "draw", "fixed_rounds")
			return nil
		}
		return Winner{Draw: true}
	}
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	w := Winner{}
	for _, it := range items {
		name, ok := l.player(it, s)
		if !ok {
			return nil
		}
		if contains(w.Names, name) {
			l.errAt(it, CodeDuplicatePlayer, name)
			return nil
		}
		w.Names = append(w.Names, name)
	}
	if len(w.Names) == 0 {
		l.errAt(n, CodeEmptyList, "winner")
		return nil
	}
	return w
}

// nameAnswer reads a player's name.
func nameAnswer(l *loader, n *yaml.Node, s *Scenario) Answer {
	name, ok := l.player(n, s)
	if !ok {
		return nil
	}
	return Name(name)
}

// standing is what each player owns in the Faro session.
func (t *faroTable) standing(_ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	if t.sess == nil {
		return nil, nil, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
	}
	st := Standing{}
	for i, name := range t.s.playerNames() {
		st[name] = t.sess.Standing(i)
	}
	return st, nil, nil
}

// standing is each side's match total, by each of its players.
func (t *pasurTable) standing(_ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	if t.match == nil {
		return nil, nil, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
	}
	cfg := t.round.Config()
	totals := t.match.Totals()
	st := Standing{}
	for i, name := range t.s.playerNames() {
		st[name] = engine.Chips(int64(totals[cfg.Side(i)]))
	}
	return st, nil, nil
}

// winner is who won the Faro session (equal firsts share).
func (t *faroTable) winner(_ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	if t.sess == nil {
		return nil, nil, &AnswerError{Reason: NoSession, Rule: string(faro.RuleSession)}
	}
	if !t.sess.Over() {
		return nil, nil, &AnswerError{Reason: NotOver, Rule: string(faro.RuleSession)}
	}
	w := Winner{}
	for _, i := range t.sess.Winners() {
		w.Names = append(w.Names, t.s.Players[i].Name)
	}
	return w, nil, nil
}

// winner is the side that won the Pasur match (both partners), or a draw.
func (t *pasurTable) winner(_ *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	if t.match == nil {
		return nil, nil, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
	}
	if !t.match.Over() {
		return nil, nil, &AnswerError{Reason: NotOver, Rule: string(pasur.RuleMatchOver)}
	}
	if t.match.Draw() {
		return Winner{Draw: true}, nil, nil
	}
	cfg := t.round.Config()
	side, _ := t.match.Winner()
	w := Winner{}
	for i, name := range t.s.playerNames() {
		if cfg.Side(i) == side {
			w.Names = append(w.Names, name)
		}
	}
	return w, nil, nil
}

// compareStanding judges each player's amount given; a side is answered
// by one of its players at least.
func compareStanding(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Standing)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Standing)
	var diffs []Diff
	named := map[int]bool{}
	for _, k := range sortedKeys(g) {
		if g[k] != w[k] {
			diffs = append(diffs, Diff{Key: k, Got: g[k].String(), Want: w[k].String()})
		}
		named[q.sides[k]] = true
	}
	for _, k := range sortedKeys(w) {
		if _, ok := g[k]; !ok && !named[q.sides[k]] {
			diffs = append(diffs, Diff{Key: k, Got: "", Want: w[k].String()})
			named[q.sides[k]] = true
		}
	}
	return len(diffs) == 0, reasonIf(len(diffs) > 0), diffs
}

// compareWinner judges the winners by side (partners win together).
func compareWinner(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Winner)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Winner)
	if g.Draw != w.Draw || !q.sameSides(g.Names, w.Names) {
		// "winners": "winner" names a turn's player card.
		return false, WrongValue, []Diff{{Key: "winners", Got: g.String(), Want: w.String()}}
	}
	return true, "", nil
}

// compareName judges one player's name.
func compareName(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Name)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Name)
	if g == w {
		return true, "", nil
	}
	return false, WrongValue, []Diff{{Key: string(q.ask.Kind), Got: g.String(), Want: w.String()}}
}

// sameSides reports whether two lists of winners name the same sides:
// every side of want by at least one player, and no player of another
// side (partners win together).
func (q *Question) sameSides(got, want []string) bool {
	ws := map[int]bool{}
	for _, n := range want {
		ws[q.sides[n]] = true
	}
	gs := map[int]bool{}
	for _, n := range got {
		s, ok := q.sides[n]
		if !ok || !ws[s] {
			return false
		}
		gs[s] = true
	}
	return len(gs) == len(ws)
}

// sortedNames returns names in seat order.
func (s *Scenario) sortedNames(names []string) []string {
	out := append([]string(nil), names...)
	sort.SliceStable(out, func(i, j int) bool { return s.playerIndex(out[i]) < s.playerIndex(out[j]) })
	return out
}

// formatStanding writes the players in seat order.
func formatStanding(q *Question, s *Scenario) string {
	v, _ := q.want.(Standing)
	var parts []string
	for _, p := range s.Players {
		if amt, ok := v[p.Name]; ok {
			parts = append(parts, yamlKey(p.Name)+": "+amt.String())
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// formatWinner writes the winners in seat order, or draw.
func formatWinner(q *Question, s *Scenario) string {
	v, _ := q.want.(Winner)
	if v.Draw {
		return "draw"
	}
	names := s.sortedNames(v.Names)
	for i, n := range names {
		names[i] = yamlKey(n)
	}
	return "[" + strings.Join(names, ", ") + "]"
}

// formatName writes a player's name, or nobody.
func formatName(q *Question, _ *Scenario) string {
	v, _ := q.want.(Name)
	if v == "" {
		return "nobody"
	}
	return yamlKey(string(v))
}

// sides returns each player's side, by name, for the answers partners
// share (a standing, a winner, the last capture).
func (s *Scenario) sides() map[string]int {
	out := map[string]int{}
	cfg, err := s.pasurConfig()
	for i, p := range s.Players {
		out[p.Name] = i
		if s.Game == Pasur && err == nil {
			out[p.Name] = cfg.Side(i)
		}
	}
	return out
}
