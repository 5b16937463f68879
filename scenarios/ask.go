package scenarios

import (
	"strconv"
	"strings"

	"croupier/engine"

	"gopkg.in/yaml.v3"
)

// Ask is a question as the file writes it.
type Ask struct {
	Kind                  QuestionKind
	Prompt, Hint, Explain Text
	// Rule is the rule id the question is about (may be empty).
	Rule string
	// Player, Rank and Card are the question's subject where its kind has
	// one (payout, score: Player; count: Rank; capture, sur: Card).
	Player string
	Rank   engine.Rank
	Card   engine.Card
	// Best asks for the best capture instead of any legal one.
	Best bool
	// Probe is the action a legal question asks about.
	Probe *Action
	// Params are the parameters of the kinds that have more than a
	// subject (over, banker, dealer, odds; a settlement over several
	// turns).
	Params AskParams
	// Options are the choices offered (kind choice, or any kind with
	// choices:).
	Options []Option
	// Expect is the author's answer (nil if the file gives none).
	Expect    Answer
	ExpectPos Pos
	// ExpectKeys are the positions of the entries of an expect written as
	// a mapping (a settlement's players, a score's categories), so that a
	// failed entry is reported where it is written.
	ExpectKeys map[string]Pos
	Pos        Pos
}

// AskParams are the parameters of the kinds that have more than a
// subject, and of a settlement over several turns, the deal or the
// session.
type AskParams struct {
	// Turns asks a settlement over the last Turns turns drawn (0: one).
	Turns int
	// Over asks a settlement over the whole "deal" or "session";
	// Of asks whether the "deal", "session", "round" or "match" is over.
	Over, Of string
	// Next asks the next deal's banker or the next round's dealer.
	Next bool
	// Odds is what an odds question asks.
	Odds *OddsSpec
}

// Option is one choice offered to the learner: a text, and either the
// answer it stands for (the engine decides whether it is right) or the
// author's Correct mark (kind choice). Explain, when given, says why the
// option is wrong (or right): the tutor shows it after a wrong or
// skipped answer.
type Option struct {
	Text    Text
	Answer  Answer
	Correct bool
	Explain Text
	Pos     Pos
}

// ask reads a question.
func (l *loader) ask(n *yaml.Node, s *Scenario, where string) *Ask {
	a := &Ask{Pos: Pos{n.Line, n.Column}}
	l.cur = a
	defer func() { l.cur = nil }()
	kinds := questionKinds(s.Game)
	keys := append([]string{"question", "hint", "explain", "rule", "expect", "choices"}, kinds...)
	m, ok := l.mapping(n, where, keys...)
	if !ok {
		return a
	}
	if v := m.require("question"); v != nil {
		a.Prompt = l.text(v)
	}
	if v := m.get("hint"); v != nil {
		a.Hint = l.text(v)
	}
	if v := m.get("explain"); v != nil {
		a.Explain = l.text(v)
	}
	if v := m.get("rule"); v != nil {
		a.Rule, _ = l.ruleID(v, s)
	}
	var found []string
	for _, k := range m.order {
		if contains(kinds, k) {
			found = append(found, k)
		}
	}
	switch len(found) {
	case 0:
		l.errAt(n, CodeQuestionKind, strings.Join(kinds, ", "))
		return a
	case 1:
	default:
		l.errAt(m.keys[found[1]], CodeQuestionKinds, found...)
		return a
	}
	a.Kind = QuestionKind(found[0])
	l.askSubject(a, m.get(found[0]), s, where+"."+found[0])
	if v := m.get("expect"); v != nil {
		a.ExpectPos, a.ExpectKeys = Pos{v.Line, v.Column}, entryPositions(v)
		if a.Kind == QChoice {
			l.errAt(m.keys["expect"], CodeNotWith, "expect", string(QChoice))
		} else if !isNull(v) { // an empty expect is left for croupier fill
			a.Expect = l.answer(a.Kind, v, s)
		}
	}
	if v := m.get("choices"); v != nil {
		if a.Kind == QChoice {
			l.errAt(m.keys["choices"], CodeNotWith, "choices", string(QChoice))
		} else {
			a.Options = l.answerOptions(a.Kind, v, s)
		}
	}
	return a
}

// askSubject reads the parameters under the kind key.
func (l *loader) askSubject(a *Ask, n *yaml.Node, s *Scenario, where string) {
	if k := kindOf(a.Kind); k != nil {
		k.subject(l, a, n, s, where)
	}
}

// actionNames lists the action kinds of a game.
func actionNames(g Game) []string {
	var out []string
	for _, k := range stepKeys(g) {
		if k != "say" && k != "turn" && k != "ask" {
			out = append(out, k)
		}
	}
	return out
}

// answerOptions reads choices: for an engine-answered kind: each an answer
// in the kind's notation, or {answer: …, text: …}.
func (l *loader) answerOptions(k QuestionKind, n *yaml.Node, s *Scenario) []Option {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	if len(items) < 2 {
		l.errAt(n, CodeOutOfRange, strconv.Itoa(len(items)), "2", "9")
	}
	var out []Option
	mapped := false
	if kd := kindOf(k); kd != nil {
		mapped = kd.mapped
	}
	for _, it := range items {
		o := Option{Pos: Pos{it.Line, it.Column}}
		v := it
		if it.Kind == yaml.MappingNode && !mapped || isOptionMapping(it) {
			m, ok := l.mapping(it, "choices", "answer", "text", "explain")
			if !ok {
				continue
			}
			if t := m.get("text"); t != nil {
				o.Text = l.text(t)
			}
			if t := m.get("explain"); t != nil {
				o.Explain = l.text(t)
			}
			v = m.require("answer")
			if v == nil {
				continue
			}
		}
		o.Answer = l.answer(k, v, s)
		if o.Answer != nil {
			out = append(out, o)
		}
	}
	return out
}

// isOptionMapping reports whether a settlement or score choice is written
// as {answer: …, text: …, explain: …} rather than as the answer mapping
// itself.
func isOptionMapping(n *yaml.Node) bool {
	if n.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i < len(n.Content); i += 2 {
		if v := n.Content[i].Value; v == "answer" || v == "text" || v == "explain" {
			return true
		}
	}
	return false
}

// answer reads an answer of kind k in the file's notation; nil if bad.
func (l *loader) answer(k QuestionKind, n *yaml.Node, s *Scenario) Answer {
	kd := kindOf(k)
	if kd == nil || kd.expect == nil {
		return nil
	}
	before := len(l.diags)
	out := kd.expect(l, n, s)
	if len(l.diags) > before {
		return nil
	}
	return out
}
