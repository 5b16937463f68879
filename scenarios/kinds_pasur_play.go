package scenarios

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// The kinds that ask about a Pasur play: what a card takes, whether a
// play is a sur, a side's score of the round.
const (
	// QCapture: what the player to move takes with a card.
	QCapture QuestionKind = "capture"
	// QSur: whether the last play was a sur, or whether a card can make one.
	QSur QuestionKind = "sur"
	// QScore: a side's score breakdown of the last finished round.
	QScore QuestionKind = "score"
)

// pasurPlayKinds is the family, in the order the docs list it.
var pasurPlayKinds = []*kind{
	{
		name: QCapture, pasur: true,
		subject: params([]string{"card", "best"}, "card", func(l *loader, a *Ask, m *mapping, _ *Scenario) {
			if v := m.require("card"); v != nil {
				a.Card, _ = l.card(v)
			}
			if v := m.get("best"); v != nil {
				a.Best, _ = l.boolean(v)
			}
		}),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			cs, _ := l.cards(n, map[engine.Card]*yaml.Node{})
			return Capture{Take: cs}
		},
		onPasur: (*pasurTable).capture,
		compare: compareCapture,
		format: func(q *Question, _ *Scenario) string {
			v, _ := q.want.(Capture)
			return cardList(v.Take)
		},
		schema: func(dialect) (any, any) {
			return closed(obj{{"card", ref("card")}, {"best", boolean()}}, "card"), ref("cards")
		},
	},
	{
		name: QSur, pasur: true,
		subject: params([]string{"card"}, "", func(l *loader, a *Ask, m *mapping, _ *Scenario) {
			if v := m.get("card"); v != nil {
				a.Card, _ = l.card(v)
			}
		}),
		expect:  boolAnswer,
		onPasur: (*pasurTable).sur,
		compare: compareText[Bool],
		format:  formatText,
		schema: func(dialect) (any, any) {
			return obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"card", ref("card")}})}}}, boolean()
		},
	},
	{
		name: QScore, pasur: true,
		subject: params([]string{"player"}, "player", playerParam),
		expect: func(l *loader, n *yaml.Node, _ *Scenario) Answer {
			m, ok := l.mapping(n, "expect", ScoreCategories()...)
			if !ok {
				return nil
			}
			b := Breakdown{}
			for _, cat := range m.order {
				if v, ok := l.integer(m.vals[cat], 0, 1000); ok {
					b[cat] = int(v)
				}
			}
			return b
		},
		mapped:  true,
		onPasur: (*pasurTable).score,
		compare: compareBreakdown,
		format:  formatBreakdown,
		schema: func(dialect) (any, any) {
			cats := obj{}
			for _, c := range ScoreCategories() {
				cats = append(cats, kv{c, intIn(0, 1000)})
			}
			return schemaPlayer(), closed(cats)
		},
	},
}

// boolAnswer reads true or false.
func boolAnswer(l *loader, n *yaml.Node, _ *Scenario) Answer {
	b, _ := l.boolean(n)
	return Bool(b)
}

// capture computes what the question's card takes: the best capture or
// the first legal one in deck order, every legal one accepted.
func (t *pasurTable) capture(q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	caps := t.round.CapturesFor(q.Card)
	if len(caps) == 0 {
		if t.round.TableSet().Has(q.Card) || !q.Card.Valid() {
			return nil, nil, &AnswerError{Reason: CardOnTable, Rule: string(pasur.RuleNotInHand), Subject: q.Card.String()}
		}
		return Capture{Card: q.Card}, nil, nil // it is laid
	}
	want := Capture{Card: q.Card, Take: caps[0].Take}
	if best, ok := t.round.BestCapture(q.Card); ok && q.Best {
		want.Take = best.Take
	}
	accept := make([]Answer, len(caps))
	for i, c := range caps {
		accept[i] = Capture{Card: q.Card, Take: c.Take}
	}
	return want, accept, nil
}

// sur says whether the question's card can make a sur, or whether the
// last play made one.
func (t *pasurTable) sur(q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	if q.Card.Valid() {
		for _, c := range t.round.CapturesFor(q.Card) {
			if c.Sur {
				return Bool(true), nil, nil
			}
		}
		return Bool(false), nil, nil
	}
	if t.last == nil {
		return nil, nil, &AnswerError{Reason: NoPlayYet, Rule: string(pasur.RuleSur)}
	}
	return Bool(t.last.Sur), nil, nil
}

// score is the breakdown of the player's side in the last finished round.
func (t *pasurTable) score(q *Ask, _ func(*Action) error) (Answer, []Answer, error) {
	seat := t.s.playerIndex(q.Player)
	side := t.round.Config().Side(seat)
	bs := t.round.Breakdowns()
	if side < 0 || side >= len(bs) {
		return nil, nil, &AnswerError{Reason: NoSuchSide, Subject: q.Player}
	}
	return breakdownOf(bs[side]), nil, nil
}

// breakdownOf converts the engine's breakdown to the file's categories.
func breakdownOf(b pasur.Breakdown) Breakdown {
	return Breakdown{
		"aces": b.Aces, "jacks": b.Jacks, "two_clubs": b.TwoClubs, "ten_diamonds": b.TenDiamonds,
		"clubs": b.ClubsBonus, "seven_diamonds": b.SevenDiamonds, "surs": b.SurPoints, "total": b.Total,
	}
}

// compareCapture judges a capture: the one wanted, or (without best) any
// legal one.
func compareCapture(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Capture)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Capture)
	if engine.SameCards(g.Take, w.Take) {
		return true, "", nil
	}
	legal := false
	for _, alt := range q.accept {
		if c, ok := alt.(Capture); ok && engine.SameCards(c.Take, g.Take) {
			legal = true
		}
	}
	d := []Diff{{Key: string(q.ask.Kind), Got: g.String(), Want: w.String()}}
	switch {
	case legal && q.ask.Best:
		return false, NotBest, d
	case legal:
		return true, "", nil
	}
	return false, NotLegal, d
}

// compareBreakdown judges the categories given (a total at least).
func compareBreakdown(q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(Breakdown)
	if !ok {
		return false, WrongKind, nil
	}
	w, _ := q.want.(Breakdown)
	if len(g) == 0 {
		return false, WrongValue, []Diff{{Key: "total", Got: "", Want: strconv.Itoa(w["total"])}}
	}
	var diffs []Diff
	for _, k := range ScoreCategories() {
		gv, gok := g[k]
		if gok && gv != w[k] {
			diffs = append(diffs, Diff{Key: k, Got: strconv.Itoa(gv), Want: strconv.Itoa(w[k])})
		}
	}
	if _, hasTotal := g["total"]; !hasTotal {
		// categories without a total say that they are all of it: « trois
		// pour le grand dix » is 3 in all, wrong where the round made 4
		sum := 0
		for _, v := range g {
			sum += v
		}
		if sum != w["total"] {
			diffs = append(diffs, Diff{Key: "total", Got: strconv.Itoa(sum), Want: strconv.Itoa(w["total"])})
		}
	}
	return len(diffs) == 0, reasonIf(len(diffs) > 0), diffs
}

// formatBreakdown writes the categories that scored, and the total.
func formatBreakdown(q *Question, _ *Scenario) string {
	v, _ := q.want.(Breakdown)
	var parts []string
	for _, k := range ScoreCategories() {
		if v[k] != 0 || k == "total" {
			parts = append(parts, k+": "+strconv.Itoa(v[k]))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
