package scenarios

import (
	"slices"

	"gopkg.in/yaml.v3"
)

// QuestionKind says what a question asks: the name of a kind as files
// write it ("settlement", "pile_clubs").
type QuestionKind string

// kind is one question kind: everything the scenario format knows of it.
// Each kind (or family of kinds) is written in a file of its own, named
// for it (kinds_faro_turn.go, kind_odds.go); registry lists them all.
type kind struct {
	name QuestionKind
	// faro and pasur are the games whose questions may be of the kind.
	faro, pasur bool
	// subject reads the parameters written under the kind's key (where
	// names that key in messages).
	subject func(l *loader, a *Ask, n *yaml.Node, s *Scenario, where string)
	// expect reads an answer in the file's notation (an expect, an
	// option's answer); nil for a kind without one (choice: the author
	// marks the right options).
	expect func(l *loader, n *yaml.Node, s *Scenario) Answer
	// mapped: the answer is written as a mapping, so an option written
	// {answer: …, text: …} is told from the answer by its keys.
	mapped bool
	// onFaro and onPasur compute the engine's answer where the question
	// is asked (and the other answers taken as right).
	onFaro  func(t *faroTable, q *Ask, probe func(*Action) error) (Answer, []Answer, error)
	onPasur func(t *pasurTable, q *Ask, probe func(*Action) error) (Answer, []Answer, error)
	// compare judges an answer against the engine's (q.want, never nil).
	compare func(q *Question, a Answer) (bool, VerdictReason, []Diff)
	// format writes the engine's answer as croupier fill writes it into
	// the file.
	format func(q *Question, s *Scenario) string
	// schema is the kind's row of the JSON schema in a dialect (a game
	// and profile): its parameters and the shape of its expect (nil for a
	// kind without one).
	schema func(d dialect) (params, expect any)
}

// registry lists every question kind, family by family, in the order
// messages and the schema list them.
var registry []*kind

func init() {
	registry = slices.Concat(faroTurnKinds, pasurPlayKinds, []*kind{legalKind, choiceKind},
		faroMoneyKinds, pasurTableKinds, sessionKinds, []*kind{leaderKind, oddsKind})
}

// kindOf returns the kind named k (nil if there is none).
func kindOf(k QuestionKind) *kind {
	for _, x := range registry {
		if x.name == k {
			return x
		}
	}
	return nil
}

// Kinds lists the kinds a game's questions can have, in the order the
// docs list them.
func Kinds(g Game) []QuestionKind {
	var out []QuestionKind
	for _, k := range registry {
		if g == Pasur && k.pasur || g != Pasur && k.faro {
			out = append(out, k.name)
		}
	}
	return out
}

// questionKinds lists the names of the kinds a game's questions can have.
func questionKinds(g Game) []string {
	var out []string
	for _, k := range Kinds(g) {
		out = append(out, string(k))
	}
	return out
}

// params returns a reader of a kind's parameters: the keys allowed under
// the kind's key, the one that must be given ("" for none: the key may
// also stand alone, "dead:"), and read, which takes what was given (nil:
// the kind has no parameters).
func params(keys []string, required string, read func(l *loader, a *Ask, m *mapping, s *Scenario)) func(*loader, *Ask, *yaml.Node, *Scenario, string) {
	return func(l *loader, a *Ask, n *yaml.Node, s *Scenario, where string) {
		if isNull(n) {
			if required != "" {
				l.errAt(n, CodeMissingKey, required, where)
			}
			return
		}
		m, ok := l.mapping(n, where, keys...)
		if !ok || read == nil {
			return
		}
		read(l, a, m, s)
	}
}

// playerParam reads {player: …}, which must be given.
func playerParam(l *loader, a *Ask, m *mapping, s *Scenario) {
	if v := m.require("player"); v != nil {
		a.Player, _ = l.player(v, s)
	}
}

// optionalPlayer reads {player: …}, which may be left out.
func optionalPlayer(l *loader, a *Ask, m *mapping, s *Scenario) {
	if v := m.get("player"); v != nil {
		a.Player, _ = l.player(v, s)
	}
}

// nextParam reads {next: true}: the next deal's banker, the next round's
// dealer.
func nextParam(l *loader, a *Ask, m *mapping, _ *Scenario) {
	if v := m.get("next"); v != nil {
		a.Params.Next, _ = l.boolean(v)
	}
}

// formatText writes the engine's answer in its neutral notation.
func formatText(q *Question, _ *Scenario) string { return q.want.String() }

// compareText judges an answer of type T by its neutral notation: an
// amount, a count, yes or no, bets, a table check.
func compareText[T Answer](q *Question, a Answer) (bool, VerdictReason, []Diff) {
	g, ok := a.(T)
	if !ok {
		return false, WrongKind, nil
	}
	if g.String() == q.want.String() {
		return true, "", nil
	}
	return false, WrongValue, []Diff{{Key: string(q.ask.Kind), Got: g.String(), Want: q.want.String()}}
}

// reasonIf is WrongValue for a wrong answer, "" for a right one.
func reasonIf(wrong bool) VerdictReason {
	if wrong {
		return WrongValue
	}
	return ""
}
