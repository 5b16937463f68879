package scenarios

import (
	"sort"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
)

// BetSpec is one bet on the layout, or one that came back: the player,
// its kind (a rank, a split's two ranks, high card or a call), copper and
// stake.
type BetSpec struct {
	Player string
	Kind   faro.BetKind // Single, Split, HighCard or TurnCall (a call)
	Rank   engine.Rank
	Ranks  []engine.Rank // a split's ranks in rank order, a call's order
	// Colours is a Foster call's colour order.
	Colours []string
	Copper  bool
	Stake   engine.Amount
}

// Bets is a set of bets (the layout, the bets returned).
type Bets []BetSpec

func (Bets) isAnswer() {}

// String writes the bet in the file's notation.
func (b BetSpec) String() string {
	var parts []string
	if b.Player != "" {
		parts = append(parts, "player: "+b.Player)
	}
	switch b.Kind {
	case faro.Split:
		parts = append(parts, "ranks: "+Ranks(b.Ranks).String())
	case faro.HighCard:
		parts = append(parts, "high_card: true")
	case faro.TurnCall:
		if len(b.Colours) > 0 {
			parts = append(parts, "colours: ["+strings.Join(b.Colours, ", ")+"]")
		} else {
			rs := make([]string, len(b.Ranks))
			for i, r := range b.Ranks {
				rs[i] = r.String()
			}
			parts = append(parts, "order: ["+strings.Join(rs, ", ")+"]")
		}
	default:
		parts = append(parts, "rank: "+b.Rank.String())
	}
	parts = append(parts, "stake: "+b.Stake.String())
	if b.Copper {
		parts = append(parts, "copper: true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// fileText writes the bet as croupier fill writes it into a file: the
// ranks as the docs write them, digits quoted ("9") and letters bare (K),
// in a single bet, a split and a call alike.
func (b BetSpec) fileText() string {
	var parts []string
	if b.Player != "" {
		parts = append(parts, "player: "+b.Player)
	}
	ranks := func(rs []engine.Rank) string {
		out := make([]string, len(rs))
		for i, r := range rs {
			out[i] = rankText(r)
		}
		return "[" + strings.Join(out, ", ") + "]"
	}
	switch b.Kind {
	case faro.Split:
		parts = append(parts, "ranks: "+ranks(Ranks(b.Ranks).sorted()))
	case faro.HighCard:
		parts = append(parts, "high_card: true")
	case faro.TurnCall:
		if len(b.Colours) > 0 {
			parts = append(parts, "colours: ["+strings.Join(b.Colours, ", ")+"]")
		} else {
			parts = append(parts, "order: "+ranks(b.Ranks))
		}
	default:
		parts = append(parts, "rank: "+rankText(b.Rank))
	}
	parts = append(parts, "stake: "+b.Stake.String())
	if b.Copper {
		parts = append(parts, "copper: true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// key is the bet's identity for comparing sets of bets.
func (b BetSpec) key() string { return b.String() }

// String lists the bets in a fixed order.
func (bs Bets) String() string {
	keys := make([]string, len(bs))
	for i, b := range bs {
		keys[i] = b.key()
	}
	sort.Strings(keys)
	return "[" + strings.Join(keys, ", ") + "]"
}
