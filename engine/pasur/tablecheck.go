package pasur

import "croupier/engine"

// TableFault is what the initial table check finds among the four table
// cards (RULINGS.md "Pasur", **Initial table check**). Several flags may
// be set together.
type TableFault uint8

// The table faults.
const (
	// FaultJacks: two or more jacks (full reshuffle and redeal).
	FaultJacks TableFault = 1 << iota
	// FaultQueens: two or more queens (full reshuffle and redeal).
	FaultQueens
	// FaultKings: two or more kings (full reshuffle and redeal).
	FaultKings
	// FaultOneJack: exactly one jack and no other fault (the jack is
	// shuffled back into the talon and replaced).
	FaultOneJack
)

// Redeal reports whether the fault calls for a full reshuffle and redeal.
func (f TableFault) Redeal() bool { return f&(FaultJacks|FaultQueens|FaultKings) != 0 }

// String lists the faults in English ("ok" for none).
func (f TableFault) String() string {
	if f == 0 {
		return "ok"
	}
	s := ""
	add := func(flag TableFault, name string) {
		if f&flag != 0 {
			if s != "" {
				s += "+"
			}
			s += name
		}
	}
	add(FaultJacks, "jacks")
	add(FaultQueens, "queens")
	add(FaultKings, "kings")
	add(FaultOneJack, "one-jack")
	return s
}

// CheckTable applies the initial table check to table cards: two or more
// jacks, queens or kings are faults calling for a redeal; a single jack
// alone is FaultOneJack.
func CheckTable(table []engine.Card) TableFault {
	var j, q, k int
	for _, c := range table {
		switch c.Rank {
		case engine.Jack:
			j++
		case engine.Queen:
			q++
		case engine.King:
			k++
		}
	}
	var f TableFault
	if j >= 2 {
		f |= FaultJacks
	}
	if q >= 2 {
		f |= FaultQueens
	}
	if k >= 2 {
		f |= FaultKings
	}
	if f == 0 && j == 1 {
		f = FaultOneJack
	}
	return f
}

// DealEventKind says what the table check did.
type DealEventKind uint8

// The kinds of deal event.
const (
	// EventRedeal: the whole deck was reshuffled and dealt again.
	EventRedeal DealEventKind = iota + 1
	// EventJackReplaced: a single table jack was shuffled back into the
	// talon and one replacement card was dealt to the table.
	EventJackReplaced
)

// String returns a short English name.
func (k DealEventKind) String() string {
	switch k {
	case EventRedeal:
		return "redeal"
	case EventJackReplaced:
		return "jack-replaced"
	}
	return "?"
}

// Rule identifiers of the table check's actions.
const (
	RuleTableRedeal RuleID = "pasur.deal.table_check.redeal"
	RuleTableJack   RuleID = "pasur.deal.table_check.jack"
)

// DealEvent is one action of the initial table check.
type DealEvent struct {
	Kind  DealEventKind
	Rule  RuleID
	Fault TableFault
	// Table is the table that failed the check, in the order dealt.
	Table []engine.Card
	// Jack is the jack shuffled back (EventJackReplaced).
	Jack engine.Card
	// Replacement is the card dealt in its place (EventJackReplaced).
	Replacement engine.Card
}

// maxTableChecks bounds the table check: with a random shuffle a failure
// this long has a probability far below 1e-300.
const maxTableChecks = 1000
