package pasur

import (
	"croupier/engine"
)

// Points of the score (pasur.de.txt "Punktewertung"; RULINGS.md "Pasur",
// **Scoring per round**).
const (
	AcePoints          = 1 // each ace
	JackPoints         = 1 // each jack
	TwoClubsPoints     = 2 // 2♣
	TenDiamondsPoints  = 3 // 10♦
	SevenDiamondPoints = 1 // 7♦, only under seven_diamonds
	ClubsBonusPoints   = 7 // seven or more clubs
	ClubsNeeded        = 7 // clubs needed for the bonus
	SurPoints          = 5 // each sur
)

// The cards with points of their own, as sets (bit = Card.Index: rank-major,
// ♣ ♦ ♥ ♠ within a rank).
const (
	twoClubsBit     engine.CardSet = 1 << (1*4 + 0) // 2♣
	sevenDiamondBit engine.CardSet = 1 << (6*4 + 1) // 7♦
	tenDiamondsBit  engine.CardSet = 1 << (9*4 + 1) // 10♦
)

// Breakdown is one side's score for a round, item by item.
type Breakdown struct {
	Aces          int // points for aces (1 each)
	Jacks         int // points for jacks (1 each)
	TwoClubs      int // 2 if the 2♣ was captured
	TenDiamonds   int // 3 if the 10♦ was captured
	SevenDiamonds int // 1 if the 7♦ was captured under seven_diamonds
	Clubs         int // the number of clubs captured
	ClubsBonus    int // 7 if Clubs ≥ 7
	SursMade      int // surs that counted when made
	SursCancelled int // surs cancelled by the opponents' (sur_cancel)
	Surs          int // surs scored: SursMade − SursCancelled
	SurPoints     int // 5 per scored sur
	Cards         int // the number of cards captured
	Total         int // the sum of the points
}

// Score scores one pile: the captured cards and the number of surs that
// count. Invalid and repeated cards are ignored; a negative sur count
// counts as 0.
func Score(pile []engine.Card, surs int, v Variants) Breakdown {
	return ScoreSet(setOf(pile), surs, v)
}

// ScoreSet scores a pile given as a set (see Score).
func ScoreSet(pile engine.CardSet, surs int, v Variants) Breakdown {
	pile &= deckBits
	var b Breakdown
	c := rankCounts(pile)
	b.Aces = AcePoints * countOf(c, int(engine.Ace))
	b.Jacks = JackPoints * countOf(c, int(engine.Jack))
	if pile&twoClubsBit != 0 {
		b.TwoClubs = TwoClubsPoints
	}
	if pile&tenDiamondsBit != 0 {
		b.TenDiamonds = TenDiamondsPoints
	}
	if v.SevenDiamonds && pile&sevenDiamondBit != 0 {
		b.SevenDiamonds = SevenDiamondPoints
	}
	b.Clubs = (pile & clubBits).Len()
	if b.Clubs >= ClubsNeeded {
		b.ClubsBonus = ClubsBonusPoints
	}
	b.SursMade = max(0, surs)
	b.Surs = b.SursMade
	b.SurPoints = SurPoints * b.Surs
	b.Cards = pile.Len()
	b.total()
	return b
}

func (b *Breakdown) total() {
	b.Total = b.Aces + b.Jacks + b.TwoClubs + b.TenDiamonds + b.SevenDiamonds + b.ClubsBonus + b.SurPoints
}

// pointsOf is what the cards of s are worth, without the clubs bonus and
// surs.
func pointsOf(s engine.CardSet, v *Variants) int {
	b := ScoreSet(s, 0, *v)
	return b.Aces + b.Jacks + b.TwoClubs + b.TenDiamonds + b.SevenDiamonds
}

// Breakdowns scores every side from piles and surs (by side), applying
// sur_cancel: with two sides, the side with fewer surs loses them all and
// the other keeps the difference.
func Breakdowns(piles []engine.CardSet, surs []int, v Variants) []Breakdown {
	out := make([]Breakdown, len(piles))
	for s, p := range piles {
		k := 0
		if s < len(surs) {
			k = surs[s]
		}
		out[s] = ScoreSet(p, k, v)
	}
	if v.SurCancel && len(out) == 2 {
		c := min(out[0].SursMade, out[1].SursMade)
		for s := range out {
			out[s].SursCancelled = c
			out[s].Surs = out[s].SursMade - c
			out[s].SurPoints = SurPoints * out[s].Surs
			out[s].total()
		}
	}
	return out
}

// Breakdowns scores the round per side as it stands (with the
// last-capture bonus once the round is over).
func (r *Round) Breakdowns() []Breakdown {
	n := r.cfg.Sides()
	return Breakdowns(r.piles[:n], r.surs[:n], r.cfg.Variants)
}

// ScoreIfEndedNow returns what side would score if the round ended now:
// its pile, plus the table if it captured last (the last-capture rule),
// with sur_cancel applied against the surs made so far. A side out of
// range scores an empty Breakdown.
func (r *Round) ScoreIfEndedNow(side int) Breakdown {
	n := r.cfg.Sides()
	if side < 0 || side >= n {
		return Breakdown{}
	}
	var piles [MaxPlayers]engine.CardSet
	copy(piles[:], r.piles[:n])
	if !r.over && r.last >= 0 {
		piles[r.last] |= r.tableSet
	}
	return Breakdowns(piles[:n], r.surs[:n], r.cfg.Variants)[side]
}

// CardPoints is what the cards of s are worth by themselves under v:
// aces, jacks, 2♣, 10♦ and, under seven_diamonds, 7♦ — without the clubs
// bonus and surs.
func CardPoints(s engine.CardSet, v Variants) int { return pointsOf(s, &v) }
