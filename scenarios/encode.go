package scenarios

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"croupier/engine"
)

// ErrEncode is returned by Encode for a scenario it cannot write: a step
// kind the encoder does not know (of the questions only those of kind
// choice are written), or no id.
var ErrEncode = errors.New("the scenario cannot be written as a file")

// Encode writes a scenario built in memory as a scenario file in the
// format Load reads: the header, the players, the deck and the steps that
// say, act and draw turns (a free game saved from the tutor, say). A
// comment, when not empty, heads the file. The file loads back to the
// same scenario; of the questions, those of kind choice are written (a
// free game's "which move was better?").
func Encode(s *Scenario, comment string) ([]byte, error) {
	if s.ID == "" {
		return nil, ErrEncode
	}
	doc := mapNode()
	doc.HeadComment = comment
	addKey(doc, "id", str(s.ID))
	if len(s.Langs) == 1 {
		addKey(doc, "lang", str(string(s.Langs[0])))
	} else {
		langs := seqNode(true)
		for _, l := range s.Langs {
			langs.Content = append(langs.Content, str(string(l)))
		}
		addKey(doc, "lang", langs)
	}
	addKey(doc, "title", textNode(s.Title, s.Langs))
	if !s.Intro.Empty() {
		addKey(doc, "intro", textNode(s.Intro, s.Langs))
	}
	addKey(doc, "game", str(string(s.Game)))
	if s.Game == Faro {
		addKey(doc, "profile", str(s.Profile.String()))
	}
	if len(s.Variants) > 0 {
		vs := seqNode(true)
		for _, v := range s.Variants {
			// "target: 51" is a one-key mapping in the file
			if name, value, ok := strings.Cut(v, ":"); ok {
				m := flowMap()
				addKey(m, strings.TrimSpace(name), &yaml.Node{Kind: yaml.ScalarNode, Value: strings.TrimSpace(value)})
				vs.Content = append(vs.Content, m)
				continue
			}
			vs.Content = append(vs.Content, str(v))
		}
		addKey(doc, "variants", vs)
	}
	addKey(doc, "players", playersNode(s))
	if s.Limits != nil {
		lm := flowMap()
		addKey(lm, "min", num(s.Limits.Min))
		addKey(lm, "max", num(s.Limits.Max))
		addKey(doc, "limits", lm)
	}
	addKey(doc, "deck", deckNode(s))
	steps := seqNode(false)
	for _, st := range s.Steps {
		n, err := stepNode(st, s.Langs)
		if err != nil {
			return nil, err
		}
		steps.Content = append(steps.Content, n)
	}
	addKey(doc, "steps", steps)
	return yaml.Marshal(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{doc}})
}

func mapNode() *yaml.Node     { return &yaml.Node{Kind: yaml.MappingNode} }
func flowMap() *yaml.Node     { return &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle} }
func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: s, Tag: "!!str"} }
func num(n int64) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Value: strconv.FormatInt(n, 10), Tag: "!!int"}
}
func boolNode(b bool) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Value: strconv.FormatBool(b), Tag: "!!bool"}
}

func seqNode(flow bool) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode}
	if flow {
		n.Style = yaml.FlowStyle
	}
	return n
}

func addKey(m *yaml.Node, key string, v *yaml.Node) {
	m.Content = append(m.Content, str(key), v)
}

// textNode writes a text: a plain string for a one-language file, else a
// mapping of every declared language.
func textNode(t Text, langs []Lang) *yaml.Node {
	if len(langs) == 1 {
		return str(t.In(langs[0]))
	}
	m := mapNode()
	for _, l := range langs {
		addKey(m, string(l), str(t.In(l)))
	}
	return m
}

func cardsNode(cs []engine.Card) *yaml.Node {
	n := seqNode(true)
	for _, c := range cs {
		n.Content = append(n.Content, str(c.String()))
	}
	return n
}

func ranksNode(rs []engine.Rank) *yaml.Node {
	n := seqNode(true)
	for _, r := range rs {
		n.Content = append(n.Content, str(r.String()))
	}
	return n
}

func amountNode(a engine.Amount) *yaml.Node {
	if a.Whole() {
		return num(a.WholePart())
	}
	return str(a.String())
}

func playersNode(s *Scenario) *yaml.Node {
	ps := seqNode(false)
	for _, p := range s.Players {
		m := flowMap()
		addKey(m, "name", str(p.Name))
		if p.Banker {
			addKey(m, "banker", boolNode(true))
		}
		if p.Dealer {
			addKey(m, "dealer", boolNode(true))
		}
		if p.HasStart {
			key := "points"
			if s.Game == Faro && s.Profile.String() == "pharo" {
				key = "chips"
			}
			addKey(m, key, amountNode(p.Start))
		}
		ps.Content = append(ps.Content, m)
	}
	return ps
}

