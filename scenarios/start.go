package scenarios

import (
	"strconv"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// Start is where a session or match resumes (session: {start: …} or
// match: {start: …}): the standing the deals or rounds before the file's
// first left, and how many they were.
type Start struct {
	// Played is the number of deals (Faro) or rounds (Pasur) played
	// before the file's first.
	Played int
	// Standing is each player's standing by name: Pharo the chips a
	// player owns, Pharaon the ledger balance, Pasur the side's match
	// total (a partner who is not named has the other's).
	Standing map[string]engine.Amount
	Pos      Pos
}

// Diagnostic codes of a start: their keys and arguments follow the rule
// of codes.go.
const (
	CodeStartMissing   = "start_missing"   // the player (Pasur: the side's first player) the standing leaves out
	CodeLedgerSum      = "ledger_sum"      // the balances' sum: a Pharaon ledger adds up to 0
	CodeUnevenChips    = "uneven_chips"    // the chips' sum, the number of players: Pharo's add up to the same whole number for each
	CodeHalfPoint      = "half_point"      // the balance: Pharaon's are whole points
	CodePartnersDiffer = "partners_differ" // partner, total, other partner, total
	CodeStartDecided   = "start_decided"   // the player (side) at the top, the total, the target: the match would be over
	CodeSessionPlayed  = "session_played"  // played, the session's deals, the most that can be played before the file's first
	CodeMatchPlayed    = "match_played"    // played, the rounds of a fixed_rounds match, the most that can be played before
)

// startCodes are the codes of this file, for allCodes.
func startCodes() []string {
	return []string{CodeStartMissing, CodeLedgerSum, CodeUnevenChips, CodeHalfPoint, CodePartnersDiffer, CodeStartDecided,
		CodeSessionPlayed, CodeMatchPlayed}
}

// startKeys are the keys of start: in both games.
var startKeys = []string{"played", "standing"}

// readStart reads start: {played: N, standing: {Name: amount, …}} of a
// session (Faro) or a match (Pasur), checking what a standing can be:
// every player named once (Pasur: every side, partners alike), Pharo
// chips adding up to the same whole number per player, a Pharaon ledger
// in whole points adding up to 0, a Pasur match not yet decided; played
// below the deals of the session, or under fixed_rounds below 11.
func (l *loader) readStart(n *yaml.Node, s *Scenario, where string) *Start {
	m, ok := l.mapping(n, where+".start", startKeys...)
	if !ok {
		return nil
	}
	st := &Start{Pos: Pos{n.Line, n.Column}, Standing: map[string]engine.Amount{}}
	good := true
	if v := m.get("played"); v != nil {
		total, code := int64(pasur.MaxStartTotal+1), ""
		switch {
		case s.Game == Faro:
			total, code = int64(s.Session.Rounds*len(s.Players)), CodeSessionPlayed
		case contains(s.Variants, "fixed_rounds"):
			total, code = pasur.FixedRoundCount, CodeMatchPlayed
		}
		x, ok := l.integer(v, 0, pasur.MaxStartTotal+faro.MaxRounds*faro.MaxPlayers)
		if ok && x >= total && len(s.Players) >= 2 { // (too few players are reported as such)
			// the session's (the fixed match's) every deal (round) gone
			l.errAt(v, code, v.Value, strconv.FormatInt(total, 10), strconv.FormatInt(total-1, 10))
			ok = false
		}
		st.Played, good = int(x), good && ok
	}
	sn := m.require("standing")
	if sn == nil {
		return nil
	}
	if sn.Kind != yaml.MappingNode {
		l.errAt(sn, CodeWantMapping, describe(sn))
		return nil
	}
	seen := map[string]*yaml.Node{}
	meant := map[string]bool{} // the players misspelt names suggest
	for i := 0; i+1 < len(sn.Content); i += 2 {
		k, v := sn.Content[i], sn.Content[i+1]
		name, ok := l.player(k, s)
		if !ok {
			// a misspelt name stands for the player it suggests: that
			// player is not missing besides
			if k.Kind == yaml.ScalarNode {
				meant[suggest(k.Value, s.playerNames())] = true
			}
			good = false
			continue
		}
		if first := seen[name]; first != nil {
			l.errAt(k, CodeDuplicateKey, name, strconv.Itoa(first.Line))
			good = false
			continue
		}
		seen[name] = k
		a, ok := l.startStanding(v, s)
		if !ok {
			good = false
			continue
		}
		st.Standing[name] = a
	}
	if len(s.Players) < 2 {
		return nil // too few players: reported at players
	}
	if s.Game == Pasur {
		if !good {
			return nil
		}
		return l.matchStanding(sn, s, st)
	}
	var sum engine.Amount
	for _, p := range s.Players {
		if seen[p.Name] == nil && !meant[p.Name] {
			l.errAt(sn, CodeStartMissing, p.Name)
			good = false
		}
		sum += st.Standing[p.Name]
	}
	if !good {
		return nil
	}
	players := int64(len(s.Players))
	switch {
	case s.Profile == faro.Pharaon && sum != 0:
		l.errAt(sn, CodeLedgerSum, sum.String())
		return nil
	case s.Profile == faro.Pharo && (sum < 0 || sum.InHalves()%(2*players) != 0):
		l.errAt(sn, CodeUnevenChips, sum.String(), strconv.FormatInt(players, 10))
		return nil
	}
	return st
}

// startStanding reads one standing: Pharo chips (halves allowed, a
// doublet leaves them) and Pharaon points within ±faro.ChipCap, the
// Pharaon ones whole; Pasur a whole total from 0 to
// pasur.MaxStartTotal.
func (l *loader) startStanding(n *yaml.Node, s *Scenario) (engine.Amount, bool) {
	if s.Game == Pasur {
		x, ok := l.integer(n, 0, pasur.MaxStartTotal)
		return engine.Chips(x), ok
	}
	v, ok := l.scalar(n)
	if !ok {
		return 0, false
	}
	a, err := engine.ParseAmount(v)
	cap := engine.Chips(faro.ChipCap)
	if (err != nil && digitsOnly(v)) || (err == nil && a.Abs() > cap) {
		l.errAt(n, CodeOutOfRange, v, cap.Neg().String(), cap.String())
		return 0, false
	}
	if err != nil {
		l.errAt(n, CodeBadAmount, v)
		return 0, false
	}
	if s.Profile == faro.Pharaon && !a.Whole() {
		l.errAt(n, CodeHalfPoint, v)
		return 0, false
	}
	return a, true
}

// matchStanding completes a Pasur start: every side named (one partner
// suffices; two must agree), and a match still going on (no side alone
// at the top with the target or more, unless fixed_rounds).
func (l *loader) matchStanding(sn *yaml.Node, s *Scenario, st *Start) *Start {
	cfg, err := s.pasurConfig()
	if err != nil {
		return nil // the variants' own problem is reported where they are
	}
	sides := cfg.Sides()
	totals := make([]int, sides)
	by := make([]string, sides)
	for i, p := range s.Players {
		side := cfg.Side(i)
		a, ok := st.Standing[p.Name]
		switch {
		case !ok:
		case by[side] == "":
			totals[side], by[side] = int(a.WholePart()), p.Name
		case totals[side] != int(a.WholePart()):
			l.errAt(sn, CodePartnersDiffer, by[side], strconv.Itoa(totals[side]), p.Name, strconv.Itoa(int(a.WholePart())))
			return nil
		}
	}
	for i, p := range s.Players {
		if side := cfg.Side(i); by[side] == "" {
			l.errAt(sn, CodeStartMissing, p.Name)
			return nil
		}
	}
	for i, p := range s.Players {
		st.Standing[p.Name] = engine.Chips(int64(totals[cfg.Side(i)]))
	}
	if cfg.Variants.FixedRounds {
		return st
	}
	top, count, at := -1, 0, -1
	for side, x := range totals {
		switch {
		case x > top:
			top, count, at = x, 1, side
		case x == top:
			count++
		}
	}
	if top >= s.Target && count == 1 {
		l.errAt(sn, CodeStartDecided, by[at], strconv.Itoa(top), strconv.Itoa(s.Target))
		return nil
	}
	return st
}

// startTotals returns a match start's totals per side.
func (s *Scenario) startTotals(cfg pasur.Config) []int {
	totals := make([]int, cfg.Sides())
	for i, p := range s.Players {
		totals[cfg.Side(i)] = int(s.MatchStart.Standing[p.Name].WholePart())
	}
	return totals
}

// startStandings returns a session start's standings in seat order.
func (s *Scenario) startStandings() []engine.Amount {
	out := make([]engine.Amount, len(s.Players))
	for i, p := range s.Players {
		out[i] = s.Session.Start.Standing[p.Name]
	}
	return out
}
