package scenarios

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

var idRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)

// MaxIDLength is the longest id a scenario may have, in characters.
const MaxIDLength = 64

// topKeys are the keys of a scenario file.
var topKeys = []string{"id", "lang", "title", "intro", "order", "requires", "game", "profile", "variants", "players", "limits", "session", "match", "deck", "steps", "deals", "rounds"}

// Load reads and checks one scenario file. It returns the scenario, or nil
// and every problem found: the YAML structure, the values, and the actions
// replayed against the engine. Expectations are not compared here (see
// Run). Load never panics.
func Load(file string, data []byte) (*Scenario, []Diagnostic) {
	s, diags := parse(file, data)
	if s == nil || len(diags) > 0 {
		return nil, capDiagnostics(file, diags)
	}
	if d := validateReplay(s); len(d) > 0 {
		return nil, capDiagnostics(file, d)
	}
	return s, nil
}

// MaxDiagnostics is the most problems reported for one file; beyond it a
// last diagnostic (CodeTooMany) says how many more there were.
const MaxDiagnostics = 100

// capDiagnostics sorts the problems by position and keeps the first
// MaxDiagnostics.
func capDiagnostics(file string, ds []Diagnostic) []Diagnostic {
	sortDiagnostics(ds)
	if len(ds) > MaxDiagnostics {
		more := len(ds) - MaxDiagnostics
		ds = append(ds[:MaxDiagnostics:MaxDiagnostics], Diagnostic{File: file, Code: CodeTooMany, Args: []string{strconv.Itoa(more)}})
	}
	return ds
}

// parse reads the structure and values of a file without the engine.
func parse(file string, data []byte) (*Scenario, []Diagnostic) {
	root, diags := readYAML(file, data)
	if root == nil {
		return nil, diags
	}
	l := &loader{file: file, diags: diags, src: data}
	s := l.scenario(root)
	if s == nil {
		return nil, l.diags
	}
	s.File = file
	s.src = data
	s.root = root
	return s, l.diags
}

// scenario reads the top-level mapping.
func (l *loader) scenario(root *yaml.Node) *Scenario {
	m, ok := l.mapping(root, "scenario", topKeys...)
	if !ok {
		return nil
	}
	s := &Scenario{}
	if n := m.require("lang"); n != nil {
		l.langs = l.readLangs(n)
		s.Langs = l.langs
	}
	if n := m.require("id"); n != nil {
		if v, ok := l.scalar(n); ok {
			switch {
			case idRE.MatchString(v):
				s.ID, s.IDPos = v, Pos{n.Line, n.Column}
			case utf8.RuneCountInString(v) > MaxIDLength:
				l.errAt(n, CodeIDTooLong, strconv.Itoa(utf8.RuneCountInString(v)), strconv.Itoa(MaxIDLength))
			default:
				l.errAt(n, CodeBadID, v)
			}
		}
	}
	if n := m.require("title"); n != nil {
		s.Title = l.text(n)
	}
	if n := m.get("intro"); n != nil {
		s.Intro = l.text(n)
	}
	if n := m.require("game"); n != nil {
		g, _ := l.enum(n, string(Faro), string(Pasur))
		s.Game = Game(g)
	}
	switch s.Game {
	case Faro:
		l.faroHeader(m, s)
	case Pasur:
		l.pasurHeader(m, s)
	default:
		return s // nothing more can be checked without the game
	}
	if n := m.require("players"); n != nil {
		s.Players = l.players(n, s)
	}
	l.lessonHeader(m, s)
	l.body(m, s)
	return s
}

// variants reads the list of variant switches.
func (l *loader) variants(n *yaml.Node, allowed []string) []string {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	var out []string
	first := map[string]int{} // the line each variant was first given on
	for _, it := range items {
		v, ok := l.enum(it, allowed...)
		if !ok {
			continue
		}
		if contains(out, v) {
			l.errAt(it, CodeDuplicateKey, v, strconv.Itoa(first[v]))
			continue
		}
		out = append(out, v)
		first[v] = it.Line
	}
	return out
}

// players reads the list of players.
func (l *loader) players(n *yaml.Node, s *Scenario) []Player {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	keys := []string{"name", "banker", "chips"}
	switch {
	case s.Game == Pasur:
		keys = []string{"name", "points", "dealer"}
	case s.Profile == faro.Pharaon:
		keys = []string{"name", "banker", "points"}
	}
	var out []Player
	seen := map[string]bool{}
	for _, it := range items {
		m, ok := l.mapping(it, "players", keys...)
		if !ok {
			continue
		}
		p := Player{Pos: Pos{it.Line, it.Column}}
		if v := m.require("name"); v != nil {
			p.Name, _ = l.scalar(v)
			if p.Name != "" && seen[p.Name] {
				l.errAt(v, CodeDuplicatePlayer, p.Name)
			}
			seen[p.Name] = true
		}
		if v := m.get("banker"); v != nil {
			p.Banker, _ = l.boolean(v)
		}
		if v := m.get("dealer"); v != nil {
			p.Dealer, _ = l.boolean(v)
		}
		for _, k := range []string{"chips", "points"} {
			if v := m.get(k); v != nil {
				if a, ok := l.startAmount(v, s); ok {
					p.Start, p.HasStart = a, true
				}
			}
		}
		out = append(out, p)
	}
	lo, hi := 2, 10
	if s.Game == Pasur {
		lo, hi = 2, 4
	}
	if len(out) < lo || len(out) > hi {
		l.errAt(n, CodePlayerCount, strconv.Itoa(len(out)), strconv.Itoa(lo), strconv.Itoa(hi))
	}
	bankers, dealers := 0, 0
	for _, p := range out {
		if p.Banker {
			bankers++
		}
		if p.Dealer {
			dealers++
		}
	}
	if s.Game == Faro && bankers != 1 {
		l.errAt(n, CodeBankerCount, strconv.Itoa(bankers))
	}
	if s.Game == Pasur && dealers > 1 {
		l.errAt(n, CodeBankerCount, strconv.Itoa(dealers))
	}
	return out
}

