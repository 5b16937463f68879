package scenarios

import (
	"strconv"
	"strings"

	"croupier/engine"

	"gopkg.in/yaml.v3"
)

// QuestionKind says what a question asks.
type QuestionKind string

// The question kinds. Settlement, Payout, Count and Dead are Faro's;
// Capture, Sur and Score are Pasur's; Legal and Choice exist in both.
const (
	// QSettlement: each player's and the bank's net change in the last turn.
	QSettlement QuestionKind = "settlement"
	// QPayout: what a player's call of the turn won or lost.
	QPayout QuestionKind = "payout"
	// QCount: how many cards of a rank are still to come (casekeeper).
	QCount QuestionKind = "count"
	// QDead: which ranks are dead.
	QDead QuestionKind = "dead"
	// QCapture: what the player to move takes with a card.
	QCapture QuestionKind = "capture"
	// QSur: whether the last play was a sur, or whether a card can make one.
	QSur QuestionKind = "sur"
	// QScore: a side's score breakdown of the last finished round.
	QScore QuestionKind = "score"
	// QLegal: whether an action is allowed now.
	QLegal QuestionKind = "legal"
	// QChoice: options whose correct ones the author marks.
	QChoice QuestionKind = "choice"
)

// questionKinds lists the kinds a game's questions can have.
func questionKinds(g Game) []string {
	if g == Pasur {
		return append([]string{string(QCapture), string(QSur), string(QScore), string(QLegal), string(QChoice)}, newKinds(g)...)
	}
	return append([]string{string(QSettlement), string(QPayout), string(QCount), string(QDead), string(QLegal), string(QChoice)}, newKinds(g)...)
}

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
	// Params are the parameters of the kinds of kinds.go (and of a
	// settlement over several turns).
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
	if a.Kind == QChoice {
		a.Options = l.choiceOptions(n, where)
		return
	}
	if isNewKind(a.Kind) || (a.Kind == QSettlement && !isNull(n)) {
		l.newSubject(a, n, s, where)
		return
	}
	if a.Kind == QLegal {
		m, ok := l.mapping(n, where, actionNames(s.Game)...)
		if !ok {
			return
		}
		if len(m.order) != 1 {
			if len(m.order) == 0 && len(n.Content) == 0 {
				l.errAt(n, CodeStepKind, strings.Join(actionNames(s.Game), ", "))
			} else if len(m.order) > 1 {
				l.errAt(m.keys[m.order[1]], CodeStepKinds, m.order...)
			}
			return
		}
		k := m.order[0]
		a.Probe = l.action(ActionKind(k), m.vals[k], s, where+"."+k)
		return
	}
	var keys []string
	switch a.Kind {
	case QPayout, QScore:
		keys = []string{"player"}
	case QCount:
		keys = []string{"rank"}
	case QCapture:
		keys = []string{"card", "best"}
	case QSur:
		keys = []string{"card"}
	}
	if isNull(n) {
		if a.Kind == QPayout || a.Kind == QCount || a.Kind == QCapture || a.Kind == QScore {
			l.errAt(n, CodeMissingKey, keys[0], where)
		}
		return
	}
	m, ok := l.mapping(n, where, keys...)
	if !ok {
		return
	}
	switch a.Kind {
	case QPayout, QScore:
		if v := m.require("player"); v != nil {
			a.Player, _ = l.player(v, s)
		}
	case QCount:
		if v := m.require("rank"); v != nil {
			a.Rank, _ = l.rank(v)
		}
	case QCapture:
		if v := m.require("card"); v != nil {
			a.Card, _ = l.card(v)
		}
		if v := m.get("best"); v != nil {
			a.Best, _ = l.boolean(v)
		}
	case QSur:
		if v := m.get("card"); v != nil {
			a.Card, _ = l.card(v)
		}
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

// choiceOptions reads the options of a choice question: {text, correct}.
func (l *loader) choiceOptions(n *yaml.Node, where string) []Option {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	if len(items) < 2 {
		l.errAt(n, CodeOutOfRange, strconv.Itoa(len(items)), "2", "9")
	}
	var out []Option
	correct := 0
	for _, it := range items {
		m, ok := l.mapping(it, where, "text", "correct", "explain")
		if !ok {
			continue
		}
		o := Option{Pos: Pos{it.Line, it.Column}}
		if v := m.require("text"); v != nil {
			o.Text = l.text(v)
		}
		if v := m.get("explain"); v != nil {
			o.Explain = l.text(v)
		}
		if v := m.get("correct"); v != nil {
			o.Correct, _ = l.boolean(v)
		}
		if o.Correct {
			correct++
		}
		out = append(out, o)
	}
	if correct == 0 && len(out) == len(items) {
		l.errAt(n, CodeNoCorrectChoice)
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
	for _, it := range items {
		o := Option{Pos: Pos{it.Line, it.Column}}
		v := it
		if it.Kind == yaml.MappingNode && k != QSettlement && k != QScore || isOptionMapping(it) {
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
	before := len(l.diags)
	var out Answer
	if a, handled := l.newAnswer(k, n, s); handled {
		if len(l.diags) > before {
			return nil
		}
		return a
	}
	switch k {
	case QSettlement:
		m, ok := l.mapping(n, "expect", s.playerNames()...)
		if !ok {
			return nil
		}
		st := Settlement{}
		for _, name := range m.order {
			if a, ok := l.amount(m.vals[name]); ok {
				st[name] = a
			}
		}
		out = st
	case QPayout:
		a, _ := l.amount(n)
		out = Amount(a)
	case QCount:
		c, _ := l.integer(n, 0, 4)
		out = Count(c)
	case QDead:
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
		out = rs
	case QCapture:
		cs, _ := l.cards(n, map[engine.Card]*yaml.Node{})
		out = Capture{Take: cs}
	case QSur, QLegal:
		b, _ := l.boolean(n)
		out = Bool(b)
	case QScore:
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
		out = b
	}
	if len(l.diags) > before {
		return nil
	}
	return out
}
