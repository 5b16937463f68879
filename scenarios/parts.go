package scenarios

import (
	"strconv"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// MaxParts bounds the deals of a session or the rounds of a match in one
// file.
const MaxParts = 64

// MaxRequires bounds the "requires" list of a lesson: a short list of the
// lessons to take first.
const MaxRequires = 8

// lessonHeader reads order and requires: where the lesson falls in its
// track of the menu and which lessons it builds on.
func (l *loader) lessonHeader(m *mapping, s *Scenario) {
	if n := m.get("order"); n != nil {
		if v, ok := l.number(n, 0, 10_000); ok {
			s.Order, s.HasOrder = v, true
		}
	}
	if n := m.get("requires"); n != nil {
		items, ok := l.list(n)
		if !ok {
			return
		}
		if len(items) > MaxRequires {
			l.errAt(n, CodeOutOfRange, strconv.Itoa(len(items)), "0", strconv.Itoa(MaxRequires))
			return
		}
		for _, it := range items {
			v, ok := l.scalar(it)
			if !ok {
				continue
			}
			switch {
			case !idRE.MatchString(v):
				l.errAt(it, CodeBadID, v)
			case v == s.ID:
				l.errAt(it, CodeBadValue, v, "")
			case contains(s.Requires, v):
				l.errAt(it, CodeDuplicateKey, v, strconv.Itoa(n.Line))
			default:
				s.Requires = append(s.Requires, v)
				s.RequiresPos = append(s.RequiresPos, Pos{it.Line, it.Column})
			}
		}
	}
}

// number reads a whole or decimal number within [lo, hi] (a lesson's
// order: 3, 9.5).
func (l *loader) number(n *yaml.Node, lo, hi float64) (float64, bool) {
	if n.Kind != yaml.ScalarNode || isNull(n) {
		l.errAt(n, CodeWantInt, describe(n))
		return 0, false
	}
	if l.quotedValue(n) {
		return 0, false
	}
	v, err := strconv.ParseFloat(n.Value, 64)
	if err != nil || v != v {
		l.errAt(n, CodeWantInt, describe(n))
		return 0, false
	}
	if v < lo || v > hi {
		l.errAt(n, CodeOutOfRange, n.Value, strconv.FormatFloat(lo, 'f', -1, 64), strconv.FormatFloat(hi, 'f', -1, 64))
		return 0, false
	}
	return v, true
}

// partsKey is the key of a file's several parts: deals (a Faro session)
// or rounds (a Pasur match).
func partsKey(g Game) string {
	if g == Pasur {
		return "rounds"
	}
	return "deals"
}

// body reads the deck and steps of a file of one deal or round, or the
// deals of a session / rounds of a match (each with its deck and steps).
func (l *loader) body(m *mapping, s *Scenario) {
	key, other := partsKey(s.Game), partsKey(Faro)
	if s.Game == Faro {
		other = partsKey(Pasur)
	}
	if m.has(other) {
		l.errAt(m.keys[other], CodeNotWith, other, string(s.Game))
	}
	if n := m.get("session"); n != nil {
		switch {
		case s.Game != Faro:
			l.errAt(m.keys["session"], CodeNotWith, "session", string(s.Game))
		case !m.has(key):
			l.errAt(m.keys["session"], CodeMissingKey, key, "session")
		}
	}
	if n := m.get("match"); n != nil {
		switch {
		case s.Game != Pasur:
			l.errAt(m.keys["match"], CodeNotWith, "match", string(s.Game))
		case !m.has(key):
			l.errAt(m.keys["match"], CodeMissingKey, key, "match")
		default:
			l.matchSpec(n, s)
		}
	}
	if !m.has(key) {
		if n := m.require("deck"); n != nil {
			s.Deck = l.deck(n, s)
		}
		if n := m.require("steps"); n != nil {
			s.Steps = l.steps(n, s, "")
		}
		return
	}
	for _, k := range []string{"deck", "steps"} {
		if m.has(k) {
			l.errAt(m.keys[k], CodeConflict, k, key)
		}
	}
	if s.Game == Faro {
		s.Session = &SessionSpec{Rounds: 1}
		var start *yaml.Node
		if n := m.get("session"); n != nil {
			l.sessionSpec(n, s)
			start = mapValue(n, "start")
		}
		l.sessionStarts(s, start)
	} else {
		s.Match = true
		for _, p := range s.Players {
			if p.HasStart {
				l.diags = append(l.diags, Diagnostic{File: l.file, Line: p.Pos.Line, Col: p.Pos.Col,
					Code: CodeNotWith, Args: []string{"points", "rounds"}})
			}
		}
	}
	items, ok := l.list(m.get(key))
	if !ok {
		return
	}
	if len(items) == 0 {
		l.errAt(m.get(key), CodeEmptyList, key)
		return
	}
	if len(items) > MaxParts {
		l.errAt(m.get(key), CodeOutOfRange, strconv.Itoa(len(items)), "1", strconv.Itoa(MaxParts))
		return
	}
	for i, it := range items {
		where := key + "[" + strconv.Itoa(i+1) + "]"
		pm, ok := l.mapping(it, where, "deck", "steps")
		if !ok {
			continue
		}
		part := Part{Pos: Pos{it.Line, it.Column}, First: len(s.Steps)}
		if n := pm.require("deck"); n != nil {
			part.Deck = l.deck(n, s)
		}
		if i > 0 {
			s.Steps = append(s.Steps, StepSpec{Kind: StepDeal, Pos: part.Pos, Part: i})
		}
		if n := pm.require("steps"); n != nil {
			for _, st := range l.steps(n, s, where+".") {
				st.Part = i
				s.Steps = append(s.Steps, st)
			}
		}
		s.Parts = append(s.Parts, part)
	}
	if len(s.Parts) > 0 {
		s.Deck = s.Parts[0].Deck
	}
}

// sessionSpec reads session: {rounds: N}.
func (l *loader) sessionSpec(n *yaml.Node, s *Scenario) {
	if isNull(n) {
		return
	}
	m, ok := l.mapping(n, "session", "rounds", "start")
	if !ok {
		return
	}
	if v := m.get("rounds"); v != nil {
		r, ok := l.integer(v, 1, faro.MaxRounds)
		if ok && s.Profile == faro.Pharaon && r != 1 {
			// pharaon.fr.txt 07: each holds the bank once
			l.errAt(v, CodeBanksOnce, v.Value)
			return
		}
		if ok {
			s.Session.Rounds = int(r)
		}
	}
	if v := m.get("start"); v != nil {
		s.Session.Start = l.readStart(v, s, "session")
	}
}

// matchSpec reads match: {seed: N}, the seed of a match's table checks,
// apart from the first round's deck (whose hands may be given without a
// seed, its talon exactly as written).
func (l *loader) matchSpec(n *yaml.Node, s *Scenario) {
	if isNull(n) {
		return
	}
	m, ok := l.mapping(n, "match", "seed", "start")
	if !ok {
		return
	}
	if v := m.get("seed"); v != nil {
		if x, ok := l.integer(v, 0, 1<<53); ok {
			s.MatchSeed, s.HasMatchSeed = uint64(x), true
		}
	}
	if v := m.get("start"); v != nil {
		s.MatchStart = l.readStart(v, s, "match")
	}
}

// sessionStarts checks that every player of a session starts alike: the
// agreed chips (pharo.de.txt "Vorbereitung": about 100 each) or a balance
// of 0 (pharaon.fr.txt 02: "Chacun commence au solde 0").
func (l *loader) sessionStarts(s *Scenario, start *yaml.Node) {
	if start != nil {
		for _, p := range s.Players {
			if p.HasStart {
				key := "chips"
				if s.Profile == faro.Pharaon {
					key = "points"
				}
				l.diags = append(l.diags, Diagnostic{File: l.file, Line: p.Pos.Line, Col: p.Pos.Col,
					Code: CodeConflict, Args: []string{key, "session.start"}})
			}
		}
		return
	}
	want := s.sessionChips()
	if s.Profile == faro.Pharaon {
		want = 0
	}
	for _, p := range s.Players {
		got := engine.Chips(faro.DefaultRules(s.Profile).StartChips)
		if p.HasStart {
			got = p.Start
		}
		if got != want {
			l.diags = append(l.diags, Diagnostic{File: l.file, Line: p.Pos.Line, Col: p.Pos.Col,
				Code: CodeSessionStart, Args: []string{p.Name, got.String(), want.String()}})
		}
	}
}

// sessionChips returns the chips every player of a session starts with.
func (s *Scenario) sessionChips() engine.Amount {
	if len(s.Players) > 0 && s.Players[0].HasStart {
		return s.Players[0].Start
	}
	return engine.Chips(faro.DefaultRules(s.Profile).StartChips)
}

// partDeck returns the deck of part i (the file's deck for a file of one
// part).
func (s *Scenario) partDeck(i int) Deck {
	if i < len(s.Parts) {
		return s.Parts[i].Deck
	}
	return s.Deck
}
