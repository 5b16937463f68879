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
// When no card can capture it lays its least useful card, in this order:
//
//  1. a card that does not offer a sur: after it is laid, no single card
//     the seat has not seen could take the whole table for a sur that
//     counts for another side;
//  2. the card worth fewest points by itself (as above);
//  3. a card that is not a club (a laid club helps the others to the
//     clubs bonus);
//  4. the first in hand order.
//
// Greedy looks no further than the move itself: its hand, the table, and
// which cards it has not seen.
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
	lay, layKey := 0, [3]int{1 << 30, 1 << 30, 1 << 30}
	for i, m := range ms {
		k := [3]int{surRisk(m.Card, v), cardPoints(bit(m.Card), vr.SevenDiamonds), clubOf(m.Card)}
		if k[0] < layKey[0] || (k[0] == layKey[0] && (k[1] < layKey[1] || (k[1] == layKey[1] && k[2] < layKey[2]))) {
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

// surRisk is 1 if laying card would leave a table that one card the seat
// has not seen could take whole, for a sur that counts for some other
// side (judged under the current deal's sur rules), else 0.
func surRisk(card engine.Card, v *pasur.View) int {
	table := v.TableSet() | bit(card)
	unseen := v.Unseen()
	vr := v.Variants()
	cfg := v.Config()
	var buf [16]engine.CardSet
	for r := engine.Ace; r <= engine.King; r++ {
		rank := unseen & (0xF << (4 * uint(r-1)))
		if rank == 0 {
			continue
		}
		c := lowest(rank)
		caps := pasur.AppendCaptureSets(buf[:0], c, table, &vr)
		if len(caps) == 0 || caps[len(caps)-1] != table {
			continue
		}
		for s := 0; s < cfg.Sides(); s++ {
			if s != v.Side() && vr.SurDenied(c, v.LastDeal(), v.ScoreBefore(s)) == "" {
				return 1
			}
		}
	}
	return 0
}