func deckNode(s *Scenario) *yaml.Node {
	d := s.Deck
	m := mapNode()
	if len(d.Cards) > 0 {
		addKey(m, "cards", cardsNode(d.Cards))
	}
	if len(d.Bottom) > 0 {
		addKey(m, "bottom", cardsNode(d.Bottom))
	}
	if len(d.Hands) > 0 {
		hands := mapNode()
		names := make([]string, 0, len(d.Hands))
		for _, p := range s.Players {
			if _, ok := d.Hands[p.Name]; ok {
				names = append(names, p.Name)
			}
		}
		if len(names) != len(d.Hands) {
			names = names[:0]
			for n := range d.Hands {
				names = append(names, n)
			}
			sort.Strings(names)
		}
		for _, n := range names {
			addKey(hands, n, cardsNode(d.Hands[n]))
		}
		addKey(m, "hands", hands)
		addKey(m, "table", cardsNode(d.Table))
		addKey(m, "talon", cardsNode(d.Talon))
	}
	if d.HasSeed {
		addKey(m, "seed", &yaml.Node{Kind: yaml.ScalarNode, Value: strconv.FormatUint(d.Seed, 10), Tag: "!!int"})
	}
	return m
}

// stepNode writes one step as a one-key mapping.
func stepNode(st StepSpec, langs []Lang) (*yaml.Node, error) {
	m := mapNode()
	switch st.Kind {
	case StepSay:
		addKey(m, "say", textNode(st.Say, langs))
	case StepTurn:
		t := flowMap()
		if st.Turn != nil && st.Turn.Count > 1 {
			addKey(t, "count", num(int64(st.Turn.Count)))
		}
		addKey(m, "turn", t)
	case StepAction:
		a := st.Action
		if a == nil {
			return nil, ErrEncode
		}
		addKey(m, string(a.Kind), actionNode(a))
	case StepAsk:
		q, err := choiceNode(st.Ask, langs)
		if err != nil {
			return nil, err
		}
		addKey(m, "ask", q)
	default:
		return nil, ErrEncode
	}
	return m, nil
}

// actionNode writes an action's keys, in the order the docs list them.
func actionNode(a *Action) *yaml.Node {
	n := flowMap()
	addKey(n, "player", str(a.Player))
	switch a.Kind {
	case ActPlay:
		addKey(n, "card", str(a.Card.String()))
		if a.HasTake {
			addKey(n, "take", cardsNode(a.Take))
		}
		return n
	case ActCall:
		if len(a.Colours) > 0 {
			cs := seqNode(true)
			for _, c := range a.Colours {
				cs.Content = append(cs.Content, str(c))
			}
			addKey(n, "colours", cs)
		} else {
			addKey(n, "order", ranksNode(a.Ranks))
		}
		addKey(n, "stake", amountNode(a.Stake))
		return n
	}
	switch {
	case a.High:
		addKey(n, "high_card", boolNode(true))
	case len(a.Ranks) == 2:
		addKey(n, "ranks", ranksNode(a.Ranks))
	case a.Kind != ActHighCard:
		addKey(n, "rank", str(a.Rank.String()))
	}
	if a.Kind != ActRemove {
		addKey(n, "stake", amountNode(a.Stake))
	}
	if a.Copper {
		addKey(n, "copper", boolNode(true))
	}
	return n
}

// choiceNode writes a question of kind choice: its question, the options
// (text, correct: true on the right ones, explain), hint, explanation and
// rule. Other kinds are not written.
func choiceNode(a *Ask, langs []Lang) (*yaml.Node, error) {
	if a == nil || a.Kind != QChoice || len(a.Options) == 0 {
		return nil, ErrEncode
	}
	q := mapNode()
	addKey(q, "question", textNode(a.Prompt, langs))
	opts := seqNode(false)
	for _, o := range a.Options {
		om := mapNode()
		addKey(om, "text", textNode(o.Text, langs))
		if o.Correct {
			addKey(om, "correct", boolNode(true))
		}
		if !o.Explain.Empty() {
			addKey(om, "explain", textNode(o.Explain, langs))
		}
		opts.Content = append(opts.Content, om)
	}
	addKey(q, string(QChoice), opts)
	if !a.Hint.Empty() {
		addKey(q, "hint", textNode(a.Hint, langs))
	}
	if !a.Explain.Empty() {
		addKey(q, "explain", textNode(a.Explain, langs))
	}
	if a.Rule != "" {
		addKey(q, "rule", str(a.Rule))
	}
	return q, nil
}
