package quiz

import (
	"math/rand/v2"

	"croupier/engine/pasur"
)

// The shapes of Pasur questions, drawn like the Faro ones before any
// attempt (shapeFor): what decides a best capture, and whether the player
// asked about in a score question scores at all.
const (
	// shapeBestPoints: points decide: another capture takes as many
	// table cards as the best one, or more, and is worth fewer points.
	shapeBestPoints shape = iota + 16
	// shapeBestClubs: points and cards tie between the best capture and
	// another; the clubs decide.
	shapeBestClubs
	// shapeBestCards: the best capture is the one with the most cards,
	// and it leaves something on the table.
	shapeBestCards
	// shapeBestSur: the best capture clears the table (a sur).
	shapeBestSur
	// shapeScored: the player asked about scores something.
	shapeScored
	// shapeZeroScore: the player asked about scores 0.
	shapeZeroScore
)

// bestShares are the shares of the best-capture shapes by level (index
// level-1): points, clubs, a sur; the rest the most cards
// (docs/quiz.md, "What a question tests").
var bestShares = [MaxLevel][3]float64{
	{0.30, 0.20, 0.20},
	{0.35, 0.20, 0.15},
	{0.40, 0.20, 0.10},
}

// zeroScoreShare is how often a score question asks about a player who
// scores 0, by level: under the trivial answers' caps (trivialCap).
var zeroScoreShare = [MaxLevel]float64{0.08, 0.05, 0.03}

// trivialCap is the most the quiz lets trivial answers take of a topic's
// questions at each level (index level-1): "nothing happens", a call
// worth 0, no dead rank, a count of 4 for a rank never shown, "lay", a
// score of 0. TestRuleDecides measures it.
var trivialCap = [MaxLevel]float64{0.15, 0.10, 0.05}

// bestShapeFor draws the shape of a best-capture question.
func bestShapeFor(level int, r *rand.Rand) shape {
	sh := bestShares[min(max(level, MinLevel), MaxLevel)-1]
	switch x := r.Float64(); {
	case x < sh[0]:
		return shapeBestPoints
	case x < sh[0]+sh[1]:
		return shapeBestClubs
	case x < sh[0]+sh[1]+sh[2]:
		return shapeBestSur
	}
	return shapeBestCards
}

// bestShapeOf reads what decides the best of a card's captures (at least
// two, one best: uniqueBest), on the values of ValueOf.
func bestShapeOf(caps []pasur.Capture) shape {
	bi := 0
	for i := range caps {
		if ValueOf(caps[bi]).Less(ValueOf(caps[i])) {
			bi = i
		}
	}
	if caps[bi].Clears {
		return shapeBestSur
	}
	b := ValueOf(caps[bi])
	out := shapeBestCards
	for i, c := range caps {
		v := ValueOf(c)
		switch {
		case i == bi || v.Cards < b.Cards:
		case v.Points == b.Points && v.Cards == b.Cards:
			out = shapeBestClubs
		default:
			return shapeBestPoints
		}
	}
	return out
}
