package scenarios

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// stepKeys lists the step kinds of a game: "say", the actions, "turn"
// (Faro) and "ask".
func stepKeys(g Game) []string {
	if g == Pasur {
		return []string{"say", string(ActPlay), "ask"}
	}
	return []string{"say", string(ActBet), string(ActSplit), string(ActHighCard), string(ActChange),
		string(ActRemove), string(ActCall), "turn", "ask"}
}

// steps reads the list of steps; prefix names them in messages ("" or
// "deals[2].").
func (l *loader) steps(n *yaml.Node, s *Scenario, prefix string) []StepSpec {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	if len(items) == 0 {
		l.errAt(n, CodeEmptyList, "steps")
	}
	keys := stepKeys(s.Game)
	out := make([]StepSpec, 0, len(items))
	for i, it := range items {
		where := prefix + "steps[" + strconv.Itoa(i+1) + "]"
		m, ok := l.mapping(it, where, keys...)
		if !ok {
			continue
		}
		if len(m.order) == 0 {
			if len(m.node.Content) == 0 { // unknown keys were reported already
				l.errAt(it, CodeStepKind, strings.Join(keys, ", "))
			}
			continue
		}
		if len(m.order) > 1 {
			l.errAt(m.keys[m.order[1]], CodeStepKinds, m.order...)
			continue
		}
		key := m.order[0]
		v := m.vals[key]
		st := StepSpec{Pos: Pos{m.keys[key].Line, m.keys[key].Column}}
		switch key {
		case "say":
			st.Kind, st.Say = StepSay, l.text(v)
		case "turn":
			st.Kind, st.Turn = StepTurn, l.turnSpec(v, where+".turn")
		case "ask":
			st.Kind, st.Ask = StepAsk, l.ask(v, s, where+".ask")
		default:
			st.Kind, st.Action = StepAction, l.action(ActionKind(key), v, s, where+"."+key)
		}
		out = append(out, st)
	}
	return out
}

// turnSpec reads a turn step: {} or {count: N | until: last|end,
// expect: {loser, winner, hock}}.
func (l *loader) turnSpec(n *yaml.Node, where string) *TurnSpec {
	t := &TurnSpec{Count: 1}
	if isNull(n) {
		return t
	}
	m, ok := l.mapping(n, where, "count", "until", "expect")
	if !ok || (len(m.order) == 0 && len(n.Content) == 0) {
		return t
	}
	if v := m.get("count"); v != nil {
		if c, ok := l.integer(v, 1, 25); ok {
			t.Count = int(c)
		}
	}
	if v := m.get("until"); v != nil {
		if m.has("count") {
			l.errAt(m.keys["until"], CodeConflict, "until", "count")
		}
		t.Until, _ = l.enum(v, UntilLast, UntilEnd)
	}
	if v := m.get("expect"); v != nil {
		t.HasExpect, t.ExpectPos, t.ExpectKeys = true, Pos{v.Line, v.Column}, entryPositions(v)
		if isNull(v) {
			return t // left for croupier fill
		}
		if v.Kind == yaml.SequenceNode {
			l.turnList(t, v, m, where)
			return t
		}
		t.Loser, t.Winner, t.Hock = l.turnCards(v, where)
	}
	return t
}

// turnCards reads {loser: …, winner: …, hock: …}.
func (l *loader) turnCards(v *yaml.Node, where string) (loser, winner, hock engine.Card) {
	if em, ok := l.mapping(v, where+".expect", "loser", "winner", "hock"); ok {
		if c := em.get("loser"); c != nil {
			loser, _ = l.card(c)
		}
		if c := em.get("winner"); c != nil {
			winner, _ = l.card(c)
		}
		if c := em.get("hock"); c != nil {
			hock, _ = l.card(c)
		}
	}
	return loser, winner, hock
}

// turnList reads expect: [{…}, …] of a turn step drawing count: N turns,
// one entry a turn, N of them; the last is the step's Loser, Winner and
// Hock.
func (l *loader) turnList(t *TurnSpec, v *yaml.Node, m *mapping, where string) {
	if !m.has("count") {
		l.errAt(v, CodeMissingKey, "count", where)
		return
	}
	if len(v.Content) != t.Count {
		l.errAt(v, CodeTurnList, strconv.Itoa(len(v.Content)), strconv.Itoa(t.Count))
		return
	}
	for _, it := range v.Content {
		c := TurnCards{Keys: entryPositions(it), Pos: Pos{it.Line, it.Column}}
		c.Loser, c.Winner, c.Hock = l.turnCards(it, where)
		t.Each = append(t.Each, c)
	}
	last := t.Each[len(t.Each)-1]
	t.Loser, t.Winner, t.Hock, t.ExpectKeys = last.Loser, last.Winner, last.Hock, last.Keys
}

