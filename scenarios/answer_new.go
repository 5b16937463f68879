package scenarios

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"croupier/engine"
)

// The answers of the question kinds that sessions, matches and the table's
// contents brought (see kinds.go).

// Standing is what each player owns in a session (Pharo chips, Pharaon
// balance) or a side's match total in Pasur (partners share theirs), by
// player name.
type Standing map[string]engine.Amount

// Winner is who won a session or match: the players (several when equal
// firsts share, both partners of a winning side), or Draw for a
// fixed-rounds match that ended level.
type Winner struct {
	Names []string
	Draw  bool
}

// Name is one player, such as the banker or the player to move; "" is
// nobody (no last capture).
type Name string

// Cards is a set of cards, such as the table or a pile.
type Cards []engine.Card

// BetSpec is one bet on the layout, or one that came back: the player,
// its kind (a rank, a split's two ranks, high card or a call), copper and
// stake.
type BetSpec struct {
	Player string
	Kind   ActionKind // ActBet, ActSplit, ActHighCard or ActCall
	Rank   engine.Rank
	Ranks  []engine.Rank // a split's ranks in rank order, a call's order
	// Colours is a Foster call's colour order.
	Colours []string
	Copper  bool
	Stake   engine.Amount
}

// Bets is a set of bets (the layout, the bets returned).
type Bets []BetSpec

// TableCheck lists what the initial table check did, in order: "redeal"
// (the deck reshuffled and dealt again) and "jack" (a single jack
// replaced); empty when the first table passed.
type TableCheck []string

// The events of a TableCheck answer.
const (
	CheckRedeal = "redeal"
	CheckJack   = "jack"
)

// Odds is a probability or an edge: exact (Tol zero: a fraction such as
// 1/17) or as shown with its rounding (a percent or a decimal: the value
// is right within Tol, half a unit of the last digit shown).
type Odds struct {
	Value   *big.Rat
	Tol     *big.Rat
	Percent bool
	// Text is the answer as written ("5.9 %"); empty for the engine's.
	Text string
}

// Legality is whether an action is allowed and, if not, the rule that
// refuses it (Rule empty: not asked).
type Legality struct {
	Legal bool
	Rule  string
}

func (Standing) isAnswer()   {}
func (Winner) isAnswer()     {}
func (Name) isAnswer()       {}
func (Cards) isAnswer()      {}
func (Bets) isAnswer()       {}
func (TableCheck) isAnswer() {}
func (Odds) isAnswer()       {}
func (Legality) isAnswer()   {}

// String lists the players in name order: "{Anna: 97, Dan: 106}".
func (s Standing) String() string {
	keys := sortedKeys(s)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + ": " + s[k].String()
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// String writes "[Anna, Dan]" (name order) or "draw".
func (w Winner) String() string {
	if w.Draw {
		return "draw"
	}
	ns := append([]string(nil), w.Names...)
	sort.Strings(ns)
	return "[" + strings.Join(ns, ", ") + "]"
}

// String writes the name, or "nobody".
func (n Name) String() string {
	if n == "" {
		return "nobody"
	}
	return string(n)
}

// String lists the cards in card order: "[2♣, 4♦]".
func (c Cards) String() string { return cardList(sortCards(c)) }

// String writes the bet in the file's notation.
func (b BetSpec) String() string {
	var parts []string
	if b.Player != "" {
		parts = append(parts, "player: "+b.Player)
	}
	switch b.Kind {
	case ActSplit:
		parts = append(parts, "ranks: "+Ranks(b.Ranks).String())
	case ActHighCard:
		parts = append(parts, "high_card: true")
	case ActCall:
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
	case ActSplit:
		parts = append(parts, "ranks: "+ranks(Ranks(b.Ranks).sorted()))
	case ActHighCard:
		parts = append(parts, "high_card: true")
	case ActCall:
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

// String writes "[redeal, jack]" ("[]" when the table passed).
func (t TableCheck) String() string { return "[" + strings.Join(t, ", ") + "]" }

// String writes the odds as written, or the exact fraction.
func (o Odds) String() string {
	if o.Text != "" {
		return o.Text
	}
	if o.Value == nil {
		return "0"
	}
	return o.Value.RatString()
}

// exact reports whether the odds are an exact fraction.
func (o Odds) exact() bool { return o.Tol == nil || o.Tol.Sign() == 0 }

// String writes "true", "false" or "{legal: false, rule: …}".
func (l Legality) String() string {
	if l.Rule == "" {
		return strconv.FormatBool(l.Legal)
	}
	return "{legal: " + strconv.FormatBool(l.Legal) + ", rule: " + l.Rule + "}"
}
