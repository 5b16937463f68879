package faro

import "croupier/engine"

// Mark is how the casekeeper marks a shown card (pharo.de.txt "Der
// Kartenzähler": "0" for a bank card, "|" for a player card).
type Mark uint8

// The marks.
const (
	NoMark Mark = iota
	// MarkSoda: the soda, shown before the first turn.
	MarkSoda
	// MarkLoser: a bank card (perdante), written "0".
	MarkLoser
	// MarkWinner: a player card (gagnante), written "|".
	MarkWinner
	// MarkHock: the hock, shown after the last turn.
	MarkHock
)

// Symbol returns the mark as the casekeeper writes it: "S" (soda), "0"
// (bank card), "|" (player card), "H" (hock), or "".
func (m Mark) Symbol() string {
	switch m {
	case MarkSoda:
		return "S"
	case MarkLoser:
		return "0"
	case MarkWinner:
		return "|"
	case MarkHock:
		return "H"
	}
	return ""
}

// CaseEntry is one shown card in the casekeeper's record.
type CaseEntry struct {
	Card engine.Card
	Mark Mark
	// Turn is 0 for the soda, 1..25 for turn cards, and 25 for the hock.
	Turn int
}

type caseEntry struct {
	card engine.Card
	mark Mark
	turn uint8
}

// Casekeeper is the public count of shown cards (RULINGS.md
// "Casekeeper"): each rank starts at 4, the soda and every shown card are
// taken off. The zero Casekeeper has seen nothing.
type Casekeeper struct {
	entries [engine.NumRanks][engine.NumSuits]caseEntry
	count   [engine.NumRanks]uint8
}

// mark records a shown card; c must be valid and not yet shown.
func (ck *Casekeeper) mark(c engine.Card, m Mark, turn int) {
	i := c.Rank.Index()
	n := ck.count[i]
	if n < engine.NumSuits {
		ck.entries[i][n] = caseEntry{card: c, mark: m, turn: uint8(turn)}
		ck.count[i] = n + 1
	}
}

// Remaining returns how many cards of rank r are still to come (0 for an
// invalid rank).
func (ck Casekeeper) Remaining(r engine.Rank) int {
	if !r.Valid() {
		return 0
	}
	return engine.NumSuits - int(ck.count[r.Index()])
}

// Dead reports whether no card of a valid rank r is left: bets on it are
// returned and new ones refused.
func (ck Casekeeper) Dead(r engine.Rank) bool {
	return r.Valid() && ck.count[r.Index()] == engine.NumSuits
}

// DoubletPossible reports whether rank r can still make a doublet (at
// least two of its cards are left).
func (ck Casekeeper) DoubletPossible(r engine.Rank) bool {
	return ck.Remaining(r) >= 2
}

// Marks returns the shown cards of rank r in the order they were shown.
func (ck Casekeeper) Marks(r engine.Rank) []CaseEntry {
	if !r.Valid() {
		return nil
	}
	i := r.Index()
	out := make([]CaseEntry, ck.count[i])
	for j := range out {
		e := ck.entries[i][j]
		out[j] = CaseEntry{Card: e.card, Mark: e.mark, Turn: int(e.turn)}
	}
	return out
}

// Counts returns the cards still to come per rank, Ace first.
func (ck Casekeeper) Counts() [engine.NumRanks]int {
	var out [engine.NumRanks]int
	for i, n := range ck.count {
		out[i] = engine.NumSuits - int(n)
	}
	return out
}

// Shown returns how many cards have been shown in all.
func (ck Casekeeper) Shown() int {
	n := 0
	for _, c := range ck.count {
		n += int(c)
	}
	return n
}