// entryPositions returns where each entry of a mapping is written (the
// value's position, by key), nil for anything else.
func entryPositions(n *yaml.Node) map[string]Pos {
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 {
		return nil
	}
	out := map[string]Pos{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if _, dup := out[k.Value]; !dup {
			out[k.Value] = Pos{v.Line, v.Column}
		}
	}
	return out
}

// actionKeys lists the keys of each action.
func actionKeys(k ActionKind, pharaon bool) []string {
	switch k {
	case ActBet:
		return []string{"player", "rank", "stake", "copper"}
	case ActSplit:
		return []string{"player", "ranks", "stake", "copper"}
	case ActHighCard:
		return []string{"player", "stake"}
	case ActChange:
		return []string{"player", "rank", "ranks", "high_card", "copper", "stake"}
	case ActRemove:
		return []string{"player", "rank", "ranks", "high_card", "copper"}
	case ActCall:
		if pharaon {
			return []string{"player", "order", "colours", "stake"}
		}
		return []string{"player", "order", "stake"}
	case ActPlay:
		return []string{"player", "card", "take"}
	}
	return nil
}

// action reads one action.
func (l *loader) action(k ActionKind, n *yaml.Node, s *Scenario, where string) *Action {
	a := &Action{Kind: k, Pos: Pos{n.Line, n.Column}}
	m, ok := l.mapping(n, where, actionKeys(k, s.Profile == faro.Pharaon)...)
	if !ok {
		return a
	}
	if v := m.require("player"); v != nil {
		a.Player, _ = l.player(v, s)
	}
	if v := m.get("copper"); v != nil {
		a.Copper, _ = l.boolean(v)
	}
	if v := m.get("high_card"); v != nil {
		a.High, _ = l.boolean(v)
	}
	needStake := k == ActBet || k == ActSplit || k == ActHighCard || k == ActChange || k == ActCall
	if needStake {
		if v := m.require("stake"); v != nil {
			a.Stake, _ = l.stake(v, s, a.Player)
			a.StakePos = Pos{v.Line, v.Column}
		}
	}
	switch k {
	case ActBet:
		if v := m.require("rank"); v != nil {
			a.Rank, _ = l.rank(v)
		}
	case ActSplit:
		if v := m.require("ranks"); v != nil {
			a.Ranks = l.ranks(v, 2)
			a.Split = true
		}
	case ActChange, ActRemove:
		l.betRef(m, a)
	case ActCall:
		switch {
		case m.has("order") && m.has("colours"):
			l.errAt(m.keys["colours"], CodeConflict, "colours", "order")
		case m.has("order"):
			a.Ranks = l.ranks(m.get("order"), 3)
		case m.has("colours"):
			a.Colours = l.colours(m.get("colours"))
		default:
			m.require("order")
		}
	case ActPlay:
		if v := m.require("card"); v != nil {
			a.Card, _ = l.card(v)
		}
		if v := m.get("take"); v != nil {
			a.HasTake = true
			a.Take, _ = l.cards(v, map[engine.Card]*yaml.Node{})
		}
	}
	return a
}

// betRef reads which bet a change or remove names: rank, ranks (a split)
// or high_card: true.
func (l *loader) betRef(m *mapping, a *Action) {
	l.onlyOne(m, "rank", "ranks", "high_card")
	switch {
	case m.has("rank"):
		a.Rank, _ = l.rank(m.get("rank"))
	case m.has("ranks"):
		a.Ranks, a.Split = l.ranks(m.get("ranks"), 2), true
	case m.has("high_card"):
		if !a.High {
			l.errAt(m.get("high_card"), CodeBadValue, m.get("high_card").Value, "true")
		}
	default:
		m.require("rank")
	}
}

// ranks reads a list of exactly want ranks.
func (l *loader) ranks(n *yaml.Node, want int) []engine.Rank {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	if want > 0 && len(items) != want {
		l.errAt(n, CodeOutOfRange, strconv.Itoa(len(items)), strconv.Itoa(want), strconv.Itoa(want))
		return nil
	}
	out := make([]engine.Rank, 0, len(items))
	for _, it := range items {
		if r, ok := l.rank(it); ok {
			out = append(out, r)
		}
	}
	if len(out) != len(items) {
		return nil
	}
	return out
}

// colours reads Foster's colour order: three of red and black.
func (l *loader) colours(n *yaml.Node) []string {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	if len(items) != 3 {
		l.errAt(n, CodeOutOfRange, strconv.Itoa(len(items)), "3", "3")
		return nil
	}
	var out []string
	for _, it := range items {
		if c, ok := l.enum(it, "red", "black"); ok {
			out = append(out, c)
		}
	}
	if len(out) != 3 {
		return nil
	}
	return out
}