// MaxPasurPoints bounds the points a Pasur side may bring to a round.
const MaxPasurPoints = 10_000

// startAmount reads what a player starts with: Pharo chips from 0 to
// faro.ChipCap (halves allowed: a doublet leaves them), a Pharaon
// balance within ±faro.ChipCap, Pasur points from 0 to MaxPasurPoints
// (whole). A value outside (a whole number too large for an amount
// included) is out of range, naming the range.
func (l *loader) startAmount(n *yaml.Node, s *Scenario) (engine.Amount, bool) {
	lo, hi := int64(0), faro.ChipCap
	switch {
	case s.Game == Pasur:
		hi = MaxPasurPoints
	case s.Profile == faro.Pharaon:
		lo = -faro.ChipCap
	}
	v, ok := l.scalar(n)
	if !ok {
		return 0, false
	}
	a, err := engine.ParseAmount(v)
	if (err != nil && digitsOnly(v)) || (err == nil && (a < engine.Chips(lo) || a > engine.Chips(hi))) {
		l.errAt(n, CodeOutOfRange, v, strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10))
		return 0, false
	}
	if err != nil {
		l.errAt(n, CodeBadAmount, v)
		return 0, false
	}
	if s.Game == Pasur && !a.Whole() {
		l.errAt(n, CodeWantInt, v)
		return 0, false
	}
	return a, true
}

// playerNames lists the players' names.
func (s *Scenario) playerNames() []string {
	out := make([]string, len(s.Players))
	for i, p := range s.Players {
		out[i] = p.Name
	}
	return out
}

// playerIndex returns the seat of the named player, or -1.
func (s *Scenario) playerIndex(name string) int {
	for i, p := range s.Players {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// player reads a player's name and checks that it sits at the table.
func (l *loader) player(n *yaml.Node, s *Scenario) (string, bool) {
	name, ok := l.scalar(n)
	if !ok {
		return "", false
	}
	if s.playerIndex(name) < 0 {
		names := s.playerNames()
		d := l.errAt(n, CodeUnknownPlayer, name, strings.Join(names, ", "))
		d.Suggestion = suggest(name, names)
		return "", false
	}
	return name, true
}

// deck reads the stacked deck.
func (l *loader) deck(n *yaml.Node, s *Scenario) Deck {
	keys := []string{"cards", "bottom", "seed"}
	if s.Game == Pasur {
		keys = []string{"cards", "seed", "hands", "table", "talon"}
	}
	d := Deck{Pos: Pos{n.Line, n.Column}}
	m, ok := l.mapping(n, "deck", keys...)
	if !ok {
		return d
	}
	if v := m.get("seed"); v != nil {
		if x, ok := l.integer(v, 0, 1<<53); ok {
			d.Seed, d.HasSeed = uint64(x), true
		}
	}
	seen := map[engine.Card]*yaml.Node{}
	given := 0
	if v := m.get("cards"); v != nil {
		for _, k := range []string{"hands", "table", "talon"} {
			if m.has(k) {
				l.errAt(m.keys[k], CodeConflict, k, "cards")
			}
		}
		d.Cards, _ = l.cards(v, seen)
		given = len(d.Cards)
		if b := m.get("bottom"); b != nil {
			d.Bottom, _ = l.cards(b, seen)
			given += len(d.Bottom)
		}
	} else if s.Game == Pasur && m.has("hands") {
		d.Hands = map[string][]engine.Card{}
		hm, ok := l.mapping(m.get("hands"), "deck.hands", s.playerNames()...)
		if ok {
			for _, name := range hm.order {
				cs, _ := l.cards(hm.vals[name], seen)
				d.Hands[name] = cs
				given += len(cs)
			}
			for _, name := range s.playerNames() {
				if !hm.has(name) {
					l.errAt(hm.node, CodeMissingKey, name, "deck.hands")
				}
			}
		}
		if v := m.require("table"); v != nil {
			d.Table, _ = l.cards(v, seen)
			given += len(d.Table)
		}
		if v := m.get("talon"); v != nil {
			d.Talon, _ = l.cards(v, seen)
			given += len(d.Talon)
		}
	} else {
		l.errAt(n, CodeMissingKey, "cards", "deck")
		return d
	}
	// Pasur's explicit hands need no seed: the talon is then exactly as
	// given (possibly short or empty).
	if given < engine.DeckSize && !m.has("seed") && d.Hands == nil {
		l.errAt(n, CodeMissingSeed, strconv.Itoa(given))
	}
	return d
}

// sortedKeys returns a map's keys in order, for stable messages.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
