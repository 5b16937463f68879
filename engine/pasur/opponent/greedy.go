package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// Greedy plays for the moment. Among every capture of every card in its
// hand it plays the best by RULINGS.md "Pasur", **"Best" capture**: most
// points taken by the capture itself (the played card and the table cards
// it takes: aces, jacks, 2♣, 10♦, 7♦ where seven_diamonds is on, and 5
// for a sur that counts), then most cards, then most clubs; an exact tie
// keeps the earlier move in legal-move order. It captures whenever any
// card can, even for no points.
//
// When no card can capture it lays its least useful card: the card worth
// fewest points by itself (as above), then a card that is not a club (a
// laid club helps the opponents to the clubs bonus), then the first in
// hand order. Greedy looks at nothing but its own hand and the table.
type Greedy struct{}

// Move returns the greedy move.
func (Greedy) Move(v *pasur.View) (pasur.MoveSet, bool) {
	var buf [64]pasur.MoveSet
	ms := v.AppendLegalMoveSets(buf[:0])
	if len(ms) == 0 {
		return pasur.MoveSet{}, false
	}
	return greedyPick(ms, v), true
}

// greedyPick chooses among the legal moves ms of the seat of v.
func greedyPick(ms []pasur.MoveSet, v *pasur.View) pasur.MoveSet {
	vr := v.Variants()
	best, bestKey := -1, captureKey{}
	for i, m := range ms {
		if m.Take == 0 {
			continue
		}
		k := keyOf(m, v.TableSet(), v.SurDenied(m.Card) == "", vr.SevenDiamonds)
		if best < 0 || k.beats(bestKey) {
			best, bestKey = i, k
		}
	}
	if best >= 0 {
		return ms[best]
	}
	lay, layKey := 0, [2]int{1 << 30, 1 << 30}
	for i, m := range ms {
		k := [2]int{cardPoints(bit(m.Card), vr.SevenDiamonds), clubOf(m.Card)}
		if k[0] < layKey[0] || (k[0] == layKey[0] && k[1] < layKey[1]) {
			lay, layKey = i, k
		}
	}
	return ms[lay]
}

// captureKey orders captures by RULINGS.md's "best".
type captureKey struct{ points, cards, clubs int }

func keyOf(m pasur.MoveSet, table engine.CardSet, surCounts, sevenDiamonds bool) captureKey {
	k := captureKey{
		points: cardPoints(m.Take|bit(m.Card), sevenDiamonds),
		cards:  count(m.Take),
		clubs:  count(m.Take & clubBits),
	}
	if table&^m.Take == 0 && surCounts {
		k.points += pasur.SurPoints
	}
	return k
}

func (a captureKey) beats(b captureKey) bool {
	if a.points != b.points {
		return a.points > b.points
	}
	if a.cards != b.cards {
		return a.cards > b.cards
	}
	return a.clubs > b.clubs
}

func clubOf(c engine.Card) int {
	if c.Suit == engine.Clubs {
		return 1
	}
	return 0
}
