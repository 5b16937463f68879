package scenarios

import (
	"sort"
	"strconv"
	"strings"

	"croupier/engine"
)

// compare judges a against the engine's answer: a settlement that names
// the banker as Bank is read with the banker's name; the answers of
// kinds.go are compared here, the others by compare.
func (q *Question) compare(a Answer) (bool, VerdictReason, []Diff) {
	if st, ok := a.(Settlement); ok {
		if v, named := st[BankKey]; named {
			if _, both := st[q.banker]; both || q.banker == "" {
				return false, WrongValue, []Diff{{Key: q.banker, Got: "?", Want: "?"}}
			}
			norm := Settlement{}
			for k, x := range st {
				norm[k] = x
			}
			delete(norm, BankKey)
			norm[q.banker] = v
			a = norm
		}
	}
	key := string(q.ask.Kind)
	if g, ok := a.(Legality); ok && q.ask.Kind == QLegal {
		w, isBool := q.want.(Bool)
		switch {
		case !isBool:
			return false, WrongKind, nil
		case g.Legal != bool(w):
			return false, WrongValue, []Diff{{Key: key, Got: strconv.FormatBool(g.Legal), Want: w.String()}}
		case g.Rule != "" && g.Rule != q.refusal:
			return false, WrongValue, []Diff{{Key: "rule", Got: g.Rule, Want: q.refusal}}
		}
		return true, "", nil
	}
	switch w := q.want.(type) {
	case Standing:
		g, ok := a.(Standing)
		if !ok {
			return false, WrongKind, nil
		}
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
	case Winner:
		g, ok := a.(Winner)
		if !ok {
			return false, WrongKind, nil
		}
		if g.Draw != w.Draw || !q.sameSides(g.Names, w.Names) {
			// "winners": "winner" names a turn's player card.
			return false, WrongValue, []Diff{{Key: "winners", Got: g.String(), Want: w.String()}}
		}
		return true, "", nil
	case Name:
		g, ok := a.(Name)
		if !ok {
			return false, WrongKind, nil
		}
		right := g == w
		if !right && q.ask.Kind == QLastCapture && g != "" && w != "" {
			right = q.sides[string(g)] == q.sides[string(w)] // the partner's side gets the table too
		}
		if right {
			return true, "", nil
		}
		return false, WrongValue, []Diff{{Key: key, Got: g.String(), Want: w.String()}}
	case Cards:
		g, ok := a.(Cards)
		if !ok {
			return false, WrongKind, nil
		}
		if engine.SameCards(g, w) {
			return true, "", nil
		}
		return false, WrongValue, []Diff{{Key: key, Got: g.String(), Want: w.String()}}
	case Bets:
		g, ok := a.(Bets)
		if !ok {
			return false, WrongKind, nil
		}
		if g.String() == w.String() {
			return true, "", nil
		}
		return false, WrongValue, []Diff{{Key: key, Got: g.String(), Want: w.String()}}
	case TableCheck:
		g, ok := a.(TableCheck)
		if !ok {
			return false, WrongKind, nil
		}
		if g.String() == w.String() {
			return true, "", nil
		}
		return false, WrongValue, []Diff{{Key: key, Got: g.String(), Want: w.String()}}
	case Odds:
		g, ok := a.(Odds)
		if !ok {
			return false, WrongKind, nil
		}
		if g.within(w.Value) {
			return true, "", nil
		}
		return false, WrongValue, []Diff{{Key: key, Got: g.String(), Want: w.String()}}
	}
	return compare(q.ask, q.want, q.accept, a)
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

// formatNew writes an answer of kinds.go in the file's notation, players
// in seat order (for croupier fill).
func formatNew(a Answer, s *Scenario) (string, bool) {
	switch v := a.(type) {
	case Standing:
		var parts []string
		for _, p := range s.Players {
			if amt, ok := v[p.Name]; ok {
				parts = append(parts, yamlKey(p.Name)+": "+amt.String())
			}
		}
		return "{" + strings.Join(parts, ", ") + "}", true
	case Winner:
		if v.Draw {
			return "draw", true
		}
		names := s.sortedNames(v.Names)
		for i, n := range names {
			names[i] = yamlKey(n)
		}
		return "[" + strings.Join(names, ", ") + "]", true
	case Name:
		if v == "" {
			return "nobody", true
		}
		return yamlKey(string(v)), true
	case Cards:
		return cardList(sortCards(v)), true
	case Bets:
		var parts []string
		for _, b := range v {
			b.Player = yamlKey(b.Player)
			parts = append(parts, b.fileText())
		}
		return "[" + strings.Join(parts, ", ") + "]", true
	case Odds:
		return strconv.Quote(v.String()), true
	}
	return "", false
}
