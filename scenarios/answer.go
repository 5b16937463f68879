package scenarios

import (
	"sort"
	"strconv"
	"strings"

	"croupier/engine"
)

// Answer is a learner's (or the engine's) answer to a question: one of
// Settlement, Amount, Count, Ranks, Capture, Bool, Breakdown or Choice.
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
