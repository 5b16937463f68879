package scenarios

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"croupier/engine"
)

// Answer is a learner's (or the engine's) answer to a question: one of
// Settlement, Amount, Count, Ranks, Capture, Bool, Breakdown, Choice,
// Standing, Winner, Name, Cards, Bets, TableCheck, Odds or Legality.
type Answer interface {
	// String writes the answer in the neutral notation of scenario files.
	String() string
	isAnswer()
}

// Settlement is each player's net change in a turn, by name, the banker
// included (the bank's change is minus the players' sum). A player left
// out counts as 0.
type Settlement map[string]engine.Amount

// Amount is one amount, such as a call's payout.
type Amount engine.Amount

// Count is a number of cards, such as the casekeeper's count for a rank.
type Count int

// Ranks is a set of ranks, such as the dead ranks.
type Ranks []engine.Rank

// Capture is a Pasur move: the card played and the table cards it takes
// (none: the card is laid).
type Capture struct {
	Card engine.Card
	Take []engine.Card
}

// Bool is a yes/no answer (is it a sur; is this action allowed).
type Bool bool

// Breakdown is a Pasur round's score of one side by category (see
// ScoreCategories), "total" included.
type Breakdown map[string]int

// Choice is the options a learner picked, 0-based.
type Choice []int

func (Settlement) isAnswer() {}
func (Amount) isAnswer()     {}
func (Count) isAnswer()      {}
func (Ranks) isAnswer()      {}
func (Capture) isAnswer()    {}
func (Bool) isAnswer()       {}
func (Breakdown) isAnswer()  {}
func (Choice) isAnswer()     {}

// String lists the players in name order: "{Anna: +2, Bank: -6}".
func (s Settlement) String() string {
	keys := sortedKeys(s)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + ": " + s[k].Signed()
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// String writes the amount with its sign ("+8", "-2", "0").
func (a Amount) String() string { return engine.Amount(a).Signed() }

// String writes the number.
func (c Count) String() string { return strconv.Itoa(int(c)) }

// String lists the ranks in order: "[3, 7, K]".
func (r Ranks) String() string {
	s := r.sorted()
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = x.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (r Ranks) sorted() Ranks {
	s := append(Ranks(nil), r...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s
}

// String writes the taken cards in deck order: "[4♦]"; "[]" for a lay.
func (c Capture) String() string { return cardList(sortCards(c.Take)) }

// String writes true or false.
func (b Bool) String() string { return strconv.FormatBool(bool(b)) }

// String lists the categories in ScoreCategories order.
func (b Breakdown) String() string {
	var parts []string
	for _, k := range ScoreCategories() {
		if v, ok := b[k]; ok {
			parts = append(parts, k+": "+strconv.Itoa(v))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// String lists the options 1-based, as a learner counts them: "[1, 3]".
func (c Choice) String() string {
	parts := make([]string, len(c))
	for i, x := range c {
		parts[i] = strconv.Itoa(x + 1)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// ScoreCategories lists the categories of a Pasur round's score, in order:
// aces, jacks, two_clubs (2♣), ten_diamonds (10♦), clubs (seven or more),
// seven_diamonds (variant), surs, total.
func ScoreCategories() []string {
	return []string{"aces", "jacks", "two_clubs", "ten_diamonds", "clubs", "seven_diamonds", "surs", "total"}
}

func cardList(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func sortCards(cs []engine.Card) []engine.Card {
	s := append([]engine.Card(nil), cs...)
	sort.Slice(s, func(i, j int) bool { return s[i].Index() < s[j].Index() })
	return s
}

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
