package tutor

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
)

// recordAction turns a sandbox record into the scenario action it stands
// for (for narration).
func recordAction(player string, r faroRecord) *scenarios.Action {
	a := &scenarios.Action{Player: player, Rank: r.rank, Stake: r.stake, Copper: r.copper}
	switch r.kind {
	case "bet":
		a.Kind = scenarios.ActBet
	case "split":
		a.Kind, a.Ranks, a.Split = scenarios.ActSplit, []engine.Rank{r.rank, r.rank2}, true
	case "remove":
		a.Kind = scenarios.ActRemove
		if r.rank2 != engine.NoRank {
			a.Ranks, a.Split = []engine.Rank{r.rank, r.rank2}, true
		}
	case "call":
		a.Kind, a.Ranks = scenarios.ActCall, r.order
		for _, c := range r.colours {
			a.Colours = append(a.Colours, c.String())
		}
	}
	return a
}

// yq quotes a YAML string.
func yq(s string) string { return strconv.Quote(s) }

// yamlCards writes a flow list of cards in the neutral notation.
func yamlCards(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// yamlRanks writes a flow list of quoted neutral ranks.
func yamlRanks(rs []engine.Rank) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = yq(r.String())
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// header writes the common head of a sandbox scenario.
func header(s *Session, id, game string, seed uint64) *strings.Builder {
	var b strings.Builder
	b.WriteString("# " + s.p.T(locales.SaveComment) + "\n")
	b.WriteString("id: " + id + "\n")
	b.WriteString("lang: " + string(s.p.Lang()) + "\n")
	b.WriteString("title: " + yq(s.p.T(locales.SaveTitle, s.p.T(gameNames[game]), seed)) + "\n")
	return &b
}

// scenario writes the Faro game as a scenario file: the players, the
// deck in the order dealt, each bet, removal, call and turn.
func (sb *faroSandbox) scenario(s *Session) string {
	b := header(s, "sandbox-"+sb.profile+"-"+strconv.FormatUint(sb.seed, 10), sb.profile, sb.seed)
	b.WriteString("game: faro\nprofile: " + sb.profile + "\n")
	b.WriteString("players:\n")
	for i, n := range sb.names {
		b.WriteString("  - name: " + yq(n) + "\n")
		if i == sb.deal.Banker() {
			b.WriteString("    banker: true\n")
		}
	}
	b.WriteString("deck:\n  cards: " + yamlCards(sb.deck) + "\n")
	b.WriteString("steps:\n")
	b.WriteString("  - say: " + yq(s.p.T(locales.SaveSay)) + "\n")
	me := yq(sb.names[sb.me])
	for i := 0; i < len(sb.record); i++ {
		r := sb.record[i]
		copper := ""
		if r.copper {
			copper = ", copper: true"
		}
		switch r.kind {
		case "bet":
			b.WriteString("  - bet: {player: " + me + ", rank: " + yq(r.rank.String()) + ", stake: " + r.stake.String() + copper + "}\n")
		case "split":
			b.WriteString("  - split: {player: " + me + ", ranks: " + yamlRanks([]engine.Rank{r.rank, r.rank2}) + ", stake: " + r.stake.String() + copper + "}\n")
		case "remove":
			if r.rank2 != engine.NoRank {
				b.WriteString("  - remove: {player: " + me + ", ranks: " + yamlRanks([]engine.Rank{r.rank, r.rank2}) + "}\n")
			} else {
				b.WriteString("  - remove: {player: " + me + ", rank: " + yq(r.rank.String()) + "}\n")
			}
		case "call":
			if len(r.colours) > 0 {
				var cs []string
				for _, c := range r.colours {
					cs = append(cs, c.String())
				}
				b.WriteString("  - call: {player: " + me + ", colours: [" + strings.Join(cs, ", ") + "], stake: " + r.stake.String() + "}\n")
			} else {
				b.WriteString("  - call: {player: " + me + ", order: " + yamlRanks(r.order) + ", stake: " + r.stake.String() + "}\n")
			}
		case "turn":
			n := 1
			for i+1 < len(sb.record) && sb.record[i+1].kind == "turn" && n < 25 {
				n++
				i++
			}
			if n == 1 {
				b.WriteString("  - turn: {}\n")
			} else {
				b.WriteString("  - turn: {count: " + strconv.Itoa(n) + "}\n")
			}
		}
	}
	return b.String()
}
